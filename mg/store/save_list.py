"""What the Load list shows of each saved game, as data: when it was saved, who plays and
how far the game has come, or the `Problem` of a file that cannot be read. The Load list
words it (`mg/scenes/overlays/save_rows.py`)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from mg.engine import Problem
from mg.store.kept_games import is_replaced_copy
from mg.store.seats import Seat
from mg.store.session import read
from mg.store.storage import shown_name


@dataclass(frozen=True)
class SaveSummary:
    path: Path
    saved: datetime | None
    seats: tuple[Seat, ...] = ()  # the players, in the game's order
    phase: str = ""  # the game's phase: "oracles", …, "over"
    round: int = 0
    rounds: int = 0
    problem: Problem | None = None  # why the file cannot be loaded
    replaced: bool = False  # a game kept when another replaced it (mg/store/kept_games.py)

    @property
    def name(self) -> str:
        """The save's name as it can be shown (a byte of it that is not UTF-8 shows as
        U+FFFD); the file itself is reached by `path`."""
        return shown_name(self.path.stem)


def summarise(path: Path) -> SaveSummary:
    """The summary of one saved game (never raises)."""
    try:
        saved: datetime | None = datetime.fromtimestamp(path.stat().st_mtime)
    except (OSError, OverflowError, ValueError):
        saved = None
    replaced = is_replaced_copy(path)
    try:
        session = read(path)
    except Problem as exc:
        return SaveSummary(path, saved, problem=exc, replaced=replaced)
    game = session.game
    return SaveSummary(
        path, saved, tuple(session.seats), game.phase, game.round, game.rounds, replaced=replaced
    )
