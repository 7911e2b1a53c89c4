"""The one fake clock of the tests: time moves only when the clock is read."""

from __future__ import annotations


class FakeClock:
    """A clock that moves on by `tick` seconds each time it is read: a bot's work is
    measured in clock readings, whatever the machine's load."""

    def __init__(self, tick: float = 0.001) -> None:
        self.now = 0.0
        self.tick = tick
        self.reads = 0

    def __call__(self) -> float:
        self.now += self.tick
        self.reads += 1
        return self.now
