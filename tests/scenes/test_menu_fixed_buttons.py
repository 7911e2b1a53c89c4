"""The menu's buttons below the seats stay where they are whatever the player count (from 3
to 2 players New game moved up 50 px and Learn to play took its place, so the next click
opened a lesson)."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from mg.dev.driver import Driver
from mg.scenes.menu.scene import MenuScene
from mg.ui.options import Options
from tests.support.apps import at_the_menu

BELOW_SEATS = ("rounds-12", "rounds-8", "start", "continue", "load", "learn", "settings", "quit")


@pytest.fixture(params=[(1280, 720), (1920, 1080)], ids=["1280x720", "1920x1080"])
def menu(request: pytest.FixtureRequest, private_settings: None) -> Iterator[Driver]:
    with at_the_menu(Options(windowed=request.param, seed=11, think=0.1)) as driver:
        yield driver


def places(menu: Driver) -> dict[str, tuple[int, int, int, int]]:
    return {key: tuple(menu.button(key).rect) for key in BELOW_SEATS}


def test_the_buttons_below_the_seats_do_not_move_with_the_player_count(menu: Driver) -> None:
    seen = {}
    for count in (2, 3, 4, 2):
        menu.press(f"players-{count}")
        assert len(menu.top_as(MenuScene).entries) == count
        seen[count] = places(menu)
    assert seen[2] == seen[3] == seen[4]
    screen = pygame.Rect((0, 0), menu.app.ctx.size)
    assert all(screen.contains(pygame.Rect(rect)) for rect in seen[4].values())


def test_a_click_where_new_game_was_still_starts_a_game(menu: Driver) -> None:
    menu.press("players-3")
    where = menu.button("start").rect.center
    menu.press("players-2")
    menu.click(where)
    assert menu.top_name == "setup"
    assert len(menu.game.players) == 2
