"""City tiles: founding (R21), extending and merging (R22, R26), absorbed villages (R25)
and the village check of R23."""

from __future__ import annotations

from ..board import LAND
from .state import NO, SOLD, UNSOLD, State, market_bits


def own_cities_next_to(st: State, s: int, colour: int) -> set[int]:
    """The reps of `colour`'s cities edge-adjacent to space s."""
    return {st.city_rep[n] for n in st.board.nbr[s] if n >= 0 and st.city[n] == colour}


def other_city_next_to(st: State, s: int, colour: int) -> bool:
    """Whether a city of another colour touches space s."""
    return any(n >= 0 and st.city[n] not in (NO, colour) for n in st.board.nbr[s])


def oracle_next_to(st: State, s: int) -> bool:
    return any(n in st.oracle_ptr for n in st.board.nbr[s])


def add_city(st: State, s: int, colour: int) -> int:
    """Put a city tile on the board, merging it with touching own cities (R8, R26).
    Returns the rep of the resulting city. Markets are the caller's business."""
    merged = own_cities_next_to(st, s, colour)
    st.city[s] = colour
    tiles = {s}
    for rep in merged:
        tiles.update(st.city_tiles.pop(rep))
    ordered = tuple(sorted(tiles))
    rep = ordered[0]
    st.city_tiles[rep] = ordered
    for t in ordered:
        st.city_rep[t] = rep
    st.invalidate()
    return rep


def free_market(st: State, s: int, colour: int) -> None:
    """R21/R31: the founder's free market, unless they have one there or none left."""
    if market_bits(st.market[s], colour) == 0 and st.markets_left[colour] > 0:
        st.market[s] |= UNSOLD << (2 * colour)
        st.markets_left[colour] -= 1


def remove_double_markets(st: State, rep: int) -> None:
    """R25/R26: a player with several markets in one city keeps one, an unsold one if any."""
    tiles = st.city_tiles[rep]
    for colour in range(4):
        held = [(market_bits(st.market[t], colour), t) for t in tiles]
        held = [(bits, t) for bits, t in held if bits]
        if len(held) < 2:
            continue
        held.sort(key=lambda bt: (bt[0] == SOLD, bt[1]))  # keep an unsold one, first in order
        for _, t in held[1:]:
            st.market[t] &= ~(3 << (2 * colour))
            st.markets_left[colour] += 1


def villages_to_cover(
    st: State,
    colour: int,
    ext_tiles: tuple[int, ...],
    covered: int = NO,
) -> set[int] | None:
    """R23: every uncovered village the turn's extension tiles touch, with the villages that
    covering those would touch in turn; None if one of them can never be covered by `colour`
    (next to an oracle or another colour's city). `covered` is a space treated as a city tile.
    """
    board = st.board
    nbr, kind = board.nbr, board.kind
    todo = [
        n
        for t in ext_tiles
        for n in nbr[t]
        if n >= 0 and n != covered and kind[n] != LAND and st.city[n] == NO
    ]
    seen: set[int] = set()
    while todo:
        v = todo.pop()
        if v in seen:
            continue
        if v in st.oracle_ptr or oracle_next_to(st, v) or other_city_next_to(st, v, colour):
            return None
        seen.add(v)
        todo.extend(
            n for n in nbr[v] if n >= 0 and n != covered and kind[n] != LAND and st.city[n] == NO
        )
    return seen
