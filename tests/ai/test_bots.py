"""The computer players: only legal actions, within their time budget, engine-only."""

from __future__ import annotations

import gc
import statistics
import subprocess
import sys
import time

import pytest

from mg.ai import LEVELS, make_bot
from mg.ai.bots import quick_end
from mg.engine import EndTurn, Game, PlaceOracle
from tests.support.clock import FakeClock

COLOURS = ["yellow", "orange", "brown", "red"]


def play_out(
    levels: list[str], seed: int, budget: float = 0.3, rounds: int = 8, fake: bool = False
) -> Game:
    """A whole game with a bot in every seat; every planned action must be legal. With
    `fake`, the bots think on fake clocks (deterministic and cheap)."""
    game = Game.new(COLOURS[: len(levels)], seed=seed, rounds=rounds)
    bots = {
        c: make_bot(level, seed=seed + k, budget=budget, clock=FakeClock() if fake else None)
        for k, (c, level) in enumerate(zip(game.players, levels, strict=True))
    }
    turns = 0
    while game.phase != "over":
        colour = game.current
        assert colour is not None
        plan = bots[colour].plan_turn(game)
        assert plan, "a bot always has something to do"
        ends = [k for k, a in enumerate(plan) if isinstance(a, EndTurn | PlaceOracle)]
        assert ends in ([], [len(plan) - 1]), plan  # one turn: its next is planned anew
        for action in plan:
            assert game.why_illegal(action) is None, (action, game.why_illegal(action))
            game.apply(action)
        if game.phase != "over" and not isinstance(plan[-1], EndTurn | PlaceOracle):
            assert game.current == colour  # an unfinished plan: the same bot goes on
        turns += 1
        assert turns < 400
    return game


@pytest.mark.parametrize("seed", range(6))
def test_easy_and_random_bots_play_only_legal_actions(seed: int) -> None:
    levels = [["easy", "random"], ["random", "easy", "easy"], ["easy"] * 4][seed % 3]
    game = play_out(levels, seed)
    assert game.phase == "over" and game.winners()


@pytest.mark.parametrize("seed", range(4))
def test_hard_and_expert_bots_play_only_legal_actions(seed: int) -> None:
    levels = [
        ["hard", "easy"],
        ["hard", "expert", "random"],
        ["hard", "easy", "hard", "random"],
        ["hard", "hard"],
    ][seed]
    game = play_out(levels, seed=seed, budget=0.05, rounds=12 if seed == 3 else 8, fake=True)
    assert game.phase == "over" and game.winners()


def test_the_easy_bot_plays_sensibly() -> None:
    """It founds cities, builds roads and markets, and finishes with more than it began
    (seed 4: the random bot's play changed when markets came to be listed once a place)."""
    game = Game.new(["yellow", "red"], seed=4)
    bots = {"yellow": make_bot("easy", 1), "red": make_bot("random", 2)}
    kinds: dict[str, int] = {}
    while game.phase != "over":
        colour = game.current
        assert colour is not None
        for action in bots[colour].plan_turn(game):
            if colour == "yellow":
                kinds[type(action).__name__] = kinds.get(type(action).__name__, 0) + 1
            game.apply(action)
    assert kinds.get("PlaceCity", 0) >= 3 and kinds.get("PlaceRoad", 0) >= 6
    assert kinds.get("BuildMarket", 0) >= 1
    assert game.score["yellow"] > 10 > game.score["red"]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_hard_bot_keeps_to_its_budget_and_uses_it(players: int) -> None:
    """On a fake clock: never past the budget (plus a few readings), and mostly more than
    half of it used (the search does not stop early and waste the player's time)."""
    game = Game.new(COLOURS[:players], seed=players)
    filler = make_bot("easy", 9)
    spans: list[float] = []
    while game.phase != "over" and game.round <= 5:
        if game.phase == "actions" and game.round >= 2 and not game.turn_actions:
            clock = FakeClock()
            make_bot("hard", 1, budget=0.1, clock=clock).plan_turn(game)
            spans.append(clock.now)
        for action in filler.plan_turn(game):
            game.apply(action)
    assert spans
    assert max(spans) <= 0.1 + 0.02  # a hundred readings, and never more than a few over
    assert statistics.median(spans) >= 0.05


def test_the_expert_thinks_three_times_the_budget() -> None:
    game = Game.new(["yellow", "red"], seed=2)
    filler = make_bot("easy", 9)
    while game.round < 3 or game.current != "yellow" or game.turn_actions:
        for action in filler.plan_turn(game):
            game.apply(action)
    hard, expert = FakeClock(), FakeClock()
    make_bot("hard", 1, budget=0.1, clock=hard).plan_turn(game)
    plan = make_bot("expert", 1, budget=0.1, clock=expert).plan_turn(game)
    assert isinstance(plan[-1], EndTurn)
    assert hard.now <= 0.1 + 0.02 < expert.now <= 0.3 + 0.02


@pytest.mark.parametrize("collecting", [True, False])
def test_the_garbage_collector_is_paused_while_a_bot_plans_then_left_as_it_was(
    collecting: bool,
) -> None:
    game = Game.new(["yellow", "red"], seed=4)
    while game.phase == "oracles":
        game.apply(make_bot("easy", 2).plan_turn(game)[0])
    readings: list[bool] = []

    class Watch(FakeClock):  # read all through the search: what the collector does then
        def __call__(self) -> float:
            readings.append(gc.isenabled())
            return super().__call__()

    was = gc.isenabled()
    (gc.enable if collecting else gc.disable)()
    try:
        make_bot("hard", 1, budget=0.1, clock=Watch()).plan_turn(game)
        assert gc.isenabled() == collecting
    finally:
        (gc.enable if was else gc.disable)()
    assert len(readings) > 50 and not any(readings)


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_the_search_is_freed_before_the_collector_resumes(level: str) -> None:
    """Freed after, the collector's first pass would walk every object the search left (at
    3 s a turn a tenth of the budget): here a pass may only find what a position holds (the
    tree of this short search alone leaves over 12,000 objects)."""
    game = Game.new(["yellow", "red"], seed=4)
    filler = make_bot("easy", 9)
    while game.round < 4:
        for action in filler.plan_turn(game):
            game.apply(action)
    young: list[int] = []

    def watch(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            young.append(gc.get_count()[0])

    was = gc.isenabled()
    gc.enable()
    gc.callbacks.append(watch)
    try:
        make_bot(level, 1, budget=0.3, clock=FakeClock()).plan_turn(game)
    finally:
        gc.callbacks.remove(watch)
        (gc.enable if was else gc.disable)()
    assert max(young, default=0) < 4000, young


def test_a_real_clock_is_the_default() -> None:
    bot = make_bot("hard", 1, budget=0.05)
    assert bot.clock is time.perf_counter


def test_quick_end_finishes_a_turn_legally() -> None:
    game = Game.new(["yellow", "red"], seed=1)
    while game.phase == "oracles":
        game.apply(game.legal_actions()[0])
    for action in quick_end(game):
        game.apply(action)
    assert game.phase == "actions" and not game.turn_actions  # the next player's turn


def test_unknown_levels_are_refused() -> None:
    assert {"random", "easy", "hard", "expert"} <= set(LEVELS)  # (a new level may join)
    with pytest.raises(ValueError, match="unknown bot level"):
        make_bot("grandmaster")


@pytest.mark.system
def test_bots_never_import_pygame() -> None:
    code = (
        "import sys, mg.ai, mg.ai.worker; "
        "bad = [m for m in sys.modules if m.split('.')[0] in ('pygame', 'pygame_gui')]; "
        "sys.exit(1 if bad else 0)"
    )
    assert subprocess.run([sys.executable, "-c", code]).returncode == 0
