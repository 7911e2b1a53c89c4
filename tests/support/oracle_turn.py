"""A position where the next move turns an oracle (R35, R36), shown by the real play
scene."""

from __future__ import annotations

import random

from mg.dev.driver import Driver
from mg.engine import Action, Game, OracleTurned
from mg.engine.enums import Phase
from mg.match import Match
from mg.scenes.play.scene import PlayScene
from mg.store.seats import Seat


def a_move_that_turns_an_oracle() -> tuple[Game, Action, OracleTurned]:
    """A random game played until an action of the turn would turn an oracle; the game
    before it, the action, and the effect the engine says it has."""
    rng = random.Random(1)
    game = Game.new(["yellow", "red"], seed=1)
    while True:
        if game.phase != Phase.ORACLES:
            for action in game.legal_actions():
                effects = game.copy().apply(action)
                turned = [e for e in effects if isinstance(e, OracleTurned)]
                if turned:
                    return game, action, turned[0]
        game.apply(rng.choice(game.legal_actions()))


def before_the_turn(driver: Driver) -> tuple[PlayScene, Action, OracleTurned]:
    """The real play scene of `a_move_that_turns_an_oracle`'s game, shown, the move to
    come."""
    game, action, turned = a_move_that_turns_an_oracle()
    seats = [Seat(None, colour) for colour in game.players]
    play = PlayScene(driver.app.ctx, driver.app.flow.local_table(Match(game, seats)))
    driver.app.stack.reset(play)
    driver.frames(2)
    return play, action, turned
