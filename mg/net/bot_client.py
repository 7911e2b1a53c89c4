"""A headless computer player at a network game: joins a room with its code, plays its seat
with a bot of `mg.ai` (planned on what its colour may know, R5) until the game is over,
and says the final scores. `magna-grecia --join ADDRESS --code CODE --autoplay hard`, which
keeps its seat's token (mg/net/bot_seats.py): started again after its process died, it
takes its seat back. It sends no faster than a server lets a connection send (a bot that
thinks little would otherwise be cut for flooding in a quick game)."""

from __future__ import annotations

import logging
import queue
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from mg.ai import make_bot
from mg.engine import Action, Game, Problem

from .bot_seats import claim, forget_bot_token, keep_bot_token
from .client import (
    ActionRefused,
    Connection,
    Failed,
    Joined,
    Moved,
    NetClient,
    Resynced,
    SeatsChanged,
)
from .guard.door import MESSAGE_BURST, MESSAGE_RATE, Allowance
from .protocol import Join, SeatInfo, join_code

logger = logging.getLogger(__name__)

# The bot's own allowance, below the server's at every moment: its sends reach the server one
# at a time (each waits for the last one's answer), never faster than they left.
PACE_RATE = 0.8 * MESSAGE_RATE
PACE_BURST = 0.8 * MESSAGE_BURST


@dataclass(frozen=True)
class BotResult:
    """How the bot's game ended: its colour and token, the final game (None: it stopped
    before the end, `problem` says why) and how many actions it sent."""

    colour: str | None
    token: str | None
    game: Game | None
    sent: int
    problem: Problem | None = None
    turned_down: tuple[object, ...] = ()  # the refusals and errors its actions met


class Sender(Protocol):
    """Where a seat's actions go: the client of its connection."""

    def act(self, action: Action) -> None: ...


class BotSeat:
    """Plays one seat: feed it the client's events (`take`); it sends the bot's actions."""

    def __init__(
        self,
        client: Sender,
        level: str,
        seed: int = 0,
        budget: float = 0.5,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.client = client
        self.clock = clock
        self.pace = Allowance.full(PACE_RATE, PACE_BURST, clock())
        self.bot = make_bot(level, seed=seed, budget=budget)
        self.colour: str | None = None
        self.token: str | None = None
        self.game: Game | None = None
        self.plan: list[Action] = []
        self.waiting = False  # an action of ours is on its way
        self.sent = 0
        self.problem: Problem | None = None
        self.stopped = False
        self.turned_down: list[object] = []
        self.seats: tuple[SeatInfo, ...] = ()

    def take(self, event: object) -> None:
        if isinstance(event, Joined):
            self.colour, self.token, self.game = event.colour, event.token, event.game
            self.waiting, self.plan, self.seats = False, [], event.seats
        elif isinstance(event, SeatsChanged):
            self.seats = event.seats
        elif isinstance(event, Moved | Resynced):
            self.game = event.game
            if isinstance(event, Resynced):
                self.plan = []
            self.waiting = False
        elif isinstance(event, ActionRefused):
            self.waiting, self.plan = False, []
            self.turned_down.append(event.refusal)
            logger.info("refused: %s", event.refusal.text())
        elif isinstance(event, Failed):
            self.waiting, self.plan = False, []
            self.turned_down.append(event.problem.key)
            if event.fatal:
                self.problem, self.stopped = event.problem, True
        elif isinstance(event, Connection):
            if event.state == "closed":
                self.stopped = True
            elif event.state == "reconnecting":
                self.waiting = False
        self._play()

    def tick(self) -> None:
        """Time went by with nothing heard: an action held back by the pace may go now."""
        self._play()

    def held_for(self) -> float | None:
        """Seconds until the action held back by the pace may go; None: nothing is held."""
        wait = self.pace.wait(self.clock()) if self._my_move() else 0.0
        return wait if wait > 0 else None  # (not held: it is not our move, or no plan)

    def _my_move(self) -> bool:
        game = self.game
        if self.waiting or game is None or game.is_over() or game.current_player != self.colour:
            return False
        return all(seat.taken for seat in self.seats)  # the game starts when all are

    def _play(self) -> None:
        game = self.game
        if game is None or not self._my_move():
            return
        if not self.plan or game.refusal(self.plan[0]) is not None:
            self.plan = self.bot.plan_turn(game)
        if self.plan and self.pace.take(self.clock()):
            self.client.act(self.plan.pop(0))
            self.waiting = True
            self.sent += 1

    @property
    def done(self) -> bool:
        return self.stopped or (self.game is not None and self.game.is_over())


def play(
    address: str,
    code: str,
    level: str = "hard",
    *,
    name: str | None = None,
    colour: str | None = None,
    token: str | None = None,
    seed: int = 0,
    budget: float = 0.5,
    quiet_for: float = 600.0,
    stop: threading.Event | None = None,
    keep: bool = False,
) -> BotResult:
    """Join and play until the game is over (or nothing is heard for `quiet_for` seconds,
    or `stop` is set: its machine left the game). With `keep`, the seat's token is kept in
    this machine's data folder, and a seat of the room kept by a bot that is no longer
    running is taken back (a kept token the room no longer knows is forgotten, and the bot
    joins anew)."""
    code = join_code(code) or code
    claimed = claim(code) if keep and token is None and colour is None else None
    result = _play(
        address,
        code,
        level,
        Join(code, name, colour, token or claimed),
        keep,
        seed=seed,
        budget=budget,
        quiet_for=quiet_for,
        stop=stop,
    )
    problem = result.problem
    if claimed is not None and problem is not None and problem.key == "net_bad_token":
        forget_bot_token(code, claimed)
        result = _play(
            address,
            code,
            level,
            Join(code, name, colour),
            keep,
            seed=seed,
            budget=budget,
            quiet_for=quiet_for,
            stop=stop,
        )
    return result


def _play(
    address: str,
    code: str,
    level: str,
    join: Join,
    keep: bool,
    *,
    seed: int,
    budget: float,
    quiet_for: float,
    stop: threading.Event | None,
) -> BotResult:
    client = NetClient(address, join, keep=keep_bot_token if keep else None)
    seat = BotSeat(client, level, seed, budget)
    client.start()
    try:
        heard = time.monotonic()
        while not seat.done and not (stop is not None and stop.is_set()):
            held = seat.held_for()
            try:
                seat.take(client.events.get(timeout=1.0 if held is None else held + 0.001))
                heard = time.monotonic()
            except queue.Empty:
                seat.tick()
                if time.monotonic() - heard > quiet_for:
                    break
    finally:
        client.close()
    over = seat.game if seat.game is not None and seat.game.is_over() else None
    return BotResult(
        seat.colour, seat.token, over, seat.sent, seat.problem, tuple(seat.turned_down)
    )
