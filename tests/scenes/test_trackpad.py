"""Trackpads on the real play scene: a two-finger scroll (a stream of small precise wheel
values) pans a zoomed board and never turns the road tile; a deliberate scroll turns it one
step past a threshold; Ctrl+scroll — a pinch, as trackpads send it — zooms about the
pointer; a mouse wheel's notch still turns the tile."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from mg.dev.driver import Driver
from mg.scenes.board.scroll import TURN_THRESHOLD
from mg.scenes.play.scene import PlayScene


def scroll(driver: Driver, x: float, y: float, ctrl: bool = False, frames: int = 1) -> None:
    """A wheel event as SDL makes it: whole notches in x / y, SDL's measure in precise_*."""
    pygame.key.set_mods(pygame.KMOD_CTRL if ctrl else 0)
    event = pygame.event.Event(
        pygame.MOUSEWHEEL, x=int(x), y=int(y), precise_x=x, precise_y=y, flipped=False
    )
    pygame.event.post(event)
    driver.frames(frames)
    pygame.key.set_mods(0)


@pytest.fixture
def road_at_cursor(driver: Driver) -> Iterator[PlayScene]:
    """A city founded, the Road tool in hand and the cursor on a space where a road may go
    more than one way."""
    driver.start_game()
    play = driver.top_as(PlayScene)
    driver.key(pygame.K_c)
    driver.key(pygame.K_TAB)
    driver.key(pygame.K_RETURN)
    driver.key(pygame.K_r)
    for _ in range(20):
        driver.key(pygame.K_TAB)
        if len(play.legal().roads.get(play.cursor.space or (0, 0), [])) > 1:
            break
    assert play.hover is not None and len(play.legal().roads[play.hover]) > 1
    yield play
    pygame.key.set_mods(0)


def test_a_two_finger_scroll_pans_the_zoomed_board_and_never_turns_the_road(
    driver: Driver, road_at_cursor: PlayScene
) -> None:
    play = road_at_cursor
    driver.key(pygame.K_EQUALS)
    driver.key(pygame.K_EQUALS)
    ends, pan = play.ends, play.view.camera.pan
    for _ in range(30):  # a long, slow two-finger scroll up and to the left
        scroll(driver, -0.15, 0.2)
    assert play.ends == ends  # the road tile never turned
    moved = play.view.camera.pan
    assert moved[1] > pan[1] and moved[0] > pan[0]  # the board came down and to the right
    for _ in range(30):
        scroll(driver, 0.0, -0.2)
    assert play.view.camera.pan[1] < moved[1] and play.ends == ends


def test_on_the_whole_board_only_a_deliberate_scroll_turns_the_road(
    driver: Driver, road_at_cursor: PlayScene
) -> None:
    play = road_at_cursor
    ends = play.ends
    units = 0.0
    while units + 0.2 < TURN_THRESHOLD:  # a scroll short of the threshold: no turn
        scroll(driver, 0.0, 0.2)
        units += 0.2
    assert play.ends == ends
    scroll(driver, 0.0, -0.2)  # the other way starts again
    for _ in range(round(TURN_THRESHOLD / 0.25) + 1):
        scroll(driver, 0.0, 0.25)
    assert play.ends != ends  # one step, deliberately


def test_a_mouse_wheel_notch_still_turns_the_road(
    driver: Driver, road_at_cursor: PlayScene
) -> None:
    play = road_at_cursor
    ends = play.ends
    scroll(driver, 0, 1)
    assert play.ends != ends


def test_a_pinch_as_ctrl_scroll_zooms_about_the_pointer(
    driver: Driver, road_at_cursor: PlayScene
) -> None:
    play = road_at_cursor
    space = (8, 8)
    point = play.space_point(space)
    driver.move(point)
    size = play.view.layout.size
    scroll(driver, 0.0, 0.4, ctrl=True)
    assert play.view.layout.size == size  # a pinch's first small units: not a step yet
    for _ in range(6):
        scroll(driver, 0.0, 0.4, ctrl=True)
    assert play.view.layout.size > size  # zoomed in ...
    x, y = play.space_point(space)
    assert abs(x - point[0]) <= size and abs(y - point[1]) <= size  # ... about the fingers
    zoomed = play.view.layout.size
    for _ in range(8):
        scroll(driver, 0.0, -0.4, ctrl=True)
    assert play.view.layout.size < zoomed  # and out again
