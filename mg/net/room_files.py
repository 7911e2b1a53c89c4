"""A network server's rooms on disk (issue 25), so that a server killed and started again
loses no game: one file a room, `<folder>/<code>.json`, written atomically after every
change. What a room file holds, and checking it, is `Rooms.restore`'s business; here only
text in and out, through the store's atomic write and its safe reading (mg/store/storage.py),
read without trusting it."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from mg.engine import Problem
from mg.store.storage import (
    parse_json,
    read_text,
    regular_files,
    system_says,
    why_not_saved,
    write_atomic,
)

MAX_ROOM_CHARS = 2_000_000  # a whole game's record is ~10 kB; its bounds allow far more
CODE_NAME = re.compile(r"[A-Z0-9]{3}-[A-Z0-9]{3}\.json")


def room_path(folder: Path, code: str) -> Path:
    return folder / f"{code}.json"


def write_room(folder: Path, code: str, data: dict[str, Any]) -> Problem | None:
    """Write a room's data; why not, if it could not be written."""
    try:
        write_atomic(room_path(folder, code), json.dumps(data, separators=(",", ":")))
    except OSError as exc:
        return why_not_saved(exc)
    return None


def forget_room(folder: Path, code: str) -> Problem | None:
    try:
        room_path(folder, code).unlink(missing_ok=True)
    except OSError as exc:
        return system_says(exc)
    return None


def read_rooms(folder: Path) -> tuple[list[Any], list[Problem]]:
    """The data of every room file in `folder` (JSON, not yet checked) and the problems of
    those that could not be read."""
    if not folder.is_dir():
        return [], []
    found, problems = [], []
    for path in regular_files(folder, "*.json"):
        if not CODE_NAME.fullmatch(path.name):
            continue
        try:
            found.append(parse_json(read_text(path, MAX_ROOM_CHARS)))
        except Problem as problem:
            problems.append(problem)
    return found, problems
