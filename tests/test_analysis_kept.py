"""The analysis is kept with its game: a session's `analysis` field, outside
the save's digest and checked on its own when read; a damaged or hostile analysis is left
out with a Problem (its key said) and the game still loads, whole."""

from __future__ import annotations

import json
from typing import Any

import pytest

from mg.ai.analysis import Analysis, analyse
from mg.engine import Game, Problem
from mg.store.seats import Seat
from mg.store.session import Session, from_json, to_json
from tests.support.finished_games import random_game

SEATS = [Seat("Ada", "yellow"), Seat(None, "orange")]


@pytest.fixture(scope="module")
def kept() -> tuple[Game, Analysis, dict[str, Any]]:
    game = random_game(4, 2, rounds=8)
    result = analyse(game, budget=0.01)
    return game, result, json.loads(to_json(Session(game, list(SEATS), analysis=result)))


def test_a_session_keeps_its_analysis(kept: tuple[Game, Analysis, dict[str, Any]]) -> None:
    game, result, doc = kept
    again = from_json(json.dumps(doc))
    assert again.game == game
    assert again.analysis == result
    assert again.analysis_problem is None


def test_a_session_without_one_has_none(kept: tuple[Game, Analysis, dict[str, Any]]) -> None:
    game, _, _ = kept
    doc = json.loads(to_json(Session(game, list(SEATS))))
    assert "analysis" not in doc
    again = from_json(json.dumps(doc))
    assert again.analysis is None and again.analysis_problem is None


@pytest.mark.parametrize(
    ("damage", "key"),
    [
        (lambda a: "garbled", "analysis_not_ours"),
        (lambda a: {**a, "digest": "f" * 64}, "analysis_other_game"),
        (lambda a: {**a, "turns": [*a["turns"], a["turns"][0]]}, "analysis_damaged"),
        (lambda a: {**a, "budget": "¡hola!"}, "analysis_damaged"),
        (
            lambda a: {**a, "turns": [{**a["turns"][0], "plan": [{"type": "Boom"}]}]},
            "action_type",
        ),
    ],
)
def test_a_damaged_analysis_is_left_out_and_the_game_loads(
    kept: tuple[Game, Analysis, dict[str, Any]], damage: Any, key: str
) -> None:
    game, _, doc = kept
    hostile = {**doc, "analysis": damage(doc["analysis"])}  # the digest is not touched
    again = from_json(json.dumps(hostile))
    assert again.game == game
    assert again.analysis is None
    assert isinstance(again.analysis_problem, Problem)
    assert again.analysis_problem.key == key


def test_the_rest_of_the_save_is_still_checked(
    kept: tuple[Game, Analysis, dict[str, Any]],
) -> None:
    _, _, doc = kept
    changed = {**doc, "last_move": [0, 0]}  # a field inside the digest, changed
    with pytest.raises(Problem) as caught:
        from_json(json.dumps(changed))
    assert caught.value.key == "save_changed"
