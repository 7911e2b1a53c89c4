"""The lessons file (mg/text/lessons/lessons.json): every lesson's position builds, every step can
be done, a move is judged against the step, and a malformed file is refused clearly."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from mg.engine import EndActions, Game, PlaceCity, PlaceRoad
from mg.store.settings import Settings, load_settings, save_settings
from mg.text import i18n
from mg.text.i18n import LANGUAGES, catalogue, refusal_text, t
from mg.text.lessons import Reply, Step, aimed, load_course, parse_course
from mg.text.lessons.course import MAX_TEXT, judge, not_now_line, refusal_shown, refused_line
from mg.text.rules_text import RULE_IDS
from tests.support.problem_keys import problem_keys

COURSE = load_course()
LESSONS = Path(__file__).resolve().parents[1] / "mg" / "text" / "lessons"
SOURCE = (LESSONS / "lessons.json").read_text()


def test_every_lesson_builds_and_every_step_can_be_done() -> None:
    keys = {lesson.key for lesson in COURSE.lessons}
    assert len(COURSE.lessons) >= 4 and len(keys) == len(COURSE.lessons)
    for k, lesson in enumerate(COURSE.lessons):
        game = COURSE.game(k)
        assert game.phase in ("actions", "market") and game.current == COURSE.players[0]
        for step in lesson.steps:
            if step.refused:  # a step that shows a refusal: the engine refuses, nothing moves
                assert step.kind == "PlaceCity" and step.space is not None, lesson.key
                tried = PlaceCity(step.space)
                before = game.to_json()
                refusal = game.refusal(tried)
                assert refusal is not None and refusal.rule == step.refused
                assert refusal_shown(game, step, tried) == Reply(
                    refusal_text(refusal), step.refused
                )
                assert game.to_json() == before
                continue
            assert set(step.rules) <= set(RULE_IDS)
            taught = [a for a in game.legal_actions() if aimed(game, step).matches(a)]
            assert taught, (lesson.key, step.text)
            assert judge(game, step, taught[0]) is None
            game.apply(taught[0])


def test_a_move_is_judged_against_the_step() -> None:
    game, step = COURSE.game(0), COURSE.lessons[0].steps[0]
    other = next(a for a in game.legal_actions() if not step.matches(a))
    assert judge(game, step, other) == not_now_line(step.wrong)
    assert judge(game, step, EndActions()) == not_now_line(step.wrong)  # R14
    refused = judge(game, step, "not an action")
    assert refused is not None and refused.rule == "R39" and step.wrong in refused.text
    assert game.to_json() == COURSE.game(0).to_json()  # judging changes nothing


def broken(change: str) -> str:
    """The lessons file with one thing changed."""
    data = json.loads(SOURCE)
    if change == "no lessons":
        del data["lessons"]
    elif change == "bad space":
        data["lessons"][0]["steps"][0]["do"]["space"] = [1]
    elif change == "no words":  # a lesson whose texts no catalogue holds
        data["lessons"][0]["id"] = "unheard_of"
    elif change == "extra step":  # a step beyond the texts the catalogue holds
        data["lessons"][0]["steps"].append(data["lessons"][0]["steps"][0])
    elif change == "bad id":
        data["lessons"][0]["id"] = "Found a city!"
    elif change == "unknown action":
        data["lessons"][1]["setup"] = [{"type": "Teleport"}]
    elif change == "no steps":
        data["lessons"][0]["steps"] = []
    elif change == "bad seed":
        data["seed"] = "one"
    elif change == "bad rule":
        data["lessons"][0]["steps"][0]["do"]["refused"] = "rule twelve"
    return json.dumps(data)


@pytest.mark.parametrize(
    "change",
    [
        "no lessons",
        "bad space",
        "no words",
        "extra step",
        "bad id",
        "unknown action",
        "no steps",
        "bad seed",
        "bad rule",
    ],
)
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
    for bad in (
        '{"lessons_done": "found"}',
        '{"lessons_done": [1]}',
        '{"lessons_done": ["' + "x" * 100 + '"]}',
        '{"lessons_done": ["a\\u0000"]}',
        '{"lessons_done": ' + json.dumps(["k"] * 500) + "}",
        '{"hints": "no"}',
    ):
        path.write_text(bad)
        settings, warning = load_settings(path)
        assert settings == Settings() and problem_keys(warning) == [
            "settings_broken",
            "out_of_range",
        ]


def test_a_road_in_the_wrong_orientation_does_not_complete_its_step() -> None:
    for k, lesson in enumerate(COURSE.lessons):
        step = lesson.steps[0]
        if step.kind != "PlaceRoad" or step.ends is None:
            continue
        game = COURSE.game(k)
        turned = [
            a
            for a in game.legal_actions()
            if isinstance(a, PlaceRoad) and a.space == step.space and a.ends != step.ends
        ]
        assert turned, lesson.key
        assert judge(game, step, turned[0]) == not_now_line(step.wrong)
        return
    pytest.fail("no lesson teaches a road's orientation")


def played_to(key: str, steps: int) -> tuple[Game, list[Step]]:
    """Lesson `key`'s game after its first `steps` steps (each done), and its steps."""
    k = next(k for k, lesson in enumerate(COURSE.lessons) if lesson.key == key)
    game, lesson = COURSE.game(k), COURSE.lessons[k]
    for step in lesson.steps[:steps]:
        game.apply(next(a for a in game.legal_actions() if aimed(game, step).matches(a)))
    return game, list(lesson.steps)


def test_the_raise_lesson_shows_r12_refusing_a_city_after_three_roads() -> None:
    game, steps = played_to("raise", 3)
    show = steps[3]
    assert show.refused == "R12" and show.space is not None
    city = PlaceCity(show.space)
    refusal = game.refusal(city)
    assert refusal is not None and refusal.key == "no_more_cities"
    assert refusal_shown(game, show, city) == Reply(refusal_text(refusal), "R12")
    assert judge(game, show, city) == refused_line(refusal, show.wrong)
    assert refusal_shown(game, show, EndActions()) is None  # legal: not the refusal shown
    assert judge(game, show, EndActions()) == not_now_line(show.wrong)
    two_roads, _ = played_to("raise", 2)  # with two roads a city is still open (R11)
    assert two_roads.why_illegal(city) is None
    assert refusal_shown(two_roads, show, city) is None
    assert judge(two_roads, show, city) == not_now_line(show.wrong)


def test_the_last_lesson_ends_the_game_at_its_final_scoring() -> None:
    assert COURSE.lessons[-1].key == "scoring"
    game, steps = played_to("scoring", 1)
    assert game.round == game.rounds and game.phase == "market"
    game.apply(next(a for a in game.legal_actions() if steps[1].matches(a)))
    assert game.phase == "over" and game.final_scoring()  # R37: there is something to score


PLACE = re.compile(r"Kroton|Sybaris|Thurioi|Consentia")
RULE = re.compile(r"\bR[1-9][0-9]?\b")


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_lesson_speaks_every_language(language: str) -> None:
    """Each lesson's title, steps and closing line exist in all four catalogues, short,
    translated (not the English copied), naming the same places as the English and no rule
    ids: the words lead, the rules are data shown as small references."""
    words, english = catalogue(language), catalogue("en")
    for lesson in COURSE.lessons:
        keys = [f"lesson.{lesson.key}.title", f"lesson.{lesson.key}.done"]
        keys += [f"lesson.{s.key}.{part}" for s in lesson.steps for part in ("text", "wrong")]
        for key in keys:
            assert 0 < len(words.get(key, "")) <= MAX_TEXT, f"{language}: {key}"
            assert language == "en" or words[key] != english[key], f"{language}: {key}"
            assert sorted(PLACE.findall(words[key])) == sorted(PLACE.findall(english[key])), (
                f"{language}: {key}"
            )
            assert not RULE.search(words[key]), f"{language}: {key} cites a rule id"


def seat_words() -> tuple[str, str]:
    """The lesson's two seats, as the catalogue in use words them."""
    learner = t("lessons.seat.learner", colour=t("colour.yellow"))
    return learner, t("lessons.seat.bot", colour=t("colour.red"))


def test_the_lessons_follow_the_language() -> None:
    lesson, step = COURSE.lessons[0], COURSE.lessons[0].steps[0]
    title = f"lesson.{lesson.key}.title"
    english = (t(title), seat_words())
    try:
        i18n.set_language("de")
        assert (lesson.title, COURSE.names) == (t(title), seat_words()) != english
        assert "Kroton" in step.text
        game = COURSE.game(0)
        line = judge(game, step, "not an action")
        assert line is not None and step.wrong in line.text and line.rule == "R39"
    finally:
        i18n.set_language("en")
    assert (lesson.title, COURSE.names) == english
