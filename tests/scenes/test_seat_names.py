"""Names the menu gives travel as data, worded only when shown: after a
language switch in Settings a bot's default name speaks the new language, in the menu, in
the game, in the remembered setup and in the Load list; a name a player typed stays as
typed; a bot's default name is not told to be a computer twice (point 10c)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from mg.ai.levels import SEAT_LEVELS
from mg.dev.driver import Driver
from mg.scenes.menu.scene import MenuScene
from mg.scenes.overlays.load_dialog import LoadScene
from mg.scenes.overlays.save_rows import row_details
from mg.scenes.play.scene import PlayScene
from mg.store.kept_games import list_replaced
from mg.store.new_game_setup import setup_path
from mg.store.session import autosave_path, list_saves
from mg.text import i18n
from mg.text.i18n import t
from mg.ui.options import Options
from tests.support.apps import next_launch
from tests.support.no_game_files import no_game_files  # noqa: F401

# the replace question is asked: the games are not kept in their own files
pytestmark = pytest.mark.usefixtures("no_game_files", "english_after")


def restart() -> Driver:
    """A new App, as after closing the game."""
    return next_launch(Options(windowed=(1280, 720), seed=11, think=0.1))


def switch_language(d: Driver, code: str) -> None:
    """Menu → Settings → a language → Done, as a player does it."""
    d.press("settings")
    d.press(f"language-{code}")
    d.press("done")


def names_in_menu(d: Driver) -> list[str]:
    return [entry.get_text() for entry in d.top_as(MenuScene).entries]


def test_a_bot_name_follows_every_language_switch(driver: Driver) -> None:
    driver.press("kind-2")
    driver.press("kind-2")  # Bot – beginner, then Bot – easy
    switch_language(driver, "it")
    assert names_in_menu(driver)[2] == t("seat.easy") == "Bot – facile"
    switch_language(driver, "de")
    assert names_in_menu(driver) == [t("seat.player", n=1), t("seat.player", n=2), t("seat.easy")]
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
    driver.press("kind-1")  # Bot – easy
    switch_language(driver, "fr")
    assert names_in_menu(driver) == ["Ada", "Bot – facile", "Joueur 3"]
    driver.press("kind-0")  # a typed name does not follow the kind
    switch_language(driver, "en")
    assert names_in_menu(driver) == ["Ada", "Bot – easy", "Player 3"]


def test_a_cleared_name_is_the_default_again(driver: Driver) -> None:
    menu = driver.top_as(MenuScene)
    menu.entries[1].set_text("Bo")
    driver.press("kind-1")
    driver.press("kind-1")  # Bot – easy
    assert names_in_menu(driver)[1] == "Bo"
    driver.top_as(MenuScene).entries[1].set_text("")
    switch_language(driver, "de")
    assert names_in_menu(driver)[1] == "Bot – leicht"


def test_the_load_list_words_default_names_in_the_language_shown(driver: Driver) -> None:
    driver.press("kind-1")
    driver.press("kind-1")  # Bot – easy
    driver.start_game(players=2)
    driver.key(pygame.K_ESCAPE)
    driver.press("save")
    driver.press("save")  # the dialog's Save, under the name it offers
    assert driver.top_name == "pause"
    switch_language(driver, "it")
    driver.press("load")
    load = driver.top_as(LoadScene)
    row = row_details(load.rows[0])
    assert f"{t('seat.player', n=1)}, {t('seat.easy')}" in row, row


def given_names() -> set[str]:
    """Every name the menu gives a seat, in every language ("Giocatore 2", "Bot – facile")."""
    names: set[str] = set()
    for language in i18n.LANGUAGES:
        words = i18n.catalogue(language)
        names |= {words["seat.player"].replace("%{n}", str(n)) for n in range(1, 5)}
        names |= {words[f"seat.{kind}"] for kind in SEAT_LEVELS}
    return names


def strings_in(data: object) -> Iterator[str]:
    """Every string a JSON document holds, keys and values."""
    if isinstance(data, str):
        yield data
    elif isinstance(data, dict):
        for key, value in data.items():
            yield key
            yield from strings_in(value)
    elif isinstance(data, list):
        for item in data:
            yield from strings_in(item)


def test_no_file_holds_a_name_the_menu_gave(driver: Driver) -> None:
    """The store writes no words: with default names in Italian, the remembered
    setup, the autosave, a named save and a replaced game hold None for every name."""
    driver.press("kind-1")  # Bot – beginner
    switch_language(driver, "it")
    driver.start_game(players=2)
    driver.key(pygame.K_ESCAPE)
    driver.press("save")
    driver.press("save")  # under the name it offers
    driver.press("menu")
    driver.press("start")
    driver.press("replace")  # the unfinished game is kept as a replaced game
    assert driver.top_name == "setup"
    files = [setup_path(), autosave_path(), *list_saves(), *list_replaced()]
    assert len(files) == 4 and len(list_saves()) == len(list_replaced()) == 1
    given = given_names()
    for path in files:
        data = json.loads(path.read_text(encoding="utf-8"))
        assert [seat["name"] for seat in data["seats"]] == [None] * len(data["seats"]), path
        worded = [s for s in strings_in(data) if any(s.startswith(n) for n in given)]
        assert worded == [], path


def test_a_bot_is_said_to_be_one_once_while_it_plays(driver: Driver) -> None:
    """ "Bot – easy (computer) is thinking." said it twice: the status line names the bot."""
    said: list[str] = []
    render = driver.app.ctx.text.render

    def recording(text: str, *args: Any, **kwargs: Any) -> pygame.Surface:
        said.append(text)
        return render(text, *args, **kwargs)

    driver.app.ctx.text.render = recording  # type: ignore[method-assign]
    driver.press("kind-0")
    driver.press("kind-0")  # seat 1 (yellow): Bot – beginner, then Bot – easy
    driver.app.ctx.settings.ask_idle_end = False  # passes at once (see test_idle_end)
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
