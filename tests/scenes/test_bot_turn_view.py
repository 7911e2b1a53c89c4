"""During a computer player's turn the panel says a computer player acts (it
does not tell the human what to click), and a resting mouse still gets the place's name."""

from __future__ import annotations

import pygame
import pytest

from mg.dev.driver import Driver
from mg.text.i18n import t
from tests.support.bot_game import bot_then_human, until_bot_acts
from tests.support.screen_text import named_places, run_until, texts_drawn

REST_FRAMES = 30  # frames of 1/60 s: half a second, the mouse has rested


def test_during_a_bots_market_the_panel_says_a_computer_player_acts(
    driver: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    play = bot_then_human(driver)
    until_bot_acts(driver, play, "market")
    render = lambda: play.panel.render(play.panel_rect.size, play.legal())  # noqa: E731
    panel = texts_drawn(driver, monkeypatch, render)
    assert t("panel.bot_market") in panel
    assert t("panel.market_help_1") not in panel and t("panel.market_help_2") not in panel
    run_until(driver, lambda: driver.top is play and play.bot_level() is None)
    driver.key(pygame.K_e)  # the human ends their actions: their market
    assert play.game.phase == "market"
    panel = texts_drawn(driver, monkeypatch, render)  # the human's market
    assert t("panel.market_help_1") in panel and t("panel.bot_market") not in panel


def test_during_a_bots_turn_a_tooltip_names_the_place(
    driver: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    play = bot_then_human(driver)
    until_bot_acts(driver, play, "actions")
    space = named_places(play)[0]
    driver.move(play.space_point(space))
    driver.frames(REST_FRAMES)
    assert play.bot_level() is not None
    assert play.place_name(space) in texts_drawn(driver, monkeypatch)
    assert [text for text, _ in play.hover_lines() if text] == [play.place_name(space)]
