"""The play scene draws what the engine says about a market: an inactive market
(R32) looks different from an active one — greyed — and a sold one (R34) from an unsold one.
Three positions alike but for that one fact; the pixels in the market's rect are compared."""

from __future__ import annotations

import pygame
import pytest

from mg.dev.driver import Driver
from mg.engine import Game
from mg.match import Match
from mg.scenes.play.scene import PlayScene
from mg.store.seats import Seat
from tests.support.builders import Position

CITY, VILLAGE = (2, 5), (5, 5)


def position(city_owner: str, sold: bool = False) -> Game:
    """A city of `city_owner` joined by a road to a village holding an orange market: the
    market is active (R32) only when the city is orange."""
    p = Position(("yellow", "orange")).village(VILLAGE).city(city_owner, CITY, market=True)
    p.connect("yellow", CITY, VILLAGE)
    return p.market("orange", VILLAGE, sold=sold).game()


def market_pixels(driver: Driver, game: Game, palette: str) -> pygame.Surface:
    """The screen where the play scene draws the orange market in the village."""
    driver.app.ctx.palette.use(palette)
    seats = [Seat(None, colour) for colour in game.players]
    driver.app.stack.reset(
        PlayScene(driver.app.ctx, driver.app.flow.local_table(Match(game, seats)))
    )
    play = driver.top_as(PlayScene)
    driver.move((2, 2))  # the mouse off the board: no ghost, no tooltip
    driver.frames(3)
    view = play.pane.view
    x, y = view.market_spot(game, VILLAGE, "orange")
    size = round(view.layout.size)
    rect = pygame.Rect(0, 0, size, size)
    rect.center = (round(x), round(y))
    return driver.app.screen.subsurface(rect).copy()


def saturation(surf: pygame.Surface) -> float:
    """How colourful a picture is: the mean spread between each pixel's channels."""
    w, h = surf.get_size()
    total = 0
    for y in range(h):
        for x in range(w):
            r, g, b, _ = surf.get_at((x, y))
            total += max(r, g, b) - min(r, g, b)
    return total / (w * h)


def differing(a: pygame.Surface, b: pygame.Surface) -> float:
    """The share of pixels that differ clearly between two pictures of one size."""
    w, h = a.get_size()
    hits = 0
    for y in range(h):
        for x in range(w):
            pa, pb = a.get_at((x, y)), b.get_at((x, y))
            hits += abs(pa.r - pb.r) + abs(pa.g - pb.g) + abs(pa.b - pb.b) > 60
    return hits / (w * h)


@pytest.mark.parametrize("palette", ["classic", "contrast"])
def test_an_inactive_market_is_drawn_greyed_and_a_sold_one_differently(
    driver: Driver, palette: str
) -> None:
    active_game, inactive_game = position("orange"), position("yellow")
    assert active_game.market_active("orange", VILLAGE)  # R32: the engine decides
    assert not inactive_game.market_active("orange", VILLAGE)
    active = market_pixels(driver, active_game, palette)
    inactive = market_pixels(driver, inactive_game, palette)
    sold = market_pixels(driver, position("orange", sold=True), palette)
    assert differing(active, inactive) > 0.2
    assert saturation(inactive) < 0.8 * saturation(active)  # greyed
    assert differing(active, sold) > 0.2
