"""Planning in another process: the game goes in as JSON, the turn comes back as plain
data (what `mg.engine.action_to_dict` makes). The worker never outlives the game:
it watches its parent and ends itself as soon as the game is gone (even after SIGKILL)."""

from __future__ import annotations

import multiprocessing
import os
import signal
import threading
from multiprocessing.queues import SimpleQueue
from typing import Any

from mg.ai.bots import make_bot
from mg.engine import Game, action_to_dict

PARENT_POLL = 0.5  # seconds between checks that the game is still there


def plan_from_json(game_json: str, level: str, seed: int, budget: float) -> list[dict[str, Any]]:
    game = Game.from_json(game_json)
    plan = make_bot(level, seed=seed, budget=budget).plan_turn(game)
    return [action_to_dict(a) for a in plan]


def parent_gone(parent: multiprocessing.process.BaseProcess | None, parent_pid: int) -> bool:
    """Whether the process that started this one has ended (its sentinel closed, or this
    process was handed to another parent)."""
    if parent is not None and not parent.is_alive():
        return True
    return os.getppid() != parent_pid


def _watch(parent: multiprocessing.process.BaseProcess | None, parent_pid: int) -> None:
    while True:
        if parent is not None:
            parent.join(PARENT_POLL)  # returns at once when the parent ends
        else:
            threading.Event().wait(PARENT_POLL)
        if parent_gone(parent, parent_pid):
            os._exit(0)  # nothing to finish: the plan has nobody to go to


def start_worker(started: SimpleQueue[int]) -> None:
    """A pool worker's initializer: says which process it is (so the pool knows its workers
    through public means), then watches its parent."""
    started.put(os.getpid())
    watch_parent()


def watch_parent() -> None:
    """A worker's initializer: a daemon thread ends this process when the game is gone.
    Ctrl+C in the terminal reaches the worker too; the game decides (it quits quietly and
    this process then ends with it), so the worker takes no notice of it."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    args = (multiprocessing.parent_process(), os.getppid())
    threading.Thread(target=_watch, args=args, daemon=True, name="watch-parent").start()
