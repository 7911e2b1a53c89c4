"""The board's layers, bottom to top, in the order the board has always been drawn: the
still pieces — city tiles, then road tiles, then markets, each on its plaza — drawn by
their group into the cached board layer once per change; then, every frame over it, the
pieces being animated, the oracles (each one's glow, plinth, pointer, temple and emblem in
turn), the village names written again over a glow, and last the ghost tile."""

from __future__ import annotations

CITY, ROAD, MARKET, ANIMATION, ORACLE, NAME, GHOST = range(7)
