"""A row of the Load list in words, in the language shown: the save's name (or "Replaced
game"), then when it was saved, who plays and how far the game has come — or why the file
cannot be loaded."""

from __future__ import annotations

from datetime import datetime

from mg.engine import Phase
from mg.store.save_list import SaveSummary
from mg.text.i18n import problem_text, t
from mg.text.seat_words import seat_names


def row_title(row: SaveSummary) -> str:
    """What the row is called: the save's name, or "Replaced game" (its details say when,
    who and how far, as for any save)."""
    return t("load.replaced") if row.replaced else row.name


def row_details(row: SaveSummary) -> str:
    """One line: date · players · progress (or why the file cannot be loaded)."""
    when = saved_when(row.saved) if row.saved else t("load.no_date")
    if row.problem is not None:
        return f"{when} · {t('load.broken', problem=problem_text(row.problem))}"
    players = ", ".join(seat_names(row.seats))
    return " · ".join([when, players, progress(row.phase, row.round, row.rounds)])


def saved_when(saved: datetime) -> str:
    """ "14 Mar 2026 09:05" in the language in use (month names from the catalogue)."""
    return t(
        "load.date",
        day=f"{saved.day:02d}",
        month=t(f"month.{saved.month}"),
        year=saved.year,
        time=saved.strftime("%H:%M"),
    )


def progress(phase: str, round_: int, rounds: int) -> str:
    """How far a game has come: "round 3 of 8", "placing oracles", "finished (8 rounds)"."""
    if phase == Phase.ORACLES:
        return t("load.placing_oracles")
    if phase == Phase.OVER:
        return t("load.finished", rounds=rounds)
    return t("load.round", round=round_, rounds=rounds)
