"""Hostile things to put where the game expects one of its files, a hang guard, and files
made to look left behind long ago."""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

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


@contextlib.contextmanager
def read_only(*folders: Path) -> Iterator[None]:
    """`folders` made read-only for the block. Tests run as root, who ignores permissions:
    the folders are then made immutable (chattr +i); without chattr the test is skipped."""
    for folder in folders:
        folder.mkdir(parents=True, exist_ok=True)
        folder.chmod(0o555)
    try:
        if any(os.access(folder, os.W_OK) for folder in folders):
            if shutil.which("chattr") is None:
                pytest.skip("root without chattr: no way to make a folder read-only")
            for folder in folders:
                subprocess.run(["chattr", "+i", str(folder)], check=True, capture_output=True)
        yield
    finally:
        for folder in folders:
            subprocess.run(["chattr", "-i", str(folder)], check=False, capture_output=True)
            folder.chmod(0o755)
