"""Runs a bot's planning off the main thread, so the window never freezes: in a worker
process (spawned once, shared through the Context's `BotPool`), or in a thread where
processes are unavailable."""

from __future__ import annotations

import atexit
import logging
import multiprocessing
from concurrent.futures import Executor, Future, ProcessPoolExecutor, ThreadPoolExecutor
from typing import Any

from mg.ai.worker import plan_from_json, watch_parent
from mg.engine import Action, Game, action_from_dict

logger = logging.getLogger(__name__)


class BotPool:
    """The one planning worker of a game window, started on first use and shut down at exit
    (the worker also ends itself when the game is gone, see mg.ai.worker)."""

    def __init__(self) -> None:
        self.executor: Executor | None = None
        self.started = 0  # how many workers were started (a broken one is replaced)

    def get(self) -> Executor:
        if self.executor is None:
            try:
                self.executor = ProcessPoolExecutor(
                    max_workers=1,
                    mp_context=multiprocessing.get_context("spawn"),
                    initializer=watch_parent,
                )  # never an orphan
            except (OSError, ValueError, NotImplementedError) as exc:
                logger.info("bots think in a thread (%s)", exc)
                self.executor = ThreadPoolExecutor(max_workers=1)
            self.started += 1
            atexit.register(self.shutdown)
        return self.executor

    def workers(self) -> list[multiprocessing.process.BaseProcess]:
        """The worker processes of the pool (none before the first plan, or in a thread)."""
        processes = getattr(self.executor, "_processes", None) or {}  # (3.14: a public way)
        return [p for p in processes.values() if isinstance(p, multiprocessing.process.BaseProcess)]

    def alive(self) -> bool:
        """Whether a worker process of this pool is still running."""
        return any(p.is_alive() for p in self.workers())

    def shutdown(self) -> None:
        """Stop planning: what is queued is dropped, a worker still thinking is ended (its
        plan has nobody to go to) and waited for, so none outlives the call."""
        if self.executor is None:
            return
        workers = self.workers()
        self.executor.shutdown(wait=False, cancel_futures=True)
        self.executor = None
        for process in workers:
            if process.is_alive():
                process.terminate()
            process.join(timeout=5)


class BotRunner:
    """One planning job at a time, in `pool`."""

    def __init__(self, pool: BotPool) -> None:
        self.pool = pool
        self.future: Future[list[dict[str, Any]]] | None = None

    @property
    def busy(self) -> bool:
        return self.future is not None

    def start(self, game: Game, level: str, seed: int, budget: float) -> None:
        try:
            self.future = self.pool.get().submit(
                plan_from_json, game.to_json(), level, seed, budget
            )
        except RuntimeError:  # the pool broke (e.g. its worker died): start a fresh one
            self.pool.shutdown()
            self.future = self.pool.get().submit(
                plan_from_json, game.to_json(), level, seed, budget
            )

    def poll(self) -> list[Action] | None:
        """The planned actions once ready ([] if planning failed), else None."""
        if self.future is None or not self.future.done():
            return None
        future, self.future = self.future, None
        try:
            return [action_from_dict(d) for d in future.result()]
        except Exception as exc:  # a broken worker must not end the game
            logger.warning("a bot failed to plan (%r)", exc)
            return []

    def cancel(self) -> None:
        if self.future is not None:
            self.future.cancel()
            self.future = None
