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
        self.places = {  # a market's place by its spaces: Tab visits each place once
            space: game.place_at(space) for space in self.build | self.sell
        }

    def targets(self, tool: str) -> list[Space]:
        """The spaces a player may act on now with `tool`: a road's or a city's, or in the
        market phase one space of each place to build or sell a market on."""
        if self.build or self.sell:
            first: dict[object, Space] = {}
            for space in sorted(self.build | self.sell):
                first.setdefault(self.places[space], space)
            return list(first.values())
        return list(self.roads) if tool == "road" else sorted(self.cities)
