"""The bot levels are one registry (mg/ai/levels.py): the bots, the seat kinds a file may
hold and the menu cycles through, the `--autoplay` and bench choices and the words every
language needs are all read from it, so a level added there is known everywhere."""

from __future__ import annotations

import argparse
import json

import pytest

from mg.ai import LEVELS, make_bot
from mg.ai.levels import SEAT_LEVELS, Level, by_name
from mg.ai.players import Bot
from mg.bench.__main__ import pairing
from mg.engine import COLOURS
from mg.store.new_game_setup import NewGameSetup, from_json, to_json
from mg.store.seats import SEAT_KINDS, Seat, cycle_kind, default_seats
from mg.text.i18n import LANGUAGES, catalogue
from mg.ui.options import parse_args
from tests.support.problem_keys import problem_keys


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_level_has_its_words_in_every_language(language: str) -> None:
    words = catalogue(language)
    needed = [key for level in LEVELS.values() for key in level.words]
    assert len(needed) == len(SEAT_LEVELS)  # a seat's name for each level the menu offers
    assert [key for key in needed if key not in words] == []


def test_a_level_the_menu_offers_needs_a_seats_name_the_random_bot_none() -> None:
    assert LEVELS["hard"].words == ("seat.hard",)
    assert LEVELS["random"].words == ()


def test_the_seat_kinds_are_a_human_and_the_levels_the_menu_offers_weakest_first() -> None:
    offered = tuple(name for name, level in LEVELS.items() if level.seat)
    assert SEAT_KINDS[1:] == offered and SEAT_KINDS[0] == "human"
    assert SEAT_LEVELS == ("beginner", "easy", "medium", "hard", "expert")
    assert "random" not in SEAT_KINDS


def test_the_menu_cycles_a_seat_through_every_seat_kind_in_order() -> None:
    seats = default_seats()
    seen = [seats[1].kind]
    for _ in SEAT_KINDS:
        cycle_kind(seats, 1)
        seen.append(seats[1].kind)
    assert seen == [*SEAT_KINDS, "human"]


@pytest.mark.parametrize("kind", SEAT_LEVELS)
def test_a_setup_file_keeps_a_seat_of_every_level_the_menu_offers(kind: str) -> None:
    seats = (Seat(None, COLOURS[0], kind), *default_seats()[1:])
    setup = NewGameSetup(2, 12, seats)
    assert from_json(to_json(setup)).seats[0].kind == kind


def test_a_setup_file_with_a_level_the_menu_does_not_offer_is_refused() -> None:
    data = json.loads(to_json(NewGameSetup()))
    data["seats"][0]["kind"] = "random"
    with pytest.raises(ValueError) as refused:
        from_json(json.dumps(data))
    assert problem_keys(refused.value) == ["setup_seat"]


@pytest.mark.parametrize("name", LEVELS)
def test_every_level_is_an_autoplay_choice(name: str) -> None:
    assert parse_args(["--autoplay", name]).autoplay == name


def test_autoplay_refuses_a_level_that_is_not_registered() -> None:
    with pytest.raises(SystemExit):
        parse_args(["--autoplay", "grandmaster"])


@pytest.mark.parametrize("name", LEVELS)
def test_the_bench_pairs_every_level_with_its_own_yardstick(name: str) -> None:
    assert pairing(f"{name},flatmc") == (name, "flatmc")


def test_the_bench_refuses_a_level_that_is_not_registered() -> None:
    with pytest.raises(argparse.ArgumentTypeError):
        pairing("hard,grandmaster")


@pytest.mark.parametrize("name", LEVELS)
def test_make_bot_gives_a_levels_bot_its_budget_times_its_thinking(name: str) -> None:
    bot = make_bot(name, seed=3, budget=0.5)
    assert isinstance(bot, Bot)
    assert bot.budget == 0.5 * LEVELS[name].thinks
    assert LEVELS["expert"].thinks == 3.0


def test_two_levels_of_one_name_are_refused() -> None:
    hard = LEVELS["hard"]
    with pytest.raises(ValueError, match="same name"):
        by_name(hard, Level("hard", hard.bot, hard.elo, thinks=2.0))
