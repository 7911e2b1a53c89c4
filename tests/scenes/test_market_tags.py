"""The market phase's price tags : a "sell +N" or cost tag sits on an
edge of its place, so the city it prices — its owner's colour, its market and emblem — stays
in view, off the names written on the map, and it reads at 1366x768 as at
1920x1080."""

from __future__ import annotations

import pygame
import pytest

from mg.dev.driver import Driver
from mg.scenes.play.scene import PlayScene
from mg.text.i18n import t
from mg.ui.options import Options
from tests.support.apps import close, menu_driver
from tests.support.hints import to_market_phase_with_a_city

CORE = 0.45  # the middle of a place, in hex sizes: where a city's colour, market and emblem show


def core(play: PlayScene, space: tuple[int, int]) -> pygame.Rect:
    """The middle of the place on `space`, on screen."""
    r = round(CORE * play.view.layout.size)
    return pygame.Rect(0, 0, 2 * r, 2 * r).move(play.space_point(space)).move(-r, -r)


def pixels(surface: pygame.Surface, rect: pygame.Rect) -> list[tuple[int, ...]]:
    return [
        tuple(surface.get_at((x, y)))
        for y in range(rect.top, rect.bottom)
        for x in range(rect.left, rect.right)
    ]


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_a_price_tag_leaves_the_city_it_prices_in_view(size: tuple[int, int]) -> None:
    driver = menu_driver(Options(windowed=size, seed=11, think=0.1))
    app = driver.app
    try:
        play = to_market_phase_with_a_city(driver)
        driver.move(play.panel_rect.center)
        driver.frames(40)
        city = next(iter(play.legal().sell))
        board_only = pygame.Surface(app.screen.get_size())
        play.draw_board(board_only)  # the board as it is, without the market phase's tags
        middle = core(play, city)
        assert pixels(app.screen, middle) == pixels(board_only, middle)  # nothing covers it
        label = t("hint.sell_tag", value=play.game.market_value(city))
        box = play.tooltips.tag_box(play.view, city, label)
        x, y = play.space_point(city)
        assert box.centerx == x and abs(box.centery - y) < play.view.layout.size  # on it
        assert box.collidelist(play.view.name_boxes(play.game)) < 0  # and off every name
        assert pixels(app.screen, box) != pixels(board_only, box)  # and drawn there
        letters = play.tooltips.tag_label(label).get_bounding_rect()
        assert letters.h >= 10 and box.h > letters.h  # letters as tall as a 14 px font's
        assert app.screen.get_rect().contains(box)
    finally:
        close(driver)


def test_no_price_tag_covers_a_name(driver: Driver) -> None:
    play = to_market_phase_with_a_city(driver)
    game, names = play.game, play.view.name_boxes(play.game)
    colour = game.current or ""
    for space in sorted(play.legal().build | play.legal().sell):
        place = game.place_at(space) or space
        text = (
            t("hint.sell_tag", value=game.market_value(space))
            if space in play.legal().sell
            else f"{game.market_cost(colour, space)}"
        )
        assert play.tooltips.tag_box(play.view, place, text).collidelist(names) < 0, place
