"""A game's record: the setup and every action since, replayed through the rules
to an equal game at every prefix; JSON round trips; tampered or hostile records refused with
the right Problem key, the record handed in left untouched."""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mg.engine import Board, Draw, EndTurn, Game, IllegalAction, PlaceCity, Problem
from mg.engine.record import MAX_ACTIONS
from tests.support.problem_keys import problem_keys

COLOURS = ["yellow", "orange", "brown", "red"]


def played(players: int, seed: int, *, rounds: int = 8, undo_every: int = 0) -> list[Game]:
    """A random game of `players` (builds first, so the board fills), as a copy after every
    action; with `undo_every`, an undo now and then (the undone action leaves the record)."""
    rng = random.Random(seed)
    g = Game.new(COLOURS[:players], seed=seed, rounds=rounds)
    seen = [g.copy()]
    while not g.is_over():
        if undo_every and g.can_undo() and rng.randrange(undo_every) == 0:
            g.undo()
            seen.pop()
            continue
        actions = g.legal_actions()
        builds = [a for a in actions if not isinstance(a, EndTurn | Draw)]
        g.apply(rng.choice(builds if builds and rng.random() < 0.8 else actions))
        seen.append(g.copy())
    return seen


def refused(data: Any) -> Problem:
    before = copy.deepcopy(data)
    with pytest.raises(Problem) as caught:
        Game.from_record(data)
    assert data == before  # nothing of the record handed in was changed
    return caught.value


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 4), seed=st.integers(0, 10_000), rounds=st.sampled_from([8, 12]))
def test_a_record_replays_to_the_equal_game_and_scoring(
    players: int, seed: int, rounds: int
) -> None:
    game = played(players, seed, rounds=rounds, undo_every=6)[-1]
    data = json.loads(json.dumps(game.record()))  # a JSON round trip loses nothing
    assert data == game.record()
    again = Game.from_record(data)
    assert again == game and again.history == game.history
    assert again.standings() == game.standings() and again.winners() == game.winners()
    assert again.record() == data


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 2), (4, 3)])
def test_every_prefix_of_a_record_replays(players: int, seed: int) -> None:
    seen = played(players, seed, undo_every=5)
    game = seen[-1]
    assert game.history_length == len(seen) - 1
    assert list(game.replay()) == seen  # the game after every action, in one pass
    for k, then in enumerate(seen):
        assert then.history_length == k
        rebuilt = Game.from_record(json.loads(json.dumps(then.record())))
        assert rebuilt == then and rebuilt.turn_actions == then.turn_actions
        assert game.record_prefix(k) == then
    with pytest.raises(ValueError):
        game.record_prefix(len(seen))


def test_undo_takes_the_action_out_of_the_record_and_copies_keep_their_own() -> None:
    g = Game.new(["yellow", "red"], seed=4)
    while g.phase == "oracles":
        g.apply(g.legal_actions()[0])
    fork = g.copy()
    g.apply(next(a for a in g.legal_actions() if isinstance(a, PlaceCity)))
    child = fork.child(fork.legal_actions()[-1])
    assert g.history_length == fork.history_length + 1 == child.history_length
    assert g.history[-1] != child.history[-1] and g.history[:-1] == fork.history
    g.undo()
    assert g.history == fork.history and g.record() == fork.record()


def test_a_game_loaded_from_a_snapshot_says_where_its_history_starts() -> None:
    seen = played(3, 7)
    mid = next(g for g in seen if g.round == 3 and g.turn_actions)
    loaded = Game.from_json(mid.to_json())
    assert not loaded.history_complete and loaded.history_start_round == 3
    assert loaded.history == mid.turn_actions  # the turn so far, replayed on loading
    data = loaded.record()
    assert data["setup"]["start"]["round"] == 3
    assert Game.from_record(data) == loaded == mid
    fresh = Game.from_json(seen[0].to_json())  # saved before anything was played
    assert fresh.history_complete and fresh.record() == seen[0].record()
    assert seen[-1].history_complete and seen[-1].history_start_round == 0


def test_a_redealt_copy_records_its_own_deck() -> None:
    g = played(2, 9)[20]
    view = g.observation("yellow").game  # no undo kept: the replay has the turn's own
    again = Game.from_record(view.record())
    assert again.record() == view.record() and again.deck == view.deck != g.deck
    assert again.legal_actions() == view.legal_actions()


# -- refused ------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def record() -> dict[str, Any]:
    return played(3, 5)[-1].record()


def mutated(data: dict[str, Any], path: str, value: Any) -> dict[str, Any]:
    out = copy.deepcopy(data)
    *keys, last = path.split(".")
    node = out
    for key in keys:
        node = node[int(key)] if isinstance(node, list) else node[key]
    node[int(last) if isinstance(node, list) else last] = value
    return out


@pytest.mark.parametrize(
    ("path", "value", "key"),
    [
        ("format", "magna-grecia-session", "record_not_ours"),
        ("version", 2, "record_version"),
        ("digest", "0" * 64, "record_digest"),
        ("digest", "G" * 64, "record_digest_form"),
        ("setup", [], "record_setup"),
        ("setup.seed", 2**70, "record_seed"),
        ("setup.seed", "7", "record_seed"),
        ("setup.players", ["yellow", "yellow\x00"], "record_new_game"),
        ("setup.rounds", 10, "record_new_game"),
        ("setup.deck", ["Y1"] * 8, "record_new_game"),
        ("setup.map", 7, "record_map"),
        ("setup.map", "x" * 300_000, "record_map"),
        ("setup.oracles", -1, "record_new_game"),
        ("actions", {"0": {}}, "record_actions"),
        ("actions.3", {"type": "Draw", "roads": [[[[[1]]]]], "cities": 0}, "record_action"),
        ("actions.4", {"type": "Fly\x00\x1b", "space": [0, 0]}, "record_action"),
        ("actions.5", {"type": "PlaceCity", "space": [99, 99]}, "record_illegal"),
    ],
)
def test_a_tampered_record_is_refused_with_its_key(
    record: dict[str, Any], path: str, value: Any, key: str
) -> None:
    assert problem_keys(refused(mutated(record, path, value)))[0] == key


def test_an_illegal_action_mid_list_names_its_index_and_the_rule(record: dict[str, Any]) -> None:
    data = copy.deepcopy(record)
    index = next(i for i, a in enumerate(data["actions"]) if a["type"] == "EndTurn" and i > 20)
    data["actions"].insert(index + 1, {"type": "Draw", "roads": 7, "cities": 7})  # R12
    problem = refused(data)
    assert problem.key == "record_illegal" and problem.params["index"] == index + 1
    assert getattr(problem.params["reason"], "rule", None)  # the refusal names a rule


def test_a_truncated_record_is_refused(record: dict[str, Any]) -> None:
    truncated = mutated(record, "actions", record["actions"][:-7])
    assert refused(truncated).key == "record_digest"
    text = json.dumps(record)
    with pytest.raises(json.JSONDecodeError):
        json.loads(text[: len(text) // 2])  # a truncated file never parses to a record


def test_huge_counts_and_fields_are_refused_before_any_work(record: dict[str, Any]) -> None:
    endless = mutated(record, "actions", [{"type": "EndTurn"}] * (MAX_ACTIONS + 1))
    assert refused(endless).key == "record_actions"
    assert refused({**record, "extra": 1}).key == "record_fields"
    assert problem_keys(refused(mutated(record, "setup.start", [1])))[0] == "save_missing_field"


@pytest.mark.parametrize("data", [None, [], "record", 7, {"format": "magna-grecia-record"}])
def test_not_a_record_at_all(data: Any) -> None:
    assert problem_keys(refused(data))[0] in ("record_not_ours", "record_version")


def test_control_characters_in_the_map_are_refused(record: dict[str, Any]) -> None:
    names = [line for line in record["setup"]["map"].splitlines() if "Kroton" in line]
    assert names
    bad = record["setup"]["map"].replace("Kroton", "Kro\x00ton")
    assert problem_keys(refused(mutated(record, "setup.map", bad)))[0].startswith("map_")


def test_a_start_state_that_disagrees_with_the_setup_is_refused() -> None:
    mid = next(g for g in played(2, 8) if g.round == 2)
    data = Game.from_json(mid.to_json()).record()
    assert refused(mutated(data, "setup.rounds", 12)).key == "record_start"
    start_bad = mutated(data, "setup.start.score.yellow", -5)
    assert problem_keys(refused(start_bad))[0] == "save_number"


def test_apply_still_refuses_and_leaves_the_record_alone() -> None:
    g = Game.new(["yellow", "red"], seed=2)
    with pytest.raises(IllegalAction):
        g.apply(EndTurn())
    assert g.history == [] and Game.from_record(g.record()) == g
    assert Board.standard().to_text() == g.record()["setup"]["map"]
