"""The play scene turns an oracle when the engine's effects say an action turned it (R35,
R36): the pointer turns and glows; an undo (R40) carries no effects to show, and the oracle
points back at once, without a glow."""

from __future__ import annotations

import random

import pygame

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


def test_an_oracle_turns_by_the_effects_and_an_undo_points_it_back_at_once(
    driver: Driver,
) -> None:
    game, action, turned = a_move_that_turns_an_oracle()
    seats = [Seat(None, colour) for colour in game.players]
    play = PlayScene(driver.app.ctx, driver.app.flow.local_table(Match(game, seats)))
    driver.app.stack.reset(play)
    driver.frames(2)
    sprites = play.pane.sprites
    oracle = sprites.oracles.oracles[turned.oracle]
    start, target = oracle.angle, game.oracle_target(turned.oracle)
    assert oracle.turn is None and sprites.oracles.glows() == []
    assert play.apply(action)
    driver.frames(1)
    assert oracle.turn is not None and oracle.goal != start
    assert [g.oracle.space for g in sprites.oracles.glows()] == [turned.oracle]
    driver.key(pygame.K_z, pygame.KMOD_CTRL)  # R40: taken back
    driver.frames(1)
    assert play.table.match.game.oracle_target(turned.oracle) == target
    assert oracle.turn is None and oracle.angle == start and sprites.oracles.glows() == []
