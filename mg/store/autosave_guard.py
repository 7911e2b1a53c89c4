"""The autosave is never written over another game. Two running games may share
one data folder: only the holder of the autosave's lock writes it, but the lock changes hands
when its holder leaves its game (the menu, quitting, a kill). So before a game writes the
autosave, another game found there — one the player did not let this one replace — is kept
first as a "replaced game" (the Load list shows it); when that copy cannot be written,
nothing is written over it (this game's autosave stays off, and says why). A game kept in
its own file as it stands there (mg/store/game_files.py) needs no copy."""

from __future__ import annotations

import os
from pathlib import Path

from mg.engine import Problem
from mg.store.game_files import keep_game, kept_as_it_is
from mg.store.kept_games import AtRisk, autosave_on_disk, keep_replaced
from mg.store.session import Session, autosave, autosave_path

FileMark = tuple[int, int, int]  # inode, size, modification time: a file unchanged since
_written: dict[Path, tuple[FileMark, str]] = {}  # what this process last wrote: mark, game id


def autosave_game(session: Session) -> Problem | None:
    """Autosave the game in progress, never over another game, and write the game's own
    file (mg/store/game_files.py); the Problem on failure (the autosave's first:
    a game whose own file is written is still kept when the autosave is another's)."""
    kept = keep_game(session)
    problem = autosave(session, first=lambda: keep_other_game(session))
    if problem is None:
        mark = file_mark(autosave_path())
        if mark is not None:
            _written[autosave_path()] = (mark, session.game_id)
    return problem if problem is not None else kept


def keep_other_game(session: Session) -> Problem | None:
    """Keep the game the autosave holds when it is another one (not untouched, not the one
    the player let `session` replace); the Problem when it cannot be kept."""
    ours = {session.game_id} | ({session.replaces} if session.replaces else set())
    if last_written() in ours:  # the file is as this process wrote it: no need to read it
        return None
    other = autosave_on_disk()
    if other is None or other.untouched or other.identity in ours or kept_already(other):
        return None
    problem = keep_replaced(other)
    if problem is None:
        return None
    return Problem(
        "other_game_not_kept",
        "Not autosaved: another game in the autosave could not be kept first ({why}). Keep yours with Save game…",  # noqa: E501
        why=problem,
    )


def kept_already(other: AtRisk) -> bool:
    """Whether the game the autosave holds is kept in its own file as it is there (a game
    played since games were kept each in a file of their own): no replaced copy is needed then."""
    return other.session is not None and kept_as_it_is(other.session)


def last_written() -> str | None:
    """The id of the game this process last autosaved, if the file is still as it left it."""
    path = autosave_path()
    mark, game_id = _written.get(path, (None, None))
    return game_id if mark is not None and file_mark(path) == mark else None


def file_mark(path: Path) -> FileMark | None:
    """What changes whenever a file is written again (each write is a new file, renamed)."""
    try:
        info = os.lstat(path)
    except OSError:
        return None
    return info.st_ino, info.st_size, info.st_mtime_ns
