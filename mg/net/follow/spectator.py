"""A spectator of a network game, headless: watches a room with its code, is told every
action as the players are (the public game, R5: never the hidden cards' order) and never
acts, until the game is over. `magna-grecia --watch ADDRESS --code CODE` prints each action
as it comes and the final scores (mg/__main__.py words them)."""

from __future__ import annotations

import queue
import time
from collections.abc import Callable
from dataclasses import dataclass

from mg.engine import Action, Game, Problem

from ..client import Connection, Failed, Moved, NetClient, Resynced, Spectating
from ..protocol import Watch, join_code


@dataclass(frozen=True)
class Seen:
    """Action `seq` of the game watched: `action` (None: an undo, R40) by `colour`."""

    seq: int
    colour: str | None
    action: Action | None


@dataclass(frozen=True)
class WatchResult:
    """How the watching ended: the final game (None: it stopped before the end, `problem`
    says why) and how many actions were seen."""

    game: Game | None
    seen: int
    problem: Problem | None = None


def watch(
    address: str,
    code: str,
    told: Callable[[Seen], None],
    *,
    quiet_for: float = 600.0,
) -> WatchResult:
    """Watch room `code` on the server at `address` until the game is over (or nothing is
    heard for `quiet_for` seconds); `told` hears each action as it comes, in order (those
    played before the spectator came are not told: the game it was given holds them). A
    code no room has, a room that may not be watched or no server there ends at once
    (`problem`)."""
    client = NetClient(address, Watch(join_code(code) or code), patient=False)
    game: Game | None = None
    seen = 0
    problem: Problem | None = None
    client.start()
    try:
        heard = time.monotonic()
        while game is None or not game.is_over():
            try:
                event = client.events.get(timeout=1.0)
            except queue.Empty:
                if time.monotonic() - heard > quiet_for:
                    break
                continue
            heard = time.monotonic()
            if isinstance(event, Spectating | Resynced):
                game = event.game
            elif isinstance(event, Moved):
                mover = game.current_player if game is not None else None
                told(Seen(event.seq, mover, event.action))
                game, seen = event.game, seen + 1
            elif isinstance(event, Failed) and event.fatal:
                problem = event.problem
                break
            elif isinstance(event, Connection) and event.state == "closed":
                break
    finally:
        client.close()
    return WatchResult(game if game is not None and game.is_over() else None, seen, problem)
