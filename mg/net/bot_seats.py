"""The seats this machine's headless bots hold in network games (`magna-grecia --join …
--autoplay LEVEL`), so that a bot whose process died and is started again takes its seat
back as the window does (mg/net/kept/seat_tokens.py), instead of finding the game full.

Several bots of one machine often play one room, so a room keeps a list: each seat's token
and the process that plays it (its id and start, mg/store/autosave_lock.py). A bot started
for a room takes the token of a seat whose process is gone (`claim`), or joins anew and
keeps the token it is given (`keep_bot_token`), never a seat a running bot plays. One small
JSON file in the user data folder, changed under a short lock, written atomically, read
without trusting it."""

from __future__ import annotations

import contextlib
import os
import time
from collections.abc import Iterator
from pathlib import Path

from mg.engine import Problem
from mg.store.autosave_lock import holder_alive, started
from mg.store.session import data_dir
from mg.store.storage import parse_json, read_text

from .kept.seat_tokens import write_json
from .protocol import CODE, TOKEN

MAX_CHARS = 200_000
MAX_ROOMS = 100  # the most recent rooms' seats are kept, the oldest forgotten
MAX_SEATS = 4  # a game's seats
LOCK_TRIES = 100  # … each LOCK_PAUSE apart, before a lock left by a killed bot is broken
LOCK_PAUSE = 0.02
Kept = dict[str, list[dict[str, object]]]  # room code -> [{token, pid, start}]


def bot_seats_path() -> Path:
    return data_dir() / "net-bot-seats.json"


def read_bot_seats(path: Path) -> Kept:
    """Every kept seat by room code (nothing when the file is missing or damaged)."""
    try:
        raw = parse_json(read_text(path, MAX_CHARS))
    except (OSError, ValueError):
        return {}
    if not isinstance(raw, dict):
        return {}
    kept: Kept = {}
    for code, seats in raw.items():
        if isinstance(code, str) and CODE.fullmatch(code) and isinstance(seats, list):
            good = [seat for seat in seats[:MAX_SEATS] if _sound(seat)]
            if good:
                kept[code] = good
    return kept


def _sound(seat: object) -> bool:
    if not isinstance(seat, dict) or set(seat) != {"token", "pid", "start"}:
        return False
    token, pid, start = seat["token"], seat["pid"], seat["start"]
    return (
        isinstance(token, str)
        and TOKEN.fullmatch(token) is not None
        and type(pid) is int
        and 0 < pid < 1 << 31
        and isinstance(start, str)
        and len(start) < 24
    )


def claim(code: str, path: Path | None = None) -> str | None:
    """The token of a seat of room `code` whose bot is no longer running, now this
    process's; None when there is none (the bot joins anew)."""
    path = path or bot_seats_path()
    with _locked(path):
        kept = read_bot_seats(path)
        for seat in kept.get(code, []):
            pid, start = seat["pid"], seat["start"]
            assert isinstance(pid, int) and isinstance(start, str)
            if pid == os.getpid() or not holder_alive(pid, start):
                seat.update(pid=os.getpid(), start=started(os.getpid()))
                write_json(path, kept)
                return str(seat["token"])
    return None


def keep_bot_token(code: str, token: str, path: Path | None = None) -> Problem | None:
    """Keep `token` of room `code` as this process's seat; why not, when it cannot be
    written."""
    if not CODE.fullmatch(code) or not TOKEN.fullmatch(token):
        return Problem("net_field", "network: the field {field} is not valid", field="token")
    path = path or bot_seats_path()
    with _locked(path):
        kept = read_bot_seats(path)
        seats = [seat for seat in kept.pop(code, []) if seat["token"] != token]
        seats.append({"token": token, "pid": os.getpid(), "start": started(os.getpid())})
        kept[code] = seats[-MAX_SEATS:]  # (the newest room last)
        return write_json(path, dict(list(kept.items())[-MAX_ROOMS:]))


def forget_bot_token(code: str, token: str, path: Path | None = None) -> None:
    """A kept token the server no longer knows is forgotten."""
    path = path or bot_seats_path()
    with _locked(path):
        kept = read_bot_seats(path)
        seats = [seat for seat in kept.pop(code, []) if seat["token"] != token]
        if seats:
            kept[code] = seats
        write_json(path, kept)


@contextlib.contextmanager
def _locked(path: Path) -> Iterator[None]:
    """The file's lock held for a read and a write: two bots started at once never claim
    one seat. A lock still there after LOCK_TRIES (its bot was killed holding it) is broken;
    a folder where no lock can be made is used without one."""
    lock = path.with_name(path.name + ".lock")
    with contextlib.suppress(OSError):
        path.parent.mkdir(parents=True, exist_ok=True)
    fd = _take(lock)
    if fd is None and lock.exists():
        with contextlib.suppress(OSError):
            lock.unlink()
        fd = _take(lock, tries=1)
    try:
        yield
    finally:
        if fd is not None:
            os.close(fd)
            with contextlib.suppress(OSError):
                lock.unlink()


def _take(lock: Path, tries: int = LOCK_TRIES) -> int | None:
    """The lock made (its descriptor), or None: held by another all along, or not to be
    made here."""
    for _ in range(tries):
        try:
            return os.open(lock, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o644)
        except FileExistsError:
            time.sleep(LOCK_PAUSE)
        except OSError:
            return None
    return None
