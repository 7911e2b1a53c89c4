"""How this machine's network games stand, asked of their servers off the drawing thread:
at the start, every minute and when a screen asks (`ask_now`), each server this machine has
seats on is asked once about all of its games there (one connection a server, one server
at a time, at most MAX_SERVERS servers and STATUS_MOST games each, a few seconds each), so
the menu can say "Your turn in 2 games" and the Games screen list every game with its
state. A server that cannot be reached has its games said to be "unreachable" (nothing is
guessed)."""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass

from mg.engine import Problem

from ..client import room_states
from ..kept.net_games import games_by_server
from ..protocol import STATUS_MOST, RoomStatus

EVERY = 60.0  # seconds between two rounds of questions
MAX_SERVERS = 8  # servers asked a round (the most recent games' first)
ASK_WITHIN = 5.0  # seconds a server has to answer
UNREACHABLE, ASKING = "unreachable", "asking"  # a game whose server did not (yet) answer
# the order the Games screen lists them in: what waits for the player first
STATE_ORDER = ("your_turn", "waiting", "lobby", ASKING, UNREACHABLE, "finished", "gone")

Asker = Callable[[str, list[tuple[str, str]]], dict[str, RoomStatus]]
Games = dict[str, list[tuple[str, str]]]  # by server address: each game's code and token


@dataclass(frozen=True)
class NetGame:
    """A network game this machine holds a seat in, as its server last said: its room's
    code, the server's address, its state (one of STATE_ORDER) and, while it is under way,
    the seat to act and its player's name."""

    code: str
    address: str
    state: str
    turn: str | None = None
    name: str | None = None

    @property
    def removable(self) -> bool:
        """Over, or no longer on its server: it may be taken off the list."""
        return self.state in ("finished", "gone")


def chosen(games: Games) -> list[tuple[str, list[tuple[str, str]]]]:
    """The servers asked a round and the games asked of each: the most recent MAX_SERVERS
    servers, the most recent STATUS_MOST games each."""
    return [
        (address, rooms[-STATUS_MOST:]) for address, rooms in list(games.items())[-MAX_SERVERS:]
    ]


def ask_all(
    games: Games,
    ask: Asker,
    before: dict[str, NetGame] | None = None,
    told: Callable[[dict[str, NetGame]], None] = lambda _games: None,
    stop: Callable[[], bool] = lambda: False,
) -> dict[str, NetGame]:
    """Each chosen server of `games` asked once, in turn, about its games: how each game
    stands, by code, in the order kept. `told` hears the games after each server's answer
    (and once first: a game not asked yet keeps its state `before`, or is being asked);
    `stop` ends the round early."""
    servers = chosen(games)
    before = before or {}
    now = {
        code: before.get(code, NetGame(code, address, ASKING))
        for address, rooms in servers
        for code, _ in rooms
    }
    told(now)
    for address, rooms in servers:
        if stop():
            break
        now.update((game.code, game) for game in heard_from(address, rooms, ask))
        told(now)
    return now


def ask_server(address: str, rooms: list[tuple[str, str]]) -> dict[str, RoomStatus]:
    """How the games of `rooms` stand on the server at `address` (one connection, within
    ASK_WITHIN seconds to connect and as many to answer); a Problem when it cannot say."""
    return room_states(address, rooms, ASK_WITHIN)


def heard_from(address: str, rooms: list[tuple[str, str]], ask: Asker) -> list[NetGame]:
    """The games of `rooms` as the server at `address` says they stand ("unreachable", each,
    when it cannot be asked; "gone" for a game it left out of its answer)."""
    try:
        heard = ask(address, rooms)
    except Problem:
        return [NetGame(code, address, UNREACHABLE) for code, _ in rooms]
    games = []
    for code, _ in rooms:
        status = heard.get(code, RoomStatus(code, "gone"))
        games.append(NetGame(code, address, status.state, status.turn, status.name))
    return games


def listed(games: dict[str, NetGame]) -> tuple[NetGame, ...]:
    """The games in the Games screen's order: by state (STATE_ORDER), the most recent first."""
    recent_first = list(games.values())[::-1]
    return tuple(sorted(recent_first, key=lambda game: STATE_ORDER.index(game.state)))


class YourTurns:
    """The games' standing, asked on a thread of its own now, every `every` seconds and when
    asked (`ask_now`), until `stop`; `games` is read from any thread (replaced whole, never
    changed), a server's games as soon as it answered."""

    def __init__(
        self,
        ask: Asker | None = None,
        games: Callable[[], Games] = games_by_server,
        every: float = EVERY,
    ) -> None:
        self.ask: Asker = ask or ask_server
        self.games_kept, self.every = games, every
        self.games: tuple[NetGame, ...] = ()
        self.rounds = 0  # rounds of questions finished (tests count them)
        self._forgotten: set[str] = set()  # codes taken off the list during this round
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._wake = threading.Event()
        self._thread = threading.Thread(target=self._run, name="mg-net-turns", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        self._wake.set()

    def ask_now(self) -> None:
        """A round of questions now (after the one under way, if any), not in a minute."""
        self._wake.set()

    def your_turn(self) -> int:
        return sum(1 for game in self.games if game.state == "your_turn")

    def forget(self, code: str) -> None:
        """Game `code` off the list at once (its kept entry was removed: the next rounds do
        not find it)."""
        with self._lock:
            self._forgotten.add(code)
            self.games = tuple(game for game in self.games if game.code != code)

    def _run(self) -> None:
        while not self._stop.is_set():
            self._wake.clear()
            self._round()
            self._wake.wait(self.every)

    def _round(self) -> None:
        with self._lock:
            self._forgotten.clear()
        before = {game.code: game for game in self.games}
        ask_all(self.games_kept(), self.ask, before, self._tell, self._stop.is_set)
        self.rounds += 1

    def _tell(self, games: dict[str, NetGame]) -> None:
        with self._lock:
            kept = {code: game for code, game in games.items() if code not in self._forgotten}
            self.games = listed(kept)
