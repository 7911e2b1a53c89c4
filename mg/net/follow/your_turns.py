"""How this machine's network games stand, asked of their servers off the drawing thread:
at the start and every minute, each server this machine has seats on is asked once about
all of its games there (one connection a server, at most MAX_SERVERS servers and
STATUS_MOST games each, a few seconds each), so the menu can say "Your turn in 2 games".
A server that cannot be reached leaves its games out (nothing is guessed)."""

from __future__ import annotations

import threading
from collections.abc import Callable

from mg.engine import Problem

from ..client import room_states
from ..kept.net_games import games_by_server
from ..protocol import STATUS_MOST, RoomStatus

EVERY = 60.0  # seconds between two rounds of questions
MAX_SERVERS = 8  # servers asked a round (the most recent games' first)
ASK_WITHIN = 5.0  # seconds a server has to answer

Asker = Callable[[str, list[tuple[str, str]]], dict[str, RoomStatus]]


def ask_all(
    games: dict[str, list[tuple[str, str]]], ask: Asker
) -> tuple[dict[str, RoomStatus], dict[str, Problem]]:
    """Each server of `games` asked once about its games (the most recent MAX_SERVERS
    servers, the most recent STATUS_MOST games each): how each game stands, by code; and
    why each server that did not answer did not."""
    standing: dict[str, RoomStatus] = {}
    failed: dict[str, Problem] = {}
    for address, rooms in list(games.items())[-MAX_SERVERS:]:
        try:
            standing.update(ask(address, rooms[-STATUS_MOST:]))
        except Problem as why:
            failed[address] = why
    return standing, failed


def your_turn(standing: dict[str, RoomStatus]) -> int:
    """How many games wait for this machine's player."""
    return sum(1 for status in standing.values() if status.state == "your_turn")


class YourTurns:
    """The games' standing, asked on a thread of its own now and every EVERY seconds until
    `stop`; `standing` is read from any thread (replaced whole, never changed)."""

    def __init__(
        self,
        ask: Asker | None = None,
        games: Callable[[], dict[str, list[tuple[str, str]]]] = games_by_server,
        every: float = EVERY,
    ) -> None:
        self.ask: Asker = ask or (lambda address, rooms: room_states(address, rooms, ASK_WITHIN))
        self.games, self.every = games, every
        self.standing: dict[str, RoomStatus] = {}
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="mg-net-turns", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()

    def your_turn(self) -> int:
        return your_turn(self.standing)

    def _run(self) -> None:
        while not self._stop.is_set():
            games = self.games()
            if games:
                self.standing = ask_all(games, self.ask)[0]
            self._stop.wait(self.every)
