"""Names are never drawn as boxes: typing a character the game's letters lack
(Hebrew, Arabic, emoji, CJK) into a seat's name is refused as it is typed, the name stays
as it was and the menu says why; a letter takes at most two combining accents (an "e" with
fifteen would be drawn over the line below). Latin, Greek and Cyrillic names are taken."""

from __future__ import annotations

import pygame
import pytest

from mg.dev.driver import Driver
from mg.scenes.menu.scene import MenuScene
from mg.text.i18n import t
from mg.ui.notice import notice_text


def type_text(driver: Driver, text: str) -> None:
    """Type `text` into the focused field, one character at a time, as a keyboard does."""
    for char in text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=char))
        driver.frames(1)


def first_name_field(driver: Driver, start: str) -> str:
    """Click the first seat's name, clear it and type `start`; the field's text."""
    entry = driver.top_as(MenuScene).entries[0]
    driver.click(entry.rect.center)
    driver.key(pygame.K_a, pygame.KMOD_CTRL)
    driver.key(pygame.K_BACKSPACE)
    type_text(driver, start)
    text: str = entry.get_text()
    return text


@pytest.mark.parametrize(
    "foreign",
    ["שלום", "سلام", "😀", "中文", "Anna 李"],
    ids=["hebrew", "arabic", "emoji", "cjk", "latin-and-cjk"],
)
def test_a_character_the_game_cannot_draw_is_refused_as_it_is_typed(
    driver: Driver, foreign: str
) -> None:
    assert first_name_field(driver, "Ann") == "Ann"
    type_text(driver, foreign)
    entry = driver.top_as(MenuScene).entries[0]
    shown = entry.get_text()
    assert shown.startswith("Ann") and not any(c in shown for c in "שסלם😀中文李")
    assert notice_text(driver.app.ctx.notice) == t("menu.name_undrawable")
    driver.press("players-2")  # the name is kept as the menu shows it
    assert driver.app.flow.setup.seats[0].name == shown.strip()


@pytest.mark.parametrize("name", ["Zoë Ærø", "Ωμέγα", "Жанна", "Nguyễn", "e\u0323\u0302"])
def test_latin_greek_and_cyrillic_names_are_taken(driver: Driver, name: str) -> None:
    assert first_name_field(driver, name) == name
    assert driver.app.ctx.notice is None


def test_a_letter_takes_at_most_two_combining_accents(driver: Driver) -> None:
    assert first_name_field(driver, "Rene") == "Rene"
    type_text(driver, "\u0301" * 15)  # fifteen acute accents on the "e"
    assert driver.top_as(MenuScene).entries[0].get_text() == "Rene\u0301\u0301"
    assert notice_text(driver.app.ctx.notice) == t("menu.name_marks", most=2)
