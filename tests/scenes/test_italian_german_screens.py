"""Italian and German on the real screens (issue 20, points 8 and 9), the language chosen
in Settings as a player does: Italian counts rounds in "manche" and gives a "Consiglio";
German undoes with "Rückgängig" (a lesson's Back stays "Zurück") and keeps a "Protokoll"."""

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
from mg.text.i18n import t
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
    choose_language(driver, "it")
    menu = driver.top_as(MenuScene)
    assert menu.buttons["rounds-12"].text == t("menu.rounds_12") == "12 manche"
    said = recording(driver)
    driver.start_game(players=2)
    play = driver.top_as(PlayScene)
    assert play.buttons["hint"].text == t("play.hint") == "Consiglio (H)"
    driver.frames(2)  # (End turn is made a frame after the other buttons: issue 23)
    assert play.buttons["end_turn"].text == t("play.end_turn") == "Fine turno (E)"
    shown = set(said)
    assert t("panel.round", round=1, rounds=12) == "Manche 1 di 12" and "Manche 1 di 12" in shown
    assert {t("panel.this_round"), t("panel.next_round")} <= shown
    assert {"Questa manche", "Prossima manche"} <= shown
    driver.key(pygame.K_ESCAPE)
    driver.press("save")
    driver.press("save")
    driver.press("load")
    row = row_details(driver.top_as(LoadScene).rows[0])
    assert t("load.round", round=1, rounds=12) in row and "manche 1 di 12" in row


def test_german_undo_is_rueckgaengig_and_the_log_is_protokoll(driver: Driver) -> None:
    choose_language(driver, "de")
    driver.start_game(players=2)
    play = driver.top_as(PlayScene)
    assert play.buttons["undo"].text == t("play.undo") == "Rückgängig (Strg+Z)"
    assert play.buttons["log"].text == t("play.log") == "Protokoll (L)"
    said = recording(driver)
    driver.key(pygame.K_l)
    assert driver.top_name == "log"
    driver.frames(2)
    assert t("log.title") == "Protokoll" and "Protokoll" in said
    driver.key(pygame.K_ESCAPE)
    driver.key(pygame.K_F1)
    driver.frames(2)
    drawn = " ".join(said)  # the help's lines, wrapped
    assert "das Protokoll" in drawn and "Spielprotokoll" not in drawn
    assert "rückgängig machen" in drawn


def test_a_german_lesson_says_zurueck_for_back_and_rueckgaengig_for_undo(driver: Driver) -> None:
    choose_language(driver, "de")
    driver.press("learn")
    lesson = driver.top_as(PlayScene)
    assert driver.top_name == "lesson"
    labels = {key: button.text for key, button in lesson.buttons.items() if button.visible}
    assert labels.get("undo") == "Rückgängig (Strg+Z)"
    assert list(labels.values()).count("Zurück") <= 1  # only the lesson's own Back


@pytest.mark.parametrize(
    ("code", "tiles"),
    [
        ("en", "2 road tiles and 1 city tile"),
        ("it", "2 tessere strada e 1 tessera città"),
        ("fr", "2 tuiles Route et 1 tuile Ville"),
    ],
)
def test_a_count_takes_its_singular_or_plural_on_the_lesson_screen(
    driver: Driver, code: str, tiles: str
) -> None:
    """Point 8's "1 tessere strada": the last lesson's box counts the tiles the card still
    allows (2 roads, 1 city) with the form each count takes, as the panel shows them."""
    choose_language(driver, code)
    scene = open_lesson(driver, "scoring")
    assert tiles in lesson_of(scene).box_text()
