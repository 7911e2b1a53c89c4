"""The network game this machine last joined, offered on the menu to rejoin: only while a
seat's token is kept for its code; a damaged or hostile file offers nothing; forgetting one
game leaves another's offer."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mg.net.kept.seat_tokens import (
    forget_rejoin,
    keep_rejoin,
    keep_token,
    rejoin_offer,
    rejoin_path,
)
from mg.net.net_table import NetTable
from mg.net.protocol import Join

TOKEN = "0123456789abcdef0123456789abcdef"


@pytest.fixture(autouse=True)
def data_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MG_DATA_DIR", str(tmp_path))


def test_a_game_joined_is_offered_while_its_token_is_kept() -> None:
    assert keep_rejoin("kro-7q4", "192.168.1.20:8765", "Anna") is None
    assert rejoin_offer() is None  # no seat's token for it: nothing to take back
    assert keep_token("KRO-7Q4", TOKEN) is None
    offer = rejoin_offer()
    assert offer is not None
    assert (offer.code, offer.address, offer.host) == ("KRO-7Q4", "192.168.1.20:8765", "Anna")
    forget_rejoin("ABC-123")  # another game's: this offer stays
    assert rejoin_offer() == offer
    forget_rejoin("kro-7q4")
    assert rejoin_offer() is None


@pytest.mark.parametrize(
    "data",
    [
        "not json",
        [],
        {"code": "KRO-7Q4", "address": "", "host": None, "at": 1.0},
        {"code": "../../x", "address": "h:1", "host": None, "at": 1.0},
        {"code": "KRO-7Q4", "address": "h:1", "host": 7, "at": 1.0},
        {"code": "KRO-7Q4", "address": "h:1", "host": None, "at": True},
        {"code": "KRO-7Q4", "address": "h" * 201, "host": None, "at": 1.0},
        {"code": "KRO-7Q4", "address": "h:1", "host": "A" * 65, "at": 1.0},
    ],
)
def test_a_damaged_file_offers_nothing(data: object) -> None:
    assert keep_token("KRO-7Q4", TOKEN) is None
    text = data if isinstance(data, str) else json.dumps(data)
    rejoin_path().write_text(text, encoding="utf-8")
    assert rejoin_offer() is None


def test_only_a_tables_first_seat_joins_with_the_token_kept_for_its_room() -> None:
    # A second seat joined at this table before the first was told its seat must not find
    # the first's token (kept meanwhile on the first client's thread) and take its seat.
    assert keep_token("KRO-7Q4", TOKEN) is None
    net = NetTable("127.0.0.1:9", "KRO-7Q4")  # (nothing listens: no seat is ever given)
    first, second = net.join_here("Ann"), net.join_here("Bob")
    try:
        assert first.join_message == Join("KRO-7Q4", "Ann", None, TOKEN)
        assert second.join_message == Join("KRO-7Q4", "Bob", None, None)
    finally:
        net.close()
