"""The market phase says what is left and what a move is worth: after the one market action
of a turn (R28) the panel offers only End turn (or undo);
selling a fresh free market (R31) for 0 is legal (R34) and still offered, with a warning; a
city's tooltip names its owner as the log does (the player's name as shown)."""

from __future__ import annotations

import pygame
import pytest

from mg.dev.driver import Driver
from mg.engine import BuildMarket, EndActions, PlaceCity
from mg.scenes.play.scene import PlayScene
from mg.scenes.play.tooltips import WARN
from mg.sprites.layout import Space
from mg.sprites.paint import palette as pal
from mg.text.i18n import t
from tests.support.screen_text import texts_drawn

REST_FRAMES = 30  # half a second: the mouse has rested, the tooltip shows


def founded_then_market(driver: Driver) -> tuple[PlayScene, Space]:
    """A two-player game whose first player founds a city (its market comes free, R31) and
    ends the actions: their market phase, the new city's space."""
    driver.start_game()
    play = driver.top_as(PlayScene)
    game = play.game

    def founds_cleanly(space: Space) -> bool:
        if game.city_kind(space) != "found":
            return False
        twin = game.copy()
        twin.apply(PlaceCity(space))
        return twin.why_illegal(EndActions()) is None

    space = next(s for s in sorted(play.legal().cities) if founds_cleanly(s))
    driver.key(pygame.K_c)
    driver.click_space(space)
    assert game.cities().get(space) == game.current
    driver.key(pygame.K_e)
    assert game.phase == "market"
    return play, space


def panel_texts(driver: Driver, play: PlayScene, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    return texts_drawn(
        driver, monkeypatch, lambda: play.panel.render(play.panel_rect.size, play.legal())
    )


def test_after_the_market_action_the_panel_offers_only_end_turn(
    driver: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    play, _ = founded_then_market(driver)
    assert t("panel.market_help_1") in panel_texts(driver, play, monkeypatch)
    build = next(
        s for s in sorted(play.legal().build) if play.game.why_illegal(BuildMarket(s)) is None
    )
    driver.click_space(build)
    assert play.game.turn["market_done"]
    shown = panel_texts(driver, play, monkeypatch)
    assert t("panel.market_done_1") in shown and t("panel.market_done_2") in shown
    assert t("panel.market_help_1") not in shown
    driver.key(pygame.K_z, pygame.KMOD_CTRL)  # undone (R40): the market action is open again
    assert not play.game.turn["market_done"]
    assert t("panel.market_help_1") in panel_texts(driver, play, monkeypatch)


def test_a_market_worth_nothing_is_offered_for_sale_with_a_warning(driver: Driver) -> None:
    play, city = founded_then_market(driver)
    game = play.game
    assert city in play.legal().sell and game.market_value(city) == 0  # legal: R34
    driver.move((5, 5))  # off the board: nothing drawn over the tags
    driver.frames(2)
    tag = play.tooltips.tag_box(play.view, game.place_at(city) or city, t("hint.sell_tag", value=0))
    assert driver.app.screen.get_at((tag.x + 2, tag.centery))[:3] == WARN
    driver.move(play.space_point(city))
    driver.frames(REST_FRAMES)
    lines = play.hover_lines()
    assert (t("hint.sell", value=0), pal.WARN_INK) in lines  # in ink on the slip
    assert (t("hint.sell_nothing"), pal.WARN_INK) in lines


def test_a_citys_tooltip_names_its_owner_as_the_log_does(
    driver: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    play, city = founded_then_market(driver)
    owner = play.game.cities()[city]
    driver.move(play.space_point(city))
    driver.frames(REST_FRAMES)
    name = play.place_name(city)
    assert name in texts_drawn(driver, monkeypatch)
    assert play.match.seat_name(owner) in name  # "Player 1", as the log and hints say
    assert play.ctx.palette.colour_name(owner) not in name
