"""The dedicated server as `python -m mg.bench net` runs it: the real `Server`,
plus what only the server's own process can see, so that its figures do not depend on the
clients' process or the rest of the machine: how late its event loop gets to work (a task
that asks to wake every `TICK` seconds and notes how much later it does: every message
waits that long), the garbage collector's pauses and the CPU time it used (read by the
process itself, to the nanosecond: /proc counts in ticks of 10 ms, more than a small run
may use). SIGUSR1 prints the figures since the last report as one JSON line on stdout and
starts again.

`python -m mg.bench.net_server --port PORT [--quiet] [--profile FILE]` (loopback only;
`--quiet`: no loop-lag probe, whose own wakes would be most of what an idle server does;
`--profile`: the server's work under cProfile, its statistics written to FILE when it is
stopped with SIGTERM, for `python -m pstats FILE`)."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import cProfile
import gc
import json
import signal
import statistics
import sys
import time

from mg.net.guard.door import Door
from mg.net.server import Server, configure_logging

TICK = 0.01  # seconds the loop-lag probe asks to sleep (its own cost: ~1 % of a core)


class Probe:
    """The loop's lateness and the collector's pauses, in milliseconds, and the CPU time
    used, in seconds."""

    def __init__(self) -> None:
        self.lags: list[float] = []
        self.pauses: list[tuple[int, float, float]] = []  # (generation, ms, CPU ms)
        self._gc_start = (0.0, 0.0)
        self._cpu = time.process_time()  # (user and system, as the last report ended)
        gc.callbacks.append(self._gc)

    def _gc(self, phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            self._gc_start = (time.perf_counter(), time.process_time())
        else:
            wall, cpu = self._gc_start
            self.pauses.append(
                (
                    info["generation"],
                    1000 * (time.perf_counter() - wall),
                    1000 * (time.process_time() - cpu),
                )
            )

    async def watch(self) -> None:
        while True:
            start = time.perf_counter()
            await asyncio.sleep(TICK)
            self.lags.append(1000 * (time.perf_counter() - start - TICK))

    def report(self) -> None:
        cpu = time.process_time()  # (before this report's own work: not counted either side)
        lags = sorted(self.lags) or [0.0]
        full = [ms for generation, ms, _cpu in self.pauses if generation == 2]
        figures = {
            "lag_median_ms": round(statistics.median(lags), 2),
            "lag_p99_ms": round(lags[min(len(lags) - 1, int(len(lags) * 0.99))], 2),
            "lag_max_ms": round(lags[-1], 2),
            "gc_runs": len(self.pauses),
            "gc_full_runs": len(full),
            "gc_max_ms": round(max((ms for _g, ms, _c in self.pauses), default=0.0), 2),
            "gc_max_cpu_ms": round(max((cpu for _g, _ms, cpu in self.pauses), default=0.0), 2),
            "gc_full_max_ms": round(max(full, default=0.0), 2),
            "objects": len(gc.get_objects()),
        }
        figures["cpu_s"] = cpu - self._cpu
        print(json.dumps(figures), flush=True)
        self.lags.clear()
        self.pauses.clear()
        self._cpu = time.process_time()


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m mg.bench.net_server")
    p.add_argument("--port", type=int, required=True)
    p.add_argument("--quiet", action="store_true", help="no loop-lag probe (idle CPU)")
    p.add_argument("--profile", default=None, help="cProfile's statistics, written at SIGTERM")
    options = p.parse_args(argv)
    configure_logging()
    probe = Probe()

    async def run() -> None:
        # every client of the benchmark comes from this machine: no limit per address
        everyone = Door(per_address=1 << 30, rooms_at_once=1 << 30)
        server = Server(host="127.0.0.1", port=options.port, door=everyone)
        await server.start()
        loop = asyncio.get_running_loop()
        loop.add_signal_handler(signal.SIGUSR1, probe.report)
        stopped = asyncio.Event()
        loop.add_signal_handler(signal.SIGTERM, stopped.set)
        watching = None if options.quiet else asyncio.create_task(probe.watch())
        await stopped.wait()
        if watching is not None:
            watching.cancel()
        await server.close()

    profiler = cProfile.Profile() if options.profile else None
    if profiler is not None:
        profiler.enable()
    try:
        with contextlib.suppress(KeyboardInterrupt):  # (Ctrl+C, run by hand)
            asyncio.run(run())
    finally:
        if profiler is not None:
            profiler.disable()
            profiler.dump_stats(options.profile)
    return 0


if __name__ == "__main__":
    sys.exit(main())
