"""When autosaving fails (read-only folder, full disk, a data path that is a file) the game
goes on, the play scene says so once in its status line and keeps a small banner while it
lasts, and the last good autosave stays whole with no temporary files beside it
(issue 11, "Saving can fail" and point 6)."""

from __future__ import annotations

import errno
import os
import shutil
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from mg.dev.driver import Driver
from mg.engine import PlaceCity, PlaceRoad
from mg.store.session import autosave_path, data_dir, read
from mg.ui.notice import notice_key
from mg.ui.scenes.play.scene import PlayScene


def act(d: Driver) -> None:
    """One action of the player to act, through the mouse: a road if one is legal, else a
    city."""
    game = d.game
    done = len(game.turn_actions)
    legal = game.legal_actions()
    road = next((a for a in legal if isinstance(a, PlaceRoad)), None)
    if road is not None:
        d.press("road")
        d.top_as(PlayScene).ends = road.ends
        d.click_space(road.space)
    else:
        d.press("city")
        d.click_space(next(a.space for a in legal if isinstance(a, PlaceCity)))
    assert len(game.turn_actions) == done + 1, "the game went on"


def leftovers() -> list[str]:
    """Files beside the autosave and its lock (which a running game holds): temporaries."""
    kept = {"autosave.json", "autosave.lock"}
    return sorted(p.name for p in data_dir().iterdir() if p.name not in kept)


def check_failure_is_told_and_harmless(d: Driver, why: str, before: bytes) -> None:
    act(d)
    scene = d.top_as(PlayScene)
    assert scene.status == f"Autosave is off: {why}"
    assert why in scene.autosave_warning()
    act(d)
    assert why not in scene.status  # told once, not every action
    assert why in scene.autosave_warning()  # the banner stays
    assert autosave_path().read_bytes() == before
    assert leftovers() == []


@pytest.fixture
def read_only_data(driver: Driver) -> Iterator[str]:
    """Make the data folder read-only after the game's first autosave. Tests run as root,
    who ignores permissions: then the folder is made immutable with chattr +i, and where
    that is unavailable the writer is made to fail with EACCES. Yields which was used."""
    folder = data_dir()
    folder.chmod(0o555)
    how = "chmod"
    if os.access(folder, os.W_OK) and shutil.which("chattr"):
        subprocess.run(["chattr", "+i", str(folder)], check=False, capture_output=True)
        how = "chattr"
    try:
        (folder / "probe").touch()
        (folder / "probe").unlink()
        writable = True
    except OSError:
        writable = False
    if writable:
        how = "monkeypatch"
        patch = pytest.MonkeyPatch()
        patch.setattr(tempfile, "mkstemp", fail_with(errno.EACCES))
    try:
        yield how
    finally:
        if how == "chattr":
            subprocess.run(["chattr", "-i", str(folder)], check=False)
        if how == "monkeypatch":
            patch.undo()
        folder.chmod(0o755)


def fail_with(code: int) -> object:
    def fail(*args: object, **kwargs: object) -> object:
        raise OSError(code, os.strerror(code))
    return fail


def test_a_read_only_data_folder(driver: Driver, request: pytest.FixtureRequest) -> None:
    driver.start_game()
    before = autosave_path().read_bytes()
    how = request.getfixturevalue("read_only_data")
    check_failure_is_told_and_harmless(driver, "the save folder is read-only", before)
    assert how in ("chmod", "chattr", "monkeypatch")


def test_a_full_disk_mid_write(driver: Driver, monkeypatch: pytest.MonkeyPatch) -> None:
    driver.start_game()
    before = autosave_path().read_bytes()
    real_write = os.write

    def half_then_full(fd: int, data: bytes) -> int:
        real_write(fd, bytes(data[: len(data) // 2]))  # half a file really written ...
        raise OSError(errno.ENOSPC, "No space left on device")  # ... then the disk is full

    with monkeypatch.context() as patch:  # undoes only this (the data folder stays private)
        patch.setattr(os, "write", half_then_full)
        check_failure_is_told_and_harmless(driver, "the disk is full", before)
    act(driver)  # space again: saving resumes and the banner goes
    assert driver.top_as(PlayScene).autosave_warning() == ""
    assert read(autosave_path()).game == driver.game


def test_a_data_path_that_is_a_file(driver: Driver, tmp_path: Path,
                                    monkeypatch: pytest.MonkeyPatch) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the data folder should be")
    monkeypatch.setenv("MG_DATA_DIR", str(blocker))
    driver.start_game()
    assert notice_key(driver.app.ctx.notice) == "status.autosave_off"  # said in the menu already
    act(driver)
    act(driver)
    why = "the save folder's path is a file"
    assert why in driver.top_as(PlayScene).autosave_warning()
    assert blocker.read_text() == "a file where the data folder should be"
