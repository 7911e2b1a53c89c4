"""Turn-based rooms left waiting, as `python -m mg.bench net --waiting N` measures them:
N rooms are opened on a server process of their own (mg.bench.net_server without its
loop-lag probe) with a clock by the day, every seat taken, a few actions played, and their
players gone (every connection closed, as players of a turn-based game close the game and
come back another day). Measured: the server's memory per waiting room (its RSS after,
less before, over N) and its CPU while they wait (user and system time over `settle`
seconds, as the server's probe reads it), and what the server's `GET /health` counts then
(every room held, no connection)."""

from __future__ import annotations

import asyncio
import json
import os
import random
import subprocess
import time
from dataclasses import dataclass, field
from pathlib import Path

from websockets.asyncio.client import ClientConnection

from mg.net.protocol import Act, Applied, Error, encode, parse_server
from mg.net.public import public_deck, with_cards_shown

from .net import (
    ANSWER_WITHIN,
    Table,
    open_room,
    probe,
    proc_figures,
    server_cpu,
    server_process,
    spread,
)

PLAYERS = ("yellow", "red")  # two friends playing a turn a day
AT_ONCE = 8  # rooms opened at the same time


@dataclass
class Waiting:
    rooms: int
    actions: int  # played in each room before its players left
    clock: str
    rss_before_kb: int = 0
    rss_after_kb: int = 0
    cpu_s: float = 0.0  # the server's CPU while the rooms waited
    seconds: float = 0.0  # … over this long
    making_s: float = 0.0  # how long opening, playing and leaving them took
    rtt_ms: list[float] = field(default_factory=list)  # the actions played while making them
    health: dict[str, float] = field(default_factory=dict)  # GET /health, while they waited
    load: float = 0.0  # the machine's load average (1 min) at the end

    def summary(self) -> dict[str, float]:
        """The figures as data: memory in MB and kB a room, CPU in % of a core."""
        rtt_p50, rtt_p99, rtt_max = spread(self.rtt_ms)
        return {
            "rooms": self.rooms,
            "rooms_held": self.health.get("rooms", 0),
            "playing": self.health.get("playing", 0),
            # (the health counts the connection that asks it)
            "connections_held": self.health.get("connections", 1) - 1,
            "rss_before_mb": self.rss_before_kb / 1024,
            "rss_after_mb": self.rss_after_kb / 1024,
            "kb_per_room": (self.rss_after_kb - self.rss_before_kb) / max(1, self.rooms),
            "cpu_idle_percent": 100 * self.cpu_s / max(self.seconds, 1e-9),
            "idle_seconds": self.seconds,
            "making_seconds": self.making_s,
            "rtt_p50_ms": rtt_p50,
            "rtt_p99_ms": rtt_p99,
            "rtt_max_ms": rtt_max,
            "load": self.load,
        }

    def lines(self) -> list[str]:
        s = self.summary()
        return [
            f"waiting rooms: {self.rooms} of {len(PLAYERS)} seats, a clock by the day, "
            f"{self.actions} actions played in each, then every player gone "
            f"({s['making_seconds']:.0f} s to make them)",
            f"the server's /health while they wait: {s['rooms_held']:.0f} rooms, "
            f"{s['playing']:.0f} of them playing, {s['connections_held']:.0f} connections held",
            f"server memory: {s['rss_before_mb']:.1f} MB before, {s['rss_after_mb']:.1f} MB "
            f"after: {s['kb_per_room']:.0f} kB a waiting room",
            f"server CPU while they wait: {s['cpu_idle_percent']:.2f} % of a core "
            f"over {self.seconds:.0f} s",
            f"machine load (1 min) at the end: {self.load:.1f} on {os.cpu_count()} cores",
        ]


async def leave_waiting(uri: str, actions: int, rng: random.Random, waiting: Waiting) -> None:
    """One room opened with every seat taken, `actions` random legal actions played by the
    seat to act (each waited for), and every connection closed."""
    table = await open_room(uri, PLAYERS, clock=waiting.clock)
    try:
        for _ in range(actions):
            if table.game.is_over():
                break
            await act(table, rng, waiting.rtt_ms)
    finally:
        await table.close()


async def act(table: Table, rng: random.Random, rtt: list[float]) -> None:
    """The seat to act plays a random legal action and reads until it is applied (what
    the other seats are told waits in their connections: they never read it)."""
    game = table.game
    ws: ClientConnection = table.seats[game.players.index(str(game.current_player))]
    start = time.perf_counter()
    await ws.send(encode(Act(table.seq, rng.choice(game.legal_actions()))))
    async with asyncio.timeout(ANSWER_WITHIN):
        while True:
            told = parse_server(await ws.recv())
            if isinstance(told, Error):
                raise RuntimeError(f"the server said {told.key}")
            if isinstance(told, Applied) and told.seq == table.seq + 1:
                break
    rtt.append(1000 * (time.perf_counter() - start))
    if told.deck != public_deck(game):  # (cards shown put in place, R5)
        game = table.game = with_cards_shown(game, told.deck)
    game.apply(told.action)
    table.seq = told.seq


async def health(port: int) -> dict[str, float]:
    """What the server's `GET /health` counts."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    writer.write(b"GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
    await writer.drain()
    async with asyncio.timeout(ANSWER_WITHIN):
        answer = await reader.read(4096)
    writer.close()
    body: dict[str, float] = json.loads(answer.split(b"\r\n\r\n", 1)[1])
    return body


async def run(waiting: Waiting, settle: float, port: int, server: subprocess.Popen[str]) -> Waiting:
    uri = f"ws://127.0.0.1:{port}"
    pid = server.pid
    await asyncio.sleep(1.0)
    waiting.rss_before_kb, _ = proc_figures(pid)
    start = time.perf_counter()
    for first in range(0, waiting.rooms, AT_ONCE):
        batch = range(first, min(first + AT_ONCE, waiting.rooms))
        await asyncio.gather(
            *(leave_waiting(uri, waiting.actions, random.Random(k), waiting) for k in batch)
        )
        if batch[-1] % 100 == 99:
            print(f"  {batch[-1] + 1} rooms left waiting", flush=True)
    waiting.making_s = time.perf_counter() - start
    await asyncio.sleep(2.0)  # (the server hears every connection close)
    waiting.health = await health(port)
    waiting.rss_after_kb, cpu0 = proc_figures(pid)
    await probe(server)
    t0 = time.perf_counter()
    await asyncio.sleep(settle)
    _, cpu1 = proc_figures(pid)
    waiting.cpu_s = server_cpu(await probe(server), cpu1 - cpu0)
    waiting.seconds = time.perf_counter() - t0
    waiting.load = os.getloadavg()[0]
    return waiting


def bench_waiting(
    rooms: int,
    actions: int = 20,
    settle: float = 30.0,
    clock: str = "day",
    profile: str | None = None,
    root: Path | None = None,
) -> Waiting:
    """Start a server process (without its loop-lag probe: its wakes would be most of an
    idle server's work; under cProfile with `profile`; from checkout `root`), leave
    `rooms` rooms waiting on it, measure, stop it."""
    waiting = Waiting(rooms, actions, clock)
    with server_process(quiet=True, profile=profile, root=root) as (server, port):
        return asyncio.run(run(waiting, settle, port, server))


def main(rooms: int, profile: str | None = None, root: Path | None = None) -> int:
    print(f"-- {rooms} turn-based rooms left waiting, their players gone", flush=True)
    for line in bench_waiting(rooms, profile=profile, root=root).lines():
        print(line, flush=True)
    return 0
