"""The analysis of a game: every whole turn judged by the hard bot (a tiny
budget here: what is tested is the bookkeeping, not how well it plays), turning points as
data, in the bots' worker with cancellation, and kept as JSON that is read without trust."""

from __future__ import annotations

import copy
from concurrent import futures
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mg.ai import analysis as analysis_module
from mg.ai.analysis import (
    Analyser,
    Analysis,
    analyse,
    analysis_from_json,
    turns_of,
)
from mg.ai.bot_pool import BotPool
from mg.engine import EndTurn, PlaceOracle, Problem
from tests.support.finished_games import random_game
from tests.support.json_mutation import JSON_VALUES, json_paths, replace_node
from tests.support.soak import amount

BUDGET = 0.01
GUARD = 120.0  # seconds a worker's job may take on a loaded machine before a test fails


@pytest.fixture(scope="module")
def judged() -> tuple[Any, Analysis]:
    game = random_game(4, 2, rounds=8)
    return game, analyse(game, budget=BUDGET)


def test_every_whole_turn_is_judged_once(judged: tuple[Any, Analysis]) -> None:
    game, result = judged
    ends = sum(1 for a in game.history if isinstance(a, EndTurn))
    turns = turns_of(game)
    assert len(turns) == ends == len(result.verdicts)
    assert [v.step for v in result.verdicts] == [t.step for t in turns]
    for turn in turns:
        assert isinstance(turn.actions[-1], EndTurn)
        assert not any(isinstance(a, PlaceOracle) for a in turn.actions)
        start = game.record_prefix(turn.step)
        assert start.player_to_act == turn.colour and not start.turn_actions
    assert result.digest == game.record()["digest"]


def test_the_projected_scores_are_the_engines(judged: tuple[Any, Analysis]) -> None:
    game, result = judged
    for verdict in result.verdicts[:6]:
        start = game.record_prefix(verdict.step)
        assert verdict.projected[0] == start.projected_scores()[verdict.colour]
        after = start.copy()
        for action in next(t for t in turns_of(game) if t.step == verdict.step).actions:
            after.apply(action)
        assert verdict.projected[1] == after.projected_scores()[verdict.colour]
        assert verdict.loss == max(0.0, verdict.best - verdict.actual)


def test_turning_points_are_each_players_worst_turns(judged: tuple[Any, Analysis]) -> None:
    game, result = judged
    points = result.turning_points()
    assert [p.step for p in points] == sorted(p.step for p in points)
    for colour in game.players:
        mine = [p for p in points if p.colour == colour]
        assert len(mine) <= 2
        losses = sorted((v.loss for v in result.verdicts if v.colour == colour), reverse=True)
        assert sorted((p.loss for p in mine), reverse=True) == [
            round(v) for v in losses[: len(mine)]
        ]
        assert all(p.loss >= 1 for p in mine)
    for point in points:  # the plan is playable where the turn began
        start = game.record_prefix(point.step)
        for action in point.plan:
            start.apply(action)


def test_kept_and_read_back_equal(judged: tuple[Any, Analysis]) -> None:
    game, result = judged
    assert analysis_from_json(result.to_json(), game) == result


def refused(raw: Any, game: Any) -> str:
    with pytest.raises(Problem) as caught:
        analysis_from_json(raw, game)
    return caught.value.key


def test_hostile_analyses_are_refused_by_key(judged: tuple[Any, Analysis]) -> None:
    game, result = judged
    good = result.to_json()

    def changed(path: tuple[Any, ...], value: Any) -> dict[str, Any]:
        doc = copy.deepcopy(good)
        replace_node(doc, path, value)
        return doc

    assert refused([], game) == "analysis_not_ours"
    assert refused(changed(("version",), 2), game) == "analysis_not_ours"
    assert refused({**good, "more": 1}, game) == "analysis_not_ours"
    assert refused(changed(("digest",), "0" * 64), game) == "analysis_other_game"
    assert refused(analyse(random_game(5), budget=BUDGET).to_json(), game) == (
        "analysis_other_game"
    )
    assert refused(changed(("level",), "god"), game) == "analysis_damaged"
    assert refused(changed(("level",), ["hard"]), game) == "analysis_damaged"  # unhashable
    assert refused(changed(("budget",), float("nan")), game) == "analysis_damaged"
    assert refused(changed(("turns",), [good["turns"][0]] * 500), game) == "analysis_damaged"
    assert refused(changed(("turns", 0, "step"), 1), game) == "analysis_damaged"
    assert refused(changed(("turns", 0, "colour"), "red"), game) == "analysis_damaged"
    assert refused(changed(("turns", 0, "best"), 1e300), game) == "analysis_damaged"
    assert refused(changed(("turns", 0, "projected"), [1, 2]), game) == "analysis_damaged"
    assert refused(changed(("turns",), good["turns"][::-1]), game) == "analysis_damaged"
    assert refused(changed(("turns", 0, "plan"), [{"type": "Nope"}]), game) == "action_type"
    passed_on = [{"type": "EndTurn"}, {"type": "EndTurn"}]  # the second is not this turn's
    assert refused(changed(("turns", 0, "plan"), passed_on), game) == "analysis_plan"
    oracle = [{"type": "PlaceOracle", "space": list(game.oracles()[0])}]  # not after R4
    assert refused(changed(("turns", 0, "plan"), oracle), game) == "analysis_plan"


@pytest.mark.soak
@settings(max_examples=amount(60, 25), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_any_damage_is_a_problem_never_a_crash(
    judged: tuple[Any, Analysis], data: st.DataObject
) -> None:
    game, result = judged
    doc = result.to_json()
    path = data.draw(st.sampled_from(json_paths(doc)[1:]))
    replace_node(doc, path, data.draw(JSON_VALUES))
    try:
        read = analysis_from_json(doc, game)
    except Problem as why:
        assert why.key.startswith(("analysis_", "action_", "space_")), why.key
    else:
        assert len(read.verdicts) <= len(turns_of(game))


def wait(analyser: Analyser) -> None:
    """Until the analysis is over: each turn's job waited for (its future), then handed on
    by `poll` as a frame would; bounded by the turns to judge, each wait by GUARD."""
    for _ in range(analyser.total + 1):
        if analyser.poll():
            return
        job = analyser.future
        assert job is not None, "a turn to judge and no job for it"
        done, _ = futures.wait([job], timeout=GUARD)
        assert done, "the worker never answered"
    raise AssertionError("the analysis went on past its last turn")


def test_the_analyser_judges_in_the_worker_like_in_process() -> None:
    game = random_game(4, 2, rounds=8)
    pool = BotPool()
    try:
        analyser = Analyser(game, pool, budget=BUDGET)
        analyser.start()
        assert analyser.total == len(turns_of(game))
        wait(analyser)
        assert pool.alive()  # it ran in the worker process
    finally:
        pool.shutdown()
    result = analyser.result
    assert result is not None and analyser.failed is None
    assert analyser.done == analyser.total
    assert [v.step for v in result.verdicts] == [t.step for t in turns_of(game)]
    assert analysis_from_json(result.to_json(), game) == result


def test_cancelling_drops_the_turns_left() -> None:
    game = random_game(4, 2, rounds=8)
    pool = BotPool()
    try:
        analyser = Analyser(game, pool, budget=0.5)
        analyser.start()
        analyser.cancel()
        assert analyser.poll() and not analyser.running and analyser.cancelled
        assert analyser.result is None
        assert analyser.total > 10 and analyser.done == 0
        assert analyser.future is None  # nothing is handed over any more
        assert not analyser.poll() or analyser.done == 0
    finally:
        pool.shutdown()


def test_the_budget_is_shared_by_the_turns(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(analysis_module, "GAME_SECONDS", 24.0)
    assert analysis_module.turn_budget(24) == pytest.approx(1.0)
    assert analysis_module.turn_budget(48) == pytest.approx(0.5)
    assert analysis_module.turn_budget(1) == analysis_module.MAX_BUDGET
    assert analysis_module.turn_budget(10**6) == analysis_module.MIN_BUDGET
