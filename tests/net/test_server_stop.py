"""A server stopped while a connection is still in its opening handshake cuts that
connection and ends at once (the handshake would otherwise hold the stop for its whole
timeout, 10 s: a host leaving, or a test, waited on a stranger's half-sent request), and
nothing is left running to fail later, on another thread, when the garbage is collected."""

from __future__ import annotations

import gc
import socket
import sys

from mg.net.rooms import Rooms
from mg.net.server import OPEN_TIMEOUT, Server, ServerThread
from tests.support.net_play import soon


def test_a_connection_half_way_through_its_handshake_ends_with_the_server() -> None:
    server = Server(Rooms(), host="127.0.0.1", port=0)
    thread = ServerThread(server)
    port = thread.start()
    halves = [socket.create_connection(("127.0.0.1", port), timeout=10) for _ in range(3)]
    caught: list[object] = []
    hook = sys.unraisablehook
    try:
        for half in halves:
            half.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n")  # the headers never end
        soon(lambda: server.gate.count == 3 or None)
        thread.stop(timeout=OPEN_TIMEOUT / 2)  # (a bound on a hang, not a duration)
        assert not thread.running
        sys.unraisablehook = caught.append
        gc.collect()
    finally:
        sys.unraisablehook = hook
        for half in halves:
            half.close()
    assert caught == [] and server.gate.count == 0
