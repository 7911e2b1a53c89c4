"""Where markets stand in a place: side by side, never covering each other."""

from __future__ import annotations

from collections.abc import Iterable

from mg.engine import Game
from mg.sprites.layout import Layout, Space

Point = tuple[float, float]

MARKET_ORDER = ("yellow", "orange", "brown", "red")
#: Where n markets of one place stand, in hex sizes from the place's centre: alone in the
#: middle, two side by side, three or four in a 2×2 grid; none covers another.
MARKET_SLOTS: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((0.0, 0.05),),
    2: ((-0.4, 0.05), (0.4, 0.05)),
    3: ((-0.4, -0.5), (0.4, -0.5), (0.0, 0.53)),
    4: ((-0.4, -0.5), (0.4, -0.5), (-0.4, 0.53), (0.4, 0.53)),
}


def market_offset(colour: str, colours: list[str]) -> tuple[float, float]:
    """Where `colour`'s market stands among the markets of `colours` in one place."""
    present = [c for c in MARKET_ORDER if c in colours or c == colour]
    return MARKET_SLOTS[len(present)][present.index(colour)]


def market_spot(
    layout: Layout, game: Game, place: Space, colour: str, among: Iterable[str] | None = None
) -> Point:
    """Where `colour`'s market stands in the place on `place`: on the tile it was built on,
    which stays its tile when the city grows past it (R25, R26), beside the other markets on
    that tile (of those there now, or of `among`, e.g. as they stood before the final
    scoring)."""
    tile = game.market_space(colour, place) or place
    colours = list(game.markets_at(place) if among is None else among)
    sharing = [c for c in colours if (game.market_space(c, place) or place) == tile]
    cx, cy = layout.to_pixel(tile)
    s = layout.size
    dx, dy = market_offset(colour, sharing)
    return (cx + dx * s, cy + dy * s)
