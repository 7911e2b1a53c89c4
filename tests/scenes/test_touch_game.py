"""Touch alone plays a whole 2-player game through the real scenes, as SDL delivers it:
each finger's events and the mouse events SDL makes from them. On the board a tap shows
the ghost and a second tap on the same space places it (the mouse events made from those
taps are never handled a second time); the panel's and dialogs' buttons are pressed by the
mouse events SDL makes. No key is pressed."""

from __future__ import annotations

from mg.dev.driver import Driver
from mg.engine import BuildMarket, Phase, SellMarket
from mg.scenes.board.board_scene import BoardScene
from mg.scenes.board.setup import SetupScene
from mg.scenes.play.scene import PlayScene
from tests.support.touch_only import tap, tap_button, tap_space
from tests.support.whole_game import play_whole_game

TURN_LIMIT = 40


def place_by_taps(driver: Driver, scene: BoardScene, space: tuple[int, int]) -> None:
    """Tap `space` (the ghost shows, nothing is placed), then tap it again (placed)."""
    game = scene.game
    before = len(game.history)
    tap_space(driver, space)
    assert scene.touched == space and len(game.history) == before  # shown, not placed
    tap_space(driver, space)
    assert len(game.history) == before + 1  # placed once, never twice


def touch_turn(driver: Driver, draw: bool) -> None:
    """A city, a road (turned once by its touch button), perhaps a draw, End actions; a
    market if one may be built, End turn: all by taps."""
    if driver.top_name == "banner":
        tap(driver, (10, 10))  # a tap closes the turn's banner
    play = driver.top_as(PlayScene)
    game = play.game
    colour = game.current
    tap_button(driver, "city")
    if play.key_targets():
        place_by_taps(driver, play, play.key_targets()[0])
    tap_button(driver, "road")
    roads = play.key_targets()
    if roads:
        tap_space(driver, roads[0])
        tools = dict(play.touch_tool_rects())
        tap(driver, tools["rotate"].center)  # the rotate button beside the ghost
        place_by_taps_again(driver, play, roads[0])
    if draw and game.phase == Phase.ACTIONS and play.legal().draws:
        tap_button(driver, "draw")
        tap_button(driver, "ok")
    if game.current == colour and game.phase == Phase.ACTIONS:
        tap_button(driver, "end_actions")
        if driver.top_name == "confirm":
            tap_button(driver, "end")
    if game.phase == Phase.MARKET and game.current == colour:
        if any(isinstance(a, BuildMarket | SellMarket) for a in game.legal_actions()):
            place_by_taps(driver, play, play.key_targets()[0])
        driver.frames(2)
        tap_button(driver, "end_turn")
    shown = ("play", "banner", "scoring")
    driver.until(lambda: driver.top_name in shown, TURN_LIMIT, "the next turn")


def place_by_taps_again(driver: Driver, play: PlayScene, space: tuple[int, int]) -> None:
    """The ghost already shows on `space`: one more tap places it."""
    before = len(play.game.history)
    tap_space(driver, space)
    assert len(play.game.history) == before + 1


def oracle_by_taps(driver: Driver, setup: SetupScene) -> None:
    place_by_taps(driver, setup, sorted(setup.targets())[0])


def test_touch_alone_plays_a_whole_two_player_game(driver: Driver) -> None:
    play_whole_game(driver, tap_button, oracle_by_taps, touch_turn)
