"""How good a position is for one colour: its projected score lead, plus the promise of
what it has built (cities, tiles in hand, markets that can still pay, roads heading for new
places), a promise that fades as the game nears its end. Public engine API only."""

from __future__ import annotations

from mg.engine import Game
from mg.engine.board import LAND
from mg.engine.hexgrid import Space, distance, neighbour, opposite


def evaluate(game: Game, colour: str) -> float:
    """Higher is better for `colour`."""
    projected = game.projected_scores()
    if game.phase == "over":
        best_other = max(v for c, v in projected.items() if c != colour)
        return projected[colour] - best_other
    weight = _future_weight(game)
    values = {c: projected[c] + weight * potential(game, c) for c in game.players}
    mine = values.pop(colour)
    return mine - max(values.values())


def _future_weight(game: Game) -> float:
    """1 at the start, falling to 0 at the last turn."""
    return max(0.0, (game.rounds - game.round + 0.5) / game.rounds)


def potential(game: Game, colour: str) -> float:
    """What `colour`'s position promises beyond its projected score."""
    hand_roads, hand_cities = game.hand[colour]
    value = 0.22 * min(hand_roads, 6) + 0.3 * min(hand_cities, 5)
    cities = game.cities()
    own_places = {game.place_at(s) for s, c in cities.items() if c == colour}
    value += 1.6 * len(own_places) + 0.1 * sum(1 for c in cities.values() if c == colour)
    for place in own_places:
        value += 0.35 * len(game.connections(place))
    value += _market_promise(game, colour)
    value += _road_promise(game, colour, own_places)
    value += 0.05 * game.score[colour]  # points in hand are options
    return value


def _market_promise(game: Game, colour: str) -> float:
    value = 0.0
    for place in game.places():
        markets = game.markets_at(place)
        if markets.get(colour) != "unsold":
            continue
        if game.market_active(colour, place):
            value += 0.3
        else:
            value += 0.35 * max(1, game.market_value(place) or 0)
    return value


def _road_promise(game: Game, colour: str, own_places: set[Space | None]) -> float:
    """Own road tips on empty land, the nearer an unconnected village or oracle the better."""
    board = game.board
    roads = game.roads()
    linked: set[Space] = set()
    for place in own_places:
        if place is not None:
            linked |= game.connections(place)
            linked.add(place)
    targets = [s for s in (board.spaces[v] for v in board.villages)
               if game.place_at(s) == s and s not in linked]
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
            if i is None or board.kind[i] != LAND or n in roads or n in game.cities():
                continue
            near = min(distance(n, t) for t in targets)
            value += 0.9 / (1 + near)
    return min(value, 4.0)
