"""Save game…'s default name is never a save already there: two games saved
with the default name within the same minute ("Game 2026-11-25 15-28") used to end with the
second replacing the first. Now the second is offered "… 15-28 2" and both are kept; typing a
name that is taken still asks. The default name is worded in the language shown."""

from __future__ import annotations

from datetime import datetime

import pygame
import pytest

from mg.dev.driver import Driver
from mg.engine import Game
from mg.scenes.overlays import save_dialog
from mg.scenes.overlays.confirm import ConfirmScene
from mg.scenes.overlays.save_dialog import SaveScene
from mg.store.session import clean_name, read, saves_dir
from mg.text import i18n
from mg.text.i18n import t
from mg.ui.notice import notice_text
from tests.support.no_game_files import no_game_files  # noqa: F401

# the replace question is asked: the games are not kept in their own files
pytestmark = pytest.mark.usefixtures("no_game_files")


class SameMinute(datetime):
    """A clock that always says 15:28 of 25 November 2026."""

    @classmethod
    def now(cls, tz: object = None) -> SameMinute:
        return cls(2026, 11, 25, 15, 28, 40)


@pytest.fixture
def same_minute(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(save_dialog, "datetime", SameMinute)


def save_with_the_default_name(d: Driver) -> str:
    """Esc → Save game… → Save, the name left as offered; the name."""
    d.key(pygame.K_ESCAPE)
    d.press("save")
    name: str = d.top_as(SaveScene).entry.get_text()
    d.press("save")
    return name


def a_new_game_replacing(d: Driver) -> Game:
    """Back to the menu, New game (the unfinished one replaced, kept as a copy), to play."""
    d.press("menu")
    d.press("players-2")
    d.press("start")
    d.top_as(ConfirmScene)
    d.press("replace")
    d.press("random")
    d.wait_for("play", limit=300)
    return d.game


def test_two_games_saved_with_the_default_name_in_one_minute_are_both_kept(
    driver: Driver, same_minute: None
) -> None:
    driver.start_game()
    first_game = driver.game
    first = save_with_the_default_name(driver)
    assert driver.top_name == "pause"
    second_game = a_new_game_replacing(driver)
    second = save_with_the_default_name(driver)
    assert driver.top_name == "pause"  # saved at once: no question, nothing replaced
    assert second != first
    assert read(saves_dir() / f"{first}.json").game == first_game
    assert read(saves_dir() / f"{second}.json").game == second_game
    assert notice_text(driver.app.ctx.notice) == t("save.saved_as", name=second)


def test_typing_a_name_that_is_taken_still_asks(driver: Driver, same_minute: None) -> None:
    driver.start_game()
    first = save_with_the_default_name(driver)
    driver.press("save")
    driver.top_as(SaveScene).entry.set_text(first)
    driver.press("save")
    assert driver.top_as(ConfirmScene).question.message == t("save.exists", name=first)


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_the_default_name_is_worded_in_the_language_shown(
    driver: Driver, same_minute: None, language: str
) -> None:
    i18n.set_language(language)
    try:
        driver.start_game()
        driver.key(pygame.K_ESCAPE)
        driver.press("save")
        name = driver.top_as(SaveScene).entry.get_text()
        assert name == t("save.default_name", date="2026-11-25", time="15-28")
        assert clean_name(name) == name  # a name a save may have
    finally:
        i18n.set_language("en")
