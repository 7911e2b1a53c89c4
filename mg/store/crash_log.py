"""Crash logs: the traceback of an unexpected error, kept as a text file in the user data
directory (or the system's temporary folder when that cannot be written); only the newest
KEPT are kept, so a game that keeps failing cannot fill the disk with them."""

from __future__ import annotations

import contextlib
import platform
import sys
import tempfile
from datetime import datetime
from pathlib import Path

from mg.store.storage import write_atomic

FOLDER = "crash-logs"
KEPT = 20


def crash_log_dir() -> Path:
    from mg.store.session import data_dir

    return data_dir() / FOLDER


def report(details: str) -> str:
    """The whole text of a crash log: when, where, and the traceback."""
    return (
        f"Magna Grecia crash log, {datetime.now().isoformat(timespec='seconds')}\n"
        f"Python {sys.version.split()[0]} on {platform.platform()}\n\n{details}"
    )


def write_crash_log(details: str) -> Path | None:
    """Write a crash log; its path, or None when no folder at all can take it."""
    name = f"crash-{datetime.now().strftime('%Y%m%d-%H%M%S-%f')}.log"
    text = report(details)
    for folder in (crash_log_dir(), Path(tempfile.gettempdir()) / "magna-grecia"):
        try:
            write_atomic(folder / name, text)
        except OSError:
            continue
        keep_newest(folder)
        return folder / name
    return None


def keep_newest(folder: Path, kept: int = KEPT) -> None:
    """Remove all but the newest `kept` crash logs of `folder` (their names sort by time);
    one that cannot be removed is left, silently."""
    try:
        logs = sorted(folder.glob("crash-*.log"))
    except OSError:
        return
    for old in logs[:-kept]:
        with contextlib.suppress(OSError):
            old.unlink()
