"""The servers this machine opened network games on (Host a game… → on a server): their
addresses, the most recent first, so that the next game is a click away. One small JSON
file in the user data folder, written atomically, read without trusting it."""

from __future__ import annotations

from pathlib import Path

from mg.engine import Problem
from mg.store.session import data_dir
from mg.store.storage import parse_json, read_text

from .seat_tokens import MAX_ADDRESS, write_json

MAX_KNOWN = 5  # addresses remembered (the Host screen shows them all)


def servers_path() -> Path:
    return data_dir() / "net-servers.json"


def known_servers(path: Path | None = None) -> list[str]:
    """The remembered addresses, the most recent first (none when the file is missing or
    damaged: an address is then typed again)."""
    try:
        raw = parse_json(read_text(path or servers_path(), 20_000))
    except (OSError, ValueError):
        return []
    if not isinstance(raw, list):
        return []
    return [a for a in raw if an_address(a)][:MAX_KNOWN]


def an_address(value: object) -> bool:
    """Something that may be typed in the address field: short, printable, one word."""
    return (
        isinstance(value, str)
        and 0 < len(value) <= MAX_ADDRESS
        and value.isprintable()
        and value == value.strip()
        and " " not in value
    )


def remember_server(address: str, path: Path | None = None) -> Problem | None:
    """Remember `address` first (an address remembered already moves up); why not, when it
    cannot be written."""
    address = address.strip()
    if not an_address(address):
        return Problem("net_address", "network: not an address to join")
    path = path or servers_path()
    known = known_servers(path)
    if known[:1] == [address]:
        return None  # (unchanged: nothing written)
    return write_json(path, [address, *(a for a in known if a != address)][:MAX_KNOWN])
