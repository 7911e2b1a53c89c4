"""The game log as data: one `Entry` per thing that happened (the round, whose turn, its kind,
and what to say as a `Phrase`: a catalogue key and typed parameters), worded only when shown,
in the language shown (`mg/text/log_words.py`). Saves store entries as JSON
(`mg/store/log_file.py`). No pygame and no words here."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TypeAlias

Space = tuple[int, int]

KINDS = ("action", "oracle", "merge", "hint")  # the kinds a saved log holds (Entry.kind; the
# others, an analysis, a chat line, a clock, are shown and never saved)


@dataclass(frozen=True)
class SeatRef:
    """A player, worded by the seat's name as shown at the time of wording."""

    colour: str


@dataclass(frozen=True)
class PlaceRef:
    """A place, worded by the map's name for this space ("?" where the map has none)."""

    space: Space


@dataclass(frozen=True)
class Items:
    """A list, worded "A", "A and B", "A, B and C"."""

    items: tuple[Param, ...]


@dataclass(frozen=True)
class Quote:
    """A player's own words (a line of chat), shown as they were written, in no language."""

    text: str


@dataclass(frozen=True)
class Phrase:
    """What to say: a catalogue key and its parameters (never worded text)."""

    key: str
    params: tuple[tuple[str, Param], ...] = ()


Param: TypeAlias = "int | SeatRef | PlaceRef | Items | Quote | Phrase"


def phrase(key: str, **params: Param) -> Phrase:
    """`key` with its parameters, as data (the counterpart of `t(key, **params)`)."""
    return Phrase(key, tuple(params.items()))


@dataclass(frozen=True)
class Entry:
    """One line of the game log.

    `kind`: "action" (a player's action, an oracle placed in the setup included), "oracle"
    (an oracle turned), "merge" (cities merged or a village taken in, markets sent back,
    R25/R26), "hint" (a hint shown; its phrase is the hint's why); "analysis" (a turning
    point of the game's analysis: shown in the log, never saved); "chat" (a line said at a
    network game, `log.chat`: who and what; shown, never saved); "clock" (a player's game
    clock ran out at a network game; shown, never saved). `said` is a
    `Phrase`, or the text of a line saved by an older version, shown as it was. `round` is 0 in the
    oracles' setup, None for such older lines; `colour` is whose turn it was. `step` is
    where in the game's record the entry belongs: the number of actions played before it
    (for an action's entries, the index of that action); None for an entry from before the
    record (a save older than records). It does not take part in comparing entries.
    """

    round: int | None
    colour: str | None
    kind: str
    said: Phrase | str
    rule: str | None = None  # the rule the line illustrates (R25, R26), shown after it
    step: int | None = field(default=None, compare=False)


def older_entries(lines: list[str]) -> list[Entry]:
    """The worded lines of a save of format version 1 (a hint's began "(hint) ")."""
    return [
        Entry(None, None, "hint" if line.startswith("(hint) ") else "action", line)
        for line in lines
    ]
