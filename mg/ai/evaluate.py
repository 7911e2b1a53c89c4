"""How good a position is for one colour: its projected score lead over the best other
player, plus the promise of what it has built (cities, tiles in hand, markets that can still
pay, roads heading for new places), a promise that fades as the game nears its end.
Public engine API only; the board facts every colour needs are gathered once, from one
pass of the final scoring (R37) as it would go now."""

from __future__ import annotations

from mg.engine import Game, Holdings, Phase, Space, distance

TIE_BREAK = 0.01  # R38: a tile left is worth a hair once the scores are final
# What the promise of a position is made of, in points (fading towards the end):
HAND_ROAD, HAND_CITY = 0.22, 0.3  # a tile in hand (up to 6 roads, 5 cities)
CITY, CITY_TILE, LINK = 1.6, 0.1, 0.35  # a city, each of its tiles, each connection
MARKET_ACTIVE, MARKET_IDLE = 0.3, 0.35  # an unsold market: active; inactive, per value
ROAD_TIP = 0.9  # a road tip next to empty land, divided by 1 + its distance to a target
ORACLE_TIP = 1.8  # the same for the distance to an oracle (R35: worth 4 points at the end)
POINTS = 0.05  # a point in hand is an option too
# The promise's weight at the start of the game, falling evenly to near 0 in the last round,
# weighed against the projected score by self-play (the medium bot at 0.1 s a turn, 200 games a
# weight against the same bot at 1: 0.7 won 32 %, 1.2 58 %, 1.4 60 %, 2.0 56 %).
PROMISE = 1.3
# While a colour may still place tiles this turn, its road tips fade no further than this:
# in the last rounds a road heading for an oracle may yet reach it in the same turn.
TIP_FLOOR = 0.3
_ACTIONS = Phase.ACTIONS  # a global is read faster than an enum's attribute


def evaluate(game: Game, colour: str) -> float:
    """Higher is better for `colour`: its lead over the best other player."""
    return evaluate_all(game)[colour]


def evaluate_all(game: Game) -> dict[str, float]:
    """What `evaluate` gives every colour, from one pass over the position."""
    if game.is_over():
        projected = game.projected_scores()
        values = {c: projected[c] + TIE_BREAK * game.tiles_left(c) for c in game.players}
    else:
        weight = _future_weight(game)
        known = game.holdings()
        placing = game.current_player if game.phase == _ACTIONS else None
        floor = max(1.0, TIP_FLOOR / weight)
        oracles = tuple(game.oracles())
        hand, score = game.hand, game.score
        values = {
            c: known.colours[c].projected
            + weight
            * _promise(game, known, c, oracles, hand[c], score[c], floor if c == placing else 1.0)
            for c in game.players
        }
    return {c: v - max(w for d, w in values.items() if d != c) for c, v in values.items()}


def _future_weight(game: Game) -> float:
    """PROMISE at the start, falling evenly to a half round's share of it in the last round."""
    return PROMISE * max(0.0, (game.rounds - game.round + 0.5) / game.rounds)


def potential(game: Game, colour: str, known: Holdings | None = None, tips: float = 1.0) -> float:
    """What `colour`'s position promises beyond its projected score; its road tips
    counted `tips` times."""
    known = known or game.holdings()
    oracles = tuple(game.oracles())
    return _promise(game, known, colour, oracles, game.hand[colour], game.score[colour], tips)


def _promise(
    game: Game,
    known: Holdings,
    colour: str,
    oracles: tuple[Space, ...],
    hand: tuple[int, int],
    score: int,
    tips: float,
) -> float:
    mine = known.colours[colour]
    value = HAND_ROAD * min(hand[0], 6) + HAND_CITY * min(hand[1], 5) + POINTS * score
    linked: set[Space] = set()
    for place, tiles, links in mine.cities:
        value += CITY + CITY_TILE * tiles + LINK * len(links)
        linked |= links
        linked.add(place)
    for _, active, worth in mine.markets:
        value += MARKET_ACTIVE if active else MARKET_IDLE * max(1, worth)
    if mine.road_ends:
        value += tips * _road_promise(mine.road_ends, known.open_places, oracles, linked)
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


def _road_promise(
    ends: tuple[Space, ...],
    open_places: tuple[Space, ...],
    oracles: tuple[Space, ...],
    linked: set[Space],
) -> float:
    """Own road tips on empty land, the nearer an unconnected village or oracle the better
    (an oracle counting ORACLE_TIP)."""
    targets = tuple([t for t in open_places if t not in linked])
    if not targets:
        return 0.0
    unlinked = tuple([o for o in oracles if o not in linked])
    memo, oracle_memo = _nearest(targets), _nearest(unlinked)
    value = 0.0
    for n in ends:
        tip = ROAD_TIP / (1 + _distance_to(memo, n, targets))
        if unlinked:
            tip = max(tip, ORACLE_TIP / (1 + _distance_to(oracle_memo, n, unlinked)))
        value += tip
    return min(value, 4.0)
