"""Where a city would be founded, the City tool rings the space in gold over ink, which
reads on pale land and green villages alike (it was a faint cream ring)."""

from __future__ import annotations

import pygame

from mg.dev.driver import Driver
from mg.scenes.play.scene import PlayScene
from mg.sprites.paint import palette as pal
from tests.support.hints import founding_space


def test_the_found_a_city_ring_is_gold_edged_in_ink(driver: Driver) -> None:
    driver.start_game()
    play = driver.top_as(PlayScene)
    game = play.game
    found = founding_space(game)
    driver.press("city")
    driver.move((2, 2))
    driver.frames(2)
    surface = pygame.display.get_surface()
    assert surface is not None
    corners = play.view.layout.corners(found, 0.85)
    seen = 0
    for k, (x0, y0) in enumerate(corners):
        x1, y1 = corners[(k + 1) % len(corners)]
        mx, my = round((x0 + x1) / 2), round((y0 + y1) / 2)
        patch = {
            tuple(surface.get_at((mx + dx, my + dy)))[:3]
            for dx in range(-3, 4)
            for dy in range(-3, 4)
        }
        seen += pal.FOUND in patch and pal.INK in patch
    assert seen >= 4  # most of the ring's sides (a name may stand over one)


def test_no_ring_cuts_a_village_name(driver: Driver) -> None:
    driver.start_game()
    play = driver.top_as(PlayScene)
    view = play.view
    driver.press("city")  # every legal space ringed, green or gold
    driver.move((2, 2))
    driver.frames(2)
    surface = pygame.display.get_surface()
    assert surface is not None
    mx, my = view.camera.map_position()
    lettering = view.look.maps.lettering
    checked = 0
    for label in view.labels(play.game):
        image = lettering.name(label.text, label.px)
        x0, y0 = label.rect[0] + mx, label.rect[1] + my
        w, h = image.get_size()
        for x in range(w):
            for y in range(h):
                ink = image.get_at((x, y))
                if ink.a == 255:
                    assert tuple(surface.get_at((x0 + x, y0 + y)))[:3] == tuple(ink)[:3], label
                    checked += 1
    assert checked > 1000
