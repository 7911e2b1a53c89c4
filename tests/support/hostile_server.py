"""A server that plays by no rules, for the client's tests: on 127.0.0.1 (a free port) on
its own thread, each connection handed to a script that sends what it likes; every text a
client sent is kept, and the connections counted."""

from __future__ import annotations

import asyncio
import json
import threading
from collections.abc import Awaitable, Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from mg.engine import Game
from mg.net.protocol import SeatInfo, ServerMessage, Welcome, encode
from mg.net.public import public_record
from tests.support.net_play import GUARD

TOKEN = "a" * 32
SEATS = (SeatInfo("red", "Ann", True, True), SeatInfo("yellow", None, False, False))


@dataclass
class Hostile:
    """What a hostile server heard: every text, and how many connections came."""

    heard: list[str] = field(default_factory=list)
    connections: int = 0

    def count(self, kind: str) -> int:
        """How many messages of `kind` (e.g. "sync") clients sent."""
        return sum(1 for text in self.heard if json.loads(text).get("type") == kind)


Script = Callable[[ServerConnection, Hostile], Awaitable[None]]


@contextmanager
def hostile_server(script: Script) -> Iterator[tuple[str, Hostile]]:
    """The server's address and what it heard; stopped at the end."""
    hostile = Hostile()
    loop = asyncio.new_event_loop()
    ready = threading.Event()
    stopped: list[asyncio.Event] = []
    ports: list[int] = []

    async def handler(ws: ServerConnection) -> None:
        hostile.connections += 1
        try:
            await script(ws, hostile)
        except ConnectionClosed:
            return

    async def main() -> None:
        stopped.append(asyncio.Event())
        async with serve(handler, "127.0.0.1", 0, compression=None) as server:
            ports.append(server.sockets[0].getsockname()[1])
            ready.set()
            await stopped[0].wait()

    thread = threading.Thread(target=loop.run_until_complete, args=(main(),), daemon=True)
    thread.start()
    assert ready.wait(GUARD)
    try:
        yield f"127.0.0.1:{ports[0]}", hostile
    finally:
        loop.call_soon_threadsafe(stopped[0].set)
        thread.join(GUARD)
        loop.close()


async def heard(ws: ServerConnection, hostile: Hostile) -> str:
    """The client's next message, kept."""
    text = await ws.recv()
    assert isinstance(text, str)
    hostile.heard.append(text)
    return text


async def listen(ws: ServerConnection, hostile: Hostile) -> None:
    """Keep what the client sends until it goes."""
    while True:
        await heard(ws, hostile)


async def say(ws: ServerConnection, message: ServerMessage | dict[str, Any]) -> None:
    """Send a message of the protocol, or any JSON object."""
    await ws.send(json.dumps(message) if isinstance(message, dict) else encode(message))


def a_game() -> Game:
    return Game.new(["red", "yellow"], seed=1, rounds=8)


def welcome(
    game: Game | None = None, colour: str = "red", record: dict[str, Any] | None = None
) -> Welcome:
    """A welcome to seat `colour` of a game (a fresh one unless given; `record`: this one
    instead of the game's, whatever it holds)."""
    game = game or a_game()
    return Welcome(colour, TOKEN, game.history_length, record or public_record(game), SEATS)
