"""The game's own files, read and written defensively: only regular files are read, never
more than a size limit (even from a file that keeps growing or a device behind a symlink);
every failure is a `Problem` (a key and its data, worded only by the UI); writes are atomic
and leave no temporary files (and sweep away those a killed process left)."""

from __future__ import annotations

import errno
import glob
import json
import os
import stat
import tempfile
import time
import unicodedata
from pathlib import Path
from typing import Any

from mg.engine import Problem

READ_CHUNK = 1 << 16
STEM_BYTES = 150  # of a file's stem made from words: well under every system's 255
MAX_SUFFIX = 99  # "(2)" … "(99)" after a name already taken
NOT_IN_NAMES = frozenset('<>:"/\\|?*')  # refused in a file's name on some system
DEVICE_NAMES = frozenset(
    {"con", "prn", "aux", "nul"} | {f"{d}{n}" for d in ("com", "lpt") for n in range(10)}
)  # Windows refuses these as a name, whatever follows a dot


def read_text(path: Path, limit: int) -> str:
    """The UTF-8 text of the regular file `path`; ValueError in plain words otherwise.
    Never blocks on a FIFO and never reads more than `limit` + 1 bytes."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except OSError as exc:
        raise Problem(
            "cannot_open",
            "cannot open {name} ({why})",
            name=shown_name(path.name),
            why=str(exc.strerror or exc),
        ) from None
    try:
        data = _read_regular(fd, shown_name(path.name), limit)
    finally:
        os.close(fd)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise Problem(
            "not_text", "{name} is not a text file (bad UTF-8)", name=shown_name(path.name)
        ) from None


def _read_regular(fd: int, name: str, limit: int) -> bytes:
    info = os.fstat(fd)
    if not stat.S_ISREG(info.st_mode):
        raise Problem("not_regular", "{name} is not a regular file", name=name)
    if info.st_size > limit:
        raise Problem(
            "too_large",
            "{name} is too large ({size:,} bytes; at most {limit:,})",
            name=name,
            size=info.st_size,
            limit=limit,
        )
    chunks: list[bytes] = []
    total = 0
    while total <= limit:
        try:
            chunk = os.read(fd, min(READ_CHUNK, limit + 1 - total))
        except OSError as exc:
            raise Problem(
                "cannot_read", "cannot read {name} ({why})", name=name, why=str(exc.strerror or exc)
            ) from None
        if not chunk:
            break
        chunks.append(chunk)
        total += len(chunk)
    if total > limit:
        raise Problem(
            "too_large_read",
            "{name} is too large (more than {limit:,} bytes)",
            name=name,
            limit=limit,
        )
    return b"".join(chunks)


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number")


def parse_json(text: str) -> Any:
    """JSON data; ValueError in the game's words for damaged, too deep or too long input."""
    try:
        return json.loads(text, parse_constant=_no_constant)
    except json.JSONDecodeError as exc:
        raise Problem(
            "damaged",
            "the file is damaged (line {line}, column {column})",
            line=exc.lineno,
            column=exc.colno,
        ) from None
    except RecursionError:
        raise Problem("too_deep", "the file is damaged (nested far too deeply)") from None
    except ValueError as exc:  # e.g. an integer of more than 4300 digits, NaN, Infinity
        if "not a number" in str(exc):
            raise Problem("not_a_number", "the file holds a value that is not a number") from None
        raise Problem(
            "number_too_long", "the file holds a number far too long to be real"
        ) from None


def check_text(value: Any, what: str, longest: int) -> str:
    """`value` if it is printable text of 1..`longest` characters; ValueError otherwise."""
    if not isinstance(value, str) or not 1 <= len(value) <= longest:
        raise Problem(
            "text_length",
            "{what} must be text of 1 to {longest} characters",
            what=what,
            longest=longest,
        )
    if not value.isprintable():
        raise Problem(
            "text_unprintable", "{what} holds a character that cannot be shown", what=what
        )
    return value


def printable(text: str) -> str:
    """`text` with anything that cannot be shown (NUL, controls) replaced by '?'."""
    return text if text.isprintable() else "".join(c if c.isprintable() else "?" for c in text)


def shown_name(name: str) -> str:
    """A file's name as it can be shown: bytes of it that are not UTF-8 (the system hands
    them over as lone surrogates, which no font or widget takes) become U+FFFD, anything
    else unprintable '?'. Only for showing: the file is still reached by its real path."""
    try:
        raw = os.fsencode(name)
    except UnicodeError:  # not a name the system gave
        raw = name.encode("utf-8", "replace")
    return printable(raw.decode("utf-8", "replace"))


def shown_path(path: Path, longest: int = 60) -> str:
    """`path` as it can be shown, cut in the middle ("/home/…/magna-grecia") when longer
    than `longest` characters."""
    text = shown_name(str(path))
    if len(text) <= longest:
        return text
    half = (longest - 1) // 2
    return f"{text[:half]}…{text[-half:]}"


def regular_files(folder: Path, pattern: str) -> list[Path]:
    """The regular files of `folder` whose names match `pattern`, newest first; none when
    the folder is missing or cannot be read (never raises: Python 3.11's Path.is_dir and
    is_file raise on a folder that may not be entered or a name too long)."""
    try:
        found = [path for path in folder.glob(pattern) if os.path.isfile(path)]
    except (OSError, ValueError):
        return []
    return sorted(found, key=age_key, reverse=True)


def age_key(path: Path) -> tuple[float, str]:
    """Newest last: the time written, then the name (a file gone meanwhile counts as old)."""
    try:
        return path.stat().st_mtime, path.name
    except (OSError, ValueError):
        return 0.0, path.name


STALE_TEMP = 30.0  # seconds: a temporary file this old was left by a killed writer


def write_atomic(path: Path, text: str) -> None:
    """Write `text` to `path` so that it is either the old file or the whole new one; on any
    failure (OSError) the old file and its folder are as they were, with no temporary file.
    A temporary file of `path` that a killed process left behind (untouched for STALE_TEMP
    seconds) is removed; another process's write in progress is not."""
    sweep_temporaries(path)
    replace_atomic(path, text)


def replace_atomic(path: Path, text: str) -> None:
    """`write_atomic` without looking for what a killed writer left: for a folder of
    thousands of files written again and again, which are swept once (a server's rooms)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    data = text.encode("utf-8")
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=temp_prefix(path), suffix=".tmp")
    try:
        try:
            view = memoryview(data)
            while view:
                view = view[os.write(fd, view) :]
        finally:
            os.close(fd)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def temp_prefix(path: Path) -> str:
    """How the names of `path`'s temporary files begin (they end with ".tmp")."""
    return f".{path.stem}-"


def sweep_temporaries(path: Path) -> None:
    """Remove the stale temporary files of `path` (a kill -9 in the middle of a write cannot
    clean up after itself); any that cannot be removed are left, silently."""
    now = time.time()
    for tmp in path.parent.glob(f"{glob.escape(temp_prefix(path))}*.tmp"):
        try:
            info = tmp.lstat()
            if stat.S_ISREG(info.st_mode) and now - info.st_mtime > STALE_TEMP:
                tmp.unlink()
        except OSError:
            pass


def why_not_saved(exc: OSError) -> Problem:
    """Why a write failed, as a Problem: a full disk, a read-only folder, a file where a
    folder should be, or the system's own reason."""
    if exc.errno == errno.ENOSPC or exc.errno == getattr(errno, "EDQUOT", -1):
        return Problem("disk_full", "the disk is full")
    if exc.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
        return Problem("read_only", "the save folder is read-only")
    if exc.errno in (errno.ENOTDIR, errno.EEXIST):
        return Problem("path_is_file", "the save folder's path is a file")
    return system_says(exc)


def system_says(exc: BaseException) -> Problem:
    """`exc` as a Problem: itself when it is one, else the system's (or Python's) own reason."""
    if isinstance(exc, Problem):
        return exc
    why = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
    return Problem("system_says", "the system says: {why}", why=why or type(exc).__name__)


def safe_stem(words: str) -> str:
    """`words` as the stem of a file name every system takes: NFC, no character Windows,
    macOS or Linux refuses or hides (`<>:"/\\|?*`, controls: a hyphen instead; one space
    between words), no leading dot or hyphen nor trailing dot or space, not a Windows
    device name (CON, NUL, COM1, …: an underscore before it), at most STEM_BYTES bytes;
    "_" when nothing is left (the store words nothing)."""
    stem = " ".join(unicodedata.normalize("NFC", words).split())  # tabs, newlines: a space
    stem = "".join("-" if c in NOT_IN_NAMES or not c.isprintable() else c for c in stem)
    while len(stem.encode("utf-8")) > STEM_BYTES:
        stem = stem[:-1]
    stem = stem.lstrip(".- ").rstrip(". ")
    if stem.split(".")[0].strip().lower() in DEVICE_NAMES:
        stem = f"_{stem}"
    return stem or "_"


def free_path(folder: Path, stem: str, suffix: str) -> Path:
    """`<folder>/<stem><suffix>`, or "<stem> (2)<suffix>", "(3)", … when that is taken
    (a file written again keeps both)."""
    for n in range(1, MAX_SUFFIX + 1):
        path = folder / f"{stem if n == 1 else f'{stem} ({n})'}{suffix}"
        if not os.path.lexists(path):
            return path
    return folder / f"{stem} ({os.getpid()}-{time.time_ns()}){suffix}"
