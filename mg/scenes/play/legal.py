"""The legal actions of one position, sorted the way the play scene shows them."""

from __future__ import annotations

from mg.engine import BuildMarket, Draw, Game, PlaceCity, PlaceRoad, SellMarket
from mg.sprites.layout import Space

Ends = tuple[int, int]


class Legal:
    """The engine's legal actions of one position, sorted for the screen."""

    def __init__(self, game: Game) -> None:
        self.roads: dict[Space, list[Ends]] = {}
        self.cities: set[Space] = set()
        self.build: set[Space] = set()
        self.sell: set[Space] = set()
        self.draws: list[Draw] = []
        for a in game.legal_actions():
            if isinstance(a, PlaceRoad):
                self.roads.setdefault(a.space, []).append(a.ends)
            elif isinstance(a, PlaceCity):
                self.cities.add(a.space)
            elif isinstance(a, BuildMarket):  # listed once a place: any tile of it is clicked
                self.build.update(game.place_spaces(a.space))
            elif isinstance(a, SellMarket):
                self.sell.update(game.place_spaces(a.space))
            elif isinstance(a, Draw):
                self.draws.append(a)
