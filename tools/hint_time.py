"""How long a hint takes to come (its budget: at most a computer player's thinking time,
1 s), measured as the game asks for it: the hard bot planning in the bots' worker
(`mg.ai.bot_pool.BotRunner`, with the hint's share of the time), polled once a frame
at 60 frames a second.

    python tools/hint_time.py [--seed 11] [--think 1.0]

A hint is asked at the start of every other turn of a 2-player 12-round game played by
easy bots from `--seed`. Prints the hints' median, 95th percentile and longest wall time,
from the ask to the answer taken in."""

from __future__ import annotations

import argparse
import statistics
import time

from mg.ai.bot_pool import BotPool, BotRunner
from mg.ai.bots import make_bot
from mg.ai.hint_budget import HINT_LEVEL, HINT_SHARE, hint_budget
from mg.engine import COLOURS, Game


def hint_times(seed: int, think: float) -> list[float]:
    """The seconds each hint took, in the order asked."""
    game = Game.new(list(COLOURS[:2]), seed=seed, rounds=12)
    bots = {c: make_bot("easy", seed=seed + i) for i, c in enumerate(game.players)}
    pool = BotPool()
    runner = BotRunner(pool)
    took: list[float] = []
    try:
        turn = 0
        while not game.is_over():
            if turn % 2 == 0:
                start = time.perf_counter()
                runner.start(game, HINT_LEVEL, turn, hint_budget(think, pool.ready()))
                while runner.poll() is None:
                    time.sleep(1 / 60)
                took.append(time.perf_counter() - start)
            for action in bots[game.player_to_act].plan_turn(game):
                game.apply(action)
            turn += 1
    finally:
        pool.shutdown()
    return took


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--think", type=float, default=1.0, help="a computer player's seconds")
    args = parser.parse_args()
    took = sorted(hint_times(args.seed, args.think))
    p95 = took[max(0, round(0.95 * len(took)) - 1)]
    print(
        f"{len(took)} hints at {HINT_SHARE * args.think:.2f} s of thinking (the first, which "
        f"starts the worker, {hint_budget(args.think, False):.2f} s): median "
        f"{statistics.median(took):.3f} s, 95th percentile {p95:.3f} s, longest {took[-1]:.3f} s"
    )


if __name__ == "__main__":
    main()
