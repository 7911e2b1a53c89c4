"""When a computer player acts on a zoomed-in board, the camera first glides to the move
(a short eased pan, timed by the scene's clock: the driver's frames of 1/60 s), then the
piece goes down; the moves of the last player to act stay outlined until another player
acts."""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from mg.dev.driver import Driver
from mg.engine import Action, EndActions, Game, PlaceCity, PlaceRoad
from mg.scenes.play.scene import PlayScene
from mg.sprites.glide import glide_target
from mg.table.bot_turns import BotTurns
from mg.table.local import LocalTable
from tests.support.bot_game import bot_then_human, until_bot_acts
from tests.support.screen_text import run_until

GLIDE_FRAMES = 36  # 0.6 s at the normal speed, in frames of 1/60 s


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


def test_on_a_zoomed_board_the_camera_glides_to_a_bots_move_before_it_is_played(
    driver: Driver,
) -> None:
    play, actions = bots_turn(driver)
    game = play.game
    zoomed_in(driver, play)
    city = off_centre(play, game.legal_actions())  # a city, the first move there is
    assert glide_target(play.view, city.space) is not None  # far from the middle
    x, y, w, h = play.view.camera.viewport
    far = math.dist(play.space_point(city.space), (x + w / 2, y + h / 2))
    actions.append(city)
    frames = 0
    driver.frames(1)
    while play.pane.gliding():
        assert city.space not in game.cities()  # the piece waits for the camera
        driver.frames(1)
        frames += 1
    assert abs(frames - GLIDE_FRAMES) <= 2
    assert city.space in game.cities()  # played once the camera is there
    near = math.dist(play.space_point(city.space), (x + w / 2, y + h / 2))
    assert near < far / 2
    assert play.pane.marked == [city.space]


def test_on_the_whole_board_a_bots_move_is_played_at_once(driver: Driver) -> None:
    play, actions = bots_turn(driver)
    game = play.game
    city = next(a for a in game.legal_actions() if isinstance(a, PlaceCity))
    actions.append(city)
    driver.frames(1)
    assert city.space in game.cities() and not play.pane.gliding()


def test_a_players_moves_stay_outlined_until_another_player_acts(driver: Driver) -> None:
    play, actions = bots_turn(driver)
    game = play.game
    first = next(a for a in game.legal_actions() if isinstance(a, PlaceCity))
    actions.append(first)
    run_until(driver, lambda: first.space in game.cities())
    second = next(
        a
        for a in game.legal_actions()
        if isinstance(a, PlaceRoad | PlaceCity) and a.space != first.space
    )
    actions += [second, EndActions()]
    run_until(driver, lambda: not actions and game.phase == "market")
    assert play.pane.marked == [first.space, second.space]  # both of yellow's moves
    del bot_turns(play).next, bot_turns(play).played  # its own planning ends its turn
    run_until(
        driver, lambda: play.bot_level() is None and driver.top is play and game.phase == "actions"
    )
    assert first.space in play.pane.marked and second.space in play.pane.marked
    city = next(a for a in game.legal_actions() if isinstance(a, PlaceCity))
    driver.press("city")
    driver.click_space(city.space)
    assert city.space in game.cities()
    assert play.pane.marked == [city.space]  # the human acted: only their move
