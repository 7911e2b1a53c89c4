"""The protocol's wire format, byte for byte (docs/network-protocol.md): every kind of
message encodes to exactly this text and parses back from it; and the message kinds are
one registry, every message dataclass with exactly one kind of its sender's side."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from mg.engine import Draw, EndTurn, PlaceRoad
from mg.net import protocol
from mg.net.protocol import (
    CLIENT_KINDS,
    SEQ,
    SERVER_KINDS,
    STATE_DIGEST,
    Act,
    Applied,
    ClientMessage,
    Create,
    Created,
    Error,
    Join,
    Message,
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
    encode,
    kind,
    parse_client,
    parse_server,
)

TOKEN = "0123456789abcdef0123456789abcdef"
SEATS = (SeatInfo("red", "Ann", True, True), SeatInfo("yellow", None, False, False))
SEATS_TEXT = (
    '[{"colour":"red","name":"Ann","taken":true,"connected":true},'
    '{"colour":"yellow","name":null,"taken":false,"connected":false}]'
)
CLIENT: list[tuple[Message, str]] = [
    (
        Create(("red", "yellow", "brown"), 8),
        '{"v":1,"type":"create","players":["red","yellow","brown"],"rounds":8}',
    ),
    (
        Join("KRO-7Q4", "Ann", "red", None),
        '{"v":1,"type":"join","code":"KRO-7Q4","name":"Ann","colour":"red","token":null}',
    ),
    (
        Join("KRO-7Q4", None, None, TOKEN),
        f'{{"v":1,"type":"join","code":"KRO-7Q4","name":null,"colour":null,"token":"{TOKEN}"}}',
    ),
    (
        Act(3, PlaceRoad((1, 2), (0, 3))),
        '{"v":1,"type":"act","seq":3,"action":{"type":"PlaceRoad","space":[1,2],"ends":[0,3]}}',
    ),
    (
        Act(0, Draw(1, 2)),
        '{"v":1,"type":"act","seq":0,"action":{"type":"Draw","roads":1,"cities":2}}',
    ),
    (Undo(7), '{"v":1,"type":"undo","seq":7}'),
    (Sync(), '{"v":1,"type":"sync"}'),
]
SERVER: list[tuple[Message, str]] = [
    (
        Created("KRO-7Q4", ("red", "yellow")),
        '{"v":1,"type":"created","code":"KRO-7Q4","players":["red","yellow"]}',
    ),
    (
        Welcome("red", TOKEN, 4, {"format": "x"}, SEATS),
        f'{{"v":1,"type":"welcome","colour":"red","token":"{TOKEN}","seq":4,'
        f'"record":{{"format":"x"}},"seats":{SEATS_TEXT}}}',
    ),
    (State(9, {"format": "x"}), '{"v":1,"type":"state","seq":9,"record":{"format":"x"}}'),
    (Seats(SEATS), f'{{"v":1,"type":"seats","seats":{SEATS_TEXT}}}'),
    (
        Applied(5, EndTurn(), "a" * 64, ("R1", "B2", None, None, None, None, None, None)),
        '{"v":1,"type":"applied","seq":5,"action":{"type":"EndTurn"},'
        f'"digest":"{"a" * 64}","deck":["R1","B2",null,null,null,null,null,null]}}',
    ),
    (Undone(6, "b" * 64), f'{{"v":1,"type":"undone","seq":6,"digest":"{"b" * 64}"}}'),
    (
        Refused(5, "R23", "grow_onto_oracle", (("cost", 3), ("what", "x"))),
        '{"v":1,"type":"refused","seq":5,"rule":"R23","key":"grow_onto_oracle",'
        '"params":{"cost":3,"what":"x"}}',
    ),
    (Options(True), '{"v":1,"type":"options","hints":true}'),
    (Options(False), '{"v":1,"type":"options","hints":false}'),
    (
        Error("net_stale", (("seq", 4),)),
        '{"v":1,"type":"error","key":"net_stale","params":{"seq":4}}',
    ),
]


@pytest.mark.parametrize(("message", "text"), CLIENT, ids=lambda m: type(m).__name__)
def test_a_client_message_is_exactly_this_text(message: Message, text: str) -> None:
    assert encode(message) == text
    assert parse_client(text) == message


@pytest.mark.parametrize(("message", "text"), SERVER, ids=lambda m: type(m).__name__)
def test_a_server_message_is_exactly_this_text(message: Message, text: str) -> None:
    assert encode(message) == text
    assert parse_server(text) == message


def messages_of(side: type) -> list[type]:
    """The message dataclasses protocol.py defines for `side` (its sender)."""
    found = [v for v in vars(protocol).values() if isinstance(v, type) and issubclass(v, side)]
    return sorted((v for v in found if v is not side), key=str)


def test_every_message_has_exactly_one_kind_of_its_senders_side() -> None:
    assert sorted((k.message for k in CLIENT_KINDS), key=str) == messages_of(ClientMessage)
    assert sorted((k.message for k in SERVER_KINDS), key=str) == messages_of(ServerMessage)
    names = [k.name for k in CLIENT_KINDS] + [k.name for k in SERVER_KINDS]
    assert len(names) == len(set(names)) == 14


def test_the_samples_cover_every_kind() -> None:
    assert {type(m) for m, _ in CLIENT} == {k.message for k in CLIENT_KINDS}
    assert {type(m) for m, _ in SERVER} == {k.message for k in SERVER_KINDS}


def test_a_kind_gives_a_wire_for_each_field_of_its_message_in_order() -> None:
    made = kind("undone", Undone, seq=SEQ, digest=STATE_DIGEST)
    assert made.wires == (("seq", SEQ), ("digest", STATE_DIGEST))
    with pytest.raises(TypeError):
        kind("undone", Undone, digest=STATE_DIGEST, seq=SEQ)  # the wire's order is the fields'
    with pytest.raises(TypeError):
        kind("undone", Undone, seq=SEQ)


def table_of(page: str, heading: str) -> list[str]:
    """The message types the table under `## <heading>` lists, in its order."""
    section = page.split(f"\n## {heading}\n", 1)[1].split("\n## ", 1)[0]
    return [t for t in re.findall(r"^\| `([a-z_]+)` \|", section, re.MULTILINE) if t != "type"]


def test_the_protocol_page_lists_exactly_the_registrys_kinds() -> None:
    page = (Path(__file__).resolve().parents[2] / "docs" / "network-protocol.md").read_text()
    assert table_of(page, "Client → server") == [k.name for k in CLIENT_KINDS]
    assert table_of(page, "Server → client") == [k.name for k in SERVER_KINDS]
