"""Saves are records: a save holds the game's record and only the log
entries the record cannot tell (hints, and an older save's entries from before its record);
the log is told again from the record when the game is taken up. Saves of the format before
records (a file the game wrote then, kept in tests/support/saves/) still load."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from mg.engine import Game, PlaceCity
from mg.match import Match
from mg.store.log_file import entries_from_json
from mg.store.seats import Seat
from mg.store.session import MAX_LOG, from_json, to_json
from mg.text.hints import reason
from tests.support.json_mutation import resigned
from tests.support.older_saves import VERSION_2_MID_TURN
from tests.support.problem_keys import problem_keys


def test_a_save_of_the_format_before_records_still_loads_with_its_log_and_undo() -> None:
    text = VERSION_2_MID_TURN.read_text(encoding="utf-8")
    stored = json.loads(text)
    session = from_json(text)
    game = session.game
    assert not game.history_complete and game.history_start_round == game.round == 4
    assert game.history == game.turn_actions and len(game.turn_actions) == 2
    match = Match.from_session(session, saver=lambda s: None)
    entries = entries_from_json(stored["log"], game.board, game.rounds, MAX_LOG)
    assert match.log == entries  # the turn's entries told again as they were told then
    assert match.marks == stored["marks"]
    assert match.undo().applied and match.log == entries[: stored["marks"][1]]


def test_an_older_save_written_anew_is_a_record_and_keeps_its_earlier_log() -> None:
    session = from_json(VERSION_2_MID_TURN.read_text(encoding="utf-8"))
    match = Match.from_session(session, saver=lambda s: None)
    data = json.loads(to_json(match.session()))
    assert data["version"] == 3 and data["record"]["setup"]["start"]["round"] == 4
    assert len(data["prelude"]) == match.marks[0]  # what came before the record, as data
    again = Match.from_session(from_json(json.dumps(data)), saver=lambda s: None)
    assert again.game == match.game and again.log == match.log
    assert not again.game.history_complete and again.game.history_start_round == 4


def played_match(seed: int) -> Match:
    rng = random.Random(seed)
    game = Game.new(["yellow", "red"], seed=seed, rounds=8)
    match = Match(game, [Seat("Ann", "yellow"), Seat(None, "red", "easy")], saver=lambda s: None)
    while game.round < 3 or not game.turn_actions:
        legal = game.legal_actions()
        if game.phase == "actions" and rng.random() < 0.2:
            match.note_hint(reason(game, rng.choice(legal)))
        builds = [a for a in legal if isinstance(a, PlaceCity)]
        assert match.apply(rng.choice(builds if builds and rng.random() < 0.5 else legal)).applied
    return match


def test_a_game_saved_mid_turn_resumes_with_the_same_log_marks_and_undo() -> None:
    match = played_match(4)
    data = json.loads(to_json(match.session()))
    assert data["record"] == match.game.record() and data["record"]["setup"]["start"] is None
    assert all(h["entry"]["kind"] == "hint" for h in data["hints"]) and data["hints"]
    back = Match.from_session(from_json(json.dumps(data)), saver=lambda s: None)
    assert back.game == match.game and back.log == match.log and back.marks == match.marks
    assert back.undo().applied and match.undo().applied and back.log == match.log


def doctored(change: Any) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(to_json(played_match(5).session()))
    change(data)
    return data


@pytest.mark.parametrize(
    ("change", "key"),
    [
        (lambda d: d["record"]["actions"].pop(), "record_digest"),
        (lambda d: d["record"].update(digest="f" * 64), "record_digest"),
        (lambda d: d["record"]["actions"].insert(9, {"type": "EndTurn"}), "record_illegal"),
        (lambda d: d["hints"][0].update(at=10**6), "save_hint"),
        (lambda d: d["hints"][0]["entry"].update(kind="action"), "save_hint"),
        (lambda d: d.update(hints=[d["hints"][0]] * (MAX_LOG + 1)), "save_log"),
        (lambda d: d.update(game={"format": "magna-grecia"}), "save_fields"),
        (lambda d: d["record"]["setup"].update(seed="\x00"), "record_seed"),
    ],
)
def test_a_doctored_record_in_a_save_is_refused_even_with_a_new_digest(
    change: Any, key: str
) -> None:
    with pytest.raises(ValueError) as refused:
        from_json(resigned(doctored(change)))  # the save's own digest made to fit
    assert key in problem_keys(refused.value)
