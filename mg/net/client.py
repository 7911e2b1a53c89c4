"""A client of network play on its own thread, so that drawing never waits on the network:
the game (or a bot) puts what it wants done with `act` / `undo` and takes what happened
from `events`, a queue it reads when it likes. The client keeps its own copy of the game
(`Mirror`): every action the server accepted is applied to it and the digests compared; a
copy that does not fit is sent again (a resync). A dropped connection is tried again, the
seat taken back with its token, and the game caught up from the record.

A `wss://` address is reached through TLS with the system's trusted certificates (or those
of the file named by the standard `SSL_CERT_FILE` variable: a self-signed server's own);
a certificate not trusted, or no TLS at all there, is a Problem (`net_certificate`,
`net_tls`) that ends the client: trying again cannot help."""

from __future__ import annotations

import asyncio
import contextlib
import queue
import ssl
import threading
from dataclasses import dataclass
from typing import TypeAlias

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from mg.engine import Action, Game, Problem, Refusal

from .mirror import Mirror
from .protocol import (
    MAX_SERVER_BYTES,
    Act,
    Applied,
    ClientMessage,
    Create,
    Created,
    Error,
    Join,
    Options,
    Refused,
    SeatInfo,
    Seats,
    State,
    Sync,
    Undo,
    Undone,
    Welcome,
    encode,
    parse_server,
)

#: How long to wait before each new try after the connection is lost (then the last again).
RETRY_DELAYS = (0.1, 0.3, 1.0, 2.0, 5.0)
#: Errors after which trying again cannot help.
FATAL = frozenset({"net_no_room", "net_bad_token", "net_room_full", "net_seat_taken"})
#: Errors that stop a client even once seated: the token is not the room's, or the seat was
#: taken back by a join with its token (its player came back, or another machine took it).
STOPS = frozenset({"net_bad_token", "net_seat_retaken"})


@dataclass(frozen=True)
class Joined:
    """A seat is ours: its colour and secret token (keep it to come back), the game."""

    colour: str
    token: str
    game: Game
    seats: tuple[SeatInfo, ...]


@dataclass(frozen=True)
class Moved:
    """Action `seq` was played (`action`; None: an undo, R40); the game after it."""

    seq: int
    action: Action | None
    game: Game


@dataclass(frozen=True)
class Resynced:
    """Our copy of the game did not fit the server's: this is the server's (public) game."""

    seq: int
    game: Game


@dataclass(frozen=True)
class HintsAllowed:
    """The host allows each player their own hints (or no longer does)."""

    hints: bool


@dataclass(frozen=True)
class SeatsChanged:
    seats: tuple[SeatInfo, ...]


@dataclass(frozen=True)
class ActionRefused:
    """Our action was refused by the rules (the engine's refusal, to be worded)."""

    refusal: Refusal


@dataclass(frozen=True)
class Failed:
    """The server refused a message of ours, or sent something we cannot read; `fatal`:
    this client has stopped (e.g. the code or token is not the game's)."""

    problem: Problem
    fatal: bool


@dataclass(frozen=True)
class Connection:
    """ "connecting", "connected", "reconnecting" or "closed"."""

    state: str


Event: TypeAlias = (
    Joined | Moved | Resynced | SeatsChanged | HintsAllowed | ActionRefused | Failed | Connection
)


def tls_problem(exc: ssl.SSLError) -> Problem:
    """What went wrong making a wss:// connection, as a Problem to word (OpenSSL's reason,
    a short English phrase, as a parameter: like the system's words for a file)."""
    if isinstance(exc, ssl.SSLCertVerificationError):
        return Problem(
            "net_certificate",
            "network: the server's certificate is not trusted ({why})",
            why=str(exc.verify_message or exc.reason or exc),
        )
    return Problem(
        "net_tls",
        "network: no secure connection (wss://) could be made with the server ({why})",
        why=str(exc.reason or exc),
    )


def websocket_uri(address: str) -> str:
    """`host:port` (or a `ws://` / `wss://` address) as a WebSocket URI."""
    address = address.strip()
    if address.startswith(("ws://", "wss://")):
        return address
    return f"ws://{address}"


class NetClient:
    """One seat of one game on a server, on its own thread (`start`, `close`)."""

    def __init__(self, address: str, join: Join, *, retry: bool = True) -> None:
        self.uri = websocket_uri(address)
        self.join_message = join
        self.retry = retry
        self.events: queue.Queue[Event] = queue.Queue()
        self.mirror: Mirror | None = None  # the client thread's own; read Events instead
        self.colour: str | None = None
        self.token = join.token
        self._loop = asyncio.new_event_loop()
        self._outbox: asyncio.Queue[Action | None] | None = None
        self._ws: ClientConnection | None = None
        self._closing = False
        self._syncing = False
        self._thread = threading.Thread(target=self._run, name="mg-net-client", daemon=True)

    # -- the caller's side (any thread) -----------------------------------------------------
    def start(self) -> None:
        self._thread.start()

    def act(self, action: Action) -> None:
        """Send `action` for our seat (after the last action we know of)."""
        self._loop.call_soon_threadsafe(self._put, action)

    def undo(self) -> None:
        """Ask to take back our turn's last action (R40)."""
        self._loop.call_soon_threadsafe(self._put, None)

    def drop(self) -> None:
        """Cut the connection as a crash would (no closing handshake): the client comes
        back by itself with its token. For tests of reconnecting."""
        self._loop.call_soon_threadsafe(self._abort)

    def close(self, timeout: float = 10.0) -> None:
        """Leave (the seat stays ours: the token brings us back) and end the thread."""
        if self._thread.is_alive():
            self._loop.call_soon_threadsafe(self._shut)
            self._thread.join(timeout)

    # -- the client thread ------------------------------------------------------------------
    def _put(self, item: Action | None) -> None:
        if self._outbox is not None:
            self._outbox.put_nowait(item)

    def _abort(self) -> None:
        if self._ws is not None and self._ws.transport is not None:
            self._ws.transport.abort()

    def _shut(self) -> None:
        self._closing = True
        for task in asyncio.all_tasks(self._loop):
            task.cancel()

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        try:
            with contextlib.suppress(asyncio.CancelledError):
                self._loop.run_until_complete(self._main())
        finally:
            self._loop.close()
            self.events.put(Connection("closed"))

    async def _main(self) -> None:
        self._outbox = asyncio.Queue()
        tries = 0
        self.events.put(Connection("connecting"))
        while not self._closing:
            try:
                async with connect(
                    self.uri, max_size=MAX_SERVER_BYTES, open_timeout=10, compression=None
                ) as ws:
                    self._ws = ws
                    tries = 0
                    if await self._session(ws):
                        return
            except ssl.SSLError as exc:  # (an OSError) not trusted, or no TLS there
                if self.mirror is None:  # never seated: trying again cannot help
                    self._fail(tls_problem(exc), True)
                    return
            except (OSError, ConnectionClosed, InvalidHandshake, TimeoutError):
                pass
            except InvalidURI:
                self._fail(Problem("net_address", "network: not an address to join"), True)
                return
            self._ws = None
            if not self.retry or self._closing:
                return
            self.events.put(Connection("reconnecting"))
            await asyncio.sleep(RETRY_DELAYS[min(tries, len(RETRY_DELAYS) - 1)])
            tries += 1

    async def _session(self, ws: ClientConnection) -> bool:
        """One connection: join (again), then read and write until it ends; True when this
        client must stop (a fatal error)."""
        join = self.join_message
        self._syncing = False
        if self.token is not None:
            join = Join(join.code, token=self.token)
        await ws.send(encode(join))
        writer = asyncio.create_task(self._write(ws))
        try:
            async for text in ws:
                try:
                    message = parse_server(text)
                except Problem as why:
                    self._fail(why, False)
                    continue
                if self._receive(message) is False:
                    return True
                if isinstance(message, Welcome | State):
                    self._syncing = False
                elif (
                    isinstance(message, Applied | Undone)
                    and self.mirror is not None
                    and self.mirror.seq < message.seq
                    and not self._syncing
                ):  # our copy does not fit: ask for the game again
                    self._syncing = True
                    await ws.send(encode(Sync()))
        finally:
            writer.cancel()
        return False

    async def _write(self, ws: ClientConnection) -> None:
        assert self._outbox is not None
        while True:
            item = await self._outbox.get()
            if self.mirror is None:
                continue  # not seated yet: nothing can be played
            message: ClientMessage = (
                Undo(self.mirror.seq) if item is None else Act(self.mirror.seq, item)
            )
            await ws.send(encode(message))

    def _receive(self, message: object) -> bool:
        """Take in one message of the server; False when this client must stop."""
        if isinstance(message, Welcome | State):
            try:
                mirror = Mirror(message.seq, message.record)
            except Problem as why:
                self._fail(why, False)
                return True
            self.mirror = mirror
            if isinstance(message, Welcome):
                self.colour, self.token = message.colour, message.token
                self.events.put(Connection("connected"))
                self.events.put(
                    Joined(message.colour, message.token, mirror.game.copy(), message.seats)
                )
            else:
                self.events.put(Resynced(message.seq, mirror.game.copy()))
        elif isinstance(message, Applied) and self.mirror is not None:
            if self.mirror.apply(message):
                self.events.put(Moved(message.seq, message.action, self.mirror.game.copy()))
        elif isinstance(message, Undone) and self.mirror is not None:
            if self.mirror.undo(message):
                self.events.put(Moved(message.seq, None, self.mirror.game.copy()))
        elif isinstance(message, Seats):
            self.events.put(SeatsChanged(message.seats))
        elif isinstance(message, Options):
            self.events.put(HintsAllowed(message.hints))
        elif isinstance(message, Refused):
            self.events.put(ActionRefused(Refusal(message.rule, message.key, message.params)))
        elif isinstance(message, Error):
            problem = Problem(message.key, message.key, **dict(message.params))
            fatal = message.key in FATAL and self.mirror is None or message.key in STOPS
            self._fail(problem, fatal)
            return not fatal
        return True

    def _fail(self, problem: Problem, fatal: bool) -> None:
        self.events.put(Failed(problem, fatal))
        if fatal:
            self._closing = True


def create_room(address: str, players: list[str], rounds: int = 12, timeout: float = 10.0) -> str:
    """Open a room on the server at `address` for a new game; its join code. A Problem
    when the server refuses or cannot be reached (`net_unreachable`)."""

    async def ask() -> str:
        async with connect(websocket_uri(address), open_timeout=timeout, compression=None) as ws:
            await ws.send(encode(Create(tuple(players), rounds)))
            answer = parse_server(await asyncio.wait_for(ws.recv(), timeout))
        if isinstance(answer, Error):
            raise Problem(answer.key, answer.key, **dict(answer.params))
        if not isinstance(answer, Created):
            raise Problem("net_unexpected", "network: the server answered something else")
        return answer.code

    try:
        return asyncio.run(ask())
    except ssl.SSLError as exc:
        raise tls_problem(exc) from None
    except (OSError, ConnectionClosed, InvalidHandshake, TimeoutError):
        raise Problem("net_unreachable", "network: the server cannot be reached") from None
