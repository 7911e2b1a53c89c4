"""Games kept when another replaces them: names never taken twice, the
newest few replaced games kept, the autosave read without trusting it, and a copy that cannot
be written changes nothing."""

from __future__ import annotations

import errno
import os
import subprocess
import sys
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path

import pytest

from mg.engine import Game
from mg.scenes.overlays.save_rows import row_title
from mg.store.kept_games import (
    KEPT_REPLACED,
    AtRisk,
    at_risk,
    autosave_at_risk,
    keep_as_save,
    keep_replaced,
    list_replaced,
    replaced_dir,
    saves_and_replaced,
)
from mg.store.save_list import summarise
from mg.store.seats import Seat
from mg.store.session import (
    Session,
    autosave_lock_path,
    autosave_path,
    data_dir,
    read,
    save_named,
    saves_dir,
    to_json,
)
from mg.text.game_log import older_entries
from mg.text.i18n import t
from tests.support.hostile_files import make_special, read_only
from tests.support.problem_keys import problem_keys

NOON = datetime(2026, 3, 14, 12, 0)


@pytest.fixture(autouse=True)
def private_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MG_DATA_DIR", str(tmp_path / "data"))


def session(actions: int = 8, names: tuple[str, str] = ("Alice", "Bob")) -> Session:
    game = Game.new(["yellow", "red"], seed=4)
    for _ in range(actions):
        game.apply(game.legal_actions()[0])
    log = older_entries([f"line {k}" for k in range(actions)])
    return Session(game, [Seat(names[0], "yellow"), Seat(names[1], "red")], log, [])


def files_in(folder: Path) -> dict[str, bytes]:
    """Every file of `folder` (recursively) and its bytes."""
    if not folder.is_dir():
        return {}
    return {
        str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()
    }


# -- keeping as a named save -------------------------------------------------------------
def test_keep_as_save_never_overwrites_another_save() -> None:
    theirs = session(names=("Cleo", "Dan"))
    assert save_named(theirs, "Game 2026-03-14 12-00") is None
    before = (saves_dir() / "Game 2026-03-14 12-00.json").read_bytes()
    mine = session()
    name, problem = keep_as_save(mine, "Game 2026-03-14 12-00")
    assert (name, problem) == ("Game 2026-03-14 12-00 2", None)
    assert (saves_dir() / "Game 2026-03-14 12-00.json").read_bytes() == before
    kept = read(saves_dir() / f"{name}.json")
    assert kept.game == mine.game and kept.seats == mine.seats and kept.log == mine.log
    assert keep_as_save(mine, "Game 2026-03-14 12-00")[0] == "Game 2026-03-14 12-00 3"


# -- keeping a replaced game ---------------------------------------------------------------
def test_the_newest_replaced_games_are_kept_and_the_saves_left_alone() -> None:
    assert save_named(session(names=("Cleo", "Dan")), "Mine") is None
    os.utime(saves_dir() / "Mine.json", (500_000, 500_000))  # saved before any of them
    games = [session(actions=k + 2) for k in range(KEPT_REPLACED + 2)]
    for k, game in enumerate(games):
        assert keep_replaced(at_risk(game), datetime(2026, 3, 14, 12, k)) is None
        newest = list_replaced()[0]
        os.utime(newest, (1_000_000 + k, 1_000_000 + k))  # written one after the other
    kept = list_replaced()
    assert len(kept) == KEPT_REPLACED
    assert [read(p).game for p in kept] == [g.game for g in reversed(games[-KEPT_REPLACED:])]
    assert [p.stem for p in saves_and_replaced()] == [p.stem for p in kept] + ["Mine"]


def test_two_replaced_games_in_one_second_keep_both() -> None:
    first, second = session(actions=3), session(actions=9)
    assert keep_replaced(at_risk(first), NOON) is None
    assert keep_replaced(at_risk(second), NOON) is None
    assert sorted(read(p).game.round for p in list_replaced()) == sorted(
        [first.game.round, second.game.round]
    )
    assert len(list_replaced()) == 2


def test_the_load_list_names_a_replaced_game_as_one() -> None:
    assert keep_replaced(at_risk(session()), NOON) is None
    summary = summarise(list_replaced()[0])
    game = session().game
    assert summary.replaced and row_title(summary) == t("load.replaced")
    assert summary.seats == tuple(session().seats) and summary.problem is None
    assert (summary.phase, summary.round, summary.rounds) == (game.phase, game.round, game.rounds)
    assert save_named(session(), "Plain") is None
    assert row_title(summarise(saves_dir() / "Plain.json")) == "Plain"


# -- a copy that cannot be written ---------------------------------------------------------
@pytest.fixture
def read_only_data() -> Iterator[None]:
    """The data folder, its saves and its replaced games: read-only."""
    with read_only(data_dir(), saves_dir(), replaced_dir()):
        yield


def test_a_read_only_folder_is_told_and_changes_nothing(read_only_data: None) -> None:
    before = files_in(data_dir())
    assert problem_keys(keep_replaced(at_risk(session()), NOON)) == ["read_only"]
    name, problem = keep_as_save(session(), "Kept")
    assert name == "" and problem_keys(problem) == ["read_only"]
    assert files_in(data_dir()) == before


def test_a_full_disk_leaves_no_file_behind(monkeypatch: pytest.MonkeyPatch) -> None:
    assert keep_replaced(at_risk(session(actions=2)), NOON) is None
    before = files_in(data_dir())

    def full(fd: int, data: bytes) -> int:
        raise OSError(errno.ENOSPC, "No space left on device")

    with monkeypatch.context() as patch:  # (the private data folder stays)
        patch.setattr(os, "write", full)
        assert problem_keys(keep_replaced(at_risk(session()), NOON)) == ["disk_full"]
        name, problem = keep_as_save(session(), "Kept")
        assert name == "" and problem_keys(problem) == ["disk_full"]
    assert files_in(data_dir()) == before


# -- the autosave, read without trusting it ------------------------------------------------
def write_autosave(text: str) -> None:
    autosave_path().parent.mkdir(parents=True, exist_ok=True)
    autosave_path().write_text(text)


def test_what_the_autosave_holds() -> None:
    assert autosave_at_risk() is None  # no autosave: nothing at risk
    write_autosave(to_json(session()))
    risk = autosave_at_risk()
    assert risk is not None and risk.session is not None
    assert risk.unfinished and not risk.untouched
    write_autosave("{ half a game")
    risk = autosave_at_risk()
    assert risk == AtRisk("{ half a game", None) and not risk.unfinished


def test_a_new_or_finished_game_is_not_an_unfinished_one() -> None:
    fresh = at_risk(Session(Game.new(["yellow", "red"], seed=1), []))
    assert fresh.untouched and not fresh.unfinished
    game = Game.new(["yellow", "red"], seed=2, rounds=8)
    while game.phase != "over":
        game.apply(game.legal_actions()[-1])
    over = at_risk(Session(game, [Seat("A", "yellow"), Seat("B", "red")], older_entries(["…"])))
    assert not over.unfinished and not over.untouched


@pytest.mark.parametrize("kind", ["fifo", "dev-zero", "folder"])
def test_an_autosave_that_is_no_file_is_nothing_to_keep(kind: str) -> None:
    make_special(autosave_path(), kind)
    assert autosave_at_risk() is None


@pytest.mark.system
def test_an_autosave_another_running_game_writes_is_not_ours_to_replace() -> None:
    write_autosave(to_json(session()))
    other = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        autosave_lock_path().write_text(f"{other.pid}\n")
        assert autosave_at_risk() is None
    finally:
        other.kill()
        other.wait()
    assert autosave_at_risk() is not None  # that game ended: the autosave is ours again
