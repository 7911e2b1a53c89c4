"""The server's rooms as plain logic, with no network: each room a game refereed by the
engine, its seats with a secret token each. `Rooms.handle(conn, message)` gives what to
send to which connection; the server (`server.py`) only moves bytes. Nothing a client
sends is trusted: only the seat to act may act (R9, R10), only with the sequence number
of the last action (a stale or replayed one is refused), only a legal action (the
engine's refusal, rule and key, goes back to the sender); the game changes only by an
accepted action or undo (R40), and every seat is then told it with the public digest."""

from __future__ import annotations

import hmac
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from mg.engine import Game, Problem

from .protocol import (
    CODE,
    NAME_CHARS,
    SEQ_MAX,
    TOKEN,
    Act,
    Applied,
    ClientMessage,
    Create,
    Created,
    Join,
    Options,
    Refused,
    SeatInfo,
    Seats,
    ServerMessage,
    State,
    Sync,
    Undo,
    Undone,
    Welcome,
    error_of,
)
from .public import public_deck, public_digest, public_record

#: Letters and digits that cannot be mistaken for each other (no I/1, O/0, …).
CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
MAX_ROOMS = 20_000
CREATES_PER_CONNECTION = 8
#: How long a room nobody is connected to is kept: one nobody ever joined, minutes (a
#: room is opened to be joined at once); one not started (a seat still free), a day; a
#: finished game an hour; any other a week (its players come back with their tokens).
KEEP_UNJOINED = 600.0
KEEP_UNSTARTED = 24 * 3600.0
KEEP_FINISHED = 3600.0
KEEP_UNFINISHED = 7 * 24 * 3600.0
ROOM_FORMAT = "magna-grecia-room"
ROOM_FIELDS = frozenset({"format", "version", "code", "seq", "seats", "record"})

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

    @property
    def started(self) -> bool:
        """Actions are taken once every seat is taken."""
        return all(seat.taken for seat in self.seats)

    def seat_infos(self) -> tuple[SeatInfo, ...]:
        return tuple(seat.info() for seat in self.seats)

    def connections(self) -> list[int]:
        return [seat.conn for seat in self.seats if seat.conn is not None]

    def seat_of_token(self, token: str) -> Seat | None:
        """The seat `token` belongs to: every seat's token is compared in constant time."""
        found = None
        for seat in self.seats:
            if hmac.compare_digest(seat.token.encode(), token.encode()):
                found = seat
        return found


def kept_for(room: Room) -> float:
    """How long `room` is kept once nobody is connected to it (after `touched`)."""
    if not any(seat.taken for seat in room.seats):
        return KEEP_UNJOINED
    if not room.started:
        return KEEP_UNSTARTED
    return KEEP_FINISHED if room.game.is_over() else KEEP_UNFINISHED


@dataclass
class Rooms:
    """Every room of a server and which connection holds which seat."""

    max_rooms: int = MAX_ROOMS
    rooms: dict[str, Room] = field(default_factory=dict)
    seated: dict[int, tuple[Room, Seat]] = field(default_factory=dict)
    created: dict[int, int] = field(default_factory=dict)
    clock: Callable[[], float] = time.monotonic
    changed: set[str] = field(default_factory=set)  # codes of rooms changed since looked at

    def create_room(self, players: tuple[str, ...], rounds: int, seed: int | None = None) -> Room:
        """A new room with its own code, a fresh game (its deck shuffled by a secret seed
        unless given) and a secret token per seat."""
        if len(self.rooms) >= self.max_rooms:
            raise Problem("net_server_full", "network: the server holds all the games it can")
        code = self._new_code()
        game = Game.new(
            list(players), seed=secrets.randbits(62) if seed is None else seed, rounds=rounds
        )
        room = Room(code, game, [Seat(colour, secrets.token_hex(16)) for colour in players])
        room.touched = self.clock()
        self.rooms[code] = room
        self.changed.add(code)
        return room

    def restore(self, data: Any) -> Room:
        """A room as `saved` wrote it, every field checked and the game replayed through
        the rules (`Game.from_record`); a Problem (`net_room_file`, or the record's own)."""
        if not isinstance(data, dict) or set(data) != ROOM_FIELDS:
            raise Problem("net_room_file", "network: a room's file is damaged")
        if data["format"] != ROOM_FORMAT or data["version"] != 1:
            raise Problem("net_room_file", "network: a room's file is damaged")
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
        room = Room(code, game, restored, seq, touched=self.clock())
        self.rooms[code] = room
        return room

    @staticmethod
    def saved(room: Room) -> dict[str, Any]:
        """What a server keeps of a room to start again after a crash: its code, seats
        (their secret tokens), sequence number and the game's whole record (the real
        deck: the file stays on the server)."""
        return {
            "format": ROOM_FORMAT,
            "version": 1,
            "code": room.code,
            "seq": room.seq,
            "seats": [
                {"colour": s.colour, "token": s.token, "name": s.name, "taken": s.taken}
                for s in room.seats
            ],
            "record": room.game.record(),
        }

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
            if not room.connections() and now - room.touched > kept_for(room)
        ]
        for code in gone:
            del self.rooms[code]
            self.changed.add(code)
        return gone

    def handle(self, conn: int, message: ClientMessage) -> list[Send]:
        """What to send after `message` from connection `conn`; a Problem becomes an error
        to the sender and changes nothing."""
        try:
            if isinstance(message, Create):
                return self._create(conn, message)
            if isinstance(message, Join):
                return self._join(conn, message)
            room, seat = self._seat(conn)
            if isinstance(message, Sync):
                return [(conn, State(room.seq, public_record(room.game)))]
            if isinstance(message, Act):
                return self._act(conn, room, seat, message)
            if isinstance(message, Undo):
                return self._undo(conn, room, seat, message)
        except Problem as problem:
            return [(conn, error_of(problem))]
        return []

    def disconnect(self, conn: int) -> list[Send]:
        """Connection `conn` is gone: its seat stays its player's (the token brings them
        back); the others are told."""
        self.created.pop(conn, None)
        held = self.seated.pop(conn, None)
        if held is None:
            return []
        room, seat = held
        seat.conn = None
        room.touched = self.clock()
        return self._tell_seats(room)

    def _create(self, conn: int, message: Create) -> list[Send]:
        if self.created.get(conn, 0) >= CREATES_PER_CONNECTION:
            raise Problem("net_too_many_rooms", "network: this connection opened enough games")
        room = self.create_room(message.players, message.rounds)
        self.created[conn] = self.created.get(conn, 0) + 1
        return [(conn, Created(room.code, message.players))]

    def _join(self, conn: int, message: Join) -> list[Send]:
        if conn in self.seated:
            raise Problem("net_seated", "network: this connection already holds a seat")
        room = self.rooms.get(message.code)
        if room is None:
            raise Problem("net_no_room", "network: no game has the code {code}", code=message.code)
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
        return sends + self._tell_seats(room, but=conn)

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
        if not game.is_over() and game.current_player != seat.colour:
            raise Problem(
                "net_not_your_turn",
                "network: it is not your turn ({colour} is to play)",
                colour=str(game.current_player),
            )

    def _act(self, conn: int, room: Room, seat: Seat, message: Act) -> list[Send]:
        self._may_act(room, seat, message.seq)
        game = room.game
        refusal = game.refusal(message.action)
        if refusal is not None:
            return [(conn, Refused(room.seq, refusal.rule, refusal.key, refusal.params))]
        game.apply(message.action)
        room.seq += 1
        self.changed.add(room.code)
        told = Applied(room.seq, message.action, public_digest(game), public_deck(game))
        return [(c, told) for c in room.connections()]

    def _undo(self, conn: int, room: Room, seat: Seat, message: Undo) -> list[Send]:
        self._may_act(room, seat, message.seq)
        refusal = room.game.undo_refusal()
        if refusal is not None:
            return [(conn, Refused(room.seq, refusal.rule, refusal.key, refusal.params))]
        room.game.undo()
        room.seq += 1
        self.changed.add(room.code)
        told = Undone(room.seq, public_digest(room.game))
        return [(c, told) for c in room.connections()]

    def _tell_seats(self, room: Room, but: int | None = None) -> list[Send]:
        told = Seats(room.seat_infos())
        return [(c, told) for c in room.connections() if c != but]
