"""Finished games with their whole record, for the statistics and the analysis:
random legal play from a seed, to the end."""

from __future__ import annotations

import random

from mg.engine import COLOURS, Game


def random_game(seed: int, players: int = 2, rounds: int = 8) -> Game:
    """A game of `players` (the first colours) played to its end by random legal actions."""
    rng = random.Random(seed)
    game = Game.new(list(COLOURS[:players]), seed=seed, rounds=rounds)
    while not game.is_over():
        game.apply(rng.choice(game.legal_actions()))
    return game
