"""The menu keeps what the player chose there: after a finished game,
4 players, seats 2–4 "Bot – hard" and 12 rounds, then Continue (the finished game's score
table), Menu, New game: the menu still shows those choices, the new game is theirs, and the
oracle setup says who is to act — a player at this machine or a computer player — in its
panel and in the banner over the board."""

from __future__ import annotations

import json

from mg.dev.driver import Driver
from mg.engine import COLOURS
from mg.scenes.board.setup import SetupScene
from mg.scenes.menu.scene import MenuScene
from mg.store.new_game_setup import NewGameSetup, save_setup, setup_path
from mg.store.seats import Seat, default_seats
from mg.store.session import Session, autosave
from mg.text.i18n import t
from mg.ui.options import Options
from tests.support.apps import next_launch
from tests.support.finished_games import random_game


def after_a_finished_game() -> Driver:
    """The next launch after a finished 2-player 8-round hot-seat game: its autosave, and
    the setup it was started from remembered."""
    game = random_game(5, players=2, rounds=8)
    seats = [Seat(None, COLOURS[0]), Seat("Bruno", COLOURS[1])]
    assert autosave(Session(game, seats)) is None
    remembered = [Seat(None, COLOURS[0]), Seat("Bruno", COLOURS[1]), *default_seats()[2:]]
    assert save_setup(NewGameSetup(2, 8, tuple(remembered))) is None
    return next_launch(Options(windowed=(1280, 720), seed=11, think=0.1))


def choose_four_with_hard_bots(d: Driver) -> None:
    """4 players, seats 2–4 "Bot – hard", 12 rounds, by mouse."""
    d.press("players-4")
    for seat in (1, 2, 3):
        while d.button(f"kind-{seat}").text != t("seat.hard"):
            d.press(f"kind-{seat}")
    d.press("rounds-12")


def menu_shows(d: Driver) -> tuple[int, int, list[str]]:
    """The player count, the rounds and each playing seat's kind, as the menu's buttons
    are selected and labelled."""
    menu = d.top_as(MenuScene)
    count = next(n for n in (2, 3, 4) if menu.buttons[f"players-{n}"].is_selected)
    rounds = next(r for r in (12, 8) if menu.buttons[f"rounds-{r}"].is_selected)
    return count, rounds, [menu.buttons[f"kind-{i}"].text for i in range(count)]


CHOSEN = (4, 12, [t("seat.human"), t("seat.hard"), t("seat.hard"), t("seat.hard")])


def test_the_menu_keeps_its_choices_across_continue_and_a_new_game_plays_them(
    driver: Driver,
) -> None:
    d = after_a_finished_game()
    choose_four_with_hard_bots(d)
    d.press("continue")
    assert d.top_name == "scoring"  # the finished game's score table
    d.press("menu")
    assert menu_shows(d) == CHOSEN
    d.press("start")
    setup = d.top_as(SetupScene)
    assert setup.game.players == list(COLOURS) and setup.game.rounds == 12
    assert [setup.match.bot_level(c) for c in COLOURS] == [None, "hard", "hard", "hard"]


def test_an_edit_is_written_as_it_is_made(driver: Driver) -> None:
    """Quitting from the menu right after an edit loses nothing: the next launch shows it."""
    d = after_a_finished_game()
    choose_four_with_hard_bots(d)
    kept = json.loads(setup_path().read_text(encoding="utf-8"))
    assert (kept["players"], kept["rounds"]) == (4, 12)
    assert [s["kind"] for s in kept["seats"]] == ["human", "hard", "hard", "hard"]
    again = next_launch(Options(windowed=(1280, 720), seed=11, think=0.1))
    assert menu_shows(again) == CHOSEN


def test_the_setup_says_whether_the_seat_to_act_is_here_or_a_bot(driver: Driver) -> None:
    """The panel and the banner over the board name the seat's kind, as the table says it:
    a player at this machine, or a computer player."""
    d = after_a_finished_game()
    choose_four_with_hard_bots(d)
    d.press("start")
    setup = d.top_as(SetupScene)
    seen: set[str] = set()

    def told() -> bool:
        colour = setup.game.current
        if colour is None or d.top is not setup:
            return False
        kind = "here" if setup.match.bot_level(colour) is None else "bot"
        name = setup.match.seat_name(colour)
        assert setup.acting() == (colour, kind)
        assert setup.banner.words() == t(f"setup.acting.{kind}", name=name)
        assert setup.places_lines()[1] == t(f"setup.kind.{kind}")
        seen.add(kind)
        if kind == "here":  # the human's oracle, by mouse
            d.click(d.space_point(next(iter(setup.targets()))))
        return seen == {"here", "bot"}

    d.until(told, 600)
