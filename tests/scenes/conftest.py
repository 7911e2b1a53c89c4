"""Headless scene tests: the real App under SDL's dummy drivers, driven by posted events."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from collections.abc import Iterator  # noqa: E402

import pytest  # noqa: E402

from mg.ai.bot_pool import BotPool  # noqa: E402
from mg.dev.driver import Driver  # noqa: E402
from mg.ui.options import Options  # noqa: E402
from tests.support.apps import at_the_menu, marked  # noqa: E402


@pytest.fixture(autouse=True)
def private_settings(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every test gets its own settings and saves folders: nothing leaks between tests or
    to the user's own."""
    monkeypatch.setenv("MG_CONFIG_DIR", str(tmp_path_factory.mktemp("config")))
    monkeypatch.setenv("MG_DATA_DIR", str(tmp_path_factory.mktemp("data")))
    for name in ("LC_ALL", "LC_MESSAGES", "LANGUAGE"):  # English unless a test says otherwise
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")


@pytest.fixture(autouse=True)
def no_worker_outlives_its_test(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[BotPool]]:
    """Every bot pool a test makes (the driver's App, a restarted App, …) is shut down when
    the test ends: no planning worker is left running for the next tests."""
    pools: list[BotPool] = []
    made = BotPool.__init__

    def init(pool: BotPool) -> None:
        made(pool)
        pools.append(pool)

    monkeypatch.setattr(BotPool, "__init__", init)
    yield pools
    for pool in pools:
        pool.shutdown()


@pytest.fixture
def driver(private_settings: None, request: pytest.FixtureRequest) -> Iterator[Driver]:
    # computer players and hints think the shortest time --think allows: what is tested
    # here is the flow, not how well they play
    # the frames between those a test looks at are run but not drawn, unless it counts draws;
    # the renderings are the process's, unless it counts rendering work. Closed afterwards,
    # the bot worker too: no process outlives its test.
    with at_the_menu(
        Options(windowed=(1280, 720), seed=11, think=0.1),
        every_frame=marked(request, "every_frame"),
        fresh=marked(request, "fresh_renderings"),
    ) as driver:
        yield driver
