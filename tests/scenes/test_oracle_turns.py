"""The play scene turns an oracle when the engine's effects say an action turned it (R35,
R36): the pointer turns and glows; an undo (R40) carries no effects to show, and the oracle
points back at once, without a glow."""

from __future__ import annotations

import pygame

from mg.dev.driver import Driver
from tests.support.oracle_turn import before_the_turn


def test_an_oracle_turns_by_the_effects_and_an_undo_points_it_back_at_once(
    driver: Driver,
) -> None:
    play, action, turned = before_the_turn(driver)
    game = play.game
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
