"""How good a position is for one colour: its projected score lead over the best other
player, plus the promise of what it has built (cities, tiles in hand, markets that can still
pay, roads heading for new places), a promise that fades as the game nears its end.
Public engine API only; the board facts every colour needs are gathered once, from one
pass of the final scoring (R37) as it would go now."""

from __future__ import annotations

from dataclasses import dataclass

from mg.engine import Game, Phase, Space, distance, neighbour

TIE_BREAK = 0.01  # R38: a tile left is worth a hair once the scores are final
# What the promise of a position is made of, in points (fading towards the end):
HAND_ROAD, HAND_CITY = 0.22, 0.3  # a tile in hand (up to 6 roads, 5 cities)
CITY, CITY_TILE, LINK = 1.6, 0.1, 0.35  # a city, each of its tiles, each connection
MARKET_ACTIVE, MARKET_IDLE = 0.3, 0.35  # an unsold market: active; inactive, per value
ROAD_TIP = 0.9  # a road tip next to empty land, divided by 1 + its distance to a target
ORACLE_TIP = 1.8  # the same for the distance to an oracle (R35: worth 4 points at the end)
POINTS = 0.05  # a point in hand is an option too
# While a colour may still place tiles this turn, its road tips fade no further than this:
# in the last rounds a road heading for an oracle may yet reach it in the same turn.
TIP_FLOOR = 0.3
_ACTIONS = Phase.ACTIONS  # a global is read faster than an enum's attribute


@dataclass(frozen=True)
class Facts:
    """What the evaluation of every colour reads from one position."""

    projected: dict[str, int]
    cities: dict[Space, str]
    roads: dict[Space, tuple[str, tuple[int, int]]]
    markets: dict[str, list[tuple[Space, bool]]]  # colour -> unsold markets: place, active
    targets: list[Space]  # uncovered villages and oracles
    oracles: list[Space]


def facts(game: Game) -> Facts:
    """Gather the position's shared facts once (the game is not over)."""
    projected = game.score
    markets: dict[str, list[tuple[Space, bool]]] = {c: [] for c in projected}
    for event in game.final_scoring():
        if event.kind == "market_scored":
            markets[event.colour].append((event.place, True))
        elif (
            event.kind == "market_removed"
            and game.markets_at(event.place).get(event.colour) == "unsold"
        ):
            markets[event.colour].append((event.place, False))
        projected[event.colour] += event.points
    cities = game.cities()
    targets = [p for p in game.places() if p not in cities]
    return Facts(projected, cities, game.roads(), markets, targets, game.oracles())


def evaluate(game: Game, colour: str) -> float:
    """Higher is better for `colour`: its lead over the best other player."""
    if game.is_over():
        projected = game.projected_scores()
        lead = {c: projected[c] + TIE_BREAK * game.tiles_left(c) for c in game.players}
        mine = lead.pop(colour)
        return mine - max(lead.values())
    weight = _future_weight(game)
    known = facts(game)
    placing = game.current_player if game.phase == _ACTIONS else None
    values = {
        c: known.projected[c]
        + weight * potential(game, c, known, max(1.0, TIP_FLOOR / weight) if c == placing else 1.0)
        for c in game.players
    }
    mine = values.pop(colour)
    return mine - max(values.values())


def _future_weight(game: Game) -> float:
    """1 at the start, falling to 0 at the last turn."""
    return max(0.0, (game.rounds - game.round + 0.5) / game.rounds)


def potential(game: Game, colour: str, known: Facts | None = None, tips: float = 1.0) -> float:
    """What `colour`'s position promises beyond its projected score; its road tips
    counted `tips` times."""
    known = known or facts(game)
    hand_roads, hand_cities = game.hand[colour]
    value = HAND_ROAD * min(hand_roads, 6) + HAND_CITY * min(hand_cities, 5)
    own_tiles = [s for s, c in known.cities.items() if c == colour]
    own_places = {game.place_at(s) for s in own_tiles}
    value += CITY * len(own_places) + CITY_TILE * len(own_tiles)
    linked: set[Space] = set()
    for place in own_places:
        if place is not None:
            links = game.connections(place)
            value += LINK * len(links)
            linked |= links
            linked.add(place)
    value += _market_promise(game, colour, known)
    value += tips * _road_promise(game, colour, known, linked)
    value += POINTS * game.score[colour]
    return value


def _market_promise(game: Game, colour: str, known: Facts) -> float:
    value = 0.0
    for place, active in known.markets[colour]:
        if active:
            value += MARKET_ACTIVE
        else:
            value += MARKET_IDLE * max(1, game.market_value(place) or 0)
    return value


_NEAREST: dict[tuple[Space, ...], dict[Space, int]] = {}  # targets -> space -> distance


def _nearest(targets: tuple[Space, ...]) -> dict[Space, int]:
    """A memo of the distance from a space to the nearest of `targets` (kept small)."""
    memo = _NEAREST.get(targets)
    if memo is None:
        if len(_NEAREST) > 2000:
            _NEAREST.clear()
        memo = _NEAREST[targets] = {}
    return memo


def _distance_to(memo: dict[Space, int], n: Space, targets: tuple[Space, ...]) -> int:
    """The distance from n to the nearest of `targets` (which `memo` is for)."""
    near = memo.get(n)
    if near is None:
        near = memo[n] = min(distance(n, t) for t in targets)
    return near


def _road_promise(game: Game, colour: str, known: Facts, linked: set[Space]) -> float:
    """Own road tips on empty land, the nearer an unconnected village or oracle the better
    (an oracle counting ORACLE_TIP)."""
    board = game.board
    roads, cities = known.roads, known.cities
    targets = tuple(t for t in known.targets if t not in linked)
    if not targets:
        return 0.0
    oracles = tuple(o for o in known.oracles if o not in linked)
    memo, oracle_memo = _nearest(targets), _nearest(oracles)
    value = 0.0
    for space, (owner, ends) in roads.items():
        if owner != colour:
            continue
        for d in ends:
            n = neighbour(space, d)
            if n in roads:
                continue  # joined to an own road, or facing another tile's side
            if n in cities or board.terrain(n) != "land":
                continue  # off the board, a village or oracle, or a city
            tip = ROAD_TIP / (1 + _distance_to(memo, n, targets))
            if oracles:
                tip = max(tip, ORACLE_TIP / (1 + _distance_to(oracle_memo, n, oracles)))
            value += tip
    return min(value, 4.0)
