"""Every game has an id, and the autosave is never written over another game:
a different game found there is kept first as a replaced game, unless it is the game the
player let this one replace, or untouched; when it cannot be kept, nothing is written."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from mg.engine import Game, Problem
from mg.store.autosave_guard import autosave_game, keep_other_game
from mg.store.autosave_lock import holder
from mg.store.kept_games import AtRisk, list_replaced, replaced_dir
from mg.store.save_identity import content_digest, legacy_id
from mg.store.seats import Seat
from mg.store.session import (
    Session,
    autosave_lock_path,
    autosave_path,
    from_json,
    read,
    to_json,
    write_atomic,
)
from mg.text.game_log import older_entries
from tests.support.problem_keys import problem_keys


@pytest.fixture(autouse=True)
def private_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MG_DATA_DIR", str(tmp_path / "data"))


def session(seed: int, actions: int = 6) -> Session:
    game = Game.new(["yellow", "red"], seed=seed)
    for _ in range(actions):
        game.apply(game.legal_actions()[0])
    seats = [Seat("Ann", "yellow"), Seat("Ben", "red")]
    return Session(game, seats, older_entries([f"line {k}" for k in range(actions)]), [])


def another_instance_wrote(other: Session) -> bytes:
    """The autosave as another running game left it (it has left its game since)."""
    write_atomic(autosave_path(), to_json(other))
    return autosave_path().read_bytes()


# -- ids --------------------------------------------------------------------------------
def test_every_game_has_its_own_id_kept_in_its_saves() -> None:
    first, second = session(1), session(1)
    assert first.game_id != second.game_id  # the same deal, yet two games
    assert len(first.game_id) == 32
    assert from_json(to_json(first)).game_id == first.game_id


def test_a_save_from_before_ids_gets_the_same_id_at_every_reading() -> None:
    data = json.loads(to_json(session(2)))
    del data["id"]
    data.pop("digest", None)  # (a save from before ids had no digest either)
    text = json.dumps(data)
    assert from_json(text).game_id == from_json(text).game_id == legacy_id(from_json(text).game)
    other = json.loads(to_json(session(3)))
    del other["id"]
    other.pop("digest", None)
    assert from_json(json.dumps(other)).game_id != from_json(text).game_id


@pytest.mark.parametrize("bad", ["", "x" * 32, "A" * 32, "0" * 31, 7, [], {}, "0" * 33])
def test_a_damaged_id_is_refused(bad: object) -> None:
    data = json.loads(to_json(session(2)))
    data["id"] = bad
    data["digest"] = content_digest(data)  # written so: the id itself is checked
    with pytest.raises(Problem) as refused:
        from_json(json.dumps(data))
    assert refused.value.key == "save_id"


# -- the autosave never overwrites another game -----------------------------------------
def test_another_unfinished_game_is_kept_before_ours_is_written() -> None:
    theirs = another_instance_wrote(session(1))
    ours = session(2)
    assert autosave_game(ours) is None
    assert read(autosave_path()).game_id == ours.game_id
    kept = list_replaced()
    assert len(kept) == 1 and kept[0].read_bytes() == theirs  # their game, byte for byte
    assert holder(autosave_lock_path()) == os.getpid()


def test_a_finished_game_of_another_is_kept_too() -> None:
    finished = session(1, actions=0)
    game = finished.game
    while game.phase != "over":
        game.apply(game.legal_actions()[0])
    theirs = another_instance_wrote(finished)
    assert autosave_game(session(2)) is None
    assert [p.read_bytes() for p in list_replaced()] == [theirs]


def test_our_own_game_the_replaced_one_or_an_untouched_one_is_simply_overwritten() -> None:
    ours = session(2)
    another_instance_wrote(ours)  # e.g. this game continued after a restart
    assert autosave_game(ours) is None
    replaced = session(1)
    another_instance_wrote(replaced)
    ours.replaces = replaced.game_id  # the player let it be replaced (and it was kept)
    assert autosave_game(ours) is None
    another_instance_wrote(session(3, actions=0))  # nothing done in it
    assert autosave_game(session(4)) is None
    assert list_replaced() == []


def test_a_damaged_autosave_is_kept_unless_it_is_the_one_replaced() -> None:
    autosave_path().parent.mkdir(parents=True)
    autosave_path().write_text("{ half a game")
    ours = session(2)
    ours.replaces = AtRisk("{ half a game", None).identity
    assert autosave_game(ours) is None and list_replaced() == []
    autosave_path().write_text("{ half another game")
    assert autosave_game(ours) is None
    assert [p.read_text() for p in list_replaced()] == ["{ half another game"]


def test_when_the_other_game_cannot_be_kept_nothing_is_written() -> None:
    theirs = another_instance_wrote(session(1))
    replaced_dir().write_text("a file where the replaced games' folder should be")
    problem = autosave_game(session(2))
    assert problem_keys(problem) == ["other_game_not_kept", "path_is_file"]
    assert autosave_path().read_bytes() == theirs
    assert not os.path.lexists(autosave_lock_path())  # let go: its own game may go on


def test_our_own_autosave_is_not_read_again(monkeypatch: pytest.MonkeyPatch) -> None:
    ours = session(2)
    assert autosave_game(ours) is None
    reads: list[str] = []
    real_open = os.open

    def counted(path: str | Path, flags: int, *args: int, **kwargs: int) -> int:
        if Path(path) == autosave_path() and not flags & (os.O_WRONLY | os.O_RDWR):
            reads.append(str(path))
        return real_open(path, flags, *args, **kwargs)

    monkeypatch.setattr(os, "open", counted)
    for _ in range(5):
        assert autosave_game(ours) is None
    assert reads == []  # the file is as this process left it
    another_instance_wrote(session(1))
    assert keep_other_game(ours) is None and len(reads) == 1
