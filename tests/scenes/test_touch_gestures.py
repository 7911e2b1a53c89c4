"""Touch on the real play scene: a drag pans the zoomed board, two fingers spreading zoom
it about their middle, a long press shows the tooltip, the rotate and flip buttons beside
the ghost turn and flip it, and a tap elsewhere moves the ghost without placing."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from mg.dev.driver import Driver
from mg.scenes.board.touch import HOLD_SECONDS
from mg.scenes.play.scene import PlayScene
from tests.support.touch_only import drag, finger, tap, tap_button, tap_space


@pytest.fixture
def play(driver: Driver) -> Iterator[PlayScene]:
    driver.start_game()
    yield driver.top_as(PlayScene)


def test_a_drag_pans_the_zoomed_board_and_places_nothing(driver: Driver, play: PlayScene) -> None:
    driver.key(pygame.K_EQUALS)
    driver.key(pygame.K_EQUALS)
    pan = play.view.camera.pan
    drag(driver, (400, 300), (120, 80))
    assert play.view.camera.pan[0] > pan[0] and play.view.camera.pan[1] > pan[1]
    assert play.game.turn_actions == []


def test_two_fingers_spreading_zoom_about_their_middle(driver: Driver, play: PlayScene) -> None:
    size = play.view.layout.size
    middle = play.space_point((8, 8))
    finger(pygame.FINGERDOWN, driver, (middle[0] - 40, middle[1]), finger_id=0)
    finger(pygame.FINGERDOWN, driver, (middle[0] + 40, middle[1]), finger_id=1)
    driver.frames(1)
    for k in range(1, 9):  # the second finger moves away: the spread grows to 2.4 times
        finger(pygame.FINGERMOTION, driver, (middle[0] + 40 + 20 * k, middle[1]), finger_id=1)
        driver.frames(1)
    finger(pygame.FINGERUP, driver, (middle[0] + 200, middle[1]), finger_id=1)
    finger(pygame.FINGERUP, driver, (middle[0] - 40, middle[1]), finger_id=0)
    driver.frames(1)
    assert play.view.layout.size > size
    x, y = play.space_point((8, 8))
    assert abs(x - middle[0]) < 3 * play.view.layout.size and abs(y - middle[1]) < 200
    assert play.game.turn_actions == []  # neither finger tapped


def test_a_long_press_shows_the_tooltip(driver: Driver, play: PlayScene) -> None:
    point = play.space_point((8, 8))
    finger(pygame.FINGERDOWN, driver, point)
    driver.frames(2)
    assert not play.tooltip_due()
    driver.frames(round(HOLD_SECONDS * 60) + 2)
    assert play.tooltip_due() and play.hover == (8, 8)
    finger(pygame.FINGERUP, driver, point)
    driver.frames(1)
    assert play.game.turn_actions == []  # a long press places nothing


def test_the_buttons_beside_the_ghost_turn_and_flip_it(driver: Driver, play: PlayScene) -> None:
    tap_button(driver, "city")
    city = play.key_targets()[0]
    tap_space(driver, city)
    tap_space(driver, city)
    tap_button(driver, "road")
    space = next(s for s in play.key_targets() if len(play.legal().roads[s]) > 2)
    tap_space(driver, space)
    assert not play.tooltip_due()  # a tap shows the ghost, the tooltip waits for a press
    tools = dict(play.touch_tool_rects())
    assert set(tools) == {"rotate", "flip"}
    ends = play.ends
    tap(driver, tools["rotate"].center)
    assert play.ends != ends and play.touched == space  # turned, still shown there
    turned = play.ends
    tap(driver, tools["flip"].center)
    assert play.ends != turned
    other = next(s for s in play.key_targets() if s != space)
    tap_space(driver, other)  # another space: the ghost moves there, nothing placed
    assert play.touched == other and len(play.game.turn_actions) == 1
