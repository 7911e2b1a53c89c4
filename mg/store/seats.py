"""The four seats of the menu: who plays which colour, human or bot. The four seats always
hold the four colours, one each (R1), so a game's players map to exactly one seat each.
A name the menu gives is None until a player types one, and is worded only when shown, in
the language shown then (`mg/text/seat_words.py`)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from mg.ai.levels import SEAT_LEVELS
from mg.engine import COLOURS
from mg.text.i18n import LANGUAGES, catalogue

SEAT_KINDS = ("human", *SEAT_LEVELS)  # a seat's kind: a human or a level the menu offers
SEAT_COUNT = 4


@dataclass
class Seat:
    name: str | None  # None: the name the menu gives this seat, worded only when shown
    colour: str
    kind: str = "human"  # or a bot level the menu offers (SEAT_LEVELS)


def read_name(name: str | None, kind: str, index: int) -> str | None:
    """The name of seat `index` read from a file: None when it is one the menu gave (older
    files wrote it out, in English or, after a language switch, in another language)."""
    return None if name is None or name in _given_names(kind, index) else name


@cache
def _given_names(kind: str, index: int) -> frozenset[str]:
    """Every name the menu ever gave seat `index` of `kind`, in every language."""
    names: set[str] = set()
    for language in LANGUAGES:
        words = catalogue(language)
        if kind == "human":
            names.add(words["seat.player"].replace("%{n}", str(index + 1)))
        else:
            label = words[f"seat.{kind}"]
            names |= {label} | {f"{label} {n}" for n in range(2, 6)}
    return frozenset(names)


def default_seats() -> list[Seat]:
    return [Seat(None, COLOURS[i]) for i in range(SEAT_COUNT)]


def complete(seats: Sequence[Seat]) -> list[Seat]:
    """Four seats: the given ones first (a repeated colour dropped), then the free colours
    in seat order, each with its default name."""
    kept: list[Seat] = []
    for seat in seats:
        if seat.colour in COLOURS and seat.colour not in {s.colour for s in kept}:
            kept.append(Seat(seat.name, seat.colour, seat.kind))
    free = [c for c in COLOURS if c not in {s.colour for s in kept}]
    for colour in free:
        kept.append(Seat(None, colour))
    return kept


def playing(seats: Sequence[Seat], players: Sequence[str]) -> list[Seat]:
    """Exactly one seat per player, in the game's order (a missing one with its default
    name)."""
    return [
        next((s for s in seats if s.colour == colour), Seat(None, colour)) for colour in players
    ]


def next_colour(seats: list[Seat], index: int, count: int) -> None:
    """Seat `index` takes the next colour no other playing seat (of the first `count`) has,
    and the seat holding that colour takes its old one: a swap, so all four stay distinct.
    With four players every colour is taken: the seat swaps with the next colour's seat."""
    me = seats[index]
    taken = {s.colour for i, s in enumerate(seats[:count]) if i != index}
    start = COLOURS.index(me.colour)
    candidates = [COLOURS[(start + step) % len(COLOURS)] for step in range(1, len(COLOURS))]
    free = [c for c in candidates if c not in taken]
    colour = free[0] if free else candidates[0]
    holder = next((s for s in seats if s.colour == colour and s is not me), None)
    if holder is not None:
        holder.colour = me.colour
    me.colour = colour


def cycle_kind(seats: list[Seat], index: int) -> None:
    """Human → each level the menu offers, weakest first (Bot – easy, Bot – hard, Bot –
    expert) → Human; a default name (None) follows the kind, a typed one stays."""
    seat = seats[index]
    seat.kind = SEAT_KINDS[(SEAT_KINDS.index(seat.kind) + 1) % len(SEAT_KINDS)]
