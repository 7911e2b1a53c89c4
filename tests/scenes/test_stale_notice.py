"""A notice belongs to the moment it was said : saved at the start of the
last round as "Final round", then played to the end, the "Game over" menu and the main menu
still said "Saved as 'Final round'." as if the finished game had been saved there."""

from __future__ import annotations

import pygame
import pytest

from mg.dev.driver import Driver
from mg.engine import Game
from mg.scenes.overlays.pause import PauseScene
from mg.scenes.overlays.save_dialog import SaveScene
from mg.scenes.play.scene import PlayScene
from mg.store.session import Session
from mg.text.i18n import t
from tests.support.screen_text import run_until, texts_drawn


def last_round(rounds: int = 8) -> Game:
    """A two-player game at the start of its last round."""
    game = Game.new(["yellow", "orange"], seed=3, rounds=rounds)
    while not (game.round == rounds and game.phase == "actions" and not game.turn_actions):
        game.apply(game.legal_actions()[-1])
    return game


def test_saved_as_is_not_said_again_after_the_game_moved_on(
    driver: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    driver.app.ctx.settings.ask_idle_end = False  # E ends the actions at once
    assert driver.app.flow.resume(Session(last_round(), driver.app.flow.setup.seats)) is None
    driver.wait_for("play")
    driver.key(pygame.K_ESCAPE)
    driver.press("save")
    driver.top_as(SaveScene).entry.set_text("Final round")
    driver.press("save")
    saved = t("save.saved_as", name="Final round")
    driver.top_as(PauseScene)
    assert saved in texts_drawn(driver, monkeypatch)  # said at its moment
    driver.press("resume")
    play = driver.top_as(PlayScene)

    def over() -> bool:
        if driver.top is play and play.game.phase in ("actions", "market"):
            driver.key(pygame.K_e)  # end actions, then end turn, for each player
        return driver.top_name == "scoring"

    run_until(driver, over, limit=600)
    driver.key(pygame.K_ESCAPE)
    assert driver.top_as(PauseScene).board is not None  # the "Game over" menu
    assert saved not in texts_drawn(driver, monkeypatch)
    driver.press("menu")
    assert driver.top_name == "menu"
    assert saved not in texts_drawn(driver, monkeypatch)


def test_saved_as_is_not_said_in_the_next_pause_menu(
    driver: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    driver.start_game()
    driver.key(pygame.K_ESCAPE)
    driver.press("save")
    name = driver.top_as(SaveScene).entry.get_text()
    driver.press("save")
    saved = t("save.saved_as", name=name)
    assert saved in texts_drawn(driver, monkeypatch)
    driver.key(pygame.K_ESCAPE)  # back to the game
    driver.top_as(PlayScene)
    driver.key(pygame.K_ESCAPE)
    driver.top_as(PauseScene)
    assert saved not in texts_drawn(driver, monkeypatch)
