"""The server's rooms as plain logic, with no network: each room a game refereed by the
engine, its seats with a secret token each. `Rooms.handle(conn, message)` gives what to
send to which connection; the server (`server.py`) only moves bytes. Nothing a client
sends is trusted: only the seat to act may act (R9, R10), only with the sequence number
of the last action (a stale or replayed one is refused), only a legal action (the
engine's refusal, rule and key, goes back to the sender); the game changes only by an
accepted action or undo (R40), and every seat is then told it with the public digest."""

from __future__ import annotations

import heapq
import hmac
import logging
import math
import secrets
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from mg.ai import LEVELS
from mg.engine import Action, Game, Problem

from .guard.door import Allowance
from .protocol import (
    CODE,
    MAX_WATCHERS,
    NAME_CHARS,
    SEQ_MAX,
    TOKEN,
    Act,
    Applied,
    Chat,
    ClientMessage,
    Clocks,
    Create,
    Created,
    HandOver,
    Join,
    Options,
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
    error_of,
)
from .public import public_digest, public_record, public_told
from .service.clocks import GameClock

logger = logging.getLogger(__name__)

#: Letters and digits that cannot be mistaken for each other (no I/1, O/0, …).
CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
MAX_ROOMS = 20_000
CREATES_PER_CONNECTION = 8
#: How long a room nobody is connected to is kept: one nobody ever joined, minutes (a
#: room is opened to be joined at once); one not started (a seat still free), a day; a
#: finished game an hour; any other two weeks by default (`magna-grecia-server
#: --keep-days`: a game played a turn a day waits for its players, who come back with
#: their tokens).
KEEP_UNJOINED = 600.0
KEEP_UNSTARTED = 24 * 3600.0
KEEP_FINISHED = 3600.0
#: How long a finished game's room stays open even with its players (or spectators) still
#: connected: then it is closed and they are let go (a window left open for days holds
#: nothing on the server).
FINISHED_OPEN = 24 * 3600.0
KEEP_DAYS = 14
KEEP_UNFINISHED = KEEP_DAYS * 24 * 3600.0
ROOM_FORMAT = "magna-grecia-room"
ROOM_FIELDS = frozenset({"format", "version", "code", "seq", "seats", "record"})
#: 2: the room's bot level ("bot"); 3: whether it may be watched ("watch") and its game
#: clock ("clock": null, or its kind and each seat's time left); a file of version 1 has
#: none of them, of version 2 neither "watch" (it may be watched) nor "clock" (none)
ROOM_VERSION = 3
ROOM_EXTRA = {1: frozenset(), 2: frozenset({"bot"}), 3: frozenset({"bot", "watch", "clock"})}
#: The level of the server's own bot that plays a seat whose player is away, unless the
#: room was opened with another.
STAND_IN = "hard"
#: Seconds a seat's player must have been away before another player may hand the seat to
#: the server's bot (a dropped connection comes back within seconds by itself).
HAND_OVER_AFTER = 30.0

#: Lines of chat a room keeps while it lives (told to a newcomer; never written to its
#: file: a server started again has none).
CHAT_KEPT = 50
#: Lines of chat a connection may say: bursts of CHAT_BURST, then one every 1/CHAT_RATE s.
CHAT_RATE = 0.5
CHAT_BURST = 5.0

#: A message to a connection, or None: close that connection (its seat was taken back by
#: a rejoin with the seat's token).
Send = tuple[int, ServerMessage | None]


@dataclass(eq=False)
class Seat:
    colour: str
    token: str
    name: str | None = None
    taken: bool = False
    conn: int | None = None
    left: float = 0.0  # when its player's connection last went (`Rooms.clock`)

    def info(self) -> SeatInfo:
        return SeatInfo(self.colour, self.name, self.taken, self.conn is not None)


@dataclass(eq=False)
class Room:
    code: str
    game: Game
    seats: list[Seat]
    seq: int = 0  # how many actions and undos were accepted
    touched: float = 0.0  # when a connection last joined, left or played (`Rooms.clock`)
    hints: bool = False  # the host allows each player their own hints (kept by the host)
    bot: str = STAND_IN  # the level of the server's bot for a seat whose player is away
    stand_ins: dict[str, str] = field(default_factory=dict)  # seats it plays now: level
    turn_since: float = 0.0  # when the seat to act began its turn (or the room came in)
    ended: float | None = None  # when its game ended (`Rooms.clock`), or None
    watchable: bool = True  # spectators may watch it (its creator may forbid it)
    watchers: set[int] = field(default_factory=set)  # the spectators' connections
    chat: deque[Said] = field(default_factory=lambda: deque(maxlen=CHAT_KEPT))  # the last
    clock: GameClock | None = None  # the game clock, if it has one (the server's time)
    timed_out: set[str] = field(default_factory=set)  # seats played this turn: time ran out
    clock_at: float = 0.0  # when its clock was last read (what a save of it is as of)
    lines: int = 0  # lines said in it so far

    def audience(self) -> list[int]:
        """Every connection told what happens in the game: the seated players' and the
        spectators'."""
        return [*self.connections(), *sorted(self.watchers)]

    @property
    def started(self) -> bool:
        """Actions are taken once every seat is taken."""
        return all(seat.taken for seat in self.seats)

    def seat_infos(self) -> tuple[SeatInfo, ...]:
        return tuple(seat.info() for seat in self.seats)

    def connections(self) -> list[int]:
        return [seat.conn for seat in self.seats if seat.conn is not None]

    def seat_of(self, colour: str | None) -> Seat | None:
        return next((seat for seat in self.seats if seat.colour == colour), None)

    def away(self) -> list[Seat]:
        """The seats taken whose player is not connected now."""
        return [seat for seat in self.seats if seat.taken and seat.conn is None]

    def seat_of_token(self, token: str) -> Seat | None:
        """The seat `token` belongs to: every seat's token is compared in constant time."""
        found = None
        for seat in self.seats:
            if hmac.compare_digest(seat.token.encode(), token.encode()):
                found = seat
        return found


def kept_for(room: Room, unfinished: float = KEEP_UNFINISHED) -> float:
    """How long `room` is kept once nobody is connected to it (after `touched`); a game
    begun and not finished, `unfinished` seconds."""
    if not any(seat.taken for seat in room.seats):
        return KEEP_UNJOINED
    if not room.started:
        return KEEP_UNSTARTED
    return KEEP_FINISHED if room.game.is_over() else unfinished


@dataclass
class Rooms:
    """Every room of a server and which connection holds which seat."""

    max_rooms: int = MAX_ROOMS
    rooms: dict[str, Room] = field(default_factory=dict)
    seated: dict[int, tuple[Room, Seat]] = field(default_factory=dict)
    watching: dict[int, Room] = field(default_factory=dict)  # spectators' connections
    chatty: dict[int, Allowance] = field(default_factory=dict)  # each connection's chat pace
    created: dict[int, int] = field(default_factory=dict)
    clock: Callable[[], float] = time.monotonic
    changed: set[str] = field(default_factory=set)  # codes of rooms changed since looked at
    hand_over_after: float = HAND_OVER_AFTER
    keep_unfinished: float = KEEP_UNFINISHED  # seconds a begun game nobody is at is kept
    #: when to look at a room again for its game clock or the server's own bot: a heap of
    #: (time, code), and each room's next look (`due`). A room is looked at only when
    #: something may be due in it (a seat's player gone, its turn begun, its time run out,
    #: a bot's plan played), never in turn with every room: rooms left waiting for days
    #: cost nothing, however many
    alarms: list[tuple[float, str]] = field(default_factory=list)
    due: dict[str, float] = field(default_factory=dict)

    def create_room(
        self,
        players: tuple[str, ...],
        rounds: int,
        seed: int | None = None,
        bot: str | None = None,
        watchable: bool = True,
        clock: str | None = None,
    ) -> Room:
        """A new room with its own code, a fresh game (its deck shuffled by a secret seed
        unless given), a secret token per seat and the level of the server's bot for a seat
        whose player is away (`bot`, a level of mg.ai; None: STAND_IN)."""
        if len(self.rooms) >= self.max_rooms:
            raise Problem("net_server_full", "network: the server holds all the games it can")
        if bot is not None and bot not in LEVELS:
            raise Problem("net_field", "network: the field {field} is not valid", field="bot")
        code = self._new_code()
        game = Game.new(
            list(players), seed=secrets.randbits(62) if seed is None else seed, rounds=rounds
        )
        room = Room(code, game, [Seat(colour, secrets.token_hex(16)) for colour in players])
        room.bot = bot or STAND_IN
        room.watchable = watchable
        room.clock = GameClock.new(clock, players) if clock is not None else None
        room.touched = room.turn_since = self.clock()
        self.rooms[code] = room
        self.changed.add(code)
        return room

    def restore(self, data: Any) -> Room:
        """A room as `saved` wrote it, every field checked and the game replayed through
        the rules (`Game.from_record`); a Problem (`net_room_file`, or the record's own)."""
        damaged = Problem("net_room_file", "network: a room's file is damaged")
        if not isinstance(data, dict) or data.get("format") != ROOM_FORMAT:
            raise damaged
        version = data.get("version")
        if type(version) is not int or version not in ROOM_EXTRA:
            raise damaged
        if set(data) != ROOM_FIELDS | ROOM_EXTRA[version]:
            raise damaged
        bot, watchable = data.get("bot", STAND_IN), data.get("watch", True)
        if not isinstance(bot, str) or bot not in LEVELS or type(watchable) is not bool:
            raise damaged
        kept_clock = data.get("clock")
        code, seq, seats = data["code"], data["seq"], data["seats"]
        game = Game.from_record(data["record"])
        if (
            not isinstance(code, str)
            or not CODE.fullmatch(code)
            or code in self.rooms
            or type(seq) is not int
            or not game.history_length <= seq < SEQ_MAX
            or not isinstance(seats, list)
            or [s.get("colour") if isinstance(s, dict) else None for s in seats] != game.players
        ):
            raise Problem("net_room_file", "network: a room's file is damaged")
        restored = []
        for item in seats:
            token, name, taken = item.get("token"), item.get("name"), item.get("taken")
            if (
                set(item) != {"colour", "token", "name", "taken"}
                or not isinstance(token, str)
                or not TOKEN.fullmatch(token)
                or not (name is None or isinstance(name, str) and 0 < len(name) <= NAME_CHARS)
                or type(taken) is not bool
            ):
                raise Problem("net_room_file", "network: a room's file is damaged")
            restored.append(Seat(item["colour"], token, name, taken))
        now = self.clock()
        room = Room(code, game, restored, seq, touched=now, bot=bot, turn_since=now)
        room.watchable = watchable
        room.ended = now if game.is_over() else None
        if kept_clock is not None:
            room.clock = GameClock.restored(kept_clock, game.players)
            if room.clock is None:
                raise damaged
            if room.started and not game.is_over():  # (its time goes on from now)
                room.clock.resume(str(game.current_player), now)
        for seat in restored:
            seat.left = now  # (away since the server came back, as far as it knows)
        self.rooms[code] = room
        self.look_at(code)  # (its clock, and a seat away: the next look says when)
        return room

    @staticmethod
    def saved(room: Room) -> dict[str, Any]:
        """What a server keeps of a room to start again after a crash: its code, seats
        (their secret tokens), sequence number and the game's whole record (the real
        deck: the file stays on the server)."""
        return {
            "format": ROOM_FORMAT,
            "version": ROOM_VERSION,
            "bot": room.bot,
            "watch": room.watchable,
            "clock": room.clock.saved(Rooms.now(room)) if room.clock is not None else None,
            "code": room.code,
            "seq": room.seq,
            "seats": [
                {"colour": s.colour, "token": s.token, "name": s.name, "taken": s.taken}
                for s in room.seats
            ],
            "record": room.game.record(),
        }

    @staticmethod
    def now(room: Room) -> float:
        """The time of `room`'s clock as last read (saving a room asks no clock: what is
        left is as of the last change, `Room.clock_at`)."""
        return room.clock_at

    def _new_code(self) -> str:
        while True:
            chars = "".join(secrets.choice(CODE_ALPHABET) for _ in range(6))
            code = f"{chars[:3]}-{chars[3:]}"
            if code not in self.rooms:
                return code

    def sweep(self) -> list[str]:
        """Forget the rooms nobody is connected to that were left long enough ago (`kept_for`);
        their codes."""
        now = self.clock()
        gone = [
            code
            for code, room in self.rooms.items()
            if not room.audience() and now - room.touched > kept_for(room, self.keep_unfinished)
        ]
        for code in gone:
            logger.info("room %s closed: nobody came back in time", code)
            self._forget(code)
        return gone

    def prune_finished(self) -> list[Send]:
        """Close the rooms whose game ended more than FINISHED_OPEN seconds ago, whoever is
        still connected (each of their connections is let go: None)."""
        now = self.clock()
        old = [
            room
            for room in self.rooms.values()
            if room.ended is not None and now - room.ended > FINISHED_OPEN
        ]
        sends: list[Send] = []
        for room in old:
            for conn in room.audience():
                self.seated.pop(conn, None)
                self.watching.pop(conn, None)
                sends.append((conn, None))
            logger.info("room %s closed: its game ended a day ago", room.code)
            self._forget(room.code)
        return sends

    def _forget(self, code: str) -> None:
        del self.rooms[code]
        self.due.pop(code, None)
        self.changed.add(code)

    # -- when a room is looked at ---------------------------------------------------------
    def look_at(self, code: str, when: float | None = None) -> None:
        """Look at room `code` at `when` (now when None) for its clock or the server's bot,
        unless a look at it comes sooner already (that look sets the next one)."""
        when = self.clock() if when is None else when
        if self.due.get(code, math.inf) <= when:
            return
        self.due[code] = when
        heapq.heappush(self.alarms, (when, code))

    def looked_at(self) -> list[Room]:
        """The rooms whose look is due now (each once; taken off: the look sets the next)."""
        now = self.clock()
        due: list[Room] = []
        while self.alarms and self.alarms[0][0] <= now:
            when, code = heapq.heappop(self.alarms)
            if self.due.get(code) != when:  # (a sooner look took its place, or it is gone)
                continue
            del self.due[code]
            room = self.rooms.get(code)
            if room is not None:
                due.append(room)
        return due

    # -- game clocks ----------------------------------------------------------------------
    def time_outs(self, due: list[Room] | None = None) -> list[Send]:
        """Of the rooms looked at now (`due`; None: those whose look is due), each whose
        seat to act has no time left: the server's bot plays this turn for it (its player
        is told, with everyone: `time_out`, `stand_in`); its player's own actions are
        refused until the turn ends. A clock with time left is looked at when it runs out."""
        now = self.clock()
        sends: list[Send] = []
        for room in self.looked_at() if due is None else due:
            clock, code = room.clock, room.code
            if clock is None or clock.running is None:
                continue
            colour = clock.out(now)
            if colour is None:
                self.look_at(code, clock.due())
                continue
            if colour in room.timed_out:
                continue
            logger.info("room %s: %s ran out of time, its bot plays this turn", code, colour)
            room.timed_out.add(colour)
            told = TimeOut(colour)
            sends += [(c, told) for c in room.audience()]
            if colour not in room.stand_ins:
                sends += self.stand_in(room, colour)
        return sends

    def _clocks(self, room: Room) -> Clocks | None:
        """The room's clocks as told (None: it has none)."""
        clock = room.clock
        if clock is None:
            return None
        now = room.clock_at = self.clock()
        return Clocks(clock.seconds(list(room.game.players), now), clock.running)

    def _turn_changed(self, room: Room, before: str | None) -> list[Send]:
        """The seat to act changed (or the game began or ended): the clock runs for the new
        one; a seat played this turn because its time ran out is its player's again."""
        sends: list[Send] = []
        if room.away() or room.stand_ins:  # (the server's bot may be wanted at this turn)
            self.look_at(room.code)
        if before is not None and before in room.timed_out:
            room.timed_out.discard(before)
            seat = room.seat_of(before)
            if seat is not None and seat.conn is not None:  # (away: its bot plays on)
                sends += self.stand_down(room, before)
        clock = room.clock
        if clock is None:
            return sends
        now = room.clock_at = self.clock()
        game = room.game
        if game.is_over() or not room.started:
            clock.stop(now)
        else:
            clock.begin_turn(str(game.current_player), now)
            self.look_at(room.code, clock.due())
        told = self._clocks(room)
        return sends + [(c, told) for c in room.audience()] if told is not None else sends

    def handle(self, conn: int, message: ClientMessage) -> list[Send]:
        """What to send after `message` from connection `conn`; a Problem becomes an error
        to the sender and changes nothing."""
        try:
            if isinstance(message, Create):
                return self._create(conn, message)
            if isinstance(message, Join):
                return self._join(conn, message)
            if isinstance(message, Watch):
                return self._watch(conn, message)
            if isinstance(message, Status):
                return [(conn, Statuses(tuple(self.status(c, t) for c, t in message.rooms)))]
            watched = self.watching.get(conn)
            if watched is not None:  # a spectator never acts: refused as data
                if isinstance(message, Sync):
                    return [(conn, State(watched.seq, public_record(watched.game)))]
                raise Problem("net_spectator", "network: a spectator cannot play")
            room, seat = self._seat(conn)
            if isinstance(message, Chat):
                return self._chat(conn, room, seat, message)
            if isinstance(message, Sync):
                return [(conn, State(room.seq, public_record(room.game)))]
            if isinstance(message, Act):
                return self._act(conn, room, seat, message)
            if isinstance(message, Undo):
                return self._undo(conn, room, seat, message)
            if isinstance(message, HandOver):
                return self.hand_over(room, message.colour)
        except Problem as problem:
            return [(conn, error_of(problem))]
        return []

    def disconnect(self, conn: int) -> list[Send]:
        """Connection `conn` is gone: its seat stays its player's (the token brings them
        back); the others are told."""
        self.created.pop(conn, None)
        self.chatty.pop(conn, None)
        watched = self.watching.pop(conn, None)
        if watched is not None:
            watched.watchers.discard(conn)
            logger.info("room %s: a spectator left (%d watch)", watched.code, len(watched.watchers))
            return self._tell_watchers(watched)
        held = self.seated.pop(conn, None)
        if held is None:
            return []
        room, seat = held
        logger.info("room %s: the %s seat's player left", room.code, seat.colour)
        seat.conn = None
        room.touched = seat.left = self.clock()
        self.look_at(room.code)  # (the server's bot may be wanted: the look says when)
        return self._tell_seats(room)

    def _create(self, conn: int, message: Create) -> list[Send]:
        if self.created.get(conn, 0) >= CREATES_PER_CONNECTION:
            raise Problem("net_too_many_rooms", "network: this connection opened enough games")
        room = self.create_room(
            message.players,
            message.rounds,
            bot=message.bot,
            watchable=message.watch is not False,
            clock=message.clock,
        )
        logger.info(
            "room %s opened: %d seats, %d rounds%s",
            room.code,
            len(room.seats),
            message.rounds,
            "" if room.watchable else ", no spectators",
        )
        if room.clock is not None:
            logger.info("room %s: a %s clock", room.code, room.clock.kind)
        self.created[conn] = self.created.get(conn, 0) + 1
        return [(conn, Created(room.code, message.players))]

    def holds(self, conn: int) -> bool:
        """Whether connection `conn` holds a seat or watches a game."""
        return conn in self.seated or conn in self.watching

    def _room(self, conn: int, code: str) -> Room:
        """Room `code`, for connection `conn`, which holds no seat and watches nothing."""
        if conn in self.seated:
            raise Problem("net_seated", "network: this connection already holds a seat")
        if conn in self.watching:
            raise Problem("net_watching", "network: this connection watches a game already")
        room = self.rooms.get(code)
        if room is None:
            raise Problem("net_no_room", "network: no game has the code {code}", code=code)
        return room

    def _watch(self, conn: int, message: Watch) -> list[Send]:
        """A spectator: told what every player is told (the public game, R5), never acting."""
        room = self._room(conn, message.code)
        if not room.watchable:
            raise Problem("net_no_watching", "network: that game may not be watched")
        if len(room.watchers) >= MAX_WATCHERS:
            raise Problem("net_watchers_full", "network: that game has all the spectators it can")
        room.watchers.add(conn)
        self.watching[conn] = room
        logger.info("room %s: a spectator came (%d watch)", room.code, len(room.watchers))
        watching = Watching(
            room.seq, public_record(room.game), room.seat_infos(), len(room.watchers)
        )
        sends: list[Send] = [(conn, watching)]
        sends += [(conn, StandIn(c, level)) for c, level in room.stand_ins.items()]
        clocks = self._clocks(room)
        if clocks is not None:
            sends.append((conn, clocks))
        sends += [(conn, said) for said in room.chat]
        return sends + self._tell_watchers(room, but=conn)

    def _chat(self, conn: int, room: Room, seat: Seat, message: Chat) -> list[Send]:
        """A seated player says a line (cleaned as it was read: `protocol.chat_line`) or a
        quick phrase: every seat and spectator is told, with the game's sequence number
        (the log shows it in the game's order); a connection saying too much is refused
        (`net_chat_wait`) and nothing is said."""
        if (message.text is None) == (message.phrase is None):
            raise Problem("net_field", "network: the field {field} is not valid", field="text")
        now = self.clock()
        pace = self.chatty.setdefault(conn, Allowance.full(CHAT_RATE, CHAT_BURST, now))
        if not pace.take(now):
            raise Problem(
                "net_chat_wait",
                "network: too much chat: wait {seconds} s",
                seconds=math.ceil(pace.wait(now)),
            )
        room.lines += 1
        said = Said(room.seq, room.lines, seat.colour, message.text, message.phrase)
        room.chat.append(said)
        return [(c, said) for c in room.audience()]

    def status(self, code: str, token: str) -> RoomStatus:
        """How room `code` stands for the holder of `token` ("gone" when there is no such
        room, or the token is none of its seats': the answer tells a guesser nothing)."""
        room = self.rooms.get(code)
        seat = room.seat_of_token(token) if room is not None else None
        if room is None or seat is None:
            return RoomStatus(code, "gone")
        game = room.game
        if game.is_over():
            return RoomStatus(code, "finished")
        if not room.started:
            return RoomStatus(code, "lobby")
        turn = str(game.current_player)
        acting = room.seat_of(turn)
        name = acting.name if acting is not None else None
        return RoomStatus(code, "your_turn" if turn == seat.colour else "waiting", turn, name)

    def _tell_watchers(self, room: Room, but: int | None = None) -> list[Send]:
        told = Watchers(len(room.watchers))
        return [(c, told) for c in room.audience() if c != but]

    def _join(self, conn: int, message: Join) -> list[Send]:
        room = self._room(conn, message.code)
        sends: list[Send] = []
        if message.token is not None:
            seat = room.seat_of_token(message.token)
            if seat is None:
                raise Problem("net_bad_token", "network: that seat token is not this game's")
            if seat.conn is not None:  # the same player on a new connection: the old one
                # is told why (so that it stops instead of taking the seat back) and goes
                self.seated.pop(seat.conn, None)
                retaken = Problem("net_seat_retaken", "network: your seat was taken back")
                sends += [(seat.conn, error_of(retaken)), (seat.conn, None)]
        else:
            seat = self._free_seat(room, message.colour)
            seat.taken = True
            seat.name = message.name
            if room.started:  # the last seat taken: the game, and its clock, begin
                sends += self._turn_changed(room, None)
        logger.info(
            "room %s: the %s seat %s",
            room.code,
            seat.colour,
            "taken back" if message.token is not None else "taken",
        )
        seat.conn = conn
        room.touched = self.clock()
        self.changed.add(room.code)
        self.seated[conn] = (room, seat)
        welcome = Welcome(
            seat.colour, seat.token, room.seq, public_record(room.game), room.seat_infos()
        )
        sends.append((conn, welcome))
        if room.hints:  # (told only when allowed: a client that predates it is not troubled)
            sends.append((conn, Options(room.hints)))
        sends += [
            (conn, StandIn(c, level)) for c, level in room.stand_ins.items() if c != seat.colour
        ]
        if room.watchers:  # (told only when watched: a client that predates it is not troubled)
            sends.append((conn, Watchers(len(room.watchers))))
        sends += [(conn, said) for said in room.chat]  # (what was said while it was away)
        clocks = self._clocks(room)
        if clocks is not None:
            sends.append((conn, clocks))
        # (everyone hears the player is back before their seat's bot stops: in that order)
        return sends + self._tell_seats(room, but=conn) + self.stand_down(room, seat.colour)

    # -- the server's own bot, for a seat whose player is away ----------------------------
    def stand_in(self, room: Room, colour: str) -> list[Send]:
        """The server's bot (the room's level) plays seat `colour` until its player comes
        back: every seat is told."""
        room.stand_ins[colour] = room.bot
        self.look_at(room.code)  # (it plans at the next look)
        told = StandIn(colour, room.bot)
        return [(c, told) for c in room.audience()]

    def stand_down(self, room: Room, colour: str) -> list[Send]:
        """The player of seat `colour` is back: the server's bot no longer plays it (every
        seat is told; nothing when it did not)."""
        if colour in room.timed_out or room.stand_ins.pop(colour, None) is None:
            return []  # (time ran out: the bot plays this turn to its end)
        logger.info("room %s: %s is back, its bot no longer plays for them", room.code, colour)
        told = StandIn(colour, None)
        return [(c, told) for c in room.audience()]

    def hand_over(self, room: Room, colour: str) -> list[Send]:
        """A seated player hands seat `colour`, whose player has been away at least
        `hand_over_after` seconds, to the server's bot (a dedicated server has no host to
        do it); a Problem when that seat is not away (long enough)."""
        seat = room.seat_of(colour)
        if seat is None:
            raise Problem(
                "net_no_such_seat", "network: that game has no {colour} seat", colour=colour
            )
        if not seat.taken or seat.conn is not None:
            raise Problem(
                "net_seat_not_away", "network: the {colour} seat is not disconnected", colour=colour
            )
        if colour in room.stand_ins:
            return []
        wait = seat.left + self.hand_over_after - self.clock()
        if wait > 0:
            raise Problem(
                "net_away_wait",
                "network: that seat's player left only now (wait {seconds} s)",
                seconds=math.ceil(wait),
            )
        logger.info("room %s: %s handed over to its bot by another player", room.code, colour)
        return self.stand_in(room, colour)

    def play_for(self, room: Room, colour: str, seq: int, actions: list[Action]) -> list[Send]:
        """The server's bot's turn for seat `colour`, planned on the game after action
        `seq`: played while the seat is still its to play and to act, and the game still
        after `seq`; it stops at an action the rules refuse (then planned again)."""
        if room.seq != seq or room.stand_ins.get(colour) is None:
            return []
        sends: list[Send] = []
        for action in actions:
            game = room.game
            if game.is_over() or game.current_player != colour or game.refusal(action):
                break
            sends += self._play(room, action)
        return sends

    def set_clock(self, code: str, kind: str | None) -> None:
        """The room's creator chooses its game clock (a kind of CLOCKS, or None: none) while
        the game has not begun; it starts with the game (nothing once it has begun)."""
        room = self.rooms.get(code)
        if room is None or room.started:
            return
        room.clock = GameClock.new(kind, room.game.players) if kind is not None else None
        self.changed.add(code)

    def allow_hints(self, code: str, hints: bool) -> list[Send]:
        """The host allows (or no longer allows) hints in room `code`: every seat is told."""
        room = self.rooms.get(code)
        if room is None or room.hints == hints:
            return []
        room.hints = hints
        told = Options(hints)
        return [(c, told) for c in room.connections()]

    def _free_seat(self, room: Room, colour: str | None) -> Seat:
        if colour is not None and all(seat.colour != colour for seat in room.seats):
            raise Problem(
                "net_no_such_seat", "network: that game has no {colour} seat", colour=colour
            )
        free = [s for s in room.seats if not s.taken and colour in (None, s.colour)]
        if not free:
            if colour is None:
                raise Problem("net_room_full", "network: every seat of that game is taken")
            raise Problem("net_seat_taken", "network: the {colour} seat is taken", colour=colour)
        return free[0]

    def _seat(self, conn: int) -> tuple[Room, Seat]:
        held = self.seated.get(conn)
        if held is None:
            raise Problem("net_no_seat", "network: join a game first")
        return held

    def _may_act(self, room: Room, seat: Seat, seq: int) -> None:
        if not room.started:
            raise Problem("net_not_started", "network: the game starts when every seat is taken")
        if seq != room.seq:
            raise Problem(
                "net_stale", "network: the game is at action {seq}, not that one", seq=room.seq
            )
        game = room.game
        if seat.colour in room.timed_out:
            raise Problem("net_time_out", "network: your time ran out: a bot plays this turn")
        if not game.is_over() and game.current_player != seat.colour:
            raise Problem(
                "net_not_your_turn",
                "network: it is not your turn ({colour} is to play)",
                colour=str(game.current_player),
            )

    def _act(self, conn: int, room: Room, seat: Seat, message: Act) -> list[Send]:
        self._may_act(room, seat, message.seq)
        refusal = room.game.refusal(message.action)
        if refusal is not None:
            return [(conn, Refused(room.seq, refusal.rule, refusal.key, refusal.params))]
        return self._play(room, message.action)

    def _play(self, room: Room, action: Action) -> list[Send]:
        """Play an action the rules accept; every seat is told."""
        game = room.game
        before = game.current_player
        game.apply(action)
        room.seq += 1
        if game.current_player != before:
            room.turn_since = self.clock()
        if game.is_over():
            room.ended = self.clock()
            logger.info("room %s: the game is over (%d actions)", room.code, room.seq)
        self.changed.add(room.code)
        told = Applied(room.seq, action, *public_told(game))
        sends: list[Send] = [(c, told) for c in room.audience()]
        if game.current_player != before or game.is_over():
            sends += self._turn_changed(room, before)
        return sends

    def _undo(self, conn: int, room: Room, seat: Seat, message: Undo) -> list[Send]:
        self._may_act(room, seat, message.seq)
        refusal = room.game.undo_refusal()
        if refusal is not None:
            return [(conn, Refused(room.seq, refusal.rule, refusal.key, refusal.params))]
        room.game.undo()
        room.seq += 1
        self.changed.add(room.code)
        told = Undone(room.seq, public_digest(room.game))
        return [(c, told) for c in room.audience()]

    def _tell_seats(self, room: Room, but: int | None = None) -> list[Send]:
        told = Seats(room.seat_infos())
        return [(c, told) for c in room.audience() if c != but]
