"""The seats this machine holds in network games (issue 25): per room code, the secret
token the server gave, so that a player who comes back (a crash, a dropped connection, the
game started again) takes the same seat. One small JSON file in the user data folder,
written atomically, read without trusting it."""

from __future__ import annotations

import json
import re
from pathlib import Path

from mg.engine import Problem
from mg.store.session import data_dir
from mg.store.storage import parse_json, read_text, system_says, why_not_saved, write_atomic

MAX_CHARS = 200_000
MAX_KEPT = 200  # the most recent rooms' tokens are kept, the oldest forgotten
CODE = re.compile(r"[A-Z0-9]{3}-[A-Z0-9]{3}")
TOKEN = re.compile(r"[0-9a-f]{32}")


def seats_path() -> Path:
    return data_dir() / "net-seats.json"


def read_tokens(path: Path | None = None) -> dict[str, str]:
    """Every kept token by room code (nothing when the file is missing or damaged: a seat
    is then taken anew)."""
    try:
        raw = parse_json(read_text(path or seats_path(), MAX_CHARS))
    except (OSError, ValueError):
        return {}
    if not isinstance(raw, dict):
        return {}
    return {
        code: token
        for code, token in raw.items()
        if isinstance(code, str)
        and CODE.fullmatch(code)
        and isinstance(token, str)
        and TOKEN.fullmatch(token)
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
    kept = dict(list(tokens.items())[-MAX_KEPT:])
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(path, json.dumps(kept, indent=1))
    except OSError as exc:
        return why_not_saved(exc)
    except ValueError as exc:  # (a name the system refuses)
        return system_says(exc)
    return None
