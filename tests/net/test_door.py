"""A server's limits per address, with no network (a fake clock): connections an address
holds, rooms it opens over time, joins it gets wrong (a back-off no reconnect undoes), an
address cut for flooding shut out ever longer; an IPv6 machine counts by its /64; a proxy
on this machine is believed for the last address it names only. And a flood of one event
is logged once a while, never once an event."""

from __future__ import annotations

import logging

import pytest

from mg.net.guard.door import (
    FAILED_JOINS_AT_ONCE,
    JOIN_EVERY,
    ROOM_EVERY,
    ROOMS_AT_ONCE,
    SHUT_FIRST,
    SHUT_MOST,
    Door,
    address_key,
    forwarded_key,
    is_loopback,
)
from mg.net.guard.seldom import Seldom


def door_at(now: list[float], **limits: int) -> Door:
    return Door(clock=lambda: now[0], **limits)  # type: ignore[arg-type]


def test_an_address_holds_so_many_connections_and_one_more_once_one_left() -> None:
    door = door_at([0.0], per_address=3)
    assert [door.enter("203.0.113.5") for _ in range(4)] == [True, True, True, False]
    assert door.enter("198.51.100.7")  # another address is not held back
    door.leave("203.0.113.5")
    assert door.enter("203.0.113.5") and not door.enter("203.0.113.5")


def test_rooms_an_address_opens_a_few_at_once_then_one_a_while_whatever_its_connections() -> None:
    now = [0.0]
    door = door_at(now)
    waits = [door.create_wait("203.0.113.5") for _ in range(ROOMS_AT_ONCE + 1)]
    assert waits[:-1] == [0.0] * ROOMS_AT_ONCE and waits[-1] == pytest.approx(ROOM_EVERY)
    assert door.create_wait("198.51.100.7") == 0.0
    now[0] += ROOM_EVERY
    assert door.create_wait("203.0.113.5") == 0.0 and door.create_wait("203.0.113.5") > 0
    # a minute's worth from one address, however it reconnects: the burst and one more
    assert ROOMS_AT_ONCE + 1 <= 10


def test_wrong_joins_lock_an_address_out_and_it_comes_back_one_try_a_while() -> None:
    now = [0.0]
    door = door_at(now)
    for _ in range(FAILED_JOINS_AT_ONCE):
        assert door.join_wait("203.0.113.5") == 0.0
        door.failed_join("203.0.113.5")
    assert door.join_wait("203.0.113.5") == pytest.approx(JOIN_EVERY)
    assert door.join_wait("198.51.100.7") == 0.0
    now[0] += JOIN_EVERY
    assert door.join_wait("203.0.113.5") == 0.0
    door.failed_join("203.0.113.5")
    assert door.join_wait("203.0.113.5") > 0
    # guessing is held to one code every JOIN_EVERY seconds: a day's guesses against a
    # space of 31^6 codes holding a thousand rooms hit one with a chance under one in 100
    assert 86_400 / JOIN_EVERY * 1000 / 31**6 < 0.01


def test_an_address_cut_for_flooding_is_shut_out_ever_longer_then_forgiven() -> None:
    now = [0.0]
    door = door_at(now)
    assert door.cut("203.0.113.5") == SHUT_FIRST
    assert not door.enter("203.0.113.5") and door.enter("198.51.100.7")
    now[0] += SHUT_FIRST
    assert door.enter("203.0.113.5")
    shut = [door.cut("203.0.113.5") for _ in range(12)]
    assert shut[:3] == [2 * SHUT_FIRST, 4 * SHUT_FIRST, 8 * SHUT_FIRST]
    assert shut[-1] == SHUT_MOST
    now[0] += SHUT_MOST + 3600
    assert door.cut("203.0.113.5") == SHUT_FIRST
    now[0] += 3600
    door.forget_old()
    assert door.shut == {}


def test_addresses_whose_limits_are_as_new_are_forgotten() -> None:
    now = [0.0]
    door = door_at(now)
    door.create_wait("203.0.113.5")
    door.failed_join("198.51.100.7")
    door.forget_old()
    assert set(door.rooms) == {"203.0.113.5"} and set(door.joins) == {"198.51.100.7"}
    now[0] += max(ROOM_EVERY, JOIN_EVERY)
    door.forget_old()
    assert door.rooms == {} and door.joins == {}


@pytest.mark.parametrize(
    ("host", "key"),
    [
        ("203.0.113.5", "203.0.113.5"),
        ("2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"),
        ("2001:db8:1:2:ffff::1", "2001:db8:1:2::/64"),  # the same machine's other address
        ("::ffff:203.0.113.5", "203.0.113.5"),
        ("fe80::1%eth0", "fe80::/64"),
        ("not an address", "?"),
        (None, "?"),
    ],
)
def test_an_address_counts_by_itself_an_ipv6_one_by_its_64(host: object, key: str) -> None:
    assert address_key(host) == key


def test_only_this_machine_is_loopback() -> None:
    assert is_loopback("127.0.0.1") and is_loopback("::1") and is_loopback("::ffff:127.0.0.1")
    assert not is_loopback("192.168.1.20") and not is_loopback(None)


@pytest.mark.parametrize(
    ("header", "key"),
    [
        ("203.0.113.5", "203.0.113.5"),
        ("10.0.0.1, 203.0.113.5", "203.0.113.5"),  # the peer's own say first: not believed
        ("forged, 2001:db8::7", "2001:db8::/64"),
        ("[2001:db8::7]", "2001:db8::/64"),
        ("203.0.113.5, nonsense", None),
        ("", None),
        (None, None),
    ],
)
def test_a_proxy_is_believed_for_the_last_address_it_names(
    header: str | None, key: str | None
) -> None:
    assert forwarded_key(header) == key


def test_a_flood_of_one_event_is_logged_once_a_while_with_its_count(
    caplog: pytest.LogCaptureFixture,
) -> None:
    now = [0.0]
    seldom = Seldom(logging.getLogger("mg.test.seldom"), every=60.0, clock=lambda: now[0])
    with caplog.at_level(logging.INFO, logger="mg.test.seldom"):
        for _ in range(10_000):
            seldom.say("full", "a connection was refused")
        seldom.say("other", "something else")
        now[0] += 60.0
        seldom.say("full", "a connection was refused")
    said = [
        (r.getMessage().startswith(m), r.args)
        for r, m in zip(
            caplog.records,
            ("a connection was refused", "something else", "a connection was refused"),
            strict=True,
        )
    ]
    assert said == [(True, ()), (True, ()), (True, (10_000,))]  # the third with its count
