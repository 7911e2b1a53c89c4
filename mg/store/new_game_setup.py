"""The last game's setup (player count, length, the four seats), remembered between launches
as JSON in the config directory so the menu opens as it was left. A broken file falls back
to the defaults with a warning (a `Problem`), never a crash. Only what the player typed is
written as words: a name the menu gives is None in the file. `edited` says whether the
player changed the setup in the menu since a game was last started from it: those choices
are the player's own, and a game resumed meanwhile does not replace them."""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from mg.engine import COLOURS, Problem
from mg.store.seats import SEAT_COUNT, SEAT_KINDS, Seat, complete, default_seats, read_name
from mg.store.settings import config_dir
from mg.store.storage import (
    check_text,
    parse_json,
    read_text,
    system_says,
    why_not_saved,
    write_atomic,
)

ROUNDS = (12, 8)
NAME_MAX = 24
MAX_BYTES = 64_000


@dataclass(frozen=True)
class NewGameSetup:
    players: int = 3
    rounds: int = 12
    seats: tuple[Seat, ...] = field(default_factory=lambda: tuple(default_seats()))
    edited: bool = False  # changed in the menu since a game was started from it

    def seat_list(self) -> list[Seat]:
        """Four fresh seats (copies: the menu edits them)."""
        return complete(self.seats)


def setup_path() -> Path:
    return config_dir() / "new-game.json"


def to_json(setup: NewGameSetup) -> str:
    seats = [{"name": s.name, "colour": s.colour, "kind": s.kind} for s in setup.seats]
    data = {"players": setup.players, "rounds": setup.rounds, "seats": seats}
    return json.dumps({**data, "edited": setup.edited}, indent=2) + "\n"


def from_json(text: str) -> NewGameSetup:
    """The setup in `text`; a `Problem` naming what is wrong."""
    data = parse_json(text)
    if not isinstance(data, dict):
        raise Problem("not_an_object", "not an object")
    players, rounds = data.get("players"), data.get("rounds")
    if type(players) is not int or not 2 <= players <= SEAT_COUNT:
        raise Problem("setup_players", "the player count is out of range")
    if rounds not in ROUNDS or type(rounds) is not int:
        raise Problem("setup_rounds", "the game length is neither 12 nor 8 rounds")
    raw = data.get("seats")
    if not isinstance(raw, list) or len(raw) != SEAT_COUNT:
        raise Problem("setup_seats", "there are not four seats")
    seats = tuple(_seat(item, index) for index, item in enumerate(raw))
    if sorted(s.colour for s in seats) != sorted(COLOURS):
        raise Problem("setup_colours", "two seats have the same colour")
    edited = data.get("edited", False)  # (a file from before it: a game's setup)
    if type(edited) is not bool:
        raise Problem("setup_edited", "whether the setup was edited is neither true nor false")
    return NewGameSetup(players, rounds, seats, edited)


def _seat(item: Any, index: int) -> Seat:
    if (
        not isinstance(item, dict)
        or item.get("colour") not in COLOURS
        or item.get("kind") not in SEAT_KINDS
    ):
        raise Problem("setup_seat", "a seat is damaged")
    name = item.get("name")
    if name is None:  # the name the menu gives
        return Seat(None, item["colour"], item["kind"])
    name = check_text(name, "a seat's name", NAME_MAX)
    if not name.strip():
        raise Problem("setup_empty_name", "a seat's name is empty")
    return Seat(read_name(name.strip(), item["kind"], index), item["colour"], item["kind"])


def load_setup(path: Path | None = None) -> tuple[NewGameSetup, Problem | None]:
    """The remembered setup and None, or the defaults and why the file was not used."""
    path = path or setup_path()
    if not os.path.lexists(path):  # never raises (Path.exists() does on EACCES, ENAMETOOLONG)
        return NewGameSetup(), None
    try:
        return from_json(read_text(path, MAX_BYTES)), None
    except (OSError, ValueError) as exc:
        return NewGameSetup(), Problem(
            "setup_broken",
            "new-game setup {path} is broken ({problem}); using the defaults",
            path=str(path),
            problem=system_says(exc),
        )  # noqa: E501


def save_setup(setup: NewGameSetup, path: Path | None = None) -> Problem | None:
    """Remember `setup` (written atomically); the Problem on failure."""
    try:
        write_atomic(path or setup_path(), to_json(setup))
        return None
    except OSError as exc:
        return Problem(
            "setup_not_saved",
            "could not remember the new-game setup ({why})",
            why=why_not_saved(exc),
        )
