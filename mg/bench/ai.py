"""The bots' arena: 2-player games with alternating seats; win rates with 95% confidence
intervals, and how long each level thinks per turn."""

from __future__ import annotations

import math
import statistics
import time
from concurrent.futures import ProcessPoolExecutor

from mg.ai import make_bot
from mg.engine import Game

SEATS = ("yellow", "red")
PAIRINGS = (("hard", "easy"), ("easy", "random"))
TARGETS = {("hard", "easy"): 0.70, ("easy", "random"): 0.90}


def play(first: str, second: str, seed: int) -> tuple[list[str], dict[str, list[float]]]:
    """One game, `first` in the first seat; the winning levels and each level's think
    times (seconds per turn)."""
    game = Game.new(list(SEATS), seed=seed)
    levels = dict(zip(SEATS, (first, second), strict=True))
    bots = {c: make_bot(levels[c], seed=seed * 10 + k) for k, c in enumerate(SEATS)}
    think: dict[str, list[float]] = {first: [], second: []}
    while game.phase != "over":
        colour = game.current or ""
        t0 = time.perf_counter()
        plan = bots[colour].plan_turn(game)
        think[levels[colour]].append(time.perf_counter() - t0)
        for action in plan:
            game.apply(action)
    return [levels[c] for c in game.winners()], think


def _job(args: tuple[str, str, int]) -> tuple[str, str, list[str], dict[str, list[float]]]:
    a, b, i = args
    first, second = (a, b) if i % 2 == 0 else (b, a)
    winners, think = play(first, second, seed=1000 + i)
    return a, b, winners, think


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def report(games: int, workers: int = 2) -> None:
    jobs = [(a, b, i) for a, b in PAIRINGS for i in range(games)]
    results: dict[tuple[str, str], list[int]] = {p: [0, 0, 0] for p in PAIRINGS}
    think: dict[str, list[float]] = {}
    started = time.perf_counter()
    with ProcessPoolExecutor(max_workers=workers) as pool:
        for a, b, winners, times in pool.map(_job, jobs):
            row = results[(a, b)]
            if len(winners) > 1:
                row[1] += 1
            elif winners[0] == a:
                row[0] += 1
            else:
                row[2] += 1
            for level, ts in times.items():
                think.setdefault(level, []).extend(ts)
    print(f"ai arena: {games} two-player games per pairing, seats alternating "
          f"({time.perf_counter() - started:.0f} s)")
    print(f"{'pairing':<16}{'wins':>6}{'ties':>6}{'losses':>8}{'win rate':>10}"
          f"{'95% CI':>16}{'target':>9}")
    for (a, b), (w, t, lost) in results.items():
        lo, hi = wilson(w, games)
        print(f"{a + ' vs ' + b:<16}{w:>6}{t:>6}{lost:>8}{w / games:>10.0%}"
              f"{f'{lo:.0%}-{hi:.0%}':>16}{f'>= {TARGETS[(a, b)]:.0%}':>9}")
    print(f"{'think per turn':<16}{'turns':>7}{'median':>10}{'p95':>10}{'max':>10}")
    for level in ("hard", "easy", "random"):
        ts = sorted(think.get(level, []))
        if ts:
            p95 = ts[min(len(ts) - 1, int(0.95 * len(ts)))]
            print(f"{level:<16}{len(ts):>7}{statistics.median(ts):>9.3f}s{p95:>9.3f}s"
                  f"{ts[-1]:>9.3f}s")
