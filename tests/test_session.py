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

from mg.engine import Board, Game, Problem
from mg.match import Match
from mg.store import autosave_lock
from mg.store.seats import Seat
from mg.store.session import (
    MAX_BYTES,
    MAX_LOG,
    VERSION,
    Session,
    autosave_path,
    from_json,
    load_autosave,
    read,
    to_json,
)
from mg.text import i18n
from mg.text.game_log import Entry, Items, PlaceRef, SeatRef, phrase
from mg.text.i18n import LANGUAGES, problem_text, t
from mg.text.log_words import Wording
from tests.support.hostile_files import DEEP, HUGE_INT, finishes, make_special
from tests.support.json_mutation import (
    JSON_VALUES,
    json_paths,
    log_entries,
    replace_node,
    resigned,
)
from tests.support.older_saves import version_2_doc
from tests.support.problem_keys import problem_keys
from tests.support.soak import amount


def session() -> Session:
    """Five oracles placed, and a log holding every kind of entry and parameter."""
    game = Game.new(["yellow", "red"], seed=3)
    match = Match(game, [Seat("Ann", "yellow"), Seat("Bot", "red", "hard")], saver=lambda s: None)
    for _ in range(5):
        match.apply(game.legal_actions()[0])
    kroton, nola = (
        next(s for s in game.board.spaces if game.board.name(s) == n) for n in ("Kroton", "Nola")
    )
    merged = phrase(
        "log.merged_all", who=SeatRef("red"), places=Items((PlaceRef(kroton), PlaceRef(nola)))
    )
    match.log += [
        Entry(
            1,
            "red",
            "merge",
            phrase(
                "log.clauses",
                first=merged,
                second=phrase("log.returned_one", name=SeatRef("yellow")),
            ),
            "R26",
        ),
        Entry(
            1, "yellow", "hint", phrase("hints.draw", tiles=phrase("hints.tiles_road_many", n=3))
        ),
        Entry(None, None, "action", "Ann placed an oracle at Nola"),  # a version 1 line
    ]
    return match.session()


def test_round_trip() -> None:
    """The game is its record; of the log only what the record cannot tell is written (the
    entries from before it, the hints), the rest told again when the game is taken up."""
    s = session()
    back = from_json(to_json(s))
    assert back.game == s.game and back.seats == s.seats
    assert back.game.record() == s.game.record() and back.game.history_length == 5
    unrecorded = [e for e in s.log if e.step is None]
    assert back.log == unrecorded and len(back.log) == 3
    told = Match.from_session(back).log
    assert told == unrecorded + [e for e in s.log if e.step is not None]
    assert len(told) == 8 and json.loads(to_json(s))["version"] == VERSION == 3
    assert "log" not in json.loads(to_json(s))  # no worded or told line is stored


@pytest.mark.soak
@settings(max_examples=amount(200, 60), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_hostile_session_text_raises_only_value_error(data: st.DataObject) -> None:
    doc = json.loads(to_json(session()))
    path = data.draw(st.sampled_from(json_paths(doc)[1:]))
    replace_node(doc, path, data.draw(JSON_VALUES))
    try:
        loaded = from_json(resigned(doc))
    except ValueError:
        return
    wording = Wording(str.capitalize, loaded.game.board)
    assert all(wording.entry(e) for e in loaded.log)  # whatever loads can be worded


def test_only_the_playing_seats_are_written() -> None:
    """A session handed every menu seat still writes one per player."""
    s = session()
    s.seats = [
        Seat("Cleo", "brown"),
        Seat("Ann", "yellow"),
        Seat("Dan", "orange"),
        Seat("Bot", "red", "hard"),
    ]
    written = json.loads(to_json(s))["seats"]
    assert [(x["name"], x["colour"]) for x in written] == [("Ann", "yellow"), ("Bot", "red")]
    assert from_json(to_json(s)).seats == [Seat("Ann", "yellow"), Seat("Bot", "red", "hard")]


def test_an_old_save_listing_every_menu_seat_still_loads() -> None:
    """Saves written before the fix list all four menu seats, even with a repeated colour:
    the players' seats are kept, in the game's order."""
    doc = json.loads(to_json(session()))
    doc["seats"] = [
        {"name": "Ann", "colour": "yellow", "kind": "human"},
        {"name": "Player 3", "colour": "red", "kind": "human"},
        {"name": "Bot", "colour": "red", "kind": "hard"},
        {"name": "Player 4", "colour": "brown", "kind": "human"},
    ]
    seats = from_json(resigned(doc)).seats
    assert [(s.name, s.colour) for s in seats] == [("Ann", "yellow"), ("Player 3", "red")]


def test_a_save_missing_a_players_seat_is_refused() -> None:
    doc = json.loads(to_json(session()))
    doc["seats"] = [
        {"name": "Ann", "colour": "yellow", "kind": "human"},
        {"name": "Cleo", "colour": "brown", "kind": "human"},
        {"name": "Dan", "colour": "orange", "kind": "human"},
    ]
    with pytest.raises(ValueError, match="seat"):
        from_json(resigned(doc))


def dead_pid() -> int:
    """The id of a process that has ended."""
    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait()
    return proc.pid


@pytest.mark.system
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


# -- hostile input probe (points 1, 5, 9) ------------------------------------------


def saved_doc() -> dict[str, Any]:
    doc: dict[str, Any] = json.loads(to_json(session()))
    return doc


def test_a_nul_in_a_seat_name_is_refused() -> None:
    doc = saved_doc()
    doc["seats"][0]["name"] = "Ann\x00"
    with pytest.raises(ValueError, match="player's name"):
        from_json(resigned(doc))


@pytest.mark.parametrize("name", ["\x1b[2J", "A" * 25, "", "   ", 7])
def test_every_seat_name_must_be_short_printable_text(name: object) -> None:
    doc = saved_doc()
    doc["seats"][1]["name"] = name
    with pytest.raises(ValueError, match="player's name"):
        from_json(resigned(doc))


@pytest.mark.parametrize("line", ["Ann built\x00", "x" * 301, "bell\x07"])
def test_every_log_line_must_be_short_printable_text(line: str) -> None:
    doc = saved_doc()  # an older version's line kept from before the record
    doc["prelude"].append({"round": None, "colour": None, "kind": "action", "text": line})
    with pytest.raises(ValueError, match="game log"):
        from_json(resigned(doc))
    doc = version_2_doc(session())
    doc["version"], doc["log"] = 1, ["Ann placed an oracle at Nola", line]  # version 1
    with pytest.raises(ValueError, match="game log"):
        from_json(resigned(doc))


@pytest.mark.parametrize("name", ["Nola\x00", "N" * 41, "Tab\there"])
def test_a_village_name_of_the_saved_map_must_be_printable_and_short(name: str) -> None:
    doc = saved_doc()
    setup = doc["record"]["setup"]
    first = next(line for line in setup["map"].splitlines() if line.startswith("@"))
    col, row, _ = first[1:].split(None, 2)
    setup["map"] = setup["map"].replace(first, f"@ {col} {row} {name}")
    with pytest.raises(Problem) as refused:
        from_json(resigned(doc))
    assert "map_name_long" in problem_keys(refused.value)


def test_a_huge_integer_is_told_in_the_games_words() -> None:
    doc = json.dumps(saved_doc()).replace(f'"version": {VERSION}', f'"version": {HUGE_INT}', 1)
    with pytest.raises(Problem) as refused:
        from_json(doc)
    assert problem_keys(refused.value) == ["not_a_save", "number_too_long"]
    assert "4300" not in str(refused.value) and "sys.set_int" not in str(refused.value)


def test_the_engine_alone_words_a_huge_integer_too() -> None:
    text = session().game.to_json().replace('"seed": 3', f'"seed": {HUGE_INT}', 1)
    with pytest.raises(Problem) as refused:
        Game.from_json(text)
    assert problem_keys(refused.value) == ["save_number_too_long"]


def test_deep_nesting_is_a_damaged_file() -> None:
    with pytest.raises(Problem) as refused:
        from_json(DEEP)
    assert problem_keys(refused.value) == ["not_a_save", "too_deep"]


@pytest.mark.parametrize("kind", ["fifo", "dev-zero", "folder"])
def test_only_regular_files_are_read(tmp_path: Path, kind: str) -> None:
    path = tmp_path / "autosave.json"
    make_special(path, kind)
    with pytest.raises(Problem) as refused:
        finishes(lambda: read(path))
    assert problem_keys(refused.value) == ["not_regular"]


def test_a_file_growing_past_the_limit_is_not_read_to_the_end(tmp_path: Path) -> None:
    path = tmp_path / "big.json"
    path.write_bytes(b" " * (MAX_BYTES + 10))
    with pytest.raises(ValueError, match="too large"):
        read(path)


@pytest.mark.parametrize("kind", ["fifo", "dev-zero"])
def test_a_special_file_at_the_autosave_is_reported_not_waited_on(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, kind: str
) -> None:
    monkeypatch.setenv("MG_DATA_DIR", str(tmp_path))
    make_special(autosave_path(), kind)
    loaded, problem = finishes(load_autosave)
    assert loaded is None and problem_keys(problem) == ["autosave_unusable", "not_regular"]


# -- the game log's entries as data ---------------------------------------


def entry_doc(**changes: Any) -> dict[str, Any]:
    """A well-formed entry of the saved log (Ann drew tiles in round 1), changed."""
    good = {
        "round": 1,
        "colour": "yellow",
        "kind": "action",
        "phrase": {
            "key": "log.drew",
            "params": {"who": {"seat": "yellow"}, "roads": 2, "cities": 1},
        },
    }
    return {**good, **changes}


def nested(depth: int) -> dict[str, Any]:
    """A phrase holding a phrase … `depth` phrases deep."""
    doc: dict[str, Any] = {"key": "hints.points_many", "params": {"n": 1}}
    for _ in range(depth - 1):
        doc = {"key": "hints.tiles_both", "params": {"roads": doc, "cities": 1}}
    return doc


def with_params(**params: Any) -> dict[str, Any]:
    """Ann's road joining two villages of the map, its parameters changed."""
    board = Board.standard()
    place = {"place": list(next(s for s in board.spaces if board.name(s)))}
    return entry_doc(
        phrase={
            "key": "log.road_joining",
            "params": {"who": {"seat": "yellow"}, "a": place, "b": place, **params},
        }
    )


HOSTILE_ENTRIES = {
    "a worded line in a version 2 log": ("Ann founded a city", "log_entry_fields"),
    "a key of another family": (
        entry_doc(phrase={"key": "menu.quit", "params": {}}),
        "log_entry_key",
    ),
    "a key the game does not know": (
        entry_doc(phrase={"key": "log.nope", "params": {}}),
        "log_entry_key",
    ),
    "a key that is not text": (
        entry_doc(phrase={"key": ["log.drew"], "params": {}}),
        "log_entry_key",
    ),
    "worded text as a parameter": (with_params(a="Kroton, and Ann won"), "log_entry_param"),
    "a number out of bounds": (with_params(a=10**9), "log_entry_param"),
    "a true that is no number": (with_params(a=True), "log_entry_param"),
    "a seat of no colour": (with_params(who={"seat": "pink"}), "log_entry_param"),
    "a place off the board": (with_params(a={"place": [400, 400]}), "log_entry_param"),
    "a place that is no space": (with_params(a={"place": [1, 2, 3]}), "log_entry_param"),
    "a list too long": (with_params(a={"list": [1] * 9}), "log_entry_param"),
    "too many parameters": (with_params(**{f"p{c}": 1 for c in "abcdefgh"}), "log_entry_param"),
    "a parameter name that is no name": (with_params(**{"A B": 1}), "log_entry_param"),
    "phrases nested too deeply": (with_params(a=nested(6)), "log_entry_deep"),
    "a round past the game": (entry_doc(round=13), "log_entry_fields"),
    "a colour that is no colour": (entry_doc(colour="pink"), "log_entry_fields"),
    "an unknown kind": (entry_doc(kind="speech"), "log_entry_fields"),
    "a rule that is none of ours": (entry_doc(rule="R41"), "log_entry_fields"),
    "both a phrase and a text": (entry_doc(text="Ann drew"), "log_entry_fields"),
    "an unknown field": (entry_doc(extra=1), "log_entry_fields"),
    "an older line with a NUL": (
        {"round": None, "colour": None, "kind": "action", "text": "Ann\x00"},
        "text_unprintable",
    ),
}


@pytest.mark.parametrize("what", sorted(HOSTILE_ENTRIES))
def test_a_hostile_log_entry_is_refused_naming_it(what: str) -> None:
    """Keys only of the log.* / hints.* families, parameters typed and bounded, nesting
    bounded: anything else is a Problem naming the entry, in the player's words."""
    raw, why = HOSTILE_ENTRIES[what]
    doc = saved_doc()
    doc["prelude"][2:2] = [raw]
    with pytest.raises(ValueError) as refused:
        from_json(resigned(doc))
    problem = refused.value
    assert isinstance(problem, Problem) and problem.key == "save_log_entry"
    inner = problem.params["why"]
    assert problem.params["index"] == 3 and isinstance(inner, Problem) and inner.key == why
    assert problem_text(problem) == t("problem.save_log_entry", index=3, why=problem_text(inner))


def test_the_deepest_phrase_allowed_loads() -> None:
    doc = saved_doc()
    doc["prelude"].append(with_params(a=nested(4)))
    assert from_json(resigned(doc)).log[-1].kind == "action"


@pytest.mark.parametrize("count", [MAX_LOG + 1])
def test_a_log_of_too_many_entries_is_refused(count: int) -> None:
    doc = saved_doc()
    doc["prelude"] = [entry_doc()] * count
    with pytest.raises(Problem) as refused:
        from_json(resigned(doc))
    assert refused.value.key == "save_log"


@pytest.mark.soak
@settings(max_examples=amount(150, 40), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(log_entries(list(Board.standard().spaces)), max_size=4))
def test_hostile_log_entries_are_refused_or_worded_in_every_language(
    entries: list[dict[str, Any]],
) -> None:
    doc = saved_doc()
    doc["prelude"] += entries
    try:
        loaded = from_json(resigned(doc))
    except Problem as refused:
        assert refused.key in ("save_log_entry", "number_too_long", "save_not_json"), refused
        return
    wording = Wording(str.capitalize, loaded.game.board)
    try:
        for language in LANGUAGES:
            i18n.set_language(language)
            for entry in loaded.log:
                line = wording.entry(entry)
                assert line and "%{" not in line and "mg." not in line, line
    finally:
        i18n.set_language("en")


def test_a_version_1_save_still_loads_its_lines_as_they_were() -> None:
    """Today's files: worded lines, a hint's with the English prefix (undo keeps it)."""
    doc = version_2_doc(session())
    lines = ["Ann placed an oracle at Nola", "(hint) Ann asked for a hint: draw 3 road tiles"]
    doc["version"], doc["log"], doc["marks"] = 1, lines, []
    loaded = from_json(resigned(doc))
    assert [(e.round, e.colour, e.kind, e.said) for e in loaded.log] == [
        (None, None, "action", lines[0]),
        (None, None, "hint", lines[1]),
    ]
    assert json.loads(to_json(loaded))["version"] == VERSION  # written anew as data
    assert from_json(to_json(loaded)).log == loaded.log
