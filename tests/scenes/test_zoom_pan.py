"""Board zoom and pan: Ctrl+wheel and +/− zoom, 0/Home reset, middle-drag
or Space+left-drag pan, clamped so the map can't be lost; hex picking stays exact, the plain
wheel still turns the road tile, and panning never redraws the cached map."""

from __future__ import annotations

import math
from collections.abc import Iterator

import pygame
import pytest

from mg.dev.driver import Driver
from mg.engine import PlaceCity
from mg.scenes.play.scene import PlayScene
from mg.sprites.camera import ZOOMS
from mg.sprites.layout import SQRT3


@pytest.fixture
def play(driver: Driver) -> Iterator[PlayScene]:
    driver.start_game()
    yield driver.top_as(PlayScene)
    pygame.key.set_mods(0)


def wheel(driver: Driver, y: int, ctrl: bool) -> None:
    pygame.key.set_mods(pygame.KMOD_CTRL if ctrl else 0)
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False))
    driver.frames(1)
    pygame.key.set_mods(0)


def drag(driver: Driver, start: tuple[int, int], by: tuple[int, int], button: int) -> None:
    end = (start[0] + by[0], start[1] + by[1])
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
    )
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=button))
    held = (1, 0, 0) if button == 1 else (0, 1, 0)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=by, buttons=held))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=button))
    driver.frames(2)


def visible_spaces(play: PlayScene) -> list[tuple[int, int]]:
    vx, vy, vw, vh = play.view.camera.viewport
    inside = []
    for space in play.game.board.spaces:
        x, y = play.space_point(space)
        if vx + 40 < x < vx + vw - 40 and vy + 40 < y < vy + vh - 100:
            inside.append(space)
    return inside


def test_ctrl_wheel_zooms_about_the_mouse_and_the_plain_wheel_turns_the_road(
    driver: Driver, play: PlayScene
) -> None:
    view = play.view
    size = view.layout.size
    vx, vy, vw, vh = view.camera.viewport
    space = min(
        visible_spaces(play),
        key=lambda s: math.dist(play.space_point(s), (vx + vw * 0.4, vy + vh * 0.4)),
    )
    driver.move(play.space_point(space))
    ends = play.ends
    wheel(driver, 1, ctrl=False)
    assert view.layout.size == size and play.ends != ends
    wheel(driver, 1, ctrl=True)
    assert view.layout.size == pytest.approx(size * ZOOMS[1])
    assert play.space_at(play.mouse) == space
    wheel(driver, -1, ctrl=True)
    assert view.layout.size == pytest.approx(size)


def test_plus_minus_zoom_and_zero_or_home_reset(driver: Driver, play: PlayScene) -> None:
    view = play.view
    size = view.layout.size
    for _ in range(10):
        driver.key(pygame.K_EQUALS)
    assert view.layout.size == pytest.approx(size * ZOOMS[-1])  # stops at the largest
    driver.key(pygame.K_MINUS)
    assert view.layout.size == pytest.approx(size * ZOOMS[-2])
    driver.key(pygame.K_0)
    assert view.layout.size == pytest.approx(size) and view.camera.pan == (0, 0)
    driver.key(pygame.K_KP_PLUS)
    drag(driver, (300, 300), (80, 40), button=2)
    driver.key(pygame.K_HOME)
    assert view.layout.size == pytest.approx(size) and view.camera.pan == (0, 0)


def test_middle_drag_and_space_drag_pan_without_placing_anything(
    driver: Driver, play: PlayScene
) -> None:
    view, game = play.view, play.game
    saved = game.to_json()
    drag(driver, (300, 300), (60, 0), button=2)
    assert view.camera.pan == (0, 0)  # the whole board is shown: nothing to pan
    driver.key(pygame.K_EQUALS)
    driver.key(pygame.K_EQUALS)
    origin = view.layout.origin
    drag(driver, (300, 300), (-50, -30), button=2)
    assert view.layout.origin == pytest.approx((origin[0] - 50, origin[1] - 30))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" "))
    drag(driver, play.space_point(visible_spaces(play)[30]), (40, 20), button=1)
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_SPACE, mod=0))
    driver.frames(1)
    assert view.layout.origin == pytest.approx((origin[0] - 10, origin[1] - 10))
    assert game.to_json() == saved  # neither drag placed a road


def test_a_drag_let_go_outside_the_window_ends(driver: Driver, play: PlayScene) -> None:
    view = play.view
    driver.key(pygame.K_EQUALS)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(300, 300), button=2))
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=(280, 290), rel=(-20, -10), buttons=(0, 1, 0))
    )
    driver.frames(1)
    pan = view.camera.pan
    assert pan != (0, 0)
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=(250, 250), rel=(-30, -40), buttons=(0, 0, 0))
    )  # no button held any more
    driver.frames(1)
    assert view.camera.pan == pan


def test_the_map_cannot_be_panned_out_of_sight(driver: Driver, play: PlayScene) -> None:
    view = play.view
    driver.key(pygame.K_EQUALS)
    vx, vy, vw, vh = view.camera.viewport
    for by in ((5000, 5000), (-9000, 0), (0, -9000), (9000, 9000)):
        drag(driver, (vx + vw // 2, vy + vh // 2), by, button=2)
        hits = sum(
            play.space_at((vx + vw * i // 10, vy + vh * j // 10)) is not None
            for i in range(1, 10)
            for j in range(1, 10)
        )
        assert hits >= 20, by  # much of the viewport still shows the board


@pytest.mark.parametrize("notches", range(len(ZOOMS)))
def test_hex_picking_is_exact_at_every_zoom(driver: Driver, play: PlayScene, notches: int) -> None:
    for _ in range(notches):
        driver.key(pygame.K_EQUALS)
    drag(driver, (400, 300), (-37, -23), button=2)  # an odd pan too
    layout = play.view.layout
    inner = layout.size * SQRT3 / 2
    spaces = visible_spaces(play)
    assert spaces
    for space in spaces[::3]:
        x, y = layout.to_pixel(space)
        for k in range(12):
            a = k * math.pi / 6
            r = inner * 0.9
            pos = (x + r * math.cos(a), y + r * math.sin(a))
            assert layout.to_hex(*pos) == space
        assert play.space_at(play.space_point(space)) == space


def test_a_click_when_zoomed_places_on_the_space_under_the_mouse(
    driver: Driver, play: PlayScene
) -> None:
    game = play.game
    driver.key(pygame.K_EQUALS)
    driver.key(pygame.K_EQUALS)
    targets = {a.space for a in game.legal_actions() if isinstance(a, PlaceCity)}
    target = next(s for s in visible_spaces(play) if s in targets)
    mover, before = game.current, set(game.cities())
    driver.press("city")
    driver.click_space(target)
    assert game.turn_actions == [PlaceCity(target)]  # that space, and no other
    assert game.cities().get(target) == mover  # the player to act's city
    assert set(game.cities()) - before == {target}


def test_panning_reuses_the_cached_map_and_zooming_redraws_it(
    driver: Driver, play: PlayScene
) -> None:
    view = play.view
    driver.key(pygame.K_EQUALS)
    static = view.static()
    drag(driver, (300, 300), (-40, -40), button=2)
    driver.key(pygame.K_DOWN)
    assert view.static() is static
    driver.key(pygame.K_EQUALS)
    zoomed = view.static()
    assert zoomed is not static and zoomed.get_width() > static.get_width()
