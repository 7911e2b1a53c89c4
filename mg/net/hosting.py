"""Hosting a network game on this machine: the server on its own thread
(`mg.net.server.ServerThread`: never in the drawing thread), its room, its mDNS advert and
who plays which seat here (kept with the game: mg/net/hosted.py); this machine's computer
players, each a headless bot client (`mg.net.bot_client.play`) on its own thread; hosting a
kept game again. Opening a server blocks, so `Opening` does it off the drawing thread."""

from __future__ import annotations

import contextlib
import os
import shutil
import socket
import threading
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import TypeVar

from mg.engine import Problem
from mg.net.bot_client import play as bot_play
from mg.net.client import create_room
from mg.net.discovery import Advert
from mg.net.hosted import HostPlan, keep_hosted, read_plan, read_room, room_tokens, write_plan
from mg.net.kept.known_servers import remember_server
from mg.net.server import DEFAULT_PORT, Server, ServerThread
from mg.store.game_files import game_path, hosted_dir, in_use
from mg.store.save_identity import new_game_id

SEAT_PLANS = ("open", "here", "bot")  # what a host makes of a seat nobody has taken yet
T = TypeVar("T")  # what a hosting server opened on its port (serving)


def local_addresses() -> list[str]:
    """This machine's addresses on the local network (loopback when it has none)."""
    found: list[str] = []
    with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        probe.connect(("10.255.255.255", 1))  # no packet is sent: picks the route's address
        found.append(probe.getsockname()[0])
    with contextlib.suppress(OSError):
        for address in socket.gethostbyname_ex(socket.gethostname())[2]:
            if address not in found and not address.startswith("127."):
                found.append(address)
    return [a for a in found if not a.startswith("127.")] or ["127.0.0.1"]


@dataclass
class Hosting:
    """What opening a hosted game gave: the server, the room's code, where to join it; who
    plays which seat here (`plan`, kept with the game: mg/net/hosted.py) and, hosted again,
    the tokens of this machine's seats (secrets: never shown)."""

    server: ServerThread
    port: int
    code: str
    addresses: list[str]
    advert: Advert | None
    plan: HostPlan
    tokens: dict[str, str] = field(default_factory=dict)
    problem: Problem | None = None  # why the game is not kept, if it is not

    def plan_seat(self, colour: str, kind: str) -> None:
        """Keep who plays seat `colour`: "here" (this machine's player), a bot's level, or
        "human" (another machine's player)."""
        plan = self.plan
        plan.bots.pop(colour, None)
        if colour in plan.here:
            plan.here.remove(colour)
        if kind == "here":
            plan.here.append(colour)
        elif kind != "human":
            plan.bots[colour] = kind
        self.keep_plan()

    def allow_hints(self, hints: bool) -> None:
        """Each player may ask for their own hints, or not: kept with the game, told to
        every seat by the server (off the drawing thread)."""
        self.plan.hints = hints
        self.keep_plan()
        code = self.code
        self._on_server(lambda server: server.allow_hints(code, hints), "mg-net-hints")

    def set_clock(self, kind: str | None) -> None:
        """The game's clock, chosen before it begins (off the drawing thread): the server
        keeps it with the room."""
        code = self.code
        self._on_server(lambda server: server.set_clock(code, kind), "mg-net-clock")

    def _on_server(self, fn: Callable[[Server], None], name: str) -> None:
        """`fn` run on the hosting server's loop, asked from a thread of its own (the
        drawing thread never waits for it)."""
        thread = self.server
        threading.Thread(
            target=lambda: thread.call(lambda: fn(thread.server)), name=name, daemon=True
        ).start()

    def keep_plan(self) -> None:
        problem = write_plan(self.plan)
        if problem is not None:
            self.problem = problem

    def token(self, colour: str) -> str | None:
        """The secret token of the seat `colour` (asked on the server's loop: call it off
        the drawing thread)."""
        rooms, code = self.server.server.rooms, self.code
        return self.server.call(lambda: room_tokens(rooms, code).get(colour))

    def close(self) -> None:
        """The advert goes and the server stops (blocking: off the drawing thread); a game
        left before anything was played in it leaves nothing behind."""
        if self.advert is not None:
            with contextlib.suppress(Exception):
                self.advert.close()
        self.server.stop(5.0)
        forget_unplayed(self.plan.game_id)


class HostBots:
    """The computer players of this machine in a network game, each a bot client on its
    own thread (the server stays the referee); they stop when this machine leaves."""

    def __init__(self) -> None:
        self.threads: list[threading.Thread] = []
        self.colours: set[str] = set()  # the seats they play
        self.leaving = threading.Event()  # set when this machine leaves: they stop

    def add(
        self,
        address: str,
        code: str,
        colour: str,
        level: str,
        seed: int,
        *,
        name: str | None = None,
        token: Callable[[], str | None] | None = None,
        came_back: Callable[[str], None] = lambda _colour: None,
    ) -> None:
        """A computer player takes seat `colour` (with the seat's `token`, asked on its
        thread: a seat hosted again or handed over); it stops when the seat's player comes
        back with the token (`came_back`), or when no token is there to be had."""

        def run() -> None:
            key = token() if token is not None else None
            if token is not None and key is None:
                self.colours.discard(colour)
                return
            result = bot_play(
                address,
                code,
                level,
                name=name,
                colour=None if key else colour,
                token=key,
                seed=seed,
                quiet_for=3600,
                stop=self.leaving,
            )
            if result.problem is not None and result.problem.key == "net_seat_retaken":
                self.colours.discard(colour)  # its player came back: the seat is theirs
                came_back(colour)

        thread = threading.Thread(target=run, name=f"mg-net-bot-{colour}", daemon=True)
        self.threads.append(thread)
        self.colours.add(colour)
        thread.start()

    def stop(self) -> None:
        """This machine leaves: its bots stop within a second."""
        self.leaving.set()


def hosting_server(plan: HostPlan, port: int) -> ServerThread:
    """A server for a hosted game on this machine, keeping it as it goes: its room in the
    game's hosted folder (taken in again when started on it), its game file."""
    # IPv4 on every interface: one socket (with port 0, each address family would get a
    # port of its own, and the one reported might not be IPv4's)
    server = Server(
        host="0.0.0.0",
        port=port,
        state=hosted_dir(plan.game_id),
        kept=lambda room: keep_hosted(room, plan),
    )
    return ServerThread(server)


def open_host(players: list[str], rounds: int, name: str) -> Hosting:
    """Start a server for one game on this machine (the local network only), open its room
    and advertise it (blocking: run it off the drawing thread). A Problem if it cannot."""
    plan = HostPlan(new_game_id(), 0, [players[0]])
    thread, port, code = serving(
        plan,
        (DEFAULT_PORT, 0),  # the usual port, else any free one
        lambda _thread, port: create_room(f"127.0.0.1:{port}", players, rounds),
        next_port_on_problem=True,  # (e.g. something else answers on the usual port)
    )
    return hosted(thread, port, code, plan, name)


def open_host_again(game_id: str, name: str) -> Hosting:
    """Host again a network game this machine hosted (after quitting or a crash): a server
    on the same port if it is free, the room taken in from the game's hosted folder with the
    same code and seat tokens (blocking: off the drawing thread). A Problem if it cannot."""
    owner = in_use(game_id)
    if owner is not None:  # another running instance hosts it
        raise Problem(
            "game_in_use_open",
            "another running game (process {process}) plays it",
            process=owner,
        )
    plan = read_plan(game_id)
    read_room(game_id)  # (a Problem when there is none)
    thread, port, (code, tokens) = serving(
        plan,
        dict.fromkeys((plan.port, DEFAULT_PORT, 0)),  # the same port first
        lambda thread, _port: kept_room(thread, plan),
        next_port_on_problem=False,
    )
    return hosted(thread, port, code, plan, name, tokens)


@dataclass(frozen=True)
class ServerRoom:
    """A room opened on a server elsewhere (Host a game… → on a server): where and its code."""

    address: str
    code: str


class Opening:
    """A hosted game being opened off the drawing thread (`open_host`, or `open_host_again`
    for the kept game `again`, or a room on the server at `server` with the game clock
    `clock`: `create_room`, the address then remembered); `result` says, once a frame, how
    it went."""

    def __init__(
        self,
        players: list[str],
        rounds: int,
        name: str,
        again: str | None,
        server: str | None = None,
        clock: str | None = None,
    ) -> None:
        self._done: Hosting | ServerRoom | Problem | None = None

        def run() -> None:
            try:
                if server is not None:
                    code = create_room(server, players, rounds, clock=clock)
                    remember_server(server)  # (a room was opened there: worth a click next time)
                    self._done = ServerRoom(server, code)
                elif again is not None:
                    self._done = open_host_again(again, name)
                else:
                    self._done = open_host(players, rounds, name)
            except Problem as why:
                self._done = why

        threading.Thread(target=run, name="mg-net-open", daemon=True).start()

    def result(self) -> Hosting | ServerRoom | Problem | None:
        """The hosted game (or the server's room), or why it could not be opened; None while
        it is being opened."""
        return self._done


def serving(
    plan: HostPlan,
    ports: Iterable[int],
    room: Callable[[ServerThread, int], T],
    next_port_on_problem: bool,
) -> tuple[ServerThread, int, T]:
    """A hosting server started on the first of `ports` it can take, and what `room` opened
    on it. A Problem from `room` stops that server, then tries the next port if
    `next_port_on_problem`, else is raised; none taken: the last Problem (or
    net_unreachable)."""
    failed = Problem("net_unreachable", "network: the server cannot be reached")
    for wanted in ports:
        thread = hosting_server(plan, wanted)
        try:
            port = thread.start()
        except RuntimeError:
            continue
        try:
            return thread, port, room(thread, port)
        except Problem as why:
            thread.stop()
            if not next_port_on_problem:
                raise
            failed = why
    raise failed


def hosted(
    thread: ServerThread,
    port: int,
    code: str,
    plan: HostPlan,
    name: str,
    tokens: dict[str, str] | None = None,
) -> Hosting:
    """A game this machine hosts, once its server runs on `port` with room `code`: its plan
    kept with the game (the port it took), and the game advertised on the local network."""
    plan.port = port
    hosting = Hosting(thread, port, code, local_addresses(), None, plan, tokens or {})
    hosting.problem = write_plan(plan)
    threading.Thread(target=advertise, args=(hosting, name), daemon=True).start()
    return hosting


def kept_room(thread: ServerThread, plan: HostPlan) -> tuple[str, dict[str, str]]:
    """The code and seat tokens of the one room a server hosting again took in, its hints
    allowed as kept (on the server's loop). A Problem when it took in no room."""
    server = thread.server

    def look() -> tuple[str, dict[str, str]]:
        codes = list(server.rooms.rooms)
        if len(codes) != 1:
            raise Problem("net_room_file", "network: a room's file is damaged")
        server.allow_hints(codes[0], plan.hints)
        return codes[0], room_tokens(server.rooms, codes[0])

    return thread.call(look)


def advertise(hosting: Hosting, name: str) -> None:
    """Say on the local network (mDNS) that this game is here (its name and port, never its
    code); without multicast, typed addresses still work."""
    shown = [a for a in hosting.addresses if not a.startswith("127.")]
    with contextlib.suppress(Exception):
        hosting.advert = Advert(name, hosting.port, shown)


def forget_unplayed(game_id: str) -> None:
    """A hosted game left before anything was played in it (no game file: not in the
    Games list) leaves nothing behind: its hosted folder goes."""
    if not os.path.lexists(game_path(game_id)):
        shutil.rmtree(hosted_dir(game_id), ignore_errors=True)
