"""The arena and its yardstick: the flat Monte Carlo player plays legally within its budget,
seats rotate, wins are counted once per game, the intervals are right."""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest

import mg.bench.det_mcts
import mg.bench.flat_mc
import mg.bench.mc_phases
import mg.bench.mc_policy
from mg.bench.__main__ import LEVELS, main
from mg.bench.ai import play, read_logs, rotated, run, table, wilson
from mg.bench.det_mcts import DeterminizedMCTS
from mg.bench.flat_mc import FlatMonteCarlo
from mg.engine import Draw, EndTurn, Game, PlaceOracle
from tests.support.clock import FakeClock

YARDSTICKS = [FlatMonteCarlo, DeterminizedMCTS]
Yardstick = type[FlatMonteCarlo] | type[DeterminizedMCTS]


@pytest.mark.parametrize("kind", YARDSTICKS)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_yardsticks_play_legally_within_their_budget(players: int, kind: Yardstick) -> None:
    colours = ["yellow", "orange", "brown", "red"][:players]
    game = Game.new(colours, seed=players, rounds=8)
    clocks = {c: FakeClock() for c in colours}
    budget = 0.005  # a few playouts a decision: legality and the budget are what is tested
    bots = {c: kind(seed=k, budget=budget, clock=clocks[c]) for k, c in enumerate(colours)}
    while game.phase != "over":
        colour = game.current or ""
        before = clocks[colour].now
        plan = bots[colour].plan_turn(game)
        assert clocks[colour].now - before <= budget + 0.02  # a reading or two a decision
        for action in plan:
            assert game.why_illegal(action) is None
            game.apply(action)
        assert isinstance(plan[-1], EndTurn | PlaceOracle) or game.phase == "over"
    assert game.winners()


def past_the_oracles() -> Game:
    """A 2-player game at the first turn of round 1 (each oracle on the first place
    offered)."""
    game = Game.new(["yellow", "orange"], seed=7)
    while game.phase == "oracles":
        game.apply(game.legal_actions()[0])
    return game


def test_the_flat_yardstick_uses_its_budget_and_no_more() -> None:
    game = past_the_oracles()
    clock = FakeClock()
    bot = FlatMonteCarlo(seed=1, budget=0.1, clock=clock)
    plan = bot.plan_turn(game)
    assert 0.09 <= clock.now <= 0.1 + 0.005  # ~100 readings: nearly all of it, never more
    assert bot.samples >= 2 and bot.rollouts >= 2
    for action in plan:
        game.apply(action)


def test_the_mcts_yardstick_uses_its_budget_and_no_more() -> None:
    """It samples its own turns first, then iterates (a new turn, a rollout on this sample
    of the hidden cards) until its budget is spent."""
    game = past_the_oracles()
    clock = FakeClock()
    bot = DeterminizedMCTS(seed=1, budget=0.1, clock=clock)
    plan = bot.plan_turn(game)
    assert 0.09 <= clock.now <= 0.1 + 0.005
    assert bot.iterations >= 2
    assert isinstance(plan[-1], EndTurn)  # a whole turn
    for action in plan:
        game.apply(action)


@pytest.mark.parametrize("kind", YARDSTICKS)
def test_the_yardsticks_never_draw_in_the_last_round(kind: Yardstick) -> None:
    game = Game.new(["yellow", "orange"], seed=3, rounds=8)
    bots = {c: kind(seed=k, budget=0.02, clock=FakeClock()) for k, c in enumerate(game.players)}
    last: list[list[object]] = []
    while game.phase != "over":
        plan = bots[game.current or ""].plan_turn(game)
        if game.round == game.rounds:
            last.append(list(plan))
        for action in plan:
            game.apply(action)
    assert len(last) == 2  # R38: tiles drawn count no more than tiles left in the reserve
    assert not any(isinstance(a, Draw) for plan in last for a in plan)


@pytest.mark.parametrize(
    "module", [mg.bench.flat_mc, mg.bench.mc_phases, mg.bench.mc_policy, mg.bench.det_mcts]
)
def test_the_yardstick_is_independent_of_the_bots(module: object) -> None:
    source = Path(str(getattr(module, "__file__", ""))).read_text(encoding="utf-8")
    imported: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            imported.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            imported.add(node.module or "")
    assert "mg.engine" in imported
    ours = {name for name in imported if name.split(".")[0] == "mg"}
    yardsticks = {"mg.bench.flat_mc", "mg.bench.mc_phases", "mg.bench.mc_policy", "mg.bench.timed"}
    assert ours <= {"mg.engine", *yardsticks}, ours  # nothing of mg.ai


def test_seats_rotate_through_every_position() -> None:
    levels = ("flatmc", "hard", "easy", "easy")
    seatings = [rotated(levels, i) for i in range(4)]
    assert [s.index("hard") for s in seatings] == [1, 0, 3, 2]
    assert all(sorted(s) == sorted(levels) for s in seatings)


def test_a_game_gives_out_exactly_one_win() -> None:
    seats, _ = play(("random", "random", "random"), seed=4, budget=0.01)
    assert sum(s.win for s in seats) == pytest.approx(1.0)
    assert all(s.think for s in seats) and all(s.oracles >= 0 for s in seats)
    lines = table(("random", "random", "random"), [seats])
    assert "random" in lines[2] and len(lines) == 3


def test_wilson_intervals() -> None:
    lo, hi = wilson(70, 100)
    assert 0.60 < lo < 0.61 and 0.78 < hi < 0.79
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == 1.0
    assert wilson(0, 0) == (0.0, 1.0)


def refused(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    """What the command says when it refuses `argv` (it exits with 2, as argparse does)."""
    with pytest.raises(SystemExit) as caught:
        main(argv)
    assert caught.value.code == 2
    return capsys.readouterr().err


def test_bad_arena_arguments_are_refused(capsys: pytest.CaptureFixture[str]) -> None:
    said = refused(["ai", "--pairing", "hard,grandmaster"], capsys)
    assert "--pairing" in said and ", ".join(LEVELS) in said  # the levels it takes
    assert "--budget" in refused(["ai", "--budget", "0"], capsys)


def test_logged_games_give_back_the_same_tables(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    log = tmp_path / "arena.jsonl"
    levels = ("random", "random")
    played = run([levels], games=2, budget=0.01, workers=1, first=3, log=str(log))
    assert len(log.read_text().splitlines()) == 2
    assert read_logs([str(log)]) == played
    assert main(["tables", str(log)]) == 0
    assert capsys.readouterr().out.splitlines() == table(levels, played[levels])


def test_each_logged_game_can_be_replayed_from_its_record(tmp_path: Path) -> None:
    log = tmp_path / "arena.jsonl"
    played = run([("random", "easy")], games=2, budget=0.01, workers=1, first=3, log=str(log))
    entries = [json.loads(line) for line in log.read_text().splitlines()]
    assert [e["game"] for e in entries] == [3, 4]
    for entry, seats in zip(entries, played[("random", "easy")], strict=True):
        game = Game.from_record(entry["record"])
        assert game.is_over() and game.seed == 1000 + entry["game"]
        assert [game.score[c] for c in game.players] == [s.score for s in seats]


def test_first_picks_the_games_seed_and_seating() -> None:
    levels = ("random", "random", "easy")
    played = run([levels], games=1, budget=0.01, workers=1, first=5)[levels][0]
    assert [s.level for s in played] == list(rotated(levels, 5)) == ["easy", "random", "random"]
    again, _ = play(rotated(levels, 5), seed=1005, budget=0.01)
    assert [(s.win, s.score, s.oracles) for s in played] == [
        (s.win, s.score, s.oracles) for s in again
    ]  # think times aside, the same game


def test_unreadable_logs_are_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    broken = tmp_path / "broken.jsonl"
    broken.write_text('{"levels": ["hard"]}\n')
    missing = str(tmp_path / "missing.jsonl")
    assert "error: tables" in refused(["tables"], capsys)  # no log at all
    assert repr(missing) in refused(["tables", missing], capsys)  # the file it could not open
    assert "'seats'" in refused(["tables", str(broken)], capsys)  # the field it lacks
    assert "--first" in refused(["ai", "--first", "-1"], capsys)
