"""A network game as this machine takes part in it (issue 25): when hosting, the server on
its own thread (`mg.net.server.ServerThread`: never in the drawing thread), its room and
its mDNS advert; this machine's seats, each a `NetClient` on its own thread; bots of this
machine, each a headless bot client (`mg.net.bot_client.play`) on its own thread. The
scenes read what happened with `poll()` once a frame and never wait on the network."""

from __future__ import annotations

import contextlib
import os
import queue
import shutil
import socket
import threading
import time
from collections import deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import TypeVar

from mg.engine import Action, Game, Problem
from mg.match import Match, Outcome
from mg.net.bot_client import play as bot_play
from mg.net.client import (
    ActionRefused,
    Connection,
    Event,
    Failed,
    HintsAllowed,
    Joined,
    Moved,
    NetClient,
    Resynced,
    SeatsChanged,
    create_room,
)
from mg.net.discovery import Advert
from mg.net.hosted import HostPlan, keep_hosted, read_plan, read_room, room_tokens, write_plan
from mg.net.protocol import Join, SeatInfo
from mg.net.public import public_deck, public_digest, with_cards_shown
from mg.net.seat_tokens import keep_token, token_for
from mg.net.server import DEFAULT_PORT, Server, ServerThread
from mg.store.game_files import game_path, hosted_dir, in_use
from mg.store.save_identity import new_game_id
from mg.store.seats import Seat

SEAT_PLANS = ("open", "here", "bot")  # what a host makes of a seat nobody has taken yet
REMOTE = "remote"  # the kind of a seat this machine does not play (its actions come as events)
WAIT_AGAIN = 60.0  # seconds the host's Wait puts off the offer of a dropped seat to a bot
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


class NetGame:
    """One network game from this machine: its code, address, seats and this machine's
    clients. `poll()` gives the events the scenes act on: the first seat's view of the game
    (every client sees the same actions) and every seat's refusals and failures."""

    def __init__(self, address: str, code: str, hosting: Hosting | None = None) -> None:
        self.address, self.code, self.hosting = address, code.strip().upper(), hosting
        self.clients: dict[str, NetClient] = {}  # this machine's seats, by colour
        self.pending: list[NetClient] = []  # joining: their colour not yet known
        self.main: NetClient | None = None  # whose events tell the game
        self.bots: list[threading.Thread] = []
        self.bot_colours: set[str] = set()
        self.seats: tuple[SeatInfo, ...] = ()
        self.game: Game | None = None
        self.seq = 0
        self.state = "connecting"  # of the main client: "connected", "reconnecting", "closed"
        self.problem: Problem | None = None  # the last failure, to be worded
        self.saver: Callable[[str, str], Problem | None] = keep_token
        self.inbox: deque[Event] = deque()  # heard, not yet acted on (kept across scenes)
        self.sent = False  # an action of this machine is on its way to the server
        self.waited: dict[str, float] = {}  # seats the host waits for, until when (clock)
        self.clock: Callable[[], float] = time.monotonic
        self.hints_allowed = False  # the host allows each player their own hints
        self.leaving = threading.Event()  # set when this machine leaves: its bots stop

    @property
    def host(self) -> bool:
        return self.hosting is not None

    # -- seats ----------------------------------------------------------------------------
    def join_here(
        self, name: str | None, colour: str | None = None, token: str | None = None
    ) -> NetClient:
        """Take a seat for a player at this machine (with the token kept for this room, so
        a rejoin takes the same seat; a hosting machine's own, hosting again)."""
        if token is None and colour is None and not self.clients:
            token = token_for(self.code)
        client = NetClient(self.address, Join(self.code, name, colour, token))
        self.pending.append(client)
        if self.main is None:
            self.main = client
        client.start()
        return client

    def add_bot(
        self,
        colour: str,
        level: str,
        seed: int,
        name: str | None = None,
        token: str | None = None,
        handed: bool = False,
    ) -> None:
        """A computer player of this machine takes seat `colour`, on its own thread (with
        the seat's token: a seat hosted again, or `handed` over by the host, whose token it
        asks the server for). A bot handed a seat stops when its player comes back."""
        hosting = self.hosting

        def run() -> None:
            key = token
            if handed and hosting is not None:
                rooms, code = hosting.server.server.rooms, self.code
                key = hosting.server.call(lambda: room_tokens(rooms, code).get(colour))
                if key is None:
                    self.bot_colours.discard(colour)
                    return
            result = bot_play(
                self.address,
                self.code,
                level,
                name=name,
                colour=None if key else colour,
                token=key,
                seed=seed,
                quiet_for=3600,
                stop=self.leaving,
            )
            if result.problem is not None and result.problem.key == "net_seat_retaken":
                self.bot_colours.discard(colour)  # its player came back: the seat is theirs
                self.plan_seat(colour, "human")

        thread = threading.Thread(target=run, name=f"mg-net-bot-{colour}", daemon=True)
        self.bots.append(thread)
        self.bot_colours.add(colour)
        thread.start()

    def give_to_bot(self, colour: str, seed: int, level: str = "hard") -> Problem | None:
        """The host hands the disconnected seat `colour` to a bot of this machine, which
        plays on with the seat's token (the server stays the referee); its player who comes
        back with the token takes the seat again. A Problem (nothing done) when this machine
        is not the host or that seat is not a disconnected player's."""
        if self.hosting is None:
            return Problem("net_not_host", "network: only the host can do that")
        seat = self.seat(colour)
        if (
            seat is None
            or not seat.taken
            or seat.connected
            or self.local(colour) is not None
            or colour in self.bot_colours
        ):
            return Problem(
                "net_seat_not_away", "network: the {colour} seat is not disconnected", colour=colour
            )
        self.plan_seat(colour, level)
        self.add_bot(colour, level, seed, handed=True)
        return None

    def allow_hints(self, hints: bool) -> Problem | None:
        """The host allows each player their own hints, or not: kept with the game, told to
        every seat by the server (off the drawing thread). A Problem when not the host."""
        hosting = self.hosting
        if hosting is None:
            return Problem("net_not_host", "network: only the host can do that")
        hosting.plan.hints = hints
        problem = write_plan(hosting.plan)
        if problem is not None:
            hosting.problem = problem
        server, code = hosting.server, self.code
        threading.Thread(
            target=lambda: server.call(lambda: server.server.allow_hints(code, hints)),
            name="mg-net-hints",
            daemon=True,
        ).start()
        return None

    def wait_for(self, colour: str) -> None:
        """The host waits for the disconnected player of `colour`: the offer to hand the
        seat to a bot goes for WAIT_AGAIN seconds (or until they come back and drop again)."""
        self.waited[colour] = self.clock() + WAIT_AGAIN

    def offer_bot(self) -> str | None:
        """The colour of the seat to act when its player (of another machine) is
        disconnected and this machine hosts: the host may hand it to a bot or wait."""
        game = self.game
        colour = game.current_player if game is not None and not game.is_over() else None
        seat = self.seat(colour) if colour is not None else None
        if (
            self.hosting is None
            or seat is None
            or seat.connected
            or not seat.taken
            or self.local(seat.colour) is not None
            or seat.colour in self.bot_colours
            or self.clock() < self.waited.get(seat.colour, -1.0)
        ):
            return None
        return seat.colour

    def plan_seat(self, colour: str, kind: str) -> None:
        """Keep who plays seat `colour` when hosting: "here" (this machine's player), a
        bot's level, or "human" (another machine's player)."""
        hosting = self.hosting
        if hosting is None:
            return
        plan = hosting.plan
        plan.bots.pop(colour, None)
        if colour in plan.here:
            plan.here.remove(colour)
        if kind == "here":
            plan.here.append(colour)
        elif kind != "human":
            plan.bots[colour] = kind
        problem = write_plan(plan)
        if problem is not None:
            hosting.problem = problem

    def local(self, colour: str | None) -> NetClient | None:
        """This machine's client for the seat `colour` (None: another machine's or a bot's)."""
        return self.clients.get(colour) if colour is not None else None

    def all_taken(self) -> bool:
        return bool(self.seats) and all(seat.taken for seat in self.seats)

    def seat(self, colour: str) -> SeatInfo | None:
        return next((s for s in self.seats if s.colour == colour), None)

    # -- what happened --------------------------------------------------------------------
    def poll(self) -> list[Event]:
        """Everything heard and not yet acted on, in order (never waits)."""
        self.pump()
        out = list(self.inbox)
        self.inbox.clear()
        return out

    def pump(self) -> None:
        """Take in what the clients heard (the game's state follows at once; the scenes act
        on the events one at a time: `peek`, `take`)."""
        for client in [*self.clients.values(), *self.pending]:
            while True:
                try:
                    event = client.events.get_nowait()
                except queue.Empty:
                    break
                if self._take(client, event):
                    self.inbox.append(event)

    def peek(self) -> Event | None:
        self.pump()
        return self.inbox[0] if self.inbox else None

    def take(self) -> Event | None:
        event = self.peek()
        if event is not None:
            self.inbox.popleft()
        return event

    def _take(self, client: NetClient, event: Event) -> bool:
        main = client is self.main
        if isinstance(event, Joined):
            self.clients[event.colour] = client
            if client in self.pending:
                self.pending.remove(client)
            problem = self.saver(self.code, event.token) if main else None
            if problem is not None:
                self.problem = problem
            if main:
                self.game, self.seats = event.game, event.seats
            return main
        if isinstance(event, ActionRefused):
            self.sent = False
            return True
        if isinstance(event, Failed):
            self.problem, self.sent = event.problem, False
            return True
        if not main:
            return False
        if isinstance(event, Moved | Resynced):
            self.game, self.seq, self.sent = event.game, event.seq, False
        elif isinstance(event, SeatsChanged):
            self.seats = event.seats
            for seat in event.seats:
                if seat.connected:
                    self.waited.pop(seat.colour, None)
        elif isinstance(event, Connection):
            self.state = event.state
        elif isinstance(event, HintsAllowed):
            self.hints_allowed = event.hints
        return True

    def close(self) -> None:
        """Leave: every client of this machine closes (their seats stay theirs), a hosted
        server stops and its advert goes (off the drawing thread: nothing waits here)."""
        clients = [*self.clients.values(), *self.pending]
        hosting = self.hosting
        self.leaving.set()  # (this machine's bots stop within a second)

        def shut() -> None:
            for client in clients:
                client.close(2.0)
            if hosting is not None:
                if hosting.advert is not None:
                    with contextlib.suppress(Exception):
                        hosting.advert.close()
                hosting.server.stop(5.0)
                forget_unplayed(hosting.plan.game_id)

        self.clients, self.pending, self.main = {}, [], None
        threading.Thread(target=shut, name="mg-net-close", daemon=True).start()


def forget_unplayed(game_id: str) -> None:
    """A hosted game left before anything was played in it (no game file: not in the
    Games list) leaves nothing behind: its hosted folder goes."""
    if not os.path.lexists(game_path(game_id)):
        shutil.rmtree(hosted_dir(game_id), ignore_errors=True)


def net_match(net: NetGame) -> Match:
    """The network game as a `Match` of this machine: its seats are this machine's players
    ("human") and the others ("remote": another machine's player or a bot client, whose
    actions come as events); never autosaved (the host's server keeps the game)."""
    assert net.game is not None
    seats = [
        Seat(info.name, info.colour, "human" if net.local(info.colour) else REMOTE)
        for info in net.seats
    ]
    return Match(net.game.copy(), seats, saver=lambda _session: None)


def remote_move(match: Match, action: Action | None, after: Game) -> Outcome:
    """Play on `match` an action the server accepted (None: an undo, R40): a card it shows
    (R5) is put in place first; a copy that does not fit takes the server's game."""
    if action is None:
        outcome = match.undo()
    else:
        deck = public_deck(after)
        if deck != public_deck(match.game):
            with contextlib.suppress(ValueError):
                match.game = with_cards_shown(match.game, deck)
        outcome = match.apply(action)
    if not outcome.applied or public_digest(match.game) != public_digest(after):
        match.game = after.copy()  # (the board is drawn anew from it)
    return outcome
