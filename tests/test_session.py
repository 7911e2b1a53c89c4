"""Session files: round trips, and hostile text only ever raises ValueError."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mg import autosave_lock
from mg.context import Seat
from mg.engine import Game
from mg.session import Session, from_json, to_json
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
    for stale in (str(dead_pid()), "garbage", ""):
        lock.write_text(stale)
        assert autosave_lock.acquire(lock) is None and autosave_lock.holder(lock) == os.getpid()
