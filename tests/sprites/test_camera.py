"""The camera's maths: zooming keeps the point under the mouse still, the pan is clamped so
the viewport never leaves the map, and the map surface and the screen agree pixel for pixel."""

from __future__ import annotations

import pytest

from mg.engine import Board
from mg.sprites.camera import ZOOMS, Camera
from mg.sprites.layout import Layout

VIEWPORT = (0, 0, 1380, 1000)


def camera() -> Camera:
    spaces = list(Board.standard().spaces)
    return Camera(Layout.fit(spaces, (16, 16, 1348, 968)), spaces, VIEWPORT)


def test_zooming_keeps_the_point_under_the_mouse() -> None:
    cam = camera()
    cam.zoom_step(ZOOMS.index(2.0))  # the board is now larger than the viewport both ways
    at = (640.0, 480.0)
    for steps in (1, -1, -1):
        before = cam.screen_layout()
        fx = (at[0] - before.origin[0]) / before.size  # where `at` is, in hex units
        fy = (at[1] - before.origin[1]) / before.size
        assert cam.zoom_step(steps, at)
        after = cam.screen_layout()
        assert after.to_hex(*at) == before.to_hex(*at)
        assert after.origin[0] + fx * after.size == pytest.approx(at[0], abs=1.0)
        assert after.origin[1] + fy * after.size == pytest.approx(at[1], abs=1.0)
    cam.zoom_step(10)
    assert not cam.zoom_step(1, at)  # no further than the largest zoom


def test_a_board_smaller_than_the_viewport_stays_centred() -> None:
    cam = camera()
    cam.zoom_step(1, (100.0, 100.0))
    assert cam.map_rect()[3] == VIEWPORT[3]  # at 125 % the board still fits the height
    assert cam.pan[1] == 0
    cam.pan_by(0, 500)
    assert cam.pan[1] == 0  # so it cannot slide up or down
    assert cam.pan_by(-500, 0)  # but it can sideways


def test_the_pan_keeps_the_viewport_on_the_map() -> None:
    cam = camera()
    assert not cam.pan_by(100, 100)  # the whole board shows: nothing to pan
    cam.zoom_step(3)
    for dx, dy in ((10_000, 0), (-10_000, 0), (0, 10_000), (0, -10_000)):
        cam.pan_by(dx, dy)
        mx, my, mw, mh = cam.map_rect()
        x, y = cam.map_position()
        vx, vy, vw, vh = VIEWPORT
        assert x <= vx and y <= vy and x + mw >= vx + vw and y + mh >= vy + vh
    assert cam.reset() and cam.pan == (0, 0) and cam.zoom == ZOOMS[0]


def test_the_map_surface_lines_up_with_the_screen() -> None:
    cam = camera()
    cam.zoom_step(2, (300, 200))
    cam.pan_by(-33, 17)
    on_map, on_screen = cam.map_layout(), cam.screen_layout()
    x, y = cam.map_position()
    assert on_map.size == on_screen.size
    assert on_map.origin[0] + x == pytest.approx(on_screen.origin[0])
    assert on_map.origin[1] + y == pytest.approx(on_screen.origin[1])
