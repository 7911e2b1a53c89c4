"""Italian and German on the real screens, the language chosen
in Settings as a player does: each screen shows the catalogue's words for what it shows, in
the language chosen (Italian counts rounds in "manche" and gives a "Consiglio"; German
undoes with "Rückgängig", a lesson's Back stays "Zurück", and keeps a "Protokoll": those
words are tests/test_words_by_language.py's)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from mg.dev.driver import Driver
from mg.scenes.lesson.coach import lesson_of
from mg.scenes.menu.scene import MenuScene
from mg.scenes.overlays.load_dialog import LoadScene
from mg.scenes.overlays.save_rows import row_details
from mg.scenes.play.scene import PlayScene
from mg.text.game_log import phrase
from mg.text.i18n import language, t
from mg.text.log_words import Wording
from tests.support.lessons import open_lesson

pytestmark = pytest.mark.usefixtures("english_after")


def choose_language(d: Driver, code: str) -> None:
    d.press("settings")
    d.press(f"language-{code}")
    d.press("done")


def recording(d: Driver) -> list[str]:
    """Every text the app renders from now on."""
    said: list[str] = []
    render = d.app.ctx.text.render

    def record(text: str, *args: Any, **kwargs: Any) -> pygame.Surface:
        said.append(text)
        return render(text, *args, **kwargs)

    d.app.ctx.text.render = record  # type: ignore[method-assign]
    return said


def test_italian_rounds_are_manche_and_the_hint_is_consiglio(driver: Driver) -> None:
    """The Italian catalogue's words on the Italian screens (the words themselves, "12
    manche" and "Consiglio (H)", are tests/test_words_by_language.py's)."""
    choose_language(driver, "it")
    assert language() == "it"
    menu = driver.top_as(MenuScene)
    assert menu.buttons["rounds-12"].text == t("menu.rounds_12")
    said = recording(driver)
    driver.start_game(players=2)
    play = driver.top_as(PlayScene)
    assert play.buttons["hint"].text == t("play.hint")
    driver.frames(2)  # (End turn is made a frame after the other buttons)
    assert play.buttons["end_turn"].text == t("play.end_turn")
    shown = set(said)
    assert t("panel.round", round=1, rounds=12) in shown
    assert {t("panel.this_round"), t("panel.next_round")} <= shown
    driver.key(pygame.K_ESCAPE)
    driver.press("save")
    driver.press("save")
    driver.press("load")
    row = row_details(driver.top_as(LoadScene).rows[0])
    assert row.endswith(t("load.round", round=1, rounds=12))


def test_german_undo_is_rueckgaengig_and_the_log_is_protokoll(driver: Driver) -> None:
    choose_language(driver, "de")
    assert language() == "de"
    driver.start_game(players=2)
    play = driver.top_as(PlayScene)
    assert play.buttons["undo"].text == t("play.undo")
    assert play.buttons["log"].text == t("play.log")
    said = recording(driver)
    driver.key(pygame.K_l)
    assert driver.top_name == "log"
    driver.frames(2)
    assert t("log.title") in said
    driver.key(pygame.K_ESCAPE)
    driver.key(pygame.K_F1)
    driver.frames(2)
    drawn = " ".join(" ".join(said).split())  # the help's lines, wrapped
    assert t("control.11.what") in drawn  # the log, as the log's button calls it
    assert " ".join(t("control.6.what").split()) in drawn  # undo


def test_a_german_lesson_says_zurueck_for_back_and_rueckgaengig_for_undo(driver: Driver) -> None:
    choose_language(driver, "de")
    driver.press("learn")
    lesson = driver.top_as(PlayScene)
    assert driver.top_name == "lesson"
    labels = {key: button.text for key, button in lesson.buttons.items() if button.visible}
    assert labels.get("undo") == t("play.undo") != t("lessons.back")
    assert list(labels.values()).count(t("lessons.back")) <= 1  # only the lesson's own Back


@pytest.mark.parametrize("code", ["en", "it", "fr"])
def test_a_count_takes_its_singular_or_plural_on_the_lesson_screen(
    driver: Driver, code: str
) -> None:
    """Point 8's "1 tessere strada": the last lesson's box counts the tiles the card still
    allows (2 roads, 1 city) as the panel shows them, each count in its own form (the forms
    themselves are tests/test_words_by_language.py's)."""
    choose_language(driver, code)
    scene = open_lesson(driver, "scoring")
    roads, city = phrase("hints.tiles_road_many", n=2), phrase("hints.tiles_city_one", n=1)
    tiles = Wording(str, scene.game.board).text(
        phrase("hints.tiles_both", roads=roads, cities=city)
    )
    assert language() == code and tiles in lesson_of(scene).box_text()
