"""The connections a server holds, as its guarded connections report them (connection.Watch):
every one counted, at most `most` at once (below the descriptor limit: when full, the
oldest that holds no seat gives way, a seated player never does); each counted under its
peer's address for the door's limits (door.py), a connection from this machine at its
opening handshake, where a reverse proxy here names its peer in `X-Forwarded-For`; one cut
for flooding shuts its address out a while; rooms an address opens and joins it gets wrong
are held to the door's pace. What trips is logged once a while."""

from __future__ import annotations

import http
import math
from typing import cast

from websockets.asyncio.server import ServerConnection
from websockets.http11 import Request, Response
from websockets.protocol import State

from mg.engine import Problem

from ..protocol import ClientMessage, Create, Error, Join, ServerMessage, Watch
from .connection import GuardedConnection
from .door import Door, address_key, forwarded_key, is_loopback
from .seldom import Seldom

#: Connections the system may have waiting to be accepted; asyncio accepts as many at once
#: before the server sees one of them (and can close one to make room).
BACKLOG = 100
#: Descriptors kept below the process's limit for everything but the connections it holds:
#: a backlog accepted at once, the listening sockets, the event loop's, room files, the log.
DESCRIPTORS_KEPT = BACKLOG + 64
#: A join refused with these keys named no room or no seat: a failed join (door.py).
WRONG_JOIN = frozenset({"net_no_room", "net_bad_token"})


def descriptor_limit() -> int:
    """How many files this process may have open (its soft limit: `ulimit -n`)."""
    try:
        import resource  # (not on Windows)
    except ImportError:
        return 2048
    soft, _hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    return 1 << 20 if soft == resource.RLIM_INFINITY else int(soft)


def default_max_connections() -> int:
    """Connections a server holds at once unless told: below the descriptor limit."""
    return max(16, descriptor_limit() - DESCRIPTORS_KEPT)


def peer_host(conn: ServerConnection) -> object:
    """The peer's address as the socket has it (None for none)."""
    address = conn.remote_address
    return address[0] if isinstance(address, tuple) and address else None


class Gate:
    """Which connections are open, which hold no seat yet, and each one's address."""

    def __init__(self, door: Door, most: int, seldom: Seldom) -> None:
        self.door, self.most, self.seldom = door, most, seldom
        self._open: set[GuardedConnection] = set()
        self._unseated: dict[GuardedConnection, None] = {}  # oldest first: who gives way
        self._keys: dict[GuardedConnection, str] = {}  # the address each one counts under

    @property
    def count(self) -> int:
        """How many connections are open."""
        return len(self._open)

    def key(self, conn: GuardedConnection) -> str:
        """The address `conn` counts under ("?" before it is known)."""
        return self._keys.get(conn, "?")

    def seated(self, conn: GuardedConnection) -> None:
        """`conn` holds a seat now: it never gives way."""
        self._unseated.pop(conn, None)

    def opened(self, conn: GuardedConnection) -> bool:
        """A connection was accepted: counted, or refused (False)."""
        if len(self._open) >= self.most:
            oldest = next(iter(self._unseated), None)
            if oldest is None:
                self.seldom.say("full", "a connection was refused: %d are open", len(self._open))
                return False
            self.seldom.say("evicted", "the server is full: a connection holding no seat gave way")
            self._forget(oldest)
            oldest.transport.abort()
        self._open.add(conn)
        self._unseated[conn] = None
        host = peer_host(conn)
        if not is_loopback(host):  # (a proxy's connections count once it names the peer)
            return self._enter(conn, address_key(host))
        return True

    def closed(self, conn: GuardedConnection) -> None:
        self._forget(conn)

    def cut_opening(self) -> None:
        """Cut every connection still in its opening handshake (the server is stopping: left
        alone, each would hold the stop up to its opening timeout)."""
        for conn in [c for c in self._open if c.protocol.state is State.CONNECTING]:
            conn.transport.abort()

    def flooded(self, conn: GuardedConnection, why: str) -> None:
        key = self._keys.get(conn)
        seconds = self.door.cut(key) if key is not None else 0.0
        self.seldom.say(
            "flood", "a connection from %s was cut (%s): %.0f s shut out", key, why, seconds
        )

    def admit(self, ws: ServerConnection, request: Request) -> Response | None:
        """The opening handshake (`process_request`): a connection from this machine counts
        under the address a reverse proxy here names last in `X-Forwarded-For` (else this
        machine's), and is refused (HTTP 429) past that address's limit."""
        conn = cast(GuardedConnection, ws)
        host = peer_host(conn)
        if not is_loopback(host) or conn not in self._open:
            return None
        named = [forwarded_key(value) for value in request.headers.get_all("X-Forwarded-For")]
        key = named[-1] if named and named[-1] is not None else address_key(host)
        if self._enter(conn, key):
            return None
        return conn.respond(http.HTTPStatus.TOO_MANY_REQUESTS, "Too many connections.\n")

    def refusal(self, conn: GuardedConnection, message: ClientMessage) -> Problem | None:
        """Why `message` must wait (its address opened its rooms for now, or named too
        many rooms or seats that are not), or None."""
        key = self.key(conn)
        if isinstance(message, Join | Watch):  # (a code guessed to watch is guessed all the same)
            seconds = self.door.join_wait(key)
            why = Problem(
                "net_join_wait",
                "network: too many wrong codes from your address: try again in {seconds} s",
                seconds=math.ceil(seconds),
            )
        elif isinstance(message, Create):
            seconds = self.door.create_wait(key)
            why = Problem(
                "net_create_wait",
                "network: enough games were opened from your address: try again in {seconds} s",
                seconds=math.ceil(seconds),
            )
        else:
            return None
        if seconds <= 0:
            return None
        self.seldom.say(why.key, "%s from %s refused: %s", type(message).__name__, key, why)
        return why

    def joined(self, conn: GuardedConnection, replies: list[ServerMessage | None]) -> None:
        """A join (or watch) of `conn` was answered: one that named no room or no seat
        counts against its address."""
        if any(isinstance(told, Error) and told.key in WRONG_JOIN for told in replies):
            self.door.failed_join(self.key(conn))

    def _enter(self, conn: GuardedConnection, key: str) -> bool:
        if not self.door.enter(key):
            self.seldom.say(
                "address", "connections from %s refused (too many, or cut for flooding)", key
            )
            return False
        self._keys[conn] = key
        return True

    def _forget(self, conn: GuardedConnection) -> None:
        self._open.discard(conn)
        self._unseated.pop(conn, None)
        key = self._keys.pop(conn, None)
        if key is not None:
            self.door.leave(key)
