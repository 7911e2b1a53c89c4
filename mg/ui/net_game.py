"""A network game as this machine takes part in it (issue 25): when hosting, the server on
its own thread (`mg.net.server.ServerThread`: never in the drawing thread), its room and
its mDNS advert; this machine's seats, each a `NetClient` on its own thread; bots of this
machine, each a headless bot client (`mg.net.bot_client.play`) on its own thread. The
scenes read what happened with `poll()` once a frame and never wait on the network."""

from __future__ import annotations

import contextlib
import queue
import socket
import threading
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass

from mg.engine import Action, Game, Problem
from mg.match import Match, Outcome
from mg.net.bot_client import play as bot_play
from mg.net.client import (
    ActionRefused,
    Connection,
    Event,
    Failed,
    Joined,
    Moved,
    NetClient,
    Resynced,
    SeatsChanged,
    create_room,
)
from mg.net.discovery import Advert
from mg.net.protocol import Join, SeatInfo
from mg.net.public import public_deck, public_digest, with_cards_shown
from mg.net.seat_tokens import keep_token, token_for
from mg.net.server import DEFAULT_PORT, Server, ServerThread
from mg.store.seats import Seat

SEAT_PLANS = ("open", "here", "bot")  # what a host makes of a seat nobody has taken yet
REMOTE = "remote"  # the kind of a seat this machine does not play (its actions come as events)


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
    """What opening a hosted game gave: the server, the room's code, where to join it."""

    server: ServerThread
    port: int
    code: str
    addresses: list[str]
    advert: Advert | None


def open_host(players: list[str], rounds: int, name: str) -> Hosting:
    """Start a server for one game on this machine (the local network only), open its room
    and advertise it (blocking: run it off the drawing thread). A Problem if it cannot."""
    failed = Problem("net_unreachable", "network: the server cannot be reached")
    for wanted in (DEFAULT_PORT, 0):  # the usual port, else any free one
        # IPv4 on every interface: one socket (with port 0, each address family would get
        # a port of its own, and the one reported might not be IPv4's)
        thread = ServerThread(Server(host="0.0.0.0", port=wanted))
        try:
            port = thread.start()
        except RuntimeError:
            continue
        try:
            code = create_room(f"127.0.0.1:{port}", players, rounds)
        except Problem as why:  # (e.g. something else answers on the usual port)
            thread.stop()
            failed = why
            continue
        break
    else:
        raise failed
    hosting = Hosting(thread, port, code, local_addresses(), None)
    threading.Thread(target=advertise, args=(hosting, name), daemon=True).start()
    return hosting


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

    @property
    def host(self) -> bool:
        return self.hosting is not None

    # -- seats ----------------------------------------------------------------------------
    def join_here(self, name: str | None, colour: str | None = None) -> NetClient:
        """Take a seat for a player at this machine (with the token kept for this room, so
        a rejoin takes the same seat)."""
        token = token_for(self.code) if colour is None and not self.clients else None
        client = NetClient(self.address, Join(self.code, name, colour, token))
        self.pending.append(client)
        if self.main is None:
            self.main = client
        client.start()
        return client

    def add_bot(self, colour: str, level: str, seed: int, name: str | None = None) -> None:
        """A computer player of this machine takes seat `colour`, on its own thread."""

        def run() -> None:
            bot_play(
                self.address, self.code, level, name=name, colour=colour, seed=seed, quiet_for=3600
            )

        thread = threading.Thread(target=run, name=f"mg-net-bot-{colour}", daemon=True)
        self.bots.append(thread)
        self.bot_colours.add(colour)
        thread.start()

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
        elif isinstance(event, Connection):
            self.state = event.state
        return True

    def close(self) -> None:
        """Leave: every client of this machine closes (their seats stay theirs), a hosted
        server stops and its advert goes (off the drawing thread: nothing waits here)."""
        clients = [*self.clients.values(), *self.pending]
        hosting = self.hosting

        def shut() -> None:
            for client in clients:
                client.close(2.0)
            if hosting is not None:
                if hosting.advert is not None:
                    with contextlib.suppress(Exception):
                        hosting.advert.close()
                hosting.server.stop(5.0)

        self.clients, self.pending, self.main = {}, [], None
        threading.Thread(target=shut, name="mg-net-close", daemon=True).start()


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
