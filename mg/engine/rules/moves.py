"""Carrying out a legal action on the state (the checks live in rules.py)."""

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
from ..enums import ACTIONS, MARKET, OVER
from .cards import COLOURS
from .cities import add_city, free_market, own_cities_next_to, remove_double_markets
from .roads import add_road
from .scoring import final_events, market_cost, market_value, update_oracles
from .state import NO, SOLD, UNSOLD, State
from .turns import begin_round, next_setup_player, round_order


def perform(st: State, action: Action) -> None:
    """Apply an action already known to be legal."""
    c = st.current
    board = st.board
    if isinstance(action, PlaceOracle):
        st.oracle_ptr[board.index[action.space]] = NO
        st.invalidate()
        next_setup_player(st)
    elif isinstance(action, PlaceRoad):
        add_road(st, board.index[action.space], c, action.ends)
        st.hand_roads[c] -= 1
        st.roads_placed += 1
        update_oracles(st)  # R36
    elif isinstance(action, PlaceCity):
        _place_city(st, board.index[action.space], c)
    elif isinstance(action, Draw):
        st.res_roads[c] -= action.roads
        st.res_cities[c] -= action.cities
        st.hand_roads[c] += action.roads
        st.hand_cities[c] += action.cities
        st.phase = MARKET
    elif isinstance(action, EndActions):
        st.phase = MARKET
    elif isinstance(action, BuildMarket):
        p = st.place_of(board.index[action.space])
        cost = market_cost(st, c, p)
        assert cost is not None
        st.score[c] -= cost
        st.market[p] |= UNSOLD << (2 * c)
        st.markets_left[c] -= 1
        st.market_done = True
    elif isinstance(action, SellMarket):
        p = st.place_of(board.index[action.space])
        t = st.market_tile(p, c)
        st.score[c] += market_value(st, p)
        st.market[t] = (st.market[t] & ~(3 << (2 * c))) | SOLD << (2 * c)
        st.market_done = True
    elif isinstance(action, EndTurn):
        _pass_turn(st)


def _place_city(st: State, i: int, c: int) -> None:
    extending = bool(own_cities_next_to(st, i, c))
    rep = add_city(st, i, c)
    if extending:
        remove_double_markets(st, rep)  # R25, R26
        st.ext_tiles = st.ext_tiles + (i,)
    else:
        free_market(st, i, c)  # R21, R31
        st.founded = True
    st.hand_cities[c] -= 1
    st.cities_placed += 1
    st.score[c] -= 1  # R24
    update_oracles(st)  # R36


def _pass_turn(st: State) -> None:
    """R10 (3): the next player in the card's order; the next round; or the end (R37)."""
    order = round_order(st, st.round)
    if st.turn_pos + 1 < len(order):
        st.turn_pos += 1
        st.current = order[st.turn_pos]
        st.phase = ACTIONS
        st.reset_turn()
    elif st.round < st.rounds:
        begin_round(st, st.round + 1)
    else:
        st.reset_turn()
        st.phase = OVER
        for event in final_events(st):
            st.score[COLOURS.index(event.colour)] += event.points
