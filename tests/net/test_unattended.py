"""A server nobody babysits: `GET /health` on its own port answers its counts as JSON (for
a load balancer) and names no room; every event of a room is a line of its log; a
finished game's room is closed a day after the game ended even with its players still
connected, and they are let go; the limits are flags. A real server on 127.0.0.1 for the
HTTP; the rest with no network and a fake clock."""

from __future__ import annotations

import json
import logging
import urllib.request

import pytest

from mg.net.client import create_room
from mg.net.protocol import Act, Create, Created, Join, Watch
from mg.net.rooms import FINISHED_OPEN, Rooms
from mg.net.server import parser
from tests.support.net_play import running_server, started
from tests.support.net_rooms import Table


def health(address: str) -> tuple[int, str, dict[str, object]]:
    with urllib.request.urlopen(f"http://{address}/health", timeout=10) as answer:
        return answer.status, answer.headers["Content-Type"], json.loads(answer.read())


def test_health_answers_the_servers_counts_as_json_and_names_no_room() -> None:
    now = [100.0]
    with running_server() as (server, address):
        server.clock = lambda: now[0]
        server.started_at = 40.0
        status, kind, body = health(address)
        assert (status, kind) == (200, "application/json")
        assert body == {
            "status": "ok",
            "rooms": 0,
            "playing": 0,
            "connections": 1,  # (the asking one)
            "players": 0,
            "spectators": 0,
            "uptime": 60.0,
        }
        code = create_room(address, ["red", "yellow"], 8)
        players = started(address, code, ["red", "yellow"])
        try:
            _status, _kind, body = health(address)
            assert (body["rooms"], body["playing"], body["players"]) == (1, 1, 2)
            assert body["connections"] == 3
            assert code not in json.dumps(body)
        finally:
            for client in players:
                client.close()


def test_every_event_of_a_room_is_a_line_of_the_log(caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.INFO, logger="mg.net.rooms"):
        rooms = Rooms()
        opened = rooms.handle(1, Create(("red", "yellow"), 8, None, False))[0][1]
        assert isinstance(opened, Created)
        code = opened.code
        table = Table(players=("red", "yellow"), rounds=8, rooms=rooms)
        table.send(5, Watch(table.room.code))
        play_to_the_end(table)
        table.rooms.disconnect(5)
        table.rooms.disconnect(0)
        table.send(7, Join(table.room.code, token=table.welcome(0).token))
    lines = [r.getMessage() for r in caplog.records]
    assert f"room {code} opened: 2 seats, 8 rounds, no spectators" in lines
    room = table.room.code
    assert [line for line in lines if line.startswith(f"room {room}")] == [
        f"room {room}: the red seat taken",
        f"room {room}: the yellow seat taken",
        f"room {room}: a spectator came (1 watch)",
        f"room {room}: the game is over ({table.room.seq} actions)",
        f"room {room}: a spectator left (0 watch)",
        f"room {room}: the red seat's player left",
        f"room {room}: the red seat taken back",
    ]


def play_to_the_end(table: Table) -> None:
    """The seats play the game to its end, each its first legal action (bounded)."""
    game = table.room.game
    for _ in range(5000):
        if game.is_over():
            return
        table.send(table.conn_to_act(), Act(table.room.seq, game.legal_actions()[0]))
    raise AssertionError("the game never ended")


def test_a_finished_games_room_is_closed_a_day_after_it_ended_and_everyone_let_go() -> None:
    now = [0.0]
    table = Table(players=("red", "yellow"), rounds=8, rooms=Rooms(clock=lambda: now[0]))
    table.send(9, Watch(table.room.code))
    play_to_the_end(table)
    assert table.room.ended == now[0]
    now[0] += FINISHED_OPEN
    assert table.rooms.prune_finished() == []  # (a day is not past yet)
    now[0] += 1
    sends = table.rooms.prune_finished()
    assert sorted(sends) == [(0, None), (1, None), (9, None)]
    assert table.room.code not in table.rooms.rooms and table.room.code in table.rooms.changed
    assert not table.rooms.seated and not table.rooms.watching


def test_the_limits_are_flags() -> None:
    options = parser().parse_args(
        ["--max-rooms", "5", "--max-connections", "40", "--per-address", "3"]
        + ["--rooms-per-address", "2"]
    )
    assert (options.max_rooms, options.max_connections) == (5, 40)
    assert (options.per_address, options.rooms_per_address) == (3, 2)
