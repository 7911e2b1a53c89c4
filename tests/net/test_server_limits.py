"""What one peer may cost a real server on 127.0.0.1: connections per address (a reverse
proxy on this machine names each peer's address in X-Forwarded-For), a connection that
takes no seat closed, the oldest seatless connection giving way when the server is full,
rooms per address over time and wrong join codes per address with a back-off that no
reconnect undoes; text frames only. Counts are bounded; timeouts only guard a hang."""

from __future__ import annotations

from contextlib import ExitStack

import pytest
from websockets.exceptions import ConnectionClosed, InvalidStatus
from websockets.sync.client import ClientConnection, connect

from mg.engine import Problem
from mg.net.client import Joined, create_room
from mg.net.guard.door import FAILED_JOINS_AT_ONCE, ROOMS_AT_ONCE, Door
from mg.net.protocol import (
    Create,
    Created,
    Error,
    Join,
    State,
    Sync,
    Welcome,
    encode,
    parse_server,
)
from tests.support.net_play import GUARD, play_one, raw_websocket, running_server, started

pytestmark = pytest.mark.system


def through_proxy(address: str, peer: str) -> ClientConnection:
    """A connection as a reverse proxy on this machine makes for `peer`."""
    return connect(
        f"ws://{address}",
        additional_headers={"X-Forwarded-For": peer},
        compression=None,
        open_timeout=GUARD,
    )


def said(ws: ClientConnection, message: Create | Join | Sync) -> object:
    ws.send(encode(message))
    return parse_server(ws.recv(timeout=GUARD))


def test_an_address_holds_so_many_connections_the_others_still_come_in() -> None:
    with running_server(door=Door(per_address=3)) as (_server, address), ExitStack() as held:
        last = [held.enter_context(through_proxy(address, "203.0.113.5")) for _ in range(3)][-1]
        with pytest.raises(InvalidStatus) as refused:
            through_proxy(address, "203.0.113.5")
        assert refused.value.response.status_code == 429
        with through_proxy(address, "198.51.100.7") as other:
            assert isinstance(said(other, Create(("red", "yellow"), 8)), Created)
        last.close()
        with through_proxy(address, "203.0.113.5") as again:  # one left: one more
            assert isinstance(said(again, Create(("red", "yellow"), 8)), Created)


def test_a_connection_that_takes_no_seat_is_closed_a_seated_one_stays() -> None:
    with running_server(unseated_for=0.5) as (server, address):
        code = create_room(address, ["red", "yellow"], 8)
        with connect(f"ws://{address}", compression=None) as seated:
            assert isinstance(said(seated, Join(code, "Ann", None, None)), Welcome)
            with (
                connect(f"ws://{address}", compression=None) as idle,
                pytest.raises(ConnectionClosed),
            ):
                idle.recv(timeout=GUARD)  # nothing comes: it is closed
            assert isinstance(said(seated, Sync()), State)  # still heard
        assert server.rooms.rooms[code].seats[0].taken


def test_a_full_server_makes_the_oldest_seatless_connection_give_way() -> None:
    colours = ["red", "yellow"]
    with running_server(max_connections=6) as (server, address):
        code = create_room(address, colours, 8)
        clients = started(address, code, colours)
        room = server.rooms.rooms[code]
        idle = [raw_websocket(address) for _ in range(4)]  # the server is full now
        other = create_room(address, colours, 8)  # a newcomer still gets in …
        assert other in server.rooms.rooms
        assert idle[0].recv(1) == b""  # … the oldest idle connection gave way
        seen = play_one(clients, colours, Joined("red", "", room.game.copy(), ()))
        assert seen.seq == 1  # and the seated players play on
        for sock in idle:
            sock.close()
        for client in clients:
            client.close()


def test_an_address_opens_so_many_rooms_however_it_reconnects() -> None:
    with running_server() as (server, address):
        answers = []
        for _ in range(ROOMS_AT_ONCE + 2):
            with through_proxy(address, "203.0.113.5") as ws:  # a new connection each time
                answers.append(said(ws, Create(("red", "yellow"), 8)))
        created = [a for a in answers if isinstance(a, Created)]
        refused = [a.key for a in answers if isinstance(a, Error)]
        assert len(created) == ROOMS_AT_ONCE and refused == ["net_create_wait"] * 2
        assert len(server.rooms.rooms) == ROOMS_AT_ONCE
        with through_proxy(address, "198.51.100.7") as ws:
            assert isinstance(said(ws, Create(("red", "yellow"), 8)), Created)


def test_wrong_codes_lock_an_address_out_even_with_the_right_code_then() -> None:
    with running_server() as (_server, address):
        code = create_room(address, ["red", "yellow"], 8)
        wrong = "ZZZ-ZZZ" if code != "ZZZ-ZZZ" else "YYY-YYY"
        for _ in range(FAILED_JOINS_AT_ONCE):
            with through_proxy(address, "203.0.113.5") as ws:
                answer = said(ws, Join(wrong, None, None, None))
                assert isinstance(answer, Error) and answer.key == "net_no_room"
        with through_proxy(address, "203.0.113.5") as ws:  # a reconnect undoes nothing
            answer = said(ws, Join(code, None, None, None))
            assert isinstance(answer, Error) and answer.key == "net_join_wait"
            with pytest.raises(ConnectionClosed):
                ws.recv(timeout=GUARD)  # and the guesser is shown out
        with through_proxy(address, "198.51.100.7") as ws:
            assert isinstance(said(ws, Join(code, None, None, None)), Welcome)


def test_a_binary_frame_is_refused_the_protocol_is_text() -> None:
    with running_server() as (_server, address), connect(f"ws://{address}") as ws:
        ws.send(encode(Sync()).encode())  # a message of the protocol, as binary data
        answer = parse_server(ws.recv(timeout=GUARD))
        assert isinstance(answer, Error) and answer.key == "net_not_text"
        with pytest.raises(ConnectionClosed):
            ws.recv(timeout=GUARD)


def test_a_client_told_to_wait_sees_the_key_and_how_long() -> None:
    with running_server(door=Door(rooms_at_once=1)) as (_server, address):
        create_room(address, ["red", "yellow"], 8)
        with pytest.raises(Problem) as caught:
            create_room(address, ["red", "yellow"], 8)
        assert caught.value.key == "net_create_wait" and caught.value.params["seconds"] == 60
