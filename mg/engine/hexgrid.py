"""Axial hex coordinates of pointy-top hexes (the README's "Map files" names them)."""

from __future__ import annotations

Space = tuple[int, int]

#: The six directions d = 0..5: E, NE, NW, W, SW, SE (the README, "Map files").
DIRECTIONS: tuple[Space, ...] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))


def opposite(d: int) -> int:
    """The direction facing back along d."""
    return (d + 3) % 6


def neighbour(space: Space, d: int) -> Space:
    """The space next to `space` in direction d."""
    dq, dr = DIRECTIONS[d]
    return (space[0] + dq, space[1] + dr)


def neighbours(space: Space) -> list[Space]:
    """The six spaces around `space`, in direction order."""
    return [neighbour(space, d) for d in range(6)]


def distance(a: Space, b: Space) -> int:
    """Steps between two spaces on the hex grid."""
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def offset_to_axial(col: int, row: int) -> Space:
    """Odd-r offset (map file column, row) to axial (q, r)."""
    return (col - (row - (row & 1)) // 2, row)


def axial_to_offset(space: Space) -> tuple[int, int]:
    """Axial (q, r) to odd-r offset (column, row)."""
    q, r = space
    return (q + (r - (r & 1)) // 2, r)
