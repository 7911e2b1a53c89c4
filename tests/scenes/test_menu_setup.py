"""The menu shows the last game's setup and remembers it between launches; a notice belongs
to the moment it was raised."""

from __future__ import annotations

import random

import pygame

from mg.dev.driver import Driver
from mg.engine import COLOURS, Game
from mg.scenes.menu.scene import MenuScene
from mg.store.new_game_setup import setup_path
from mg.store.seats import SEAT_KINDS, Seat
from mg.store.session import Session, autosave, autosave_path, load_autosave
from mg.text.i18n import problem_text, t
from mg.ui.notice import Said, notice_key, notice_text
from mg.ui.options import Options
from tests.support.apps import next_launch
from tests.support.problem_keys import problem_keys


def restart(players: int | None = None) -> Driver:
    """A new App, as after closing the game."""
    return next_launch(Options(windowed=(1280, 720), players=players))


def shown(d: Driver) -> tuple[int, int, list[tuple[str, str, str]]]:
    """What the menu shows: players, rounds, and each seat's name, colour and kind."""
    menu = d.top_as(MenuScene)
    assert menu.name == "menu"
    b = menu.buttons
    count = next(n for n in (2, 3, 4) if b[f"players-{n}"].is_selected)
    rounds = next(r for r in (12, 8) if b[f"rounds-{r}"].is_selected)
    seats = [
        (e.get_text(), b[f"colour-{i}"].text, b[f"kind-{i}"].text)
        for i, e in enumerate(menu.entries)
    ]
    return count, rounds, seats


def test_a_stale_notice_never_reaches_a_new_game(driver: Driver) -> None:
    autosave_path().parent.mkdir(parents=True, exist_ok=True)
    autosave_path().write_text('{"format": "magna-grecia-session", "version": 1}')
    d = restart()
    d.press("continue")
    _nothing, unusable = load_autosave()
    assert unusable is not None and problem_keys(unusable)[0] == "autosave_unusable"
    assert notice_text(d.app.ctx.notice) == problem_text(unusable)
    d.press("start")
    d.key(pygame.K_ESCAPE)
    assert d.top_name == "pause" and d.app.ctx.notice is None
    d.press("menu")
    assert d.app.ctx.notice is None


def test_a_notice_is_cleared_when_a_game_is_resumed(driver: Driver) -> None:
    driver.start_game()
    driver.key(pygame.K_ESCAPE)
    driver.press("menu")
    driver.app.ctx.tell(Said.of("menu.nothing_to_continue"))  # an old notice
    driver.press("continue")
    driver.key(pygame.K_ESCAPE)
    assert driver.top_name == "pause" and driver.app.ctx.notice is None


def row(name: str, colour: str, kind: str) -> tuple[str, str, str]:
    """A seat's row as the menu words it: the name, the colour's and the kind's words."""
    return name, t(f"colour.{colour}"), t(f"seat.{kind}")


def finished_game(players: list[str], rounds: int) -> Game:
    game = Game.new(players, seed=4, rounds=rounds)
    rng = random.Random(4)
    while game.phase != "over":
        game.apply(rng.choice(game.legal_actions()))
    return game


def test_after_a_finished_game_the_menu_shows_its_setup(driver: Driver) -> None:
    game = finished_game(list(COLOURS), 8)
    seats = [
        Seat("Ann", "yellow"),
        Seat("Bob", "orange", "easy"),
        Seat("Cleo", "brown"),
        Seat("Bot – hard", "red", "hard"),
    ]
    assert autosave(Session(game, seats)) is None
    driver = restart()
    driver.press("continue")
    assert driver.top_name == "scoring"
    driver.press("menu")
    assert shown(driver) == (
        4,
        8,
        [
            row("Ann", "yellow", "human"),
            row("Bob", "orange", "easy"),
            row("Cleo", "brown", "human"),
            row("Bot – hard", "red", "hard"),  # the name as it was typed
        ],
    )


def test_the_setup_is_remembered_between_launches(driver: Driver) -> None:
    driver.press("players-4")
    driver.press("rounds-8")
    driver.press("colour-1")  # orange → brown, swapping with seat 3
    for _ in range(SEAT_KINDS.index("hard")):
        driver.press("kind-3")
    driver.top_as(MenuScene).entries[0].set_text("Ann")
    driver.press("start")
    expected = (
        4,
        8,
        [
            row("Ann", "yellow", "human"),
            row(t("seat.player", n=2), "brown", "human"),
            row(t("seat.player", n=3), "orange", "human"),
            row(t("seat.hard"), "red", "hard"),  # an untyped name: the bot's
        ],
    )
    again = restart()
    assert shown(again) == expected
    again = restart(players=2)  # a --players flag still picks the count
    assert shown(again)[0] == 2 and shown(again)[2] == expected[2][:2]


def test_a_broken_setup_file_gives_the_defaults_and_says_so(driver: Driver) -> None:
    setup_path().parent.mkdir(parents=True, exist_ok=True)
    setup_path().write_text('{"players": 9, "rounds": 12, "seats": []}')
    again = restart()
    assert shown(again) == (
        3,
        12,
        [
            row(t("seat.player", n=1), "yellow", "human"),
            row(t("seat.player", n=2), "orange", "human"),
            row(t("seat.player", n=3), "brown", "human"),
        ],
    )
    assert notice_key(again.app.ctx.notice) == "problem.setup_broken"
    again.press("start")
    assert again.top_name == "setup"
