"""The server of network play: many rooms (`rooms.py`) behind one WebSocket port (asyncio
and the `websockets` library). It moves bytes and guards the door; the rooms decide.

Every connection is bounded: a message of at most `MAX_CLIENT_BYTES` (the library closes
on a bigger one), at most `MESSAGE_RATE` messages a second on average (bursts of
`MESSAGE_BURST`, both in `guard/door.py`), a few control frames (`guard/connection.py`: a
ping flood is cut), text frames only, and a connection that sends anything that is not a
message of the protocol is told why and closed. Each
connection has its own queue of messages to send, written by its own task, so a slow or
silent client never holds up the others: when its queue is full it is dropped (its player
comes back with the seat's token and catches up). Ping/pong finds dead connections; a
connection that holds no seat `UNSEATED_FOR` seconds after it opened (or last opened a
room) is closed. Connections are bounded overall, below the process's descriptor limit
(when full, the oldest connection holding no seat gives way), and per address with the
rooms an address opens and the joins it gets wrong (`guard/`: a reconnect undoes
nothing); a reverse proxy on this machine names each player's address in
`X-Forwarded-For`. What trips a limit is logged once a while, never once an event
(`guard/seldom.py`). By default only the local network may connect (loopback and private
addresses, as a reverse proxy on the same machine is), and the log says so.

It speaks `ws://`, or `wss://` itself when given a certificate and its key (`--tls-cert`,
`--tls-key`: for a group without a reverse proxy; behind one, the proxy holds them).

`python -m mg.net.server` (console script `magna-grecia-server`) runs one headless."""

from __future__ import annotations

import argparse
import asyncio
import concurrent.futures
import contextlib
import itertools
import logging
import math
import ssl
import sys
import threading
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TypeVar, cast

from websockets.asyncio.server import Server as WsServer
from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed
from websockets.http11 import Request, Response

from mg.engine import Problem

from .guard.connection import GuardedConnection, guarded
from .guard.door import (
    MESSAGE_BURST,
    MESSAGE_RATE,
    PER_ADDRESS,
    ROOMS_AT_ONCE,
    Allowance,
    Door,
    ip_of,
)
from .guard.gate import BACKLOG, DESCRIPTORS_KEPT, Gate, default_max_connections
from .guard.seldom import Seldom
from .protocol import MAX_CLIENT_BYTES, Create, Join, Watch, encode, error_of, parse_client
from .room_files import check_state, file_age, forget_room, read_rooms, write_room
from .rooms import KEEP_DAYS, Room, Rooms, Send
from .service.health import PATH as HEALTH
from .service.health import answer, counts
from .stand_ins import ABANDON_AFTER, Planner, StandIns

logger = logging.getLogger(__name__)
T = TypeVar("T")

DEFAULT_PORT = 8765
OUTBOX = 256  # messages waiting for a connection before it is dropped as too slow
PING_INTERVAL = 20.0
PING_TIMEOUT = 20.0
OPEN_TIMEOUT = 10.0  # seconds a new connection has for its opening handshake
UNSEATED_FOR = 10.0  # seconds a connection may hold no seat (after it opened or made a room)
CLOSE_WAIT = 5.0  # seconds the last messages to a closing connection may take
CLOSE_TIMEOUT = 2.0  # seconds a client has to answer the closing handshake
SWEEP_EVERY = 60.0  # seconds between two looks for rooms left long ago
HANG_UP = ""  # in a connection's outbox: close it without a closing handshake


def local_peer(address: object) -> bool:
    """Whether a peer's address is on this machine or the local network (private,
    loopback or link-local)."""
    ip = ip_of(address[0] if isinstance(address, tuple) and address else None)
    return ip is not None and (ip.is_private or ip.is_loopback or ip.is_link_local)


class Server:
    """One port, many rooms. `start()` listens; `close()` stops and drops every connection."""

    def __init__(
        self,
        rooms: Rooms | None = None,
        *,
        host: str | None = None,
        port: int = DEFAULT_PORT,
        public: bool = False,
        rate: float = MESSAGE_RATE,
        burst: float = MESSAGE_BURST,
        ping_interval: float | None = PING_INTERVAL,
        ping_timeout: float | None = PING_TIMEOUT,
        state: Path | None = None,
        tls: ssl.SSLContext | None = None,
        kept: Callable[[Room], Problem | None] | None = None,
        door: Door | None = None,
        max_connections: int | None = None,
        unseated_for: float = UNSEATED_FOR,
        abandon_after: float | None = None,
        planner: Planner | None = None,
    ) -> None:
        self.rooms = rooms or Rooms()
        self.tls = tls  # wss:// (the server's certificate and key), or None: ws://
        self.state = state  # the folder where every room is kept, to start again after a crash
        self.kept = kept  # told of each room changed, once kept (on the server's thread)
        self.host, self.port, self.public = host, port, public
        self.rate, self.burst = rate, burst
        self.ping_interval, self.ping_timeout = ping_interval, ping_timeout
        self.door = door or Door()  # the limits of each address
        self.unseated_for = unseated_for
        self.seldom = Seldom(logger)
        self.gate = Gate(self.door, max_connections or default_max_connections(), self.seldom)
        self._outboxes: dict[int, asyncio.Queue[str | None]] = {}
        self._ids = itertools.count(1)
        self._ws: WsServer | None = None
        self._sweeper: asyncio.Task[None] | None = None
        # the server's own bot for a seat whose player is away (`abandon_after` at their
        # turn; None: only a seat another player hands over)
        self.stand_ins = StandIns(self.rooms, self._tell, abandon_after, planner)
        self._standing: asyncio.Task[None] | None = None
        self.clock: Callable[[], float] = time.monotonic
        self.started_at = self.clock()

    def load(self) -> int:
        """Take in the rooms kept in the state folder, each as old as its file (one nobody
        came back to for longer than it is kept is closed at once, its file gone); how many
        (a damaged one is logged and left where it is). A Problem when the folder cannot be
        read."""
        if self.state is None:
            return 0
        found, problems = read_rooms(self.state)
        files = len(found) + len(problems)
        for data in found:
            try:
                room = self.rooms.restore(data)
            except Problem as why:
                problems.append(why)
            else:
                room.touched -= file_age(self.state, room.code)
        for problem in problems:
            logger.warning("a kept room was not taken in: %s", problem)
        self.rooms.changed.clear()
        old = self.rooms.sweep()
        if old:
            self.keep()
            logger.info("%d kept rooms nobody came back to in time were closed", len(old))
        logger.info(
            "kept rooms in %s: %d found, %d taken in%s",
            self.state,
            files,
            len(self.rooms.rooms),
            f", {len(problems)} not (above)" if problems else "",
        )
        return len(self.rooms.rooms)

    def keep(self) -> None:
        """Write the rooms that changed (and forget the files of rooms gone); then tell
        `kept` of each changed room still there (a host's game file, mg/net/hosted.py)."""
        for code in sorted(self.rooms.changed):
            room = self.rooms.rooms.get(code)
            failed = None
            if self.state is not None and room is None:
                failed = forget_room(self.state, code)
            elif self.state is not None and room is not None:
                failed = write_room(self.state, code, Rooms.saved(room))
            if failed is None and room is not None and self.kept is not None:
                failed = self.kept(room)
            if failed is not None:
                self.seldom.say("keep", "room %s could not be kept: %s", code, failed)
        self.rooms.changed.clear()

    def allow_hints(self, code: str, hints: bool) -> None:
        """The host allows hints in room `code`, or not (on the server's loop:
        `ServerThread.call`); every seat is told."""
        self._deliver(self.rooms.allow_hints(code, hints))

    def set_clock(self, code: str, kind: str | None) -> None:
        """The host chooses room `code`'s game clock before the game begins (on the server's
        loop: `ServerThread.call`); kept with the room."""
        self.rooms.set_clock(code, kind)
        self.keep()

    async def start(self) -> int:
        """Listen; the port (a free one when `port` is 0). A Problem when the state folder
        cannot be read."""
        self.load()
        self.started_at = self.clock()
        loop = asyncio.get_running_loop()
        if loop.get_exception_handler() is None:
            loop.set_exception_handler(self.seldom.loop_trouble)
        self._ws = await serve(
            self._connection,
            self.host,
            self.port,
            max_size=MAX_CLIENT_BYTES,
            max_queue=8,
            ping_interval=self.ping_interval,
            ping_timeout=self.ping_timeout,
            compression=None,
            open_timeout=OPEN_TIMEOUT,
            close_timeout=CLOSE_TIMEOUT,
            ssl=self.tls,
            backlog=BACKLOG,
            process_request=self._request,
            create_connection=guarded(self.gate),
        )
        self.port = self._ws.sockets[0].getsockname()[1]
        self._sweeper = asyncio.create_task(self._sweep())
        self._standing = asyncio.create_task(self.stand_ins.run())
        where = "the local network only" if not self.public else "any address"
        logger.info(
            "Magna Grecia server listening on port %d (%s, %s), %s",
            self.port,
            self.host or "all interfaces",
            "wss://" if self.tls is not None else "ws://",
            f"accepting {where}; at most {self.gate.most} connections, "
            f"{self.door.per_address} an address",
        )
        return self.port

    def _request(self, ws: ServerConnection, request: Request) -> Response | None:
        """The opening handshake: `GET /health` is answered with the server's counts as
        plain HTTP (any address may ask: it names no room); any other path goes on to the
        gate (`Gate.admit`) and the WebSocket handshake."""
        if request.path.split("?", 1)[0] == HEALTH:
            uptime = self.clock() - self.started_at
            return answer(ws, counts(self.rooms, self.gate.count, uptime))
        return self.gate.admit(ws, request)

    async def _sweep(self) -> None:
        """Forget rooms left long ago, and addresses whose limits are as new, once a minute."""
        while True:
            await asyncio.sleep(SWEEP_EVERY)
            self._deliver(self.rooms.prune_finished())
            self.rooms.sweep()  # (each room closed is logged)
            self.keep()
            self.door.forget_old()

    async def close(self) -> None:
        for task in (self._sweeper, self._standing):
            if task is not None:
                task.cancel()
        if self._ws is not None:
            self._ws.close()  # (no new connections; the open ones are closed politely)
            self.gate.cut_opening()
            await self._ws.wait_closed()

    # -- a connection's life ---------------------------------------------------------------
    async def _connection(self, ws: ServerConnection) -> None:
        if not self.public and not local_peer(ws.remote_address):
            await ws.close(1008, "local network only")
            return
        conn = next(self._ids)
        outbox: asyncio.Queue[str | None] = asyncio.Queue(OUTBOX)
        self._outboxes[conn] = outbox
        writer = asyncio.create_task(self._write(ws, outbox))
        try:
            await self._read(conn, cast(GuardedConnection, ws))
        except ConnectionClosed:
            pass
        except TimeoutError:  # it took no seat in time
            self.seldom.say(
                "unseated", "a connection holding no seat was closed", level=logging.INFO
            )
        finally:
            self._post(conn, None)  # what is queued for it still goes, then it closes
            self._outboxes.pop(conn, None)
            self._deliver(self.rooms.disconnect(conn))
            try:
                await asyncio.wait_for(writer, CLOSE_WAIT)
            except (TimeoutError, asyncio.CancelledError):
                writer.cancel()
            if ws.transport is not None and not ws.transport.is_closing():
                await ws.close()

    async def _read(self, conn: int, ws: GuardedConnection) -> None:
        bucket = Allowance.full(self.rate, self.burst, time.monotonic())
        loop = asyncio.get_running_loop()
        async with asyncio.timeout(self.unseated_for) as unseated:
            async for text in ws:
                if not bucket.take(time.monotonic()):
                    self._refuse(conn, Problem("net_rate", "network: too many messages"))
                    self.gate.flooded(ws, "messages")
                    return
                if not isinstance(text, str):  # the protocol is text frames
                    self._refuse(
                        conn, Problem("net_not_text", "network: a message not sent as text")
                    )
                    return
                try:
                    message = parse_client(text)
                except Problem as problem:  # garbage: say why and close
                    self._refuse(conn, problem)
                    return
                wait = self.gate.refusal(ws, message)
                if wait is not None:
                    self._refuse(conn, wait)
                    if isinstance(message, Join | Watch):  # (a guesser gains nothing
                        return  # by staying)
                    continue
                sends = self.rooms.handle(conn, message)
                if isinstance(message, Join | Watch):
                    self.gate.joined(ws, [told for to, told in sends if to == conn])
                self._tell(sends)
                if self.rooms.holds(conn):
                    self.gate.seated(ws)
                    unseated.reschedule(None)
                elif isinstance(message, Create):
                    unseated.reschedule(loop.time() + self.unseated_for)

    def _refuse(self, conn: int, problem: Problem) -> None:
        """Tell connection `conn` why; the caller closes it or goes on."""
        self._post(conn, encode(error_of(problem)))

    def _tell(self, sends: Sequence[Send]) -> None:
        """Send what the rooms said, and keep the rooms it changed."""
        self._deliver(sends)
        if self.rooms.changed:
            self.keep()

    def _deliver(self, sends: Sequence[Send]) -> None:
        encoded: dict[int, str] = {}
        for conn, message in sends:
            if message is None:
                self._post(conn, None)
                continue
            text = encoded.get(id(message))
            if text is None:
                text = encoded[id(message)] = encode(message)
            self._post(conn, text)

    def _post(self, conn: int, text: str | None) -> None:
        outbox = self._outboxes.get(conn)
        if outbox is None:
            return
        try:
            outbox.put_nowait(text)
        except asyncio.QueueFull:  # too slow to read what it is sent: dropped, comes back
            self.seldom.say("slow", "connection %d dropped: it reads too slowly", conn)
            self._outboxes.pop(conn, None)
            _drain(outbox)
            outbox.put_nowait(None)

    @staticmethod
    async def _write(ws: ServerConnection, outbox: asyncio.Queue[str | None]) -> None:
        try:
            while (text := await outbox.get()) is not None:
                if text == HANG_UP:  # no closing handshake: what was sent is flushed first
                    if ws.transport is not None:
                        ws.transport.close()
                    return
                await ws.send(text)
        except ConnectionClosed:
            return
        await ws.close(1000)


def _drain(queue: asyncio.Queue[str | None]) -> None:
    while not queue.empty():
        queue.get_nowait()


class ServerThread:
    """A server on its own thread and event loop (a host's game, tests): `start()` gives
    the port once listening; `stop()` closes it and ends the thread."""

    def __init__(self, server: Server) -> None:
        self.server = server
        self._loop = asyncio.new_event_loop()
        self._ready = threading.Event()
        self._stopped: asyncio.Event | None = None
        self._failure: BaseException | None = None
        self._thread = threading.Thread(target=self._run, name="mg-net-server", daemon=True)

    def start(self, timeout: float = 10.0) -> int:
        self._thread.start()
        if not self._ready.wait(timeout) or self._failure is not None:
            raise RuntimeError(f"the server did not start: {self._failure!r}")
        return self.server.port

    def call(self, fn: Callable[[], T], timeout: float = 10.0) -> T:
        """What `fn` gives, run on the server's own loop (its rooms are touched by that loop
        only); from another thread, never the drawing one (it waits)."""
        done: concurrent.futures.Future[T] = concurrent.futures.Future()

        def run() -> None:
            try:
                done.set_result(fn())
            except Exception as exc:  # (given to the caller)
                done.set_exception(exc)

        self._loop.call_soon_threadsafe(run)
        return done.result(timeout)

    @property
    def running(self) -> bool:
        """Whether the server's thread is still going (stopped: it ended)."""
        return self._thread.is_alive()

    def stop(self, timeout: float = 10.0) -> None:
        """Stop (again: nothing more)."""
        if self._stopped is not None and not self._loop.is_closed():
            with contextlib.suppress(RuntimeError):  # (closed meanwhile)
                self._loop.call_soon_threadsafe(self._stopped.set)
        self._thread.join(timeout)

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        try:
            self._loop.run_until_complete(self._main())
        finally:
            self._end_tasks()
            self._loop.close()

    def _end_tasks(self) -> None:
        """Cancel anything the server's close left running and let it end on this loop, for
        at most CLOSE_WAIT (a fallback: the close cuts the connections still opening): left
        pending, a task would fail later in another thread's garbage collection, with no
        loop to end on."""
        tasks = asyncio.all_tasks(self._loop)
        for task in tasks:
            task.cancel()
        if tasks:
            self._loop.run_until_complete(asyncio.wait(tasks, timeout=CLOSE_WAIT))

    async def _main(self) -> None:
        self._stopped = asyncio.Event()
        try:
            await self.server.start()
        except (OSError, Problem) as exc:
            self._failure = exc
            self._ready.set()
            return
        self._ready.set()
        await self._stopped.wait()
        await self.server.close()


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="magna-grecia-server",
        description="A Magna Grecia server for network play: many games (rooms) at once.",
    )
    p.add_argument("--host", default=None, help="address to listen on (default: every one)")
    p.add_argument("--port", type=int, default=DEFAULT_PORT, help=f"default {DEFAULT_PORT}")
    p.add_argument(
        "--public",
        action="store_true",
        help="accept players from any address, not only the local network "
        "(behind a TLS reverse proxy on this machine this is not needed)",
    )
    p.add_argument("--max-rooms", type=int, default=Rooms().max_rooms, help="games at once")
    p.add_argument(
        "--max-connections",
        type=int,
        default=None,
        metavar="N",
        help=f"connections at once (default: the descriptor limit, ulimit -n, less "
        f"{DESCRIPTORS_KEPT}); when full, the oldest connection holding no seat gives way",
    )
    p.add_argument(
        "--per-address",
        type=int,
        default=PER_ADDRESS,
        metavar="N",
        help=f"connections one address may hold (default {PER_ADDRESS}; behind a reverse "
        "proxy on this machine, the address it names in X-Forwarded-For)",
    )
    p.add_argument(
        "--rooms-per-address",
        type=int,
        default=ROOMS_AT_ONCE,
        metavar="N",
        help=f"games one address may open at once, then one a minute (default {ROOMS_AT_ONCE})",
    )
    p.add_argument(
        "--state",
        type=Path,
        default=None,
        metavar="FOLDER",
        help="keep every room in this folder (a file each, after every action), to start "
        "again where it was after a crash",
    )
    p.add_argument(
        "--keep-days",
        type=positive,
        default=KEEP_DAYS,
        metavar="N",
        help="keep a game begun and not finished this many days after its players last "
        f"left (default {KEEP_DAYS}; with --state, across restarts)",
    )
    p.add_argument(
        "--abandon-after",
        type=float,
        default=ABANDON_AFTER,
        metavar="SECONDS",
        help="once a seat's player has been away this long at their turn, the server's own "
        "bot (the level the room was opened with) plays for them until they come back "
        f"(default {ABANDON_AFTER:g}; 0: only when another player hands the seat over; a "
        "room by the day waits for its clock instead)",
    )
    p.add_argument(
        "--tls-cert",
        type=Path,
        default=None,
        metavar="PEM",
        help="speak wss:// with this certificate (chain) file; needs --tls-key",
    )
    p.add_argument(
        "--tls-key", type=Path, default=None, metavar="PEM", help="the certificate's private key"
    )
    return p


def positive(text: str) -> float:
    """A flag's number of days, above 0 (argparse says so and exits 2 otherwise)."""
    value = float(text)  # (a ValueError: argparse says the value is invalid)
    if not math.isfinite(value) or value <= 0:
        raise argparse.ArgumentTypeError(f"not a number of days above 0: {text}")
    return value


def tls_context(cert: Path, key: Path) -> ssl.SSLContext:
    """A server's TLS context from a certificate (chain) and its key, both PEM files; a
    Problem (`net_tls_files`) when they cannot be read or do not belong together."""
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    try:
        context.load_cert_chain(cert, key)
    except (OSError, ssl.SSLError) as exc:
        raise Problem(
            "net_tls_files",
            "network: the certificate {cert} and key {key_file} cannot be used: {why}",
            cert=str(cert),
            key_file=str(key),
            why=str(exc.strerror or exc),
        ) from None
    return context


def configure_logging() -> None:
    """The server's log on the terminal: ours from info up, the library's from warnings
    (also the benchmark's server process, mg.bench.net_server, which runs this server)."""
    logging.basicConfig(level=logging.WARNING, format="%(asctime)s %(levelname)s %(message)s")
    logging.getLogger("mg").setLevel(logging.INFO)


def main(argv: list[str] | None = None) -> int:
    """Run a server until Ctrl+C; the exit code."""
    options = parser().parse_args(argv)
    configure_logging()
    tls = None
    if (options.tls_cert is None) != (options.tls_key is None):
        logger.error("--tls-cert and --tls-key go together")
        return 2
    if options.tls_cert is not None:
        try:
            tls = tls_context(options.tls_cert, options.tls_key)
        except Problem as why:
            logger.error("%s", why)
            return 1
    if options.state is not None:
        unusable = check_state(options.state)
        if unusable is not None:
            logger.error("%s", unusable)
            return 2
    server = Server(
        Rooms(max_rooms=options.max_rooms, keep_unfinished=options.keep_days * 24 * 3600),
        host=options.host,
        port=options.port,
        public=options.public,
        state=options.state,
        tls=tls,
        door=Door(per_address=options.per_address, rooms_at_once=options.rooms_per_address),
        max_connections=options.max_connections,
        abandon_after=options.abandon_after if options.abandon_after > 0 else None,
    )

    async def run() -> None:
        await server.start()
        await asyncio.Future()  # until interrupted

    try:
        asyncio.run(run())
    except KeyboardInterrupt:
        return 0
    except OSError as exc:
        logger.error("cannot listen on port %d: %s", options.port, exc.strerror)
        return 1
    except Problem as why:  # the state folder could not be read meanwhile
        logger.error("%s", why)
        return 2
    return 0


if __name__ == "__main__":  # run as the package's module, so that it logs as mg.net.server
    from mg.net.server import main as server_main

    sys.exit(server_main())
