"""The last move's outline survives Continue (after closing the game) and Load;
a save without it (older, or damaged there) still loads, without an outline."""

from __future__ import annotations

import json

import pygame
import pytest

from mg.dev.driver import Driver
from mg.engine import PlaceCity, PlaceRoad
from mg.scenes.overlays.save_dialog import SaveScene
from mg.scenes.play.scene import PlayScene
from mg.store.session import autosave_path, from_json, read, to_json
from tests.support.apps import next_launch
from tests.support.json_mutation import resigned


def play_a_city_and_a_road(d: Driver) -> tuple[int, int]:
    """The first turn: a city, then a road; the road's space."""
    d.start_game()
    game = d.game
    d.press("city")
    d.click_space(next(a.space for a in game.legal_actions() if isinstance(a, PlaceCity)))
    d.press("road")
    road = next(a for a in game.legal_actions() if isinstance(a, PlaceRoad))
    d.top_as(PlayScene).ends = road.ends
    d.click_space(road.space)
    assert d.top_as(PlayScene).pane.last_move == road.space
    return road.space


def test_continue_after_closing_the_game_keeps_the_last_move(driver: Driver) -> None:
    road = play_a_city_and_a_road(driver)
    again = next_launch()  # the game is closed; a new one starts
    again.press("continue")
    again.frames(2)
    assert again.top_as(PlayScene).pane.last_move == road


def test_load_keeps_the_last_move(driver: Driver) -> None:
    road = play_a_city_and_a_road(driver)
    driver.key(pygame.K_ESCAPE)
    driver.press("save")
    driver.top_as(SaveScene).entry.set_text("Outline")
    driver.press("save")
    driver.press("menu")
    driver.press("load")
    driver.press("file-0")
    assert driver.top_as(PlayScene).pane.last_move == road


def test_an_undone_move_is_not_outlined_after_continue(driver: Driver) -> None:
    play_a_city_and_a_road(driver)
    driver.key(pygame.K_z, pygame.KMOD_CTRL)
    assert driver.top_as(PlayScene).pane.last_move is None
    assert read(autosave_path()).last_move is None


@pytest.mark.parametrize(
    "stored", [None, "3,4", [3], [3, 4, 5], [True, 4], [1.0, 2], [999, 999], {"q": 3, "r": 4}]
)
def test_a_missing_or_damaged_last_move_loads_without_an_outline(
    driver: Driver, stored: object
) -> None:
    road = play_a_city_and_a_road(driver)
    session = read(autosave_path())
    assert session.last_move == road
    data = json.loads(to_json(session))
    if stored is None:
        del data["last_move"]  # a file from before the outline was kept
    else:
        data["last_move"] = stored
    loaded = from_json(resigned(data))
    assert loaded.last_move is None and loaded.game == session.game
