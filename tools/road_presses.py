"""How many presses of R/F a player needs to turn the road ghost to the road they want, before
and after the ghost's ranking, and what working out a road's effect costs per hover:
python tools/road_presses.py [--games N] [--level easy|hard]

Seeded games are played by bots (a counting clock makes them repeatable); for every road a
bot lays, the ghost is offered on its space as the play scene offers it — the old way (keep
the last ends if legal here, else the first legal one of the same shape; R cycles the legal
ones in the engine's order) and the new way (`rank_ends`, with the shape last laid) — and the
fewest R/F presses from the offer to the bot's ends are counted."""

from __future__ import annotations

import argparse
import itertools
import sys
import time
from collections import Counter, deque
from collections.abc import Callable, Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from mg.ai.bots import make_bot  # noqa: E402
from mg.engine import COLOURS, Game, PlaceRoad, road_shape  # noqa: E402
from mg.scenes.play.road_choice import Ends, flipped, rank_ends, rotated  # noqa: E402
from mg.text.road_effect import road_effect  # noqa: E402

Moves = Callable[[Ends], list[Ends]]


def old_offer(options: Sequence[Ends], last: Ends) -> Ends:
    """The ghost's ends on entering a space before the ghost ranked them."""
    if last in options:
        return last
    same = [e for e in options if road_shape(e) == road_shape(last)]
    return (same or list(options))[0]


def old_moves(options: Sequence[Ends]) -> Moves:
    """R and F before the ranking: R cycles the legal ends in the engine's order, F takes the
    first legal one of the other shape (else the other shape keeping the first end)."""

    def moves(ends: Ends) -> list[Ends]:
        k = options.index(ends) if ends in options else -1
        want = "curved" if road_shape(ends) == "straight" else "straight"
        same = [e for e in options if road_shape(e) == want]
        a = ends[0]
        b = (a + 3) % 6 if want == "straight" else (a + 2) % 6
        return [options[(k + 1) % len(options)], same[0] if same else (min(a, b), max(a, b))]

    return moves


def new_moves(ranked: Sequence[Ends]) -> Moves:
    """R and F now: R cycles the ranked legal ends, F the likeliest of the other shape."""
    return lambda ends: [rotated(ranked, ends, 1), flipped(ranked, ends)]


def presses(start: Ends, goal: Ends, moves: Moves, r_only: bool = False) -> int:
    """The fewest presses of R or F (or of R alone) from `start` to `goal`."""
    seen, queue = {start}, deque([(start, 0)])
    while queue:
        ends, n = queue.popleft()
        if ends == goal:
            return n
        for nxt in moves(ends)[: 1 if r_only else 2]:
            if nxt not in seen:
                seen.add(nxt)
                queue.append((nxt, n + 1))
    raise AssertionError(f"{goal} cannot be reached from {start}")


class Tally:
    """Presses before and after, and the time of the ranking and of the effect."""

    def __init__(self) -> None:
        self.before: Counter[int] = Counter()
        self.after: Counter[int] = Counter()
        self.before_r: Counter[int] = Counter()  # with R alone
        self.after_r: Counter[int] = Counter()
        self.rank_seconds = self.effect_seconds = 0.0
        self.effects = 0

    def road(self, game: Game, action: PlaceRoad, last: Ends, shape: str | None) -> None:
        """Count one road the bot lays in `game` (before it is laid)."""
        options = [
            a.ends
            for a in game.legal_actions()
            if isinstance(a, PlaceRoad) and a.space == action.space
        ]
        offer, goal = old_offer(options, last), action.ends
        self.before[presses(offer, goal, old_moves(options))] += 1
        self.before_r[presses(offer, goal, old_moves(options), r_only=True)] += 1
        start = time.perf_counter()
        ranked = rank_ends(game, action.space, options, shape)
        self.rank_seconds += time.perf_counter() - start
        self.after[presses(ranked[0], goal, new_moves(ranked))] += 1
        self.after_r[presses(ranked[0], goal, new_moves(ranked), r_only=True)] += 1
        start = time.perf_counter()
        road_effect(game, action)  # one copy of the game, the road played on it
        self.effect_seconds += time.perf_counter() - start
        self.effects += 1


def play(seed: int, level: str, tally: Tally) -> None:
    """One seeded game of 2-4 bots; every road laid is counted."""
    players = list(COLOURS[: 2 + seed % 3])
    game = Game.new(players, seed=seed)
    ticks = itertools.count()
    bots = {
        c: make_bot(level, seed=seed * 10 + i, budget=0.2, clock=lambda: next(ticks) * 1e-4)
        for i, c in enumerate(players)
    }
    last: dict[str, Ends] = {c: (0, 3) for c in players}
    shape: dict[str, str | None] = {c: None for c in players}
    while game.phase != "over":
        me = game.current_player
        assert me is not None
        for action in bots[me].plan_turn(game):
            if game.why_illegal(action) is not None:
                break
            if isinstance(action, PlaceRoad):
                tally.road(game, action, last[me], shape[me])
                last[me], shape[me] = action.ends, road_shape(action.ends)
            game.apply(action)


def share(counts: Counter[int]) -> str:
    """ "0: 41 % · 1: 30 % · 2: 19 % · 3+: 10 % · mean 1.0"."""
    total = sum(counts.values())
    cells = [counts[0], counts[1], counts[2], sum(v for k, v in counts.items() if k >= 3)]
    mean = sum(k * v for k, v in counts.items()) / total
    parts = [
        f"{label}: {100 * n / total:.0f} %"
        for label, n in zip(("0", "1", "2", "3+"), cells, strict=True)
    ]
    return " · ".join(parts) + f" · mean {mean:.2f} (max {max(counts)})"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="tools/road_presses.py")
    parser.add_argument("--games", type=int, default=20, help="seeded games (default 20)")
    parser.add_argument(
        "--level",
        choices=("easy", "hard"),
        default="easy",
        help="the bots whose roads are counted (default easy)",
    )
    args = parser.parse_args(argv)
    if args.games < 1:
        parser.error("--games must be at least 1")
    tally = Tally()
    for seed in range(args.games):
        play(seed, args.level, tally)
    n = tally.effects
    print(f"{n} roads laid by {args.level} bots in {args.games} games (2-4 players)")
    print(f"fewest R/F presses before: {share(tally.before)}")
    print(f"fewest R/F presses after:  {share(tally.after)}")
    print(f"R presses alone, before:   {share(tally.before_r)}")
    print(f"R presses alone, after:    {share(tally.after_r)}")
    print(
        f"per hover: ranking {1e6 * tally.rank_seconds / n:.0f} µs once per space entered; "
        f"effect {1e6 * tally.effect_seconds / n:.0f} µs and one copy of the game "
        "per orientation shown (then remembered for the board revision)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
