"""Each game's own file (mg/store/game_files.py), through its public functions:
one running game writes a game's file (its lock), an untouched game is not kept, an import
never takes another game's place and a refused one changes nothing."""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest

from mg.engine import Game
from mg.store import game_files
from mg.store.game_files import (
    export_game,
    game_path,
    games_dir,
    import_all,
    imports_dir,
    keep_game,
    list_games,
    lock_path,
)
from mg.store.seats import Seat
from mg.store.session import Session, read, to_json
from tests.support.private_games import private_data  # noqa: F401

pytestmark = pytest.mark.usefixtures("private_data")


def session(actions: int, seed: int = 1) -> Session:
    rng = random.Random(seed)
    game = Game.new(["yellow", "red"], seed=seed, rounds=8)
    while game.history_length < actions:
        game.apply(rng.choice(game.legal_actions()))
    return Session(game, [Seat("Alice", "yellow"), Seat("Bob", "red")])


def files() -> dict[str, bytes]:
    folder = games_dir()
    return {p.name: p.read_bytes() for p in folder.iterdir()} if folder.is_dir() else {}


def test_an_untouched_game_is_not_kept_and_one_played_is() -> None:
    assert keep_game(session(0)) is None and files() == {}
    played = session(6)
    assert keep_game(played) is None
    assert read(game_path(played.game_id)).game == played.game
    assert [g.game_id for g in list_games()] == [played.game_id]


def test_another_running_games_file_is_never_written() -> None:
    other = session(6)
    games_dir().mkdir(parents=True)
    lock_path(other.game_id).write_text(f"{os.getppid()}\n")  # a live process, not us
    problem = keep_game(other)
    assert problem is not None and problem.key == "game_in_use"
    assert problem.params == {"process": os.getppid()}
    assert not game_path(other.game_id).exists()
    assert game_files.delete_game(game_path(other.game_id)) is not None


def test_keeping_one_game_lets_go_of_the_last_ones_lock() -> None:
    first, second = session(6, 1), session(7, 2)
    assert keep_game(first) is None and lock_path(first.game_id).exists()
    assert keep_game(second) is None
    assert not lock_path(first.game_id).exists() and lock_path(second.game_id).exists()


def test_an_import_of_a_game_kept_already_gets_its_own_id() -> None:
    mine = session(6)
    assert keep_game(mine) is None
    exported, problem = export_game(game_path(mine.game_id), "mine")
    assert problem is None and exported is not None and exported.suffix == ".mgrecord"
    imports_dir().mkdir(parents=True)
    exported.rename(imports_dir() / exported.name)
    assert import_all() == (1, [])
    games = [read(g.path) for g in list_games()]
    assert [s.game for s in games] == [mine.game, mine.game]
    assert len({s.game_id for s in games}) == 2  # the first one is not replaced


@pytest.mark.parametrize(
    "text",
    ["", "not json", "[]", '{"format": "magna-grecia-session", "version": 3}', "{" * 100_000],
)
def test_a_refused_import_changes_nothing(text: str) -> None:
    assert keep_game(session(6)) is None
    before = files()
    imports_dir().mkdir(parents=True)
    (imports_dir() / "odd.mgrecord").write_text(text, encoding="utf-8")
    done, refused = import_all()
    assert done == 0 and [p.key for p in refused] == ["import_refused"]
    assert files() == before and (imports_dir() / "odd.mgrecord").exists()


def test_a_damaged_game_is_listed_with_its_problem_and_not_exported(tmp_path: Path) -> None:
    games_dir().mkdir(parents=True)
    damaged = game_path("0" * 32)
    damaged.write_text(to_json(session(6))[:-20], encoding="utf-8")
    [row] = list_games()
    assert row.problem is not None
    path, problem = export_game(damaged, "damaged")
    assert path is None and problem is not None
