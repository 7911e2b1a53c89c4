"""The menu's seats: saves hold exactly the playing seats, the menu
always has four seats to show whatever was loaded (point 2), colours swap between seats,
and a bot seat is named for its level."""

from __future__ import annotations

import pygame
import pytest

from mg.dev.driver import Driver
from mg.engine import COLOURS, Game
from mg.scenes.menu.scene import MenuScene
from mg.scenes.overlays.save_dialog import SaveScene
from mg.store.seats import Seat
from mg.store.session import Session, autosave_path, list_saves, read, save_named
from mg.text.i18n import t
from mg.ui.notice import notice_key
from tests.support.apps import next_launch


def restart() -> Driver:
    """A new App, as after closing the game."""
    return next_launch()


def colours_shown(d: Driver) -> list[str]:
    return [s.colour for s in d.app.flow.setup.seats[: d.top_as(MenuScene).count]]


@pytest.mark.parametrize("players", [2, 3])
def test_continue_after_a_colour_change(driver: Driver, players: int) -> None:
    """Repro: fresh launch → N players → click Player 2's colour once → New game → Esc →
    Main menu → Continue."""
    driver.press(f"players-{players}")
    driver.press("colour-1")
    driver.press("start")
    game = driver.game
    driver.key(pygame.K_ESCAPE)
    driver.press("menu")
    driver.press("continue")
    assert driver.top_name == "setup", driver.app.ctx.notice
    assert driver.game == game
    assert notice_key(driver.app.ctx.notice) not in (
        "menu.autosave_unusable",
        "problem.autosave_unusable",
    )
    saved = read(autosave_path())
    assert [s.colour for s in saved.seats] == game.players


def test_a_named_save_after_a_colour_change_loads(driver: Driver) -> None:
    driver.press("players-2")
    driver.press("colour-1")
    driver.start_game(players=2)
    game = driver.game
    driver.key(pygame.K_ESCAPE)
    driver.press("save")
    driver.top_as(SaveScene).entry.set_text("Colours")
    driver.press("save")
    saved = read(list_saves()[0])
    assert [s.colour for s in saved.seats] == game.players
    driver.press("menu")
    driver.press("load")
    driver.press("file-0")
    assert driver.top_name == "play" and driver.game == game


@pytest.mark.parametrize(
    "colours",
    [
        ("yellow", "red"),
        ("orange", "brown"),
        ("red", "yellow"),
        ("red", "orange", "yellow"),
        ("brown", "red", "yellow", "orange"),
    ],
)
def test_any_number_of_players_after_loading_a_game(
    driver: Driver, colours: tuple[str, ...]
) -> None:
    """Repro: fresh launch (3 players) → Load… a 2-player save → Esc → Main menu → click
    "4 players" (and the same with 3- and 4-player saves): the menu shows the loaded game's
    seats, and any count after them."""
    names = load_a_game(driver, colours)
    assert driver.top_as(MenuScene).count == len(colours)
    every_count(driver)
    shown = [e.get_text() for e in driver.top_as(MenuScene).entries]
    assert shown == names + ["Player 3", "Player 4"][len(names) - 2 :]
    assert colours_shown(driver)[: len(colours)] == list(colours)
    driver.press("start")
    assert driver.top_name == "setup"


@pytest.mark.parametrize("colours", [("yellow", "red"), ("brown", "red", "yellow", "orange")])
def test_a_colour_changed_in_the_menu_stays_after_loading_a_game(
    driver: Driver, colours: tuple[str, ...]
) -> None:
    """The menu keeps the player's edits: fresh launch (3 players) →
    click Player 3's colour once → Load… a save → Esc → Main menu: still 3 players, the
    colour as changed; any count after that."""
    driver.press("colour-2")
    edited = colours_shown(driver)
    load_a_game(driver, colours)
    assert driver.top_as(MenuScene).count == 3 and colours_shown(driver) == edited
    every_count(driver)
    driver.press("start")
    assert driver.top_name == "setup"


def load_a_game(driver: Driver, colours: tuple[str, ...]) -> list[str]:
    """A saved game of `colours` loaded from the menu, then the pause menu's Main menu: the
    names of its seats."""
    game = Game.new(list(colours), seed=3, rounds=8)
    names = ["Ann", "Bob", "Cleo", "Dan"][: len(colours)]
    seats = [Seat(n, c) for n, c in zip(names, colours, strict=True)]
    assert save_named(Session(game, seats), "Saved") is None
    driver.press("load")
    driver.press("file-0")
    assert driver.game == game
    driver.key(pygame.K_ESCAPE)
    driver.press("menu")
    return names


def every_count(driver: Driver) -> None:
    """4, 2, 3 and 4 players in turn: each shows its seats, the four colours kept (R1)."""
    for count in (4, 2, 3, 4):
        driver.press(f"players-{count}")
        menu = driver.top_as(MenuScene)
        assert menu.name == "menu" and len(menu.entries) == count
        assert sorted(s.colour for s in driver.app.flow.setup.seats) == sorted(COLOURS)


def test_colours_swap_with_four_players(driver: Driver) -> None:
    driver.press("players-4")
    before = colours_shown(driver)
    driver.press("colour-0")  # every colour is taken: seat 1 swaps with the next colour's seat
    after = colours_shown(driver)
    assert after[0] == COLOURS[1] and after[1] == before[0] and after[2:] == before[2:]
    driver.press("colour-3")
    assert colours_shown(driver)[3] == COLOURS[0] and sorted(colours_shown(driver)) == sorted(
        COLOURS
    )


def test_colours_stay_distinct_across_all_four_seats(driver: Driver) -> None:
    for clicks in (
        ["players-2", "colour-1", "colour-1"],
        ["players-3", "colour-2"],
        ["colour-0", "players-4", "colour-2"],
    ):
        for key in clicks:
            driver.press(key)
        assert sorted(s.colour for s in driver.app.flow.setup.seats) == sorted(COLOURS), clicks


def test_a_bot_seat_is_named_for_its_level(driver: Driver) -> None:
    for level in ("beginner", "easy", "medium", "hard"):  # weakest first
        driver.press("kind-2")
        assert driver.top_as(MenuScene).entries[2].get_text() == t(f"seat.{level}")
    for _ in range(4):
        driver.press("kind-1")  # two hard bots: numbered top to bottom
    assert [e.get_text() for e in driver.top_as(MenuScene).entries[1:]] == [
        "Bot – hard",
        "Bot – hard 2",
    ]
    driver.press("kind-2")
    assert driver.top_as(MenuScene).entries[2].get_text() == "Bot – expert"
    driver.press("kind-2")  # back to a human: the default name again
    assert driver.top_as(MenuScene).entries[2].get_text() == "Player 3"
    driver.top_as(MenuScene).entries[0].set_text("Ann")
    driver.press("kind-0")  # a name the player typed is kept
    assert driver.top_as(MenuScene).entries[0].get_text() == "Ann"


def menu_shows(d: Driver) -> tuple[list[tuple[str, str, str]], list[bool]]:
    """What the menu shows of the seats and the game length."""
    menu = d.top_as(MenuScene)
    b = menu.buttons
    seats = [
        (e.get_text(), b[f"kind-{i}"].text, b[f"colour-{i}"].text)
        for i, e in enumerate(menu.entries)
    ]
    return seats, [b[f"rounds-{r}"].is_selected for r in (12, 8)]


def test_a_press_shows_the_change_as_a_new_menu_would(driver: Driver) -> None:
    driver.press("players-3")
    before = menu_shows(driver)
    for key in ("kind-0", "colour-1", "kind-2", "kind-2", "colour-2", "rounds-8"):
        driver.press(key)
    shown = menu_shows(driver)
    assert shown != before
    assert shown[0][0][1] != before[0][0][1]  # seat 1's kind, and its bot name
    assert shown[0][0][0] != before[0][0][0]
    assert shown[1] == [False, True]
    menu = driver.top_as(MenuScene)
    menu.resize(driver.app.ctx.size)  # built afresh from the same seats
    assert menu_shows(driver) == shown


def test_a_player_count_makes_only_the_seat_rows_and_shows_as_a_new_menu_would(
    driver: Driver,
) -> None:
    menu = driver.top_as(MenuScene)
    kept = {key: menu.buttons[key] for key in ("start", "rounds-12", "players-2", "quit")}
    for count in (4, 2, 3):
        driver.press(f"players-{count}")
        assert len(menu.entries) == count
        assert {f"kind-{i}" for i in range(4)} & set(menu.buttons) == {
            f"kind-{i}" for i in range(count)
        }
        assert [menu.buttons[f"players-{n}"].is_selected for n in (2, 3, 4)] == [
            n == count for n in (2, 3, 4)
        ]
        assert all(menu.buttons[key] is button for key, button in kept.items())  # not remade
        shown = menu_shows(driver)
        menu.resize(driver.app.ctx.size)  # built afresh from the same seats
        assert menu_shows(driver) == shown
        kept = {key: menu.buttons[key] for key in kept}
    rows = [e.rect.top for e in menu.entries]
    assert rows == sorted(rows) and len(set(rows)) == 3  # one under another
