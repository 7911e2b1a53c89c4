"""How one server process holds up: `python -m mg.bench net`. A dedicated server
(`python -m mg.net.server`, its own process) holds N idle rooms of 4 connected clients each
plus `active` rooms where 4 clients play random legal actions as fast as the server answers.
Measured: the round trip of an action (sent by the seat to act until the `applied` comes
back to it), median and p99; the server's CPU time and memory (RSS, from /proc: Linux) per
idle room and per action. The clients all run in this process on one asyncio loop; each
playing room plays at most one action every `pace` seconds (a quick bot's pace; 0: flat
out, when the clients' own work is what is measured)."""

from __future__ import annotations

import asyncio
import json
import os
import random
import signal
import socket
import statistics
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field

from websockets.asyncio.client import ClientConnection, connect

from mg.net.mirror import Mirror
from mg.net.protocol import (
    MAX_SERVER_BYTES,
    Act,
    Applied,
    Create,
    Created,
    Join,
    Welcome,
    encode,
    parse_server,
)
from mg.net.public import public_deck, with_cards_shown

PLAYERS = ("yellow", "orange", "brown", "red")
TICKS = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100


@dataclass
class Figures:
    idle: int
    active: int
    actions: int
    rtt_ms: list[float] = field(default_factory=list)
    rss_base_kb: int = 0
    rss_idle_kb: int = 0
    rss_end_kb: int = 0
    cpu_idle_s: float = 0.0
    idle_seconds: float = 0.0
    cpu_active_s: float = 0.0
    active_seconds: float = 0.0
    server_idle: dict[str, float] = field(default_factory=dict)  # mg.bench.net_server's
    server_playing: dict[str, float] = field(default_factory=dict)

    def lines(self) -> list[str]:
        rtt = sorted(self.rtt_ms)
        p99 = rtt[min(len(rtt) - 1, int(len(rtt) * 0.99))] if rtt else float("nan")
        median = statistics.median(rtt) if rtt else float("nan")
        rooms = self.idle + self.active
        per_idle = (self.rss_idle_kb - self.rss_base_kb) / max(1, self.idle)
        return [
            f"rooms: {self.idle} idle + {self.active} active, 4 clients each",
            f"actions played: {len(rtt)} in {self.active_seconds:.1f} s "
            f"({len(rtt) / max(self.active_seconds, 1e-9):.0f} a second)",
            f"round trip of an action: median {median:.1f} ms, p99 {p99:.1f} ms",
            f"server memory: {self.rss_base_kb / 1024:.1f} MB empty, "
            f"{self.rss_idle_kb / 1024:.1f} MB with the idle rooms "
            f"({per_idle:.0f} kB per idle room of 4 connections), "
            f"{self.rss_end_kb / 1024:.1f} MB at the end ({rooms} rooms)",
            f"server CPU: {100 * self.cpu_idle_s / max(self.idle_seconds, 1e-9):.1f} % while "
            f"only idle rooms were connected ({self.idle_seconds:.0f} s), "
            f"{100 * self.cpu_active_s / max(self.active_seconds, 1e-9):.0f} % while playing "
            f"({1000 * self.cpu_active_s / max(len(rtt), 1):.2f} ms an action)",
            *(
                f"server loop lateness {when}: median {f.get('lag_median_ms', 0):.1f} ms, "
                f"p99 {f.get('lag_p99_ms', 0):.1f} ms, most {f.get('lag_max_ms', 0):.1f} ms; "
                f"{f.get('gc_runs', 0):.0f} collections, the longest {f.get('gc_max_ms', 0):.1f}"
                f" ms (of CPU {f.get('gc_max_cpu_ms', 0):.1f} ms; "
                f"{f.get('gc_full_runs', 0):.0f} full, the longest "
                f"{f.get('gc_full_max_ms', 0):.1f} ms), {f.get('objects', 0):.0f} objects"
                for when, f in (("idle", self.server_idle), ("playing", self.server_playing))
            ),
            f"machine load (1 min) at the end: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores",
        ]


def proc_figures(pid: int) -> tuple[int, float]:
    """(RSS in kB, CPU seconds used) of process `pid`, from /proc."""
    with open(f"/proc/{pid}/status", encoding="ascii") as status:
        rss = next(int(line.split()[1]) for line in status if line.startswith("VmRSS:"))
    with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return rss, (int(fields[11]) + int(fields[12])) / TICKS


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


async def expect(ws: ClientConnection, kind: type) -> object:
    while True:
        message = parse_server(await ws.recv())
        if isinstance(message, kind):
            return message


async def open_room(uri: str) -> tuple[list[ClientConnection], Mirror]:
    """A room with its 4 seats taken by 4 connections; the first one's copy of the game."""
    async with connect(uri, compression=None) as ws:
        await ws.send(encode(Create(PLAYERS, 8)))
        created = await expect(ws, Created)
    assert isinstance(created, Created)
    seats = []
    mirror = None
    for colour in PLAYERS:
        ws = await connect(uri, compression=None, max_size=MAX_SERVER_BYTES)
        await ws.send(encode(Join(created.code, None, colour, None)))
        welcome = await expect(ws, Welcome)
        assert isinstance(welcome, Welcome)
        mirror = mirror or Mirror(welcome.seq, welcome.record)
        seats.append(ws)
    assert mirror is not None
    return seats, mirror


async def drain(ws: ClientConnection) -> None:
    """Read and drop what the server sends a seat that does not play."""
    try:
        async for _ in ws:
            pass
    except Exception:  # closed at the end
        return


async def play_room(
    seats: list[ClientConnection],
    mirror: Mirror,
    actions: int,
    rng: random.Random,
    rtt: list[float],
    pace: float,
) -> None:
    """Random legal actions by the seat to act, one every `pace` seconds at most, each
    waited for (its round trip kept). The room's copy of the game takes each action as
    told (cards shown put in place, R5) without the digest check, which the tests make: the
    clients' process must leave the server its share of the two cores."""
    inbox = {id(ws): asyncio.Queue[str | bytes]() for ws in seats}

    async def read(ws: ClientConnection) -> None:
        async for text in ws:  # kept as it came: only the seat that acted reads its own
            inbox[id(ws)].put_nowait(text)

    tasks = [asyncio.create_task(read(ws)) for ws in seats]
    game, seq = mirror.game, mirror.seq
    await asyncio.sleep(rng.random() * pace)  # the rooms do not move in step
    for _ in range(actions):
        if game.is_over():
            break
        ws = seats[PLAYERS.index(str(game.current_player))]
        queue = inbox[id(ws)]
        while not queue.empty():  # what it was told before is known already
            queue.get_nowait()
        action = rng.choice(game.legal_actions())
        start = time.perf_counter()
        await ws.send(encode(Act(seq, action)))
        while True:
            told = parse_server(await queue.get())
            if isinstance(told, Applied) and told.seq == seq + 1:
                break
        rtt.append(1000 * (time.perf_counter() - start))
        if told.deck != public_deck(game):
            game = with_cards_shown(game, told.deck)
        game.apply(told.action)
        seq = told.seq
        await asyncio.sleep(max(0.0, pace - (time.perf_counter() - start)))
    for task in tasks:
        task.cancel()


async def probe(server: subprocess.Popen[str]) -> dict[str, float]:
    """The measured server's figures since it was last asked (mg.bench.net_server)."""
    assert server.stdout is not None
    server.send_signal(signal.SIGUSR1)
    line = await asyncio.to_thread(server.stdout.readline)
    figures: dict[str, float] = json.loads(line)
    return figures


async def run(
    idle: int,
    active: int,
    actions: int,
    pace: float,
    settle: float,
    port: int,
    server: subprocess.Popen[str],
) -> Figures:
    uri = f"ws://127.0.0.1:{port}"
    pid = server.pid
    figures = Figures(idle, active, actions)
    figures.rss_base_kb, _ = proc_figures(pid)
    rooms = []
    for k in range(idle):
        seats, _mirror = await open_room(uri)
        rooms.append(seats)
        if k % 100 == 99:
            print(f"  {k + 1} idle rooms open", flush=True)
    drains = [asyncio.create_task(drain(ws)) for seats in rooms for ws in seats]
    await asyncio.sleep(1.0)
    figures.rss_idle_kb, cpu0 = proc_figures(pid)
    await probe(server)  # (what opening them cost is not idle work)
    t0 = time.perf_counter()
    await asyncio.sleep(settle)
    _, cpu1 = proc_figures(pid)
    figures.server_idle = await probe(server)
    figures.cpu_idle_s, figures.idle_seconds = cpu1 - cpu0, time.perf_counter() - t0
    playing = [await open_room(uri) for _ in range(active)]
    _, cpu2 = proc_figures(pid)
    await probe(server)
    t1 = time.perf_counter()
    await asyncio.gather(
        *(
            play_room(seats, mirror, actions, random.Random(k), figures.rtt_ms, pace)
            for k, (seats, mirror) in enumerate(playing)
        )
    )
    figures.rss_end_kb, cpu3 = proc_figures(pid)
    figures.cpu_active_s, figures.active_seconds = cpu3 - cpu2, time.perf_counter() - t1
    figures.server_playing = await probe(server)
    for seats in rooms + [s for s, _m in playing]:
        for ws in seats:
            await ws.close()
    for task in drains:
        task.cancel()
    return figures


def bench(
    idle: int, active: int, actions: int = 100, pace: float = 0.25, settle: float = 25.0
) -> Figures:
    """Start a server process (the real server, measured from inside by
    mg.bench.net_server), measure, stop it. The idle rooms are watched for `settle` seconds:
    longer than a ping's interval (20 s), so that every connection's ping is in it."""
    port = free_port()
    server = subprocess.Popen(
        [sys.executable, "-m", "mg.bench.net_server", "--port", str(port)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert server.stderr is not None
        while "listening" not in server.stderr.readline():
            if server.poll() is not None:
                raise RuntimeError("the server did not start")
        threading.Thread(target=server.stderr.read, daemon=True).start()  # what it logs then
        return asyncio.run(run(idle, active, actions, pace, settle, port, server))
    finally:
        server.terminate()
        server.wait(10)


def main(idle: list[int], active: int, actions: int, pace: float) -> int:
    for n in idle:
        print(
            f"-- {n} idle rooms, {active} active rooms, {actions} actions each, "
            f"one every {pace} s at most",
            flush=True,
        )
        for line in bench(n, active, actions, pace).lines():
            print(line, flush=True)
    return 0
