"""A refusal marks a space (a red ring and cross), it never recolours the pieces on it: an
illegal road's ghost over the player's own city leaves the city's colour as it is."""

from __future__ import annotations

import colorsys

import pygame

from mg.dev.driver import Driver
from mg.engine import PlaceCity, PlaceRoad
from mg.scenes.play.scene import PlayScene

REST_FRAMES = 30


def hues(driver: Driver, play: PlayScene, space: tuple[int, int]) -> list[float]:
    """The hue of every pixel within half a hex of `space`'s centre, as drawn now."""
    driver.frames(1)
    surface = pygame.display.get_surface()
    assert surface is not None
    x0, y0 = play.space_point(space)
    reach = round(play.view.layout.size * 0.5)
    out = []
    for x in range(x0 - reach, x0 + reach):
        for y in range(y0 - reach, y0 + reach):
            r, g, b, _ = surface.get_at((x, y))
            out.append(colorsys.rgb_to_hsv(r / 255, g / 255, b / 255)[0])
    return out


def test_an_illegal_ghost_over_the_players_own_city_keeps_its_colour(driver: Driver) -> None:
    driver.start_game()
    play = driver.top_as(PlayScene)
    game = play.game
    city = next(a for a in game.legal_actions() if isinstance(a, PlaceCity))
    driver.press("city")
    driver.click_space(city.space)
    assert city.space in game.cities()
    driver.key(pygame.K_r)  # the road tool
    assert play.tool == "road"
    driver.move((2, 2))
    driver.frames(REST_FRAMES)
    before = hues(driver, play, city.space)
    driver.move(play.space_point(city.space))
    driver.frames(REST_FRAMES)
    ghost = play.ghost_tile.sprite
    assert ghost is not None and not ghost.legal  # R16: no road on a city
    assert game.refusal(PlaceRoad(city.space, play.ends)) is not None
    after = hues(driver, play, city.space)
    shifted = sum(abs(a - b) > 0.04 for a, b in zip(before, after, strict=True))
    assert shifted < len(before) // 3  # the marks' lines, not a tint over it all
