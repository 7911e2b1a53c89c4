"""The score track of the final scoring, drawn as a ruler: a row of cells 0 to 60 (every
fifth gilded) over a strip of numbers every ten, large and dark on paper so they read at
any window size."""

from __future__ import annotations

import pygame

from mg.sprites.paint import palette as pal
from mg.sprites.paint.fonts import Text

TOP = 60  # the track's last cell
FRAME = (120, 96, 62)
GILDED = (232, 210, 150)
CELLS_SHARE = 0.45  # of the inner height: the cells; the rest holds the numbers


def inner(rect: pygame.Rect, scale: float) -> pygame.Rect:
    """The track inside its frame."""
    pad = max(2, round(5 * scale))
    return rect.inflate(-2 * pad, -2 * pad)


def cell_x(rect: pygame.Rect, scale: float, score: float) -> float:
    """The middle of the cell of `score` (0 to 60, clamped) across the track in `rect`."""
    area = inner(rect, scale)
    cell = area.w / (TOP + 1)
    return area.x + cell * (min(TOP, max(0.0, score)) + 0.5)


def number_size(scale: float) -> int:
    """The text size of the track's numbers: never below 22 (about 16 px), so they read
    at 1366x768 as at 1920x1080."""
    return max(22, round(30 * scale))


def draw_track(surface: pygame.Surface, rect: pygame.Rect, text: Text, scale: float) -> None:
    """The track in `rect`: its cells, and under them the numbers 0, 10, ... 60."""
    pygame.draw.rect(surface, FRAME, rect, border_radius=max(2, round(8 * scale)))
    area = inner(rect, scale)
    cells_h = round(area.h * CELLS_SHARE)
    strip = pygame.Rect(area.x, area.y + cells_h, area.w, area.h - cells_h)
    pygame.draw.rect(surface, pal.PAPER, strip, border_radius=max(2, round(5 * scale)))
    cell = area.w / (TOP + 1)
    gap = 1 if cell >= 5 else 0
    for k in range(TOP + 1):
        left = round(area.x + k * cell)
        right = round(area.x + (k + 1) * cell)
        box = pygame.Rect(left + gap, area.y, max(1, right - left - gap), cells_h - gap)
        pygame.draw.rect(surface, GILDED if k % 5 == 0 else pal.PAPER, box)
    for k in range(0, TOP + 1, 10):
        label = text.render(str(k), number_size(scale), pal.INK, bold=True)
        at = label.get_rect(center=(round(cell_x(rect, scale, k)), strip.centery))
        at.clamp_ip(strip)
        surface.blit(label, at)
