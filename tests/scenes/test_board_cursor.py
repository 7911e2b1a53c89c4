"""The board's keyboard cursor and the focus ring, through the real play scene: the arrows
move the cursor hex by hex and the zoomed view follows it, Tab jumps between the engine's
targets, R turns the ghost at the cursor, the tooltip shows at once; Tab and Enter press a
pause menu's buttons, and F6 gives Tab to the panel."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from mg.dev.driver import Driver
from mg.engine import Phase, PlaceCity, PlaceRoad
from mg.scenes.board.board_cursor import step
from mg.scenes.play.scene import PlayScene
from tests.support.keys_only import tab_to


@pytest.fixture
def play(driver: Driver) -> Iterator[PlayScene]:
    driver.start_game()
    yield driver.top_as(PlayScene)


def inside(play: PlayScene, space: tuple[int, int]) -> bool:
    return pygame.Rect(play.view.camera.viewport).collidepoint(play.space_point(space))


def test_the_arrows_move_the_cursor_hex_by_hex_and_the_zoomed_view_follows(
    driver: Driver, play: PlayScene
) -> None:
    for _ in range(3):
        driver.key(pygame.K_EQUALS)  # zoomed in: most of the board is out of view
    driver.key(pygame.K_RIGHT)  # the first key shows the cursor where it starts
    start = play.cursor.space
    assert start is not None and play.cursor.active and play.hover == start
    board = play.game.board.index
    followed = False
    for key in (pygame.K_LEFT,) * 6 + (pygame.K_DOWN,) * 8 + (pygame.K_UP,) * 4:
        before = play.cursor.space
        assert before is not None
        pan = play.view.camera.pan
        driver.key(key)
        here = play.cursor.space
        assert here in board
        if step(before, key) in board:
            assert here == step(before, key)  # one hex, no more
        else:
            assert here != step(before, key)  # over the sea, or staying at the edge
        assert inside(play, here)  # never out of view
        followed = followed or play.view.camera.pan != pan
    assert followed  # the view moved with the cursor


def test_tab_jumps_to_the_engines_targets_and_enter_places_there(
    driver: Driver, play: PlayScene
) -> None:
    game = play.game
    driver.key(pygame.K_c)  # a city first: roads grow from places
    driver.key(pygame.K_TAB)
    city = play.cursor.space
    assert city in play.legal().cities
    driver.key(pygame.K_RETURN)
    assert game.turn_actions == [PlaceCity(city)]
    driver.key(pygame.K_r)  # the Road tool
    roads = {a.space for a in game.legal_actions() if isinstance(a, PlaceRoad)}
    seen = []
    for _ in range(3):
        driver.key(pygame.K_TAB)
        assert play.cursor.space in roads  # the engine's answer, nothing else
        seen.append(play.cursor.space)
    assert len(set(seen)) == 3
    driver.key(pygame.K_TAB, pygame.KMOD_SHIFT)
    assert play.cursor.space == seen[1]  # back one
    assert play.tooltip_due() and play.hover_lines()[0][0] == play.place_name(seen[1])
    ends = play.ends
    driver.key(pygame.K_r)  # R turns the ghost at the cursor (when it may turn)
    turned = play.ends
    assert turned in [ends, *play.legal().roads[seen[1]]]
    driver.key(pygame.K_RETURN)
    assert game.turn_actions == [PlaceCity(city), PlaceRoad(seen[1], turned)]
    assert game.phase == Phase.ACTIONS


def test_tab_and_enter_press_a_dialogs_buttons(driver: Driver, play: PlayScene) -> None:
    driver.key(pygame.K_ESCAPE)
    assert driver.top_name == "pause"
    tab_to(driver, "resume")
    driver.key(pygame.K_RETURN)
    driver.frames(2)
    assert driver.top is play


def test_f6_gives_tab_to_the_panel_and_back(driver: Driver, play: PlayScene) -> None:
    driver.key(pygame.K_F6)
    tab_to(driver, "log")
    assert not play.cursor.active  # the board's cursor stayed where it was: hidden
    driver.key(pygame.K_RETURN)
    driver.frames(2)
    assert driver.top_name == "log"
    driver.key(pygame.K_ESCAPE)
    driver.key(pygame.K_F6)
    driver.key(pygame.K_c)  # (no road may be laid before a city)
    driver.key(pygame.K_TAB)
    assert play.cursor.active and driver.app.stack.focus.focused is None
