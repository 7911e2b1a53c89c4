"""Which bot gives a hint and how long it thinks: a share of a computer player's time, so
that with the trip to the bots' worker and back and the frame that takes it in, the hint is
shown within that time. Kept apart from the play scene (which imports pygame) so that
whatever times hints starts the worker as the game does."""

from __future__ import annotations

HINT_LEVEL = "hard"
# A hint thinks this share of a computer player's time.
HINT_SHARE = 0.9
# The first hint (or the first after the worker was ended) also waits for the worker to start
# (a new Python process and its imports, 0.12 CPU s on a 2-core machine): it thinks this much
# less (a hint's search stops short of its budget and leaves the rest).
WORKER_START = 0.1


def hint_budget(think: float, worker_ready: bool) -> float:
    """A hint's thinking time when a computer player thinks `think` seconds: HINT_SHARE of
    it, WORKER_START less (at most half of it less) when the worker has yet to start."""
    budget = HINT_SHARE * think
    return budget if worker_ready else max(budget / 2, budget - WORKER_START)
