"""A seat's default name is data (None), worded only when shown; names
older files wrote out — in English, or in another language after a switch — read as the
default again; a typed name is kept as typed."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mg.engine import COLOURS
from mg.store.new_game_setup import NewGameSetup, load_setup, save_setup
from mg.store.seats import Seat, read_name
from mg.text import i18n
from mg.text.seat_words import seat_names

pytestmark = pytest.mark.usefixtures("english_after")


def test_default_names_are_worded_in_the_language_shown() -> None:
    seats = [
        Seat(None, "yellow"),
        Seat("Ada", "red", "hard"),
        Seat(None, "brown", "hard"),
        Seat(None, "orange", "hard"),
    ]
    assert seat_names(seats) == ["Player 1", "Ada", "Bot – hard", "Bot – hard 2"]
    i18n.set_language("it")
    assert seat_names(seats) == ["Giocatore 1", "Ada", "Bot – difficile", "Bot – difficile 2"]


def test_a_remote_seat_without_a_name_is_named_by_its_place_as_on_its_own_machine() -> None:
    # network play: the host shows the joiner's seat as the joiner's machine does ("human"
    # there, "remote" here), never as a generic "Remote player"
    here = [Seat("Ada", "yellow"), Seat(None, "orange", "remote")]
    there = [Seat("Ada", "yellow", "remote"), Seat(None, "orange")]
    assert seat_names(here) == seat_names(there) == ["Ada", "Player 2"]


@pytest.mark.parametrize(
    "name, kind, index",
    [
        ("Player 1", "human", 0),
        ("Giocatore 2", "human", 1),
        ("Spieler 4", "human", 3),
        ("Bot – easy", "easy", 2),
        ("Bot – facile", "easy", 0),
        ("Bot – leicht", "easy", 1),
        ("Bot – schwer 2", "hard", 3),
        ("Bot – Experte", "expert", 0),
        (None, "hard", 1),
    ],
)
def test_a_name_the_menu_gave_reads_as_the_default(name: str | None, kind: str, index: int) -> None:
    assert read_name(name, kind, index) is None


@pytest.mark.parametrize(
    "name, kind, index",
    [
        ("Ada", "human", 0),
        ("Player 3", "human", 1),
        ("Bot – easy", "hard", 0),
        ("Bot – easy", "human", 0),
        ("Bot – hard 9", "hard", 0),
        ("Joueuse 1", "human", 0),
    ],
)
def test_any_other_name_is_kept_as_typed(name: str, kind: str, index: int) -> None:
    assert read_name(name, kind, index) == name


def test_the_setup_file_holds_no_words_and_repairs_old_ones(tmp_path: Path) -> None:
    path = tmp_path / "new-game.json"
    setup = NewGameSetup(3, 12, tuple(Seat(None, c) for c in COLOURS))
    assert save_setup(setup, path) is None
    assert [s["name"] for s in json.loads(path.read_text())["seats"]] == [None] * 4
    assert load_setup(path) == (setup, None)
    old = {
        "players": 3,
        "rounds": 12,
        "seats": [
            {"name": "Giocatore 1", "colour": "yellow", "kind": "human"},
            {"name": "Ada", "colour": "orange", "kind": "human"},
            {"name": "Bot – facile", "colour": "brown", "kind": "easy"},
            {"name": "Player 4", "colour": "red", "kind": "human"},
        ],
    }
    path.write_text(json.dumps(old), encoding="utf-8")
    loaded, warning = load_setup(path)
    assert warning is None
    assert [s.name for s in loaded.seats] == [None, "Ada", None, None]
