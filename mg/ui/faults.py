"""A debug seam for testing the crash guard: MG_DEBUG_FAULT=<scene>:<method>[:N] makes the
N-th call (default the first) of that scene's enter (as it is put up), handle_event, update
or draw raise, once."""

from __future__ import annotations

import logging
import os
from dataclasses import dataclass, field

logger = logging.getLogger(__name__)

METHODS = ("enter", "handle_event", "update", "draw")
ENV = "MG_DEBUG_FAULT"


class InjectedFault(RuntimeError):
    """The error MG_DEBUG_FAULT asked for."""


@dataclass
class Fault:
    scene: str
    method: str
    after: int = 1
    calls: int = field(default=0)

    @classmethod
    def parse(cls, text: str) -> Fault:
        """`scene:method[:N]`; ValueError with the expected form otherwise."""
        parts = text.split(":")
        if (
            len(parts) not in (2, 3)
            or not parts[0]
            or parts[1] not in METHODS
            or (
                len(parts) == 3
                and not (
                    parts[2].isascii()
                    and parts[2].isdigit()
                    and 0 < len(parts[2]) < 7
                    and int(parts[2]) > 0
                )
            )
        ):
            raise ValueError(f"{ENV} must be <scene>:<{'|'.join(METHODS)}>[:N], got {text!r}")
        return cls(parts[0], parts[1], int(parts[2]) if len(parts) == 3 else 1)

    @classmethod
    def from_env(cls) -> Fault | None:
        """The fault asked for in the environment, if any (a malformed one is reported and
        ignored)."""
        text = os.environ.get(ENV, "")
        try:
            return cls.parse(text) if text else None
        except ValueError as exc:
            logger.warning("%s", exc)
            return None

    def trip(self, scene_name: str, method: str) -> None:
        """Raise InjectedFault on the chosen call; afterwards never again."""
        if scene_name != self.scene or method != self.method or self.calls >= self.after:
            return
        self.calls += 1
        if self.calls == self.after:
            raise InjectedFault(f"injected fault in {scene_name}.{method} ({ENV})")
