"""For tests of the files kept with the games (each game's own file, the player's rating):
a data folder of the test's own, and the games' lock let go after it."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from mg.store.game_files import release_games


@pytest.fixture
def private_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The data folder in the test's temporary directory, released when the test ends."""
    monkeypatch.setenv("MG_DATA_DIR", str(tmp_path / "data"))
    yield
    release_games()
