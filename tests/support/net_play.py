"""Real servers and clients on loopback for the network tests: a server on its own
thread for the length of a `with`, or in a process of its own (its memory read from /proc);
clients seated and an action played by each in turn; a client's events waited for (the
timeouts only guard against a hang: nothing is timed); a raw connection that sends what it
likes; a field of a scene typed into."""

from __future__ import annotations

import base64
import os
import queue
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

import pygame

from mg.bench.net import free_port
from mg.dev.driver import Driver
from mg.engine import EndTurn
from mg.net.client import Event, Joined, Moved, NetClient, create_room
from mg.net.net_table import NetTable
from mg.net.protocol import Join
from mg.net.rooms import Rooms
from mg.net.server import Server, ServerThread
from mg.scenes.lobby.join import JoinScene
from mg.scenes.lobby.lobby import LobbyScene
from mg.table.table import Coming

GUARD = 30.0  # seconds before a test that hangs fails instead
PAUSE = 0.01  # seconds between two looks at what the network said
LOOKS = int(GUARD / PAUSE)  # looks at most before a wait fails
T = TypeVar("T")
ROOT = Path(__file__).resolve().parents[2]


@contextmanager
def never_answers() -> Iterator[str]:
    """An address whose port takes connections (the system's backlog) and never says a
    word: a server hung, or a black hole on the way."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        sock.listen(8)
        yield f"127.0.0.1:{sock.getsockname()[1]}"


@contextmanager
def running_server(rooms: Rooms | None = None, **options: Any) -> Iterator[tuple[Server, str]]:
    """A server on 127.0.0.1 (a free port) and its address, stopped at the end."""
    server = Server(rooms or Rooms(), host="127.0.0.1", port=0, **options)
    thread = ServerThread(server)
    port = thread.start()
    try:
        yield server, f"127.0.0.1:{port}"
    finally:
        thread.stop()


def soon(look: Callable[[], T | None]) -> T:
    """What `look` gives once it gives something (bounded in looks, each after a pause)."""
    for _ in range(LOOKS):
        found = look()
        if found is not None:
            return found
        time.sleep(PAUSE)
    raise AssertionError("it never came")


def coming_from(net: NetTable) -> Coming:
    """The next move of another machine's player, once the network table heard it (what
    it says before is kept)."""

    def look() -> Coming | None:
        net.poll()
        return net.coming()

    return soon(look)


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


def raw_websocket(address: str, headers: dict[str, str] | None = None) -> socket.socket:
    """A WebSocket opened by hand on a plain socket (with extra request `headers`, e.g. the
    `X-Forwarded-For` a reverse proxy on this machine sends), once the server accepted it."""
    host, port = address.rsplit(":", 1)
    sock = socket.create_connection((host, int(port)), timeout=GUARD)
    sock.sendall(upgrade_request(address, headers))
    answer = b""
    while b"\r\n\r\n" not in answer:
        got = sock.recv(1)
        assert got, f"closed during the opening handshake: {answer!r}"
        answer += got
    assert answer.startswith(b"HTTP/1.1 101"), answer
    return sock


def upgrade_request(address: str, headers: dict[str, str] | None = None) -> bytes:
    """The HTTP request that opens a WebSocket to `address`."""
    key = base64.b64encode(os.urandom(16)).decode()
    lines = [
        "GET / HTTP/1.1",
        f"Host: {address}",
        "Upgrade: websocket",
        "Connection: Upgrade",
        f"Sec-WebSocket-Key: {key}",
        "Sec-WebSocket-Version: 13",
        *(f"{name}: {value}" for name, value in (headers or {}).items()),
    ]
    return ("\r\n".join(lines) + "\r\n\r\n").encode()


def client_frame(opcode: int, payload: bytes) -> bytes:
    """One frame as a client sends it (masked), of at most 125 bytes: 0x1 text, 0x2
    binary, 0x9 ping."""
    assert len(payload) < 126
    mask = os.urandom(4)
    masked = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
    return bytes([0x80 | opcode, 0x80 | len(payload)]) + mask + masked


def started(address: str, code: str, colours: list[str]) -> list[NetClient]:
    """A client seated at each of `colours` in room `code`, once each is welcomed."""
    clients = [NetClient(address, Join(code, f"P{k}", c)) for k, c in enumerate(colours)]
    for client in clients:
        client.start()
        wait_for(client, lambda e: isinstance(e, Joined))
    return clients


def play_one(clients: list[NetClient], colours: list[str], game_seen: Moved | Joined) -> Moved:
    """The player to act plays its first legal action (not ending the turn if it can)."""
    game = game_seen.game
    actor = clients[colours.index(str(game.current_player))]
    legal = game.legal_actions()
    actor.act(next((a for a in legal if not isinstance(a, EndTurn)), legal[0]))
    for client in clients:  # every copy is after this action before the next is sent
        moved = wait_for(client, lambda e: isinstance(e, Moved))
    assert isinstance(moved, Moved)
    return moved


def silent_connection(address: str, text: str) -> socket.socket:
    """A WebSocket opened by hand, `text` sent as one frame, then never read again: it
    answers no ping (a frozen or vanished player). Close it when done."""
    sock = raw_websocket(address)
    sock.sendall(client_frame(0x1, text.encode()))
    return sock


@dataclass
class ServerProcess:
    """A server in a process of its own, its address and its log so far (lines)."""

    process: subprocess.Popen[str]
    address: str
    log: list[str] = field(default_factory=list)


@contextmanager
def server_process(*options: str, descriptors: int | None = None) -> Iterator[ServerProcess]:
    """`python -m mg.net.server` on 127.0.0.1 (a free port, or `--port` among `options`),
    once it accepts connections; at most `descriptors` files open in it (its `ulimit -n`)
    when given. Killed at the end."""
    port = next((options[k + 1] for k, o in enumerate(options) if o == "--port"), None)
    command = [sys.executable, "-m", "mg.net.server", "--host", "127.0.0.1"]
    if port is None:
        port = str(free_port())
        command += ["--port", port]

    def limited() -> None:
        if descriptors is not None:
            import resource  # (not on Windows)

            resource.setrlimit(resource.RLIMIT_NOFILE, (descriptors, descriptors))

    process = subprocess.Popen(
        command + list(options), cwd=ROOT, stderr=subprocess.PIPE, text=True, preexec_fn=limited
    )
    server = ServerProcess(process, f"127.0.0.1:{port}")
    assert process.stderr is not None
    try:
        while "listening" not in (line := process.stderr.readline()):
            assert process.poll() is None, f"the server did not start: {server.log}"
            server.log.append(line)
        server.log.append(line)
        threading.Thread(target=_keep_log, args=(process, server.log), daemon=True).start()
        yield server
    finally:
        process.kill()
        process.wait(GUARD)


def _keep_log(process: subprocess.Popen[str], log: list[str]) -> None:
    assert process.stderr is not None
    for line in process.stderr:  # (read: a full pipe would stop the server)
        log.append(line)


def proc_rss_kb(pid: int) -> int:
    """A process's resident memory in kB, from /proc (Linux)."""
    with open(f"/proc/{pid}/status", encoding="ascii") as status:
        return next(int(line.split()[1]) for line in status if line.startswith("VmRSS:"))


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


def type_into(driver: Driver, rect: pygame.Rect, text: str) -> None:
    """`text` typed into the field at `rect`, as a player would (a click, then keys)."""
    driver.click(rect.center)
    for char in text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=char))
    driver.frames(2)


def join_by_form(driver: Driver, address: str, typed: str, button: str = "join") -> JoinScene:
    """The menu's Join a game…, the address and the code typed as a player would, Join (or
    `button`: Watch); the Join scene."""
    driver.press("join")
    scene = driver.top_as(JoinScene)
    type_into(driver, scene.address.rect, address)
    type_into(driver, scene.code.rect, typed)
    driver.press(button)
    return scene


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
    driver.press("here")  # on this computer
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


@contextmanager
def room_held_by(name: str, colours: list[str]) -> Iterator[tuple[str, str, NetClient]]:
    """A server on 127.0.0.1 with a room of `colours` whose first seat another machine's
    player `name` holds (joined): its address, its code and that player's client, closed at
    the end with the server."""
    with running_server() as (_server, address):
        code = create_room(address, colours, 8)
        other = NetClient(address, Join(code, name, colours[0]))
        other.start()
        try:
            wait_for(other, lambda e: isinstance(e, Joined))
            yield address, code, other
        finally:
            other.close()
