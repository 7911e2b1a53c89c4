"""How fast and how well the hard bot searches, on fixed mid-game positions, with a clock
that counts its own readings instead of the time, so every run does the same search and
only its speed varies: positions weighed a CPU second (each weighed position is one call of
the evaluation), and the anytime check — the plans chosen at growing budgets, each judged
by one fixed referee (the plan played, then every player's greedy turns to the end of the
next round, and the evaluation there): more budget must play better over the positions."""

from __future__ import annotations

import random
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager

import mg.ai.plans
import mg.ai.search
import mg.ai.steps
import mg.ai.tree
from mg.ai import make_bot
from mg.ai.evaluate import evaluate, evaluate_all
from mg.ai.search import play_on
from mg.engine import Action, Game

TICK = 2e-5  # what the counting clock advances at each reading
BUDGETS = (0.002, 0.01, 0.05)  # the anytime check's budgets: 100 to 2,500 readings


class CountingClock:
    """A clock that advances TICK at each reading (so a budget is a number of readings)."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        self.now += TICK
        return self.now


def positions(count: int = 6) -> list[Game]:
    """Mid-game 2-player positions: easy bots play seed k to round 3 + k."""
    out = []
    for seed in range(count):
        g = Game.new(["yellow", "orange"], seed=seed)
        bots = {c: make_bot("easy", seed=seed) for c in g.players}
        while not g.is_over() and (g.round < 3 + seed or g.phase == "oracles"):
            for action in bots[g.current_player or ""].plan_turn(g):
                g.apply(action)
        out.append(g)
    return out


@contextmanager
def counted(calls: list[int]) -> Iterator[None]:
    """Count the evaluation's calls by the search while inside (the bench's own hook: the
    bots keep no counters)."""

    def counting(game: Game, colour: str) -> float:
        calls[0] += 1
        return evaluate(game, colour)

    def counting_all(game: Game) -> dict[str, float]:
        calls[0] += 1
        return evaluate_all(game)

    modules = (mg.ai.plans, mg.ai.search, mg.ai.steps)
    for module in modules:
        setattr(module, "evaluate", counting)  # noqa: B010
    setattr(mg.ai.tree, "evaluate_all", counting_all)  # noqa: B010
    try:
        yield
    finally:
        for module in modules:
            setattr(module, "evaluate", evaluate)  # noqa: B010
        setattr(mg.ai.tree, "evaluate_all", evaluate_all)  # noqa: B010


def run(budget: float = 0.15, level: str = "hard") -> dict[str, float]:
    games, calls = positions(), [0]
    start = time.process_time()
    with counted(calls):
        for k, game in enumerate(games):
            make_bot(level, seed=k, budget=budget, clock=CountingClock()).plan_turn(game)
    cpu = time.process_time() - start
    return {"positions": len(games), "nodes": calls[0], "cpu_s": cpu, "nodes_per_s": calls[0] / cpu}


def referee(game: Game, plan: Sequence[Action], seed: int = 0) -> float:
    """The plan's worth to the player who plays it: the plan, then every player's greedy
    turns to the end of the next round (the endgame: of the game), then the evaluation."""
    me = game.current_player or ""
    after = game.copy()
    for action in plan:
        after.apply(action)
    outcome, _ = play_on(after, float("inf"), random.Random(seed))
    return evaluate(outcome, me)


def anytime(
    budgets: Sequence[float] = BUDGETS, level: str = "hard", count: int = 6
) -> list[list[float]]:
    """The referee's value of the plan chosen at each budget, for each fixed position (the
    same bot seed at every budget, so a longer search starts as the shorter one did)."""
    out = []
    for k, game in enumerate(positions(count)):
        row = []
        for budget in budgets:
            plan = make_bot(level, seed=k, budget=budget, clock=CountingClock()).plan_turn(game)
            row.append(referee(game, plan))
        out.append(row)
    return out


def report(budget: float = 0.15) -> None:
    r = run(budget)
    print(
        f"search, hard bot on {r['positions']:.0f} fixed positions (a counting clock, "
        f"budget {budget:g}): {r['nodes']:.0f} positions weighed in {r['cpu_s']:.2f} CPU s, "
        f"{r['nodes_per_s']:.0f} a second"
    )
    values = anytime()
    print("anytime: the referee's value of the plan chosen at each budget (counting clock)")
    print("  position " + "".join(f"{b:>9g}" for b in BUDGETS))
    for k, row in enumerate(values):
        print(f"  {k:>8} " + "".join(f"{v:>9.2f}" for v in row))
    sums = [sum(col) for col in zip(*values, strict=True)]
    print("  total    " + "".join(f"{v:>9.2f}" for v in sums))
