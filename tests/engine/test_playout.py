"""Random playouts: complete seeded games of random legal actions, with the engine's
invariants checked after every single step."""

from __future__ import annotations

import pytest

from tests.support.playout import play_checked
from tests.support.soak import amount

GAMES = amount(300, 20)  # seeds 0 .. GAMES-1; 300 under `make soak`
CHUNK = 10


@pytest.mark.soak
@pytest.mark.heavy(2)
@pytest.mark.parametrize("first", range(0, GAMES, CHUNK))
def test_random_playouts_keep_every_invariant(first: int) -> None:
    for seed in range(first, first + CHUNK):
        play_checked(seed)
