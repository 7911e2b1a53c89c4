"""A server's state folder: one that cannot keep rooms (not a folder, not listable, not
writable) stops the server at the start with a message instead of dropping every kept
room or warning at every action; a room's write never lists the whole folder (the
temporaries a killed server left are swept once, at the start); a room that cannot be
written is said once a while."""

from __future__ import annotations

import logging
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from mg.net.room_files import check_state, read_rooms, write_room
from mg.net.rooms import Rooms
from mg.net.server import Server, main
from mg.store.storage import STALE_TEMP
from tests.support.net_play import GUARD, ROOT
from tests.support.problem_keys import problem_keys


def not_a_folder(tmp_path: Path) -> Path:
    path = tmp_path / "rooms"
    path.write_text("a file", encoding="utf-8")
    return path


@pytest.mark.system
@pytest.mark.parametrize(
    "state", [not_a_folder, lambda tmp: Path(os.devnull), lambda tmp: not_a_folder(tmp) / "x"]
)
def test_a_state_that_is_no_folder_stops_the_server_at_the_start(
    tmp_path: Path, state: Callable[[Path], Path]
) -> None:
    path = state(tmp_path)
    assert problem_keys(check_state(path)) == ["net_state_folder"]
    command = [sys.executable, "-m", "mg.net.server", "--port", "0", "--state", str(path)]
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=GUARD)
    assert done.returncode == 2 and "cannot be kept" in done.stderr
    assert "listening" not in done.stderr


@pytest.fixture
def unlistable(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A state folder with a room in it that this user may not list (mode 000). Root may
    list anything: there, the system's answer to a user is given in its place."""
    folder = tmp_path / "rooms"
    rooms = Rooms()
    room = rooms.create_room(("red", "yellow"), 8, seed=1)
    assert write_room(folder, room.code, Rooms.saved(room)) is None
    if os.geteuid() == 0:
        listing = os.scandir

        def refused(path: Any = ".") -> Any:
            if Path(path) == folder:
                raise PermissionError(13, "Permission denied", str(path))
            return listing(path)

        monkeypatch.setattr(os, "scandir", refused)
    folder.chmod(0)
    try:
        yield folder
    finally:
        folder.chmod(0o755)


def test_a_folder_that_cannot_be_listed_is_a_problem_not_an_empty_folder(
    unlistable: Path,
) -> None:
    assert problem_keys(check_state(unlistable)) == ["net_state_folder"]
    with pytest.raises(Exception) as caught:
        read_rooms(unlistable)
    assert problem_keys(caught.value) == ["net_state_folder"]
    with pytest.raises(Exception) as caught:
        Server(state=unlistable).load()
    assert problem_keys(caught.value) == ["net_state_folder"]


def test_a_folder_that_cannot_be_written_in_stops_the_server_at_the_start(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "rooms"
    folder.mkdir()
    if os.geteuid() == 0:  # root writes anywhere: the system's answer to a user instead
        making = tempfile.mkstemp

        def refused(*args: Any, **kwargs: Any) -> Any:
            if Path(kwargs.get("dir", "")) == folder:
                raise PermissionError(13, "Permission denied", str(folder))
            return making(*args, **kwargs)

        monkeypatch.setattr(tempfile, "mkstemp", refused)
    folder.chmod(0o555)
    try:
        assert problem_keys(check_state(folder)) == ["net_state_folder"]
        assert main(["--host", "127.0.0.1", "--port", "0", "--state", str(folder)]) == 2
    finally:
        folder.chmod(0o755)


def test_a_write_lists_nothing_the_start_sweeps_what_a_killed_server_left(
    tmp_path: Path,
) -> None:
    rooms = Rooms()
    room = rooms.create_room(("red", "yellow"), 8, seed=1)
    stale = tmp_path / f".{room.code}-killed.tmp"
    fresh = tmp_path / f".{room.code}-writing.tmp"
    for path in (stale, fresh):
        path.write_text("{", encoding="utf-8")
    old = time.time() - STALE_TEMP - 60
    os.utime(stale, (old, old))
    assert write_room(tmp_path, room.code, Rooms.saved(room)) is None
    assert stale.exists()  # a write looks at its own file only
    found, problems = read_rooms(tmp_path)
    assert len(found) == 1 and problems == []
    assert not stale.exists() and fresh.exists()  # (another writer's may be in progress)


def test_a_room_that_cannot_be_kept_is_said_once_a_while_not_every_action(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    server = Server(state=not_a_folder(tmp_path))
    with caplog.at_level(logging.WARNING, logger="mg.net.server"):
        for seed in range(50):
            server.rooms.create_room(("red", "yellow"), 8, seed=seed)
            server.keep()
    assert len([r for r in caplog.records if "could not be kept" in r.getMessage()]) == 1
