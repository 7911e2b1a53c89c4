"""Computer players in the real scenes: they play whole games, think off the main thread,
and a human cannot act for them."""

from __future__ import annotations

import pygame
import pytest

from mg.dev.driver import Driver
from mg.ui.scenes.play.scene import PlayScene

DISABLED_BG = pygame.Color("#2a2f3a")  # mg/ui/theme/manager.py: a disabled button's fill


def bots_in_both_seats(d: Driver, level_clicks: int = 1) -> None:
    d.press("players-2")
    for seat in (0, 1):
        for _ in range(level_clicks):  # human → easy → hard
            d.press(f"kind-{seat}")


@pytest.mark.heavy(5)
def test_bots_in_every_seat_reach_the_scoring_scene(driver: Driver) -> None:
    driver.app.ctx.settings.bot_animations = False
    driver.app.ctx.settings.speed = "instant"
    bots_in_both_seats(driver)
    assert [s.kind for s in driver.app.flow.setup.seats[:2]] == ["easy", "easy"]
    driver.press("rounds-8")
    driver.press("start")
    for _ in range(60_000):
        driver.frames(1)
        if driver.top_name == "scoring":
            break
    assert driver.top_name == "scoring"
    game = driver.game
    assert game.phase == "over" and game.rounds == 8


def test_the_window_keeps_drawing_while_a_bot_thinks(driver: Driver) -> None:
    bots_in_both_seats(driver, level_clicks=2)  # hard bots: about a second a turn
    driver.press("start")
    driver.wait_for("play", limit=3000)
    play = driver.top_as(PlayScene)
    for _ in range(3000):
        driver.frames(1)
        if play.bots.thinking():
            break
    assert play.bots.thinking()
    steps, draws = driver.app.frames, driver.app.draws
    while play.bots.thinking() and driver.app.frames - steps < 20_000:
        driver.frames(1)
    # Planning runs off the main thread: the loop kept stepping and drew every step
    # (counted, not timed: frame times belong in benchmarks).
    assert driver.app.frames - steps >= 10, "frames kept coming while the bot planned"
    assert driver.app.draws - draws == driver.app.frames - steps


def test_a_human_cannot_act_for_a_bot(driver: Driver) -> None:
    driver.press("players-2")
    driver.app.ctx.settings.ask_idle_end = False  # passes at once (20.2: test_idle_end)
    driver.press("kind-0")  # yellow is a bot, orange a human
    driver.press("start")
    driver.press("random")  # the human's oracles too
    driver.wait_for("play", limit=3000)
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
    assert game.current == "yellow"
    driver.wait_for("play", limit=300)  # the hand-over banner leaves
    saved = game.to_json()
    driver.click_space(game.board.spaces[0])
    assert "computer" in play.status
    assert play.buttons["end_actions"].is_enabled is False
    driver.frames(2)
    for key in ("road", "city", "draw", "end_actions", "undo"):  # and they look it: drawn
        rect = play.buttons[key].rect  # in the theme's disabled colour, inside the border
        assert driver.app.screen.get_at((rect.left + 6, rect.centery)) == DISABLED_BG, key
    assert game.to_json() == saved or game.turn_actions  # only the bot's own moves
