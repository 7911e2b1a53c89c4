"""A seat never blocks a game, over a real server on 127.0.0.1: a dedicated server's own
bot plays the seat of a player away at their turn, every other player's table says so (the
seat is a computer player's, the banner says who plays for whom) and shows its moves; the
player coming back with the token takes the seat at once. On a dedicated server, where no
host window is, any seated player is offered the seat of a player away a while and hands
it to the server's bot. Bounded in looks; the plans are the random bot's, in a thread."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from typing import Any

import pytest

from mg.ai.worker import plan_from_json
from mg.net import stand_ins
from mg.net.client import Connection, Joined, NetClient, create_room
from mg.net.net_table import NetTable
from mg.net.protocol import Join
from mg.net.rooms import HAND_OVER_AFTER, Rooms
from mg.net.server import Server
from mg.table.table import Banner
from tests.support.clock import FakeClock
from tests.support.net_play import coming_from, running_server, soon, wait_for

COLOURS = ["yellow", "red"]


@contextmanager
def dedicated(
    monkeypatch: pytest.MonkeyPatch, abandon_after: float | None, rooms: Rooms | None = None
) -> Iterator[tuple[Server, str]]:
    """A server with its own bot for seats away (planning quickly, in a thread)."""
    monkeypatch.setattr(stand_ins, "TICK", 0.02)
    with ThreadPoolExecutor(1) as pool:

        def planner(fn: Callable[..., Any], game: str, level: str, seed: int, _t: float) -> Any:
            assert fn is plan_from_json
            return pool.submit(fn, game, "random", seed, 0.01)

        with running_server(rooms, abandon_after=abandon_after, planner=planner) as served:
            yield served


def first_and_second(server: Server, code: str) -> tuple[str, str]:
    """The seat to act first in room `code` (drawn with the deck, R4), and the other."""
    first = str(server.rooms.rooms[code].game.current_player)
    return first, next(c for c in COLOURS if c != first)


def seated_table(address: str, code: str, colour: str) -> NetTable:
    """This machine's table at seat `colour`, once both seats are taken and its board is
    open."""
    net = NetTable(address, code)
    net.saver = lambda _code, _token: None  # (no token file for this test)
    net.join_here("Ann", colour)

    def ready() -> bool | None:
        net.pump()
        return True if net.all_taken() and net.clients and net.game else None

    soon(ready)
    net.begin()
    return net


def test_a_player_away_at_their_turn_is_played_for_and_takes_the_seat_back(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    with dedicated(monkeypatch, abandon_after=0.2) as (server, address):
        code = create_room(address, COLOURS, 8, bot="easy")
        assert server.rooms.rooms[code].bot == "easy"  # the level the room was opened with
        first, second = first_and_second(server, code)
        gone = NetClient(address, Join(code, "Bob", first))
        gone.start()
        joined = wait_for(gone, lambda e: isinstance(e, Joined))
        assert isinstance(joined, Joined)
        net = seated_table(address, code, second)
        try:
            gone.retry = False  # Bob's machine vanishes at his turn (no closing handshake)
            gone.drop()
            soon(lambda: True if net.poll() is not None and net.stand_ins else None)
            assert net.stand_ins == {first: "easy"}  # every player sees who plays the seat
            assert net.seat_kind(first) == "bot"
            assert net.banner() == Banner("stand_in", first)  # (its moves not shown yet)
            assert coming_from(net).colour == first  # its moves come as another player's
            back = NetClient(address, Join(code, token=joined.token))  # Bob is back
            back.start()
            again = wait_for(back, lambda e: isinstance(e, Joined))
            assert isinstance(again, Joined) and again.colour == first
            soon(lambda: True if net.poll() is not None and not net.stand_ins else None)
            assert net.seat_kind(first) == "remote"
            assert server.rooms.rooms[code].stand_ins == {}
            back.close()
        finally:
            gone.close()
            net.close()


def test_any_seated_player_hands_a_seat_away_a_while_to_the_servers_bot(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    rooms = Rooms(hand_over_after=0.0)  # (the server's own wait is another test's)
    with dedicated(monkeypatch, abandon_after=None, rooms=rooms) as (server, address):
        code = create_room(address, COLOURS, 8)
        first, second = first_and_second(server, code)
        gone = NetClient(address, Join(code, "Bob", first))
        gone.start()
        wait_for(gone, lambda e: isinstance(e, Joined))
        net = seated_table(address, code, second)
        clock = FakeClock(tick=0.0)
        net.clock = clock
        try:
            gone.close()
            wait_for(gone, lambda e: isinstance(e, Connection) and e.state == "closed")
            soon(lambda: True if net.poll() is not None and net.away_since else None)
            assert net.offer() is None  # just gone: not offered yet
            clock.now += HAND_OVER_AFTER
            assert net.offer() == first  # no host here: Ann is offered the seat
            assert net.give_to_bot(first, seed=1) is None
            assert net.offer() is None  # (asked: not offered again meanwhile)
            soon(lambda: True if net.poll() is not None and net.stand_ins else None)
            assert net.seat_kind(first) == "bot" and net.banner() == Banner("stand_in", first)
            assert coming_from(net).colour == first
            assert server.rooms.rooms[code].stand_ins == {first: "hard"}
        finally:
            net.close()
