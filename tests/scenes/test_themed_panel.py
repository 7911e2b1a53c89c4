"""The play scene's panel on the themed table: a two-player game's cards show two
turn-order entries; hands, reserves and markets are data drawn as tile pictures (their
words only in a tooltip); the cards' values read at 1366×768; tied scores never overlap
on the final score track."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from mg.app.loop import App
from mg.dev.driver import Driver
from mg.engine import CARDS
from mg.scenes.play.panel_parts import (
    CARD_H,
    Holdings,
    draw_card,
    holdings_rects,
    order_rows,
    picture_rect,
    player_rows,
    playing_order,
)
from mg.scenes.play.scene import PlayScene
from mg.scenes.scoring.scene import ScoringScene
from mg.store.session import Session
from mg.text.i18n import t
from mg.ui.options import Options
from tests.support.apps import at_the_menu
from tests.support.scoring_positions import finished_game
from tests.support.text_fit import Sheet, Texts

CARD_DIGIT_PX = 16  # the least ink height of a card's value digit at 1366×768
CARD_EM_PX = 22  # the least em size of a card's value at 1366×768


def near(pixel: tuple[int, ...], colour: tuple[int, int, int], tol: int = 26) -> bool:
    return all(abs(a - b) <= tol for a, b in zip(pixel[:3], colour, strict=True))


def test_a_two_player_games_cards_show_two_turn_order_entries(driver: Driver) -> None:
    driver.start_game(2)
    play = driver.top_as(PlayScene)
    game = play.game
    driver.frames(2)
    for rect, card_id in zip(
        play.panel.card_rects(play.panel_rect.w), (game.card, game.next_card), strict=True
    ):
        assert card_id is not None
        order = playing_order(card_id, game.players)
        assert len(order) == 2 and set(order) == set(game.players)  # R9: only those playing
        slots = order_rows(picture_rect(play.ctx, rect.move(play.panel_rect.topleft)))
        shown = [
            colour
            for point in slots
            for colour, rgb in play.ctx.palette.player.items()
            if near(tuple(driver.app.screen.get_at(point)), rgb, 24)
        ]
        assert shown == order, card_id  # two emblems, in the card's order; the rest empty
        assert len(CARDS[card_id].order) == 4


def test_hand_reserve_and_markets_are_data_drawn_as_pictures(driver: Driver) -> None:
    driver.start_game(3)
    play = driver.top_as(PlayScene)
    game, ctx = play.game, play.ctx
    panel = play.panel.render(play.panel_rect.size, play.legal())
    for colour, row in player_rows(ctx, game, play.panel.players_rect(play.panel_rect.w)):
        held = Holdings.of(game, colour)
        assert held.hand == tuple(game.hand[colour])
        assert held.reserve == tuple(game.reserve[colour])
        assert held.markets == game.markets_left[colour]
        hand = holdings_rects(ctx, row)["hand"]
        pixels = [
            tuple(panel.get_at((x, y)))
            for x in range(hand.left, hand.right)
            for y in range(hand.top, hand.bottom)
        ]
        tinted = sum(near(p, ctx.palette.player[colour], 30) for p in pixels)
        assert tinted >= 20, colour  # the road and city tile pictures, in the player's colour
    tips = dict((words, rect) for rect, words in play.panel.tips(play.panel_rect.w))
    first = game.players[0]
    roads, cities = game.hand[first]
    words = t("panel.hand_tip", roads=roads, cities=cities)
    assert words in tips  # the words are only in the tooltip
    driver.move(tips[words].move(play.panel_rect.topleft).center)
    assert play.panel_tip() == words


@pytest.fixture
def app_1366(private_settings: None) -> Iterator[App]:
    with at_the_menu(Options(windowed=(1366, 768), seed=11, think=0.1)) as driver:
        yield driver.app


def test_the_cards_values_read_at_1366x768(app_1366: App) -> None:
    ctx = app_1366.ctx
    texts = Texts(ctx.text)
    Sheet.texts = texts
    try:
        width = (max(ctx.px(540), int(1366 * 0.27)) - 2 * ctx.px(20) - ctx.px(10)) // 2
        sheet = Sheet((width + 40, ctx.px(CARD_H) + 40))
        card = pygame.Rect(20, 20, width, ctx.px(CARD_H))
        for card_id in CARDS:
            draw_card(sheet, ctx, card_id, card, t("panel.this_round"), ["yellow", "red"])
            values = {str(v) for v in (CARDS[card_id].roads, CARDS[card_id].cities)}
            digits = [p for p in texts.placed if p.text in values | {str(CARDS[card_id].draw)}]
            assert len(digits) == 3, card_id
            for placed in digits:
                assert card.contains(placed.rect), card_id
                label = ctx.text.render(placed.text, ctx.px(46), (0, 0, 0), bold=True)
                assert label.get_bounding_rect().h >= CARD_DIGIT_PX, placed.text
            texts.placed.clear()
        assert ctx.text.pixels(ctx.px(46)) >= CARD_EM_PX
    finally:
        Sheet.texts = None


def test_tied_scores_stand_apart_on_the_score_track(driver: Driver) -> None:
    game = finished_game()
    assert driver.app.flow.resume(Session(game, driver.app.flow.setup.seats)) is None
    scoring = driver.top_as(ScoringScene)
    ctx = scoring.ctx
    r = ctx.px(13)
    marks = []
    for colour in game.players:
        x, y = scoring.score_panel.marker_point(
            scoring.panel_area(), colour, 20.0
        )  # every player on the same score
        marks.append(pygame.Rect(round(x - r), round(y - r), 2 * r, 2 * r))
    for k, mark in enumerate(marks):
        assert mark.collidelist(marks[k + 1 :]) == -1  # stacked, never over each other
