"""A room of `mg.net.rooms` with every seat taken by a connection, and the messages it sent
kept per connection: the referee tested with no network at all."""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from mg.ai.worker import plan_from_json
from mg.net.protocol import ClientMessage, Join, ServerMessage, Welcome
from mg.net.rooms import Room, Rooms, Send

COLOURS4 = ("yellow", "orange", "brown", "red")


@dataclass
class Table:
    """Rooms with one room; connection k holds the seat of colour `players[k]`."""

    players: tuple[str, ...] = COLOURS4
    rounds: int = 12
    seed: int = 7
    rooms: Rooms = field(default_factory=Rooms)
    inbox: dict[int, list[ServerMessage | None]] = field(default_factory=dict)
    clock: str | None = None  # the game clock's kind: none, "live" or "day"

    def __post_init__(self) -> None:
        self.room: Room = self.rooms.create_room(
            self.players, self.rounds, seed=self.seed, clock=self.clock
        )
        for conn, colour in enumerate(self.players):
            self.send(conn, Join(self.room.code, f"P{conn}", colour, None))

    def send(self, conn: int, message: ClientMessage) -> list[Send]:
        sends = self.rooms.handle(conn, message)
        for to, told in sends:
            self.inbox.setdefault(to, []).append(told)
        return sends

    def last(self, conn: int) -> ServerMessage | None:
        return self.inbox[conn][-1]

    def welcome(self, conn: int) -> Welcome:
        found = [m for m in self.inbox[conn] if isinstance(m, Welcome)]
        return found[-1]

    def conn_to_act(self) -> int:
        return self.players.index(str(self.room.game.current_player))


#: Plans a turn off the loop, as the server's bot asks it (`mg.net.stand_ins.Planner`).
Plan = Callable[..., "Future[list[dict[str, Any]]]"]


def quick_plans(pool: ThreadPoolExecutor, seen: list[str] | None = None) -> Plan:
    """Plans by the random bot in a thread, the game each was planned on kept in `seen`."""

    def submit(fn: Callable[..., Any], game_json: str, level: str, seed: int, think: float) -> Any:
        assert fn is plan_from_json
        if seen is not None:
            seen.append(game_json)
        return pool.submit(fn, game_json, "random", seed, 0.01)

    return submit
