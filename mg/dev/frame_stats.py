"""--frame-stats FILE and --frames N: frame-time statistics, and a limit on the frames."""

from __future__ import annotations

import json
import statistics
import sys
from pathlib import Path

from mg.app.loop import App, FrameHook


def summary(frames: int, frame_ms: list[float]) -> dict[str, float]:
    """The frame count and the median, p95, p99 and max of the drawn frames' times."""
    times = sorted(frame_ms) or [0.0]

    def pct(q: float) -> float:
        return round(times[min(len(times) - 1, int(q * len(times)))], 3)

    return {
        "frames": frames,
        "median_ms": round(statistics.median(times), 3),
        "p95_ms": pct(0.95),
        "p99_ms": pct(0.99),
        "max_ms": round(times[-1], 3),
    }


class FrameStatsHook(FrameHook):
    """Records the update+draw time of every drawn frame; writes the summary at exit."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.frame_ms: list[float] = []

    def drawn(self, app: App, ms: float) -> None:
        """Record one frame's time."""
        self.frame_ms.append(ms)

    def finished(self, app: App) -> None:
        """Write the JSON summary; if that fails, print it instead."""
        text = json.dumps(summary(app.frames, self.frame_ms), indent=2) + "\n"
        try:
            self.path.write_text(text)
        except OSError as exc:  # the numbers still reach the player
            print(
                f"warning: frame stats not written to {self.path} ({exc}):\n{text}", file=sys.stderr
            )


class FrameLimit(FrameHook):
    """Ends the loop after `limit` frames; with `fixed_clock` they run without waiting."""

    continuous = True

    def __init__(self, limit: int, fixed_clock: bool = False) -> None:
        self.limit = limit
        self.fixed_clock = fixed_clock

    def after_step(self, app: App) -> None:
        """Ask the loop to end once the limit is reached."""
        if app.frames >= self.limit:
            app.ctx.quit_requested = True
