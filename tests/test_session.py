"""Session files: round trips, and hostile text only ever raises ValueError."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mg import autosave_lock
from mg.context import Seat
from mg.engine import Game
from mg.session import (
    MAX_BYTES,
    Session,
    autosave_path,
    from_json,
    load_autosave,
    read,
    to_json,
)
from tests.hostile_files import DEEP, HUGE_INT, finishes, make_special
from tests.json_mutation import JSON_VALUES, json_paths, replace_node


def session() -> Session:
    game = Game.new(["yellow", "red"], seed=3)
    for _ in range(5):
        game.apply(game.legal_actions()[0])
    return Session(game, [Seat("Ann", "yellow"), Seat("Bot", "red", "hard")],
                   ["Ann placed an oracle at Nola"], [])


def test_round_trip() -> None:
    s = session()
    back = from_json(to_json(s))
    assert back.game == s.game and back.seats == s.seats and back.log == s.log


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_hostile_session_text_raises_only_value_error(data: st.DataObject) -> None:
    doc = json.loads(to_json(session()))
    path = data.draw(st.sampled_from(json_paths(doc)[1:]))
    replace_node(doc, path, data.draw(JSON_VALUES))
    try:
        loaded = from_json(json.dumps(doc))
    except ValueError:
        return
    assert loaded.game.legal_actions() is not None


def test_only_the_playing_seats_are_written() -> None:
    """Issue 9, point 1: a session handed every menu seat still writes one per player."""
    s = session()
    s.seats = [Seat("Cleo", "brown"), Seat("Ann", "yellow"), Seat("Dan", "orange"),
               Seat("Bot", "red", "hard")]
    written = json.loads(to_json(s))["seats"]
    assert [(x["name"], x["colour"]) for x in written] == [("Ann", "yellow"), ("Bot", "red")]
    assert from_json(to_json(s)).seats == [Seat("Ann", "yellow"), Seat("Bot", "red", "hard")]


def test_an_old_save_listing_every_menu_seat_still_loads() -> None:
    """Saves written before the fix list all four menu seats, even with a repeated colour:
    the players' seats are kept, in the game's order."""
    doc = json.loads(to_json(session()))
    doc["seats"] = [{"name": "Ann", "colour": "yellow", "kind": "human"},
                    {"name": "Player 3", "colour": "red", "kind": "human"},
                    {"name": "Bot", "colour": "red", "kind": "hard"},
                    {"name": "Player 4", "colour": "brown", "kind": "human"}]
    seats = from_json(json.dumps(doc)).seats
    assert [(s.name, s.colour) for s in seats] == [("Ann", "yellow"), ("Player 3", "red")]


def test_a_save_missing_a_players_seat_is_refused() -> None:
    doc = json.loads(to_json(session()))
    doc["seats"] = [{"name": "Ann", "colour": "yellow", "kind": "human"},
                    {"name": "Cleo", "colour": "brown", "kind": "human"},
                    {"name": "Dan", "colour": "orange", "kind": "human"}]
    with pytest.raises(ValueError, match="seat"):
        from_json(json.dumps(doc))


def dead_pid() -> int:
    """The id of a process that has ended."""
    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait()
    return proc.pid


def test_the_autosave_lock(tmp_path: Path) -> None:
    lock = tmp_path / "autosave.lock"
    assert autosave_lock.acquire(lock) is None and autosave_lock.holder(lock) == os.getpid()
    assert autosave_lock.acquire(lock) is None  # ours already
    assert autosave_lock.other_live_holder(lock) is None
    autosave_lock.release(lock)
    assert not lock.exists()
    other = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        lock.write_text(f"{other.pid}\n")
        assert autosave_lock.acquire(lock) == other.pid  # a live instance keeps it
        assert autosave_lock.other_live_holder(lock) == other.pid
        autosave_lock.release(lock)  # not ours: left alone
        assert autosave_lock.holder(lock) == other.pid
    finally:
        other.kill()
        other.wait()
    assert autosave_lock.other_live_holder(lock) is None  # its process is gone: stale
    assert autosave_lock.acquire(lock) is None and autosave_lock.holder(lock) == os.getpid()
    mine = autosave_lock.started(os.getpid())
    if mine:  # a live process that reuses a dead holder's PID does not hold the lock
        lock.write_text(f"{os.getppid()} 1\n")
        assert autosave_lock.acquire(lock) is None and autosave_lock.holder(lock) == os.getpid()
        assert lock.read_text().split() == [str(os.getpid()), mine]
    for stale in (str(dead_pid()), "garbage", "", "1 2 3", "12 x"):
        lock.write_text(stale)
        assert autosave_lock.acquire(lock) is None and autosave_lock.holder(lock) == os.getpid()


# -- hostile input probe (issue 11: points 1, 5, 9) ------------------------------------------

def saved_doc() -> dict[str, Any]:
    return json.loads(to_json(session()))


def test_a_nul_in_a_seat_name_is_refused() -> None:
    doc = saved_doc()
    doc["seats"][0]["name"] = "Ann\x00"
    with pytest.raises(ValueError, match="player's name"):
        from_json(json.dumps(doc))


@pytest.mark.parametrize("name", ["\x1b[2J", "A" * 25, "", "   ", 7])
def test_every_seat_name_must_be_short_printable_text(name: object) -> None:
    doc = saved_doc()
    doc["seats"][1]["name"] = name
    with pytest.raises(ValueError, match="player's name"):
        from_json(json.dumps(doc))


@pytest.mark.parametrize("line", ["Ann built\x00", "x" * 301, "bell\x07"])
def test_every_log_line_must_be_short_printable_text(line: str) -> None:
    doc = saved_doc()
    doc["log"].append(line)
    with pytest.raises(ValueError, match="game log"):
        from_json(json.dumps(doc))


@pytest.mark.parametrize("name", ["Nola\x00", "N" * 41, "Tab\there"])
def test_a_village_name_of_the_saved_map_must_be_printable_and_short(name: str) -> None:
    doc = saved_doc()
    first = next(line for line in doc["game"]["map"].splitlines() if line.startswith("@"))
    col, row, _ = first[1:].split(None, 2)
    doc["game"]["map"] = doc["game"]["map"].replace(first, f"@ {col} {row} {name}")
    with pytest.raises(ValueError, match="village name"):
        from_json(json.dumps(doc))


def test_a_huge_integer_is_told_in_the_games_words() -> None:
    doc = json.dumps(saved_doc()).replace('"version": 1', f'"version": {HUGE_INT}', 1)
    with pytest.raises(ValueError) as refused:
        from_json(doc)
    assert "far too long" in str(refused.value)
    assert "4300" not in str(refused.value) and "sys.set_int" not in str(refused.value)


def test_the_engine_alone_words_a_huge_integer_too() -> None:
    text = session().game.to_json().replace('"seed": 3', f'"seed": {HUGE_INT}', 1)
    with pytest.raises(ValueError, match="far too long"):
        Game.from_json(text)


def test_deep_nesting_is_a_damaged_file() -> None:
    with pytest.raises(ValueError, match="nested far too deeply"):
        from_json(DEEP)


@pytest.mark.parametrize("kind", ["fifo", "dev-zero", "folder"])
def test_only_regular_files_are_read(tmp_path: Path, kind: str) -> None:
    path = tmp_path / "autosave.json"
    make_special(path, kind)
    with pytest.raises(ValueError, match="not a regular file"):
        finishes(lambda: read(path))


def test_a_file_growing_past_the_limit_is_not_read_to_the_end(tmp_path: Path) -> None:
    path = tmp_path / "big.json"
    path.write_bytes(b" " * (MAX_BYTES + 10))
    with pytest.raises(ValueError, match="too large"):
        read(path)


@pytest.mark.parametrize("kind", ["fifo", "dev-zero"])
def test_a_special_file_at_the_autosave_is_reported_not_waited_on(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, kind: str) -> None:
    monkeypatch.setenv("MG_DATA_DIR", str(tmp_path))
    make_special(autosave_path(), kind)
    loaded, problem = finishes(load_autosave)
    assert loaded is None and problem and "not a regular file" in problem
