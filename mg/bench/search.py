"""How fast the hard bot searches: positions weighed a CPU second (each weighed position is
one call of the evaluation), over fixed mid-game positions, with a clock that counts its own
readings instead of the time, so every run does the same search and only its speed varies."""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager

import mg.ai.plans
import mg.ai.search
from mg.ai import make_bot
from mg.ai.evaluate import evaluate
from mg.engine import Game

TICK = 2e-5  # what the counting clock advances at each reading


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

    modules = (mg.ai.plans, mg.ai.search)
    for module in modules:
        setattr(module, "evaluate", counting)  # noqa: B010
    try:
        yield
    finally:
        for module in modules:
            setattr(module, "evaluate", evaluate)  # noqa: B010


def run(budget: float = 0.15) -> dict[str, float]:
    games, calls = positions(), [0]
    start = time.process_time()
    with counted(calls):
        for k, game in enumerate(games):
            make_bot("hard", seed=k, budget=budget, clock=CountingClock()).plan_turn(game)
    cpu = time.process_time() - start
    return {"positions": len(games), "nodes": calls[0], "cpu_s": cpu, "nodes_per_s": calls[0] / cpu}


def report(budget: float = 0.15) -> None:
    r = run(budget)
    print(
        f"search, hard bot on {r['positions']:.0f} fixed positions (a counting clock, "
        f"budget {budget:g}): {r['nodes']:.0f} positions weighed in {r['cpu_s']:.2f} CPU s, "
        f"{r['nodes_per_s']:.0f} a second"
    )
