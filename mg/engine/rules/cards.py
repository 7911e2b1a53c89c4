"""The 12 action cards (R5), deck building (R5, R6) and raise ladders (R11)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..enums import Colour

#: R1: the four colours, in seat order (`Colour` members, equal to their names).
COLOURS: tuple[Colour, ...] = tuple(Colour)
#: R1: each colour's road tiles, city tiles (each kind) and markets.
TILES_PER_COLOUR = 20
MARKETS_PER_COLOUR = 20


@dataclass(frozen=True, slots=True)
class Card:
    """One action card: turn order and the three basic action values."""

    id: str
    order: tuple[str, ...]
    roads: int
    cities: int
    draw: int

    @property
    def border(self) -> str:
        """The border colour: the first colour of the order."""
        return self.order[0]

    @property
    def raised_roads(self) -> int:
        """R11: the road value raised one step, for a player who only places roads."""
        return raised(ROAD_LADDER, self.roads)

    @property
    def raised_cities(self) -> int:
        """R11: the city value raised one step, for a player who only places cities."""
        return raised(CITY_LADDER, self.cities)

    @property
    def raised_draw(self) -> int:
        """R11: the draw value raised one step, for a player who only draws."""
        return raised(DRAW_LADDER, self.draw)


def _card(cid: str, order: str, roads: int, cities: int, draw: int) -> Card:
    return Card(cid, tuple(order.split()), roads, cities, draw)


CARDS: dict[str, Card] = {
    c.id: c
    for c in (
        _card("Y1", "yellow orange brown red", 3, 2, 5),
        _card("Y2", "yellow brown red orange", 1, 2, 3),
        _card("Y3", "yellow red orange brown", 3, 1, 2),
        _card("O1", "orange yellow brown red", 2, 2, 2),
        _card("O2", "orange red yellow brown", 2, 3, 3),
        _card("O3", "orange brown red yellow", 2, 1, 5),
        _card("B1", "brown yellow red orange", 2, 3, 2),
        _card("B2", "brown orange yellow red", 2, 2, 5),
        _card("B3", "brown red orange yellow", 2, 1, 2),
        _card("R1", "red yellow brown orange", 2, 1, 3),
        _card("R2", "red orange yellow brown", 2, 2, 3),
        _card("R3", "red brown orange yellow", 2, 3, 5),
    )
}

ROAD_LADDER = (1, 2, 3, 4)
CITY_LADDER = (1, 2, 3, 4)
DRAW_LADDER = (2, 3, 5, 7)


def raised(ladder: tuple[int, ...], value: int) -> int:
    """R11: the next step on an action's ladder (the top step stays)."""
    for step in ladder:
        if step > value:
            return step
    return ladder[-1]


def build_deck(rng: random.Random) -> list[str]:
    """R5: three packets of one card per border colour, packet 1 on top."""
    piles = {colour: [c.id for c in CARDS.values() if c.border == colour] for colour in COLOURS}
    for pile in piles.values():
        rng.shuffle(pile)
    deck: list[str] = []
    for k in range(3):
        packet = [piles[colour][k] for colour in COLOURS]
        rng.shuffle(packet)
        deck.extend(packet)
    return deck
