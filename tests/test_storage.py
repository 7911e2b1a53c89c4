"""Atomic writes sweep away the temporary files a killed writer left behind (a kill -9 in
the middle of a save cannot clean up after itself), and only those."""

from __future__ import annotations

from pathlib import Path

from mg.store.storage import STALE_TEMP, write_atomic
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
