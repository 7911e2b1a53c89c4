"""Learn to play: every lesson played through the real app by mouse, each step completing
only on the taught action and refusing another with its explanation; progress is kept in
the settings file across leaving and coming back."""

from __future__ import annotations

import pygame

from mg.dev.driver import Driver
from mg.engine import Action, EndActions, PlaceCity, PlaceRoad
from mg.lessons import Step, load_course
from mg.lessons.course import NOT_NOW
from mg.scenes.lesson import HEADING, LessonScene
from mg.session import autosave_path
from mg.settings import load_settings

COURSE = load_course()


def other_move(scene: LessonScene, taught: Step) -> Action:
    """A move that is not the taught one: a legal other city tile if there is one, else End
    actions."""
    game = scene.game
    for action in game.legal_actions():
        if isinstance(action, PlaceCity) and not taught.matches(action):
            return action
    return EndActions()


def try_other(driver: Driver, scene: LessonScene, taught: Step) -> None:
    """Another move is refused with the step's friendly line, and nothing changes."""
    before = scene.game.to_json()
    action = other_move(scene, taught)
    if isinstance(action, PlaceCity):
        driver.press("city")
        driver.click_space(action.space)
    else:
        driver.press("end_actions")
    assert scene.game.to_json() == before
    assert taught.wrong in scene.status and scene.status_bad
    if scene.game.why_illegal(action) is None:
        assert scene.status == NOT_NOW.format(wrong=taught.wrong)
    else:
        assert scene.status.startswith("R")  # the engine's rule reason comes first


def do_taught(driver: Driver, scene: LessonScene, taught: Step) -> None:
    """The taught action, by mouse (and Enter in the draw dialog)."""
    game = scene.game
    if taught.kind == "PlaceCity":
        driver.press("city")
        assert taught.space is not None
        driver.click_space(taught.space)
    elif taught.kind == "PlaceRoad":
        space = taught.space or next(a.space for a in game.legal_actions()
                                     if isinstance(a, PlaceRoad))
        driver.press("road")
        driver.move(driver.space_point(space))  # the ghost snaps to a legal orientation
        driver.click_space(space)
    elif taught.kind == "Draw":
        driver.press("draw")
        assert driver.top_name == "draw"
        driver.key(pygame.K_RETURN)
        driver.frames(3)
    assert driver.top_as(LessonScene) is scene


def test_every_lesson_completes_only_on_its_taught_action(driver: Driver) -> None:
    driver.press("learn")
    for k, lesson in enumerate(COURSE.lessons):
        scene = driver.top_as(LessonScene)
        assert scene.heading == HEADING.format(k=k + 1, n=len(COURSE.lessons),
                                               title=lesson.title)
        for n, taught in enumerate(lesson.steps):
            assert scene.taught == taught
            try_other(driver, scene, taught)
            assert scene.taught == taught  # a refusal completes nothing
            actions = len(scene.game.turn_actions) + (scene.game.phase != "actions")
            do_taught(driver, scene, taught)
            assert len(scene.game.turn_actions) + (scene.game.phase != "actions") > actions
            assert scene.step == n + 1
        assert scene.finished and lesson.key in load_settings()[0].lessons_done
        driver.press("skip")  # now "Next lesson" (or "Finish")
    assert driver.top_name == "menu"
    assert load_settings()[0].lessons_done == [lesson.key for lesson in COURSE.lessons]


def test_leaving_and_coming_back_keeps_progress(driver: Driver) -> None:
    driver.press("learn")
    scene = driver.top_as(LessonScene)
    assert scene.index == 0 and not scene.buttons["back"].is_enabled
    do_taught(driver, scene, COURSE.lessons[0].steps[0])
    assert scene.finished
    driver.press("leave")
    assert driver.top_name == "menu"
    assert load_settings()[0].lessons_done == [COURSE.lessons[0].key]
    driver.press("learn")  # back where the learner left off
    again = driver.top_as(LessonScene)
    assert again.index == 1 and again.step == 0
    driver.press("back")
    assert driver.top_as(LessonScene).index == 0
    driver.press("skip")
    driver.press("skip")
    assert driver.top_as(LessonScene).index == 2


def test_the_lessons_never_touch_the_autosave(driver: Driver) -> None:
    driver.press("learn")
    scene = driver.top_as(LessonScene)
    do_taught(driver, scene, COURSE.lessons[0].steps[0])
    assert scene.finished and not autosave_path().exists()
