"""A whole 2-player game of 8 rounds through the real scenes, by one way of input (the
keyboard, touch): the menu, every oracle, every turn, the scoring and its table, back to
the menu — each step given by the caller."""

from __future__ import annotations

from collections.abc import Callable

from mg.dev.driver import Driver
from mg.engine import BuildMarket, Draw, Phase, PlaceCity, PlaceOracle, PlaceRoad
from mg.scenes.board.setup import SetupScene
from mg.scenes.scoring.scene import ScoringScene

Press = Callable[[Driver, str], None]  # press the top scene's button by its key


def play_whole_game(
    driver: Driver,
    press: Press,
    place_oracle: Callable[[Driver, SetupScene], None],
    turn: Callable[[Driver, bool], None],
) -> None:
    """From the menu to the menu again: every oracle by `place_oracle`, every turn by
    `turn` (told to draw every third turn); each kind of action played once at least."""
    for key in ("players-2", "rounds-8", "start"):
        press(driver, key)
    driver.wait_for("setup")
    setup = driver.top_as(SetupScene)
    while setup.game.phase == Phase.ORACLES:
        place_oracle(driver, setup)
        driver.frames(2)
    driver.wait_for("play")
    game = driver.game
    turns = 0
    while game.phase != Phase.OVER:
        turn(driver, turns % 3 == 1)
        turns += 1
    played = {type(action) for action in game.history}
    assert {PlaceOracle, PlaceRoad, PlaceCity, Draw, BuildMarket} <= played
    driver.wait_for("scoring")
    scoring = driver.top_as(ScoringScene)
    press(driver, "skip")  # the scoring shown at once
    driver.until(lambda: scoring.table_shown, 600, "the score table")
    press(driver, "menu")
    driver.wait_for("menu")
