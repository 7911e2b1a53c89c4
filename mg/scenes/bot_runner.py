"""Runs a bot's planning off the main thread, so the window never freezes: in a worker
process (spawned once, shared), or in a thread where processes are unavailable."""

from __future__ import annotations

import atexit
import multiprocessing
import sys
from concurrent.futures import Executor, Future, ProcessPoolExecutor, ThreadPoolExecutor
from typing import Any

from mg.ai.worker import plan_from_json, watch_parent
from mg.engine import Action, Game
from mg.engine.actions import action_from_dict

_POOL: Executor | None = None


def pool() -> Executor:
    global _POOL
    if _POOL is None:
        try:
            _POOL = ProcessPoolExecutor(max_workers=1,
                                        mp_context=multiprocessing.get_context("spawn"),
                                        initializer=watch_parent)  # never an orphan
        except (OSError, ValueError, NotImplementedError) as exc:
            print(f"note: bots think in a thread ({exc})", file=sys.stderr)
            _POOL = ThreadPoolExecutor(max_workers=1)
        atexit.register(shutdown)
    return _POOL


def shutdown() -> None:
    global _POOL
    if _POOL is not None:
        _POOL.shutdown(wait=False, cancel_futures=True)
        _POOL = None


class BotRunner:
    """One planning job at a time."""

    def __init__(self) -> None:
        self.future: Future[list[dict[str, Any]]] | None = None

    @property
    def busy(self) -> bool:
        return self.future is not None

    def start(self, game: Game, level: str, seed: int, budget: float) -> None:
        try:
            self.future = pool().submit(plan_from_json, game.to_json(), level, seed, budget)
        except RuntimeError:  # the pool broke (e.g. its worker died): start a fresh one
            shutdown()
            self.future = pool().submit(plan_from_json, game.to_json(), level, seed, budget)

    def poll(self) -> list[Action] | None:
        """The planned actions once ready ([] if planning failed), else None."""
        if self.future is None or not self.future.done():
            return None
        future, self.future = self.future, None
        try:
            return [action_from_dict(d) for d in future.result()]
        except Exception as exc:  # a broken worker must not end the game
            print(f"warning: a bot failed to plan ({exc!r})", file=sys.stderr)
            return []

    def cancel(self) -> None:
        if self.future is not None:
            self.future.cancel()
            self.future = None
