"""Floods against a real server process on 127.0.0.1, its memory read from /proc: a peer
that sends pings as fast as it can and never reads is cut at once (the pongs never pile
up), and one refused that keeps sending is cut instead of read; hundreds of idle
connections against a server of 256 descriptors leave room for a real player, with
nothing logged once a connection. Counts are bounded (pings sent, connections opened);
timeouts only guard a hang."""

from __future__ import annotations

import socket
from contextlib import ExitStack

import pytest

from mg.net.client import Joined, create_room
from tests.support.net_play import (
    client_frame,
    play_one,
    proc_rss_kb,
    raw_websocket,
    server_process,
    started,
    upgrade_request,
)

pytestmark = pytest.mark.system

PINGS = 200_000  # of 125 bytes each: 26 MB sent, as many pongs owed


def test_a_ping_flood_is_cut_and_the_server_memory_stays_flat() -> None:
    with server_process() as server:
        before = proc_rss_kb(server.process.pid)
        flood = raw_websocket(server.address, {"X-Forwarded-For": "203.0.113.66"})
        burst = client_frame(0x9, b"p" * 125) * 100
        cut = False
        try:
            for _ in range(PINGS // 100):  # never reading a pong
                flood.sendall(burst)
        except OSError:  # reset by the server
            cut = True
        grown_mb = (proc_rss_kb(server.process.pid) - before) / 1024
        flood.close()
        assert cut and grown_mb < 8, (cut, grown_mb)
        code = create_room(server.address, ["red", "yellow"], 8)  # the others play on
        clients = started(server.address, code, ["red", "yellow"])
        for client in clients:
            client.close()
        log = "".join(server.log)
        assert log.count("(control_frames)") == 1  # the cut said once, by its key
        assert "socket.send() raised exception" not in log


def test_a_refused_peer_that_keeps_sending_is_cut_not_read() -> None:
    with server_process("--per-address", "1") as server:
        held = raw_websocket(server.address, {"X-Forwarded-For": "203.0.113.66"})
        host, port = server.address.rsplit(":", 1)
        with socket.create_connection((host, int(port))) as refused:
            refused.sendall(upgrade_request(server.address, {"X-Forwarded-For": "203.0.113.66"}))
            assert refused.recv(12) == b"HTTP/1.1 429"
            burst = client_frame(0x9, b"p" * 125) * 1000
            with pytest.raises(OSError):  # reset, long before the 26 MB are sent
                for _ in range(200):
                    refused.sendall(burst)
        held.close()


def test_idle_connections_from_everywhere_leave_room_for_a_real_player() -> None:
    colours = ["red", "yellow"]
    with server_process(descriptors=256) as server, ExitStack() as idle:
        host, port = server.address.rsplit(":", 1)
        for k in range(300):  # more than the server has descriptors, each from elsewhere
            sock = idle.enter_context(socket.create_connection((host, int(port))))
            peer = f"198.51.{100 + k // 250}.{k % 250 + 1}"
            sock.sendall(upgrade_request(server.address, {"X-Forwarded-For": peer}))
        code = create_room(server.address, colours, 8)
        clients = started(server.address, code, colours)
        room_game = clients[0].mirror.game.copy() if clients[0].mirror else None
        assert room_game is not None
        play_one(clients, colours, Joined("red", "", room_game, ()))
        for client in clients:
            client.close()
        log = "".join(server.log)  # said once a while, not once a connection:
        assert log.count("gave way") <= 2
        assert log.count("out of system resource") <= 1  # (a burst accepted at once)
