"""Saving and loading: round trips, and every kind of bad text refused with ValueError."""

from __future__ import annotations

import json
import random
from importlib.resources import files
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mg.engine import Game, PlaceCity, PlaceRoad, Problem
from tests.support.builders import Position
from tests.support.json_mutation import JSON_VALUES, json_paths, replace_node
from tests.support.playout import check_invariants
from tests.support.problem_keys import problem_keys
from tests.support.soak import amount

CITY = (2, 5)


def mid_turn() -> Game:
    p = Position().village((2, 3), (8, 8)).oracle((6, 7)).green((6, 2))
    g = p.city("yellow", CITY, market=True).market("orange", (8, 8)).game()
    g.apply(PlaceRoad((3, 5), (0, 3)))
    g.apply(PlaceCity((2, 4)))
    return g


def test_round_trip_mid_turn_keeps_the_undo() -> None:
    g = mid_turn()
    loaded = Game.from_json(g.to_json())
    assert loaded == g and loaded.turn_actions == g.turn_actions
    loaded.undo()
    g.undo()
    assert loaded == g


def test_round_trip_of_a_new_game_on_the_standard_map() -> None:
    g = Game.new(["yellow", "orange", "brown", "red"], seed=5)
    loaded = Game.from_json(g.to_json())
    assert loaded == g and loaded.board is g.board


def _mutated(mutate: Any) -> str:
    data = json.loads(mid_turn().to_json())
    mutate(data)
    return json.dumps(data)


BAD = {
    "truncated": mid_turn().to_json()[:200],
    "empty": "",
    "not json": "{'format': 'magna-grecia'}",
    "a list": "[1, 2, 3]",
    "deep nesting": "[" * 100_000 + "]" * 100_000,
    "other format": _mutated(lambda d: d.update(format="chess")),
    "future version": _mutated(lambda d: d.update(version=99)),
    "broken map": _mutated(lambda d: d.update(map="x y z")),
    "seed text": _mutated(lambda d: d.update(seed="1")),
    "no state": _mutated(lambda d: d.pop("state")),
    "bad colour": _mutated(lambda d: d["state"].update(players=["yellow", "pink"])),
    "one player": _mutated(lambda d: d["state"].update(players=["yellow"])),
    "bad phase": _mutated(lambda d: d["state"].update(phase="party")),
    "bad round": _mutated(lambda d: d["state"].update(round=13)),
    "negative score": _mutated(lambda d: d["state"]["score"].update(yellow=-3)),
    "bool score": _mutated(lambda d: d["state"]["score"].update(yellow=True)),
    "huge score": _mutated(lambda d: d["state"]["score"].update(yellow=10**30)),
    "extra tiles": _mutated(lambda d: d["state"]["hand"].update(yellow=[9, 4])),
    "road on village": _mutated(lambda d: d["state"]["roads"].append([2, 3, "yellow", 0, 3])),
    "sharp road": _mutated(lambda d: d["state"]["roads"].append([9, 9, "yellow", 0, 1])),
    "road off board": _mutated(lambda d: d["state"]["roads"].append([99, 9, "yellow", 0, 3])),
    "city on oracle": _mutated(lambda d: d["state"]["cities"].append([6, 7, "orange"])),
    "two markets": _mutated(lambda d: d["state"]["markets"].append([8, 8, "orange", "sold"])),
    "market on land": _mutated(lambda d: d["state"]["markets"].append([9, 9, "orange", "sold"])),
    "pointer to land": _mutated(lambda d: d["state"]["oracles"][0].__setitem__(2, [9, 9])),
    "bad deck": _mutated(lambda d: d["state"].update(deck=["Y1"] * 12)),
    "illegal turn action": _mutated(
        lambda d: d["turn_actions"].append({"type": "PlaceCity", "space": [9, 9]})
    ),
    "unknown action": _mutated(lambda d: d["turn_actions"].append({"type": "Explode"})),
    "eval bait": _mutated(
        lambda d: d["turn_actions"].append({"type": "__import__('os').system('true')"})
    ),
    "wrong current": _mutated(lambda d: d["state"].update(current="orange")),
}


@pytest.mark.parametrize("name", sorted(BAD))
def test_a_bad_save_raises_value_error_with_a_message(name: str) -> None:
    with pytest.raises(ValueError, match=r"\S"):
        Game.from_json(BAD[name])


def refusal_keys() -> set[str]:
    """The keys of every refusal of a bad save or map: the catalogue's problem.* words of
    them (a bug in a validator is none of these: it must surface as itself)."""
    words = json.loads((files("mg.text.locale") / "en.json").read_text(encoding="utf-8"))
    keys = {k.removeprefix("problem.") for k in words if k.startswith("problem.")}
    return {k for k in keys if k.startswith(("save_", "map_", "action_"))} - {"save_unreadable"}


REFUSALS = refusal_keys()


@pytest.mark.soak
@settings(max_examples=amount(300, 80), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_hostile_saves_are_refused_by_key_or_load_whole(data: st.DataObject) -> None:
    """Replace any one node of a real save by any JSON value, or cut the text anywhere:
    either a Problem with the key of a real refusal (never a validator's crash turned into
    "unreadable", never another exception), or a whole game that saves back the same."""
    text = mid_turn().to_json()
    if data.draw(st.booleans()):
        doc = json.loads(text)
        path = data.draw(st.sampled_from(json_paths(doc)[1:]))
        replace_node(doc, path, data.draw(JSON_VALUES))
        text = json.dumps(doc)
    else:
        text = text[: data.draw(st.integers(0, len(text)))]
    try:
        game = Game.from_json(text)
    except Problem as problem:
        assert problem.key in REFUSALS, problem_keys(problem)
        return
    check_invariants(game)  # whatever loaded is a whole game
    for action in game.legal_actions()[:20]:
        assert game.refusal(action) is None, action
    assert Game.from_json(game.to_json()) == game


def test_the_refusal_keys_are_the_engines() -> None:
    assert {"save_not_json", "save_missing_field", "map_token", "action_type"} <= REFUSALS


def positions_of_random_games(seeds: range) -> list[Game]:
    """Every position of a few random games, each step a copy."""
    out: list[Game] = []
    for seed in seeds:
        rng = random.Random(seed)
        g = Game.new(["yellow", "orange", "brown", "red"][: 2 + seed % 3], seed=seed)
        while g.phase != "over":
            g.apply(rng.choice(g.legal_actions()))
            out.append(g.copy())
    return out


def test_games_are_equal_exactly_when_their_saves_are() -> None:
    """Equality compares the state's facts directly (cheap); it must agree with the save."""
    games = positions_of_random_games(range(3))
    reloaded = [Game.from_json(g.to_json()) for g in games]
    for k, g in enumerate(games):
        assert g == reloaded[k]  # rebuilt derived tables do not matter
        for other in (games[k - 1], games[(k * 7919) % len(games)], reloaded[k - 2]):
            assert (g == other) == (g.to_json() == other.to_json()), k
