"""How fast the rules engine plays: complete random games per second, and the time of
`legal_actions()` over every position of those games."""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable

from mg.engine import Action, BuildMarket, Game, PlaceCity, PlaceRoad

PLAYERS = ["yellow", "orange", "brown", "red"]
Policy = Callable[[random.Random, list[Action]], Action]


def uniform(rng: random.Random, actions: list[Action]) -> Action:
    """Any legal action, all equally likely."""
    return rng.choice(actions)


def build_first(rng: random.Random, actions: list[Action]) -> Action:
    """A road or city whenever one is legal (kind first, then one of that kind), else any
    action: fills the board far more than `uniform`, whose choice is dominated by draws."""
    kinds: dict[type, list[Action]] = {}
    for a in actions:
        kinds.setdefault(type(a), []).append(a)
    builds = [k for k in (PlaceRoad, PlaceCity, BuildMarket) if k in kinds]
    if builds:
        return rng.choice(kinds[rng.choice(builds)])
    return rng.choice(actions)


POLICIES: dict[str, Policy] = {"uniform": uniform, "build-first": build_first}


def play_random(seed: int, policy: Policy) -> tuple[int, float]:
    """One complete random 4-player game; returns (steps, seconds)."""
    rng = random.Random(seed)
    start = time.perf_counter()
    g = Game.new(PLAYERS, seed=seed)
    steps = 0
    while not g.is_over():
        g.apply(policy(rng, g.legal_actions()))
        steps += 1
    return steps, time.perf_counter() - start


def time_legal_actions(seed: int, policy: Policy, samples: list[float]) -> None:
    """Replay a random game, timing legal_actions() in every position."""
    rng = random.Random(seed)
    g = Game.new(PLAYERS, seed=seed)
    clock = time.perf_counter
    while not g.is_over():
        g._st.invalidate()  # time the real work, not a cached answer
        t0 = clock()
        actions = g.legal_actions()
        samples.append(clock() - t0)
        g.apply(policy(rng, actions))


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def run(games: int = 50, policy: Policy = uniform) -> dict[str, float]:
    total_steps, total_time = 0, 0.0
    for seed in range(games):
        steps, seconds = play_random(seed, policy)
        total_steps += steps
        total_time += seconds
    samples: list[float] = []
    for seed in range(games):
        time_legal_actions(seed, policy, samples)
    return {
        "games": games,
        "games_per_s": games / total_time,
        "steps_per_game": total_steps / games,
        "legal_median_ms": statistics.median(samples) * 1000,
        "legal_p99_ms": percentile(samples, 0.99) * 1000,
        "legal_max_ms": max(samples) * 1000,
        "positions": len(samples),
    }


def report(games: int) -> None:
    for name, policy in POLICIES.items():
        r = run(games, policy)
        print(
            f"engine, {name} random play: {r['games']:.0f} complete 4-player games, "
            f"{r['steps_per_game']:.0f} actions per game"
        )
        print(f"  complete games per second: {r['games_per_s']:.1f}   (target >= 10)")
        print(
            f"  legal_actions() over {r['positions']:.0f} positions: "
            f"median {r['legal_median_ms']:.3f} ms (target <= 1), "
            f"p99 {r['legal_p99_ms']:.3f} ms (target <= 5), max {r['legal_max_ms']:.3f} ms"
        )
