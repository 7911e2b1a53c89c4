"""Game clocks, the server's time: each seat has its own time, which goes down only during
its turns. A live clock gives 5 minutes and 20 s more at each turn's start (what is left is
kept); a clock by the day gives 24 hours a turn (what is left of one is not kept). When a
seat's time runs out, the server's own bot plays that turn (`Rooms.time_outs`). Pure logic
on a clock given (`Rooms.clock`): tests move time by hand."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from ..protocol import CLOCKS


@dataclass(frozen=True)
class ClockRule:
    start: float  # seconds each seat has before its first turn
    per_turn: float  # seconds given at the start of each of its turns
    carry: bool  # whether what is left of a turn is kept for the next
    #: a game played at any pace: a player away at their turn is waited for until their
    #: time runs out, never stood in for sooner (`--abandon-after` keeps live tables going)
    turn_based: bool = False


RULES = {
    "live": ClockRule(start=300.0, per_turn=20.0, carry=True),
    "day": ClockRule(start=0.0, per_turn=24 * 3600.0, carry=False, turn_based=True),
}
assert tuple(RULES) == CLOCKS


@dataclass
class GameClock:
    """One game's clock: each seat's seconds left (as of `since` for the seat running)."""

    kind: str
    left: dict[str, float]
    running: str | None = None  # whose time goes down now
    since: float = 0.0  # when it started going down

    @classmethod
    def new(cls, kind: str, colours: tuple[str, ...] | list[str]) -> GameClock:
        return cls(kind, {colour: RULES[kind].start for colour in colours})

    @property
    def rule(self) -> ClockRule:
        return RULES[self.kind]

    def left_now(self, colour: str, now: float) -> float:
        """Seconds left to seat `colour` at `now` (0 at least)."""
        left = self.left[colour]
        if colour == self.running:
            left -= now - self.since
        return max(0.0, left)

    def stop(self, now: float) -> None:
        """No seat's time goes down (the one running keeps what it has left)."""
        if self.running is not None:
            self.left[self.running] = self.left_now(self.running, now)
        self.running = None

    def begin_turn(self, colour: str, now: float) -> None:
        """Seat `colour`'s turn begins: the one running stops, `colour` is given its turn's
        time and goes down from now."""
        self.stop(now)
        rule = self.rule
        base = self.left[colour] if rule.carry else 0.0
        self.left[colour] = base + rule.per_turn
        self.running, self.since = colour, now

    def resume(self, colour: str, now: float) -> None:
        """Seat `colour`'s time goes down again from now, with what it had (a server started
        again: the time it was down is nobody's)."""
        self.running, self.since = colour, now

    def out(self, now: float) -> str | None:
        """The seat running whose time is out, if any."""
        running = self.running
        return running if running is not None and self.left_now(running, now) <= 0 else None

    def due(self) -> float | None:
        """When the running seat's time runs out (None: no seat's time goes down)."""
        running = self.running
        return None if running is None else self.since + self.left[running]

    def seconds(self, colours: list[str], now: float) -> tuple[int, ...]:
        """Each seat's time left at `now`, whole seconds (rounded up), in seat order."""
        return tuple(math.ceil(self.left_now(colour, now)) for colour in colours)

    def saved(self, now: float) -> dict[str, Any]:
        return {"kind": self.kind, "left": {c: self.left_now(c, now) for c in self.left}}

    @classmethod
    def restored(cls, data: Any, colours: list[str]) -> GameClock | None:
        """A clock as `saved` wrote it; None when it is not one (a damaged file)."""
        if not isinstance(data, dict) or set(data) != {"kind", "left"}:
            return None
        kind, left = data["kind"], data["left"]
        if kind not in RULES or not isinstance(left, dict) or sorted(left) != sorted(colours):
            return None
        values = list(left.values())
        if not all(type(v) in (int, float) and 0 <= v <= 10**7 for v in values):
            return None
        return cls(kind, {c: float(v) for c, v in left.items()})
