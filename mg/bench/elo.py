"""The bot levels' strengths on one Elo scale, from the arena's logged games (round-robin
pairings): every game is split into the results of its pairs of seats (a winner beats a
non-winner, else the higher score wins, equal scores draw: mg/ai/rating.py's `result`), a
game of n players weighing each pair 1/(n - 1), and the Bradley-Terry strengths that make
those results likeliest (Hunter's MM iterations) are put on Elo's scale with one level fixed
(easy at 1000). Each pair of levels that met is given one drawn game besides, so a level
that won every game still has a finite rating. The 95 % intervals come from refitting on
games drawn again with replacement (the bootstrap)."""

from __future__ import annotations

import math
import random
from collections import defaultdict
from collections.abc import Sequence

from mg.ai.rating import SPREAD, result
from mg.bench.ai import Seat

ANCHOR, ANCHOR_ELO = "easy", 1000.0
Pairs = dict[tuple[str, str], tuple[float, float]]  # (a, b) -> (a's points against b, games)


def pair_results(games: Sequence[list[Seat]]) -> Pairs:
    """Each ordered pair of levels: the points the first took from the second, and the
    games they met in (weighted 1/(n - 1) in a game of n players)."""
    out: dict[tuple[str, str], list[float]] = defaultdict(lambda: [0.0, 0.0])
    for seats in games:
        weight = 1.0 / (len(seats) - 1)
        for a in seats:
            for b in seats:
                if a is b or a.level == b.level:
                    continue
                points = result((a.score, a.win > 0), (b.score, b.win > 0))
                entry = out[(a.level, b.level)]
                entry[0] += weight * points
                entry[1] += weight
    return {pair: (p, n) for pair, (p, n) in out.items()}


def strengths(pairs: Pairs, rounds: int = 2000) -> dict[str, float]:
    """The Elo ratings that fit the pairs' results best (ANCHOR at ANCHOR_ELO when it
    played, else the mean at ANCHOR_ELO); one drawn game added to every pair that met."""
    levels = sorted({lv for pair in pairs for lv in pair})
    wins = {lv: 0.0 for lv in levels}
    met: dict[tuple[str, str], float] = {}
    for (a, b), (points, games) in pairs.items():
        wins[a] += points + 0.5
        met[(a, b)] = games + 1.0
    pi = {lv: 1.0 for lv in levels}
    for _ in range(rounds):
        new = {}
        for a in levels:
            denominator = sum(n / (pi[a] + pi[b]) for (x, b), n in met.items() if x == a)
            new[a] = wins[a] / denominator if denominator else pi[a]
        mean = math.exp(sum(math.log(v) for v in new.values()) / len(new))
        change = max(abs(math.log(new[lv] / pi[lv])) for lv in levels)
        pi = {lv: v / mean for lv, v in new.items()}
        if change < 1e-10:
            break
    elo = {lv: SPREAD * math.log10(v) for lv, v in pi.items()}
    shift = ANCHOR_ELO - (elo[ANCHOR] if ANCHOR in elo else sum(elo.values()) / len(elo))
    return {lv: v + shift for lv, v in elo.items()}


def intervals(
    games: Sequence[list[Seat]], draws: int = 200, seed: int = 1
) -> dict[str, tuple[float, float]]:
    """Each level's 95 % interval, by refitting on the games drawn again `draws` times."""
    rng = random.Random(seed)
    samples: dict[str, list[float]] = defaultdict(list)
    for _ in range(draws):
        again = [games[rng.randrange(len(games))] for _ in games]
        for level, value in strengths(pair_results(again), rounds=300).items():
            samples[level].append(value)
    out = {}
    for level, values in samples.items():
        values.sort()
        out[level] = (values[int(0.025 * len(values))], values[int(0.975 * len(values)) - 1])
    return out


def ladder(games: Sequence[list[Seat]], draws: int = 200) -> list[str]:
    """The table's lines: every level, strongest first, its Elo and 95 % interval."""
    elo = strengths(pair_results(games))
    spread = intervals(games, draws) if draws else {}
    lines = [
        f"Elo from {len(games)} games ({ANCHOR} = {ANCHOR_ELO:.0f}; 95 % intervals by "
        f"bootstrap over the games)",
        f"  {'level':<10}{'Elo':>7}{'95% interval':>16}",
    ]
    for level in sorted(elo, key=lambda lv: -elo[lv]):
        lo, hi = spread.get(level, (math.nan, math.nan))
        lines.append(f"  {level:<10}{elo[level]:>7.0f}{f'{lo:.0f}-{hi:.0f}':>16}")
    return lines
