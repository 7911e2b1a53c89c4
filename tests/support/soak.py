"""How much of the long tests to run. `make test` runs a share of the random inputs,
random games and resizes that keeps the whole suite quick (the aim: `make test` in
150 s on two cores); `make soak` (`MG_SOAK=1`) runs them whole, as they ran before. A test marked
`soak` asserts the same things either way; only the amount of random work differs."""

from __future__ import annotations

import os

SOAK = os.environ.get("MG_SOAK") == "1"


def amount(whole: int, share: int) -> int:
    """`whole` under `make soak`, else `share` (of the same work, drawn the same way)."""
    if not 0 < share <= whole:
        raise ValueError(f"a share must be within 1..{whole}: {share}")
    return whole if SOAK else share
