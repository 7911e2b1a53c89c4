"""Learn to play: every lesson played through the real app by mouse, each step completing
only on the taught action and refusing another with its explanation; progress is kept in
the settings file across leaving and coming back."""

from __future__ import annotations

import random

import pygame
import pytest

from mg.dev.driver import Driver
from mg.dev.scripted_input import post_click, post_key
from mg.engine import Action, BuildMarket, EndActions, EndTurn, PlaceCity
from mg.scenes.lesson.coach import lesson_of
from mg.scenes.menu.scene import MenuScene
from mg.scenes.play.scene import PlayScene
from mg.scenes.scoring.scene import ScoringScene
from mg.store.session import autosave_path
from mg.store.settings import load_settings
from mg.text.lessons import Step, load_course
from mg.text.lessons.course import not_now_line
from tests.support.lessons import do_taught
from tests.support.playout import check_invariants
from tests.support.soak import amount

COURSE = load_course()


def other_move(scene: PlayScene, taught: Step) -> Action:
    """A move that is not the taught one: a legal other city tile or market if there is
    one, else End actions (or End turn in the market phase), else a market where R28
    allows none."""
    game = scene.game
    for action in game.legal_actions():
        if isinstance(action, PlaceCity | BuildMarket) and not taught.matches(action):
            return action
    if game.phase == "actions":
        return EndActions()
    if not taught.matches(EndTurn()):
        return EndTurn()
    return BuildMarket(
        next(p for p in game.places() if not game.markets_at(p) and p not in game.oracles())
    )


def try_other(driver: Driver, scene: PlayScene, taught: Step) -> None:
    """Another move is refused with the step's friendly line, and nothing changes."""
    before = scene.game.to_json()
    action = other_move(scene, taught)
    if isinstance(action, PlaceCity):
        driver.press("city")
        driver.click_space(action.space)
    elif isinstance(action, BuildMarket):
        driver.click_space(action.space)
    else:
        driver.press("end_actions" if isinstance(action, EndActions) else "end_turn")
    assert scene.game.to_json() == before
    assert taught.wrong in scene.status and scene.status_line.bad
    if scene.game.why_illegal(action) is None:
        assert scene.status == not_now_line(taught.wrong).text and scene.status_line.rule is None
    else:  # the engine's reason, and its rule as a small reference
        refused = scene.game.refusal(action)
        assert refused is not None and scene.status_line.rule == refused.rule


def test_every_lesson_completes_only_on_its_taught_action(driver: Driver) -> None:
    driver.press("learn")
    for k, lesson in enumerate(COURSE.lessons):
        scene = driver.top_as(PlayScene)
        heading = f"Lesson {k + 1} of {len(COURSE.lessons)}: {lesson.title}"
        assert lesson_of(scene).heading == heading
        for n, taught in enumerate(lesson.steps):
            assert lesson_of(scene).taught == taught
            try_other(driver, scene, taught)
            assert lesson_of(scene).taught == taught  # a refusal completes nothing
            before = scene.game.to_json()
            do_taught(driver, scene, taught)
            if taught.refused:  # tried, refused by the engine under the rule taught
                assert scene.game.to_json() == before
                assert scene.status_line.rule == taught.refused
            else:
                assert scene.game.to_json() != before  # the taught action was played
            assert lesson_of(scene).step == n + 1
        assert lesson_of(scene).finished and lesson.key in load_settings()[0].lessons_done
        if scene.game.phase == "over":  # the last lesson ends in the final scoring
            scoring = driver.top_as(ScoringScene)
            assert scoring.game is scene.game and lesson.done in scoring.status
            driver.press("menu")
        else:
            driver.press("skip")  # now "Next lesson" (or "Finish")
    assert driver.top_name == "menu"
    assert load_settings()[0].lessons_done == [lesson.key for lesson in COURSE.lessons]


def test_leaving_and_coming_back_keeps_progress(driver: Driver) -> None:
    driver.press("learn")
    scene = driver.top_as(PlayScene)
    assert lesson_of(scene).index == 0 and not scene.buttons["back"].is_enabled
    do_taught(driver, scene, COURSE.lessons[0].steps[0])
    assert lesson_of(scene).finished
    driver.press("leave")
    assert driver.top_name == "menu"
    assert load_settings()[0].lessons_done == [COURSE.lessons[0].key]
    driver.press("learn")  # back where the learner left off
    again = lesson_of(driver.top)
    assert again.index == 1 and again.step == 0
    driver.press("back")
    assert lesson_of(driver.top).index == 0
    driver.press("skip")
    driver.press("skip")
    assert lesson_of(driver.top).index == 2


def test_the_lessons_never_touch_the_autosave(driver: Driver) -> None:
    driver.press("learn")
    scene = driver.top_as(PlayScene)
    do_taught(driver, scene, COURSE.lessons[0].steps[0])
    assert lesson_of(scene).finished and not autosave_path().exists()


KEYS = [
    pygame.K_c,
    pygame.K_r,
    pygame.K_f,
    pygame.K_d,
    pygame.K_e,
    pygame.K_h,
    pygame.K_z,
    pygame.K_l,
    pygame.K_ESCAPE,
    pygame.K_RETURN,
    pygame.K_F1,
]


@pytest.mark.soak
@pytest.mark.every_frame  # random input: every frame drawn, as the real loop
@pytest.mark.heavy(5)
def test_random_input_in_the_lessons_breaks_nothing(driver: Driver) -> None:
    rng = random.Random(7)
    driver.press("learn")
    w, h = driver.app.ctx.size
    seen: set[int] = set()
    for _ in range(amount(500, 100)):
        top = driver.top
        buttons = [b for b in getattr(top, "buttons", {}).values() if b.visible and b.is_enabled]
        roll = rng.random()
        if roll < 0.3 and buttons:
            post_click(rng.choice(buttons).rect.center)
        elif roll < 0.7:
            post_click((rng.randrange(w), rng.randrange(h)), rng.choice((1, 1, 3)))
        else:
            post_key(rng.choice(KEYS), pygame.KMOD_CTRL if rng.random() < 0.1 else 0)
        driver.frames(1)
        if driver.top_name == "menu" or driver.top is None:
            driver.app.stack.reset(MenuScene(driver.app.ctx))
            driver.press("learn")
        for scene in driver.app.stack.scenes:
            if isinstance(scene, PlayScene):
                seen.add(lesson_of(scene).index)
                check_invariants(scene.game)
                assert lesson_of(scene).step <= len(lesson_of(scene).lesson.steps)
    assert len(seen) >= 2  # the fuzz moved between lessons


def open_last_lesson(driver: Driver) -> PlayScene:
    """Learn to play, then Skip to the last lesson (the final scoring)."""
    driver.press("learn")
    for _ in COURSE.lessons[1:]:
        driver.press("skip")
    scene = driver.top_as(PlayScene)
    assert lesson_of(scene).index == len(COURSE.lessons) - 1
    return scene


def test_the_last_lesson_ends_in_the_real_scoring_and_is_never_saved(driver: Driver) -> None:
    scene = open_last_lesson(driver)
    for taught in lesson_of(scene).lesson.steps:
        do_taught(driver, scene, taught)
    scoring = driver.top_as(ScoringScene)
    assert isinstance(scoring, ScoringScene) and scoring.game.phase == "over"
    assert "again" not in scoring.buttons  # no real game starts from a lesson's seats
    assert lesson_of(scene).lesson.key in load_settings()[0].lessons_done  # done once scored
    driver.until(lambda: scoring.finished, 2000)  # the scoring plays out (R37, R38)
    assert scoring.finished and driver.top is scoring
    assert not autosave_path().exists() and driver.app.ctx.nav is not None
    assert driver.app.ctx.nav.match is None
    driver.press("back")  # Back: the lesson before
    assert lesson_of(driver.top).index == len(COURSE.lessons) - 2


def test_the_scorings_menu_button_leaves_the_lessons(driver: Driver) -> None:
    scene = open_last_lesson(driver)
    for taught in lesson_of(scene).lesson.steps:
        do_taught(driver, scene, taught)
    driver.press("skip")  # the scoring's own "Skip to the end"
    scoring = driver.top_as(ScoringScene)
    assert scoring.finished
    scoring.resize(driver.app.ctx.size)  # laid out again: still Back, never Play again
    assert "back" in scoring.buttons and "again" not in scoring.buttons
    driver.press("menu")
    assert driver.top_name == "menu" and not autosave_path().exists()
