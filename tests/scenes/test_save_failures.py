"""When autosaving fails (read-only folder, full disk, a data path that is a file) the game
goes on, the play scene says so once in its status line and keeps a small banner while it
lasts, and the last good autosave stays whole with no temporary files beside it
("Saving can fail" and point 6). The failures are asserted by their Problem keys;
the system's refusals are simulated, never made on the host's folders."""

from __future__ import annotations

import errno
import os
import tempfile
from collections.abc import Callable
from pathlib import Path

import pytest

from mg.dev.driver import Driver
from mg.engine import PlaceCity, PlaceRoad
from mg.scenes.board.status_line import autosave_off, autosave_warning
from mg.scenes.play.scene import PlayScene
from mg.store.session import autosave_path, data_dir, read
from mg.ui.notice import notice_text
from tests.support.problem_keys import problem_keys


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
    """Files beside the autosave and its lock (which a running game holds), and beside the
    game's own file and its lock (the games folder): temporaries."""
    kept = {"autosave.json", "autosave.lock", "games"}
    found = sorted(p.name for p in data_dir().iterdir() if p.name not in kept)
    games = data_dir() / "games"
    if games.is_dir():
        found += sorted(f"games/{p.name}" for p in games.iterdir() if p.suffix not in KEPT)
    return found


KEPT = (".json", ".lock")  # a game's own file and its lock


def check_failure_is_told_and_harmless(d: Driver, key: str, before: bytes) -> None:
    """An action whose autosave fails for the Problem `key`: the game goes on, the status
    line says so once, the banner stays, the last good autosave is whole and alone."""
    scene = d.top_as(PlayScene)
    assert scene.match.autosave_off is None and autosave_warning(scene.match.autosave_off) == ""
    act(d)
    off = scene.match.autosave_off
    assert off is not None and problem_keys(off)[0] == key
    assert scene.status == notice_text(autosave_off(off))
    assert autosave_warning(scene.match.autosave_off) != ""
    act(d)
    assert scene.status != notice_text(autosave_off(off))  # told once, not every action
    assert (
        scene.match.autosave_off is not None and autosave_warning(scene.match.autosave_off) != ""
    )  # it stays
    assert autosave_path().read_bytes() == before
    assert leftovers() == []


def refuse_writes(code: int) -> Callable[..., tuple[int, str]]:
    """A stand-in for tempfile.mkstemp (where every save is first written) failing as the
    system does with `code`, e.g. EACCES in a read-only folder; the host's real folders and
    their attributes are never touched."""

    def refuse(*args: object, **kwargs: object) -> tuple[int, str]:
        raise OSError(code, os.strerror(code))

    return refuse


def test_a_read_only_data_folder(driver: Driver, monkeypatch: pytest.MonkeyPatch) -> None:
    driver.start_game()
    before = autosave_path().read_bytes()
    with monkeypatch.context() as patch:
        patch.setattr(tempfile, "mkstemp", refuse_writes(errno.EACCES))
        check_failure_is_told_and_harmless(driver, "read_only", before)
    act(driver)  # writable again: saving resumes and the banner goes
    assert autosave_warning(driver.top_as(PlayScene).match.autosave_off) == ""
    assert read(autosave_path()).game == driver.game


def test_a_full_disk_mid_write(driver: Driver, monkeypatch: pytest.MonkeyPatch) -> None:
    driver.start_game()
    before = autosave_path().read_bytes()
    real_write = os.write

    def half_then_full(fd: int, data: bytes) -> int:
        real_write(fd, bytes(data[: len(data) // 2]))  # half a file really written ...
        raise OSError(errno.ENOSPC, "No space left on device")  # ... then the disk is full

    with monkeypatch.context() as patch:  # undoes only this (the data folder stays private)
        patch.setattr(os, "write", half_then_full)
        check_failure_is_told_and_harmless(driver, "disk_full", before)
    act(driver)  # space again: saving resumes and the banner goes
    assert autosave_warning(driver.top_as(PlayScene).match.autosave_off) == ""
    assert read(autosave_path()).game == driver.game


def test_a_data_path_that_is_a_file(
    driver: Driver, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the data folder should be")
    monkeypatch.setenv("MG_DATA_DIR", str(blocker))
    driver.start_game()
    scene = driver.top_as(PlayScene)
    off = scene.match.autosave_off
    assert off is not None and problem_keys(off)[0] == "path_is_file"
    assert notice_text(driver.app.ctx.notice) == notice_text(autosave_off(off))  # (the menu's)
    act(driver)
    act(driver)
    assert problem_keys(scene.match.autosave_off)[0] == "path_is_file"
    assert autosave_warning(scene.match.autosave_off) != ""
    assert blocker.read_text() == "a file where the data folder should be"
