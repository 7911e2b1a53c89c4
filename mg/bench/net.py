"""How one server process holds up: `python -m mg.bench net`. A dedicated server
(`mg.bench.net_server`: the real server in its own process) holds N idle rooms of 4
connected clients each plus `active` rooms where 4 clients play random legal actions, each
watched by `spectators` spectators, the players saying a line of chat every `chat_every`
actions (within the server's pace for chat). Measured: the round trip of an action (sent
by the seat to act until the `applied` comes back to it), how long the action takes to
reach each spectator and a line of chat to reach them, median, p99 and most; the server's
CPU time (as its own process reads it) and memory (RSS, from /proc: Linux) per idle room and
per action. The clients all run in this process on one asyncio loop; each playing room plays
at most one action every `pace` seconds (a quick bot's pace; 0: flat out, when the clients'
own work is what is measured). Turn-based rooms left waiting: `net_waiting.py`."""

from __future__ import annotations

import asyncio
import contextlib
import json
import math
import os
import random
import signal
import socket
import statistics
import subprocess
import sys
import threading
import time
from collections import deque
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from websockets.asyncio.client import ClientConnection, connect

from mg.engine import Game
from mg.net.mirror import Mirror
from mg.net.protocol import (
    MAX_SERVER_BYTES,
    PHRASES,
    Act,
    Applied,
    Chat,
    Create,
    Created,
    Error,
    Join,
    ServerMessage,
    Watch,
    Watching,
    Welcome,
    encode,
    parse_server,
)
from mg.net.public import public_deck, with_cards_shown
from mg.net.rooms import CHAT_RATE

PLAYERS = ("yellow", "orange", "brown", "red")
TICKS = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100
#: Seconds a client waits for one answer of the server before the benchmark gives up.
ANSWER_WITHIN = 30.0
#: Seconds between two lines of one player: a little more than the server's pace for chat
#: (one every 1/CHAT_RATE s once a burst is spent), so that no line is refused.
CHAT_GAP = 1 / CHAT_RATE + 0.5
LAST_WAITS = 300  # looks whether the spectators had the last action and line, at most
LOG_KEPT = 20  # the server's last lines of log, said when it stopped by itself


def spread(values: list[float]) -> tuple[float, float, float]:
    """(median, p99, most) of `values`; NaN each when there are none."""
    if not values:
        return math.nan, math.nan, math.nan
    ordered = sorted(values)
    return (
        statistics.median(ordered),
        ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))],
        ordered[-1],
    )


@dataclass(frozen=True)
class Playing:
    """What the playing rooms do: `rooms` of them, each playing `actions` actions at most
    one every `pace` seconds, watched by `spectators`, a line of chat every `chat_every`
    actions (0: none)."""

    rooms: int = 50
    actions: int = 100
    pace: float = 0.25
    spectators: int = 2
    chat_every: int = 4


@dataclass
class Figures:
    idle: int
    playing: Playing
    rtt_ms: list[float] = field(default_factory=list)
    watched_ms: list[float] = field(default_factory=list)  # an action until a spectator has it
    chat_ms: list[float] = field(default_factory=list)  # a line until a spectator has it
    lines_said: int = 0
    lines_heard: int = 0  # by the spectators: lines_said × spectators when none was lost
    errors: int = 0  # errors the players were told (a line of chat refused: none expected)
    rss_base_kb: int = 0
    rss_idle_kb: int = 0
    rss_end_kb: int = 0
    cpu_idle_s: float = 0.0
    idle_seconds: float = 0.0
    cpu_active_s: float = 0.0
    active_seconds: float = 0.0
    clients_cpu_s: float = 0.0  # the clients' process (this one) while playing
    load: float = 0.0  # the machine's load average (1 min) at the end
    server_idle: dict[str, float] = field(default_factory=dict)  # mg.bench.net_server's
    server_playing: dict[str, float] = field(default_factory=dict)

    def summary(self) -> dict[str, float]:
        """The figures as data: times in ms, memory in MB and kB, CPU in % of a core."""
        out: dict[str, float] = {}
        for name, values in (
            ("rtt", self.rtt_ms),
            ("watched", self.watched_ms),
            ("chat", self.chat_ms),
        ):
            out[f"{name}_p50_ms"], out[f"{name}_p99_ms"], out[f"{name}_max_ms"] = spread(values)
        out.update(
            actions=len(self.rtt_ms),
            lines_said=self.lines_said,
            lines_heard=self.lines_heard,
            errors=self.errors,
            rss_base_mb=self.rss_base_kb / 1024,
            rss_idle_mb=self.rss_idle_kb / 1024,
            rss_end_mb=self.rss_end_kb / 1024,
            kb_per_idle_room=(self.rss_idle_kb - self.rss_base_kb) / max(1, self.idle),
            cpu_idle_percent=100 * self.cpu_idle_s / max(self.idle_seconds, 1e-9),
            cpu_playing_percent=100 * self.cpu_active_s / max(self.active_seconds, 1e-9),
            cpu_ms_per_action=1000 * self.cpu_active_s / max(len(self.rtt_ms), 1),
            clients_cpu_percent=100 * self.clients_cpu_s / max(self.active_seconds, 1e-9),
            load=self.load,
        )
        return out

    def lines(self) -> list[str]:
        s = self.summary()
        rooms = self.idle + self.playing.rooms
        return [
            f"rooms: {self.idle} idle + {self.playing.rooms} active, 4 clients each"
            f" (+ {self.playing.spectators} spectators in each active one)",
            f"actions played: {len(self.rtt_ms)} in {self.active_seconds:.1f} s "
            f"({len(self.rtt_ms) / max(self.active_seconds, 1e-9):.0f} a second)",
            f"round trip of an action: median {s['rtt_p50_ms']:.1f} ms, "
            f"p99 {s['rtt_p99_ms']:.1f} ms, most {s['rtt_max_ms']:.1f} ms",
            f"an action until each spectator has it: median {s['watched_p50_ms']:.1f} ms, "
            f"p99 {s['watched_p99_ms']:.1f} ms, most {s['watched_max_ms']:.1f} ms",
            f"chat: {self.lines_said} lines said, heard {self.lines_heard} times by the "
            f"spectators; until each has it: median {s['chat_p50_ms']:.1f} ms, "
            f"p99 {s['chat_p99_ms']:.1f} ms, most {s['chat_max_ms']:.1f} ms; "
            f"{self.errors} errors told",
            f"server memory: {s['rss_base_mb']:.1f} MB empty, "
            f"{s['rss_idle_mb']:.1f} MB with the idle rooms "
            f"({s['kb_per_idle_room']:.0f} kB per idle room of 4 connections), "
            f"{s['rss_end_mb']:.1f} MB at the end ({rooms} rooms)",
            f"server CPU: {s['cpu_idle_percent']:.1f} % while "
            f"only idle rooms were connected ({self.idle_seconds:.0f} s), "
            f"{s['cpu_playing_percent']:.0f} % while playing "
            f"({s['cpu_ms_per_action']:.2f} ms an action); the clients' process "
            f"{s['clients_cpu_percent']:.0f} % while playing",
            *(
                f"server loop lateness {when}: median {f.get('lag_median_ms', 0):.1f} ms, "
                f"p99 {f.get('lag_p99_ms', 0):.1f} ms, most {f.get('lag_max_ms', 0):.1f} ms; "
                f"{f.get('gc_runs', 0):.0f} collections, the longest {f.get('gc_max_ms', 0):.1f}"
                f" ms (of CPU {f.get('gc_max_cpu_ms', 0):.1f} ms; "
                f"{f.get('gc_full_runs', 0):.0f} full, the longest "
                f"{f.get('gc_full_max_ms', 0):.1f} ms), {f.get('objects', 0):.0f} objects"
                for when, f in (("idle", self.server_idle), ("playing", self.server_playing))
            ),
            f"machine load (1 min) at the end: {self.load:.1f} on {os.cpu_count()} cores",
        ]


def proc_figures(pid: int) -> tuple[int, float]:
    """(RSS in kB, CPU seconds used: user and system) of process `pid`, from /proc."""
    with open(f"/proc/{pid}/status", encoding="ascii") as status:
        rss = next(int(line.split()[1]) for line in status if line.startswith("VmRSS:"))
    with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return rss, (int(fields[11]) + int(fields[12])) / TICKS


def server_cpu(reported: dict[str, float], from_proc: float) -> float:
    """The server's CPU seconds since its probe's last report, as the probe read them (to
    the nanosecond); `from_proc`, /proc's count in ticks of 10 ms, from a server whose probe
    reads none (another checkout's, older, measured with `--root`)."""
    return reported.get("cpu_s", from_proc)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


async def expect(ws: ClientConnection, kind: type[ServerMessage]) -> ServerMessage:
    """The next message of `kind` (others are passed over); an error, or none within
    ANSWER_WITHIN seconds, stops the benchmark."""
    async with asyncio.timeout(ANSWER_WITHIN):
        while True:
            message = parse_server(await ws.recv())
            if isinstance(message, kind):
                return message
            if isinstance(message, Error):
                raise RuntimeError(f"the server said {message.key}")


@dataclass
class Table:
    """One room's clients: its seats' connections, its spectators', and the game as its
    seats know it (after action `seq`)."""

    code: str
    seats: list[ClientConnection]
    watchers: list[ClientConnection]
    game: Game
    seq: int

    async def close(self) -> None:
        for ws in self.seats + self.watchers:
            await ws.close()


async def open_room(
    uri: str,
    players: tuple[str, ...] = PLAYERS,
    spectators: int = 0,
    clock: str | None = None,
) -> Table:
    """A room with every seat taken by a connection of its own, and `spectators` more
    connections watching it."""
    async with connect(uri, compression=None) as ws:
        await ws.send(encode(Create(players, 8, clock=clock)))
        created = await expect(ws, Created)
    assert isinstance(created, Created)
    seats = []
    mirror = None
    for colour in players:
        ws = await connect(uri, compression=None, max_size=MAX_SERVER_BYTES)
        await ws.send(encode(Join(created.code, None, colour, None)))
        welcome = await expect(ws, Welcome)
        assert isinstance(welcome, Welcome)
        mirror = mirror or Mirror(welcome.seq, welcome.record)
        seats.append(ws)
    watchers = []
    for _ in range(spectators):
        ws = await connect(uri, compression=None, max_size=MAX_SERVER_BYTES)
        await ws.send(encode(Watch(created.code)))
        await expect(ws, Watching)
        watchers.append(ws)
    assert mirror is not None
    return Table(created.code, seats, watchers, mirror.game, mirror.seq)


async def drain(ws: ClientConnection) -> None:
    """Read and drop what the server sends a seat that does not play."""
    try:
        async for _ in ws:
            pass
    except Exception:  # closed at the end
        return


async def play_room(
    table: Table,
    actions: int,
    rng: random.Random,
    figures: Figures,
    pace: float = 0.0,
    chat_every: int = 0,
) -> None:
    """Random legal actions by the seat to act, one every `pace` seconds at most, each
    waited for (its round trip kept, and when each spectator had it); every `chat_every`
    actions the player who said nothing for longest says a line, when that was CHAT_GAP
    ago at least (when each spectator heard it kept). The room's copy of the game takes
    each action as told (cards shown put in place, R5) without the digest check, which the
    tests make: the clients' process must leave the server its share of the two cores."""
    seats = table.seats
    inbox = {id(ws): asyncio.Queue[str | bytes]() for ws in seats}
    sent: dict[int, float] = {}  # an action's seq: when it was sent
    said: dict[int, float] = {}  # a line's number in the room: when it was sent
    quiet_since = {id(ws): -math.inf for ws in seats}  # each player's last line
    heard = [0]  # actions and lines the spectators had, all told

    async def read(ws: ClientConnection) -> None:
        async for text in ws:  # kept as it came: only the seat that acted reads its own
            inbox[id(ws)].put_nowait(text)

    async def watch(ws: ClientConnection) -> None:
        async for text in ws:  # (only its kind and number read: the tests parse it whole)
            now = time.perf_counter()
            told = json.loads(text)
            kind, seq, line = told.get("type"), told.get("seq"), told.get("line")
            if kind == "applied" and seq in sent:
                figures.watched_ms.append(1000 * (now - sent[seq]))
                heard[0] += 1
            elif kind == "said" and line in said:
                figures.chat_ms.append(1000 * (now - said[line]))
                figures.lines_heard += 1
                heard[0] += 1

    tasks = [asyncio.create_task(read(ws)) for ws in seats]
    tasks += [asyncio.create_task(watch(ws)) for ws in table.watchers]
    game, seq = table.game, table.seq
    await asyncio.sleep(rng.random() * pace)  # the rooms do not move in step
    for done in range(1, actions + 1):
        if game.is_over():
            break
        ws = seats[game.players.index(str(game.current_player))]
        queue = inbox[id(ws)]
        while not queue.empty():  # what it was told before is known already
            figures.errors += '"type":"error"' in str(queue.get_nowait())
        action = rng.choice(game.legal_actions())
        start = sent[seq + 1] = time.perf_counter()
        await ws.send(encode(Act(seq, action)))
        async with asyncio.timeout(ANSWER_WITHIN):
            while True:
                told = parse_server(await queue.get())
                if isinstance(told, Applied) and told.seq == seq + 1:
                    break
                if not isinstance(told, Error):
                    continue
                figures.errors += 1
                if told.key != "net_chat_wait":  # (an action refused: a fault of the bench)
                    raise RuntimeError(f"the server said {told.key}")
        rtt = 1000 * (time.perf_counter() - start)
        figures.rtt_ms.append(rtt)
        if told.deck != public_deck(game):
            game = with_cards_shown(game, told.deck)
        game.apply(told.action)
        seq = told.seq
        if chat_every and done % chat_every == 0:
            await say(seats, quiet_since, said, figures)
        await asyncio.sleep(max(0.0, pace - rtt / 1000))
    for _ in range(LAST_WAITS):  # the last ones reach the spectators
        if heard[0] >= len(table.watchers) * (len(sent) + len(said)):
            break
        await asyncio.sleep(ANSWER_WITHIN / LAST_WAITS)
    for task in tasks:
        task.cancel()
    table.game, table.seq = game, seq


async def say(
    seats: list[ClientConnection],
    quiet_since: dict[int, float],
    said: dict[int, float],
    figures: Figures,
) -> None:
    """The player quiet for longest says the room's next line (a quick phrase or a line
    typed, in turn), when that was CHAT_GAP ago at least."""
    ws = min(seats, key=lambda w: quiet_since[id(w)])
    now = time.perf_counter()
    if now - quiet_since[id(ws)] < CHAT_GAP:
        return
    quiet_since[id(ws)] = now
    line = len(said) + 1  # (the server numbers a room's lines from 1)
    said[line] = now
    if line % 2:
        await ws.send(encode(Chat(f"line {line}: a fine move", None)))
    else:
        await ws.send(encode(Chat(None, PHRASES[line % len(PHRASES)])))
    figures.lines_said += 1


async def probe(server: subprocess.Popen[str]) -> dict[str, float]:
    """The measured server's figures since it was last asked (mg.bench.net_server)."""
    assert server.stdout is not None
    server.send_signal(signal.SIGUSR1)
    line = await asyncio.to_thread(server.stdout.readline)
    figures: dict[str, float] = json.loads(line)
    return figures


async def run(
    figures: Figures,
    settle: float,
    port: int,
    server: subprocess.Popen[str],
) -> Figures:
    uri = f"ws://127.0.0.1:{port}"
    pid = server.pid
    figures.rss_base_kb, _ = proc_figures(pid)
    rooms = []
    for k in range(figures.idle):
        rooms.append(await open_room(uri))
        if k % 100 == 99:
            print(f"  {k + 1} idle rooms open", flush=True)
    drains = [asyncio.create_task(drain(ws)) for table in rooms for ws in table.seats]
    await asyncio.sleep(1.0)
    figures.rss_idle_kb, cpu0 = proc_figures(pid)
    await probe(server)  # (what opening them cost is not idle work)
    t0 = time.perf_counter()
    await asyncio.sleep(settle)
    _, cpu1 = proc_figures(pid)
    figures.server_idle = await probe(server)
    figures.idle_seconds = time.perf_counter() - t0
    figures.cpu_idle_s = server_cpu(figures.server_idle, cpu1 - cpu0)
    shape = figures.playing
    playing = [await open_room(uri, spectators=shape.spectators) for _ in range(shape.rooms)]
    _, cpu2 = proc_figures(pid)
    await probe(server)
    t1, ours = time.perf_counter(), time.process_time()
    await asyncio.gather(
        *(
            play_room(table, shape.actions, random.Random(k), figures, shape.pace, shape.chat_every)
            for k, table in enumerate(playing)
        )
    )
    figures.active_seconds = time.perf_counter() - t1
    figures.clients_cpu_s = time.process_time() - ours
    figures.rss_end_kb, cpu3 = proc_figures(pid)
    figures.server_playing = await probe(server)
    figures.cpu_active_s = server_cpu(figures.server_playing, cpu3 - cpu2)
    figures.load = os.getloadavg()[0]
    for table in rooms + playing:
        await table.close()
    for task in drains:
        task.cancel()
    return figures


@contextlib.contextmanager
def server_process(
    quiet: bool = False, profile: str | None = None, root: Path | None = None
) -> Iterator[tuple[subprocess.Popen[str], int]]:
    """The benchmark's server process (mg.bench.net_server: `quiet`, without its loop-lag
    probe; `profile`, under cProfile, its statistics written to that file; from checkout
    `root`, this one when None: another one measures another server) listening on a free
    port of 127.0.0.1, and that port; stopped at the end."""
    port = free_port()
    command = [sys.executable, "-m", "mg.bench.net_server", "--port", str(port)]
    command += ["--quiet"] if quiet else []
    command += ["--profile", profile] if profile else []
    log: deque[str] = deque(maxlen=LOG_KEPT)  # what it logs once listening
    server = subprocess.Popen(
        command,
        cwd=root,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert server.stderr is not None
        for _ in range(100):  # (a few lines of log before it listens)
            if "listening" in server.stderr.readline():
                break
            if server.poll() is not None:
                raise RuntimeError("the server did not start")
        threading.Thread(target=lambda: log.extend(server.stderr or ()), daemon=True).start()
        yield server, port
        if server.poll() is not None:
            raise RuntimeError("the server stopped by itself: " + "".join(log))
    finally:
        server.terminate()  # (it closes its connections, and writes its profile)
        try:
            server.wait(ANSWER_WITHIN)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait(ANSWER_WITHIN)
        if server.returncode != 0 and profile:
            print(f"the server ended with {server.returncode}: {''.join(log)}", flush=True)


def bench(
    idle: int,
    playing: Playing = Playing(),
    settle: float = 25.0,
    profile: str | None = None,
    root: Path | None = None,
) -> Figures:
    """Start a server process (the real server, measured from inside by
    mg.bench.net_server; under cProfile with `profile`; from checkout `root`), measure,
    stop it. The idle rooms are watched for `settle` seconds: longer than a ping's interval
    (20 s), so that every connection's ping is in it."""
    figures = Figures(idle, playing)
    with server_process(profile=profile, root=root) as (server, port):
        return asyncio.run(run(figures, settle, port, server))


def main(
    idle: list[int], playing: Playing, profile: str | None = None, root: Path | None = None
) -> int:
    for n in idle:
        print(
            f"-- {n} idle rooms, {playing.rooms} active rooms ({playing.spectators} "
            f"spectators each, a line of chat every {playing.chat_every} actions), "
            f"{playing.actions} actions each, one every {playing.pace} s at most",
            flush=True,
        )
        for line in bench(n, playing, profile=profile, root=root).lines():
            print(line, flush=True)
    return 0
