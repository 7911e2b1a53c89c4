"""The game log's entries in words, in the language in use and with the seats' names as
shown now (a language switch rewords the whole log), and grouped by round and turn for the
log overlay. No pygame here."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from mg.engine import Board
from mg.text.game_log import Entry, Items, Param, PlaceRef, Quote, SeatRef
from mg.text.i18n import t

Names = Callable[[str], str]  # colour → the seat's name
UNFILLED = re.compile(r"%\{(\w+)\}")


def list_words(items: list[str]) -> str:
    """ "A", "A and B", "A, B and C"."""
    if len(items) == 1:
        return items[0]
    return t("log.list", first=", ".join(items[:-1]), last=items[-1]) if items else ""


def lower_first(text: str) -> str:
    """A sentence made a clause: "Lay a road" → "lay a road"."""
    return text[:1].lower() + text[1:]


@dataclass(frozen=True)
class Wording:
    """Words phrases: seats by `names`, places by the map's names on `board`."""

    names: Names
    board: Board

    def text(self, value: Param) -> str:
        """A phrase (or a parameter of one) in words."""
        if isinstance(value, SeatRef):
            return self.names(value.colour)
        if isinstance(value, PlaceRef):
            return self.board.name(value.space) or "?"
        if isinstance(value, Items):
            return list_words([self.text(v) for v in value.items])
        if isinstance(value, int):
            return str(value)
        if isinstance(value, Quote):
            return value.text
        given = {name: self.param(v) for name, v in value.params}
        text = t(value.key, **given)  # a parameter the phrase lacks (a damaged save): "?"
        return UNFILLED.sub(lambda m: m[0] if m[1] in given else "?", text)

    def param(self, value: Param) -> object:
        """A parameter for `t`: numbers stay numbers (a plural form may count them)."""
        return value if isinstance(value, int) else self.text(value)

    def entry(self, entry: Entry) -> str:
        """An entry's line: "Ann laid a road joining Kroton and Sybaris", a merge followed by
        its rule ("… went back to stock (R26)"), a hint marked as one."""
        said = entry.said if isinstance(entry.said, str) else self.text(entry.said)
        if entry.kind == "hint" and not isinstance(entry.said, str):
            who = self.names(entry.colour) if entry.colour else "?"
            said = f"{t('log.hint')} {t('hints.asked', who=who, what=lower_first(said))}"
        return f"{said} ({entry.rule})" if entry.rule else said


@dataclass(frozen=True)
class Turn:
    """A player's turn (or oracle placement) in the log: its entries in order."""

    colour: str | None
    entries: tuple[Entry, ...]

    @property
    def steps(self) -> tuple[int, int] | None:
        """Where the turn lies in the game's record (`Entry.step`): the number of actions
        played before it and after it, so `game.record_prefix(first)` is the board as the
        turn began and `record_prefix(last)` as it ended; None for entries from before the
        record (a save older than records)."""
        told = [
            e.step
            for e in self.entries
            if e.step is not None and e.kind not in ("hint", "analysis", "chat", "clock")
        ]
        shown = [e.step for e in self.entries if e.step is not None]
        if not shown:
            return None
        return min(shown), max(told) + 1 if told else min(shown)


@dataclass(frozen=True)
class RoundGroup:
    """One round's turns; round 0 is the oracles' setup, None lines of an older version."""

    round: int | None
    turns: tuple[Turn, ...]


def group(entries: Sequence[Entry]) -> list[RoundGroup]:
    """The entries by round, then by turn (a run of one player's entries), in order."""
    runs: list[tuple[int | None, list[tuple[str | None, list[Entry]]]]] = []
    for entry in entries:
        if not runs or runs[-1][0] != entry.round:
            runs.append((entry.round, []))
        turns = runs[-1][1]
        if not turns or turns[-1][0] != entry.colour:
            turns.append((entry.colour, []))
        turns[-1][1].append(entry)
    return [
        RoundGroup(number, tuple(Turn(c, tuple(e)) for c, e in turns)) for number, turns in runs
    ]


def round_title(number: int | None) -> str:
    """ "Round 4", "Before round 1: the oracles", "From an earlier version of the game"."""
    if number is None:
        return t("log.older")
    return t("log.setup") if number == 0 else t("log.round", round=number)
