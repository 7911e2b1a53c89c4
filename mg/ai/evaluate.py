"""How good a position is for one colour: its projected score lead over the best other
player, plus the promise of what it has built (cities, tiles in hand, markets that can still
pay, roads heading for new places), a promise that fades as the game nears its end.
Public engine API only; the board facts every colour needs are gathered once."""

from __future__ import annotations

from dataclasses import dataclass

from mg.engine import Game
from mg.engine.board import LAND
from mg.engine.hexgrid import Space, distance, neighbour, opposite

TIE_BREAK = 0.01  # R38: a tile left is worth a hair once the scores are final


@dataclass(frozen=True)
class Facts:
    """What the evaluation of every colour reads from one position."""

    cities: dict[Space, str]
    roads: dict[Space, tuple[str, tuple[int, int]]]
    places: list[Space]
    markets: dict[Space, dict[str, str]]
    villages: list[Space]


def facts(game: Game) -> Facts:
    """Gather the position's shared facts once."""
    places = game.places()
    board = game.board
    return Facts(game.cities(), game.roads(), places,
                 {p: game.markets_at(p) for p in places},
                 [s for s in (board.spaces[v] for v in board.villages)
                  if game.place_at(s) == s])


def evaluate(game: Game, colour: str) -> float:
    """Higher is better for `colour`: its lead over the best other player."""
    projected = game.projected_scores()
    if game.phase == "over":
        lead = {c: projected[c] + TIE_BREAK * game.tiles_left(c) for c in game.players}
        mine = lead.pop(colour)
        return mine - max(lead.values())
    weight = _future_weight(game)
    known = facts(game)
    values = {c: projected[c] + weight * potential(game, c, known) for c in game.players}
    mine = values.pop(colour)
    return mine - max(values.values())


def _future_weight(game: Game) -> float:
    """1 at the start, falling to 0 at the last turn."""
    return max(0.0, (game.rounds - game.round + 0.5) / game.rounds)


def potential(game: Game, colour: str, known: Facts | None = None) -> float:
    """What `colour`'s position promises beyond its projected score."""
    known = known or facts(game)
    hand_roads, hand_cities = game.hand[colour]
    value = 0.22 * min(hand_roads, 6) + 0.3 * min(hand_cities, 5)
    own_tiles = [s for s, c in known.cities.items() if c == colour]
    own_places = {game.place_at(s) for s in own_tiles}
    value += 1.6 * len(own_places) + 0.1 * len(own_tiles)
    linked: set[Space] = set()
    for place in own_places:
        if place is not None:
            links = game.connections(place)
            value += 0.35 * len(links)
            linked |= links
            linked.add(place)
    value += _market_promise(game, colour, known)
    value += _road_promise(game, colour, known, linked)
    value += 0.05 * game.score[colour]  # points in hand are options
    return value


def _market_promise(game: Game, colour: str, known: Facts) -> float:
    value = 0.0
    for place, markets in known.markets.items():
        if markets.get(colour) != "unsold":
            continue
        if game.market_active(colour, place):
            value += 0.3
        else:
            value += 0.35 * max(1, game.market_value(place) or 0)
    return value


def _road_promise(game: Game, colour: str, known: Facts, linked: set[Space]) -> float:
    """Own road tips on empty land, the nearer an unconnected village or oracle the better."""
    board = game.board
    roads = known.roads
    targets = [s for s in known.villages if s not in linked]
    if not targets:
        return 0.0
    value = 0.0
    for space, (owner, ends) in roads.items():
        if owner != colour:
            continue
        for d in ends:
            n = neighbour(space, d)
            other = roads.get(n)
            if other and other[0] == colour and opposite(d) in other[1]:
                continue  # joined
            i = board.index.get(n)
            if i is None or board.kind[i] != LAND or n in roads or n in known.cities:
                continue
            near = min(distance(n, t) for t in targets)
            value += 0.9 / (1 + near)
    return min(value, 4.0)
