"""`legal_actions(state)`: every action legal now, built from the same checks as
`why_illegal` (rules.py) but without trying every space of the board."""

from __future__ import annotations

from ..actions import (
    Action,
    BuildMarket,
    Draw,
    EndActions,
    EndTurn,
    PlaceCity,
    PlaceOracle,
    PlaceRoad,
    SellMarket,
)
from ..board import GREEN, VILLAGE
from ..enums import ACTIONS, MARKET, ORACLES
from .checks import (
    city_budget_problem,
    current_card,
    pending_problem,
    road_budget_problem,
    why_illegal,
)
from .roads import ORIENTATIONS, ORIENTATIONS_BY_MASK, reached_villages, road_anchors
from .scoring import is_active, market_cost
from .state import NO, UNSOLD, State, market_bits
from .turns import allowance


# -- every legal action -------------------------------------------------------------------
def legal_actions(st: State) -> list[Action]:
    """Every action legal now (roads: every legal space with every legal pair of ends)."""
    if st.phase == ORACLES:
        return [
            PlaceOracle(st.board.spaces[v])
            for v in st.board.villages
            if st.board.kind[v] == VILLAGE and v not in st.oracle_ptr
        ]
    if st.phase == ACTIONS:
        return _legal_roads(st) + _legal_cities(st) + _legal_ends(st)
    if st.phase == MARKET:
        return _legal_markets(st) + [_END_TURN]
    return []


_END_TURN = EndTurn()
_END_ACTIONS = EndActions()


def _road_actions(st: State) -> list[tuple[PlaceRoad, ...]]:
    cache = st.board.cache
    table = cache.get("road_actions")
    if table is None:
        table = [
            tuple(PlaceRoad(space, ends) for ends in ORIENTATIONS) for space in st.board.spaces
        ]
        cache["road_actions"] = table
    return table  # type: ignore[return-value]


def _legal_roads(st: State) -> list[Action]:
    if road_budget_problem(st):
        return []
    table = _road_actions(st)
    out: list[Action] = []
    for i, mask in road_anchors(st, st.current).items():
        row = table[i]
        out.extend(row[k] for k in ORIENTATIONS_BY_MASK[mask])
    return out


def _legal_cities(st: State) -> list[Action]:
    if city_budget_problem(st):
        return []
    c = st.current
    candidates: set[int] = set()
    for rep, tiles in st.city_tiles.items():
        if st.city[rep] == c:
            candidates.update(n for t in tiles for n in st.board.nbr[t] if n >= 0)
    if not st.founded:
        candidates.update(
            v for v in st.board.villages if st.board.kind[v] == GREEN and st.city[v] == NO
        )
        candidates.update(reached_villages(st, c))
    spaces = st.board.spaces
    return [
        PlaceCity(spaces[i])
        for i in sorted(candidates)
        if why_illegal(st, PlaceCity(spaces[i])) is None
    ]


_DRAWS: dict[tuple[int, int], Draw] = {}


def _legal_ends(st: State) -> list[Action]:
    if pending_problem(st):
        return []
    c = st.current
    limit = allowance(current_card(st), st.roads_placed, st.cities_placed)[2]
    out: list[Action] = []
    for r in range(min(limit, st.res_roads[c]) + 1):
        for k in range(min(limit - r, st.res_cities[c]) + 1):
            if r + k:
                out.append(_DRAWS.get((r, k)) or _DRAWS.setdefault((r, k), Draw(r, k)))
    out.append(_END_ACTIONS)
    return out


def _legal_markets(st: State) -> list[Action]:
    """Market actions, one per place, on the place's id (its first tile in (r, q) order);
    the rules accept the same action on any tile of a city, which a UI maps a click to."""
    if st.market_done:
        return []
    c = st.current
    spaces = st.board.spaces
    out: list[Action] = []
    for p in st.places():
        bits = market_bits(st.place_markets(p), c)
        if bits == UNSOLD and is_active(st, c, p):
            out.append(SellMarket(spaces[p]))
        elif not bits and st.markets_left[c] > 0:
            cost = market_cost(st, c, p)
            if cost is not None and cost <= st.score[c]:
                out.append(BuildMarket(spaces[p]))
    return out
