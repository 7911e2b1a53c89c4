"""Bot planning the tests control: no test waits on a worker process by the wall clock.

`InlineExecutor` plans at once on the calling thread (a deterministic, in-process bot runner);
`HeldExecutor` keeps every plan until the test releases it (the window's frames can be counted
while a bot "thinks", for as long as the test likes)."""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Executor, Future
from typing import Any, ParamSpec, TypeVar

from mg.app.loop import App

P = ParamSpec("P")
T = TypeVar("T")


class InlineExecutor(Executor):
    """Runs each job when it is submitted: its future is done before `submit` returns."""

    def __init__(self) -> None:
        self.jobs = 0

    def submit(self, fn: Callable[P, T], /, *args: P.args, **kwargs: P.kwargs) -> Future[T]:
        self.jobs += 1
        future: Future[T] = Future()
        try:
            future.set_result(fn(*args, **kwargs))
        except Exception as exc:  # the runner reports a failed plan as the pool would
            future.set_exception(exc)
        return future


class HeldExecutor(Executor):
    """Keeps each job, not done, until `release` runs them all."""

    def __init__(self) -> None:
        self.pending: list[tuple[Future[Any], Callable[[], Any]]] = []

    def submit(self, fn: Callable[P, T], /, *args: P.args, **kwargs: P.kwargs) -> Future[T]:
        future: Future[T] = Future()
        self.pending.append((future, lambda: fn(*args, **kwargs)))
        return future

    def release(self) -> int:
        """Run every kept job (cancelled ones are skipped); how many ran."""
        jobs, self.pending = self.pending, []
        ran = 0
        for future, job in jobs:
            if future.set_running_or_notify_cancel():
                future.set_result(job())
                ran += 1
        return ran


def plan_with(app: App, executor: Executor) -> None:
    """The app's computer players (and hints) plan through `executor` instead of a worker."""
    app.ctx.bots.shutdown()
    app.ctx.bots.executor = executor
