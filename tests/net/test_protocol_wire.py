"""The protocol's wire format, byte for byte (docs/network-protocol.md): every kind of
message encodes to exactly this text and parses back from it; and the message kinds are
one registry, every message dataclass with exactly one kind of its sender's side."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from mg.net import protocol
from mg.net.protocol import (
    CLIENT_KINDS,
    SEQ,
    SERVER_KINDS,
    STATE_DIGEST,
    ClientMessage,
    Message,
    ServerMessage,
    Undone,
    encode,
    kind,
    parse_client,
    parse_server,
)
from tests.support.protocol_samples import CLIENT, SERVER


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
    assert len(names) == len(set(names)) == 25


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
