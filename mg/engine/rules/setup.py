"""A new game's arguments checked (R1, R4-R6) and its starting supplies (R2, R3)."""

from __future__ import annotations

import random

from ..board import VILLAGE, Board
from .cards import CARDS, COLOURS, MARKETS_PER_COLOUR, TILES_PER_COLOUR, build_deck
from .state import State
from .turns import next_setup_player

START_SCORE = {2: 10, 3: 12, 4: 15}  # R3
START_HAND = 4  # R2


def new_state(
    players: object,
    *,
    seed: int,
    rounds: int,
    board: Board | None,
    oracles: int | None,
    deck: list[str] | None,
) -> State:
    """The state of a new game, in the oracle setup; ValueError on a bad argument."""
    seats = _check_players(players)
    if type(seed) is not int:
        raise ValueError("seed must be an integer")
    if rounds not in (8, 12):
        raise ValueError("rounds must be 12 or 8 (R6)")
    board = Board.standard() if board is None else board
    if not isinstance(board, Board):
        raise ValueError("board must be a Board")
    total = _check_oracles(board, oracles, len(seats))
    cards = _check_deck(deck, rounds) if deck is not None else build_deck(random.Random(seed))
    st = State.empty(board, seats, rounds, tuple(cards[:rounds]), total)
    for c in seats:
        st.score[c] = START_SCORE[len(seats)]
        st.hand_roads[c] = st.hand_cities[c] = START_HAND
        st.res_roads[c] = st.res_cities[c] = TILES_PER_COLOUR - START_HAND
        st.markets_left[c] = MARKETS_PER_COLOUR
    next_setup_player(st)
    return st


def _check_players(players: object) -> tuple[int, ...]:
    if not isinstance(players, list | tuple) or not 2 <= len(players) <= 4:
        raise ValueError("players must be a list of 2 to 4 colours (R1)")
    for p in players:
        if p not in COLOURS:
            raise ValueError(f"unknown colour {p!r}; use yellow, orange, brown or red (R1)")
    if len(set(players)) != len(players):
        raise ValueError("each player needs a different colour (R1)")
    return tuple(COLOURS.index(p) for p in players)


def _check_oracles(board: Board, oracles: int | None, n_players: int) -> int:
    preset = len(board.initial_oracles)
    total = (9 if n_players == 4 else 7) if oracles is None else oracles
    if type(total) is not int or total < preset:
        raise ValueError(f"oracles must be a whole number of at least {preset} (the map's own)")
    free = sum(1 for v in board.villages if board.kind[v] == VILLAGE) - preset
    if total - preset > free:
        raise ValueError(f"the map has room for only {free + preset} oracles (R4)")
    return total


def _check_deck(deck: object, rounds: int) -> list[str]:
    if not isinstance(deck, list | tuple) or not all(isinstance(c, str) for c in deck):
        raise ValueError("deck must be a list of card ids")
    unknown = [c for c in deck if c not in CARDS]
    if unknown:
        raise ValueError(f"unknown card id {unknown[0]!r}; use Y1..Y3, O1..O3, B1..B3, R1..R3")
    if len(set(deck)) != len(deck) or len(deck) < rounds:
        raise ValueError(f"deck must hold at least {rounds} distinct cards")
    return list(deck)
