"""Undo and Cancel are two words in every language (Italian and French said
"Annulla (Ctrl+Z)" next to "Annulla"): wherever a dialog's Cancel shows over the game's Undo
button — the Draw dialog, Save, Load, and the question before replacing the game — the two
labels differ."""

from __future__ import annotations

import re

import pygame
import pytest

from mg.dev.driver import Driver
from mg.scenes.play.scene import PlayScene
from mg.text import i18n
from tests.support.no_game_files import no_game_files  # noqa: F401

# the replace question is asked: the games are not kept in their own files
pytestmark = pytest.mark.usefixtures("no_game_files", "english_after")


KEY_NAME = re.compile(r"\s*\([^()]*\)$")  # "Undo (Ctrl+Z)" -> "Undo"


def speak(driver: Driver, language: str) -> None:
    """Choose `language` in Settings, as a player does."""
    driver.press("settings")
    driver.press(f"language-{language}")
    driver.press("done")


def undo_words(driver: Driver) -> str:
    """The game's Undo button under the dialog, without its key."""
    play = next(s for s in driver.app.stack.scenes if isinstance(s, PlayScene))
    return KEY_NAME.sub("", play.buttons["undo"].text)


def cancel_words(driver: Driver) -> str:
    return KEY_NAME.sub("", driver.button("cancel").text)


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_undo_and_cancel_differ_on_every_screen_showing_both(driver: Driver, language: str) -> None:
    speak(driver, language)
    driver.app.ctx.settings.ask_idle_end = False
    driver.start_game()
    seen: dict[str, tuple[str, str]] = {}
    driver.press("draw")
    seen["draw"] = undo_words(driver), cancel_words(driver)
    driver.press("cancel")
    driver.key(pygame.K_ESCAPE)
    driver.press("save")
    seen["save"] = undo_words(driver), cancel_words(driver)
    driver.press("save")  # kept under its default name: the game as it was
    driver.press("resume")
    driver.key(pygame.K_e)  # the game moves on: loading the save would replace it
    assert driver.top_as(PlayScene).game.phase == "market"
    driver.key(pygame.K_ESCAPE)
    driver.press("load")
    seen["load"] = undo_words(driver), cancel_words(driver)
    driver.press("file-0")
    assert driver.top_name == "confirm"
    seen["replace"] = undo_words(driver), cancel_words(driver)
    assert len(seen) == 4
    same = {screen: words for screen, words in seen.items() if words[0] == words[1]}
    assert same == {}, f"{language}: Undo and Cancel read alike on {same}"
    assert all(undo and cancel for undo, cancel in seen.values())
