"""One running game writes the autosave at a time: a lock file beside it names the PID of
the instance writing it (and, where the system tells, when that process started, so a
recycled PID is not taken for it). A lock naming a process that is no longer running is
stale and taken over; the lock is released when the instance leaves its game or exits.
The lock is read like every other file of the game: a regular file only, a few bytes at
most, never blocking (a FIFO or a link to a device there is an unreadable lock)."""

from __future__ import annotations

import atexit
import contextlib
import errno
import os
import sys
from pathlib import Path

from mg.store.storage import read_text

LOCK_BYTES = 64  # "PID START\n": two numbers of fewer than 24 digits each
_released_at_exit: set[Path] = set()


def pid_alive(pid: int) -> bool:
    """Whether a process with this id is running (never signals or harms it)."""
    if pid <= 0:
        return False
    if sys.platform == "win32":
        return _windows_pid_alive(pid)
    try:
        os.kill(pid, 0)  # signal 0: only checks that the process exists
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # it exists, owned by someone else
    except OSError:
        return False
    return True


def _windows_pid_alive(pid: int) -> bool:
    """Windows: os.kill would terminate the process, so ask for its exit code instead."""
    import ctypes

    kernel32 = ctypes.windll.kernel32  # type: ignore[attr-defined]
    handle = kernel32.OpenProcess(0x1000, False, pid)  # PROCESS_QUERY_LIMITED_INFORMATION
    if not handle:
        return bool(kernel32.GetLastError() == 5)  # access denied: it exists
    try:
        code = ctypes.c_ulong()
        if not kernel32.GetExitCodeProcess(handle, ctypes.byref(code)):
            return True
        return code.value == 259  # STILL_ACTIVE
    finally:
        kernel32.CloseHandle(handle)


def started(pid: int) -> str:
    """When process `pid` started, as the system counts it ("" where it does not say): a
    PID reused by a later process has another start."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text(encoding="ascii", errors="replace")
    except OSError:
        return ""
    fields = stat.rpartition(")")[2].split()  # after the command name, which may hold spaces
    return fields[19] if len(fields) > 19 and fields[19].isdigit() else ""


def read_lock(path: Path) -> tuple[int, str] | None:
    """The PID and start written in the lock, or None (no lock, or an unreadable one)."""
    try:
        words = read_text(path, LOCK_BYTES).split()
    except ValueError:  # missing, not a regular file, too large, not text
        return None
    if not 1 <= len(words) <= 2 or not all(
        w.isascii() and w.isdigit() and len(w) < 24 for w in words
    ):
        return None
    return int(words[0]), words[1] if len(words) == 2 else ""


def holder(path: Path) -> int | None:
    """The PID written in the lock, or None (no lock, or an unreadable one)."""
    lock = read_lock(path)
    return lock[0] if lock else None


def holder_alive(pid: int, start: str) -> bool:
    """Whether the process that wrote the lock still runs (not only a PID reused since)."""
    if not pid_alive(pid):
        return False
    now = started(pid)
    return not start or not now or now == start


def confirmed(pid: int, start: str) -> bool:
    """Whether the system confirms that process `pid` is the one that wrote the lock (it
    started when the lock says); a lock without a start (a hand-written one, or from a
    system that does not tell) cannot be confirmed, and a PID reused since is not it."""
    return bool(start) and started(pid) == start


def held_unconfirmed(path: Path) -> bool:
    """Whether another running process holds the lock that the system cannot confirm to be
    the game that wrote it (the player may take such a lock over, see take_over)."""
    lock = read_lock(path)
    return (
        lock is not None and lock[0] != os.getpid() and holder_alive(*lock) and not confirmed(*lock)
    )


def take_over(path: Path) -> None:
    """Drop another process's lock (the player said no other game is running); this
    instance takes the lock when it next writes the autosave."""
    if holder(path) != os.getpid():
        with contextlib.suppress(OSError):
            path.unlink(missing_ok=True)


def other_live_holder(path: Path) -> int | None:
    """The PID of another running instance holding the lock, or None."""
    lock = read_lock(path)
    if lock is None or lock[0] == os.getpid() or not holder_alive(*lock):
        return None
    return lock[0]


def acquire(path: Path) -> int | None:
    """Hold the lock: None once it is ours, else the PID of the running instance that
    holds it. A stale or unreadable lock is taken over. OSError when the lock cannot be
    written (a full disk): then no lock is left behind."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError:  # e.g. the data folder's path is a file
        return None  # no lock possible here; writing the autosave reports its own error
    for _ in range(3):
        try:
            fd = os.open(path, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o644)
        except FileExistsError:
            lock = read_lock(path)
            if lock is not None and lock[0] == os.getpid():
                return None
            if lock is not None and holder_alive(*lock):
                return lock[0]
            with contextlib.suppress(OSError):
                path.unlink(missing_ok=True)  # stale: its process is gone
            continue
        except OSError:
            return None  # no lock possible here; writing the autosave reports its own error
        write_lock(path, fd)
        if path not in _released_at_exit:
            _released_at_exit.add(path)
            atexit.register(release, path)
        return None
    return other_live_holder(path)


def write_lock(path: Path, fd: int) -> None:
    """Write this process's PID and start into the lock just created as `fd`; on any
    failure (OSError: a full disk takes the file but not its bytes) the lock is removed."""
    data = (f"{os.getpid()} {started(os.getpid())}".strip() + "\n").encode("ascii")
    try:
        try:
            if os.write(fd, data) != len(data):  # a short write: the disk filled up
                raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        finally:
            os.close(fd)
    except OSError:
        with contextlib.suppress(OSError):
            path.unlink(missing_ok=True)
        raise


def release(path: Path) -> None:
    """Give the lock up if it is ours."""
    if holder(path) == os.getpid():
        with contextlib.suppress(OSError):
            path.unlink(missing_ok=True)
