"""Counting frames drawn while the game idles (in steps of 1/60 s, never in time)."""

from __future__ import annotations

from mg.dev.driver import Driver

SECOND = 60  # steps of 1/60 s


def drawn_during(d: Driver, steps: int) -> int:
    """How many of the next `steps` frames the loop drew (each frame offered the chance
    to draw, as the real loop does)."""
    before, every = d.app.draws, d.every_frame
    d.every_frame = True
    try:
        d.frames(steps)
    finally:
        d.every_frame = every
    return d.app.draws - before


def settle(d: Driver) -> None:
    """Let input's after-glow (pygame-gui hover states and tooltips) and pulses run out."""
    d.frames(4 * SECOND)
