"""Idle motion: a pennant flies from each oracle's temple, stirring in the
wind while the board is otherwise still — in its controller's colour, white while no city
has its favour. Drawn from a clock (drawing changes nothing); while the screen is still,
the App redraws only the pennants' small areas, a few times a second (`ambient` in
mg/app/loop.py), and not at all once the window has been left alone a while."""

from __future__ import annotations

import math

import pygame

from mg.sprites.layout import Layout, Space
from mg.sprites.paint import palette as pal

SWAY = 0.07  # how far the pennant's tip swings, in hex radii
STEPS = 8  # segments along the pennant


def _pole(layout: Layout, space: Space) -> tuple[float, float, float, float]:
    """The pole's x, its foot's and top's y, and the hex radius, for the oracle on `space`:
    at the temple's right shoulder, rising above it."""
    cx, cy = layout.to_pixel(space)
    s = layout.size
    return cx + s * 0.5, cy - s * 0.12, cy - s * 0.78, s


def flag_rect(layout: Layout, space: Space) -> pygame.Rect:
    """The area the pennant of the oracle on `space` can cover at any moment (what an idle
    frame redraws)."""
    x, _, top, s = _pole(layout, space)
    margin = 2 + s * SWAY
    return pygame.Rect(
        math.floor(x - 1),
        math.floor(top - margin),
        math.ceil(s * 0.5 + margin + 2),
        math.ceil(s * 0.24 + 2 * margin),
    )


def pennant(layout: Layout, space: Space, clock: float) -> list[tuple[float, float]]:
    """The pennant's outline at `clock` seconds: a tapering cloth whose waves run from the
    pole to the tip, each oracle out of step with the others."""
    x, _, top, s = _pole(layout, space)
    length, height = s * 0.46, s * 0.22
    offset = (space[0] * 1.7 + space[1] * 2.3) % (2 * math.pi)
    upper, lower = [], []
    for k in range(STEPS + 1):
        f = k / STEPS
        wave = math.sin(clock * 3.1 - f * 4.2 + offset) * s * SWAY * f
        px = x + length * f - abs(wave) * 0.3
        upper.append((px, top + wave))
        lower.append((px, top + height * (1 - 0.7 * f) + wave))
    return upper + lower[::-1]


def draw_flag(
    surface: pygame.Surface, layout: Layout, space: Space, colour: pal.Colour, clock: float
) -> None:
    """The pole and the pennant of the oracle on `space`."""
    x, foot, top, s = _pole(layout, space)
    width = max(1, round(s * 0.045))
    pygame.draw.line(surface, pal.INK, (x, foot), (x, top - s * 0.04), width)
    cloth = pennant(layout, space, clock)
    pygame.draw.polygon(surface, colour, cloth)
    pygame.draw.aalines(surface, pal.INK, True, cloth)
