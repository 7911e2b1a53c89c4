"""The messages of network play (docs/network-protocol.md), version 1: JSON objects over
WebSocket, each `{"v": 1, "type": ..., <its fields>}`, as frozen dataclasses. Both sides
parse without trusting anything: the size and nesting are bounded, the fields must be
exactly the type's, every field's type and range is checked, and anything wrong is a
`Problem` with a key (`problem.net_*`). Actions travel as the engine's action data
(`action_to_dict`, the record's form), never as states; a state arrives only as a record
(`Game.record()` of what R5 lets every player see), which the receiver replays through
the rules."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeAlias

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
#: The card ids a public deck may name (docs/record-format.md).
CARD = re.compile(r"[YOBR][1-3]")

Param: TypeAlias = int | str


# -- client -> server ----------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Create:
    """Open a room for a new game of these colours (seat order, R1) and rounds (R6)."""

    players: tuple[str, ...]
    rounds: int


@dataclass(frozen=True, slots=True)
class Join:
    """Take a seat in room `code`: with `token`, the seat it belongs to (a rejoin); without,
    seat `colour` (or any free one) under `name` (None: the seat's default name)."""

    code: str
    name: str | None = None
    colour: str | None = None
    token: str | None = None


@dataclass(frozen=True, slots=True)
class Act:
    """Play `action`, following the action numbered `seq` (the last one this client saw)."""

    seq: int
    action: Action


@dataclass(frozen=True, slots=True)
class Undo:
    """Take back the last action of one's own turn (R40), following action `seq`."""

    seq: int


@dataclass(frozen=True, slots=True)
class Sync:
    """Send the game again (a client whose copy went wrong)."""


ClientMessage: TypeAlias = Create | Join | Act | Undo | Sync


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
class Created:
    code: str
    players: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Welcome:
    """Your seat (`colour`) and its secret `token`, and the game so far: the public record
    (R5) after action `seq`."""

    colour: str
    token: str
    seq: int
    record: dict[str, Any]
    seats: tuple[SeatInfo, ...]


@dataclass(frozen=True, slots=True)
class State:
    """The game again (the answer to Sync): the public record after action `seq`."""

    seq: int
    record: dict[str, Any]


@dataclass(frozen=True, slots=True)
class Seats:
    seats: tuple[SeatInfo, ...]


@dataclass(frozen=True, slots=True)
class Applied:
    """Action `seq` was `action`; after it the public state's digest is `digest` and the
    cards shown are `deck` (R5: None where hidden)."""

    seq: int
    action: Action
    digest: str
    deck: tuple[str | None, ...]


@dataclass(frozen=True, slots=True)
class Undone:
    """Action `seq` was an undo (R40) of the turn's last action; then `digest`."""

    seq: int
    digest: str


@dataclass(frozen=True, slots=True)
class Refused:
    """Your action was refused by the rules: `rule`, `key` (of the engine's refusals) and
    its parameters; the game is still after action `seq`."""

    seq: int
    rule: str
    key: str
    params: tuple[tuple[str, Param], ...] = ()


@dataclass(frozen=True, slots=True)
class Options:
    """What the host allows in this room: hints (each player's own). Sent after `welcome`
    when anything is allowed, and to every seat when it changes."""

    hints: bool


@dataclass(frozen=True, slots=True)
class Error:
    """Your message was refused by the server: `key` (`problem.<key>`) and its parameters."""

    key: str
    params: tuple[tuple[str, Param], ...] = ()


ServerMessage: TypeAlias = (
    Created | Welcome | State | Seats | Applied | Undone | Refused | Options | Error
)
Message: TypeAlias = ClientMessage | ServerMessage


# -- encoding ------------------------------------------------------------------------------
def encode(message: Message) -> str:
    """The message as its JSON text."""
    out: dict[str, Any] = {"v": VERSION, "type": _TYPE_NAMES[type(message)]}
    if isinstance(message, Create):
        out |= {"players": list(message.players), "rounds": message.rounds}
    elif isinstance(message, Join):
        out |= {
            "code": message.code,
            "name": message.name,
            "colour": message.colour,
            "token": message.token,
        }
    elif isinstance(message, Act):
        out |= {"seq": message.seq, "action": action_to_dict(message.action)}
    elif isinstance(message, Undo):
        out["seq"] = message.seq
    elif isinstance(message, Created):
        out |= {"code": message.code, "players": list(message.players)}
    elif isinstance(message, Welcome):
        out |= {
            "colour": message.colour,
            "token": message.token,
            "seq": message.seq,
            "record": message.record,
            "seats": _seats_out(message.seats),
        }
    elif isinstance(message, State):
        out |= {"seq": message.seq, "record": message.record}
    elif isinstance(message, Seats):
        out["seats"] = _seats_out(message.seats)
    elif isinstance(message, Applied):
        out |= {
            "seq": message.seq,
            "action": action_to_dict(message.action),
            "digest": message.digest,
            "deck": list(message.deck),
        }
    elif isinstance(message, Undone):
        out |= {"seq": message.seq, "digest": message.digest}
    elif isinstance(message, Refused):
        out |= {
            "seq": message.seq,
            "rule": message.rule,
            "key": message.key,
            "params": dict(message.params),
        }
    elif isinstance(message, Options):
        out["hints"] = message.hints
    elif isinstance(message, Error):
        out |= {"key": message.key, "params": dict(message.params)}
    return json.dumps(out, separators=(",", ":"))


def _seats_out(seats: tuple[SeatInfo, ...]) -> list[dict[str, Any]]:
    return [
        {"colour": s.colour, "name": s.name, "taken": s.taken, "connected": s.connected}
        for s in seats
    ]


# -- parsing -------------------------------------------------------------------------------
def parse_client(text: str | bytes) -> ClientMessage:
    """A client's message, every field checked; a Problem (`net_*`) when anything is wrong."""
    kind, data = _envelope(text, MAX_CLIENT_BYTES)
    parser = _CLIENT.get(kind)
    if parser is None:
        raise Problem("net_unknown_type", "network: unknown message type {kind}", kind=kind)
    message: ClientMessage = parser(data)
    return message


def parse_server(text: str | bytes) -> ServerMessage:
    """The server's message, every field checked; a Problem (`net_*`) when anything is wrong
    (a record's own contents are checked when it is replayed, `Game.from_record`)."""
    kind, data = _envelope(text, MAX_SERVER_BYTES)
    parser = _SERVER.get(kind)
    if parser is None:
        raise Problem("net_unknown_type", "network: unknown message type {kind}", kind=kind)
    message: ServerMessage = parser(data)
    return message


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
    if data.get("v") != VERSION:
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


def _fields(data: dict[str, Any], kind: str, *names: str) -> None:
    if set(data) != {"v", "type", *names}:
        raise Problem(
            "net_fields", "network: a {kind} message with missing or other fields", kind=kind
        )


def _bad(field: str) -> Problem:
    return Problem("net_field", "network: the field {field} is not valid", field=field)


def _int(data: dict[str, Any], field: str, low: int = 0, high: int = SEQ_MAX) -> int:
    value = data[field]
    if type(value) is not int or not low <= value <= high:
        raise _bad(field)
    return value


def _text(value: Any, field: str, pattern: re.Pattern[str]) -> str:
    if not isinstance(value, str) or not pattern.fullmatch(value):
        raise _bad(field)
    return value


def _maybe(value: Any, field: str, pattern: re.Pattern[str]) -> str | None:
    return None if value is None else _text(value, field, pattern)


def _name(value: Any) -> str | None:
    if value is None:
        return None
    if not isinstance(value, str):
        raise _bad("name")
    name = value.strip()
    if not 0 < len(name) <= NAME_CHARS or not name.isprintable():
        raise _bad("name")
    return name


def _colour(value: Any, field: str) -> str:
    if not isinstance(value, str) or value not in COLOURS:
        raise _bad(field)
    return value


def _colours(value: Any) -> tuple[str, ...]:
    if not isinstance(value, list) or not 2 <= len(value) <= 4:
        raise _bad("players")
    players = tuple(_colour(c, "players") for c in value)
    if len(set(players)) != len(players):
        raise _bad("players")
    return players


def _action(value: Any) -> Action:
    try:
        return action_from_dict(value)
    except Problem:
        raise _bad("action") from None


def _record(value: Any) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise _bad("record")
    return value


def _params(value: Any) -> tuple[tuple[str, Param], ...]:
    if not isinstance(value, dict) or len(value) > 8:
        raise _bad("params")
    out: list[tuple[str, Param]] = []
    for name, item in value.items():
        if not KEY.fullmatch(name):
            raise _bad("params")
        number = type(item) is int and abs(item) < SEQ_MAX
        if not number and not (isinstance(item, str) and len(item) <= 80):
            raise _bad("params")
        out.append((name, item))
    return tuple(sorted(out))


def _seats(value: Any) -> tuple[SeatInfo, ...]:
    if not isinstance(value, list) or not 2 <= len(value) <= 4:
        raise _bad("seats")
    seats = []
    for item in value:
        if not isinstance(item, dict) or set(item) != {"colour", "name", "taken", "connected"}:
            raise _bad("seats")
        taken, connected = item["taken"], item["connected"]
        if type(taken) is not bool or type(connected) is not bool:
            raise _bad("seats")
        seats.append(
            SeatInfo(_colour(item["colour"], "seats"), _name(item["name"]), taken, connected)
        )
    return tuple(seats)


def _deck(value: Any) -> tuple[str | None, ...]:
    if not isinstance(value, list) or len(value) not in ROUNDS:
        raise _bad("deck")
    return tuple(_maybe(card, "deck", CARD) for card in value)


def _create(data: dict[str, Any]) -> Create:
    _fields(data, "create", "players", "rounds")
    rounds = data["rounds"]
    if rounds not in ROUNDS or type(rounds) is not int:
        raise _bad("rounds")
    return Create(_colours(data["players"]), rounds)


def _join(data: dict[str, Any]) -> Join:
    _fields(data, "join", "code", "name", "colour", "token")
    code = data["code"]
    if not isinstance(code, str) or len(code) > 16:
        raise _bad("code")
    colour = data["colour"]
    return Join(
        _text(code.strip().upper(), "code", CODE),
        _name(data["name"]),
        None if colour is None else _colour(colour, "colour"),
        _maybe(data["token"], "token", TOKEN),
    )


def _act(data: dict[str, Any]) -> Act:
    _fields(data, "act", "seq", "action")
    return Act(_int(data, "seq"), _action(data["action"]))


def _undo(data: dict[str, Any]) -> Undo:
    _fields(data, "undo", "seq")
    return Undo(_int(data, "seq"))


def _sync(data: dict[str, Any]) -> Sync:
    _fields(data, "sync")
    return Sync()


def _created(data: dict[str, Any]) -> Created:
    _fields(data, "created", "code", "players")
    return Created(_text(data["code"], "code", CODE), _colours(data["players"]))


def _welcome(data: dict[str, Any]) -> Welcome:
    _fields(data, "welcome", "colour", "token", "seq", "record", "seats")
    return Welcome(
        _colour(data["colour"], "colour"),
        _text(data["token"], "token", TOKEN),
        _int(data, "seq"),
        _record(data["record"]),
        _seats(data["seats"]),
    )


def _state(data: dict[str, Any]) -> State:
    _fields(data, "state", "seq", "record")
    return State(_int(data, "seq"), _record(data["record"]))


def _seats_message(data: dict[str, Any]) -> Seats:
    _fields(data, "seats", "seats")
    return Seats(_seats(data["seats"]))


def _applied(data: dict[str, Any]) -> Applied:
    _fields(data, "applied", "seq", "action", "digest", "deck")
    return Applied(
        _int(data, "seq", 1),
        _action(data["action"]),
        _text(data["digest"], "digest", DIGEST),
        _deck(data["deck"]),
    )


def _undone(data: dict[str, Any]) -> Undone:
    _fields(data, "undone", "seq", "digest")
    return Undone(_int(data, "seq", 1), _text(data["digest"], "digest", DIGEST))


def _refused(data: dict[str, Any]) -> Refused:
    _fields(data, "refused", "seq", "rule", "key", "params")
    return Refused(
        _int(data, "seq"),
        _text(data["rule"], "rule", RULE),
        _text(data["key"], "key", KEY),
        _params(data["params"]),
    )


def _options(data: dict[str, Any]) -> Options:
    _fields(data, "options", "hints")
    if type(data["hints"]) is not bool:
        raise _bad("hints")
    return Options(data["hints"])


def _error(data: dict[str, Any]) -> Error:
    _fields(data, "error", "key", "params")
    return Error(_text(data["key"], "key", KEY), _params(data["params"]))


_CLIENT: dict[str, Callable[[dict[str, Any]], ClientMessage]] = {
    "create": _create,
    "join": _join,
    "act": _act,
    "undo": _undo,
    "sync": _sync,
}
_SERVER: dict[str, Callable[[dict[str, Any]], ServerMessage]] = {
    "created": _created,
    "welcome": _welcome,
    "state": _state,
    "seats": _seats_message,
    "applied": _applied,
    "undone": _undone,
    "refused": _refused,
    "options": _options,
    "error": _error,
}
_TYPE_NAMES: dict[type[Any], str] = {
    Create: "create",
    Join: "join",
    Act: "act",
    Undo: "undo",
    Sync: "sync",
    Created: "created",
    Welcome: "welcome",
    State: "state",
    Seats: "seats",
    Applied: "applied",
    Undone: "undone",
    Refused: "refused",
    Options: "options",
    Error: "error",
}


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
