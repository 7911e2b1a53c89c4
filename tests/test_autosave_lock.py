"""The autosave lock on a full disk: the lock file can be created but not
written; then no lock is left behind and autosaving says the disk is full (no exception)."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from mg.engine import Game
from mg.store import autosave_lock
from mg.store.seats import Seat
from mg.store.session import Session, autosave, autosave_lock_path, autosave_path
from tests.support.problem_keys import problem_keys


@pytest.fixture(autouse=True)
def private_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MG_DATA_DIR", str(tmp_path / "data"))


def full(fd: int, data: bytes) -> int:
    raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))


def short(fd: int, data: bytes) -> int:
    return 0  # nothing written: the disk filled up meanwhile


@pytest.mark.parametrize("write", [full, short], ids=["ENOSPC", "short-write"])
def test_a_lock_that_cannot_be_written_is_not_left_behind(
    write: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    lock = autosave_lock_path()
    with monkeypatch.context() as patch, pytest.raises(OSError) as raised:
        patch.setattr(os, "write", write)
        autosave_lock.acquire(lock)
    assert raised.value.errno == errno.ENOSPC
    assert not os.path.lexists(lock)


def test_autosaving_on_a_full_disk_says_so_and_writes_nothing(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    session = Session(
        Game.new(["yellow", "red"], seed=2), [Seat("Ann", "yellow"), Seat("Ben", "red")]
    )
    with monkeypatch.context() as patch:  # (the private data folder stays)
        patch.setattr(os, "write", full)
        assert problem_keys(autosave(session)) == ["disk_full"]
        assert sorted(os.listdir(autosave_path().parent)) == []
    assert autosave(session) is None  # room again
    assert autosave_lock.holder(autosave_lock_path()) == os.getpid()
