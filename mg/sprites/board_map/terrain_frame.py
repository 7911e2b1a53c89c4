"""Where the painted map (assets/images/map_standard.jpg, made by tools/art/terrain.py) lies
in hex units, shared by the painter and the game so both agree on it."""

from __future__ import annotations

from mg.engine import Board
from mg.sprites.layout import SQRT3

PAINT_SCALE = 40  # pixels of the painting per hex unit (a hex's radius)
MARGIN = (12.0, 12.0, 12.0, 13.0)  # hex units of painted sea and land around the board: l t r b


def painted_box(board: Board) -> tuple[float, float, float, float]:
    """The world box (left, top, right, bottom, in hex units from space (0, 0)'s centre)
    that the painting of `board` covers."""
    xs = [SQRT3 * (q + r / 2) for q, r in board.spaces]
    ys = [1.5 * r for _, r in board.spaces]
    left, top, right, bottom = MARGIN
    return (
        min(xs) - SQRT3 / 2 - left,
        min(ys) - 1 - top,
        max(xs) + SQRT3 / 2 + right,
        max(ys) + 1 + bottom,
    )


def painted_size(board: Board) -> tuple[int, int]:
    """The painting's size in pixels."""
    x0, y0, x1, y1 = painted_box(board)
    return round((x1 - x0) * PAINT_SCALE), round((y1 - y0) * PAINT_SCALE)
