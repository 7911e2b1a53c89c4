"""Typed questions about the board and the turn that the UI and the bots ask, so that neither
re-derives a rule: a road tile's geometry (R16), the end by which it joined its road and its
other end (R17/R18), the places its road reaches (R20), the cities a city tile would touch
(R22/R26), this turn's allowance (R11/R12), and who played each turn of the record (R9)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from .actions import Action, EndTurn, PlaceOracle
from .enums import OVER
from .hexgrid import Space
from .rules.cards import CARDS, COLOURS
from .rules.checks import space_index
from .rules.cities import own_cities_next_to
from .rules.roads import ORIENTATIONS, grown_from, road_end_terminals
from .rules.state import NO, State
from .rules.turns import allowance, round_order

RoadShape = Literal["straight", "curved"]
Ends = tuple[int, int]

#: R16: every road tile's pair of ends (a < b): straight (3 apart) or curved (2 or 4 apart).
ROAD_TILES: tuple[Ends, ...] = ORIENTATIONS


def road_with_shape(end: int, shape: RoadShape) -> Ends:
    """R16: the road tile of `shape` with one end facing direction `end` (0-5), its other
    end straight across or a gentle curve on (ends in ascending order)."""
    other = (end + 3) % 6 if shape == "straight" else (end + 2) % 6
    return (min(end, other), max(end, other))


@dataclass(frozen=True, slots=True)
class TurnAllowance:
    """R11/R12: what this turn's card allows, as placed so far.

    roads/cities/draw: the most road tiles, city tiles and tiles to draw any way of acting
    still consistent with what was placed permits (totals for the turn, not what is left);
    roads_placed/cities_placed: placed so far; raised: whether what was placed already
    commits the player to R11's raised action (more of one kind than the card's value);
    founded, market_done, extensions: the rest of the turn's bookkeeping (R21, R28, R23).
    """

    roads: int
    cities: int
    draw: int
    roads_placed: int
    cities_placed: int
    raised: bool
    founded: bool
    market_done: bool
    extensions: tuple[Space, ...]


def turn_allowance(st: State, card_id: str | None) -> TurnAllowance:
    """This turn's allowance with `card_id` the card in play (None: nothing is allowed)."""
    placed_r, placed_c = st.roads_placed, st.cities_placed
    roads = cities = draw = 0
    raised = False
    if card_id is not None:
        roads, cities, draw = allowance(card_id, placed_r, placed_c)
        card = CARDS[card_id]
        raised = placed_r > card.roads or placed_c > card.cities
    extensions = tuple(st.board.spaces[i] for i in st.ext_tiles)
    return TurnAllowance(
        roads, cities, draw, placed_r, placed_c, raised, st.founded, st.market_done, extensions
    )


def road_anchor(st: State, space: Space) -> int | None:
    """R17/R18: the end (a direction) by which the road tile on `space` joined its road;
    None without a road tile there."""
    i = space_index(st, space)
    return None if i is None else grown_from(st, i)


def road_other_end(st: State, space: Space) -> int | None:
    """The end of the road tile on `space` that is not its anchor (where the road goes on);
    None without a road tile there."""
    i = space_index(st, space)
    if i is None:
        return None
    ends, anchor = st.road_ends[i], grown_from(st, i)
    if ends is None or anchor is None:
        return None
    return ends[1] if ends[0] == anchor else ends[0]


def road_places(st: State, space: Space) -> list[Space]:
    """R20: the places the ends of the road through the tile on `space` face, in end order."""
    i = space_index(st, space)
    if i is None:
        return []
    nbr, sp = st.board.nbr, st.board.spaces
    faced = [st.place_of(nbr[t // 6][t % 6]) for t in road_end_terminals(st, i)]
    return [sp[p] for p in faced if p != NO]


def cities_next_to(st: State, space: Space, colour: int) -> list[Space]:
    """R22/R26: the ids of `colour`'s cities touching `space`, in (r, q) order."""
    i = space_index(st, space)
    if i is None:
        return []
    return [st.board.spaces[p] for p in sorted(own_cities_next_to(st, i, colour))]


def place_id(st: State, space: Space) -> Space | None:
    """The id of the place on `space` (a city's first tile in (r, q) order), or None."""
    i = space_index(st, space)
    p = NO if i is None else st.place_of(i)
    return None if p == NO else st.board.spaces[p]


@dataclass(frozen=True, slots=True)
class TurnPlayed:
    """R9: a whole turn of the rounds in a game's record: whose it was, and where it lies in
    the record (`start`: the actions played before it; `end`: up to its EndTurn, included)."""

    colour: str
    start: int
    end: int


def turns_played(st: State, history: Sequence[Action]) -> list[TurnPlayed]:
    """R9: every whole turn of the rounds in `history` (the record of the game now in `st`),
    oldest first; the turn under way is not one of them. Worked back from the turn now in
    the order of each round's card, so a record that starts mid-game is told too."""
    starts, turns = 0, []
    for k, action in enumerate(history):
        if isinstance(action, EndTurn):
            turns.append((starts, k + 1))
        if isinstance(action, EndTurn | PlaceOracle):
            starts = k + 1
    round_no, position = (
        (st.rounds, len(st.players)) if st.phase == OVER else (st.round, st.turn_pos)
    )
    played: list[TurnPlayed] = []
    for start, end in reversed(turns):
        position -= 1
        if position < 0:
            round_no -= 1
            if round_no < 1:
                break
            position = len(round_order(st, round_no)) - 1
        colour = COLOURS[round_order(st, round_no)[position]]
        played.append(TurnPlayed(colour, start, end))
    return played[::-1]
