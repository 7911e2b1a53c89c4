"""`python -m mg.bench net` at the smallest size: the benchmark's server process
(mg.bench.net_server, the real server measured from inside) starts, answers the probe and
stops; the figures come back whole. `net-attack` for a second: one address's rooms and
wrong joins against this checkout's server stay within its limits. Counted, never timed."""

from __future__ import annotations

from pathlib import Path

import pytest

from mg.bench.net import bench
from mg.bench.net_attack import guesses, rooms
from mg.net.guard.door import FAILED_JOINS_AT_ONCE, ROOMS_AT_ONCE

pytestmark = pytest.mark.system


def test_the_net_benchmark_measures_a_tiny_run() -> None:
    figures = bench(idle=1, active=1, actions=3, pace=0.0, settle=0.2)
    assert len(figures.rtt_ms) == 3  # each action's round trip
    assert figures.rss_idle_kb > 0 and figures.rss_end_kb > 0
    for seen in (figures.server_idle, figures.server_playing):
        assert {"lag_p99_ms", "gc_runs", "objects"} <= set(seen)
        assert seen["objects"] > 0
    assert len(figures.lines()) == 8


def test_the_attack_benchmark_measures_one_address_against_this_checkout() -> None:
    root = Path(__file__).resolve().parents[2]
    made = rooms(root, 1.0)
    assert 1 <= made["rooms_made"] <= ROOMS_AT_ONCE  # (this checkout's server: its limit)
    guessed = guesses(root, 1.0)
    assert 1 <= guessed["wrong_joins"] <= FAILED_JOINS_AT_ONCE
