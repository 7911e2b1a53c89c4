"""Real servers and clients on loopback for the network tests (issue 25): a server on its own
thread for the length of a `with`, a client's events waited for (the timeouts only guard
against a hang: nothing is timed), and a raw connection that sends what it likes."""

from __future__ import annotations

import base64
import os
import queue
import socket
import subprocess
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from mg.dev.driver import Driver
from mg.net.client import Event, NetClient
from mg.net.net_table import NetTable
from mg.net.protocol import Join
from mg.net.rooms import Rooms
from mg.net.server import Server, ServerThread
from mg.scenes.lobby.join import JoinScene
from mg.scenes.lobby.lobby import LobbyScene

GUARD = 30.0  # seconds before a test that hangs fails instead


@contextmanager
def running_server(**options: Any) -> Iterator[tuple[Server, str]]:
    """A server on 127.0.0.1 (a free port) and its address, stopped at the end."""
    server = Server(Rooms(), host="127.0.0.1", port=0, **options)
    thread = ServerThread(server)
    port = thread.start()
    try:
        yield server, f"127.0.0.1:{port}"
    finally:
        thread.stop()


def wait_for(
    client: NetClient, wanted: Callable[[Event], bool], seen: list[Event] | None = None
) -> Event:
    """The client's next event that is `wanted` (the ones before it go to `seen`)."""
    while True:
        try:
            event = client.events.get(timeout=GUARD)
        except queue.Empty:
            raise AssertionError(f"no such event came; seen {seen}") from None
        if wanted(event):
            return event
        if seen is not None:
            seen.append(event)


def silent_connection(address: str, text: str) -> socket.socket:
    """A WebSocket opened by hand on a plain socket, `text` sent as one frame, then never
    read again: it answers no ping (a frozen or vanished player). Close it when done."""
    host, port = address.rsplit(":", 1)
    sock = socket.create_connection((host, int(port)), timeout=GUARD)
    key = base64.b64encode(os.urandom(16)).decode()
    sock.sendall(
        (
            f"GET / HTTP/1.1\r\nHost: {address}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n"
        ).encode()
    )
    answer = b""
    while b"\r\n\r\n" not in answer:
        answer += sock.recv(1)
    assert answer.startswith(b"HTTP/1.1 101"), answer
    payload = text.encode()
    assert len(payload) < 126
    mask = os.urandom(4)
    masked = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
    sock.sendall(bytes([0x81, 0x80 | len(payload)]) + mask + masked)
    return sock


def self_signed(folder: Path, name: str) -> tuple[Path, Path]:
    """A certificate for 127.0.0.1 signed by its own key: (certificate, key), PEM files."""
    cert, key = folder / f"{name}-cert.pem", folder / f"{name}-key.pem"
    subprocess.run(
        ["openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1"]
        + ["-nodes", "-keyout", str(key), "-out", str(cert), "-days", "2"]
        + ["-subj", f"/CN={name}", "-addext", "subjectAltName=IP:127.0.0.1,DNS:localhost"],
        check=True,
        capture_output=True,
    )
    return cert, key


def net_until(driver: Driver, done: Callable[[], bool], limit: int = 20000) -> None:
    """Frames until `done`, each after a moment for the network's threads (bounded in
    frames: a guard against a hang, nothing timed)."""
    try:
        driver.until(done, limit, pause=0.005)
    except AssertionError:
        top = driver.top
        problem = getattr(top, "problem", None)
        raise AssertionError(f"never happened on {driver.top_name}: {problem!r}") from None


def lobby_ready(driver: Driver) -> bool:
    """The host's lobby shows its room's seats."""
    top = driver.top
    return isinstance(top, LobbyScene) and top.net is not None and bool(top.net.seats)


def hosted_lobby(driver: Driver, players: int = 2) -> NetTable:
    """The menu's `players` hosted by mouse: every seat but the host's open for a remote
    player; the lobby once it shows its room's seats."""
    driver.app.ctx.settings.ask_idle_end = False
    driver.press(f"players-{players}")
    driver.press("host")
    net_until(driver, lambda: lobby_ready(driver))
    net = driver.top_as(LobbyScene).net
    assert net is not None and net.hosting is not None
    return net


def remote_player(net: NetTable, name: str) -> NetClient:
    """Another machine's player joining the hosted game `net` (close it when done)."""
    assert net.hosting is not None
    client = NetClient(f"127.0.0.1:{net.hosting.port}", Join(net.code, name))
    client.start()
    return client


def join_by_address(driver: Driver, address: str, code: str) -> None:
    """From the menu, the Join screen with `address` and `code` filled in, and Join."""
    driver.press("join")
    scene = driver.top_as(JoinScene)
    scene.address.set_text(address)
    scene.code.set_text(code)
    driver.press("join")
