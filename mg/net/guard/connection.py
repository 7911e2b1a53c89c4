"""A server's WebSocket connection that bounds what its peer can make the server hold.

The library answers every ping with a pong by itself, written at once whatever the peer
reads, so a peer that floods pings and never reads piles pongs up in the server's memory
without end (its bound on what is written, `write_limit`, holds back the server's own
messages only). Here a peer may send CONTROL_BURST control frames (ping, pong) at once and
CONTROL_RATE a second after that; more, or more than WRITE_MOST bytes left unread, and the
connection is cut at once (no closing handshake: such a peer reads nothing), and what it
sent after the cut is not parsed. A peer that keeps sending after the server said all it
had to (a refused opening handshake, a close) is cut too: the library would read and drop
it for seconds. What is due is written in one go (a burst of pongs is one write, not one
each), and nothing once the connection is closing (asyncio logs every write to a lost
connection)."""

from __future__ import annotations

import asyncio
import contextlib
import time
from typing import ClassVar, Protocol

from websockets.asyncio.server import ServerConnection
from websockets.frames import Frame, Opcode
from websockets.protocol import Event

from ..protocol import MAX_SERVER_BYTES
from .door import Allowance

CONTROL_RATE = 1.0  # control frames a peer may send a second (ours ping every 20 s) …
CONTROL_BURST = 10.0  # … and at once
#: Bytes waiting to be written before the peer counts as reading nothing: the largest
#: message the server sends and the library's own bound on what it writes ahead.
WRITE_MOST = MAX_SERVER_BYTES + (1 << 16)
#: Bytes read are parsed so many at a time: what came after a cut is not parsed (a read
#: may bring 256 kB, 40,000 pings).
FEED = 4096
#: Bytes a peer may still send once the server said all it had to (a refused opening
#: handshake, a closing one) before it is cut: the library would read them for seconds.
UNREAD_MOST = 1 << 16


class Watch(Protocol):
    """What a guarded connection reports to (the server)."""

    def opened(self, conn: GuardedConnection) -> bool:
        """A connection was accepted; False: it is refused (cut at once)."""

    def closed(self, conn: GuardedConnection) -> None:
        """A connection is gone (refused ones too)."""

    def flooded(self, conn: GuardedConnection, why: str) -> None:
        """A connection is being cut for flooding: `why`."""


class GuardedConnection(ServerConnection):
    """A server connection whose peer is bounded as the module says; `watch` is told of it
    (a subclass per server: `guarded`)."""

    watch: ClassVar[Watch]
    controls: Allowance
    unread = 0  # bytes the peer sent after the server said all it had to

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        super().connection_made(transport)
        self.controls = Allowance.full(CONTROL_RATE, CONTROL_BURST, time.monotonic())
        if not self.watch.opened(self):
            self.transport.abort()

    def data_received(self, data: bytes) -> None:
        if self.protocol.eof_sent:  # all said (a refusal, a close): the rest is not read
            self.unread += len(data)
            if self.unread > UNREAD_MOST:
                self.transport.abort()
            return
        view = memoryview(data)
        for start in range(0, len(view), FEED):  # (a flood is not parsed past its cut)
            if self.transport.is_closing():
                return
            super().data_received(view[start : start + FEED])  # type: ignore[arg-type]

    def connection_lost(self, exc: Exception | None) -> None:
        super().connection_lost(exc)
        self.watch.closed(self)

    def process_event(self, event: Event) -> None:
        if (
            isinstance(event, Frame)
            and event.opcode in (Opcode.PING, Opcode.PONG)
            and not self.controls.take(time.monotonic())
        ):
            self.cut("control_frames")
            return
        super().process_event(event)

    def send_data(self) -> None:
        chunks = self.protocol.data_to_send()
        if self.transport.is_closing():
            return
        data = b"".join(chunks)
        if data:
            self.transport.write(data)
        if b"" in chunks:  # the protocol ends the stream: half-closed where TCP allows
            if self.transport.can_write_eof():
                with contextlib.suppress(Exception):  # (any a transport may raise there)
                    self.transport.write_eof()
            else:
                self.transport.close()
        if self.transport.get_write_buffer_size() > WRITE_MOST:
            self.cut("reads_nothing")

    def cut(self, why: str) -> None:
        """Cut the connection at once, and say why to the watch (a key: `control_frames`,
        `reads_nothing`)."""
        if not self.transport.is_closing():
            self.watch.flooded(self, why)
            self.transport.abort()


def guarded(watch: Watch) -> type[GuardedConnection]:
    """The connection class of a server that `watch` keeps."""

    class Guarded(GuardedConnection):
        pass

    Guarded.watch = watch
    return Guarded
