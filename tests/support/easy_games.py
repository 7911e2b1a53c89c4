"""Positions for the bots' tests: a game played by an easy bot up to a turn's start."""

from __future__ import annotations

from mg.ai.bots import make_bot
from mg.engine import Game


def easy_game_at(round_no: int) -> Game:
    """A 2-player game (yellow, red) played by one easy bot to the start of a turn in
    `round_no` (the same easy bot for every seat, so the position is the same every run)."""
    game = Game.new(["yellow", "red"], seed=4)
    filler = make_bot("easy", 9)
    while game.round < round_no or game.turn_actions:
        for action in filler.plan_turn(game):
            game.apply(action)
    return game
