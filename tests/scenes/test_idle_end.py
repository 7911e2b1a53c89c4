"""End actions with nothing done: a human who has placed nothing and
drawn nothing this turn is asked once first ("End your actions without doing anything?"),
with "Don't ask again", which the Settings screen shows and changes; bots and lessons are
never asked."""

from __future__ import annotations

import pygame

from mg.app.loop import App, FrameHook
from mg.dev.driver import Driver
from mg.engine import PlaceCity
from mg.scenes.lesson.coach import lesson_of
from mg.scenes.overlays.confirm import ConfirmScene
from mg.scenes.overlays.settings import SettingsScene
from mg.scenes.play.scene import PlayScene
from mg.store.settings import load_settings
from mg.text.i18n import t
from mg.text.lessons import load_course
from tests.support.lessons import do_taught


def to_play(d: Driver) -> PlayScene:
    d.start_game()
    return d.top_as(PlayScene)


def test_e_with_nothing_done_asks_first_and_enter_goes_back(driver: Driver) -> None:
    play = to_play(driver)
    game = play.game
    before = game.to_json()
    driver.key(pygame.K_e)
    confirm = driver.top_as(ConfirmScene)
    assert confirm.question.message == t("idle_end.message")
    assert [driver.button(k).text for k in ("end", "back")] == [
        t("idle_end.end"),
        t("idle_end.back"),
    ]
    assert confirm.question.option == t("idle_end.dont_ask")
    driver.key(pygame.K_RETURN)  # the safe choice: back to the turn, nothing changed
    assert driver.top is play and game.phase == "actions" and game.to_json() == before
    driver.key(pygame.K_e)
    driver.key(pygame.K_e)  # a second hasty E does not end them either
    assert driver.top_name == "confirm" and game.phase == "actions"
    driver.key(pygame.K_ESCAPE)
    assert driver.top is play and game.phase == "actions"


def test_the_button_asks_and_end_actions_ends_them(driver: Driver) -> None:
    play = to_play(driver)
    game = play.game
    colour = game.current
    driver.press("end_actions")
    assert driver.top_name == "confirm" and game.phase == "actions"
    driver.press("end")
    assert driver.top is play and game.phase == "market" and game.current == colour
    driver.key(pygame.K_e)  # End turn: no question in the market phase
    assert game.current != colour


def test_after_an_action_no_question_and_after_undoing_it_one_again(driver: Driver) -> None:
    play = to_play(driver)
    game = play.game
    driver.key(pygame.K_c)
    driver.click_space(next(a.space for a in game.legal_actions() if isinstance(a, PlaceCity)))
    assert game.turn_actions
    driver.key(pygame.K_z, pygame.KMOD_CTRL)  # undone: nothing done this turn again
    assert not game.turn_actions
    driver.key(pygame.K_e)
    assert driver.top_name == "confirm"
    driver.key(pygame.K_ESCAPE)
    driver.click_space(next(a.space for a in game.legal_actions() if isinstance(a, PlaceCity)))
    driver.key(pygame.K_e)
    assert driver.top is play and game.phase == "market"


def test_dont_ask_again_is_kept_and_settings_turns_it_back_on(driver: Driver) -> None:
    play = to_play(driver)
    game = play.game
    driver.key(pygame.K_e)
    confirm = driver.top_as(ConfirmScene)
    driver.click(confirm.tick_box.center)
    driver.press("end")
    assert game.phase == "market"
    assert driver.app.ctx.settings.ask_idle_end is False
    assert load_settings()[0].ask_idle_end is False  # kept for the next launch
    driver.key(pygame.K_e)  # End turn
    driver.wait_for("play", limit=300)
    driver.key(pygame.K_ESCAPE)
    driver.press("settings")
    driver.top_as(SettingsScene)
    assert driver.button("idle_end").text == t("settings.ask_idle_end_off")
    driver.press("idle_end")
    assert driver.button("idle_end").text == t("settings.ask_idle_end_on")
    driver.press("done")
    assert load_settings()[0].ask_idle_end is True
    driver.press("resume")
    driver.key(pygame.K_e)
    assert driver.top_name == "confirm"  # asked again


def test_without_the_question_e_ends_them_at_once(driver: Driver) -> None:
    driver.press("settings")
    driver.press("idle_end")  # off, from the menu's settings
    driver.press("done")
    play = to_play(driver)
    driver.key(pygame.K_e)
    assert driver.top is play and play.game.phase == "market"


class ConfirmWatch(FrameHook):
    """Whose turn it was each time a question came up."""

    def __init__(self) -> None:
        self.asked: dict[int, str] = {}  # each question (its id) and whose turn it was

    def before_events(self, app: App) -> None:
        scenes = app.stack.scenes
        if len(scenes) > 1 and scenes[-1].name == "confirm":
            game = getattr(scenes[-2], "game", None)
            self.asked.setdefault(id(scenes[-1]), getattr(game, "current", None) or "")


def test_bots_are_never_asked(driver: Driver) -> None:
    """A bot's turn, the human pressing E all along: no question, and the bot plays on."""
    driver.app.ctx.settings.bot_animations = False
    driver.press("players-2")
    driver.press("kind-1")  # Bob: a bot (a beginner)
    driver.press("start")
    game = driver.game
    driver.press("random")
    watch = ConfirmWatch()
    driver.app.hooks.append(watch)
    human = driver.app.flow.setup.seats[0].colour
    bot_turns = 0
    for _ in range(6000):
        if game.round > 2:
            break
        if game.current != human:
            bot_turns += 1
            driver.key(pygame.K_e)
        elif driver.top_name == "play" and game.phase == "actions":
            driver.key(pygame.K_e)
            driver.press("end")  # the human is asked: ends with nothing done
        elif driver.top_name == "play":
            driver.key(pygame.K_e)
        driver.frames(1)
    assert game.round > 2 and bot_turns > 0
    assert list(watch.asked.values()) == [human, human]  # once a round, never for the bot


def test_the_lesson_that_teaches_ending_is_never_interrupted(driver: Driver) -> None:
    course = load_course()
    index = next(
        k
        for k, lesson in enumerate(course.lessons)
        if any(step.kind == "EndActions" for step in lesson.steps)
    )
    nav = driver.app.ctx.nav
    assert nav is not None
    nav.lesson(index)
    scene = driver.top_as(PlayScene)
    lesson = lesson_of(scene)
    while lesson.taught is not None and lesson.taught.kind != "EndActions":
        do_taught(driver, scene, lesson.taught)
    taught = lesson.taught
    assert taught is not None
    step = lesson.step
    do_taught(driver, scene, taught)  # End actions, by its button
    assert driver.top is scene and lesson.step == step + 1
