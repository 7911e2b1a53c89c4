"""Whether the game's two folders can keep its files: the data folder (the autosave, saved
and replaced games, crash logs) and the config folder (settings, the last game's setup).
Asked when the menu opens, so that a folder that may not be entered, is not a folder or
has a name too long for the system is said at once ("saving is off, and why") instead of
stopping the game; every question here answers, none raises."""

from __future__ import annotations

import errno
import os
from pathlib import Path

from mg.engine import Problem
from mg.store.session import data_dir
from mg.store.settings import config_dir
from mg.store.storage import shown_path


def folder_problem(folder: Path) -> str | None:
    """Why files cannot be kept in `folder`, in the system's own words (a Problem's data,
    never ours); None when they can. A folder not made yet is fine when its nearest
    existing parent lets it be made."""
    try:
        with os.scandir(folder):
            pass
    except FileNotFoundError:
        parent = folder.parent
        return None if parent == folder else _can_make_in(parent)
    except (OSError, ValueError) as exc:  # no permission, not a folder, a name too long, …
        return _why(exc)
    if not os.access(folder, os.W_OK | os.X_OK):
        return os.strerror(errno.EACCES)
    return None


def _can_make_in(folder: Path) -> str | None:
    """Why a folder cannot be made inside `folder` (made first if missing), or None."""
    try:
        os.stat(folder)
    except FileNotFoundError:
        parent = folder.parent
        return None if parent == folder else _can_make_in(parent)
    except (OSError, ValueError) as exc:
        return _why(exc)
    if not os.path.isdir(folder):
        return os.strerror(errno.ENOTDIR)
    if not os.access(folder, os.W_OK | os.X_OK):
        return os.strerror(errno.EACCES)
    return None


def _why(exc: Exception) -> str:
    return str(exc.strerror or exc) if isinstance(exc, OSError) else str(exc)


def unusable_folders() -> list[Problem]:
    """What the game cannot keep, and why (nothing when both folders can be used): games
    are not saved (`saving_off`), or settings are not remembered (`settings_off`)."""
    said: list[Problem] = []
    why = folder_problem(data_dir())
    if why is not None:
        said.append(
            Problem(
                "saving_off",
                "Saving is off: the game's folder {folder} cannot be used ({why}).",
                folder=shown_path(data_dir()),
                why=why,
            )
        )  # noqa: E501
    why = folder_problem(config_dir())
    if why is not None:
        said.append(
            Problem(
                "settings_off",
                "Settings will not be kept: their folder {folder} cannot be used ({why}).",
                folder=shown_path(config_dir()),
                why=why,
            )
        )  # noqa: E501
    return said
