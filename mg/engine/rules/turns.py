"""Turn order (R4, R9) and the implicit choice of basic actions (R11, R12)."""

from __future__ import annotations

from functools import cache

from ..enums import ACTIONS
from .cards import CARDS, CITY_LADDER, COLOURS, DRAW_LADDER, ROAD_LADDER, raised
from .state import State

Limits = tuple[int, int, int]  # (roads, cities, draw) of one choice

_CHOICES: dict[str, tuple[Limits, ...]] = {}


def choices(card_id: str) -> tuple[Limits, ...]:
    """R11: the six ways to act: any two basic actions, or one raised."""
    if card_id not in _CHOICES:
        c = CARDS[card_id]
        r, k, d = c.roads, c.cities, c.draw
        _CHOICES[card_id] = (
            (r, k, 0),
            (r, 0, d),
            (0, k, d),
            (raised(ROAD_LADDER, r), 0, 0),
            (0, raised(CITY_LADDER, k), 0),
            (0, 0, raised(DRAW_LADDER, d)),
        )
    return _CHOICES[card_id]


@cache
def allowance(card_id: str, roads: int, cities: int) -> Limits:
    """R12: the most roads, cities and draws any choice consistent with what was placed
    permits (totals, not what is left). (0, 0, 0) when no choice fits."""
    best_r = best_c = best_d = 0
    for lr, lc, ld in choices(card_id):
        if lr >= roads and lc >= cities:
            best_r, best_c, best_d = max(best_r, lr), max(best_c, lc), max(best_d, ld)
    return best_r, best_c, best_d


def max_cities_after(card_id: str, roads: int, cities: int) -> int:
    """R12: how many more city tiles some consistent choice still allows."""
    best = -1
    for lr, lc, _ in choices(card_id):
        if lr >= roads and lc >= cities:
            best = max(best, lc - cities)
    return best


def card_of_round(st: State) -> str | None:
    return st.deck[st.round - 1] if 1 <= st.round <= st.rounds else None


def round_order(st: State, round_no: int) -> tuple[int, ...]:
    """R9: the players of this game in the order of round `round_no`'s card."""
    order = CARDS[st.deck[round_no - 1]].order
    return tuple(COLOURS.index(c) for c in order if COLOURS.index(c) in st.players)


def setup_order(st: State) -> tuple[int, ...]:
    """R4: seat order, starting with the first player of the first card, wrapping around."""
    first = round_order(st, 1)[0]
    k = st.players.index(first)
    return st.players[k:] + st.players[:k]


def oracles_placed(st: State) -> int:
    return len(st.oracle_ptr)


def begin_round(st: State, round_no: int) -> None:
    """Start round `round_no` with its first player."""
    st.round, st.turn_pos, st.phase = round_no, 0, ACTIONS
    st.current = round_order(st, round_no)[0]
    st.reset_turn()


def next_setup_player(st: State) -> None:
    """After an oracle placement: the next placer, or round 1 when all are placed (R4)."""
    if oracles_placed(st) >= st.oracles_total:
        begin_round(st, 1)
        return
    order = setup_order(st)
    placed_by_players = oracles_placed(st) - len(st.board.initial_oracles)
    st.current = order[placed_by_players % len(order)]
