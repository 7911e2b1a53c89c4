"""The server's own bot, for a seat whose player is away, so that no seat blocks a game: a
seat whose player has been away `abandon_after` seconds at their turn (or that another
player handed over, `Rooms.hand_over`) is played by the bot of the room's level until its
player comes back with the seat's token (`Rooms.stand_down`: at once); a seat whose game
clock ran out (`Rooms.time_outs`) is played for the rest of that turn.

It plans on what every seat may know (R5: the public game, never the real deck), off the
server's loop (`planner`: a worker process by default, so that no room waits while it
thinks), and its actions go through the same referee as a player's (`Rooms.play_for`). A
plan that the game no longer fits (its player came back, or the game moved meanwhile) is
dropped; a plan the rules refuse is made again, by the random bot after `MISSES` misses:
the game never waits for good."""

from __future__ import annotations

import asyncio
import logging
import secrets
from collections.abc import Callable, Sequence
from concurrent.futures import Future
from typing import Any

from mg.ai.bot_pool import BotPool
from mg.ai.bots import make_bot
from mg.ai.worker import plan_from_json
from mg.engine import Action, action_from_dict

from .public import public_game
from .rooms import Room, Rooms, Send

logger = logging.getLogger(__name__)

#: Seconds a seat's player may be away at their turn before the server's bot plays it, by
#: default (`magna-grecia-server --abandon-after`): long enough for a dropped connection or
#: a restarted game to come back, short enough that a live table does not wait for long.
ABANDON_AFTER = 120.0
TICK = 1.0  # seconds between two looks for seats to play
THINK = 1.0  # seconds the bot may think a turn (times its level's own)
MISSES = 2  # plans refused before the random bot plans the turn
#: Plans a thing to run off the loop: (plan_from_json, game JSON, level, seed, budget).
Planner = Callable[..., "Future[list[dict[str, Any]]]"]


class StandIns:
    """The server's bot at its rooms (`rooms`); `deliver` sends what it played. Each `tick`
    looks only at the rooms whose look is due (`Rooms.looked_at`: a seat's player gone,
    a turn begun, a clock run out, a plan played; a seat away at its turn is looked at
    again when it has been away `abandon_after`): a room left waiting costs nothing."""

    def __init__(
        self,
        rooms: Rooms,
        deliver: Callable[[Sequence[Send]], None],
        abandon_after: float | None = None,
        planner: Planner | None = None,
        think: float = THINK,
    ) -> None:
        self.rooms, self.deliver = rooms, deliver
        self.abandon_after = abandon_after  # None: only a seat handed over
        self.think = think
        self._planner = planner
        self._pool: BotPool | None = None  # the worker process, made when first needed
        self._planning: dict[str, asyncio.Task[None]] = {}  # by room code
        self._misses: dict[str, int] = {}  # plans refused in a row, by room code

    async def run(self) -> None:
        """Look for seats to play every TICK seconds, until cancelled."""
        try:
            while True:
                await asyncio.sleep(TICK)
                self.tick()
        finally:
            for task in self._planning.values():
                task.cancel()
            if self._pool is not None:
                self._pool.shutdown()

    def tick(self) -> list[asyncio.Task[None]]:
        """A seat whose player is away too long at their turn is stood in for; each seat
        stood in for whose turn it is, and not being planned, is planned (the turns it
        started planning and playing)."""
        started: list[asyncio.Task[None]] = []
        due = self.rooms.looked_at()
        self.deliver(self.rooms.time_outs(due))  # (a seat whose time ran out: played this turn)
        now = self.rooms.clock()
        for room in due:
            code = room.code
            if self.rooms.rooms.get(code) is not room:  # (closed meanwhile)
                continue
            at = self._abandon_at(room)
            if at is not None and at <= now:
                colour = str(room.game.current_player)
                logger.info("room %s: its bot plays %s, away at their turn", code, colour)
                self.deliver(self.rooms.stand_in(room, colour))
            elif at is not None:
                self.rooms.look_at(code, at)
            if self._to_play(room) is not None and code not in self._planning:
                self._planning[code] = asyncio.create_task(self._play(room))
                started.append(self._planning[code])
        return started

    def _abandon_at(self, room: Room) -> float | None:
        """When the server's bot takes the seat to act, its player away (`abandon_after` at
        their turn); None when it does not (its player is there, or it plays it already)."""
        if self.abandon_after is None or not room.started or room.game.is_over():
            return None
        if room.clock is not None and room.clock.rule.turn_based:
            return None  # a player takes their time; the clock says when it ran out
        seat = room.seat_of(room.game.current_player)
        if seat is None or seat.conn is not None or seat.colour in room.stand_ins:
            return None
        return max(seat.left, room.turn_since) + self.abandon_after

    @staticmethod
    def _to_play(room: Room) -> str | None:
        """The seat to act, when the server's bot plays it."""
        colour = room.game.current_player
        if room.game.is_over() or colour is None or colour not in room.stand_ins:
            return None
        return colour

    async def _play(self, room: Room) -> None:
        """Plan the turn of the seat stood in for and play it, if the game still fits."""
        try:
            await self._turn(room)
        finally:
            self._planning.pop(room.code, None)
            self.rooms.look_at(room.code)  # (its next turn, or this one again: a plan missed)

    async def _turn(self, room: Room) -> None:
        colour, seq = self._to_play(room), room.seq
        if colour is None:
            return
        level = room.stand_ins[colour]
        game = public_game(room.game)  # R5: what every seat may know
        if self._misses.get(room.code, 0) >= MISSES:
            actions = make_bot("random", seed=secrets.randbits(30)).plan_turn(game)
        else:
            actions = await self._plan(game.to_json(), level)
        sends = self.rooms.play_for(room, colour, seq, actions)
        if not sends and room.seq == seq and self._to_play(room) == colour:
            self._misses[room.code] = self._misses.get(room.code, 0) + 1
        else:
            self._misses.pop(room.code, None)
        self.deliver(sends)

    async def _plan(self, game_json: str, level: str) -> list[Action]:
        """A turn planned off the loop ([] when the planner failed: planned again)."""
        seed = secrets.randbits(30)
        try:
            planned = await asyncio.wrap_future(self._submit(game_json, level, seed))
            return [action_from_dict(item) for item in planned]
        except Exception as exc:  # a worker that died must not stop the server
            logger.warning("the server's bot could not plan (%r)", exc)
            if self._pool is not None:
                self._pool.shutdown()  # (a new worker next time)
            return []

    def _submit(self, game_json: str, level: str, seed: int) -> Future[list[dict[str, Any]]]:
        if self._planner is not None:
            return self._planner(plan_from_json, game_json, level, seed, self.think)
        if self._pool is None:
            self._pool = BotPool()
        return self._pool.submit(plan_from_json, game_json, level, seed, self.think)
