"""What the Load list says about each saved game: when it was saved, who plays and how far
the game has come. A file that cannot be read is listed with the reason."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from mg.store.kept_games import is_replaced_copy
from mg.store.seats import seat_names
from mg.store.session import read
from mg.store.storage import shown_name
from mg.text.i18n import problem_text, t


@dataclass(frozen=True)
class SaveSummary:
    path: Path
    saved: datetime | None
    players: tuple[str, ...] = ()
    progress: str = ""  # "round 3 of 8", "placing oracles", "finished"
    problem: str | None = None
    replaced: bool = False  # a game kept when another replaced it (mg/store/kept_games.py)

    @property
    def name(self) -> str:
        """The save's name as it can be shown (a byte of it that is not UTF-8 shows as
        U+FFFD); the file itself is reached by `path`."""
        return shown_name(self.path.stem)

    @property
    def title(self) -> str:
        """What the row is called: the save's name, or "Replaced game" (its details say
        when, who and how far, as for any save)."""
        return t("load.replaced") if self.replaced else self.name

    def details(self) -> str:
        """One line: date · players · progress (or why the file cannot be loaded)."""
        when = saved_when(self.saved) if self.saved else t("load.no_date")
        if self.problem is not None:
            return f"{when} · {t('load.broken', problem=self.problem)}"
        return " · ".join([when, ", ".join(self.players), self.progress])


def saved_when(saved: datetime) -> str:
    """"14 Mar 2026 09:05" in the language in use (month names from the catalogue)."""
    return t("load.date", day=f"{saved.day:02d}", month=t(f"month.{saved.month}"), year=saved.year,
             time=saved.strftime("%H:%M"))


def progress(phase: str, round_: int, rounds: int) -> str:
    if phase == "oracles":
        return t("load.placing_oracles")
    if phase == "over":
        return t("load.finished", rounds=rounds)
    return t("load.round", round=round_, rounds=rounds)


def summarise(path: Path) -> SaveSummary:
    """The summary of one saved game (never raises)."""
    try:
        saved: datetime | None = datetime.fromtimestamp(path.stat().st_mtime)
    except (OSError, OverflowError, ValueError):
        saved = None
    replaced = is_replaced_copy(path)
    try:
        session = read(path)
    except ValueError as exc:
        return SaveSummary(path, saved, problem=problem_text(exc), replaced=replaced)
    game = session.game
    return SaveSummary(path, saved, tuple(seat_names(session.seats)),
                       progress(game.phase, game.round, game.rounds), replaced=replaced)
