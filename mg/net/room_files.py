"""A network server's rooms on disk, so that a server killed and started again
loses no game: one file a room, `<folder>/<code>.json`, written atomically after every
change. What a room file holds, and checking it, is `Rooms.restore`'s business; here only
text in and out, through the store's atomic write and its safe reading (mg/store/storage.py),
read without trusting it. A folder of thousands of rooms is listed once, at the start
(when the temporary files a killed server left are swept), never on each write."""

from __future__ import annotations

import json
import os
import re
import stat
import tempfile
import time
from pathlib import Path
from typing import Any

from mg.engine import Problem
from mg.store.storage import (
    STALE_TEMP,
    parse_json,
    read_text,
    replace_atomic,
    shown_path,
    system_says,
    why_not_saved,
)

MAX_ROOM_CHARS = 2_000_000  # a whole game's record is ~10 kB; its bounds allow far more
CODE_NAME = re.compile(r"[A-Z0-9]{3}-[A-Z0-9]{3}\.json")
#: A room's temporary file while it is written (mg/store/storage.py, `temp_prefix`).
TEMP_NAME = re.compile(r"\.[A-Z0-9]{3}-[A-Z0-9]{3}-.*\.tmp")


def room_path(folder: Path, code: str) -> Path:
    return folder / f"{code}.json"


def file_age(folder: Path, code: str) -> float:
    """Seconds since room `code`'s file was last written (0 when it cannot be told): how long
    ago its game last changed, across restarts of the server."""
    try:
        return max(0.0, time.time() - room_path(folder, code).stat().st_mtime)
    except OSError:
        return 0.0


def write_room(folder: Path, code: str, data: dict[str, Any]) -> Problem | None:
    """Write a room's data; why not, if it could not be written."""
    try:
        replace_atomic(room_path(folder, code), json.dumps(data, separators=(",", ":")))
    except OSError as exc:
        return why_not_saved(exc)
    return None


def forget_room(folder: Path, code: str) -> Problem | None:
    try:
        room_path(folder, code).unlink(missing_ok=True)
    except OSError as exc:
        return system_says(exc)
    return None


def unusable(folder: Path, exc: OSError) -> Problem:
    """Why rooms cannot be kept in `folder`, as a Problem (`net_state_folder`)."""
    not_folder = isinstance(exc, FileExistsError | NotADirectoryError)
    return Problem(
        "net_state_folder",
        "network: the rooms cannot be kept in {folder}: {why}",
        folder=shown_path(folder),
        why="not a folder" if not_folder else str(exc.strerror or exc),
    )


def check_state(folder: Path) -> Problem | None:
    """Why rooms cannot be kept in `folder` (made when missing): it is no folder, or cannot
    be listed or written in; None when they can."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        with os.scandir(folder) as entries:
            next(entries, None)
        fd, probe = tempfile.mkstemp(dir=folder, prefix=".probe-", suffix=".tmp")
        os.close(fd)
        os.unlink(probe)
    except OSError as exc:
        return unusable(folder, exc)
    return None


def read_rooms(folder: Path) -> tuple[list[Any], list[Problem]]:
    """The data of every room file in `folder` (JSON, not yet checked) and the problems of
    those that could not be read; the stale temporary files of rooms are removed. Nothing
    for a folder not made yet; a Problem (`net_state_folder`) when it cannot be listed."""
    try:
        with os.scandir(folder) as entries:
            names = sorted(entry.name for entry in entries)
    except FileNotFoundError:
        return [], []
    except OSError as exc:
        raise unusable(folder, exc) from None
    found, problems = [], []
    for name in names:
        if TEMP_NAME.fullmatch(name):
            _sweep(folder / name)
        elif CODE_NAME.fullmatch(name):
            try:
                found.append(parse_json(read_text(folder / name, MAX_ROOM_CHARS)))
            except Problem as problem:
                problems.append(problem)
    return found, problems


def _sweep(path: Path) -> None:
    """Remove a room's temporary file left by a killed writer (not one being written)."""
    try:
        info = path.lstat()
        if stat.S_ISREG(info.st_mode) and time.time() - info.st_mtime > STALE_TEMP:
            path.unlink()
    except OSError:
        pass
