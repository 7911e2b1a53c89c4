"""The bots' arena: 2-player and 4-player pairings with rotating seats, against each other
and against the bench's own yardsticks, written apart from the bots: a flat Monte Carlo
player (mg/bench/flat_mc.py) and a determinized MCTS player (mg/bench/det_mcts.py). Prints
win rates with 95% Wilson intervals, mean scores, oracles held at the end and think times
(on the clock the players were given: the wall clock, or the process's CPU time)."""

from __future__ import annotations

import json
import math
import statistics
import time
from collections.abc import Iterable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass, field
from typing import Any, Protocol

from mg.ai import make_bot
from mg.bench.det_mcts import DeterminizedMCTS
from mg.bench.flat_mc import FlatMonteCarlo
from mg.bench.timed import Clock
from mg.engine import Action, Game, Phase

COLOURS = ("yellow", "orange", "brown", "red")
TWO_PLAYER = (("hard", "flatmc"), ("hard", "mcts"), ("hard", "easy"))
FOUR_PLAYER = (("mcts", "hard", "easy", "easy"),)
TARGETS = {
    ("hard", "flatmc"): 0.80,
    ("hard", "mcts"): 0.70,
    ("hard", "easy"): 0.90,
    ("expert", "flatmc"): 0.80,
    ("expert", "hard"): 0.65,
    ("flatmc", "hard", "easy", "easy"): 0.50,
    ("mcts", "hard", "easy", "easy"): 0.50,
}


class Player(Protocol):
    def plan_turn(self, game: Game) -> list[Action]: ...


#: What a player's time is read from: the wall clock, or the CPU time of the arena's process
#: (a turn then gets its budget of CPU whatever else the machine runs: on a shared, loaded
#: machine the results do not depend on the load).
CLOCKS: dict[str, Clock] = {"wall": time.perf_counter, "cpu": time.process_time}


def player(level: str, seed: int, budget: float, clock: Clock = time.perf_counter) -> Player:
    """A bot of `level`, or one of the bench's own yardsticks ("flatmc", "mcts")."""
    if level == "flatmc":
        return FlatMonteCarlo(seed=seed, budget=budget, clock=clock)
    if level == "mcts":
        return DeterminizedMCTS(seed=seed, budget=budget, clock=clock)
    return make_bot(level, seed=seed, budget=budget, clock=clock)


@dataclass
class Seat:
    """What one seat of one game came to."""

    level: str
    win: float  # 1 for a sole win, 1/k for a victory shared by k
    score: int
    oracles: int
    think: list[float] = field(default_factory=list)


def play(
    levels: tuple[str, ...], seed: int, budget: float, clock: str = "wall"
) -> tuple[list[Seat], Game]:
    """One game, levels in seat order, every player's time read from `clock` (a name of
    CLOCKS): what each seat came to, and the finished game (whose record the log keeps, so
    that a game lost can be replayed and analysed after the run)."""
    colours = list(COLOURS[: len(levels)])
    game = Game.new(colours, seed=seed)
    read = CLOCKS[clock]
    bots = {
        c: player(lv, seed * 10 + k, budget, read)
        for k, (c, lv) in enumerate(zip(colours, levels, strict=True))
    }
    think: dict[str, list[float]] = {c: [] for c in colours}
    while not game.is_over():
        colour = game.current_player or ""
        t0 = read()
        plan = bots[colour].plan_turn(game)
        if game.phase != Phase.ORACLES:
            think[colour].append(read() - t0)
        for action in plan:
            game.apply(action)
    winners = game.winners()
    held = [game.oracle_controller(o) for o in game.oracles()]
    seats = [
        Seat(
            lv, (1 / len(winners)) if c in winners else 0.0, game.score[c], held.count(c), think[c]
        )
        for c, lv in zip(colours, levels, strict=True)
    ]
    return seats, game


def rotated(levels: tuple[str, ...], i: int) -> tuple[str, ...]:
    """The i-th game's seating: the levels rotated i seats."""
    k = i % len(levels)
    return levels[k:] + levels[:k]


@dataclass(frozen=True)
class Finished:
    """One game of a run: its pairing, its index (seed 1000 + index, the seating rotated
    index seats), what each seat came to and the game's record (`Game.record()`)."""

    levels: tuple[str, ...]
    index: int
    seats: list[Seat]
    record: dict[str, Any]


def _job(args: tuple[tuple[str, ...], int, float, str]) -> Finished:
    levels, i, budget, clock = args
    seats, game = play(rotated(levels, i), seed=1000 + i, budget=budget, clock=clock)
    return Finished(levels, i, seats, game.record())


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def run(
    pairings: list[tuple[str, ...]],
    games: int,
    budget: float,
    workers: int,
    first: int = 0,
    log: str | None = None,
    clock: str = "wall",
) -> dict[tuple[str, ...], list[list[Seat]]]:
    """Games first..first+games-1 of every pairing, spread over `workers` processes; each
    finished game appended to the `log` file as one JSON line, if given."""
    jobs = [(levels, i, budget, clock) for levels in pairings for i in range(first, first + games)]
    results: dict[tuple[str, ...], list[list[Seat]]] = {p: [] for p in pairings}
    if workers <= 1:
        for finished in map(_job, jobs):
            keep(results, finished, log)
        return results
    with ProcessPoolExecutor(max_workers=workers) as pool:
        for finished in pool.map(_job, jobs):
            keep(results, finished, log)
    return results


def keep(
    results: dict[tuple[str, ...], list[list[Seat]]], finished: Finished, log: str | None
) -> None:
    """Record one game, and append it to the log file if any: its pairing, index, seats and
    record (the tables read the pairing and seats)."""
    results[finished.levels].append(finished.seats)
    if log:
        entry = {
            "levels": list(finished.levels),
            "game": finished.index,
            "seats": [asdict(s) for s in finished.seats],
            "record": finished.record,
        }
        with open(log, "a", encoding="utf-8") as out:
            out.write(json.dumps(entry) + "\n")


def read_logs(paths: Iterable[str]) -> dict[tuple[str, ...], list[list[Seat]]]:
    """The games in arena log files, by pairing (in order of first appearance)."""
    results: dict[tuple[str, ...], list[list[Seat]]] = {}
    for path in paths:
        with open(path, encoding="utf-8") as lines:
            for line in lines:
                if line.strip():
                    entry = json.loads(line)
                    seats = [Seat(**s) for s in entry["seats"]]
                    results.setdefault(tuple(entry["levels"]), []).append(seats)
    return results


def table(levels: tuple[str, ...], games: list[list[Seat]]) -> list[str]:
    """One pairing's lines: per level, wins, CI, mean score, oracles, think times."""
    lines = [
        f"{' + '.join(levels)}: {len(games)} games of {len(levels)} players, seats "
        f"rotating (target for {levels[0] if len(levels) == 2 else 'hard'}: "
        f">= {TARGETS.get(levels, 0):.0%})",
        f"  {'level':<8}{'seats':>6}{'wins':>7}{'rate':>6}{'95% CI':>11}{'score':>7}"
        f"{'oracles':>8}{'think med':>10}{'p95':>7}{'max':>7}",
    ]
    for level in dict.fromkeys(levels):
        seats = [s for g in games for s in g if s.level == level]
        wins = sum(s.win for s in seats)
        lo, hi = wilson(wins, len(seats))
        think = [t for s in seats for t in s.think] or [0.0]
        lines.append(
            f"  {level:<8}{len(seats):>6}{wins:>7.1f}{wins / len(seats):>6.0%}"
            f"{f'{lo:.0%}-{hi:.0%}':>11}{statistics.mean(s.score for s in seats):>7.1f}"
            f"{statistics.mean(s.oracles for s in seats):>8.2f}"
            f"{statistics.median(think):>9.2f}s{percentile(think, 0.95):>6.2f}s"
            f"{max(think):>6.2f}s"
        )
    return lines


def report(
    games: int,
    four: int | None = None,
    budget: float = 1.0,
    workers: int = 2,
    pairings: list[tuple[str, ...]] | None = None,
    first: int = 0,
    log: str | None = None,
    clock: str = "wall",
) -> None:
    """Play the arena and print its tables."""
    if pairings is None:
        pairings = [*TWO_PLAYER, *FOUR_PLAYER]
    started = time.perf_counter()
    for levels in pairings:
        n = games if len(levels) == 2 else (four if four is not None else games)
        results = run([levels], n, budget, workers, first, log, clock)
        print("\n".join(table(levels, results[levels])), flush=True)
    print(
        f"ai arena: budget {budget:g} s ({clock} clock) a turn for every player, "
        f"{workers} worker(s), {time.perf_counter() - started:.0f} s"
    )


def report_logs(paths: list[str]) -> None:
    """Print the tables of the games in arena log files."""
    for levels, games in read_logs(paths).items():
        print("\n".join(table(levels, games)), flush=True)
