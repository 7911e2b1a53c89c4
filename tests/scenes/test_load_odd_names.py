"""A save whose file name is not UTF-8: e.g. "Partita del sabato è.json"
written in Latin-1 by another system, which Python hands over with a lone surrogate that
no widget can draw. The Load list shows it with U+FFFD in place of the byte it cannot
read, loads it and deletes it by its real name; the other saves are listed as before.
The same for the kept "replaced games"."""

from __future__ import annotations

import os
from pathlib import Path

from mg.dev.driver import Driver
from mg.engine import Game
from mg.scenes.overlays.load_dialog import LoadScene
from mg.scenes.overlays.save_rows import row_title
from mg.store.kept_games import replaced_dir
from mg.store.seats import Seat
from mg.store.session import Session, save_named, saves_dir, to_json
from mg.text.i18n import t

LATIN_1 = b"Partita del sabato \xe8.json"  # "è" in Latin-1: not UTF-8
SHOWN = "Partita del sabato \ufffd"


def write_save(folder: Path, raw_name: bytes, seed: int, when: float) -> Game:
    """A valid save under the file name `raw_name` (bytes, as the system keeps it)."""
    game = Game.new(["yellow", "red"], seed=seed, rounds=8)
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / os.fsdecode(raw_name)
    path.write_text(
        to_json(Session(game, [Seat("Ann", "yellow"), Seat("Ben", "red")])), encoding="utf-8"
    )
    os.utime(path, (when, when))
    return game


def ordinary_save(when: float) -> None:
    game = Game.new(["yellow", "red", "brown"], seed=9, rounds=8)
    assert (
        save_named(
            Session(game, [Seat("Cleo", "yellow"), Seat("Dan", "red"), Seat("Eve", "brown")]),
            "Ordinary",
        )
        is None
    )
    os.utime(saves_dir() / "Ordinary.json", (when, when))


def names_on_disk(folder: Path) -> list[bytes]:
    return sorted(os.listdir(os.fsencode(folder)))


def test_a_latin_1_name_is_listed_safely_and_loads(driver: Driver) -> None:
    game = write_save(saves_dir(), LATIN_1, seed=21, when=2_000_000)
    ordinary_save(when=1_000_000)
    driver.press("load")
    loader = driver.top_as(LoadScene)
    assert [row_title(row) for row in loader.rows] == [SHOWN, "Ordinary"]
    assert driver.button("file-0").text == SHOWN
    assert loader.rows[0].problem is None and loader.rows[1].problem is None
    driver.press("file-0")
    assert driver.top_name == "setup"
    assert driver.game == game  # the game of the file with the odd name


def test_a_latin_1_name_is_deleted_by_its_real_name(driver: Driver) -> None:
    write_save(saves_dir(), LATIN_1, seed=21, when=2_000_000)
    ordinary_save(when=1_000_000)
    driver.press("load")
    loader = driver.top_as(LoadScene)
    driver.press("delete-0")
    assert loader.message == t("load.ask_delete", name=SHOWN)
    driver.press("delete-0")
    assert loader.message == t("load.deleted", name=SHOWN)
    assert names_on_disk(saves_dir()) == [b"Ordinary.json"]
    assert [row_title(row) for row in loader.rows] == ["Ordinary"]
    driver.press("file-0")  # the others load as before
    assert driver.top_name == "setup" and driver.game.players == ["yellow", "red", "brown"]


def test_a_latin_1_name_among_the_replaced_games(driver: Driver) -> None:
    game = write_save(replaced_dir(), b"Replaced \xe8.json", seed=33, when=2_000_000)
    ordinary_save(when=1_000_000)
    driver.press("load")
    loader = driver.top_as(LoadScene)
    assert [row_title(row) for row in loader.rows] == [t("load.replaced"), "Ordinary"]
    driver.press("delete-0")
    assert loader.message == t("load.ask_delete", name="Replaced \ufffd")
    driver.press("cancel")
    driver.press("load")
    driver.press("file-0")
    assert driver.top_name == "setup" and driver.game == game
    assert names_on_disk(replaced_dir()) == [b"Replaced \xe8.json"]
