"""A server's log under a flood: a condition that may come a thousand times a second
(connections refused, cut or timed out, a room that cannot be written) is said once, then
at most once every `every` seconds with how many times it came meanwhile."""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any


@dataclass
class Seldom:
    """Says each kind of event (`what`) at most once every `every` seconds."""

    log: logging.Logger
    every: float = 60.0
    clock: Callable[[], float] = time.monotonic
    said: dict[str, float] = field(default_factory=dict)  # when each was last said
    unsaid: dict[str, int] = field(default_factory=dict)  # how many came since

    def due(self, what: str) -> int | None:
        """How many times `what` came since it was last said, this one included, when it is
        to be said now; None while it stays unsaid."""
        self.unsaid[what] = self.unsaid.get(what, 0) + 1
        now = self.clock()
        last = self.said.get(what)
        if last is not None and now - last < self.every:
            return None
        self.said[what] = now
        return self.unsaid.pop(what)

    def say(self, what: str, text: str, *args: object, level: int = logging.WARNING) -> None:
        """Log `text % args` if `what` is due, with how many times it came meanwhile."""
        times = self.due(what)
        if times is None:
            return
        if times > 1:
            self.log.log(level, text + " (%d times since last said)", *args, times)
        else:
            self.log.log(level, text, *args)

    def loop_trouble(self, loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
        """An event loop's exception handler: what it reports (e.g. an accept that found no
        descriptor left) in full the first time, then once a while with how many came."""
        what = str(context.get("message", "event loop"))
        times = self.due(what)
        if times is not None:
            loop.default_exception_handler(context)
            if times > 1:
                self.log.warning("(%s: %d times since last said)", what, times)
