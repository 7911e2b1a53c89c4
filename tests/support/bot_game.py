"""Games against computer players through the menu: a two-player game played on until the
bot acts in a phase, and a human with three computer players."""

from __future__ import annotations

import pygame

from mg.dev.driver import Driver
from mg.scenes.play.scene import PlayScene
from tests.support.bots import InlineExecutor, plan_with
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


def human_and_three_bots(d: Driver) -> PlayScene:
    """A 4-player game: yellow a human, the others easy computer players (planning inline)."""
    d.app.ctx.settings.ask_idle_end = False  # passes at once (20.2: test_idle_end)
    plan_with(d.app, InlineExecutor())
    d.press("players-4")
    for seat in (1, 2, 3):
        d.press(f"kind-{seat}")
    d.press("start")
    d.press("random")
    d.wait_for("play", limit=3000)
    return d.top_as(PlayScene)
