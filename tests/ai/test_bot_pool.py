"""The bots' pool says whether a plan asked now starts at once: not before its worker
process has started, nor once it was shut down; at once in a thread."""

from __future__ import annotations

import os
from concurrent.futures import ThreadPoolExecutor

import pytest

from mg.ai.bot_pool import BotPool


@pytest.mark.system
def test_a_pool_is_ready_once_its_worker_runs_and_no_longer_once_shut_down() -> None:
    pool = BotPool()
    try:
        assert not pool.ready()  # nothing started before the first plan
        assert pool.submit(os.getpid).result(timeout=60) != os.getpid()
        assert pool.ready()
    finally:
        pool.shutdown()
    assert not pool.ready()


def test_a_pool_planning_in_a_thread_is_always_ready() -> None:
    pool = BotPool()
    pool.executor = ThreadPoolExecutor(max_workers=1)
    try:
        assert pool.ready()
    finally:
        pool.shutdown()
