"""The high-contrast palette reaches the seat colour buttons and the action cards' turn-order
tokens."""

from __future__ import annotations

import pygame

from mg.dev.driver import Driver
from mg.scenes.menu.scene import MenuScene
from mg.scenes.play.scene import PlayScene
from mg.sprites.paint import palette as pal
from mg.text.i18n import t

CLASSIC = pal.PALETTES["classic"]["player"]
CONTRAST = pal.PALETTES["contrast"]["player"]


def _near(a: tuple[int, ...], b: tuple[int, int, int], tol: int = 12) -> bool:
    return all(abs(x - y) <= tol for x, y in zip(a[:3], b, strict=True))


def _colours_in(surface: pygame.Surface, rect: pygame.Rect) -> list[tuple[int, ...]]:
    return [
        tuple(surface.get_at((x, y)))
        for y in range(rect.top, rect.bottom, 2)
        for x in range(rect.left, rect.right, 2)
    ]


def _to_contrast(driver: Driver) -> None:
    driver.press("settings")
    driver.press("palette")
    assert driver.app.ctx.settings.palette == "contrast"
    driver.press("done")
    assert driver.top_name == "menu"


def test_seat_colour_buttons_name_the_palettes_colours(driver: Driver) -> None:
    driver.press("players-4")
    buttons = driver.top_as(MenuScene).buttons
    colours = ["yellow", "orange", "brown", "red"]
    assert [buttons[f"colour-{i}"].text for i in range(4)] == [t(f"colour.{c}") for c in colours]
    _to_contrast(driver)
    buttons = driver.top_as(MenuScene).buttons
    assert buttons["colour-3"].text == t("colour.magenta")  # the contrast "red" is a magenta
    driver.press("colour-0")  # cycling a colour keeps the palette's names
    names = set(pal.COLOUR_NAMES["contrast"].values())
    assert driver.top_as(MenuScene).buttons["colour-0"].text in names


def test_the_cards_turn_order_tokens_use_the_contrast_colours(driver: Driver) -> None:
    _to_contrast(driver)
    driver.start_game(players=4)
    play = driver.top_as(PlayScene)
    driver.frames(2)
    cards = play.panel_rect.copy()
    cards.height = cards.height // 4  # the two action cards at the top of the panel
    seen = _colours_in(driver.app.screen, cards)
    assert any(_near(c, CONTRAST["red"]) for c in seen)
    for colour in ("red", "yellow"):  # the classic red and yellow are gone from the cards
        assert not any(_near(c, CLASSIC[colour], 6) for c in seen), colour
