"""Idle motion: on a still board each oracle's pennant stirs in the wind,
redrawn alone (a clipped draw of its small area, not a frame) a few times a second, never
under an overlay, and not at all once nobody has touched the game a while. Counted in the
loop's own clock (the driver's steps of 1/60 s), never in wall time."""

from __future__ import annotations

import pygame
import pytest

from mg.app.loop import AMBIENT_FPS, AMBIENT_SECONDS
from mg.dev.driver import Driver
from mg.scenes.play.scene import PlayScene
from mg.sprites.idle_motion import flag_rect, pennant
from tests.support.idle_frames import SECOND, drawn_during, settle

pytestmark = pytest.mark.every_frame  # frames drawn are counted


def ambient_during(d: Driver, steps: int) -> int:
    before = d.app.ambient_draws
    d.frames(steps)
    return d.app.ambient_draws - before


def test_on_a_still_board_only_the_pennants_are_redrawn_a_few_times_a_second(
    driver: Driver,
) -> None:
    driver.start_game()
    play = driver.top_as(PlayScene)
    settle(driver)
    before = driver.app.ambient_draws
    assert drawn_during(driver, 10 * SECOND) == 0  # no whole frame
    assert abs(driver.app.ambient_draws - before - 10 * AMBIENT_FPS) <= 2
    oracle = next(iter(play.game.oracles()))
    area = flag_rect(play.view.layout, oracle)
    assert area in play.ambient() or any(r.contains(area.clip(r)) for r in play.ambient())
    shot = driver.app.screen.subsurface(area).copy()
    driver.frames(SECOND // 4)  # two redraws later the cloth has moved
    moved = driver.app.screen.subsurface(area)
    assert any(
        shot.get_at((x, y)) != moved.get_at((x, y)) for x in range(area.w) for y in range(area.h)
    )


def test_the_pennant_waves_within_its_area() -> None:
    from mg.sprites.layout import Layout

    layout = Layout(40.0, (300.0, 300.0))
    area = flag_rect(layout, (2, 3))
    shapes = [pennant(layout, (2, 3), k / 10) for k in range(40)]
    assert len({tuple(shape) for shape in shapes}) == 40  # it never stands still
    assert all(area.collidepoint(x, y) for shape in shapes for x, y in shape)


def test_no_idle_motion_under_an_overlay_or_on_the_menu(driver: Driver) -> None:
    settle(driver)
    assert ambient_during(driver, 5 * SECOND) == 0  # the menu has none
    driver.start_game()
    driver.key(pygame.K_ESCAPE)
    assert driver.top_name == "pause"
    settle(driver)
    assert ambient_during(driver, 5 * SECOND) == 0


def test_left_alone_a_while_the_board_stops_moving_altogether(driver: Driver) -> None:
    driver.start_game()
    driver.frames(round(AMBIENT_SECONDS * SECOND))
    assert ambient_during(driver, 5 * SECOND) == 0
    assert drawn_during(driver, 5 * SECOND) == 0
    driver.move((400, 400))  # someone is back: the wind rises again
    settle(driver)
    assert ambient_during(driver, SECOND) >= AMBIENT_FPS - 1
