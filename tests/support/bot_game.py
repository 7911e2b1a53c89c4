"""A two-player game against a computer player, played on until the bot acts in a phase."""

from __future__ import annotations

import pygame

from mg.dev.driver import Driver
from mg.scenes.play.scene import PlayScene
from tests.support.screen_text import run_until


def bot_then_human(driver: Driver) -> PlayScene:
    """A two-player game: yellow a computer player (easy), orange a human."""
    driver.app.ctx.settings.ask_idle_end = False  # passes at once (20.2: test_idle_end)
    driver.press("players-2")
    driver.press("kind-0")
    driver.press("start")
    driver.press("random")
    driver.wait_for("play", limit=3000)
    return driver.top_as(PlayScene)


def until_bot_acts(driver: Driver, play: PlayScene, phase: str) -> None:
    """Play on (the human ends each turn at once) until the bot acts in `phase`."""
    game = play.game

    def bot_in_phase() -> bool:
        if driver.top is play and play.bot_level() is None:
            driver.key(pygame.K_e)  # the human: end actions, then end turn
        return driver.top is play and play.bot_level() is not None and game.phase == phase

    run_until(driver, bot_in_phase)
