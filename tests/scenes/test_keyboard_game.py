"""The keyboard alone plays a whole 2-player game through the real scenes: the menu's
buttons by Tab and Enter, the oracles and every turn's pieces by Tab to a target the engine
gives and Enter, a draw by D and the arrows, the market phase, the scoring and the score
table. No mouse event is posted."""

from __future__ import annotations

import pygame

from mg.dev.driver import Driver
from mg.engine import BuildMarket, Draw, Phase, SellMarket
from mg.scenes.board.setup import SetupScene
from mg.scenes.play.scene import PlayScene
from tests.support.keys_only import press_by_keys
from tests.support.whole_game import play_whole_game

TURN_LIMIT = 40  # key presses a turn may take


def place_by_tab(driver: Driver, play: PlayScene) -> bool:
    """Tab to the first target of the tool in hand and press Enter: True when the engine
    took a piece there."""
    before = len(play.game.turn_actions)
    if not play.key_targets():
        return False  # the engine allows this tool nowhere now
    driver.key(pygame.K_TAB)
    assert play.cursor.active and play.cursor.space in play.key_targets()
    driver.key(pygame.K_RETURN)
    return len(play.game.turn_actions) > before


def keyboard_turn(driver: Driver, draw: bool) -> None:
    """A turn: a road and a city by Tab and Enter (a draw by D, the arrows and Enter when
    `draw`), E; a market by Tab and Enter if one may be built, E."""
    play = next(s for s in driver.app.stack.scenes if isinstance(s, PlayScene))
    game = play.game  # (the turn's banner may be up: the first key closes it and acts)
    colour = game.current
    place_by_tab(driver, play)
    driver.key(pygame.K_c)
    place_by_tab(driver, play)
    if draw and any(isinstance(a, Draw) for a in game.legal_actions()):
        driver.key(pygame.K_d)
        assert driver.top_name == "draw"
        driver.key(pygame.K_RIGHT)  # another split, by the arrows
        driver.key(pygame.K_RETURN)
    if game.current == colour and game.phase == Phase.ACTIONS:
        driver.key(pygame.K_e)
        if driver.top_name == "confirm":  # nothing done: asked first, the keys answer
            driver.key(pygame.K_LEFT)
            driver.key(pygame.K_RETURN)
    assert game.phase in (Phase.MARKET, Phase.OVER) or game.current != colour
    if game.phase == Phase.MARKET and game.current == colour:
        if any(isinstance(a, BuildMarket | SellMarket) for a in game.legal_actions()):
            place_by_tab(driver, play)
        driver.key(pygame.K_e)  # End turn
    shown = ("play", "banner", "scoring")
    driver.until(lambda: driver.top_name in shown, TURN_LIMIT, "the next turn")


def oracle_by_keys(driver: Driver, setup: SetupScene) -> None:
    """Tab to a village R4 allows an oracle on, Enter."""
    oracles = len(setup.game.oracles())
    driver.key(pygame.K_TAB)
    assert setup.cursor.space in setup.targets()
    driver.key(pygame.K_RETURN)
    assert len(setup.game.oracles()) == oracles + 1


def test_the_keyboard_alone_plays_a_whole_two_player_game(driver: Driver) -> None:
    play_whole_game(driver, press_by_keys, oracle_by_keys, keyboard_turn)
