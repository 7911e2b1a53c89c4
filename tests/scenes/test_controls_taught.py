"""F1's Controls page lists every key the game teaches elsewhere : the
click or Space that fast-forwards the computer players, and B for Show board on the final
score table."""

from __future__ import annotations

import pygame

from mg.dev.driver import Driver
from mg.engine import Game
from mg.scenes.overlays.help import HelpScene
from mg.scenes.play.scene import PlayScene
from mg.scenes.scoring.scene import ScoringScene
from mg.store.session import Session
from mg.text.i18n import t
from tests.support.controls import BUTTON_KEY, controls_shown, key_names
from tests.support.screen_text import run_until


def listed_keys(driver: Driver) -> dict[str, str]:
    """F1's Controls page: each key listed, and what the page says it does (then closed)."""
    driver.key(pygame.K_F1)
    shown = controls_shown(driver.top_as(HelpScene))
    driver.key(pygame.K_ESCAPE)
    return {key: " ".join(what.split()) for keys, what in shown.items() for key in key_names(keys)}


def finished_game() -> Game:
    game = Game.new(["yellow", "orange"], seed=5, rounds=8)
    while game.phase != "over":
        game.apply(game.legal_actions()[-1])
    return game


def test_space_fast_forwarding_the_bots_is_on_the_controls_page(driver: Driver) -> None:
    driver.app.ctx.settings.ask_idle_end = False
    driver.press("players-2")
    driver.press("kind-0")  # yellow: a computer player
    driver.start_game()
    play = driver.top_as(PlayScene)

    def bot_acts() -> bool:
        if driver.top is play and play.bot_level() is None:
            driver.key(pygame.K_e)  # the human ends their actions, then their turn
        return driver.top is play and play.bot_level() is not None

    run_until(driver, bot_acts)
    driver.key(pygame.K_SPACE)
    assert play.fast_forward  # what the board's note teaches: Space fast-forwards
    listed = listed_keys(driver)
    assert listed.get("Space") == " ".join(t("control.17.what").split())
    assert "Click" in listed


def test_b_for_show_board_is_on_the_controls_page(driver: Driver) -> None:
    assert driver.app.flow.resume(Session(finished_game(), driver.app.flow.setup.seats)) is None
    scoring = driver.top_as(ScoringScene)
    named = BUTTON_KEY.search(scoring.buttons["board"].text)
    assert named is not None and named.group(1) == "B"
    driver.key(pygame.K_b)
    assert scoring.board_shown  # B shows the board, as its button says
    listed = listed_keys(driver)
    assert listed.get("B") == " ".join(t("control.18.what").split())
