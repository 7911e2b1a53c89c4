"""Legality: `why_illegal(state, action)` returns a reason naming the rule, or None (R39)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..actions import (
    BuildMarket,
    Draw,
    EndActions,
    EndTurn,
    PlaceCity,
    PlaceOracle,
    PlaceRoad,
    SellMarket,
)
from ..board import GREEN, LAND, VILLAGE
from ..enums import ACTIONS, MARKET, ORACLES, OVER
from ..refusal import Refusal, refuse
from .cities import oracle_next_to, other_city_next_to, own_cities_next_to, villages_to_cover
from .roads import (
    reached_villages,
    road_anchors,
    road_shape_problem,
)
from .scoring import is_active, market_cost
from .state import NO, UNSOLD, State, market_bits
from .turns import allowance, card_of_round, max_cities_after


def space_index(st: State, space: Any) -> int | None:
    """The index of an axial (q, r) space on this board, or None."""
    if (
        isinstance(space, tuple)
        and len(space) == 2
        and type(space[0]) is int
        and type(space[1]) is int
    ):
        return st.board.index.get(space)
    return None


def why_illegal(st: State, action: object) -> str | None:
    """None when `action` is legal now, else a short reason starting with a rule id."""
    refusal = refusal_of(st, action)
    return None if refusal is None else refusal.text()


def refusal_of(st: State, action: object) -> Refusal | None:
    """None when `action` is legal now, else why not, as data (rule, key, parameters)."""
    check = _CHECKS.get(type(action))
    if check is None:
        return refuse("not_an_action")
    if st.phase == OVER:
        return refuse("game_over")
    return check(st, action)


# -- oracles (R4) -------------------------------------------------------------------------
def _check_oracle(st: State, a: PlaceOracle) -> Refusal | None:
    if st.phase != ORACLES:
        return refuse("oracles_placed")
    i = space_index(st, a.space)
    if i is None:
        return refuse("oracle_off_board")
    if st.board.kind[i] == LAND:
        return refuse("oracle_on_land")
    if i in st.oracle_ptr:
        return refuse("oracle_taken")
    if st.board.kind[i] == GREEN:
        return refuse("oracle_on_green")
    return None


def _actions_phase(st: State) -> Refusal | None:
    if st.phase == ORACLES:
        return refuse("oracles_first")
    if st.phase != ACTIONS:
        return refuse("actions_over")
    return None


# -- roads (R16-R19) ----------------------------------------------------------------------
def _check_road(st: State, a: PlaceRoad) -> Refusal | None:
    reason = _actions_phase(st) or road_shape_problem(a.ends)
    if reason:
        return reason
    i = space_index(st, a.space)
    if i is None:
        return refuse("road_off_board")
    if st.board.kind[i] != LAND:
        return refuse("road_not_land")
    if st.city[i] != NO or st.road_col[i] != NO:
        return refuse("road_occupied")
    reason = road_budget_problem(st)
    if reason:
        return reason
    mask = road_anchors(st, st.current).get(i, 0)
    if not (mask >> a.ends[0] & 1 or mask >> a.ends[1] & 1):
        return refuse("road_unanchored")
    return None


def road_budget_problem(st: State) -> Refusal | None:
    """What forbids one more road tile this turn, whatever the space (R2, R12, R23)."""
    c = st.current
    if st.hand_roads[c] == 0:
        return refuse("no_roads_in_hand")
    card = current_card(st)
    if allowance(card, st.roads_placed + 1, st.cities_placed)[0] == 0:
        return _allowance_reason(st, "roads")
    if not _can_cover(st, st.roads_placed + 1, st.cities_placed, 0, st.ext_tiles):
        return refuse("road_blocks_cover")
    return None


def _allowance_reason(st: State, what: str) -> Refusal:
    roads, cities, _ = allowance(current_card(st), st.roads_placed, st.cities_placed)
    return refuse(
        f"no_more_{what}",
        roads_placed=st.roads_placed,
        roads=roads,
        cities_placed=st.cities_placed,
        cities=cities,
    )


def current_card(st: State) -> str:
    card = card_of_round(st)
    assert card is not None
    return card


def _can_cover(
    st: State, roads: int, cities: int, cost: int, ext: tuple[int, ...], covered: int = NO
) -> bool:
    """R23: after a placement, can the player still cover every village its extensions touch?"""
    todo = villages_to_cover(st, st.current, ext, covered)
    if todo is None:
        return False
    if not todo:
        return True
    c = st.current
    spare = min(
        max_cities_after(current_card(st), roads, cities),
        st.hand_cities[c] - (1 if covered != NO else 0),
        st.score[c] - cost,
    )
    return len(todo) <= spare


# -- cities (R21-R26) ---------------------------------------------------------------------
def _check_city(st: State, a: PlaceCity) -> Refusal | None:
    reason = _actions_phase(st)
    if reason:
        return reason
    i = space_index(st, a.space)
    if i is None:
        return refuse("city_off_board")
    reason = city_budget_problem(st)
    if reason:
        return reason
    extending = bool(own_cities_next_to(st, i, st.current))
    reason = _extension_problem(st, i) if extending else _founding_problem(st, i)
    if reason:
        return reason
    ext = st.ext_tiles + (i,) if extending else st.ext_tiles
    if not _can_cover(st, st.roads_placed, st.cities_placed + 1, 1, ext, covered=i):
        return refuse("city_cannot_cover")
    return None


def city_budget_problem(st: State) -> Refusal | None:
    """What forbids one more city tile this turn, whatever the space (R2, R12, R24)."""
    c = st.current
    if st.hand_cities[c] == 0:
        return refuse("no_cities_in_hand")
    if allowance(current_card(st), st.roads_placed, st.cities_placed + 1)[1] == 0:
        return _allowance_reason(st, "cities")
    if st.score[c] < 1:
        return refuse("city_no_points")
    return None


def _extension_problem(st: State, i: int) -> Refusal | None:
    if i in st.oracle_ptr:
        return refuse("grow_onto_oracle")
    if st.city[i] != NO or st.road_col[i] != NO:
        return refuse("grow_onto_occupied")
    if oracle_next_to(st, i):
        return refuse("grow_next_to_oracle")
    if other_city_next_to(st, i, st.current):
        return refuse("grow_next_to_city")
    return None


def _founding_problem(st: State, i: int) -> Refusal | None:
    kind = st.board.kind[i]
    if i in st.oracle_ptr:
        return refuse("found_on_oracle")
    if st.city[i] != NO or st.road_col[i] != NO:
        return refuse("found_occupied")
    if kind == LAND:
        return refuse("city_on_land")
    if st.founded:
        return refuse("one_founding")
    if kind == VILLAGE and i not in reached_villages(st, st.current):
        return refuse("found_unreached")
    return None


# -- draw and end of the actions phase (R13, R27) ----------------------------------------
def pending_problem(st: State) -> Refusal | None:
    todo = villages_to_cover(st, st.current, st.ext_tiles)
    if todo:
        return refuse("cover_first")
    return None


def _check_draw(st: State, a: Draw) -> Refusal | None:
    reason = _actions_phase(st)
    if reason:
        return reason
    if type(a.roads) is not int or type(a.cities) is not int or a.roads < 0 or a.cities < 0:
        return refuse("draw_whole")
    if a.roads + a.cities == 0:
        return refuse("draw_none")
    c = st.current
    if a.roads > st.res_roads[c] or a.cities > st.res_cities[c]:
        return refuse("draw_reserve", roads=st.res_roads[c], cities=st.res_cities[c])
    limit = allowance(current_card(st), st.roads_placed, st.cities_placed)[2]
    if a.roads + a.cities > limit:
        if limit == 0:
            return refuse("draw_used_up")
        return refuse("draw_limit", limit=limit)
    return pending_problem(st)


def _check_end_actions(st: State, a: EndActions) -> Refusal | None:
    return _actions_phase(st) or pending_problem(st)


# -- markets (R28-R34) --------------------------------------------------------------------
def _market_phase(st: State) -> Refusal | None:
    if st.phase == ORACLES:
        return refuse("oracles_first")
    if st.phase != MARKET:
        return refuse("markets_later")
    if st.market_done:
        return refuse("one_market_action")
    return None


def _place_at(st: State, space: Any) -> int:
    i = space_index(st, space)
    return NO if i is None else st.place_of(i)


def _check_build(st: State, a: BuildMarket) -> Refusal | None:
    reason = _market_phase(st)
    if reason:
        return reason
    p = _place_at(st, a.space)
    if p == NO:
        return refuse("market_place")
    c = st.current
    if p in st.oracle_ptr:
        return refuse("market_at_oracle")
    if st.city[p] == c:
        return refuse("market_own_city")
    cost = market_cost(st, c, p)
    if cost is None:
        return refuse("market_twice")
    if st.markets_left[c] == 0:
        return refuse("no_markets_left")
    if cost > st.score[c]:
        return refuse("market_cost", cost=cost, score=st.score[c])
    return None


def _check_sell(st: State, a: SellMarket) -> Refusal | None:
    reason = _market_phase(st)
    if reason:
        return reason
    p = _place_at(st, a.space)
    c = st.current
    if p == NO or market_bits(st.place_markets(p), c) == 0:
        return refuse("no_market_there")
    if market_bits(st.place_markets(p), c) != UNSOLD:
        return refuse("market_sold")
    if not is_active(st, c, p):
        return refuse("sell_inactive")
    return None


def _check_end_turn(st: State, a: EndTurn) -> Refusal | None:
    if st.phase == ORACLES:
        return refuse("oracles_first")
    if st.phase != MARKET:
        return refuse("end_actions_first")
    return None


_CHECKS: dict[type, Callable[[State, Any], Refusal | None]] = {
    PlaceOracle: _check_oracle,
    PlaceRoad: _check_road,
    PlaceCity: _check_city,
    Draw: _check_draw,
    EndActions: _check_end_actions,
    BuildMarket: _check_build,
    SellMarket: _check_sell,
    EndTurn: _check_end_turn,
}
