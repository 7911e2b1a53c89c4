"""The messages of network play (docs/network-protocol.md), version 1: JSON objects over
WebSocket, each `{"v": 1, "type": ..., <its fields>}`, as frozen dataclasses. Both sides
parse without trusting anything: the size and nesting are bounded, the fields must be
exactly the type's, every field's type and range is checked, and anything wrong is a
`Problem` with a key (`problem.net_*`). Actions travel as the engine's action data
(`action_to_dict`, the record's form), never as states; a state arrives only as a record
(`Game.record()` of what R5 lets every player see), which the receiver replays through
the rules.

The kinds of message are one registry (`CLIENT_KINDS`, `SERVER_KINDS`): each names its
type on the wire, its dataclass and how each field travels (`Wire`: read without trust,
written as JSON); encoding, parsing and the names are derived from it. Adding a message
is its dataclass (a `ClientMessage` or `ServerMessage`) and its entry
(docs/architecture.md, "Adding a network message")."""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, fields
from typing import Any, Generic, TypeAlias, TypeVar

from mg.engine import COLOURS, Action, Problem, action_from_dict, action_to_dict

VERSION = 1
#: The largest message a client may send (an action is under 100 bytes).
MAX_CLIENT_BYTES = 4096
#: The largest message the server sends (a welcome holds the record: ~10 kB for a whole
#: 4-player game on the standard map; the record's own bounds allow more).
MAX_SERVER_BYTES = 1 << 20
#: How deep objects and lists may nest (a welcome's record is 6 deep).
MAX_DEPTH = 10
NAME_CHARS = 24
CODE = re.compile(r"[A-Z0-9]{3}-[A-Z0-9]{3}")
TOKEN = re.compile(r"[0-9a-f]{32}")
DIGEST = re.compile(r"[0-9a-f]{64}")
KEY = re.compile(r"[a-z0-9_]{1,40}")
RULE = re.compile(r"R[0-9]{1,2}")
SEQ_MAX = 1 << 31
ROUNDS = (8, 12)
#: A level of the server's own bot as named on the wire (the levels of mg/ai/levels.py).
LEVEL = re.compile(r"[a-z]{1,16}")
#: The longest join code a player may type (spaces and a dash around its six characters).
CODE_TYPED_CHARS = 16
#: The game clocks a room may have: each seat's time, the server's: "live", 5 minutes and
#: 20 s more each turn; "day", 24 hours a turn (what is left of one is not kept).
CLOCKS = ("live", "day")
#: Rooms one `status` may ask about, and how a room may stand.
STATUS_MOST = 16
ROOM_STATES = ("lobby", "your_turn", "waiting", "finished", "gone")
#: The longest chat line (characters, once cleaned) and the longest one read at all.
CHAT_CHARS = 200
CHAT_READ = 4 * CHAT_CHARS
#: The quick phrases a player may say in a network game, as keys: each reader's game words
#: them in its own language (`chat.phrase.<key>`).
PHRASES = (
    "hello",
    "good_luck",
    "your_turn",
    "thinking",
    "well_played",
    "oops",
    "thanks",
    "good_game",
)
#: What is taken out of a chat line: controls, format characters (the bidirectional
#: overrides and isolates, zero-width ones), surrogates, private and unassigned ones.
UNSHOWN = frozenset({"Cc", "Cf", "Cs", "Co", "Cn"})
#: The card ids a public deck may name (docs/record-format.md).
CARD = re.compile(r"[YOBR][1-3]")

Param: TypeAlias = int | str


class ClientMessage:
    """A message a client sends (each kind a frozen dataclass of its fields)."""

    __slots__ = ()


class ServerMessage:
    """A message the server sends (each kind a frozen dataclass of its fields)."""

    __slots__ = ()


Message: TypeAlias = ClientMessage | ServerMessage


# -- client -> server ----------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Create(ClientMessage):
    """Open a room for a new game of these colours (seat order, R1) and rounds (R6); `bot`:
    the level of the server's own bot that plays a seat whose player is away (None: the
    server's choice)."""

    players: tuple[str, ...]
    rounds: int
    bot: str | None = None
    watch: bool | None = None  # False: nobody may watch the game (None, True: anyone may)
    clock: str | None = None  # a game clock (CLOCKS: "live", "day"); None: none


@dataclass(frozen=True, slots=True)
class Join(ClientMessage):
    """Take a seat in room `code`: with `token`, the seat it belongs to (a rejoin); without,
    seat `colour` (or any free one) under `name` (None: the seat's default name)."""

    code: str
    name: str | None = None
    colour: str | None = None
    token: str | None = None


@dataclass(frozen=True, slots=True)
class Watch(ClientMessage):
    """Watch the game of room `code` as a spectator: see what every player sees (R5), never
    act."""

    code: str


@dataclass(frozen=True, slots=True)
class Act(ClientMessage):
    """Play `action`, following the action numbered `seq` (the last one this client saw)."""

    seq: int
    action: Action


@dataclass(frozen=True, slots=True)
class Undo(ClientMessage):
    """Take back the last action of one's own turn (R40), following action `seq`."""

    seq: int


@dataclass(frozen=True, slots=True)
class Sync(ClientMessage):
    """Send the game again (a client whose copy went wrong)."""


@dataclass(frozen=True, slots=True)
class Chat(ClientMessage):
    """Say `text` (a line of chat) or a quick `phrase` (one of PHRASES) to everyone at the
    game: one of the two, the other None."""

    text: str | None
    phrase: str | None


@dataclass(frozen=True, slots=True)
class Status(ClientMessage):
    """How do these games stand? Each room by its code and the token of this player's seat
    in it (at most STATUS_MOST): the server answers `Statuses`, seated or not."""

    rooms: tuple[tuple[str, str], ...]


@dataclass(frozen=True, slots=True)
class HandOver(ClientMessage):
    """Let the server's own bot play seat `colour`, whose player has been away a while,
    until they come back (any seated player may ask)."""

    colour: str


# -- server -> client ----------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class SeatInfo:
    """A seat as everyone sees it: its colour, name, whether a player holds it, and whether
    that player is connected now."""

    colour: str
    name: str | None
    taken: bool
    connected: bool


@dataclass(frozen=True, slots=True)
class RoomStatus:
    """How a game stands for the holder of a seat's token: `state` one of ROOM_STATES
    ("gone": no room has that code, or the token is not one of its seats'); `turn` and
    `name`: the seat to act and its player's name, when the game is under way."""

    code: str
    state: str
    turn: str | None = None
    name: str | None = None


@dataclass(frozen=True, slots=True)
class Created(ServerMessage):
    code: str
    players: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Welcome(ServerMessage):
    """Your seat (`colour`) and its secret `token`, and the game so far: the public record
    (R5) after action `seq`."""

    colour: str
    token: str
    seq: int
    record: dict[str, Any]
    seats: tuple[SeatInfo, ...]


@dataclass(frozen=True, slots=True)
class Watching(ServerMessage):
    """You watch this game (a spectator's welcome): the public record (R5) after action
    `seq`, the seats, and how many watch it (you among them)."""

    seq: int
    record: dict[str, Any]
    seats: tuple[SeatInfo, ...]
    watchers: int


@dataclass(frozen=True, slots=True)
class Watchers(ServerMessage):
    """How many spectators watch the game now (told when it changes)."""

    count: int


@dataclass(frozen=True, slots=True)
class State(ServerMessage):
    """The game again (the answer to Sync): the public record after action `seq`."""

    seq: int
    record: dict[str, Any]


@dataclass(frozen=True, slots=True)
class Seats(ServerMessage):
    seats: tuple[SeatInfo, ...]


@dataclass(frozen=True, slots=True)
class Applied(ServerMessage):
    """Action `seq` was `action`; after it the public state's digest is `digest` and the
    cards shown are `deck` (R5: None where hidden)."""

    seq: int
    action: Action
    digest: str
    deck: tuple[str | None, ...]


@dataclass(frozen=True, slots=True)
class Undone(ServerMessage):
    """Action `seq` was an undo (R40) of the turn's last action; then `digest`."""

    seq: int
    digest: str


@dataclass(frozen=True, slots=True)
class Refused(ServerMessage):
    """Your action was refused by the rules: `rule`, `key` (of the engine's refusals) and
    its parameters; the game is still after action `seq`."""

    seq: int
    rule: str
    key: str
    params: tuple[tuple[str, Param], ...] = ()


@dataclass(frozen=True, slots=True)
class Options(ServerMessage):
    """What the host allows in this room: hints (each player's own). Sent after `welcome`
    when anything is allowed, and to every seat when it changes."""

    hints: bool


@dataclass(frozen=True, slots=True)
class StandIn(ServerMessage):
    """Who plays seat `colour` while its player is away: the server's own bot of level
    `bot`, or None: nobody now (its player came back)."""

    colour: str
    bot: str | None


@dataclass(frozen=True, slots=True)
class Said(ServerMessage):
    """The player of seat `colour` said `text` or the quick phrase `phrase` (a key) when
    the game was after action `seq`; `line` numbers what is said in the room (1, 2, …: one
    told again, to a player back, is known)."""

    seq: int
    line: int
    colour: str
    text: str | None
    phrase: str | None


@dataclass(frozen=True, slots=True)
class Clocks(ServerMessage):
    """Each seat's time left, in whole seconds (seat order), when this is sent; `running`:
    the seat whose time is going down now (None: none, the game not begun or over)."""

    left: tuple[int, ...]
    running: str | None


@dataclass(frozen=True, slots=True)
class TimeOut(ServerMessage):
    """The time of seat `colour` ran out: the server's own bot plays this turn for it."""

    colour: str


@dataclass(frozen=True, slots=True)
class Statuses(ServerMessage):
    """The answer to `Status`: each room asked about, in order."""

    rooms: tuple[RoomStatus, ...]


@dataclass(frozen=True, slots=True)
class Error(ServerMessage):
    """Your message was refused by the server: `key` (`problem.<key>`) and its parameters."""

    key: str
    params: tuple[tuple[str, Param], ...] = ()


# -- how a field travels -------------------------------------------------------------------
def _as_is(value: Any) -> Any:
    return value


@dataclass(frozen=True)
class Wire:
    """How one field travels. `read` takes the value received and the field's name and
    gives the field's value, checked without trust (a Problem `net_field` naming the field
    when anything is wrong); `write` gives the value to send, as JSON (as it is, unless
    said)."""

    read: Callable[[Any, str], Any]
    write: Callable[[Any], Any] = _as_is
    optional: bool = False  # may be left out (then the field's default; None is left out)


def _bad(field: str) -> Problem:
    return Problem("net_field", "network: the field {field} is not valid", field=field)


def _phrase(value: Any, field: str) -> str | None:
    """A quick phrase's key (PHRASES), or None."""
    if value is None:
        return None
    if not isinstance(value, str) or value not in PHRASES:
        raise _bad(field)
    return value


def _int(value: Any, field: str, low: int = 0, high: int = SEQ_MAX) -> int:
    if type(value) is not int or not low <= value <= high:
        raise _bad(field)
    return value


def _text(value: Any, field: str, pattern: re.Pattern[str]) -> str:
    if not isinstance(value, str) or not pattern.fullmatch(value):
        raise _bad(field)
    return value


def _maybe(value: Any, field: str, pattern: re.Pattern[str]) -> str | None:
    return None if value is None else _text(value, field, pattern)


def _name(value: Any, field: str) -> str | None:
    if value is None:
        return None
    if not isinstance(value, str):
        raise _bad(field)
    name = value.strip()
    if not 0 < len(name) <= NAME_CHARS or not name.isprintable():
        raise _bad(field)
    return name


def chat_line(text: str) -> str:
    """A line of chat as it may be shown: controls and the characters that reorder or hide
    text taken out (UNSHOWN), runs of spaces made one, the ends trimmed ("" when nothing
    is left)."""
    kept = "".join(
        " " if char.isspace() else char
        for char in text
        if char.isspace() or unicodedata.category(char) not in UNSHOWN
    )
    return " ".join(kept.split())


def _chat(value: Any, field: str) -> str | None:
    if value is None:
        return None
    if not isinstance(value, str) or len(value) > CHAT_READ:
        raise _bad(field)
    line = chat_line(value)
    if not 0 < len(line) <= CHAT_CHARS:
        raise _bad(field)
    return line


def _clock_kind(value: Any, field: str) -> str | None:
    if value is None:
        return None
    if not isinstance(value, str) or value not in CLOCKS:
        raise _bad(field)
    return value


def _times(value: Any, field: str) -> tuple[int, ...]:
    if not isinstance(value, list) or not 2 <= len(value) <= 4:
        raise _bad(field)
    return tuple(_int(item, field, 0, 10**7) for item in value)


def _asked(value: Any, field: str) -> tuple[tuple[str, str], ...]:
    if not isinstance(value, list) or not 0 < len(value) <= STATUS_MOST:
        raise _bad(field)
    asked = []
    for item in value:
        if not isinstance(item, dict) or set(item) != {"code", "token"}:
            raise _bad(field)
        asked.append((_text(item["code"], field, CODE), _text(item["token"], field, TOKEN)))
    return tuple(asked)


def _asked_out(rooms: tuple[tuple[str, str], ...]) -> list[dict[str, str]]:
    return [{"code": code, "token": token} for code, token in rooms]


def _standings(value: Any, field: str) -> tuple[RoomStatus, ...]:
    if not isinstance(value, list) or not 0 < len(value) <= STATUS_MOST:
        raise _bad(field)
    out = []
    for item in value:
        if not isinstance(item, dict) or set(item) != {"code", "state", "turn", "name"}:
            raise _bad(field)
        state = item["state"]
        if not isinstance(state, str) or state not in ROOM_STATES:
            raise _bad(field)
        code = _text(item["code"], field, CODE)
        out.append(
            RoomStatus(code, state, _maybe_colour(item["turn"], field), _name(item["name"], field))
        )
    return tuple(out)


def _standings_out(rooms: tuple[RoomStatus, ...]) -> list[dict[str, Any]]:
    return [{"code": r.code, "state": r.state, "turn": r.turn, "name": r.name} for r in rooms]


def _colour(value: Any, field: str) -> str:
    if not isinstance(value, str) or value not in COLOURS:
        raise _bad(field)
    return value


def _maybe_colour(value: Any, field: str) -> str | None:
    return None if value is None else _colour(value, field)


def _colours(value: Any, field: str) -> tuple[str, ...]:
    if not isinstance(value, list) or not 2 <= len(value) <= 4:
        raise _bad(field)
    players = tuple(_colour(c, field) for c in value)
    if len(set(players)) != len(players):
        raise _bad(field)
    return players


def _rounds(value: Any, field: str) -> int:
    if value not in ROUNDS or type(value) is not int:
        raise _bad(field)
    return value


def join_code(typed: str) -> str | None:
    """A join code as a player may type it (any case, with or without its dash, spaces
    anywhere: "kro 7q4", "KRO7Q4") as the server made it ("KRO-7Q4"); None when it cannot
    be one."""
    if len(typed) > CODE_TYPED_CHARS:
        return None
    chars = "".join(typed.split()).upper()
    if len(chars) == 7 and chars[3] == "-":
        chars = chars[:3] + chars[4:]
    if len(chars) != 6 or not (chars.isascii() and chars.isalnum()):
        return None
    return f"{chars[:3]}-{chars[3:]}"


def _code_typed(value: Any, field: str) -> str:
    """A join code as a player typed it (`join_code`)."""
    code = join_code(value) if isinstance(value, str) else None
    if code is None:
        raise _bad(field)
    return code


def _action(value: Any, field: str) -> Action:
    try:
        return action_from_dict(value)
    except Problem:
        raise _bad(field) from None


def _record(value: Any, field: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise _bad(field)
    return value


def _params(value: Any, field: str) -> tuple[tuple[str, Param], ...]:
    if not isinstance(value, dict) or len(value) > 8:
        raise _bad(field)
    out: list[tuple[str, Param]] = []
    for name, item in value.items():
        if not KEY.fullmatch(name):
            raise _bad(field)
        number = type(item) is int and abs(item) < SEQ_MAX
        if not number and not (isinstance(item, str) and len(item) <= 80):
            raise _bad(field)
        out.append((name, item))
    return tuple(sorted(out))


def _seats(value: Any, field: str) -> tuple[SeatInfo, ...]:
    if not isinstance(value, list) or not 2 <= len(value) <= 4:
        raise _bad(field)
    seats = []
    for item in value:
        if not isinstance(item, dict) or set(item) != {"colour", "name", "taken", "connected"}:
            raise _bad(field)
        taken, connected = item["taken"], item["connected"]
        if type(taken) is not bool or type(connected) is not bool:
            raise _bad(field)
        seats.append(
            SeatInfo(_colour(item["colour"], field), _name(item["name"], "name"), taken, connected)
        )
    return tuple(seats)


def _seats_out(seats: tuple[SeatInfo, ...]) -> list[dict[str, Any]]:
    return [
        {"colour": s.colour, "name": s.name, "taken": s.taken, "connected": s.connected}
        for s in seats
    ]


def _deck(value: Any, field: str) -> tuple[str | None, ...]:
    if not isinstance(value, list) or len(value) not in ROUNDS:
        raise _bad(field)
    return tuple(_maybe(card, field, CARD) for card in value)


def _flag(value: Any, field: str) -> bool:
    if type(value) is not bool:
        raise _bad(field)
    return value


def _matching(pattern: re.Pattern[str]) -> Wire:
    """A text field that must match `pattern`."""
    return Wire(lambda value, field: _text(value, field, pattern))


def _maybe_matching(pattern: re.Pattern[str]) -> Wire:
    """A text field that must match `pattern`, or null."""
    return Wire(lambda value, field: _maybe(value, field, pattern))


SEQ = Wire(_int)  # an action's number: 0 before the first
SEQ_DONE = Wire(lambda value, field: _int(value, field, 1))  # an action done: 1 and on
PLAYERS = Wire(_colours, list)
ROUND_COUNT = Wire(_rounds)
BOT_LEVEL = _matching(LEVEL)
BOT_LEVEL_OR_NONE = _maybe_matching(LEVEL)
BOT_LEVEL_IF_GIVEN = Wire(BOT_LEVEL_OR_NONE.read, optional=True)
CODE_SENT = _matching(CODE)  # a join code as the server made it
CODE_TYPED = Wire(_code_typed)
NAME = Wire(_name)
COLOUR = Wire(_colour)
COLOUR_OR_ANY = Wire(_maybe_colour)
SEAT_TOKEN = _matching(TOKEN)
SEAT_TOKEN_OR_NONE = _maybe_matching(TOKEN)
ACTION = Wire(_action, action_to_dict)
RECORD = Wire(_record)
SEAT_LIST = Wire(_seats, _seats_out)
STATE_DIGEST = _matching(DIGEST)
PUBLIC_DECK = Wire(_deck, list)
RULE_ID = _matching(RULE)
PROBLEM_KEY = _matching(KEY)
PARAMS = Wire(_params, dict)
FLAG = Wire(_flag)
ROOMS_ASKED = Wire(_asked, _asked_out)
ROOM_STANDINGS = Wire(_standings, _standings_out)
CLOCK_IF_GIVEN = Wire(_clock_kind, optional=True)
TIMES_LEFT = Wire(_times, list)
CHAT_TEXT = Wire(_chat)
PHRASE_OR_NONE = Wire(lambda value, field: _phrase(value, field))
PHRASE_HEARD = _maybe_matching(KEY)  # (a newer server's phrase is read, worded as unknown)
FLAG_IF_GIVEN = Wire(
    lambda value, field: None if value is None else _flag(value, field), optional=True
)
#: How many spectators a room may have at once.
MAX_WATCHERS = 32
WATCHER_COUNT = Wire(lambda value, field: _int(value, field, 0, MAX_WATCHERS))


# -- the registry of message kinds ---------------------------------------------------------
M = TypeVar("M", ClientMessage, ServerMessage)


@dataclass(frozen=True)
class Kind(Generic[M]):
    """A kind of message: its type on the wire, its dataclass and each of its fields' name
    and wire, in the dataclass's order (the order they are written and checked in). Made
    by `kind`, which checks the fields against the dataclass."""

    name: str
    message: type[M]
    wires: tuple[tuple[str, Wire], ...]

    def write(self, message: M) -> dict[str, Any]:
        """The message as the JSON object sent (an optional field that is None left out:
        a peer that predates the field reads the message as before)."""
        out: dict[str, Any] = {"v": VERSION, "type": self.name}
        for name, wire in self.wires:
            value = getattr(message, name)
            if not (wire.optional and value is None):
                out[name] = wire.write(value)
        return out

    def read(self, data: dict[str, Any]) -> M:
        """The message in `data` (a JSON object of this type), every field checked (an
        optional one may be missing)."""
        needed = {"v", "type", *(name for name, wire in self.wires if not wire.optional)}
        if not needed <= data.keys() <= {"v", "type", *(name for name, _ in self.wires)}:
            raise Problem(
                "net_fields",
                "network: a {kind} message with missing or other fields",
                kind=self.name,
            )
        return self.message(*[wire.read(data.get(name), name) for name, wire in self.wires])


def kind(name: str, message: type[M], /, **wires: Wire) -> Kind[M]:
    """Message kind `name`: the dataclass `message` and a `Wire` for each of its fields."""
    names = [f.name for f in fields(message)]  # type: ignore[arg-type]  # (a dataclass)
    if list(wires) != names:  # the order too: it is the order on the wire
        raise TypeError(f"the kind {name!r} must give a wire for each field of {message}")
    return Kind(name, message, tuple(wires.items()))


CLIENT_KINDS: tuple[Kind[ClientMessage], ...] = (
    kind(
        "create",
        Create,
        players=PLAYERS,
        rounds=ROUND_COUNT,
        bot=BOT_LEVEL_IF_GIVEN,
        watch=FLAG_IF_GIVEN,
        clock=CLOCK_IF_GIVEN,
    ),
    kind("join", Join, code=CODE_TYPED, name=NAME, colour=COLOUR_OR_ANY, token=SEAT_TOKEN_OR_NONE),
    kind("watch", Watch, code=CODE_TYPED),
    kind("act", Act, seq=SEQ, action=ACTION),
    kind("undo", Undo, seq=SEQ),
    kind("sync", Sync),
    kind("chat", Chat, text=CHAT_TEXT, phrase=PHRASE_OR_NONE),
    kind("status", Status, rooms=ROOMS_ASKED),
    kind("hand_over", HandOver, colour=COLOUR),
)
SERVER_KINDS: tuple[Kind[ServerMessage], ...] = (
    kind("created", Created, code=CODE_SENT, players=PLAYERS),
    kind(
        "welcome",
        Welcome,
        colour=COLOUR,
        token=SEAT_TOKEN,
        seq=SEQ,
        record=RECORD,
        seats=SEAT_LIST,
    ),
    kind("watching", Watching, seq=SEQ, record=RECORD, seats=SEAT_LIST, watchers=WATCHER_COUNT),
    kind("watchers", Watchers, count=WATCHER_COUNT),
    kind("state", State, seq=SEQ, record=RECORD),
    kind("seats", Seats, seats=SEAT_LIST),
    kind("applied", Applied, seq=SEQ_DONE, action=ACTION, digest=STATE_DIGEST, deck=PUBLIC_DECK),
    kind("undone", Undone, seq=SEQ_DONE, digest=STATE_DIGEST),
    kind("refused", Refused, seq=SEQ, rule=RULE_ID, key=PROBLEM_KEY, params=PARAMS),
    kind("options", Options, hints=FLAG),
    kind("stand_in", StandIn, colour=COLOUR, bot=BOT_LEVEL_OR_NONE),
    kind("said", Said, seq=SEQ, line=SEQ_DONE, colour=COLOUR, text=CHAT_TEXT, phrase=PHRASE_HEARD),
    kind("clocks", Clocks, left=TIMES_LEFT, running=COLOUR_OR_ANY),
    kind("time_out", TimeOut, colour=COLOUR),
    kind("statuses", Statuses, rooms=ROOM_STANDINGS),
    kind("error", Error, key=PROBLEM_KEY, params=PARAMS),
)
_CLIENT = {k.name: k for k in CLIENT_KINDS}
_SERVER = {k.name: k for k in SERVER_KINDS}
_KINDS: tuple[Kind[Any], ...] = (*CLIENT_KINDS, *SERVER_KINDS)
_KIND_OF = {k.message: k for k in _KINDS}


# -- encoding and parsing ------------------------------------------------------------------
def encode(message: Message) -> str:
    """The message as its JSON text."""
    return json.dumps(_KIND_OF[type(message)].write(message), separators=(",", ":"))


def parse_client(text: str | bytes) -> ClientMessage:
    """A client's message, every field checked; a Problem (`net_*`) when anything is wrong."""
    name, data = _envelope(text, MAX_CLIENT_BYTES)
    found = _CLIENT.get(name)
    if found is None:
        raise Problem("net_unknown_type", "network: unknown message type {kind}", kind=name)
    return found.read(data)


def parse_server(text: str | bytes) -> ServerMessage:
    """The server's message, every field checked; a Problem (`net_*`) when anything is wrong
    (a record's own contents are checked when it is replayed, `Game.from_record`)."""
    name, data = _envelope(text, MAX_SERVER_BYTES)
    found = _SERVER.get(name)
    if found is None:
        raise Problem("net_unknown_type", "network: unknown message type {kind}", kind=name)
    return found.read(data)


def _envelope(text: str | bytes, most: int) -> tuple[str, dict[str, Any]]:
    if not isinstance(text, str | bytes) or len(text) > most:
        raise Problem("net_too_big", "network: a message longer than {most} bytes", most=most)
    if isinstance(text, str) and len(text.encode("utf-8", "surrogatepass")) > most:
        raise Problem("net_too_big", "network: a message longer than {most} bytes", most=most)
    try:
        data = json.loads(text)
    except RecursionError:
        raise Problem("net_too_deep", "network: a message nested too deeply") from None
    except ValueError:  # also UnicodeDecodeError
        raise Problem("net_not_json", "network: a message that is not JSON") from None
    if _depth(data) > MAX_DEPTH:
        raise Problem("net_too_deep", "network: a message nested too deeply")
    if not isinstance(data, dict):
        raise Problem("net_not_message", "network: a message that is not an object with a type")
    if type(data.get("v")) is not int or data["v"] != VERSION:  # (True and 1.0 equal 1)
        raise Problem(
            "net_version",
            "network: protocol version {version} (this game speaks 1)",
            version=f"{data.get('v')!r:.12}",
        )
    kind = data.get("type")
    if not isinstance(kind, str):
        raise Problem("net_not_message", "network: a message that is not an object with a type")
    return f"{kind:.24}", data


def _depth(value: Any) -> int:
    """How deep `value` nests (a scalar: 0); iterative, so any depth is measured safely."""
    deepest, stack = 0, [(value, 1)]
    while stack:
        item, level = stack.pop()
        if isinstance(item, dict):
            children: list[Any] = list(item.values())
        elif isinstance(item, list):
            children = item
        else:
            continue
        deepest = max(deepest, level)
        if deepest > MAX_DEPTH:
            return deepest
        stack.extend((child, level + 1) for child in children)
    return deepest


def error_of(problem: Problem) -> Error:
    """A Problem as the error message the server sends (its parameters as numbers and
    short texts only)."""
    params: list[tuple[str, Param]] = []
    for name, value in problem.params.items():
        if type(value) is int:
            params.append((name, value))
        else:
            params.append((name, f"{value!s:.80}"))
    return Error(problem.key, tuple(sorted(params)))
