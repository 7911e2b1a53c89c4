"""Games kept when another replaces them. Starting or loading a game overwrites the autosave,
so the game it held is kept first: as a named save when the player asks for one, otherwise
as one of the few newest "replaced game" copies, which the Load list shows beside the saves.
A kept game is written under a name of its own, never over another file; when it cannot be
written its `Problem` comes back, and the caller then replaces nothing."""

from __future__ import annotations

import contextlib
import errno
import hashlib
import os
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from mg.engine import Phase, Problem
from mg.store.session import (
    MAX_BYTES,
    MAX_SUFFIX,
    Session,
    autosave_in_use,
    autosave_path,
    data_dir,
    from_json,
    list_saves,
    saves_dir,
    to_json,
)
from mg.store.storage import age_key, read_text, regular_files, why_not_saved, write_atomic

KEPT_REPLACED = 3  # the newest replaced games kept; older ones make way


@dataclass(frozen=True)
class AtRisk:
    """A game that starting or loading another would overwrite: the text that keeps it, and
    the game itself when that text can be read as one."""

    text: str
    session: Session | None

    @property
    def untouched(self) -> bool:
        """Nothing was done in it yet (no oracle placed, nothing in its log)."""
        s = self.session
        return (
            s is not None
            and s.game.phase == Phase.ORACLES
            and not s.game.history_length
            and not s.log
        )

    @property
    def unfinished(self) -> bool:
        """A game under way: replacing it needs the player's word."""
        s = self.session
        return s is not None and s.game.phase != Phase.OVER and not self.untouched

    @property
    def identity(self) -> str:
        """Which game this is: its id, or for a damaged one a fingerprint of its text."""
        if self.session is not None:
            return self.session.game_id
        return hashlib.sha256(self.text.encode("utf-8", "replace")).hexdigest()


def at_risk(session: Session) -> AtRisk:
    """The game in progress, as it would be kept."""
    return AtRisk(to_json(session), session)


def autosave_at_risk() -> AtRisk | None:
    """The autosave on disk, when a new game would overwrite it: None when there is none,
    when another running game writes it (ours would not be saved over it) or when it is not
    even text. A damaged game is still kept as it is (session None)."""
    if autosave_in_use() is not None:
        return None
    return autosave_on_disk()


def autosave_on_disk() -> AtRisk | None:
    """What the autosave file holds (None: no file, or not even text)."""
    path = autosave_path()
    if not os.path.lexists(path):
        return None
    try:
        text = read_text(path, MAX_BYTES)
    except ValueError:
        return None  # a folder, a device, a huge or binary file: nothing of a game
    try:
        return AtRisk(text, from_json(text))
    except ValueError:
        return AtRisk(text, None)


def replaced_dir() -> Path:
    """Where replaced games are kept (beside the named saves, never among them)."""
    return data_dir() / "replaced"


def is_replaced_copy(path: Path) -> bool:
    return path.parent == replaced_dir()


def list_replaced() -> list[Path]:
    """The kept replaced games, newest first (none when their folder cannot be read)."""
    return regular_files(replaced_dir(), "*.json")


def saves_and_replaced() -> list[Path]:
    """What the Load list offers: the named saves and the replaced games, newest first."""
    return sorted(list_saves() + list_replaced(), key=age_key, reverse=True)


def keep_replaced(game: AtRisk, now: datetime | None = None) -> Problem | None:
    """Keep `game` as a replaced copy (the oldest beyond KEPT_REPLACED make way); the
    Problem when it cannot be written (then nothing changed)."""
    stamp = (now or datetime.now()).strftime("%Y-%m-%d %H-%M-%S")
    try:
        kept = write_new(replaced_dir(), f"Replaced {stamp}", game.text)
    except OSError as exc:
        return why_not_saved(exc)
    for old in list_replaced()[KEPT_REPLACED:]:
        if old != kept:
            with contextlib.suppress(OSError):  # one that cannot go stays: nothing is lost
                old.unlink()
    return None


def keep_as_save(session: Session, name: str) -> tuple[str, Problem | None]:
    """Keep `session` as a named save under `name` (the UI words it: "Game 2026-03-14
    09-05"), or "`name` 2", … when that is taken: the name it got, and the Problem when it
    cannot be written (then nothing changed)."""
    try:
        path = write_new(saves_dir(), name, to_json(session))
    except OSError as exc:
        return "", why_not_saved(exc)
    return path.stem, None


def write_new(folder: Path, stem: str, text: str) -> Path:
    """Write `text` to a new file `stem.json` of `folder` (or `stem 2.json`, …), never over
    another file; OSError when it cannot be, and then no file is left behind."""
    folder.mkdir(parents=True, exist_ok=True)
    path = claim(folder, stem)
    try:
        write_atomic(path, text)
    except BaseException:
        path.unlink(missing_ok=True)  # the empty file claimed for it
        raise
    return path


def claim(folder: Path, stem: str) -> Path:
    """A file name of `folder` nobody has, created empty for us (exclusively, so that two
    running games cannot take the same one)."""
    for n in range(1, MAX_SUFFIX + 1):
        path = folder / (f"{stem}.json" if n == 1 else f"{stem} {n}.json")
        try:
            fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
        except FileExistsError:
            continue
        os.close(fd)
        return path
    raise OSError(errno.EEXIST, f"no free name for {stem}")
