"""Atomic writes sweep away the temporary files a killed writer left behind (a kill -9 in
the middle of a save cannot clean up after itself), and only those."""

from __future__ import annotations

from pathlib import Path

import pytest

from mg.store.storage import STALE_TEMP, STEM_BYTES, free_path, safe_stem, write_atomic
from tests.support.hostile_files import aged


def test_a_write_removes_its_files_stale_temporaries_and_nothing_else(tmp_path: Path) -> None:
    save = tmp_path / "autosave.json"
    stale = tmp_path / ".autosave-dead1.tmp"
    stale.write_text("half a sav")
    aged(stale, 2 * STALE_TEMP)
    busy = tmp_path / ".autosave-busy1.tmp"  # another writer's, this moment
    busy.write_text("{")
    other = tmp_path / ".settings-dead2.tmp"  # another file's: its own writes sweep it
    other.write_text("{")
    aged(other, 2 * STALE_TEMP)
    folder = tmp_path / ".autosave-dir.tmp"
    folder.mkdir()
    aged(folder, 2 * STALE_TEMP)

    write_atomic(save, '{"ok": 1}')

    assert save.read_text() == '{"ok": 1}'
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        ".autosave-busy1.tmp",
        ".autosave-dir.tmp",
        ".settings-dead2.tmp",
        "autosave.json",
    ]


@pytest.mark.parametrize(
    "words, stem",
    [
        ("2026-12-01 Anna v Bruno", "2026-12-01 Anna v Bruno"),
        ('a<b>c:d"e/f\\g|h?i*j', "a-b-c-d-e-f-g-h-i-j"),
        ("tab\there\nand  spaces ", "tab here and spaces"),
        ("bell\x07 null\x00", "bell- null-"),
        ("..hidden.", "hidden"),
        ("-x", "x"),
        ("CON", "_CON"),
        ("nul.tar", "_nul.tar"),
        ("Com1 ", "_Com1"),
        ("Conan", "Conan"),
        ("Élodie v Ζωή v Жора", "Élodie v Ζωή v Жора"),
        ("E\u0301lodie", "Élodie"),  # one letter, as macOS and Windows keep it (NFC)
        ("...", "_"),
        ("lone \udcff", "lone -"),
    ],
)
def test_a_stem_made_of_words_is_one_every_system_takes(words: str, stem: str) -> None:
    assert safe_stem(words) == stem


def test_a_long_stem_is_cut_to_whole_characters_under_the_limit() -> None:
    stem = safe_stem("Ζ" * 400)
    assert len(stem.encode("utf-8")) <= STEM_BYTES and set(stem) == {"Ζ"}


def test_a_name_taken_gets_a_number_and_nothing_is_replaced(tmp_path: Path) -> None:
    first = free_path(tmp_path, "game", ".mgrecord")
    assert first.name == "game.mgrecord"
    first.write_text("first")
    second = free_path(tmp_path, "game", ".mgrecord")
    assert second.name == "game (2).mgrecord"
    second.write_text("second")
    assert free_path(tmp_path, "game", ".mgrecord").name == "game (3).mgrecord"
    assert first.read_text() == "first"
