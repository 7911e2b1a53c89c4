"""The seats this machine holds in network games: per room code, the secret
token the server gave, so that a player who comes back (a crash, a dropped connection, the
game started again) takes the same seat. One small JSON file in the user data folder,
written atomically, read without trusting it; and beside it the network game this machine
last joined, which the menu offers to rejoin while its token is kept."""

from __future__ import annotations

import contextlib
import json
import re
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from mg.engine import Problem
from mg.store.session import data_dir
from mg.store.storage import parse_json, read_text, system_says, why_not_saved, write_atomic

MAX_CHARS = 200_000
MAX_KEPT = 200  # the most recent rooms' tokens are kept, the oldest forgotten
CODE = re.compile(r"[A-Z0-9]{3}-[A-Z0-9]{3}")
TOKEN = re.compile(r"[0-9a-f]{32}")
MAX_ADDRESS, MAX_NAME = 200, 64  # a server's address as typed; a player's name


def seats_path() -> Path:
    return data_dir() / "net-seats.json"


def read_tokens(path: Path | None = None) -> dict[str, str]:
    """Every kept token by room code (nothing when the file is missing or damaged: a seat
    is then taken anew)."""
    return read_by_code(path or seats_path(), lambda token: TOKEN.fullmatch(token) is not None)


def read_by_code(path: Path, valid: Callable[[str], bool]) -> dict[str, str]:
    """A kept file's texts by room code, each that is `valid` (nothing when the file is
    missing or damaged; an entry not a room code and a text is left out)."""
    try:
        raw = parse_json(read_text(path, MAX_CHARS))
    except (OSError, ValueError):
        return {}
    if not isinstance(raw, dict):
        return {}
    return {
        code: text
        for code, text in raw.items()
        if isinstance(code, str) and CODE.fullmatch(code) and isinstance(text, str) and valid(text)
    }


def token_for(code: str, path: Path | None = None) -> str | None:
    """The token this machine holds for room `code`, if any."""
    return read_tokens(path).get(code.strip().upper())


def keep_token(code: str, token: str, path: Path | None = None) -> Problem | None:
    """Keep `token` for room `code`; why not, when it cannot be written."""
    code = code.strip().upper()
    if not CODE.fullmatch(code) or not TOKEN.fullmatch(token):
        return Problem("net_field", "network: the field {field} is not valid", field="token")
    path = path or seats_path()
    tokens = read_tokens(path)
    if list(tokens.items())[-1:] == [(code, token)]:  # kept already, the newest: unchanged
        return None
    tokens.pop(code, None)
    tokens[code] = token
    return write_json(path, dict(list(tokens.items())[-MAX_KEPT:]))


def write_json(path: Path, data: object) -> Problem | None:
    """`data` written to `path` as JSON (atomically, its folder made); why not, if not (the
    one writer of this machine's network files)."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(path, json.dumps(data, indent=1))
    except OSError as exc:
        return why_not_saved(exc)
    except ValueError as exc:  # (a name the system refuses)
        return system_says(exc)
    return None


@dataclass(frozen=True)
class Rejoin:
    """The network game this machine last joined (not hosted): its room's code, the
    server's address, its first seat's name (the host's, None when not typed) and when it
    was joined (seconds since the epoch) — offered on the menu while its seat's token is
    kept."""

    code: str
    address: str
    host: str | None
    at: float


def rejoin_path() -> Path:
    return data_dir() / "net-rejoin.json"


def keep_rejoin(
    code: str, address: str, host: str | None, path: Path | None = None
) -> Problem | None:
    """Remember the network game just joined, to be offered again after a crash; why not,
    when it cannot be written."""
    data = {"code": code.strip().upper(), "address": address, "host": host, "at": time.time()}
    return write_json(path or rejoin_path(), data)


def rejoin_offer(path: Path | None = None) -> Rejoin | None:
    """The network game to offer to rejoin: the one last joined, while this machine still
    holds a seat's token for its code (None when there is none, or the file is damaged)."""
    try:
        raw = parse_json(read_text(path or rejoin_path(), MAX_CHARS))
    except (OSError, ValueError):
        return None
    if not isinstance(raw, dict):
        return None
    code, address, host, at = (raw.get(k) for k in ("code", "address", "host", "at"))
    if (
        not isinstance(code, str)
        or not CODE.fullmatch(code)
        or not isinstance(address, str)
        or not 0 < len(address) <= MAX_ADDRESS
        or not (host is None or (isinstance(host, str) and 0 < len(host) <= MAX_NAME))
        or not isinstance(at, int | float)
        or isinstance(at, bool)
        or token_for(code) is None
    ):
        return None
    return Rejoin(code, address, host, float(at))


def forget_rejoin(code: str, path: Path | None = None) -> None:
    """The game of room `code` is not to be offered again (it is over, or its seat is
    gone); another game's offer stays."""
    path = path or rejoin_path()
    offer = rejoin_offer(path)
    if offer is not None and offer.code == code.strip().upper():
        with contextlib.suppress(OSError):
            path.unlink()
