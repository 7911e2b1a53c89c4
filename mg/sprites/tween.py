"""Time-based tweens with easing: every animation advances by dt, never by frames."""

from __future__ import annotations

import math
from collections.abc import Callable

Ease = Callable[[float], float]


def linear(t: float) -> float:
    return t


def out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def in_out_sine(t: float) -> float:
    return -(math.cos(math.pi * t) - 1) / 2


def out_back(t: float) -> float:
    c1 = 1.70158
    c3 = c1 + 1
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


EASINGS: dict[str, Ease] = {
    "linear": linear,
    "out_cubic": out_cubic,
    "in_out_sine": in_out_sine,
    "out_back": out_back,
}

#: Animation speed setting → factor on every duration ("instant": everything at once).
SPEEDS: dict[str, float] = {"slow": 1.7, "normal": 1.0, "fast": 0.45, "instant": 0.0}


class Tween:
    """Progress from 0 to 1 over `duration` seconds, eased."""

    def __init__(self, duration: float, ease: str = "out_cubic", delay: float = 0.0) -> None:
        self.duration = max(0.0, duration)
        self.delay = max(0.0, delay)
        self.ease = EASINGS[ease]
        self.elapsed = 0.0

    def update(self, dt: float) -> None:
        total = self.delay + self.duration
        self.elapsed = min(total, self.elapsed + max(0.0, dt))
        if total - self.elapsed < 1e-9:  # frame times never add up exactly
            self.elapsed = total

    @property
    def raw(self) -> float:
        """Linear progress 0..1 (1 once done; a zero duration is done at once)."""
        if self.duration == 0:
            return 1.0 if self.elapsed >= self.delay else 0.0
        return max(0.0, min(1.0, (self.elapsed - self.delay) / self.duration))

    @property
    def t(self) -> float:
        """Eased progress: exactly 0 at the start and 1 at the end."""
        raw = self.raw
        return 0.0 if raw <= 0 else 1.0 if raw >= 1 else self.ease(raw)

    @property
    def done(self) -> bool:
        return self.elapsed >= self.delay + self.duration

    def finish(self) -> None:
        self.elapsed = self.delay + self.duration


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


def lerp_angle(a: float, b: float, t: float) -> float:
    """From angle a to angle b (radians) the short way round."""
    diff = (b - a + math.pi) % (2 * math.pi) - math.pi
    return a + diff * t
