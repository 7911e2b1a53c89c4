"""`python -m mg.bench net` at the smallest size: the benchmark's server process
(mg.bench.net_server, the real server measured from inside) starts, answers the probe and
stops; the figures come back whole, as data (the spectators' and the chat's among them),
and so do those of rooms left waiting. `net-attack` for a second: one address's rooms and
wrong joins against this checkout's server stay within its limits. Counted, never timed."""

from __future__ import annotations

from pathlib import Path

import pytest

from mg.bench.net import Playing, bench, server_cpu
from mg.bench.net_attack import guesses, rooms
from mg.bench.net_waiting import bench_waiting
from mg.net.guard.door import FAILED_JOINS_AT_ONCE, ROOMS_AT_ONCE

pytestmark = pytest.mark.system


def test_the_net_benchmark_measures_a_tiny_run() -> None:
    figures = bench(idle=1, playing=Playing(2, 12, 0.0, 2, 3), settle=0.2)
    assert len(figures.rtt_ms) == 24  # each action's round trip
    assert len(figures.watched_ms) == 2 * 24  # … and when each of 2 spectators had it
    assert figures.lines_said == 2 * 4 and figures.errors == 0  # a line every 3 actions
    assert figures.lines_heard == 2 * figures.lines_said == len(figures.chat_ms)
    seen = figures.summary()
    for name in ("rtt", "watched", "chat"):  # every figure there, and in order
        assert 0 < seen[f"{name}_p50_ms"] <= seen[f"{name}_p99_ms"] <= seen[f"{name}_max_ms"]
    assert 0 < seen["rss_base_mb"] <= seen["rss_end_mb"] < 1024
    assert seen["cpu_playing_percent"] > 0 and seen["cpu_ms_per_action"] > 0
    for server in (figures.server_idle, figures.server_playing):
        assert {"lag_p99_ms", "gc_runs", "objects", "cpu_s"} <= set(server)
        assert server["objects"] > 0 and server["cpu_s"] > 0  # (read to the nanosecond)
    assert len(figures.lines()) == 10


def test_a_server_whose_probe_reads_no_cpu_is_measured_from_proc() -> None:
    """Another checkout's server (`--root`), older than its probe's CPU reading, is still
    measured: by /proc's count, where this checkout's probe gives its own."""
    assert server_cpu({"cpu_s": 0.0042, "objects": 9.0}, 0.01) == 0.0042
    assert server_cpu({"objects": 9.0}, 0.01) == 0.01


def test_the_net_benchmark_measures_rooms_left_waiting() -> None:
    waiting = bench_waiting(10, actions=4, settle=0.5)
    seen = waiting.summary()
    assert seen["rooms_held"] == seen["playing"] == 10  # begun, kept, their players gone
    assert seen["connections_held"] == 0
    assert len(waiting.rtt_ms) == 10 * 4
    assert 0 < seen["rss_before_mb"] <= seen["rss_after_mb"] < 1024
    assert seen["kb_per_room"] >= 0 and 0 <= seen["cpu_idle_percent"] <= 100
    assert seen["idle_seconds"] >= 0.5 and seen["load"] > 0
    assert len(waiting.lines()) == 5


def test_the_attack_benchmark_measures_one_address_against_this_checkout() -> None:
    root = Path(__file__).resolve().parents[2]
    made = rooms(root, 1.0)
    assert 1 <= made["rooms_made"] <= ROOMS_AT_ONCE  # (this checkout's server: its limit)
    guessed = guesses(root, 1.0)
    assert 1 <= guessed["wrong_joins"] <= FAILED_JOINS_AT_ONCE
