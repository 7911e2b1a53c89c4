"""For tests of the replace question: a game kept in its own
file is not at risk and nothing is asked; the question remains for a game no such file
holds (an older version's autosave, a games folder that cannot be written), which this
fixture makes by keeping no game files."""

from __future__ import annotations

import pytest

from mg.store import autosave_guard


@pytest.fixture
def no_game_files(monkeypatch: pytest.MonkeyPatch) -> None:
    """The games played are not kept in their own files (as an older version's)."""
    monkeypatch.setattr(autosave_guard, "keep_game", lambda session: None)
