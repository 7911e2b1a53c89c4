"""What one hostile peer costs a server process (`python -m mg.bench net-attack`): a server
(`python -m mg.net.server`, from `--root`: another checkout measures another server) is
attacked from this process over 127.0.0.1 and measured from /proc. The attacker comes
through `X-Forwarded-For` as a reverse proxy would name it (an older server ignores the
header: the same attack from this machine), so that a real player from this machine is
another address.

- ping: pings as fast as the socket takes them, never reading a pong, for `seconds`
  (reconnecting when cut): the server's memory and CPU;
- idle: 1,100 connections that say nothing, from one address, then from 1,100, against a
  server of 1,024 descriptors: how many it holds, whether a real player still gets a room,
  its seat and plays, and how much the server logged;
- rooms: rooms one address opens in `seconds`, reconnecting whenever refused;
- guesses: joins with random codes from one address for `seconds`, reconnecting whenever
  closed: how many `net_no_room` answers a second, at the start and at the end;
- files: the round trip of an action with 5,000 room files in the state folder (and with
  none), and how long the server took to start and how much memory it holds."""

from __future__ import annotations

import asyncio
import base64
import os
import queue
import random
import secrets
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Awaitable, Callable
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake

from mg.bench.net import Figures, Playing, free_port, open_room, play_room, proc_figures
from mg.net.client import Joined, Moved, NetClient, create_room
from mg.net.protocol import Create, Created, Error, Join, encode, parse_server
from mg.net.room_files import write_room
from mg.net.rooms import CODE_ALPHABET, Rooms

ATTACKER = "203.0.113.7"  # (TEST-NET-3: no one's)
PING = bytes([0x89, 0xFD]) + b"\0\0\0\0" + b"p" * 125  # a masked ping of 125 bytes


class ServerProcess:
    """A server process started from `root`, its log kept as it comes."""

    def __init__(self, root: Path, *options: str, descriptors: int | None = None) -> None:
        self.port = free_port()
        command = [sys.executable, "-m", "mg.net.server", "--host", "127.0.0.1"]
        command += ["--port", str(self.port), *options]
        self.started = time.perf_counter()
        self.process = subprocess.Popen(
            command,
            cwd=root,
            stderr=subprocess.PIPE,
            text=True,
            preexec_fn=None if descriptors is None else lambda: _limit(descriptors),
        )
        self.log: list[str] = []
        assert self.process.stderr is not None
        while "listening" not in (line := self.process.stderr.readline()):
            if self.process.poll() is not None:
                raise RuntimeError(f"the server did not start: {self.log}")
            self.log.append(line)
        self.start_seconds = time.perf_counter() - self.started
        threading.Thread(target=self._keep_log, daemon=True).start()
        self.address = f"127.0.0.1:{self.port}"

    def _keep_log(self) -> None:
        assert self.process.stderr is not None
        for line in self.process.stderr:
            self.log.append(line)

    def rss_mb(self) -> float:
        return proc_figures(self.process.pid)[0] / 1024

    def cpu_s(self) -> float:
        return proc_figures(self.process.pid)[1]

    def sockets(self) -> int:
        """Sockets the server holds open (its listening one included)."""
        folder = f"/proc/{self.process.pid}/fd"
        held = 0
        for name in os.listdir(folder):
            try:
                held += os.readlink(f"{folder}/{name}").startswith("socket:")
            except OSError:
                continue
        return held

    def log_bytes(self) -> int:
        return sum(len(line) for line in self.log)

    def stop(self) -> None:
        self.process.kill()
        self.process.wait(10)


def _limit(descriptors: int) -> None:
    import resource

    resource.setrlimit(resource.RLIMIT_NOFILE, (descriptors, descriptors))
    # (a server that piles memory up stops at 3 GB of address space, not the machine's)
    resource.setrlimit(resource.RLIMIT_AS, (3 << 30, 3 << 30))


@contextmanager
def server(root: Path, *options: str, descriptors: int | None = None) -> Any:
    running = ServerProcess(root, *options, descriptors=descriptors)
    try:
        yield running
    finally:
        running.stop()


def upgrade(address: str, peer: str) -> bytes:
    key = base64.b64encode(secrets.token_bytes(16)).decode()
    return (
        f"GET / HTTP/1.1\r\nHost: {address}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
        f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n"
        f"X-Forwarded-For: {peer}\r\n\r\n"
    ).encode()


def flood_once(address: str, until: float) -> None:
    """One connection flooding pings until cut or `until`."""
    host, port = address.rsplit(":", 1)
    try:
        with socket.create_connection((host, int(port)), timeout=5) as sock:
            sock.sendall(upgrade(address, ATTACKER))
            answer = b""
            while b"\r\n\r\n" not in answer:
                got = sock.recv(1)
                if not got:
                    return
                answer += got
            burst = PING * 1000
            while time.perf_counter() < until:
                sock.sendall(burst)
    except OSError:
        return


def ping(root: Path, seconds: float) -> dict[str, Any]:
    with server(root, descriptors=1024) as srv:
        rss = [srv.rss_mb()]
        cpu0, t0 = srv.cpu_s(), time.perf_counter()
        until = t0 + seconds
        tries = [0]

        def attack() -> None:
            while time.perf_counter() < until:
                tries[0] += 1
                flood_once(srv.address, until)
                time.sleep(0.01)

        attacker = threading.Thread(target=attack, daemon=True)
        attacker.start()
        while attacker.is_alive():
            time.sleep(1.0)
            rss.append(srv.rss_mb())
        cpu = (srv.cpu_s() - cpu0) / (time.perf_counter() - t0)
        return {
            "rss_start_mb": round(rss[0], 1),
            "rss_max_mb": round(max(rss), 1),
            "rss_end_mb": round(rss[-1], 1),
            "server_cpu_pct": round(100 * cpu),
            "connections_tried": tries[0],
            "log_kb": round(srv.log_bytes() / 1024, 1),
            "server_alive": srv.process.poll() is None,
        }


def real_player(address: str) -> str:
    """A room made, two players seated, four actions played: "played" and how long, or
    where it stopped."""
    start = time.perf_counter()
    try:
        code = create_room(address, ["red", "yellow"], 8, timeout=15)
    except Exception as exc:
        return f"no room: {exc}"
    clients = {
        colour: NetClient(address, Join(code, None, colour, None)) for colour in ("red", "yellow")
    }
    try:
        game = None
        for client in clients.values():
            client.start()
            joined = _until(client, lambda e: isinstance(e, Joined))
            if not isinstance(joined, Joined):
                return "no seat"
            game = joined.game
        for _ in range(4):
            assert game is not None
            clients[str(game.current_player)].act(game.legal_actions()[0])
            for client in clients.values():
                moved = _until(client, lambda e: isinstance(e, Moved))
                if not isinstance(moved, Moved):
                    return "no move"
                game = moved.game
        return f"played, {time.perf_counter() - start:.1f} s"
    finally:
        for client in clients.values():
            client.close(2)


def _until(client: NetClient, wanted: Callable[[object], bool]) -> object | None:
    deadline = time.perf_counter() + 30
    while time.perf_counter() < deadline:
        try:
            event = client.events.get(timeout=1)
        except queue.Empty:
            continue
        if wanted(event):
            return event
    return None


def idle(root: Path, connections: int = 1100) -> dict[str, Any]:
    figures: dict[str, Any] = {}
    for label, peer in (("one address", lambda k: ATTACKER), ("many", _many)):
        with server(root, descriptors=1024) as srv:
            host, port = srv.address.rsplit(":", 1)
            held = []
            for k in range(connections):
                try:
                    sock = socket.create_connection((host, int(port)), timeout=2)
                    sock.sendall(upgrade(srv.address, peer(k)))
                    held.append(sock)
                except OSError:
                    continue
            most = settled(srv)
            outcome = real_player(srv.address)
            figures[label] = {
                "opened": len(held),
                "server_sockets_at_most": most,
                "accepted_by_server": sum(accepted(sock) for sock in held),
                "real_player": outcome,
                "log_kb": round(srv.log_bytes() / 1024, 1),
            }
            for sock in held:
                sock.close()
    return figures


def settled(srv: ServerProcess) -> int:
    """The most connections the server held, once their number stopped growing for 3 s
    (at most 60 s: a loaded machine takes a while to accept 1,100)."""
    most, still, until = 0, 0.0, time.perf_counter() + 60
    while still < 3.0 and time.perf_counter() < until:
        time.sleep(0.5)
        now = srv.sockets() - 1  # (its listening socket)
        still = still + 0.5 if now <= most else 0.0
        most = max(most, now)
    return most


def accepted(sock: socket.socket) -> bool:
    """Whether the server answered this connection's opening handshake with 101."""
    sock.settimeout(0.0)
    try:
        return sock.recv(12).startswith(b"HTTP/1.1 101")
    except OSError:
        return False


def _many(k: int) -> str:
    return f"198.51.{100 + k // 250}.{k % 250 + 1}"


async def from_one_address(
    address: str, seconds: float, once: Callable[[ClientConnection], Awaitable[None]]
) -> None:
    """Connections from the attacker's address for `seconds`, each given to `once`, a new
    one whenever one is refused or closed."""
    until = time.perf_counter() + seconds
    headers = {"X-Forwarded-For": ATTACKER}
    while time.perf_counter() < until:
        try:
            async with connect(f"ws://{address}", additional_headers=headers) as ws:
                await once(ws)
        except (OSError, ConnectionClosed, InvalidHandshake):
            await asyncio.sleep(0.01)


async def rooms_async(address: str, seconds: float) -> int:
    """Rooms opened, on a connection until it is refused, then on a new one."""
    made, until = [0], time.perf_counter() + seconds

    async def once(ws: ClientConnection) -> None:
        while time.perf_counter() < until:
            await ws.send(encode(Create(("red", "yellow"), 8)))
            if not isinstance(parse_server(await ws.recv()), Created):
                return
            made[0] += 1

    await from_one_address(address, seconds, once)
    return made[0]


def rooms(root: Path, seconds: float) -> dict[str, Any]:
    with server(root) as srv:
        made = asyncio.run(rooms_async(srv.address, seconds))
        return {"rooms_made": made, "seconds": seconds, "rss_mb": round(srv.rss_mb(), 1)}


def random_code(rng: random.Random) -> str:
    chars = "".join(rng.choice(CODE_ALPHABET) for _ in range(6))
    return f"{chars[:3]}-{chars[3:]}"


async def guesses_async(address: str, seconds: float) -> list[float]:
    """When each `net_no_room` came (seconds from the start): 40 joins sent on a
    connection (the most one may send at once), their answers read, then a new one."""
    rng, heard, start = random.Random(7), [], time.perf_counter()

    async def once(ws: ClientConnection) -> None:
        for _ in range(40):
            await ws.send(encode(Join(random_code(rng), None, None, None)))
        for _ in range(40):
            answer = parse_server(await ws.recv())
            if isinstance(answer, Error) and answer.key == "net_no_room":
                heard.append(time.perf_counter() - start)

    await from_one_address(address, seconds, once)
    return heard


def guesses(root: Path, seconds: float) -> dict[str, Any]:
    with server(root) as srv:
        heard = asyncio.run(guesses_async(srv.address, seconds))
    late = [t for t in heard if t >= seconds / 2]
    return {
        "wrong_joins": len(heard),
        "per_second": round(len(heard) / seconds, 1),
        "per_second_second_half": round(len(late) / (seconds / 2), 2),
    }


def fill(folder: Path, count: int) -> None:
    """`count` room files, as a server keeps them, of fresh 2-player games."""
    rooms = Rooms(max_rooms=count + 1)
    for seed in range(count):
        room = rooms.create_room(("red", "yellow"), 8, seed=seed)
        write_room(folder, room.code, Rooms.saved(room))


async def round_trips(address: str, actions: int) -> list[float]:
    table = await open_room(f"ws://{address}")
    figures = Figures(0, Playing(1, actions, 0.0, 0, 0))
    await play_room(table, actions, random.Random(1), figures)
    await table.close()
    return figures.rtt_ms


def files(root: Path, count: int = 5000, actions: int = 200) -> dict[str, Any]:
    figures: dict[str, Any] = {}
    for kept in (0, count):
        with tempfile.TemporaryDirectory() as folder:
            fill(Path(folder), kept)
            with server(root, "--state", folder) as srv:
                cpu = srv.cpu_s()
                rtt = sorted(asyncio.run(round_trips(srv.address, actions)))
                cpu = srv.cpu_s() - cpu
                figures[f"{kept} room files"] = {
                    "start_s": round(srv.start_seconds, 2),
                    "rss_mb": round(srv.rss_mb(), 1),
                    "rtt_median_ms": round(statistics.median(rtt), 2),
                    "rtt_p90_ms": round(rtt[int(len(rtt) * 0.9)], 2),
                    "server_cpu_ms_per_action": round(1000 * cpu / len(rtt), 2),
                }
    return figures


def main(root: Path, only: list[str], seconds: float) -> int:
    suites: dict[str, Callable[[], object]] = {
        "ping": lambda: ping(root, seconds),
        "idle": lambda: idle(root),
        "rooms": lambda: rooms(root, 60.0),
        "guesses": lambda: guesses(root, 30.0),
        "files": lambda: files(root),
    }
    for name in only or list(suites):
        print(f"-- {name} (server from {root})", flush=True)
        print(suites[name](), flush=True)
    return 0
