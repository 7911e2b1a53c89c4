"""A computer player's turn whose moves a test hands over one at a time, on a board zoomed
in or not: the camera's glide and Reduce motion are tested on it."""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from mg.dev.driver import Driver
from mg.engine import Action, Game, PlaceCity, PlaceRoad
from mg.scenes.play.scene import PlayScene
from mg.table.bot_turns import BotTurns
from mg.table.local import LocalTable
from tests.support.bot_game import bot_then_human, until_bot_acts


def bot_turns(play: PlayScene) -> BotTurns:
    """The computer players' turns at the play scene's local table."""
    table = play.table
    assert isinstance(table, LocalTable) and table.bots is not None
    return table.bots


def feed(play: PlayScene, actions: list[Action]) -> Callable[[], int]:
    """The computer player plays `actions`, one at a time as its table hands them over
    (its own plan is not waited for); how many are left."""

    def next_action(game: Game, level: str) -> Action | None:
        return actions[0] if actions else None

    def played(applied: bool) -> None:
        actions.pop(0)

    turns = bot_turns(play)
    turns.next = next_action  # type: ignore[method-assign]
    turns.played = played  # type: ignore[method-assign]
    return lambda: len(actions)


def bots_turn(driver: Driver) -> tuple[PlayScene, list[Action]]:
    """A two-player game at the start of the computer player's (yellow's) actions, its
    moves to come from the list returned (empty for now: it waits)."""
    play = bot_then_human(driver)
    until_bot_acts(driver, play, "actions")
    actions: list[Action] = []
    feed(play, actions)
    return play, actions


def zoomed_in(driver: Driver, play: PlayScene) -> None:
    for _ in range(5):
        driver.key(pygame.K_EQUALS)
    assert play.view.camera.zoom == 2.5


def off_centre(play: PlayScene, actions: list[Action]) -> PlaceCity | PlaceRoad:
    """Of `actions`, the one whose space is farthest from the middle of the view."""
    x, y, w, h = play.view.camera.viewport

    def distance(action: PlaceCity | PlaceRoad) -> float:
        return math.dist(play.space_point(action.space), (x + w / 2, y + h / 2))

    return max((a for a in actions if isinstance(a, PlaceCity | PlaceRoad)), key=distance)
