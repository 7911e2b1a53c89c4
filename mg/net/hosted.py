"""A network game this machine hosts, kept like any game, so that a host that
quits or is killed loses nothing and can host it again from the Games list.

Beside the game's own file (`<data>/games/<game id>.json`, the real game: its record and
seats, mg/store/game_files.py), its folder `<data>/hosted/<game id>/` holds:
- the room, as a server's `--state` folder keeps it (`room_files.py`: `<code>.json`, its
  code, seq, seats with their secret tokens, the whole record): the hosting server writes
  it after every change and takes it in when started again on that folder;
- `host.json`, who plays which seat on this machine (`HostPlan`): its players (hot-seat)
  and bots, whether hints are allowed, and the port, so that the same address and code
  bring the others back.
Both are written on the server's thread after each change (never the drawing thread); the
tokens never leave the user's data folder (a game's export is its game file only)."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from mg.engine import COLOURS, Problem
from mg.store.game_files import hosted_dir, keep_game
from mg.store.seats import SEAT_KINDS, Seat
from mg.store.session import Session
from mg.store.storage import parse_json, read_text, why_not_saved, write_atomic

from .room_files import read_rooms
from .rooms import Room, Rooms

PLAN_FILE = "host.json"
PLAN_FORMAT = "magna-grecia-host"
MAX_PLAN_CHARS = 10_000


@dataclass
class HostPlan:
    """Who plays which seat on the hosting machine, and where it listens."""

    game_id: str
    port: int
    here: list[str] = field(default_factory=list)  # colours of this machine's players
    bots: dict[str, str] = field(default_factory=dict)  # colour → a bot's level
    hints: bool = False  # the host allows each player their own hints

    def to_json(self) -> str:
        data = {
            "format": PLAN_FORMAT,
            "version": 1,
            "port": self.port,
            "here": self.here,
            "bots": self.bots,
            "hints": self.hints,
        }
        return json.dumps(data, indent=1)

    def kind(self, colour: str) -> str:
        """The seat's kind in the game's file: a bot's level, else a person's ("human")."""
        return self.bots.get(colour, "human")


def plan_path(game_id: str) -> Path:
    return hosted_dir(game_id) / PLAN_FILE


def write_plan(plan: HostPlan) -> Problem | None:
    try:
        write_atomic(plan_path(plan.game_id), plan.to_json())
    except OSError as exc:
        return why_not_saved(exc)
    return None


def read_plan(game_id: str) -> HostPlan:
    """The plan kept for a hosted game, every field checked; a Problem (`net_host_file`)."""
    damaged = Problem("net_host_file", "network: a hosted game's file is damaged")
    try:
        data: Any = parse_json(read_text(plan_path(game_id), MAX_PLAN_CHARS))
    except (OSError, ValueError):
        raise damaged from None
    if not isinstance(data, dict) or set(data) != {
        "format",
        "version",
        "port",
        "here",
        "bots",
        "hints",
    }:
        raise damaged
    port, here, bots, hints = data["port"], data["here"], data["bots"], data["hints"]
    if (
        data["format"] != PLAN_FORMAT
        or data["version"] != 1
        or type(port) is not int
        or not 0 <= port <= 65535
        or not isinstance(here, list)
        or not all(isinstance(c, str) and c in COLOURS for c in here)
        or type(hints) is not bool
        or not isinstance(bots, dict)
        or not all(c in COLOURS and k in SEAT_KINDS and k != "human" for c, k in bots.items())
    ):
        raise damaged
    return HostPlan(game_id, port, list(here), dict(bots), hints)


def read_room(game_id: str) -> dict[str, Any]:
    """The kept room's data (checked by `Rooms.restore` when the server takes it in); a
    Problem when there is none or it cannot be read."""
    found, problems = read_rooms(hosted_dir(game_id))
    if len(found) != 1 or not isinstance(found[0], dict):
        raise (
            problems[0]
            if problems
            else Problem("net_room_file", "network: a room's file is damaged")
        )
    return found[0]


def session_of(room: Room, plan: HostPlan) -> Session:
    """The hosted game as a game of the Games list: the server's (real) game and its seats,
    each named as its player joined (a bot of this machine with its level)."""
    seats = [Seat(seat.name, seat.colour, plan.kind(seat.colour)) for seat in room.seats]
    return Session(room.game.copy(), seats, game_id=plan.game_id)


def keep_hosted(room: Room, plan: HostPlan) -> Problem | None:
    """Write the hosted game's own file (the server's thread, after each change)."""
    return keep_game(session_of(room, plan))


def room_tokens(rooms: Rooms, code: str) -> dict[str, str]:
    """Each seat's token of room `code` (on the server's loop: `ServerThread.call`)."""
    room = rooms.rooms.get(code)
    return {} if room is None else {seat.colour: seat.token for seat in room.seats}
