"""The game log's entries in a save: as JSON, and read back without trusting the file:
bounded sizes, keys only of the `log.*` / `hints.*` families, typed parameters, nesting
bounded. No pygame here."""

from __future__ import annotations

import re
from typing import Any

from mg.engine import COLOURS, Board, Problem
from mg.store.storage import check_text
from mg.text.game_log import KINDS, Entry, Items, Param, Phrase, PlaceRef, SeatRef
from mg.text.i18n import FALLBACK, catalogue

KEY_FAMILIES = ("log.", "hints.")  # the only catalogue keys an entry may say
MAX_DEPTH = 5  # phrases within phrases (a hint: why > reasons > gain > points)
MAX_PARAMS = 8  # parameters of one phrase, items of one list
MAX_NUMBER = 100_000
MAX_LINE = 300  # a line saved by an older version
NAME = re.compile(r"[a-z][a-z_]{0,19}")
RULE = re.compile(r"R([1-9]|[1-3][0-9]|40)")
FIELDS = frozenset({"round", "colour", "kind", "phrase", "text", "rule"})  # of an entry

# -- to JSON ------------------------------------------------------------------------------


def entry_to_json(entry: Entry) -> dict[str, Any]:
    """An entry as JSON-ready data."""
    data: dict[str, Any] = {"round": entry.round, "colour": entry.colour, "kind": entry.kind}
    if isinstance(entry.said, str):
        data["text"] = entry.said
    else:
        data["phrase"] = param_to_json(entry.said)
    if entry.rule is not None:
        data["rule"] = entry.rule
    return data


def param_to_json(value: Param) -> Any:
    """1 → 1, a seat → {"seat": colour}, a place → {"place": [q, r]}, a list →
    {"list": [...]}, a phrase → {"key": key, "params": {name: value}}."""
    if isinstance(value, SeatRef):
        return {"seat": value.colour}
    if isinstance(value, PlaceRef):
        return {"place": list(value.space)}
    if isinstance(value, Items):
        return {"list": [param_to_json(v) for v in value.items]}
    if isinstance(value, Phrase):
        return {"key": value.key, "params": {n: param_to_json(v) for n, v in value.params}}
    return value


# -- from JSON (never trusted) ------------------------------------------------------------


def known_keys() -> frozenset[str]:
    """The keys an entry may say: the English catalogue's `log.*` and `hints.*` keys, and
    their stems (a key whose forms are "key.one", "key.other")."""
    keys = [k for k in catalogue(FALLBACK) if k.startswith(KEY_FAMILIES)]
    stems = {k.rsplit(".", 1)[0] for k in keys}
    return frozenset(keys) | frozenset(s for s in stems if s.startswith(KEY_FAMILIES))


class Reader:
    """Reads a save's entries against its game's board and length."""

    def __init__(self, board: Board, rounds: int) -> None:
        self.board, self.rounds, self.keys = board, rounds, known_keys()

    def entry(self, raw: Any) -> Entry:
        """One entry; Problem (the reason) for anything wrong."""
        if not self.fields_fit(raw):
            raise Problem("log_entry_fields", "its round, player, kind, rule or text is wrong")
        said = self.text(raw["text"]) if "text" in raw else self.phrase(raw["phrase"], 1)
        return Entry(raw.get("round"), raw.get("colour"), raw["kind"], said, raw.get("rule"))

    def fields_fit(self, raw: Any) -> bool:
        """A round of the game (or None), a colour (or None), a kind, a rule (or none), and
        either a phrase or a text."""
        if not isinstance(raw, dict) or raw.keys() - FIELDS or ("text" in raw) == ("phrase" in raw):
            return False
        rnd, colour, rule = raw.get("round"), raw.get("colour"), raw.get("rule")
        return (
            (rnd is None or type(rnd) is int and 0 <= rnd <= self.rounds)
            and (colour is None or colour in COLOURS)
            and raw.get("kind") in KINDS
            and (rule is None or isinstance(rule, str) and RULE.fullmatch(rule) is not None)
        )

    @staticmethod
    def text(raw: Any) -> str:
        """A line an older version saved: short printable text (or an empty line)."""
        return "" if raw == "" else check_text(raw, "save: a line of the game log", MAX_LINE)

    def phrase(self, raw: Any, depth: int) -> Phrase:
        """A catalogue key of the log's families and its parameters, `depth` deep."""
        too_deep(depth)
        if (
            not isinstance(raw, dict)
            or raw.keys() != {"key", "params"}
            or not isinstance(raw["key"], str)
            or raw["key"] not in self.keys
        ):
            raise Problem("log_entry_key", "its phrase is not one of the game's")
        params = raw["params"]
        if (
            not isinstance(params, dict)
            or len(params) > MAX_PARAMS
            or not all(isinstance(n, str) and NAME.fullmatch(n) for n in params)
        ):
            raise bad_value()
        return Phrase(raw["key"], tuple((n, self.param(v, depth)) for n, v in params.items()))

    def param(self, raw: Any, depth: int) -> Param:
        """A number, a seat, a place of the board, a short list or a nested phrase."""
        too_deep(depth)
        if type(raw) is int and -MAX_NUMBER <= raw <= MAX_NUMBER:
            return raw
        if isinstance(raw, dict) and raw.keys() == {"seat"} and raw["seat"] in COLOURS:
            return SeatRef(raw["seat"])
        if isinstance(raw, dict) and raw.keys() == {"place"} and self.is_space(raw["place"]):
            return PlaceRef((raw["place"][0], raw["place"][1]))
        if (
            isinstance(raw, dict)
            and raw.keys() == {"list"}
            and isinstance(raw["list"], list)
            and len(raw["list"]) <= MAX_PARAMS
        ):
            return Items(tuple(self.param(v, depth + 1) for v in raw["list"]))
        if isinstance(raw, dict) and "key" in raw:
            return self.phrase(raw, depth + 1)
        raise bad_value()

    def is_space(self, raw: Any) -> bool:
        return (
            isinstance(raw, list)
            and len(raw) == 2
            and all(type(c) is int for c in raw)
            and self.board.terrain((raw[0], raw[1])) is not None
        )


def too_deep(depth: int) -> None:
    """Phrases and lists nest at most MAX_DEPTH deep."""
    if depth > MAX_DEPTH:
        raise Problem("log_entry_deep", "its phrases are nested too deeply")


def bad_value() -> Problem:
    return Problem(
        "log_entry_param",
        "a value in its phrase is not a number, player, place, list or phrase of the right size",
    )


def entries_from_json(raw: Any, board: Board, rounds: int, most: int) -> list[Entry]:
    """A save's log entries (at most `most`); Problem naming the first damaged entry."""
    if not isinstance(raw, list) or len(raw) > most:
        raise Problem("save_log", "save: the game log is damaged")
    reader = Reader(board, rounds)
    return [numbered_entry(reader, item, index) for index, item in enumerate(raw, 1)]


def numbered_entry(reader: Reader, item: Any, index: int) -> Entry:
    """Entry `index` of a save's log; a damaged one is a Problem naming its number."""
    try:
        return reader.entry(item)
    except Problem as why:
        raise Problem(
            "save_log_entry",
            "save: entry {index} of the game log is damaged: {why}",
            index=index,
            why=why,
        ) from None


def hints_to_json(log: list[Entry], steps: int) -> list[dict[str, Any]]:
    """The hints of a log with where they were shown: `at`, the actions played before them
    (at most `steps`, the record's length: a hint of an action since undone stays)."""
    return [
        {"at": min(e.step, steps), "entry": entry_to_json(e)}
        for e in log
        if e.kind == "hint" and e.step is not None
    ]


def hints_from_json(raw: Any, board: Board, rounds: int, steps: int, most: int) -> list[Entry]:
    """A save's hints (at most `most`, each shown after 0..`steps` actions); Problem naming
    the first damaged one."""
    if not isinstance(raw, list) or len(raw) > most:
        raise Problem("save_log", "save: the game log is damaged")
    reader = Reader(board, rounds)
    hints = []
    for index, item in enumerate(raw, 1):
        at = item.get("at") if isinstance(item, dict) and item.keys() == {"at", "entry"} else None
        good_at = type(at) is int and 0 <= at <= steps
        entry = numbered_entry(reader, item["entry"], index) if good_at else None
        if entry is None or entry.kind != "hint":
            raise Problem("save_hint", "save: hint {index} of the game log is damaged", index=index)
        hints.append(Entry(entry.round, entry.colour, "hint", entry.said, entry.rule, at))
    return hints
