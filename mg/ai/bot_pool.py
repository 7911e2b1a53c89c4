"""Runs a bot's planning off the main thread, so the window never freezes: in a worker
process (spawned once, shared through the Context's `BotPool`), or in a thread where
processes are unavailable."""

from __future__ import annotations

import atexit
import logging
import multiprocessing
from collections.abc import Callable
from concurrent.futures import Executor, Future, ProcessPoolExecutor, ThreadPoolExecutor
from multiprocessing.queues import SimpleQueue
from typing import Any, ParamSpec, TypeVar

from mg.ai.worker import plan_from_json, start_worker
from mg.engine import Action, Game, action_from_dict

logger = logging.getLogger(__name__)
P = ParamSpec("P")
T = TypeVar("T")


class BotPool:
    """The one planning worker of a game window, started on first use and shut down at exit
    (the worker also ends itself when the game is gone, see mg.ai.worker)."""

    def __init__(self) -> None:
        self.executor: Executor | None = None
        self.started = 0  # how many workers were started (a broken one is replaced)
        self.pids: set[int] = set()  # the worker processes that said they started
        self.said: SimpleQueue[int] | None = None  # where a starting worker says its pid
        self.jobs: list[Future[Any]] = []  # what was given to the worker, not yet done

    def get(self) -> Executor:
        if self.executor is None:
            try:
                context = multiprocessing.get_context("spawn")
                self.said = context.SimpleQueue()
                self.executor = ProcessPoolExecutor(
                    max_workers=1,
                    mp_context=context,
                    initializer=start_worker,  # says its pid, and is never an orphan
                    initargs=(self.said,),
                )
            except (OSError, ValueError, NotImplementedError) as exc:
                logger.info("bots think in a thread (%s)", exc)
                self.executor = ThreadPoolExecutor(max_workers=1)
            self.started += 1
            atexit.register(self.shutdown)
        return self.executor

    def submit(self, fn: Callable[P, T], /, *args: P.args, **kwargs: P.kwargs) -> Future[T]:
        """Give the worker a job; a pool broken meanwhile (its worker died) is replaced."""
        try:
            future = self.get().submit(fn, *args, **kwargs)
        except RuntimeError:
            self.shutdown()
            future = self.get().submit(fn, *args, **kwargs)
        self.jobs = [job for job in self.jobs if not job.done()] + [future]
        return future

    def working(self) -> list[Future[Any]]:
        """The jobs a worker is on right now (neither waiting in the queue nor done)."""
        self.jobs = [job for job in self.jobs if not job.done()]
        return [job for job in self.jobs if job.running()]

    def workers(self) -> list[multiprocessing.process.BaseProcess]:
        """The worker processes of the pool that have started (none before the first plan, or
        in a thread): the children of this process whose pid a worker of the pool said."""
        while self.said is not None and not self.said.empty():
            self.pids.add(self.said.get())
        return [p for p in multiprocessing.active_children() if p.pid in self.pids]

    def ready(self) -> bool:
        """Whether a worker process is already running (or plans go to a thread), so a plan
        asked now waits for no new process and its imports (it may still queue behind a plan
        the worker is on)."""
        if isinstance(self.executor, ThreadPoolExecutor):
            return True
        return self.executor is not None and self.alive()

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
        if self.said is not None:
            self.said.close()
        self.said, self.pids, self.jobs = None, set(), []


class BotRunner:
    """One planning job at a time, in `pool`."""

    def __init__(self, pool: BotPool) -> None:
        self.pool = pool
        self.future: Future[list[dict[str, Any]]] | None = None

    @property
    def busy(self) -> bool:
        return self.future is not None

    def start(self, game: Game, level: str, seed: int, budget: float) -> None:
        self.future = self.pool.submit(plan_from_json, game.to_json(), level, seed, budget)

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
