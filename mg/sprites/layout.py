"""Hex ↔ pixel for pointy-top axial hexes, fitted into a screen rectangle."""

from __future__ import annotations

import math
from collections.abc import Iterable

SQRT3 = math.sqrt(3)
Space = tuple[int, int]


class Layout:
    """Pointy-top hexes of `size` (centre to corner) with (0, 0) at `origin`."""

    def __init__(self, size: float, origin: tuple[float, float]) -> None:
        self.size = size
        self.origin = origin

    @classmethod
    def fit(cls, spaces: Iterable[Space], rect: tuple[int, int, int, int]) -> Layout:
        """The largest layout that shows every space inside rect = (x, y, w, h)."""
        pts = [(SQRT3 * (q + r / 2), 1.5 * r) for q, r in spaces]
        min_x = min(p[0] for p in pts) - SQRT3 / 2
        max_x = max(p[0] for p in pts) + SQRT3 / 2
        min_y = min(p[1] for p in pts) - 1
        max_y = max(p[1] for p in pts) + 1
        x, y, w, h = rect
        size = min(w / (max_x - min_x), h / (max_y - min_y))
        ox = x + (w - size * (max_x - min_x)) / 2 - size * min_x
        oy = y + (h - size * (max_y - min_y)) / 2 - size * min_y
        return cls(size, (ox, oy))

    def to_pixel(self, space: Space) -> tuple[float, float]:
        q, r = space
        return (
            self.origin[0] + self.size * SQRT3 * (q + r / 2),
            self.origin[1] + self.size * 1.5 * r,
        )

    def to_hex(self, x: float, y: float) -> Space:
        """The hex under a pixel (cube rounding)."""
        px = (x - self.origin[0]) / self.size
        py = (y - self.origin[1]) / self.size
        fq = SQRT3 / 3 * px - py / 3
        fr = 2 / 3 * py
        fs = -fq - fr
        q, r, s = round(fq), round(fr), round(fs)
        dq, dr, ds = abs(q - fq), abs(r - fr), abs(s - fs)
        if dq > dr and dq > ds:
            q = -r - s
        elif dr > ds:
            r = -q - s
        return (q, r)

    def corners(self, space: Space, scale: float = 1.0) -> list[tuple[float, float]]:
        cx, cy = self.to_pixel(space)
        s = self.size * scale
        return [
            (
                cx + s * math.cos(math.radians(60 * i - 30)),
                cy + s * math.sin(math.radians(60 * i - 30)),
            )
            for i in range(6)
        ]

    def edge_mid(self, space: Space, d: int, inset: float = 1.0) -> tuple[float, float]:
        """The middle of the side of `space` facing direction d (numbered as in the README)."""
        cx, cy = self.to_pixel(space)
        angle = math.radians(-60 * d)  # E = 0°, NE = 60° up, ... (screen y grows down)
        dist = self.size * SQRT3 / 2 * inset
        return (cx + dist * math.cos(angle), cy + dist * math.sin(angle))
