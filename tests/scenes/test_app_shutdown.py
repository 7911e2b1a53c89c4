"""App.run shuts the bots' planning worker down when the loop ends: in its
`finally`, not at interpreter exit, so no worker outlives the window that started it."""

from __future__ import annotations

import multiprocessing

import pygame

from mg.app.loop import App
from mg.dev.driver import Driver


def test_the_bot_worker_is_gone_once_app_run_returns(driver: Driver) -> None:
    app: App = driver.app
    pool = app.ctx.bots
    assert pool.get().submit(int).result() == 0  # the worker process now runs
    workers = pool.workers()
    assert workers and pool.alive()
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    assert app.run() == 0
    assert not pool.alive() and pool.executor is None
    assert not any(p.is_alive() for p in workers)
    assert not set(workers) & set(multiprocessing.active_children())


def test_a_loop_that_ends_at_once_still_shuts_the_worker_down(driver: Driver) -> None:
    """Even a loop that runs no frame (quit already asked) shuts the worker down."""
    app: App = driver.app
    pool = app.ctx.bots
    pool.get().submit(int).result()
    workers = pool.workers()
    app.ctx.quit_requested = True
    app.run()
    assert not any(p.is_alive() for p in workers) and not pool.alive()
