"""Markets (R29, R32-R34), oracle control (R35) and the final scoring (R37, R38)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..enums import OVER
from .cards import COLOURS
from .state import NO, SOLD, UNSOLD, State, market_bits

ORACLE_POINTS = 4


@dataclass(frozen=True, slots=True)
class ScoringEvent:
    """One step of the final scoring (R37), in the order the scoring scene shows them.

    kind: "market_removed" (sold or inactive, 0 points), "market_scored" or "oracle_scored";
    space: where the piece stands (a market's tile, or the oracle); place: the place's id.
    """

    kind: str
    colour: str
    points: int
    space: tuple[int, int]
    place: tuple[int, int]


def market_value(st: State, p: int) -> int:
    """R33: the number of distinct places directly connected to place p."""
    return len(st.connections().get(p, ()))


def market_cost(st: State, colour: int, p: int) -> int | None:
    """R29: what a new market of `colour` in place p costs; None where R29/R30 forbid it."""
    if p in st.oracle_ptr or st.city[p] == colour:
        return None
    word = st.place_markets(p)
    if market_bits(word, colour):
        return None  # R30: one market per place, forever
    unsold = sum(1 for c in range(4) if market_bits(word, c) == UNSOLD)
    size = len(st.city_tiles[p]) if st.city[p] != NO else 1
    return size + unsold


def is_active(st: State, colour: int, p: int) -> bool:
    """R32: in an own city, or in a place directly connected to an own city."""
    if st.city[p] == colour:
        return True
    return any(st.city[q] == colour for q in st.connections().get(p, ()))


def update_oracles(st: State) -> None:
    """R35/R36: turn every oracle to a strictly more important directly connected city."""
    conn = st.connections()
    for oracle, ptr in st.oracle_ptr.items():
        cities = [p for p in conn.get(oracle, ()) if st.city[p] != NO]
        if not cities:
            continue
        weight = {p: len(conn.get(p, ())) for p in cities}
        best = max(weight.values())
        current = st.city_rep[ptr] if ptr != NO else NO
        if current != NO and len(conn.get(current, ())) >= best:
            continue
        st.oracle_ptr[oracle] = min(
            (p for p in cities if weight[p] == best),
            key=lambda p: (st.city[p] != st.current, -len(st.city_tiles[p]), p),
        )


def oracle_controller(st: State, oracle: int) -> int:
    """The colour whose city the oracle points at, or NO."""
    ptr = st.oracle_ptr.get(oracle, NO)
    return st.city[ptr] if ptr != NO else NO


def final_events(st: State) -> list[ScoringEvent]:
    """R37: remove sold and inactive markets, score the rest place by place, then oracles."""
    spaces = st.board.spaces
    removed: list[ScoringEvent] = []
    scored: list[ScoringEvent] = []
    market = st.market
    # The places holding a market, in (r, q) order: read off the few tiles with one rather
    # than every place of the board (a search scores positions tens of thousands of times).
    for p in sorted({st.place_of(i) for i, word in enumerate(market) if word}):
        word = st.place_markets(p)
        value = market_value(st, p)
        for colour in range(4):
            bits = market_bits(word, colour)
            if not bits:
                continue
            at = spaces[st.market_tile(p, colour)]
            if bits == SOLD or not is_active(st, colour, p):
                removed.append(ScoringEvent("market_removed", COLOURS[colour], 0, at, spaces[p]))
            else:
                scored.append(ScoringEvent("market_scored", COLOURS[colour], value, at, spaces[p]))
    oracles = [
        ScoringEvent("oracle_scored", COLOURS[c], ORACLE_POINTS, spaces[o], spaces[o])
        for o in sorted(st.oracle_ptr)
        if (c := oracle_controller(st, o)) != NO
    ]
    return removed + scored + oracles


def tiles_left(st: State, colour: int) -> int:
    """R38's tie-break: road and city tiles not on the board."""
    return (
        st.hand_roads[colour]
        + st.hand_cities[colour]
        + st.res_roads[colour]
        + st.res_cities[colour]
    )


def score_before_final(st: State) -> list[int]:
    """Each colour's score before R37's final scoring (today's score until the game is over)."""
    before = list(st.score)
    if st.phase == OVER:
        for event in final_events(st):
            before[COLOURS.index(event.colour)] -= event.points
    return before


@dataclass(frozen=True, slots=True)
class Standing:
    """One player's line of the final score table (R37, R38).

    rank: 1 for the first place; players tied on points and on tiles left share a rank.
    start: the score before the final scoring; markets/oracles: how many scored, and their
    points; tie_break: R38's tiles-left tie-break decided this player's place against a
    player with the same total.
    """

    colour: str
    rank: int
    start: int
    markets: int
    market_points: int
    oracles: int
    oracle_points: int
    total: int
    tiles_left: int
    tie_break: bool


def standings(st: State) -> list[Standing]:
    """R37/R38: every player's final scoring (projected until the game is over), best first."""
    events = final_events(st)
    start = score_before_final(st)
    lines = []
    for c in st.players:
        name = COLOURS[c]
        markets = [e.points for e in events if e.colour == name and e.kind == "market_scored"]
        oracles = [e.points for e in events if e.colour == name and e.kind == "oracle_scored"]
        total = start[c] + sum(markets) + sum(oracles)
        lines.append(
            (
                name,
                start[c],
                len(markets),
                sum(markets),
                len(oracles),
                sum(oracles),
                total,
                tiles_left(st, c),
            )
        )
    return sorted((_standing(line, lines) for line in lines), key=lambda s: s.rank)


def _standing(
    line: tuple[str, int, int, int, int, int, int, int],
    lines: Sequence[tuple[str, int, int, int, int, int, int, int]],
) -> Standing:
    """One player's Standing among all `lines` (colour, start, counts, total, tiles)."""
    total, tiles = line[6], line[7]
    rank = 1 + sum(1 for other in lines if (other[6], other[7]) > (total, tiles))
    tie_break = any(other[6] == total and other[7] != tiles for other in lines)
    colour, start, markets, market_points, oracles, oracle_points = line[:6]
    return Standing(
        colour, rank, start, markets, market_points, oracles, oracle_points, total, tiles, tie_break
    )


def winners(st: State) -> list[int]:
    """R38: highest score; then most tiles off the board; then a shared victory."""
    best = max((st.score[c], tiles_left(st, c)) for c in st.players)
    return [c for c in st.players if (st.score[c], tiles_left(st, c)) == best]
