"""Save game…'s default name: from the time, in the player's language, and never
the name of a save already there ("… 2", "… 3", … while one is taken)."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

import pytest

from mg.engine import Game
from mg.scenes.overlays.save_dialog import default_name
from mg.store.kept_games import keep_as_save
from mg.store.seats import Seat
from mg.store.session import Session, save_named
from mg.text import i18n

NOON = datetime(2026, 3, 14, 12, 0, 41)


@pytest.fixture(autouse=True)
def private_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MG_DATA_DIR", str(tmp_path / "data"))


def session() -> Session:
    return Session(Game.new(["yellow", "red"], seed=5), [Seat("Ann", "yellow"), Seat("Ben", "red")])


def test_the_default_name_is_never_a_save_already_there() -> None:
    assert default_name(NOON) == "Game 2026-03-14 12-00"
    assert save_named(session(), default_name(NOON)) is None
    assert default_name(NOON) == "Game 2026-03-14 12-00 2"
    assert save_named(session(), default_name(NOON)) is None
    assert default_name(NOON) == "Game 2026-03-14 12-00 3"
    assert keep_as_save(session(), "Game 2026-03-14 12-00")[0] == "Game 2026-03-14 12-00 3"


@pytest.mark.parametrize(
    ("language", "name"),
    [
        ("en", "Game 2026-03-14 12-00"),
        ("it", "Partita 2026-03-14 12-00"),
        ("fr", "Partie 2026-03-14 12-00"),
        ("de", "Spiel 2026-03-14 12-00"),
    ],
)
def test_the_default_name_is_in_the_players_language(language: str, name: str) -> None:
    i18n.set_language(language)
    try:
        assert default_name(NOON) == name
    finally:
        i18n.set_language("en")
