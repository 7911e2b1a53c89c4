"""A market stands where it was built: when its city grows past it (the place's id moving
to another tile, R25) or merges (R26), it is drawn on the same tile as before."""

from __future__ import annotations

from mg.engine import PlaceCity
from mg.sprites.layout import Layout
from mg.sprites.pieces.markets import market_spot
from tests.support.builders import Position

CITY = (2, 5)


def test_a_market_stays_on_its_tile_when_the_city_grows_past_it() -> None:
    layout = Layout(30.0, (100.0, 100.0))
    game = Position().city("yellow", CITY, market=True).game()
    before = market_spot(layout, game, CITY, "yellow")
    game.apply(PlaceCity((3, 4)))  # the city's id moves to its new first tile
    assert game.place_at(CITY) == (3, 4)
    assert market_spot(layout, game, (3, 4), "yellow") == before
    x, y = layout.to_pixel(CITY)
    assert abs(before[0] - x) < layout.size and abs(before[1] - y) < layout.size
