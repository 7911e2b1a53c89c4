"""What the bench's own players (flatmc, mcts) start from: a generator for their choices,
another that deals the cards R5 hides (apart, so dealing never shifts a choice), and a
budget a turn read from a clock (a fake one in tests)."""

from __future__ import annotations

import random
import time
from collections.abc import Callable

Clock = Callable[[], float]


class TimedPlayer:
    """A player's generators and its time a turn."""

    def __init__(
        self, seed: int = 0, budget: float = 1.0, clock: Clock = time.perf_counter
    ) -> None:
        self.rng = random.Random(seed)
        self.luck = random.Random(seed + 0x5EED)
        self.budget = budget
        self.clock = clock
