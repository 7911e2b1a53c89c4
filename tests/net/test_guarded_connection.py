"""A guarded server connection's writes, with no network (a transport that keeps what it is
given): what the protocol has to send goes in one write, not one a frame (a burst of pongs
is one write); nothing is written once the connection is closing (asyncio would log each
such write: thousands in a flood); a peer that leaves too much unread is cut."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import Any

from websockets.protocol import State
from websockets.server import ServerProtocol

from mg.net.guard.connection import WRITE_MOST, GuardedConnection, guarded


@dataclass
class Kept:
    """A transport that keeps what it is given (and can be made to close, or to hold
    `unsent` bytes as a peer that reads nothing makes it)."""

    writes: list[bytes] = field(default_factory=list)
    closing: bool = False
    unsent: int = 0

    def write(self, data: bytes) -> None:
        self.writes.append(bytes(data))

    def is_closing(self) -> bool:
        return self.closing

    def get_write_buffer_size(self) -> int:
        return self.unsent

    def abort(self) -> None:
        self.closing = True

    def can_write_eof(self) -> bool:
        return True

    def write_eof(self) -> None:
        self.writes.append(b"<eof>")


@dataclass
class Watched:
    cuts: list[str] = field(default_factory=list)

    def opened(self, conn: GuardedConnection) -> bool:
        return True

    def closed(self, conn: GuardedConnection) -> None:
        pass

    def flooded(self, conn: GuardedConnection, why: str) -> None:
        self.cuts.append(why)


def open_connection(watch: Watched, transport: Kept) -> GuardedConnection:
    """A guarded connection, open, writing to `transport` (on the running loop)."""
    server: Any = None  # (its server is not asked)
    conn = guarded(watch)(ServerProtocol(), server)
    conn.transport = transport  # type: ignore[assignment]
    conn.protocol.state = State.OPEN
    return conn


def test_what_is_due_goes_in_one_write_and_nothing_once_closing() -> None:
    async def scenario() -> tuple[list[bytes], list[bytes]]:
        transport = Kept()
        conn = open_connection(Watched(), transport)
        for k in range(500):  # pongs owed to a ping flood, say
            conn.protocol.send_pong(b"%d" % k)
        conn.send_data()
        first = list(transport.writes)
        transport.closing = True
        conn.protocol.send_pong(b"late")
        conn.send_data()
        return first, transport.writes

    first, every = asyncio.run(scenario())
    assert len(first) == 1 and first[0].count(b"\x8a") >= 500  # one write, 500 pongs
    assert every == first  # nothing once closing


def test_a_peer_that_leaves_too_much_unread_is_cut() -> None:
    async def scenario() -> tuple[Kept, Watched]:
        transport, watch = Kept(unsent=WRITE_MOST + 1), Watched()
        conn = open_connection(watch, transport)
        conn.protocol.send_pong(b"x")
        conn.send_data()
        return transport, watch

    transport, watch = asyncio.run(scenario())
    assert transport.closing and watch.cuts == ["reads_nothing"]
