"""The protocol's messages: every one goes out and comes back equal, and nothing a
peer sends — garbage, truncated, oversized, too deep, wrong fields or types — is anything
but a Problem with a `net_*` key."""

from __future__ import annotations

import json
import random

import pytest

from mg.engine import Problem
from mg.net.protocol import (
    MAX_CLIENT_BYTES,
    Create,
    Join,
    Message,
    encode,
    join_code,
    parse_client,
    parse_server,
)
from tests.support.problem_keys import problem_keys
from tests.support.protocol_samples import CLIENT as CLIENT_TEXTS
from tests.support.protocol_samples import SEATS_TEXT
from tests.support.protocol_samples import SERVER as SERVER_TEXTS

CLIENT: list[Message] = [message for message, _ in CLIENT_TEXTS]
SEATS_JSON = json.loads(SEATS_TEXT)
SERVER: list[Message] = [message for message, _ in SERVER_TEXTS]


@pytest.mark.parametrize("message", CLIENT, ids=lambda m: type(m).__name__)
def test_a_client_message_comes_back_as_it_went(message: Message) -> None:
    assert parse_client(encode(message)) == message


@pytest.mark.parametrize("message", SERVER, ids=lambda m: type(m).__name__)
def test_a_server_message_comes_back_as_it_went(message: Message) -> None:
    assert parse_server(encode(message)) == message


def key_of(text: str | bytes, server: bool = False) -> str:
    with pytest.raises(Problem) as caught:
        (parse_server if server else parse_client)(text)
    return problem_keys(caught.value)[0]


def doc(**fields: object) -> str:
    return json.dumps({"v": 1, **fields})


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("", "net_not_json"),
        ('{"v": 1, "type": "act", "seq": 0, "act', "net_not_json"),
        (b"\xff\xfe", "net_not_json"),
        ("[1, 2]", "net_not_message"),
        ('{"v": 1}', "net_not_message"),
        (doc(type=7), "net_not_message"),
        ('{"v": 2, "type": "sync"}', "net_version"),
        ('{"type": "sync"}', "net_version"),
        ('{"v": true, "type": "sync"}', "net_version"),  # (True == 1 in Python)
        ('{"v": 1.0, "type": "sync"}', "net_version"),
        (doc(type="shutdown"), "net_unknown_type"),
        (doc(type="welcome"), "net_unknown_type"),  # a server's message from a client
        (doc(type="sync", extra=1), "net_fields"),
        (doc(type="act", seq=0), "net_fields"),
        (doc(type="act", seq=-1, action={"type": "EndTurn"}), "net_field"),
        (doc(type="act", seq=True, action={"type": "EndTurn"}), "net_field"),
        (doc(type="act", seq=1.5, action={"type": "EndTurn"}), "net_field"),
        (doc(type="act", seq=2**40, action={"type": "EndTurn"}), "net_field"),
        (doc(type="act", seq=0, action={"type": "Explode"}), "net_field"),
        (doc(type="act", seq=0, action={"type": "PlaceCity", "space": [1]}), "net_field"),
        (doc(type="act", seq=0, action="EndTurn"), "net_field"),
        (doc(type="join", code="KRO7Q", name=None, colour=None, token=None), "net_field"),
        (doc(type="join", code="KRO--7Q4", name=None, colour=None, token=None), "net_field"),
        (doc(type="join", code="KRÖ-7Q4", name=None, colour=None, token=None), "net_field"),
        (
            doc(type="join", code=" " * 20 + "KRO7Q4", name=None, colour=None, token=None),
            "net_field",
        ),
        (doc(type="create", players=["red", "yellow"], rounds=12, bot="HARD"), "net_field"),
        (doc(type="create", players=["red", "yellow"], rounds=12, bot=3), "net_field"),
        (doc(type="create", players=["red", "yellow"], rounds=12, clock="blitz"), "net_field"),
        (doc(type="create", players=["red", "yellow"], rounds=12, clock=1), "net_field"),
        (doc(type="create", players=["red", "yellow"], rounds=12, timer="live"), "net_fields"),
        (doc(type="create", players=["red", "yellow"], rounds=12, watch="no"), "net_field"),
        (doc(type="create", players=["red", "yellow"], rounds=12, watch=0), "net_field"),
        (doc(type="watch", code="KRO7Q"), "net_field"),
        (doc(type="watch", code=None), "net_field"),
        (doc(type="watch"), "net_fields"),
        (doc(type="watch", code="KRO-7Q4", token="0" * 32), "net_fields"),
        (doc(type="watching"), "net_unknown_type"),  # a server's message from a client
        (doc(type="chat", text="", phrase=None), "net_field"),
        (doc(type="chat", text=" \u202e\u0000 ", phrase=None), "net_field"),  # nothing shown
        (doc(type="chat", text="x" * 201, phrase=None), "net_field"),
        (doc(type="chat", text=["hi"], phrase=None), "net_field"),
        (doc(type="chat", text=None, phrase="insult"), "net_field"),
        (doc(type="chat", text=None, phrase=3), "net_field"),
        (doc(type="chat", text="hi"), "net_fields"),
        (doc(type="status", rooms=[]), "net_field"),
        (doc(type="status", rooms=[{"code": "KRO-7Q4", "token": "0" * 32}] * 17), "net_field"),
        (doc(type="status", rooms=[{"code": "kro7q4", "token": "0" * 32}]), "net_field"),
        (doc(type="status", rooms=[{"code": "KRO-7Q4", "token": "XYZ"}]), "net_field"),
        (doc(type="status", rooms=[{"code": "KRO-7Q4"}]), "net_field"),
        (doc(type="status", rooms="KRO-7Q4"), "net_field"),
        (doc(type="hand_over", colour="blue"), "net_field"),
        (doc(type="hand_over"), "net_fields"),
        (doc(type="join", code="KRO-7Q4", name="", colour=None, token=None), "net_field"),
        (doc(type="join", code="KRO-7Q4", name="a\nb", colour=None, token=None), "net_field"),
        (doc(type="join", code="KRO-7Q4", name="x" * 25, colour=None, token=None), "net_field"),
        (doc(type="join", code="KRO-7Q4", name=None, colour="blue", token=None), "net_field"),
        (doc(type="join", code="KRO-7Q4", name=None, colour=None, token="ABC"), "net_field"),
        (doc(type="create", players=["red", "red"], rounds=12), "net_field"),
        (doc(type="create", players=["red"], rounds=12), "net_field"),
        (doc(type="create", players=["red", "yellow"], rounds=10), "net_field"),
        (doc(type="create", players=["red", "yellow"], rounds=True), "net_field"),
        ("[" * 50 + "]" * 50, "net_too_deep"),
        ("[" * 100_000, "net_too_big"),
        (doc(type="sync", pad="é" * (MAX_CLIENT_BYTES // 2)), "net_too_big"),
        ("[" * 3000 + "]" * 3000, "net_too_big"),
    ],
)
def test_a_bad_client_message_is_a_problem_with_its_key(text: str | bytes, key: str) -> None:
    assert key_of(text) == key


def test_a_very_deep_message_within_the_size_is_a_problem_not_a_crash() -> None:
    assert key_of("[" * 2000 + "]" * 2000) == "net_too_deep"


@pytest.mark.parametrize("typed", [" kro-7q4 ", "kro7q4", "KRO 7Q4", "k r o - 7 q 4", "Kro7Q4\t"])
def test_a_join_code_is_read_in_any_case_with_or_without_its_dash_and_spaces(typed: str) -> None:
    message = parse_client(doc(type="join", code=typed, name=" Ann ", colour=None, token=None))
    assert message == Join("KRO-7Q4", "Ann", None, None)
    assert join_code(typed) == "KRO-7Q4"


@pytest.mark.parametrize("typed", ["", "KRO-7Q", "KRO-7Q45", "KR-O7Q-4", "KRO_7Q4", "ΚΡΟ-7Q4"])
def test_what_is_no_join_code_is_none(typed: str) -> None:
    assert join_code(typed) is None


def test_a_create_without_the_bot_level_reads_as_before_and_a_level_is_sent_only_when_given() -> (
    None
):
    old = parse_client(doc(type="create", players=["red", "yellow"], rounds=8))
    assert old == Create(("red", "yellow"), 8, None)
    assert "bot" not in json.loads(encode(old))  # (a server that predates it reads it)
    chosen = Create(("red", "yellow"), 8, "easy")
    assert parse_client(encode(chosen)) == chosen


@pytest.mark.parametrize(
    ("fields", "key"),
    [
        (
            {
                "type": "applied",
                "seq": 0,
                "action": {"type": "EndTurn"},
                "digest": "a" * 64,
                "deck": [None] * 8,
            },
            "net_field",
        ),
        (
            {
                "type": "applied",
                "seq": 1,
                "action": {"type": "EndTurn"},
                "digest": "A" * 64,
                "deck": [None] * 8,
            },
            "net_field",
        ),
        (
            {
                "type": "applied",
                "seq": 1,
                "action": {"type": "EndTurn"},
                "digest": "a" * 64,
                "deck": ["Z9"] + [None] * 7,
            },
            "net_field",
        ),
        (
            {
                "type": "applied",
                "seq": 1,
                "action": {"type": "EndTurn"},
                "digest": "a" * 64,
                "deck": [None] * 5,
            },
            "net_field",
        ),
        (
            {"type": "welcome", "colour": "red", "token": "x", "seq": 0, "record": {}, "seats": []},
            "net_field",
        ),
        ({"type": "state", "seq": 0, "record": []}, "net_field"),
        ({"type": "seats", "seats": [{"colour": "red"}, {"colour": "yellow"}]}, "net_field"),
        ({"type": "refused", "seq": 0, "rule": "X1", "key": "k", "params": {}}, "net_field"),
        ({"type": "error", "key": "net_stale", "params": {"seq": [1]}}, "net_field"),
        ({"type": "error", "key": "Net Stale", "params": {}}, "net_field"),
        ({"type": "watching", "seq": 0, "record": {}, "seats": [], "watchers": 1}, "net_field"),
        (
            {"type": "watching", "seq": 0, "record": {}, "seats": SEATS_JSON, "watchers": 33},
            "net_field",
        ),
        ({"type": "watchers", "count": -1}, "net_field"),
        ({"type": "clocks", "left": [300], "running": None}, "net_field"),
        ({"type": "clocks", "left": [300, -1], "running": None}, "net_field"),
        ({"type": "clocks", "left": [300, 20], "running": "blue"}, "net_field"),
        ({"type": "time_out", "colour": None}, "net_field"),
        ({"type": "statuses", "rooms": []}, "net_field"),
        (
            {
                "type": "statuses",
                "rooms": [{"code": "KRO-7Q4", "state": "won", "turn": None, "name": None}],
            },
            "net_field",
        ),
        (
            {
                "type": "statuses",
                "rooms": [{"code": "KRO-7Q4", "state": "waiting", "turn": "blue", "name": None}],
            },
            "net_field",
        ),
        (
            {"type": "said", "seq": 0, "line": 0, "colour": "red", "text": "a", "phrase": None},
            "net_field",
        ),
        (
            {
                "type": "said",
                "seq": 0,
                "line": 1,
                "colour": "red",
                "text": "\u0007",
                "phrase": None,
            },
            "net_field",
        ),
        (
            {"type": "said", "seq": 0, "line": 1, "colour": "red", "text": None, "phrase": "A B"},
            "net_field",
        ),
        ({"type": "watchers", "count": True}, "net_field"),
        ({"type": "watchers", "count": 1, "who": []}, "net_fields"),
        ({"type": "act", "seq": 0, "action": {"type": "EndTurn"}}, "net_unknown_type"),
    ],
)
def test_a_bad_server_message_is_a_problem_with_its_key(
    fields: dict[str, object], key: str
) -> None:
    assert key_of(doc(**fields), server=True) == key


def mutated(text: str, rng: random.Random) -> str:
    """`text` cut, with characters changed, dropped or repeated at random."""
    chars = list(text)
    for _ in range(rng.randint(1, 6)):
        if not chars:
            break
        at = rng.randrange(len(chars))
        how = rng.randrange(4)
        if how == 0:
            chars[at] = rng.choice('{}[]":,0123456789abcdefnulltrue \\')
        elif how == 1:
            del chars[at]
        elif how == 2:
            chars.insert(at, chars[at] * rng.randint(1, 50))
        else:
            chars = chars[:at]
    return "".join(chars)


@pytest.mark.heavy(2)
def test_mutated_messages_parse_or_are_a_net_problem_never_anything_else() -> None:
    rng = random.Random(25)
    texts = [encode(m) for m in CLIENT + SERVER]
    keys: set[str] = set()
    for n in range(4000):
        text = mutated(texts[n % len(texts)], rng)
        for parse in (parse_client, parse_server):
            try:
                parse(text)
            except Problem as problem:
                keys.add(problem.key)
    assert keys and all(key.startswith("net_") for key in keys)
    assert {"net_not_json", "net_fields"} <= keys
