"""Two ways a game in progress was once lost, as a player met them, on today's code (every
game in its own file, nothing patched): New game and Load… ask nothing because
nothing is lost — the game in progress stays in its own file, the Games screen lists it, and
it is taken up again exactly as it was left. (tests/scenes/test_replace_confirm.py keeps the
question for a game no such file holds.)"""

from __future__ import annotations

import pygame

from mg.dev.driver import Driver
from mg.engine import Game
from mg.scenes.overlays.confirm import ConfirmScene
from mg.scenes.overlays.games import GamesScene
from mg.store.game_files import games_dir, list_games
from mg.store.kept_games import list_replaced
from mg.store.seats import Seat
from mg.store.session import Session, read, save_named
from tests.support.hostile_files import read_only
from tests.support.turns import a_few_turns_of_alice_and_bob, human_turn, name_seats


def taken_up_again(d: Driver, game: Game, seats: list[str]) -> None:
    """From the main menu: the Games screen lists `game` with its players, and it resumes."""
    d.press("games")
    screen = d.top_as(GamesScene)
    rows = [k for k, row in enumerate(screen.rows) if read(row.path).game == game]
    assert len(rows) == 1, "the game in progress is listed once"
    assert [s.name for s in read(screen.rows[rows[0]].path).seats] == seats
    d.press(f"game-{rows[0]}")
    assert d.top_name == "play" and d.game == game


def test_new_game_after_a_few_unsaved_turns_loses_nothing(driver: Driver) -> None:
    """Play a few turns without Save game… → Esc → Main menu → New game."""
    old = a_few_turns_of_alice_and_bob(driver).copy()
    driver.key(pygame.K_ESCAPE)
    driver.press("menu")
    driver.press("start")
    assert driver.top_name == "setup" and driver.game != old  # nothing to ask: it is kept
    driver.press("random")
    driver.wait_for("play", limit=300)
    driver.key(pygame.K_ESCAPE)
    driver.press("menu")
    taken_up_again(driver, old, ["Alice", "Bob"])


def test_load_in_a_four_player_game_loses_nothing(driver: Driver) -> None:
    """In a 4-player game, Esc → Load game… → a save."""
    other = Game.new(["red", "brown"], seed=3)
    assert save_named(Session(other, [Seat("Cleo", "red"), Seat("Dan", "brown")]), "Other") is None
    driver.app.ctx.settings.bot_animations = False
    name_seats(driver, ["Alice", "Bob", "Cleo", "Dan"])
    for seat in (1, 2, 3):
        driver.press(f"kind-{seat}")  # Bob, Cleo and Dan: easy bots
    driver.press("start")
    game = driver.game
    driver.press("random")
    alice = driver.app.flow.setup.seats[0].colour
    for _ in range(20_000):  # the bots before her play their turns
        if game.phase == "actions" and game.current == alice and driver.top_name == "play":
            break
        driver.frames(1)
    human_turn(driver)
    old = game.copy()
    driver.key(pygame.K_ESCAPE)
    driver.press("load")
    driver.press("file-0")
    assert driver.top_name == "setup" and driver.game == other  # nothing asked: it is kept
    assert old in {read(row.path).game for row in list_games()}
    driver.key(pygame.K_ESCAPE)
    driver.press("menu")
    taken_up_again(driver, old, ["Alice", "Bob", "Cleo", "Dan"])


def test_a_game_its_own_file_no_longer_holds_is_asked_about(driver: Driver) -> None:
    """The games folder turns read-only mid-game (a full or locked disk): the game's own file
    falls behind, so New game asks, nothing lost unasked, and Replace keeps a copy."""
    a_few_turns_of_alice_and_bob(driver)
    with read_only(games_dir()):
        human_turn(driver)  # played, autosaved, but no longer in its own file
        old = driver.game.copy()
        driver.key(pygame.K_ESCAPE)
        driver.press("menu")
        driver.press("start")
        assert driver.top_name == "confirm"
        assert "Alice, Bob" in driver.top_as(ConfirmScene).question.message
        driver.press("replace")
    assert driver.top_name == "setup"
    assert [read(p).game for p in list_replaced()] == [old]
