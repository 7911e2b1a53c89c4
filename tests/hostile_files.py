"""Hostile things to put where the game expects one of its files, a hang guard, and files
made to look left behind long ago."""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

HANG_LIMIT = 10.0  # seconds: far beyond any honest read of a small file

DEEP = "[" * 100_000 + "]" * 100_000
HUGE_INT = "1" + "0" * 10_000


def make_special(path: Path, kind: str) -> None:
    """Put a FIFO, a symlink to /dev/zero or a folder at `path`."""
    path.parent.mkdir(parents=True, exist_ok=True)
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "dev-zero":
        path.symlink_to("/dev/zero")
    elif kind == "folder":
        path.mkdir()
    else:
        raise AssertionError(kind)


def finishes(call: Callable[[], Any]) -> Any:
    """The result of `call()`, failing the test (not hanging it) if it does not return."""
    box: dict[str, Any] = {}

    def run() -> None:
        try:
            box["result"] = call()
        except BaseException as exc:  # noqa: BLE001 - handed back to the test
            box["error"] = exc

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(HANG_LIMIT)
    assert not thread.is_alive(), "the call hung"
    if "error" in box:
        raise box["error"]
    return box["result"]


def aged(path: Path, seconds: float) -> Path:
    """`path`, its times set `seconds` into the past (a file left behind long ago)."""
    then = time.time() - seconds
    os.utime(path, (then, then))
    return path
