"""Zoom and pan of the board: which hex layout the screen shows, clamped so that the map can
never be lost, and the one map surface (drawn once per zoom) that panning slides around."""

from __future__ import annotations

import math

from mg.sprites.layout import SQRT3, Layout, Space

ZOOMS = (1.0, 1.25, 1.5, 1.75, 2.0, 2.5)
Box = tuple[int, int, int, int]  # x, y, w, h


def board_box(layout: Layout, spaces: list[Space]) -> tuple[float, float, float, float]:
    """The pixels the hexes of `spaces` cover under `layout`: (left, top, right, bottom)."""
    pts = [layout.to_pixel(s) for s in spaces]
    half_w, half_h = layout.size * SQRT3 / 2, layout.size
    return (
        min(p[0] for p in pts) - half_w,
        min(p[1] for p in pts) - half_h,
        max(p[0] for p in pts) + half_w,
        max(p[1] for p in pts) + half_h,
    )


class Camera:
    """The zoom (one of ZOOMS) and the pan (whole pixels) of a board fitted by `base` into a
    `viewport` of the window; zoom 1 shows the whole board, unpanned."""

    def __init__(self, base: Layout, spaces: list[Space], viewport: Box) -> None:
        self.base = base
        self.box = board_box(base, spaces)
        self.viewport = viewport
        x, y, w, h = viewport
        self.centre = (x + w / 2, y + h / 2)
        self.zoom = ZOOMS[0]
        self.pan = (0, 0)

    def _origin(self, zoom: float) -> tuple[float, float]:
        """The hex origin at `zoom` before panning (zooming about the viewport's centre)."""
        cx, cy = self.centre
        ox, oy = self.base.origin
        return (cx + (ox - cx) * zoom, cy + (oy - cy) * zoom)

    def map_rect(self, zoom: float | None = None) -> Box:
        """Where the map surface lies before panning: the zoomed board and a margin of
        half a hex, and never less than the viewport."""
        z = self.zoom if zoom is None else zoom
        cx, cy = self.centre
        margin = self.base.size * z * 0.5
        left, top, right, bottom = self.box
        vx, vy, vw, vh = self.viewport
        x0 = math.floor(min(vx, cx + (left - cx) * z - margin))
        y0 = math.floor(min(vy, cy + (top - cy) * z - margin))
        x1 = math.ceil(max(vx + vw, cx + (right - cx) * z + margin))
        y1 = math.ceil(max(vy + vh, cy + (bottom - cy) * z + margin))
        return (x0, y0, x1 - x0, y1 - y0)

    def map_layout(self) -> Layout:
        """The layout for drawing into the map surface."""
        ox, oy = self._origin(self.zoom)
        mx, my, _, _ = self.map_rect()
        return Layout(self.base.size * self.zoom, (ox - mx, oy - my))

    def screen_layout(self) -> Layout:
        """The layout of the board on screen (hex picking uses it: exact at any zoom)."""
        ox, oy = self._origin(self.zoom)
        return Layout(self.base.size * self.zoom, (ox + self.pan[0], oy + self.pan[1]))

    def map_position(self) -> tuple[int, int]:
        """Where the map surface's top-left corner is blitted on screen."""
        mx, my, _, _ = self.map_rect()
        return (mx + self.pan[0], my + self.pan[1])

    def clamp(self, pan: tuple[float, float]) -> tuple[int, int]:
        """The nearest pan that keeps the viewport inside the map (so it can't be lost)."""
        if self.zoom == ZOOMS[0]:
            return (0, 0)
        mx, my, mw, mh = self.map_rect()
        vx, vy, vw, vh = self.viewport
        px = min(max(round(pan[0]), vx + vw - (mx + mw)), vx - mx)
        py = min(max(round(pan[1]), vy + vh - (my + mh)), vy - my)
        return (px, py)

    def pan_by(self, dx: float, dy: float) -> bool:
        """Slide the map; True when it moved."""
        before = self.pan
        self.pan = self.clamp((self.pan[0] + dx, self.pan[1] + dy))
        return self.pan != before

    def zoom_step(self, steps: int, at: tuple[float, float] | None = None) -> bool:
        """Zoom `steps` notches in (or out, negative), keeping the map point under `at`
        (default: the viewport's centre) where it is; True when the zoom changed."""
        k = ZOOMS.index(self.zoom)
        new = ZOOMS[min(len(ZOOMS) - 1, max(0, k + steps))]
        if new == self.zoom:
            return False
        px, py = at if at is not None else self.centre
        cx, cy = self.centre
        f = new / self.zoom
        pan = (px - cx - (px - self.pan[0] - cx) * f, py - cy - (py - self.pan[1] - cy) * f)
        self.zoom = new
        self.pan = self.clamp(pan)
        return True

    def reset(self) -> bool:
        """Back to the whole board; True when something changed."""
        changed = self.zoom != ZOOMS[0] or self.pan != (0, 0)
        self.zoom, self.pan = ZOOMS[0], (0, 0)
        return changed
