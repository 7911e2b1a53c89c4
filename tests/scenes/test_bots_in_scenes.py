"""Computer players in the real scenes: they play whole games, think off the main thread,
and a human cannot act for them. The bots plan through executors the tests control
(tests/support/bots.py): nothing waits on a worker by the wall clock."""

from __future__ import annotations

import pygame
import pytest

from mg.dev.driver import Driver
from mg.engine import PlaceCity
from mg.scenes.manager import theme
from mg.scenes.play.scene import PlayScene
from mg.store.seats import SEAT_KINDS
from mg.text.i18n import t
from tests.support.bots import HeldExecutor, InlineExecutor, plan_with

FRAMES_TO_SCORING = 6000  # a whole 8-round game of two easy bots planning at once


def bots_in_both_seats(d: Driver, level: str = "easy") -> None:
    d.press("players-2")
    for seat in (0, 1):
        for _ in range(SEAT_KINDS.index(level)):  # human → beginner → easy → medium → hard
            d.press(f"kind-{seat}")


@pytest.mark.heavy(5)
def test_bots_in_every_seat_reach_the_scoring_scene(driver: Driver) -> None:
    driver.app.ctx.settings.bot_animations = False
    driver.app.ctx.settings.speed = "instant"
    bots_in_both_seats(driver)
    assert [s.kind for s in driver.app.flow.setup.seats[:2]] == ["easy", "easy"]
    driver.press("rounds-8")
    executor = InlineExecutor()  # each plan is ready the frame it is asked for
    plan_with(driver.app, executor)
    driver.press("start")
    driver.wait_for("scoring", limit=FRAMES_TO_SCORING)
    game = driver.game
    assert game.phase == "over" and game.rounds == 8
    assert executor.jobs >= 2 * 8  # a plan a turn at least, all through the bot runner


@pytest.mark.every_frame  # frames drawn are counted
def test_the_window_keeps_drawing_while_a_bot_thinks(driver: Driver) -> None:
    """A plan held back for as long as the test likes (a bot thinking forever): the loop
    keeps stepping and drawing every frame; the plan, once in, is played."""
    bots_in_both_seats(driver, level="hard")
    executor = HeldExecutor()
    plan_with(driver.app, executor)
    driver.press("start")
    for _ in range(300):  # the oracles: planned and played as soon as they are let through
        executor.release()
        if driver.top_name == "play":
            break
        driver.frames(1)
    play = driver.top_as(PlayScene)
    driver.frames(2)
    assert play.table.thinking() and executor.pending  # asked, not answered
    before = play.game.to_json()
    steps, draws = driver.app.frames, driver.app.draws
    driver.frames(120)  # two seconds of a bot thinking
    assert play.table.thinking() and play.game.to_json() == before
    # counted, not timed: frame times belong in benchmarks
    assert driver.app.draws - draws == driver.app.frames - steps == 120
    assert executor.release() == 1
    for _ in range(300):
        if play.game.to_json() != before:
            break
        driver.frames(1)
    assert play.game.to_json() != before, "the plan, once in, is played"


def test_a_human_cannot_act_for_a_bot(driver: Driver) -> None:
    driver.press("players-2")
    driver.app.ctx.settings.ask_idle_end = False  # passes at once (see test_idle_end)
    driver.press("kind-0")  # yellow is a bot, orange a human
    executor = HeldExecutor()  # the bot's plans come only when let through
    plan_with(driver.app, executor)
    driver.press("start")
    driver.press("random")  # the human's oracles too
    for _ in range(3000):  # the bot's oracles are let through, nothing after them
        if driver.top_name == "play":
            break
        executor.release()
        driver.frames(1)
    play = driver.top_as(PlayScene)
    game = play.game
    for _ in range(600):  # the human (orange) may move first: end that turn by the buttons
        if game.current == "yellow":
            break
        if driver.top is play and game.phase == "actions":
            driver.press("end_actions")
        elif driver.top is play and game.phase == "market":
            driver.press("end_turn")
        driver.frames(1)
    assert game.current == "yellow" and game.phase == "actions"
    driver.wait_for("play", limit=300)  # the hand-over banner leaves
    driver.frames(2)
    assert play.bot_level() is not None and executor.pending  # the bot thinks, forever
    saved = game.to_json()
    found = next(a.space for a in game.legal_actions() if isinstance(a, PlaceCity))
    play.tool = "city"  # as if the human had the city tool in hand
    driver.click_space(found)  # a city yellow could found, were a human playing yellow
    driver.key(pygame.K_e)
    driver.press("end_actions")
    assert game.to_json() == saved  # nothing the human did reached the game
    assert play.status == t("play.bot_acting")
    assert play.buttons["end_actions"].is_enabled is False
    driver.frames(2)
    disabled = pygame.Color(theme(driver.app.ctx)["button"]["colours"]["disabled_bg"])
    for key in ("road", "city", "draw", "end_actions", "undo"):  # and they look it: drawn
        rect = play.buttons[key].rect  # in the theme's disabled colour, inside the border
        assert driver.app.screen.get_at((rect.left + 6, rect.centery)) == disabled, key
