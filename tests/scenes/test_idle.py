"""Idle CPU: while nothing moves or changes, the loop draws nothing (counted in frames drawn,
not in time); input, animations, a computer player's turn and a blinking text cursor bring
frames back, and an event that wakes an idle loop is handled at once."""

from __future__ import annotations

import pygame
import pytest

from mg.dev.driver import Driver
from mg.engine import PlaceCity
from mg.scenes.menu.scene import MenuScene
from mg.scenes.play.scene import PlayScene
from tests.support.idle_frames import SECOND, drawn_during, settle

pytestmark = pytest.mark.every_frame  # frames drawn are counted


def test_an_idle_menu_draws_nothing_until_the_mouse_moves(driver: Driver) -> None:
    settle(driver)
    assert drawn_during(driver, 10 * SECOND) == 0
    driver.move((300, 300))
    assert drawn_during(driver, SECOND) >= SECOND - 1  # hover and tooltips get their frames
    settle(driver)
    assert drawn_during(driver, 10 * SECOND) == 0


def test_an_idle_play_scene_draws_nothing_and_an_animation_draws_every_frame(
    driver: Driver,
) -> None:
    driver.start_game()
    play = driver.top_as(PlayScene)
    game = play.game
    settle(driver)
    assert drawn_during(driver, 10 * SECOND) == 0
    driver.move(play.space_point(game.board.spaces[40]))
    assert drawn_during(driver, 1) == 1  # the hover shows in the very next frame
    settle(driver)
    target = next(a.space for a in game.legal_actions() if isinstance(a, PlaceCity))
    driver.press("city")
    driver.click_space(target)
    # the city rises, then the last move's outline pulses: longer than input's after-glow
    assert drawn_during(driver, 2 * SECOND) == 2 * SECOND
    settle(driver)
    assert drawn_during(driver, 10 * SECOND) == 0


def test_the_game_changing_under_an_idle_scene_is_drawn(driver: Driver) -> None:
    driver.start_game()
    play = driver.top_as(PlayScene)
    settle(driver)
    play.changed()  # e.g. a tool changed the game directly
    assert drawn_during(driver, 1) == 1
    assert drawn_during(driver, 10 * SECOND) == 0


def test_a_computer_players_turn_keeps_the_frames_coming(driver: Driver) -> None:
    driver.press("players-2")
    for seat in (0, 1):
        driver.press(f"kind-{seat}")  # easy bots in both seats
    driver.press("start")
    driver.wait_for("play", limit=3000)
    settle(driver)
    assert drawn_during(driver, 5 * SECOND) == 5 * SECOND


def test_a_focused_text_field_blinks_and_unfocused_it_goes_idle(driver: Driver) -> None:
    menu = driver.top_as(MenuScene)
    driver.click(menu.entries[0].rect.center)
    settle(driver)
    assert 3 <= drawn_during(driver, 2 * SECOND) <= 8  # a frame for each blink, no more
    driver.key(pygame.K_ESCAPE)  # pygame-gui: Esc leaves the field
    driver.click((5, 5))
    settle(driver)
    assert drawn_during(driver, 5 * SECOND) == 0


def test_an_event_wakes_the_idle_loop_at_once_and_is_handled(driver: Driver) -> None:
    settle(driver)
    assert not driver.app.needs_drawing()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode=""))
    driver.app.wait_for_input()  # takes the event off the queue: it must not be lost
    assert drawn_during(driver, 1) == 1
    assert driver.top_name == "help"


def test_a_paused_computer_player_lets_the_loop_rest(driver: Driver) -> None:
    driver.press("players-2")
    for seat in (0, 1):
        driver.press(f"kind-{seat}")
    driver.press("start")
    driver.wait_for("play", limit=3000)
    driver.key(pygame.K_ESCAPE)
    assert driver.top_name == "pause"
    settle(driver)
    assert drawn_during(driver, 5 * SECOND) == 0
    driver.key(pygame.K_RETURN)  # resume: the bot plays on, frames come again
    assert drawn_during(driver, 2 * SECOND) == 2 * SECOND
