"""Every pause menu keeps its buttons in the same places: in a network
game Save and Load stand where they stand in a hot-seat game, disabled, so a click where
Main menu stood is still Main menu; and leaving a network game others are connected to is
asked first — the host (the game stops until hosted again) and a joiner (the others wait)
alike. Real servers and clients on 127.0.0.1, in-process; bounded in frames."""

from __future__ import annotations

import pygame
import pytest

from mg.dev.driver import Driver
from mg.net.client import Joined
from mg.scenes.overlays.confirm import ConfirmScene
from mg.scenes.overlays.pause import PauseScene
from mg.table.table import Company
from mg.text.i18n import t
from tests.support.net_play import (
    hosted_lobby,
    join_by_address,
    net_until,
    remote_player,
    room_held_by,
    wait_for,
)
from tests.support.screen_text import texts_drawn

KEYS = ["resume", "save", "load", "settings", "menu", "quit"]


def pause_places(driver: Driver) -> dict[str, pygame.Rect]:
    """Where each button of the pause menu on top stands."""
    pause = driver.top_as(PauseScene)
    return {key: pygame.Rect(button.rect) for key, button in pause.buttons.items()}


def hot_seat_places(driver: Driver, monkeypatch: pytest.MonkeyPatch) -> dict[str, pygame.Rect]:
    """The pause menu of a hot-seat game (no join code in it), then back to the main menu."""
    driver.start_game()
    driver.key(pygame.K_ESCAPE)
    places = pause_places(driver)
    assert driver.app.ctx.nav is not None and driver.app.ctx.nav.join_code is None
    assert list(places) == KEYS
    driver.press("menu")
    assert driver.top_name == "menu"
    return places


def test_main_menu_stands_where_it_stands_in_hot_seat_and_asks_first(
    driver: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    local = hot_seat_places(driver, monkeypatch)
    net = hosted_lobby(driver)
    remote = remote_player(net, "Bruno")
    try:
        wait_for(remote, lambda e: isinstance(e, Joined))
        net_until(driver, lambda: driver.top_name == "setup", 3000)
        driver.key(pygame.K_ESCAPE)
        assert pause_places(driver) == local  # every button where it was …
        # the join code, for whoever left or a friend (a game hosted again went past it)
        assert PauseScene.code_words(net.code) in texts_drawn(driver, monkeypatch)
        assert not driver.button("save").is_enabled  # … those of no use shown disabled
        assert not driver.button("load").is_enabled
        driver.click(local["menu"].center)  # where Main menu stood in the hot-seat game
        assert not driver.app.ctx.quit_requested
        bruno = net.seats[1].colour
        assert net.company() == Company(hosting=True, players=(bruno,), bots=())
        asked = driver.top_as(ConfirmScene).question
        assert asked.message == t("leave.host", who="Bruno", count=1)
        assert asked.safe == asked.cancel == "stay"
        driver.key(pygame.K_ESCAPE)  # stay
        assert driver.top_name == "pause" and driver.app.flow.net is net
        driver.press("quit")  # Quit asks too
        assert driver.top_name == "confirm" and not driver.app.ctx.quit_requested
        driver.press("stay")
        driver.press("menu")
        driver.press("leave")
        assert driver.top_name == "menu" and driver.app.flow.net is None
    finally:
        remote.close()


def test_a_joiner_who_leaves_is_asked_too(driver: Driver) -> None:
    with room_held_by("Anna", ["red", "yellow"]) as (address, code, _anna):
        join_by_address(driver, address, code)
        net_until(driver, lambda: driver.top_name == "setup", 3000)
        net = driver.app.flow.net
        assert net is not None
        assert net.company() == Company(hosting=False, players=("red",), bots=())
        driver.key(pygame.K_ESCAPE)
        assert not driver.button("load").is_enabled
        driver.press("menu")
        asked = driver.top_as(ConfirmScene).question
        assert asked.message == t("leave.join", who="Anna", count=1)
        driver.press("leave")
        assert driver.top_name == "menu" and driver.app.flow.net is None


def test_a_lesson_shows_save_disabled_in_its_place(
    driver: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    local = hot_seat_places(driver, monkeypatch)
    driver.press("learn")
    driver.key(pygame.K_ESCAPE)
    assert pause_places(driver) == local
    assert not driver.button("save").is_enabled and driver.button("load").is_enabled
    driver.press("menu")  # nobody else to ask
    assert driver.top_name == "menu"
