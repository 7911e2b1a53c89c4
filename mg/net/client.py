"""A client of network play on its own thread, so that drawing never waits on the network:
the game (or a bot) puts what it wants done with `act` / `undo` and takes what happened
from `events`, a queue it reads when it likes. The client keeps its own copy of the game
(`Mirror`): every action the server accepted is applied to it and the digests compared; a
copy that does not fit is sent again (a resync, at most one every `resync_gap` seconds). A
dropped connection is tried again, ever less often (`RETRY_DELAYS`, at most `RETRY_MOST`
times in a row), the seat taken back with its token, and the game caught up from the record.

Nothing a server sends can stop the client's thread or fill its memory: a seat must be
given within `join_within` seconds (else `net_join_timeout` ends the client), an error's
parameters are data only, and `events` holds a bounded number (`Events`: a newer game
replaces the moves still waiting, the latest seats, options, connection state and failure
replace the one still waiting).

A `wss://` address is reached through TLS with the system's trusted certificates (or those
of the file named by the standard `SSL_CERT_FILE` variable: a self-signed server's own);
a certificate not trusted, or no TLS at all there, is a Problem (`net_certificate`,
`net_tls`) that ends the client: trying again cannot help."""

from __future__ import annotations

import asyncio
import collections
import contextlib
import logging
import queue
import random
import ssl
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeAlias

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from mg.engine import Action, Game, Problem, Refusal

from .mirror import Mirror
from .protocol import (
    MAX_SERVER_BYTES,
    STATUS_MOST,
    Act,
    Applied,
    Chat,
    ClientMessage,
    Clocks,
    Create,
    Created,
    Error,
    HandOver,
    Join,
    Options,
    Param,
    Refused,
    RoomStatus,
    Said,
    SeatInfo,
    Seats,
    ServerMessage,
    StandIn,
    State,
    Status,
    Statuses,
    Sync,
    TimeOut,
    Undo,
    Undone,
    Watch,
    Watchers,
    Watching,
    Welcome,
    encode,
    parse_server,
)

logger = logging.getLogger(__name__)

#: How long to wait before each new try after the connection is lost (then the last
#: again), each shortened by up to a quarter at random (clients dropped together do not
#: come back together); RETRY_MOST tries in a row that get no seat held SETTLED seconds,
#: and the client gives up (`net_unreachable`): ~18 minutes.
RETRY_DELAYS = (0.2, 0.5, 1.0, 2.0, 5.0, 10.0, 20.0, 30.0)
RETRY_MOST = 40
SETTLED = 30.0
#: Seconds a new client has to be given its seat (a silent server, or one whose game
#: cannot be read, ends the join with `net_join_timeout`).
JOIN_WITHIN = 20.0
#: Seconds between two resyncs at least (a copy that keeps going wrong costs little).
RESYNC_GAP = 1.0
#: Messages that cannot be read in one connection before it is given up (and tried again).
UNREADABLE_MOST = 20
#: Events waiting in `events` before the moves waiting are made one game (`Events`).
EVENTS_MOST = 256
#: Lines of chat waiting in `events` at most (the oldest goes: a server cannot fill it).
CHAT_WAITING = 50
#: Errors after which trying again cannot help (before a seat is given): the room, the
#: token or the seat is not to be had, or the server cannot read our join (a server that
#: speaks another version of the protocol).
FATAL = frozenset(
    {
        "net_no_room",
        "net_bad_token",
        "net_room_full",
        "net_seat_taken",
        "net_no_such_seat",
        "net_join_wait",
        "net_no_watching",
        "net_watchers_full",
        "net_field",
        "net_fields",
        "net_not_message",
        "net_unknown_type",
        "net_too_big",
        "net_too_deep",
        "net_not_json",
    }
)
#: Errors that stop a client even once seated: the token is not the room's, the seat was
#: taken back by a join with its token (its player came back, or another machine took it),
#: or the server speaks another version of the protocol.
STOPS = frozenset({"net_bad_token", "net_seat_retaken", "net_version"})
#: A server's answers to a message it does not know (one that predates it).
OLDER_SERVER = frozenset({"net_unknown_type", "net_fields"})
#: Names a server's error may not give its parameters: the wording's own (mg.text's `t`).
NOT_PARAMS = frozenset({"key", "english", "locale", "count", "default"})


@dataclass(frozen=True)
class Joined:
    """A seat is ours: its colour and secret token (keep it to come back), the game."""

    colour: str
    token: str
    game: Game
    seats: tuple[SeatInfo, ...]


@dataclass(frozen=True)
class Spectating:
    """We watch the game (no seat: nothing of ours is played): the game, the seats and how
    many watch it."""

    game: Game
    seats: tuple[SeatInfo, ...]
    watchers: int


@dataclass(frozen=True)
class WatchersChanged:
    """How many spectators watch the game now."""

    count: int


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
class StoodIn:
    """The server's own bot of level `bot` plays seat `colour` while its player is away
    (None: no longer, its player came back)."""

    colour: str
    bot: str | None


@dataclass(frozen=True)
class Chatted:
    """The player of seat `colour` said `text` or the quick phrase `phrase` (a key) when
    the game was after action `seq`; `line`: its number in the room."""

    seq: int
    line: int
    colour: str
    text: str | None
    phrase: str | None


@dataclass(frozen=True)
class ClocksChanged:
    """Each seat's time left (seconds, seat order) when told, at `at` (this machine's
    monotonic clock); `running`: whose time goes down (None: nobody's)."""

    left: tuple[int, ...]
    running: str | None
    at: float


@dataclass(frozen=True)
class TimedOut:
    """The time of seat `colour` ran out: the server's bot plays this turn for it."""

    colour: str


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
    Joined
    | Spectating
    | WatchersChanged
    | Moved
    | Resynced
    | SeatsChanged
    | StoodIn
    | HintsAllowed
    | Chatted
    | ClocksChanged
    | TimedOut
    | ActionRefused
    | Failed
    | Connection
)
#: Events of which only the latest waiting one matters (it takes the place of the older).
LATEST_ONLY = (
    SeatsChanged,
    HintsAllowed,
    Connection,
    ActionRefused,
    WatchersChanged,
    ClocksChanged,
)


def admit(waiting: collections.deque[Event], item: Event, most: int = EVENTS_MOST) -> None:
    """Put `item` after the events `waiting`, which stay few: a Resynced game takes the
    place of the moves and games still waiting (it is the game after them); seats,
    options, the connection's state, a refusal and a failure that does not stop the client
    take the place of the one of their kind still waiting, who plays a seat the one of that
    seat; past CHAT_WAITING lines of chat waiting the oldest goes; past `most` waiting, the
    moves waiting become one Resynced game (no move is lost: it is the game after every
    one). A Joined (or Spectating) and a fatal failure always stay."""
    if isinstance(item, Resynced):
        _keep(waiting, lambda e: not isinstance(e, Moved | Resynced))
    elif isinstance(item, LATEST_ONLY):
        _keep(waiting, lambda e: type(e) is not type(item))
    elif isinstance(item, StoodIn):
        seat = item.colour
        _keep(waiting, lambda e: not (isinstance(e, StoodIn) and e.colour == seat))
    elif isinstance(item, Failed) and not item.fatal:
        _keep(waiting, lambda e: not (isinstance(e, Failed) and not e.fatal))
    elif isinstance(item, Chatted):
        lines = [e for e in waiting if isinstance(e, Chatted)]
        if len(lines) >= CHAT_WAITING:  # (the oldest line waiting goes)
            waiting.remove(lines[0])
    elif isinstance(item, Moved) and len(waiting) >= most:
        _keep(waiting, lambda e: not isinstance(e, Moved | Resynced))
        item = Resynced(item.seq, item.game)  # (the game after every move waiting)
    waiting.append(item)


def _keep(waiting: collections.deque[Event], wanted: Callable[[Event], bool]) -> None:
    kept = [e for e in waiting if wanted(e)]
    if len(kept) != len(waiting):
        waiting.clear()
        waiting.extend(kept)


class Events(queue.Queue[Event]):
    """A client's events, for the game to take from any thread, never many (`admit`)."""

    def _put(self, item: Event) -> None:
        admit(self.queue, item)


def problem_from(key: str, params: tuple[tuple[str, Param], ...]) -> Problem:
    """A server's error as a Problem to word: its key and parameters, as data only (one
    named as the wording's own arguments is left out)."""
    problem = Problem(key, key)
    problem.params.update((name, value) for name, value in params if name not in NOT_PARAMS)
    return problem


def older_server() -> Problem:
    """The server predates what was asked of it (watching a game, a room no one may watch):
    its owner may update it."""
    return Problem("net_server_old", "network: the server is older than this game")


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
    """One seat of one game on a server, on its own thread (`start`, `close`); or, given a
    `Watch`, a spectator of the game (told everything a player is, never seated)."""

    def __init__(
        self,
        address: str,
        join: Join | Watch,
        *,
        retry: bool = True,
        keep: Callable[[str, str], Problem | None] | None = None,
        patient: bool = True,
    ) -> None:
        self.uri = websocket_uri(address)
        self.join_message = join
        self.retry = retry
        self._jitter = random.Random()  # the client's own: the process's is not its to draw on
        # False: no server there at the first try ends the client at once (a command that
        # says so), instead of trying again as after a drop
        self.patient = patient
        # keeps a seat's token given anew (on this thread, before Joined is told: a crash
        # right after a join still finds it); why not, when it could not
        self.keep = keep
        self.join_within: float | None = JOIN_WITHIN  # (None: no deadline)
        self.resync_gap = RESYNC_GAP
        self.clock: Callable[[], float] = time.monotonic
        self.events: queue.Queue[Event] = Events()
        self.mirror: Mirror | None = None  # the client thread's own; read Events instead
        self.colour: str | None = None
        self.token = join.token if isinstance(join, Join) else None
        self._loop = asyncio.new_event_loop()
        self._outbox: asyncio.Queue[Action | HandOver | Chat | None] | None = None
        self._ws: ClientConnection | None = None
        self._closing = False
        self._syncing = False
        self._synced_at: float | None = None  # when a resync was last asked (clock)
        self._seated_at: float | None = None  # when this connection was given the seat
        self._deadline: asyncio.Timeout | None = None
        self._thread = threading.Thread(target=self._run, name="mg-net-client", daemon=True)

    # -- the caller's side (any thread) -----------------------------------------------------
    def start(self) -> None:
        self._thread.start()

    def act(self, action: Action) -> None:
        """Send `action` for our seat (after the last action we know of)."""
        self._call(lambda: self._put(action))

    def undo(self) -> None:
        """Ask to take back our turn's last action (R40)."""
        self._call(lambda: self._put(None))

    def chat(self, text: str | None = None, phrase: str | None = None) -> None:
        """Say a line of chat, or a quick phrase (a key of `protocol.PHRASES`), to everyone
        at the game."""
        self._call(lambda: self._put(Chat(text, phrase)))

    def hand_over(self, colour: str) -> None:
        """Ask the server's own bot to play seat `colour`, whose player has been away a
        while, until they come back."""
        self._call(lambda: self._put(HandOver(colour)))

    def drop(self) -> None:
        """Cut the connection as a crash would (no closing handshake): the client comes
        back by itself with its token. For tests of reconnecting."""
        self._call(self._abort)

    def close(self, timeout: float = 10.0) -> None:
        """Leave (the seat stays ours: the token brings us back) and end the thread."""
        if self._thread.is_alive():
            self._call(self._shut)
            self._thread.join(timeout)

    def _call(self, fn: Callable[[], None]) -> None:
        """Run `fn` on the client's loop (nothing once the client has ended)."""
        with contextlib.suppress(RuntimeError):  # the loop closed meanwhile
            self._loop.call_soon_threadsafe(fn)

    # -- the client thread ------------------------------------------------------------------
    def _put(self, item: Action | HandOver | Chat | None) -> None:
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
        except Exception:  # a bug, or a server we did not foresee: said, never a dead thread
            logger.exception("the network client stopped")
            self._fail(
                Problem("net_unexpected", "network: the server answered something else"), True
            )
        finally:
            self._drop_socket()
            self._loop.close()
            self.events.put(Connection("closed"))

    def _drop_socket(self) -> None:
        """Close the socket of a connection whose closing handshake was cut short (we left
        while it was under way): a socket left open with the loop closed keeps the server's
        side waiting until its pings find it dead."""
        ws = self._ws
        if ws is not None and ws.transport is not None:
            ws.transport.abort()  # (nothing, if it is closed already)
            with contextlib.suppress(Exception):  # the abort's own callbacks, then done
                self._loop.run_until_complete(asyncio.sleep(0))

    async def _main(self) -> None:
        self._outbox = asyncio.Queue()
        self.events.put(Connection("connecting"))
        try:
            async with asyncio.timeout(self.join_within) as deadline:
                self._deadline = deadline
                await self._connect()
        except TimeoutError:  # (the deadline's own: the tries inside catch theirs)
            seconds = int(self.join_within or 0)
            self._fail(
                Problem(
                    "net_join_timeout",
                    "network: the server gave no seat within {seconds} s",
                    seconds=seconds,
                ),
                True,
            )

    async def _connect(self) -> None:
        """Connect, join and play; again after each drop, ever less often."""
        tries = 0
        while not self._closing:
            self._seated_at = None
            try:
                async with connect(
                    self.uri, max_size=MAX_SERVER_BYTES, open_timeout=10, compression=None
                ) as ws:
                    self._ws = ws
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
            if self.mirror is None and not self.patient:
                self._fail(
                    Problem("net_unreachable", "network: the server cannot be reached"), True
                )
                return
            seated = self._seated_at
            tries = 0 if seated is not None and self.clock() - seated >= SETTLED else tries + 1
            if tries >= RETRY_MOST:
                self._fail(
                    Problem("net_unreachable", "network: the server cannot be reached"), True
                )
                return
            self.events.put(Connection("reconnecting"))
            delay = RETRY_DELAYS[min(max(tries - 1, 0), len(RETRY_DELAYS) - 1)]
            await asyncio.sleep(delay * self._jitter.uniform(0.75, 1.0))

    async def _session(self, ws: ClientConnection) -> bool:
        """One connection: join (again), then read and write until it ends; True when this
        client must stop (a fatal error)."""
        join = self.join_message
        self._syncing = False
        if self.token is not None:  # (a spectator has none)
            join = Join(join.code, token=self.token)
        await ws.send(encode(join))
        writer = asyncio.create_task(self._write(ws))
        later: asyncio.Task[None] | None = None
        unreadable = 0
        try:
            async for text in ws:
                try:
                    message = parse_server(text)
                except Problem as why:
                    self._fail(why, False)
                    unreadable += 1
                    if unreadable >= UNREADABLE_MOST:
                        return False  # (this connection is given up, tried again later)
                    continue
                if self._receive(message) is False:
                    return True
                if isinstance(message, Welcome | Watching | State):
                    self._syncing = False
                elif (
                    isinstance(message, Applied | Undone)
                    and self.mirror is not None
                    and self.mirror.seq < message.seq
                    and not self._syncing
                ):  # our copy does not fit: ask for the game again (not too often)
                    self._syncing = True
                    later = asyncio.create_task(self._resync(ws))
        finally:
            writer.cancel()
            if later is not None:
                later.cancel()
        return False

    async def _resync(self, ws: ClientConnection) -> None:
        """Ask for the game again, `resync_gap` seconds after the last time at the soonest."""
        if self._synced_at is not None:
            wait = self._synced_at + self.resync_gap - self.clock()
            if wait > 0:
                await asyncio.sleep(wait)
        self._synced_at = self.clock()
        with contextlib.suppress(ConnectionClosed):
            await ws.send(encode(Sync()))

    async def _write(self, ws: ClientConnection) -> None:
        assert self._outbox is not None
        while True:
            item = await self._outbox.get()
            if self.mirror is None:
                continue  # not seated yet: nothing can be played
            message: ClientMessage
            if isinstance(item, HandOver | Chat):
                message = item
            else:
                message = Undo(self.mirror.seq) if item is None else Act(self.mirror.seq, item)
            await ws.send(encode(message))

    def _receive(self, message: object) -> bool:
        """Take in one message of the server; False when this client must stop."""
        if isinstance(message, Welcome):
            return self._welcome(message)
        if isinstance(message, Watching):
            return self._watching(message)
        if isinstance(message, State):
            try:
                mirror = Mirror(message.seq, message.record)
            except Problem as why:
                self._fail(why, False)
                return True
            self.mirror = mirror
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
        elif isinstance(message, StandIn):
            self.events.put(StoodIn(message.colour, message.bot))
        elif isinstance(message, Watchers):
            self.events.put(WatchersChanged(message.count))
        elif isinstance(message, Clocks):
            self.events.put(ClocksChanged(message.left, message.running, self.clock()))
        elif isinstance(message, TimeOut):
            self.events.put(TimedOut(message.colour))
        elif isinstance(message, Said):
            said = Chatted(message.seq, message.line, message.colour, message.text, message.phrase)
            self.events.put(said)
        elif isinstance(message, Refused):
            self.events.put(ActionRefused(Refusal(message.rule, message.key, message.params)))
        elif isinstance(message, Error):
            fatal = message.key in FATAL and self.mirror is None or message.key in STOPS
            problem = problem_from(message.key, message.params)
            if message.key in OLDER_SERVER and isinstance(self.join_message, Watch):
                problem = older_server()  # (a server that predates spectators)
            self._fail(problem, fatal)
            return not fatal
        return True

    def _welcome(self, message: Welcome) -> bool:
        """Our seat and the game: Joined once a connection (a rejoin too: the game caught
        up); a welcome again on the same connection (no server of ours sends one) is only
        the game again, if it moved. A welcome to another seat than ours is not believed."""
        seated = self.colour is not None
        if seated and (message.colour, message.token) != (self.colour, self.token):
            problem = Problem("net_unexpected", "network: the server answered something else")
            self._fail(problem, False)
            return True
        try:
            mirror = Mirror(message.seq, message.record)
        except Problem as why:  # the server's game cannot be read: a join cannot help
            self._fail(why, not seated)
            return seated
        before, self.mirror = self.mirror, mirror
        if self._seated_at is not None:  # welcomed on this connection already
            if (
                before is None
                or before.seq != mirror.seq
                or before.game.record() != mirror.game.record()
            ):
                self.events.put(Resynced(message.seq, mirror.game.copy()))
            self.events.put(SeatsChanged(message.seats))
            return True
        self._seated_at = self.clock()
        if self._deadline is not None:
            self._deadline.reschedule(None)
        given = message.token != self.token
        self.colour, self.token = message.colour, message.token
        if given and self.keep is not None:
            unkept = self.keep(self.join_message.code, message.token)
            if unkept is not None:
                self.events.put(Failed(unkept, False))
        self.events.put(Connection("connected"))
        self.events.put(Joined(message.colour, message.token, mirror.game.copy(), message.seats))
        return True

    def _watching(self, message: Watching) -> bool:
        """We watch the game: Spectating once a connection (again after a drop: the game
        caught up). Only a spectator's is believed."""
        if not isinstance(self.join_message, Watch):
            self._fail(
                Problem("net_unexpected", "network: the server answered something else"), False
            )
            return True
        try:
            mirror = Mirror(message.seq, message.record)
        except Problem as why:
            self._fail(why, self.mirror is None)
            return self.mirror is not None
        self.mirror = mirror
        if self._seated_at is None:
            self._seated_at = self.clock()
            if self._deadline is not None:
                self._deadline.reschedule(None)
            self.events.put(Connection("connected"))
        self.events.put(Spectating(mirror.game.copy(), message.seats, message.watchers))
        return True

    def _fail(self, problem: Problem, fatal: bool) -> None:
        self.events.put(Failed(problem, fatal))
        if fatal:
            self._closing = True


def create_room(
    address: str,
    players: list[str],
    rounds: int = 12,
    timeout: float = 10.0,
    bot: str | None = None,
    watch: bool = True,
    clock: str | None = None,
) -> str:
    """Open a room on the server at `address` for a new game (`bot`: the level of the
    server's own bot for a seat whose player is away; None: the server's choice; `watch`:
    spectators may watch it; `clock`: its game clock, CLOCKS, or None); its join code. A
    Problem when the server refuses or cannot be reached (`net_unreachable`)."""
    # (`watch` is sent only to forbid watching, `clock` only when there is one: a server
    # that predates them reads every other create as before)
    create = Create(tuple(players), rounds, bot, None if watch else False, clock)
    answer = ask_once(address, create, timeout, newer=not watch or clock is not None)
    if not isinstance(answer, Created):
        raise Problem("net_unexpected", "network: the server answered something else")
    return answer.code


def room_states(
    address: str, rooms: list[tuple[str, str]], timeout: float = 10.0
) -> dict[str, RoomStatus]:
    """How the games of `rooms` (each its code and this player's seat token) stand on the
    server at `address`, by code: one connection, one question (at most STATUS_MOST rooms).
    A Problem when the server refuses or cannot be reached."""
    answer = ask_once(address, Status(tuple(rooms[:STATUS_MOST])), timeout, newer=True)
    if not isinstance(answer, Statuses):
        raise Problem("net_unexpected", "network: the server answered something else")
    return {status.code: status for status in answer.rooms}


def ask_once(address: str, message: ClientMessage, timeout: float, newer: bool) -> ServerMessage:
    """The server's answer to one message on a connection of its own (closed after); an
    error answer is a Problem (`newer`: the message uses what a server that predates it
    cannot read: said to be older), as is a server that cannot be reached."""

    async def ask() -> ServerMessage:
        async with connect(websocket_uri(address), open_timeout=timeout, compression=None) as ws:
            await ws.send(encode(message))
            answer = parse_server(await asyncio.wait_for(ws.recv(), timeout))
        if isinstance(answer, Error):
            if newer and answer.key in OLDER_SERVER:
                raise older_server()
            raise problem_from(answer.key, answer.params)
        return answer

    try:
        return asyncio.run(ask())
    except ssl.SSLError as exc:
        raise tls_problem(exc) from None
    except InvalidURI:
        raise Problem("net_address", "network: not an address to join") from None
    except (OSError, ConnectionClosed, InvalidHandshake, TimeoutError):
        raise Problem("net_unreachable", "network: the server cannot be reached") from None
