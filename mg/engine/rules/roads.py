"""Road tiles (R16), joining (R18), chains of joined tiles and where a road may start (R17).

A road is a chain of joined tiles of one colour. The state keeps only the chain ends that
are not joined ("terminals", coded space * 6 + direction) and pairs each terminal with the
other terminal of its chain in `State.other_end`. A closed loop has no terminals.
"""

from __future__ import annotations

from ..board import LAND
from ..hexgrid import opposite
from ..refusal import Refusal, refuse
from .state import NO, State

#: The nine road orientations {a, b}, a < b: straight (b - a == 3) or curved (2 or 4 apart).
ORIENTATIONS: tuple[tuple[int, int], ...] = tuple(
    (a, b) for a in range(6) for b in range(a + 1, 6) if (b - a) % 6 in (2, 3, 4)
)

#: For each 6-bit mask of anchored directions, the orientations with an end in it.
ORIENTATIONS_BY_MASK: tuple[tuple[int, ...], ...] = tuple(
    tuple(k for k, (a, b) in enumerate(ORIENTATIONS) if mask >> a & 1 or mask >> b & 1)
    for mask in range(64)
)


def road_shape_problem(ends: object) -> Refusal | None:
    """Why a pair of ends is not a road tile (R16), or None."""
    if (
        not isinstance(ends, tuple)
        or len(ends) != 2
        or not all(type(e) is int and 0 <= e < 6 for e in ends)
    ):
        return refuse("road_shape")
    a, b = ends
    if a == b:
        return refuse("road_same_side")
    if (b - a) % 6 in (1, 5):
        return refuse("road_sharp_bend")
    return None


def road_shape(ends: tuple[int, int]) -> str:
    """R16: "straight" when a road tile's ends face opposite sides, "curved" when they are
    two apart; ValueError for ends that are no road tile."""
    problem = road_shape_problem(ends)
    if problem is not None:
        raise ValueError(problem.text())
    return "straight" if (ends[1] - ends[0]) % 6 == 3 else "curved"


def is_empty_land(st: State, i: int) -> bool:
    """An empty land space (R16): no village, oracle, city or road."""
    return i >= 0 and st.board.kind[i] == LAND and st.city[i] == NO and st.road_col[i] == NO


def add_road(st: State, s: int, colour: int, ends: tuple[int, int]) -> None:
    """Put a road tile on the board and join it to facing own ends (R18)."""
    oe = st.other_end
    nbr = st.board.nbr[s]
    st.road_col[s] = colour
    st.road_ends[s] = ends
    joined: list[int] = []
    partners: list[int] = []
    for d in ends:
        n = nbr[d]
        facing = n * 6 + opposite(d)
        if n >= 0 and st.road_col[n] == colour and facing in oe:
            joined.append(facing)
            partners.append(oe[facing])
        else:
            partners.append(s * 6 + d)
    if len(joined) == 2 and partners[0] == joined[1]:
        del oe[joined[0]], oe[joined[1]]  # the tile closes a loop
    else:
        for t in joined:
            del oe[t]
        oe[partners[0]] = partners[1]
        oe[partners[1]] = partners[0]
    st.invalidate()


def road_anchors(st: State, colour: int) -> dict[int, int]:
    """R17: empty land space → bitmask of the directions a new road end may face there."""
    key = ("anchors", colour)
    cached = st.cache.get(key)
    if cached is None:
        cached = st.cache[key] = _road_anchors(st, colour)
    return cached  # type: ignore[return-value]


def _road_anchors(st: State, colour: int) -> dict[int, int]:
    nbr = st.board.nbr
    mask: dict[int, int] = {}
    for tiles in st.city_tiles.values():  # (a) a city tile of any colour
        for t in tiles:
            _anchor_around(st, t, mask)
    for t in st.other_end:  # (b) an own road end facing an empty space
        s, d = divmod(t, 6)
        n = nbr[s][d]
        if st.road_col[s] == colour and is_empty_land(st, n):
            mask[n] = mask.get(n, 0) | 1 << opposite(d)
    for v in reached_villages(st, colour):  # (c) a village or oracle own roads reach
        _anchor_around(st, v, mask)
    return mask


def _anchor_around(st: State, p: int, mask: dict[int, int]) -> None:
    for d, n in enumerate(st.board.nbr[p]):
        if is_empty_land(st, n):
            mask[n] = mask.get(n, 0) | 1 << opposite(d)


def reached_villages(st: State, colour: int) -> set[int]:
    """Villages and oracles at which one of `colour`'s roads ends (R17c, R21)."""
    nbr = st.board.nbr
    out: set[int] = set()
    for t in st.other_end:
        s, d = divmod(t, 6)
        if st.road_col[s] == colour:
            n = nbr[s][d]
            if n >= 0 and st.board.kind[n] != LAND and st.city[n] == NO:
                out.add(n)
    return out


def road_end_terminals(st: State, s: int) -> list[int]:
    """The terminals (space * 6 + direction) of the road through the tile on s (R18, R20);
    [] for a closed loop or when s holds no road tile."""
    ends = st.road_ends[s]
    if ends is None:
        return []
    return [t for t in (_follow(st, s, d) for d in ends) if t != NO]


def _follow(st: State, s: int, d: int) -> int:
    """Walk the joined tiles from tile s out through its end d to the road's terminal."""
    colour, nbr, start = st.road_col[s], st.board.nbr, (s, d)
    while True:
        n = nbr[s][d]
        back = opposite(d)
        ends = st.road_ends[n] if n >= 0 else None
        if ends is None or st.road_col[n] != colour or back not in ends:
            return s * 6 + d
        s, d = n, ends[0] if ends[1] == back else ends[1]
        if (s, d) == start:
            return NO  # a closed loop has no terminals


def grown_from(st: State, s: int) -> int | None:
    """R17/R18: the end of the road tile on s that it joined its road by: an end joining
    one of its colour's road tiles (R17b, R18), else one facing a city tile (R17a), else
    one facing a village or oracle where another road of its colour ends (R17c); the first
    end when none does (e.g. a position set up by hand); None without a road tile."""
    ends = st.road_ends[s]
    if ends is None:
        return None
    for test in (_joins_own_road, _faces_city, _faces_reached_place):
        for d in ends:
            if test(st, s, d):
                return d
    return ends[0]


def _joins_own_road(st: State, s: int, d: int) -> bool:
    n = st.board.nbr[s][d]
    ends = st.road_ends[n] if n >= 0 else None
    return ends is not None and st.road_col[n] == st.road_col[s] and opposite(d) in ends


def _faces_city(st: State, s: int, d: int) -> bool:
    n = st.board.nbr[s][d]
    return n >= 0 and st.city[n] != NO


def _faces_reached_place(st: State, s: int, d: int) -> bool:
    """End d faces a village or oracle at which another road tile of s's colour ends."""
    n = st.board.nbr[s][d]
    if n < 0 or st.board.kind[n] == LAND or st.city[n] != NO:
        return False
    for e, t in enumerate(st.board.nbr[n]):
        ends = st.road_ends[t] if t >= 0 and t != s else None
        if ends is not None and st.road_col[t] == st.road_col[s] and opposite(e) in ends:
            return True
    return False
