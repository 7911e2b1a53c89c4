"""How long the analysis of a whole game takes (its budget: a 2-player 12-round
game in at most 60 s on a 2-core machine), measured as the game runs it: in the bots'
worker process (`mg.ai.analysis.Analyser`), polled once a frame at 60 frames a second.

    python tools/analysis_time.py [--players 2] [--rounds 12] [--seed 5] [--budget S]

The game judged is played by easy bots from `--seed`. Prints the wall time from the first
job to the result (the worker's start included) and the frames polled meanwhile."""

from __future__ import annotations

import argparse
import time

from mg.ai.analysis import Analyser
from mg.ai.bot_pool import BotPool
from mg.ai.bots import make_bot
from mg.engine import COLOURS, Game


def bot_game(players: int, rounds: int, seed: int) -> Game:
    game = Game.new(list(COLOURS[:players]), seed=seed, rounds=rounds)
    bots = {c: make_bot("easy", seed=seed + i) for i, c in enumerate(game.players)}
    while not game.is_over():
        for action in bots[game.player_to_act].plan_turn(game):
            game.apply(action)
    return game


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--rounds", type=int, default=12)
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--budget", type=float, default=None, help="seconds a turn")
    args = parser.parse_args()
    game = bot_game(args.players, args.rounds, args.seed)
    pool = BotPool()
    analyser = Analyser(game, pool, budget=args.budget)
    start = time.perf_counter()
    analyser.start()
    frames = 0
    while not analyser.poll():
        time.sleep(1 / 60)
        frames += 1
    took = time.perf_counter() - start
    pool.shutdown()
    result = analyser.result
    points = result.turning_points() if result else []
    print(
        f"{args.players} players, {args.rounds} rounds: {analyser.total} turns judged at "
        f"{analyser.budget:.2f} s a turn in {took:.1f} s ({frames} frames polled); "
        f"{len(points)} turning points; failed: {analyser.failed}"
    )


if __name__ == "__main__":
    main()
