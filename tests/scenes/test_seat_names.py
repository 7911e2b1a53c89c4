"""Names the menu gives travel as data, worded only when shown (issue 20, point 10a): after a
language switch in Settings a bot's default name speaks the new language, in the menu, in
the game, in the remembered setup and in the Load list; a name a player typed stays as
typed; a bot's default name is not told to be a computer twice (point 10c)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from mg.dev.driver import Driver
from mg.store.new_game_setup import setup_path
from mg.text import i18n
from mg.text.i18n import t
from mg.ui.app import App
from mg.ui.options import Options
from mg.ui.scenes.menu.scene import MenuScene
from mg.ui.scenes.overlays.load_dialog import LoadScene
from mg.ui.scenes.play.scene import PlayScene


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    i18n.set_language("en")


def restart() -> Driver:
    """A new App, as after closing the game."""
    pygame.quit()
    app = App(Options(windowed=(1280, 720), seed=11, think=0.1))
    app.stack.push(MenuScene(app.ctx))
    return Driver(app)


def switch_language(d: Driver, code: str) -> None:
    """Menu → Settings → a language → Done, as a player does it."""
    d.press("settings")
    d.press(f"language-{code}")
    d.press("done")


def names_in_menu(d: Driver) -> list[str]:
    return [entry.get_text() for entry in d.top_as(MenuScene).entries]


def test_a_bot_name_follows_every_language_switch(driver: Driver) -> None:
    driver.press("kind-2")  # Bot – easy
    switch_language(driver, "it")
    assert names_in_menu(driver)[2] == t("seat.easy") == "Bot – facile"
    switch_language(driver, "de")
    assert names_in_menu(driver) == [t("seat.player", n=1), t("seat.player", n=2),
                                     t("seat.easy")]
    driver.start_game(players=3)
    match = driver.top_as(PlayScene).match
    assert match.seat_name(match.game.players[2]) == t("seat.easy") == "Bot – leicht"
    seats = json.loads(setup_path().read_text(encoding="utf-8"))["seats"]
    assert [s["name"] for s in seats] == [None] * 4  # the file holds no words
    driver.key(pygame.K_ESCAPE)
    driver.press("settings")
    driver.press("language-en")
    driver.press("done")
    assert match.seat_name(match.game.players[2]) == "Bot – easy"
    again = restart()  # the English menu of the next launch
    assert names_in_menu(again) == ["Player 1", "Player 2", "Bot – easy"]


def test_a_typed_name_survives_a_language_switch(driver: Driver) -> None:
    menu = driver.top_as(MenuScene)
    menu.entries[0].set_text("Ada")
    driver.press("kind-1")
    switch_language(driver, "fr")
    assert names_in_menu(driver) == ["Ada", "Bot – facile", "Joueur 3"]
    driver.press("kind-0")  # a typed name does not follow the kind
    switch_language(driver, "en")
    assert names_in_menu(driver) == ["Ada", "Bot – easy", "Player 3"]


def test_a_cleared_name_is_the_default_again(driver: Driver) -> None:
    menu = driver.top_as(MenuScene)
    menu.entries[1].set_text("Bo")
    driver.press("kind-1")
    assert names_in_menu(driver)[1] == "Bo"
    driver.top_as(MenuScene).entries[1].set_text("")
    switch_language(driver, "de")
    assert names_in_menu(driver)[1] == "Bot – leicht"


def test_the_load_list_words_default_names_in_the_language_shown(driver: Driver) -> None:
    driver.press("kind-1")
    driver.start_game(players=2)
    driver.key(pygame.K_ESCAPE)
    driver.press("save")
    driver.press("save")  # the dialog's Save, under the name it offers
    assert driver.top_name == "pause"
    switch_language(driver, "it")
    driver.press("load")
    load = driver.top_as(LoadScene)
    row = load.rows[0].details()
    assert f"{t('seat.player', n=1)}, {t('seat.easy')}" in row, row



def test_a_bot_is_said_to_be_one_once_while_it_plays(driver: Driver) -> None:
    """"Bot – easy (computer) is thinking." said it twice: the status line names the bot."""
    said: list[str] = []
    render = driver.app.ctx.text.render

    def recording(text: str, *args: Any, **kwargs: Any) -> pygame.Surface:
        said.append(text)
        return render(text, *args, **kwargs)

    driver.app.ctx.text.render = recording  # type: ignore[method-assign]
    driver.press("kind-0")  # seat 1 (yellow): Bot – easy
    driver.app.ctx.settings.ask_idle_end = False  # passes at once (20.2: test_idle_end)
    driver.start_game(players=2)
    name = t("seat.easy")
    doing = (t("panel.thinking", name=name), t("panel.plays", name=name))
    play = driver.top_as(PlayScene)
    for _ in range(1200):  # the human (orange) may move first: end that turn by the buttons
        if any(line.startswith(doing) for line in said):
            break
        if driver.top is play and play.game.current == "orange":
            driver.press("end_actions" if play.game.phase == "actions" else "end_turn")
        driver.frames(1)
    status = [line for line in said if line.startswith(doing)]
    assert status, sorted({line for line in said if "Bot" in line or "think" in line})
    for line in status:
        assert sum(line.lower().count(word) for word in ("bot", "computer")) == 1, line
