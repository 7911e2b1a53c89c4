"""Legality: `why_illegal(state, action)` returns a reason naming the rule, or None (R39)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .actions import (
    BuildMarket,
    Draw,
    EndActions,
    EndTurn,
    PlaceCity,
    PlaceOracle,
    PlaceRoad,
    SellMarket,
)
from .board import GREEN, LAND, VILLAGE
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
    if isinstance(space, tuple) and len(space) == 2 and all(type(v) is int for v in space):
        return st.board.index.get(space)
    return None


def why_illegal(st: State, action: object) -> str | None:
    """None when `action` is legal now, else a short reason starting with a rule id."""
    check = _CHECKS.get(type(action))
    if check is None:
        return "R39: not a Magna Grecia action"
    if st.phase == "over":
        return "R6: the game is over"
    return check(st, action)


# -- oracles (R4) -------------------------------------------------------------------------
def _check_oracle(st: State, a: PlaceOracle) -> str | None:
    if st.phase != "oracles":
        return "R4: the oracles were all placed before round 1"
    i = space_index(st, a.space)
    if i is None:
        return "R4: an oracle must go on a village of the board"
    if st.board.kind[i] == LAND:
        return "R4: an oracle must go on a village"
    if i in st.oracle_ptr:
        return "R4: that village already holds an oracle"
    if st.board.kind[i] == GREEN:
        return "R4: oracles go on villages without a green border"
    return None


def _actions_phase(st: State) -> str | None:
    if st.phase == "oracles":
        return "R4: first place the oracles"
    if st.phase != "actions":
        return "R10: the actions phase is over; build or sell a market, or end the turn"
    return None


# -- roads (R16-R19) ----------------------------------------------------------------------
def _check_road(st: State, a: PlaceRoad) -> str | None:
    reason = _actions_phase(st) or road_shape_problem(a.ends)
    if reason:
        return reason
    i = space_index(st, a.space)
    if i is None:
        return "R16: a road tile must go on a land space of the board"
    if st.board.kind[i] != LAND:
        return "R16: a road tile goes on land, not on a village or oracle"
    if st.city[i] != NO or st.road_col[i] != NO:
        return "R16: that space is already occupied"
    reason = road_budget_problem(st)
    if reason:
        return reason
    mask = road_anchors(st, st.current).get(i, 0)
    if not (mask >> a.ends[0] & 1 or mask >> a.ends[1] & 1):
        return ("R17: a road must start at a city, at your own road's end, "
                "or at a village or oracle your roads reach")
    return None


def road_budget_problem(st: State) -> str | None:
    """What forbids one more road tile this turn, whatever the space (R2, R12, R23)."""
    c = st.current
    if st.hand_roads[c] == 0:
        return "R2: you have no road tiles in hand"
    card = current_card(st)
    if allowance(card, st.roads_placed + 1, st.cities_placed)[0] == 0:
        return _allowance_reason(st, "road")
    if not _can_cover(st, st.roads_placed + 1, st.cities_placed, 0, st.ext_tiles):
        return "R23: another road would leave you unable to cover a village your city touches"
    return None


def _allowance_reason(st: State, what: str) -> str:
    roads, cities, _ = allowance(current_card(st), st.roads_placed, st.cities_placed)
    return (f"R12: no more {what} tiles this turn (placed {st.roads_placed} of {roads} roads, "
            f"{st.cities_placed} of {cities} cities)")


def current_card(st: State) -> str:
    card = card_of_round(st)
    assert card is not None
    return card


def _can_cover(st: State, roads: int, cities: int, cost: int, ext: tuple[int, ...],
               covered: int = NO) -> bool:
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
def _check_city(st: State, a: PlaceCity) -> str | None:
    reason = _actions_phase(st)
    if reason:
        return reason
    i = space_index(st, a.space)
    if i is None:
        return "R21: a city tile must go on a space of the board"
    c = st.current
    if st.hand_cities[c] == 0:
        return "R2: you have no city tiles in hand"
    if allowance(current_card(st), st.roads_placed, st.cities_placed + 1)[1] == 0:
        return _allowance_reason(st, "city")
    if st.score[c] < 1:
        return "R24: a city tile costs 1 point and you have none"
    extending = bool(own_cities_next_to(st, i, c))
    reason = _extension_problem(st, i) if extending else _founding_problem(st, i)
    if reason:
        return reason
    ext = st.ext_tiles + (i,) if extending else st.ext_tiles
    if not _can_cover(st, st.roads_placed, st.cities_placed + 1, 1, ext, covered=i):
        return ("R23: a city may not stay next to a village; "
                "you could not cover every village it touches this turn")
    return None


def _extension_problem(st: State, i: int) -> str | None:
    if i in st.oracle_ptr:
        return "R23: a city may not grow onto an oracle"
    if st.city[i] != NO or st.road_col[i] != NO:
        return "R23: a city may not grow onto an occupied space"
    if oracle_next_to(st, i):
        return "R23: a city may not grow next to an oracle"
    if other_city_next_to(st, i, st.current):
        return "R23: a city may not grow next to another colour's city"
    return None


def _founding_problem(st: State, i: int) -> str | None:
    kind = st.board.kind[i]
    if i in st.oracle_ptr:
        return "R21: a city cannot be founded on an oracle"
    if st.city[i] != NO or st.road_col[i] != NO:
        return "R21: that space is already occupied"
    if kind == LAND:
        return "R22: a city tile on land must extend one of your own cities"
    if st.founded:
        return "R21: you may found only one city per turn"
    if kind == VILLAGE and i not in reached_villages(st, st.current):
        return "R21: found a city on a green-bordered village or one your own road reaches"
    return None


# -- draw and end of the actions phase (R13, R27) ----------------------------------------
def pending_problem(st: State) -> str | None:
    todo = villages_to_cover(st, st.current, st.ext_tiles)
    if todo:
        return "R27: first cover the village next to the city tile you placed this turn (R23)"
    return None


def _check_draw(st: State, a: Draw) -> str | None:
    reason = _actions_phase(st)
    if reason:
        return reason
    if type(a.roads) is not int or type(a.cities) is not int or a.roads < 0 or a.cities < 0:
        return "R13: draw a whole number of road and city tiles"
    if a.roads + a.cities == 0:
        return "R13: draw at least one tile, or end the actions phase instead"
    c = st.current
    if a.roads > st.res_roads[c] or a.cities > st.res_cities[c]:
        return (f"R13: your reserve holds only {st.res_roads[c]} road and "
                f"{st.res_cities[c]} city tiles")
    limit = allowance(current_card(st), st.roads_placed, st.cities_placed)[2]
    if a.roads + a.cities > limit:
        if limit == 0:
            return "R11: what you placed this turn used your two actions (or a raised one); no draw"
        return f"R12: you may draw at most {limit} tiles now"
    return pending_problem(st)


def _check_end_actions(st: State, a: EndActions) -> str | None:
    return _actions_phase(st) or pending_problem(st)


# -- markets (R28-R34) --------------------------------------------------------------------
def _market_phase(st: State) -> str | None:
    if st.phase == "oracles":
        return "R4: first place the oracles"
    if st.phase != "market":
        return "R10: markets come after the actions phase; draw or end your actions first"
    if st.market_done:
        return "R28: only one market action per turn"
    return None


def _place_at(st: State, space: Any) -> int:
    i = space_index(st, space)
    return NO if i is None else st.place_of(i)


def _check_build(st: State, a: BuildMarket) -> str | None:
    reason = _market_phase(st)
    if reason:
        return reason
    p = _place_at(st, a.space)
    if p == NO:
        return "R29: a market is built in a village or a city"
    c = st.current
    if p in st.oracle_ptr:
        return "R29: no market can be built at an oracle"
    if st.city[p] == c:
        return "R29: build markets in villages or in other colours' cities, not your own"
    cost = market_cost(st, c, p)
    if cost is None:
        return "R30: you already have a market there (a sold one still counts)"
    if st.markets_left[c] == 0:
        return "R1: you have no markets left"
    if cost > st.score[c]:
        return f"R3: that market costs {cost} points and you have {st.score[c]}"
    return None


def _check_sell(st: State, a: SellMarket) -> str | None:
    reason = _market_phase(st)
    if reason:
        return reason
    p = _place_at(st, a.space)
    c = st.current
    if p == NO or market_bits(st.place_markets(p), c) == 0:
        return "R34: you have no market there"
    if market_bits(st.place_markets(p), c) != UNSOLD:
        return "R34: that market is already sold"
    if not is_active(st, c, p):
        return "R34: only an active market can be sold (R32: connect it to your own city)"
    return None


def _check_end_turn(st: State, a: EndTurn) -> str | None:
    if st.phase == "oracles":
        return "R4: first place the oracles"
    if st.phase != "market":
        return "R10: end the actions phase first (draw or end actions)"
    return None


_CHECKS: dict[type, Callable[[State, Any], str | None]] = {
    PlaceOracle: _check_oracle, PlaceRoad: _check_road, PlaceCity: _check_city,
    Draw: _check_draw, EndActions: _check_end_actions, BuildMarket: _check_build,
    SellMarket: _check_sell, EndTurn: _check_end_turn,
}
