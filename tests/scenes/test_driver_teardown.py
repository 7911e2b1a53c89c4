"""The scene driver ends what it started: closing it shuts its bot worker down,
and the scene tests' fixtures shut down every bot pool a test made."""

from __future__ import annotations

from mg.ai.bot_pool import BotPool
from mg.app.loop import App
from mg.dev.driver import Driver
from mg.ui.options import Options


def test_closing_the_driver_shuts_its_bot_worker_down(
    no_worker_outlives_its_test: list[BotPool],
) -> None:
    app = App(Options(windowed=(1280, 720), seed=11, think=0.1))
    pool = app.ctx.bots
    assert pool in no_worker_outlives_its_test  # the fixture knows every pool made
    executor = pool.get()  # a worker is started (as a bot's first plan starts it)
    assert executor.submit(int, "7").result(timeout=120) == 7
    Driver(app).close()
    assert pool.executor is None
    try:
        executor.submit(int, "1")
    except RuntimeError:  # cannot schedule new futures after shutdown
        return
    raise AssertionError("the worker still took work after the driver closed")
