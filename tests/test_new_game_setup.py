"""The remembered new-game setup: a round trip, and a broken file falls back to the
defaults with a warning."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mg.engine import COLOURS
from mg.store.new_game_setup import NewGameSetup, from_json, load_setup, save_setup, to_json
from mg.store.seats import Seat
from tests.support.problem_keys import problem_keys


def setup() -> NewGameSetup:
    return NewGameSetup(
        4,
        8,
        (
            Seat("Ann", "red"),
            Seat(None, "yellow", "hard"),
            Seat("Cleo", "brown"),
            Seat("Dan", "orange", "easy"),
        ),
    )


def test_round_trip(tmp_path: Path) -> None:
    path = tmp_path / "cfg" / "new-game.json"
    assert save_setup(setup(), path) is None
    assert load_setup(path) == (setup(), None)


def test_no_file_gives_the_defaults(tmp_path: Path) -> None:
    loaded, warning = load_setup(tmp_path / "none.json")
    assert warning is None and loaded.players == 3 and loaded.rounds == 12
    assert [s.colour for s in loaded.seat_list()] == list(COLOURS)


def mutate(key: str, value: object) -> str:
    doc = json.loads(to_json(setup()))
    doc[key] = value
    return json.dumps(doc)


@pytest.mark.parametrize(
    "text",
    [
        "",
        "{",
        "[]",
        "\x00\xff",
        mutate("players", 5),
        mutate("players", True),
        mutate("rounds", 10),
        mutate("seats", []),
        mutate("seats", "four"),
        mutate("seats", [{"name": "A", "colour": "red", "kind": "human"}] * 4),
        mutate("seats", [{"name": "", "colour": c, "kind": "human"} for c in COLOURS]),
        mutate("seats", [{"name": "A", "colour": c, "kind": "god"} for c in COLOURS]),
        "[" * 100000,
    ],
)
def test_a_broken_file_falls_back_to_the_defaults(tmp_path: Path, text: str) -> None:
    path = tmp_path / "new-game.json"
    path.write_text(text, encoding="utf-8", errors="surrogateescape")
    loaded, warning = load_setup(path)
    assert loaded == NewGameSetup() and problem_keys(warning)[0] == "setup_broken"
    with pytest.raises(ValueError):
        from_json(text)


def test_seat_list_gives_fresh_copies() -> None:
    s = setup()
    seats = s.seat_list()
    seats[0].name = "Changed"
    assert s.seats[0].name == "Ann" and [x.name for x in s.seat_list()][0] == "Ann"
