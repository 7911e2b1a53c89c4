"""The table's furniture: the parchment the side panel, dialogs, banners
and tooltips are laid on, the bronze meander (Greek key) that borders them, the bronze
rosette at their corners, and the little stack of face-down tiles that stands for "draw".

The theme data (assets/theme.json) names these images; the game tiles the parchment, repeats
the meander along an edge and scales both once per size. Drawn with pygame-ce alone, at
twice the size and scaled down (smooth edges); every random choice comes from a seeded
`random.Random`, so each run writes the same bytes."""

from __future__ import annotations

import math
import random

import numpy as np
import pygame

Colour = tuple[int, int, int]
Point = tuple[float, float]

PAPER = (239, 226, 194)  # the theme's "paper" (assets/theme.json): the texture's mean
PAPER_TILE = 256  # the parchment's tile, seamless on every side
MEANDER = 96  # one repeat of the meander: a square, the key within a margin
ROSETTE = 96
DECK = 128
BRONZE = (150, 98, 44)
BRONZE_LIGHT = (214, 168, 96)
BRONZE_DARK = (86, 54, 22)
SS = 2  # drawn this many times larger, then scaled down


def _wrapped_circle(
    surf: pygame.Surface, colour: tuple[int, int, int, int], c: Point, r: float
) -> None:
    """A filled circle drawn at its place and at every wrap of the tile (seamless)."""
    size = surf.get_width()
    for ox in (-size, 0, size):
        for oy in (-size, 0, size):
            x, y = c[0] + ox, c[1] + oy
            if -r <= x <= size + r and -r <= y <= size + r:
                pygame.draw.circle(surf, colour, (x, y), r)


def paper() -> pygame.Surface:
    """A seamless tile of warm parchment: broad soft stains (waves of whole periods across
    the tile, so its edges meet), fibres and a fine grain, all within a few steps of the
    theme's paper colour (the text's contrast is tested on that colour)."""
    rng = random.Random(2023)
    n = PAPER_TILE
    x, y = np.meshgrid(np.arange(n), np.arange(n), indexing="ij")
    field = np.zeros((n, n))
    for _ in range(14):
        fx, fy = rng.randint(-4, 4), rng.randint(1, 5)
        phase = rng.uniform(0, 2 * math.pi)
        field += (
            rng.uniform(0.4, 1.0)
            / math.hypot(fx, fy)
            * np.sin(2 * math.pi * (fx * x + fy * y) / n + phase)
        )
    field /= np.abs(field).max()
    base = np.array(PAPER, dtype=float)
    stain = np.array((-16.0, -20.0, -26.0))  # darker and browner where the field is high
    pixels = base + np.clip(field, 0, 1)[..., None] * stain + np.clip(-field, 0, 1)[..., None] * 6
    surf = pygame.surfarray.make_surface(np.clip(pixels, 0, 255).astype(np.uint8))
    grain = pygame.Surface((n, n), pygame.SRCALPHA)
    grain.fill((0, 0, 0, 0))
    for _ in range(2600):  # a fine grain
        d = rng.randint(-1, 1)
        tone = (120, 90, 50, 16) if d < 0 else (255, 255, 240, 20) if d > 0 else (170, 130, 80, 10)
        _wrapped_circle(grain, tone, (rng.uniform(0, n), rng.uniform(0, n)), rng.uniform(0.6, 1.4))
    for _ in range(40):  # fibres
        x0, y0 = rng.uniform(0, n), rng.uniform(0, n)
        a, length = rng.uniform(0, math.pi), rng.uniform(6, 18)
        for ox in (-n, 0, n):
            for oy in (-n, 0, n):
                pygame.draw.line(
                    grain,
                    (140, 100, 55, 24),
                    (x0 + ox, y0 + oy),
                    (x0 + ox + length * math.cos(a), y0 + oy + length * math.sin(a)),
                    1,
                )
    surf.blit(grain, (0, 0))
    return surf


def _key_path(x0: float, unit: float, top: float) -> list[Point]:
    """One repeat of a running meander: up from the rail, over, and spiralling in."""
    u = unit
    return [
        (x0, top + u),
        (x0, top),
        (x0 + 0.75 * u, top),
        (x0 + 0.75 * u, top + 0.75 * u),
        (x0 + 0.25 * u, top + 0.75 * u),
        (x0 + 0.25 * u, top + 0.25 * u),
        (x0 + 0.5 * u, top + 0.25 * u),
        (x0 + 0.5 * u, top + 0.5 * u),
    ]


def _stroke(surf: pygame.Surface, pts: list[Point], colour: Colour, width: float) -> None:
    """A polyline with square joints (a meander is drawn in straight strokes)."""
    half = width / 2
    for (ax, ay), (bx, by) in zip(pts, pts[1:], strict=False):
        left, right = min(ax, bx) - half, max(ax, bx) + half
        top, bottom = min(ay, by) - half, max(ay, by) + half
        pygame.draw.rect(surf, colour, pygame.Rect(left, top, right - left, bottom - top))


def meander() -> pygame.Surface:
    """One repeat of the bronze meander band, to be laid end to end along an edge: the key
    (a spiral rising from the lower rail) lit from the upper left, between two dark rims."""
    h = MEANDER * SS
    unit = h * 0.6  # the key's square; one repeat is one unit wide
    w = round(unit)
    stroke = unit * 0.11
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    surf.fill((*BRONZE_DARK, 255))
    pygame.draw.rect(surf, (*BRONZE, 255), (0, h * 0.08, w, h * 0.84))
    top = (h - unit) / 2 + stroke / 2
    u = unit - stroke
    left = stroke / 2
    key = _key_path(left, u, top)
    rail = [(left - w, top + u), (left + w, top + u)]
    for dx, colour in ((-SS, BRONZE_LIGHT), (SS, BRONZE_DARK), (0, (246, 222, 168))):
        for pts in (key, rail):
            _stroke(surf, [(x + dx, y + dx) for x, y in pts], colour, stroke)
    pygame.draw.rect(surf, (*BRONZE_LIGHT, 255), (0, h * 0.08, w, SS))
    pygame.draw.rect(surf, (*BRONZE_DARK, 255), (0, h * 0.92 - SS, w, SS))
    return pygame.transform.smoothscale(surf, (round(w / SS), MEANDER))


def rosette() -> pygame.Surface:
    """A bronze rosette set where two meander bands meet at a box's corner."""
    s = ROSETTE * SS
    surf = pygame.Surface((s, s), pygame.SRCALPHA)
    surf.fill((0, 0, 0, 0))
    c = s / 2
    pygame.draw.rect(surf, BRONZE_DARK, (s * 0.08, s * 0.08, s * 0.84, s * 0.84))
    pygame.draw.rect(surf, BRONZE, (s * 0.14, s * 0.14, s * 0.72, s * 0.72))
    for k in range(8):  # eight petals, lit from the upper left
        a = k * math.pi / 4
        tip = (c + s * 0.3 * math.cos(a), c + s * 0.3 * math.sin(a))
        side = s * 0.09
        pts = [
            (c + side * math.cos(a + math.pi / 2), c + side * math.sin(a + math.pi / 2)),
            tip,
            (c + side * math.cos(a - math.pi / 2), c + side * math.sin(a - math.pi / 2)),
        ]
        lit = math.cos(a + 3 * math.pi / 4) > 0
        pygame.draw.polygon(surf, (246, 222, 168) if lit else BRONZE_LIGHT, pts)
        pygame.draw.polygon(surf, BRONZE_DARK, pts, SS * 2)
    pygame.draw.circle(surf, BRONZE_DARK, (c, c), s * 0.09)
    pygame.draw.circle(surf, (246, 222, 168), (c - SS, c - SS), s * 0.06)
    return pygame.transform.smoothscale(surf, (ROSETTE, ROSETTE))


def deck() -> pygame.Surface:
    """A small stack of face-down hex tiles: "draw tiles from the reserve" as a picture."""
    s = DECK * SS
    surf = pygame.Surface((s, s), pygame.SRCALPHA)
    surf.fill((0, 0, 0, 0))
    r = s * 0.36
    for k in range(4):  # bottom to top, each a little higher
        cx, cy = s * 0.5, s * 0.62 - k * s * 0.07
        pts = [
            (
                cx + r * math.cos(math.radians(60 * i - 30)),
                cy + r * 0.62 * math.sin(math.radians(60 * i - 30)),
            )
            for i in range(6)
        ]
        side = [(x, y + s * 0.05) for x, y in pts]
        pygame.draw.polygon(surf, (96, 64, 36), side)
        pygame.draw.polygon(surf, (160, 116, 70) if k < 3 else (186, 140, 86), pts)
        pygame.draw.polygon(surf, (60, 40, 22), pts, SS * 2)
    top = (s * 0.5, s * 0.62 - 3 * s * 0.07)
    pygame.draw.circle(surf, (246, 222, 168), top, s * 0.08)
    pygame.draw.circle(surf, (60, 40, 22), top, s * 0.08, SS * 2)
    return pygame.transform.smoothscale(surf, (DECK, DECK))


def images() -> dict[str, pygame.Surface]:
    """Every image of the table, by the name the theme data gives it."""
    return {
        "table_paper": paper(),
        "table_meander": meander(),
        "table_rosette": rosette(),
        "table_deck": deck(),
    }
