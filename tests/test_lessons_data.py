"""The lessons file (mg/lessons/lessons.json): every lesson's position builds, every step can
be done, a move is judged against the step, and a malformed file is refused clearly."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mg.engine import EndActions, Game, PlaceRoad
from mg.lessons import load_course, parse_course
from mg.lessons.course import NOT_NOW, judge
from mg.settings import Settings, load_settings, save_settings

COURSE = load_course()
SOURCE = (Path(__file__).resolve().parents[1] / "mg" / "lessons" / "lessons.json").read_text()


def test_every_lesson_builds_and_every_step_can_be_done() -> None:
    keys = {lesson.key for lesson in COURSE.lessons}
    assert len(COURSE.lessons) >= 4 and len(keys) == len(COURSE.lessons)
    for k, lesson in enumerate(COURSE.lessons):
        game = COURSE.game(k)
        assert game.phase in ("actions", "market") and game.current == COURSE.players[0]
        for step in lesson.steps:
            taught = [a for a in game.legal_actions() if step.matches(a)]
            assert taught, (lesson.key, step.text)
            assert judge(game, step, taught[0]) is None
            game.apply(taught[0])


def test_a_move_is_judged_against_the_step() -> None:
    game, step = COURSE.game(0), COURSE.lessons[0].steps[0]
    other = next(a for a in game.legal_actions() if not step.matches(a))
    assert judge(game, step, other) == NOT_NOW.format(wrong=step.wrong)
    assert judge(game, step, EndActions()) == NOT_NOW.format(wrong=step.wrong)  # R14
    refused = judge(game, step, "not an action")
    assert refused is not None and refused.startswith("R") and step.wrong in refused
    assert game.to_json() == COURSE.game(0).to_json()  # judging changes nothing


def broken(change: str) -> str:
    """The lessons file with one thing changed."""
    data = json.loads(SOURCE)
    if change == "no lessons":
        del data["lessons"]
    elif change == "bad space":
        data["lessons"][0]["steps"][0]["do"]["space"] = [1]
    elif change == "long text":
        data["lessons"][0]["steps"][0]["text"] = "x" * 5000
    elif change == "unknown action":
        data["lessons"][1]["setup"] = [{"type": "Teleport"}]
    elif change == "no steps":
        data["lessons"][0]["steps"] = []
    elif change == "bad seed":
        data["seed"] = "one"
    return json.dumps(data)


@pytest.mark.parametrize("change", ["no lessons", "bad space", "long text", "unknown action",
                                    "no steps", "bad seed"])
def test_a_malformed_lessons_file_is_refused(change: str) -> None:
    with pytest.raises(ValueError):
        parse_course(broken(change))


def test_a_lesson_whose_setup_is_illegal_says_which() -> None:
    data = json.loads(SOURCE)
    data["lessons"][1]["setup"] = [{"type": "PlaceCity", "space": [7, 9]}] * 2
    course = parse_course(json.dumps(data))
    with pytest.raises(ValueError, match="lesson 2"):
        course.game(1)
    assert isinstance(course.game(0), Game)


def test_lesson_progress_is_kept_and_hostile_values_refused(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    assert save_settings(Settings(lessons_done=["found", "road"]), path) is None
    assert load_settings(path)[0].lessons_done == ["found", "road"]
    for bad in ('{"lessons_done": "found"}', '{"lessons_done": [1]}',
                '{"lessons_done": ["' + "x" * 100 + '"]}', '{"lessons_done": ["a\\u0000"]}',
                '{"lessons_done": ' + json.dumps(["k"] * 500) + "}", '{"hints": "no"}'):
        path.write_text(bad)
        settings, warning = load_settings(path)
        assert settings == Settings() and warning and "broken" in warning


def test_a_road_in_the_wrong_orientation_does_not_complete_its_step() -> None:
    for k, lesson in enumerate(COURSE.lessons):
        step = lesson.steps[0]
        if step.kind != "PlaceRoad" or step.ends is None:
            continue
        game = COURSE.game(k)
        turned = [a for a in game.legal_actions() if isinstance(a, PlaceRoad)
                  and a.space == step.space and a.ends != step.ends]
        assert turned, lesson.key
        assert judge(game, step, turned[0]) == NOT_NOW.format(wrong=step.wrong)
        return
    pytest.fail("no lesson teaches a road's orientation")
