"""Where this machine's network games are played: per room code, the server's address, kept
when a seat of it is first given here (`NetTable.join_here`), so that how each game stands
can be asked of its server later (`mg/net/follow/your_turns.py`) with the seat's token
(`seat_tokens.py`). One small JSON file in the user data folder, written atomically, read
without trusting it; the most recent MAX_KEPT games."""

from __future__ import annotations

from pathlib import Path

from mg.engine import Problem
from mg.store.session import data_dir

from .seat_tokens import CODE, MAX_ADDRESS, read_by_code, read_tokens, write_json

MAX_KEPT = 64


def games_path() -> Path:
    return data_dir() / "net-games.json"


def read_games(path: Path | None = None) -> dict[str, str]:
    """Every kept game's server address by room code (nothing when the file is missing or
    damaged: the games are then not listed, never wrongly)."""
    return read_by_code(path or games_path(), lambda address: 0 < len(address) <= MAX_ADDRESS)


def keep_game(code: str, address: str, path: Path | None = None) -> Problem | None:
    """Remember that room `code` is played on the server at `address`; why not, when it
    cannot be written."""
    code, address = code.strip().upper(), address.strip()
    if not CODE.fullmatch(code) or not 0 < len(address) <= MAX_ADDRESS:
        return Problem("net_field", "network: the field {field} is not valid", field="code")
    path = path or games_path()
    games = read_games(path)
    if games.get(code) == address:
        return None
    games.pop(code, None)
    games[code] = address
    return write_json(path, dict(list(games.items())[-MAX_KEPT:]))


def games_by_server(
    path: Path | None = None, tokens: Path | None = None
) -> dict[str, list[tuple[str, str]]]:
    """The kept games this machine still holds a seat's token for, by server address: each
    its code and token (the most recent last)."""
    held = read_tokens(tokens)
    out: dict[str, list[tuple[str, str]]] = {}
    for code, address in read_games(path).items():
        token = held.get(code)
        if token is not None:
            out.setdefault(address, []).append((code, token))
    return out


def forget_game(code: str, path: Path | None = None) -> Problem | None:
    """Room `code` is no longer listed (the player took an ended game off the Games
    screen); why not, when the file cannot be written."""
    path = path or games_path()
    games = read_games(path)
    if games.pop(code.strip().upper(), None) is None:
        return None  # (not kept: nothing written)
    return write_json(path, games)
