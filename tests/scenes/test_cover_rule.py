"""One situation, one rule: with a village still to cover, E is refused under the rule the
panel's "still cover" line and the village's tooltip cite (R23; R27 defers to "R23's
village check"), through a real click and a real key."""

from __future__ import annotations

import pygame
import pytest

from mg.dev.driver import Driver
from mg.engine import EndActions
from mg.scenes.play.legal import Legal
from mg.scenes.play.scene import PlayScene
from mg.store.seats import Seat
from mg.store.session import Session
from mg.text.i18n import refusal_text, t, with_rule
from tests.support.narration_positions import NamedPosition
from tests.support.screen_text import texts_drawn

VILLAGE, CITY, TILE = (2, 3), (2, 5), (2, 4)  # the tile on TILE extends CITY beside VILLAGE


def test_e_with_a_village_to_cover_cites_the_rule_the_panel_cites(
    driver: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = NamedPosition().named(VILLAGE, "Thurioi").city("yellow", CITY).game()
    seats = [Seat("Ann", "yellow"), Seat("Bo", "orange")]
    assert driver.app.flow.resume(Session(game, seats)) is None
    driver.frames(2)
    play = driver.top_as(PlayScene)
    driver.press("city")
    driver.click_space(TILE)
    assert play.game.villages_to_cover() == [VILLAGE]
    driver.key(pygame.K_e)
    size = play.panel_rect.size
    refused = play.game.refusal(EndActions())
    assert refused is not None and refused.key == "cover_first"
    assert play.status_line.bad and play.status_line.rule == "R23"
    assert play.status == refusal_text(refused)
    panel = texts_drawn(driver, monkeypatch, lambda: play.panel.render(size, Legal(play.game)))
    assert with_rule(t("panel.still_cover", places="Thurioi"), play.status_line.rule) in panel
    driver.move(driver.space_point(VILLAGE))
    driver.frames(30)  # the mouse rests: the village's tooltip
    assert with_rule(t("hint.cover"), play.status_line.rule) in texts_drawn(driver, monkeypatch)


def test_a_cover_mark_never_stands_over_a_name_on_the_map(driver: Driver) -> None:
    driver.start_game()
    play = driver.top_as(PlayScene)
    names = play.view.name_boxes(play.game)
    villages = [play.game.board.spaces[i] for i in play.game.board.villages]
    assert len(names) > 20 and len(villages) > 20
    over = [
        v for v in villages if play.tooltips.cover_mark_box(play.view, v).collidelist(names) != -1
    ]
    assert over == []  # the mark stands high on a village whose name is written low
