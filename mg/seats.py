"""The four seats of the menu: who plays which colour, human or bot. The four seats always
hold the four colours, one each (R1), so a game's players map to exactly one seat each."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from mg.engine import COLOURS
from mg.i18n import t

SEAT_KINDS = ("human", "easy", "hard", "expert")
SEAT_LABELS = {"human": "Human", "easy": "Bot – easy", "hard": "Bot – hard",
               "expert": "Bot – expert"}
SEAT_COUNT = 4


@dataclass
class Seat:
    name: str
    colour: str
    kind: str = "human"  # or a bot level: "easy", "hard", "expert"


def human_name(index: int) -> str:
    """The default name of a human in seat `index` (0-based)."""
    return f"Player {index + 1}"


def is_default_name(name: str) -> bool:
    """Whether `name` is one the menu gave, not one a player typed."""
    return any(name == human_name(i) for i in range(SEAT_COUNT)) or any(
        name == label or name.startswith(f"{label} ") for label in bot_labels())


def shown_name(name: str) -> str:
    """A seat's name as the screen shows it: a name the menu gave ("Player 2", "Bot – hard
    2") in the language in use, a typed one as it is."""
    for i in range(SEAT_COUNT):
        if name == human_name(i):
            return t("seat.player", n=i + 1)
    for kind in SEAT_KINDS[1:]:
        label, words = SEAT_LABELS[kind], t(f"seat.{kind}")
        if name == label:
            return words
        if name.startswith(f"{label} ") and name[len(label) + 1:].isdigit():
            return f"{words} {name[len(label) + 1:]}"
    return name


def bot_labels() -> list[str]:
    return [SEAT_LABELS[k] for k in SEAT_KINDS if k != "human"]


def default_name(index: int, kind: str, others: Iterable[str]) -> str:
    """A seat's default name: "Player 3" for a human, "Bot – hard" (then "Bot – hard 2")
    for a bot, never one another seat already has."""
    if kind == "human":
        return human_name(index)
    taken, label = set(others), SEAT_LABELS[kind]
    return next(n for n in [label] + [f"{label} {k}" for k in range(2, 6)] if n not in taken)


def default_seats() -> list[Seat]:
    return [Seat(human_name(i), COLOURS[i]) for i in range(SEAT_COUNT)]


def complete(seats: Sequence[Seat]) -> list[Seat]:
    """Four seats: the given ones first (a repeated colour dropped), then the free colours
    in seat order, each with its default name."""
    kept: list[Seat] = []
    for seat in seats:
        if seat.colour in COLOURS and seat.colour not in {s.colour for s in kept}:
            kept.append(Seat(seat.name, seat.colour, seat.kind))
    free = [c for c in COLOURS if c not in {s.colour for s in kept}]
    for colour in free:
        kept.append(Seat(human_name(len(kept)), colour))
    return kept


def playing(seats: Sequence[Seat], players: Sequence[str]) -> list[Seat]:
    """Exactly one seat per player, in the game's order (a missing one named for its
    colour)."""
    return [next((s for s in seats if s.colour == colour), Seat(colour.capitalize(), colour))
            for colour in players]


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
    """Human → Bot – easy → Bot – hard → Bot – expert → Human; a default name follows the
    kind."""
    seat = seats[index]
    seat.kind = SEAT_KINDS[(SEAT_KINDS.index(seat.kind) + 1) % len(SEAT_KINDS)]
    if is_default_name(seat.name):
        others = [s.name for i, s in enumerate(seats) if i != index]
        seat.name = default_name(index, seat.kind, others)
