"""Pieces drawn plainly with vectors: the look `images.py` gives a piece when its image is
missing, and a road the engine refuses under the mouse. Each draws onto a surface given
with a layout; `images.py` hands them a canvas of the piece's own."""

from __future__ import annotations

import math

import pygame

from mg.engine import road_shape
from mg.sprites.board_map.static_map import shade
from mg.sprites.layout import Layout, Space
from mg.sprites.paint import palette as pal

IDLE_GREY = (150, 148, 144)  # an inactive market's body

Point = tuple[float, float]


def road_points(layout: Layout, space: Space, ends: tuple[int, int], steps: int = 8) -> list[Point]:
    """The centre line of a road tile: straight, or a curve through the hex centre."""
    a, b = layout.edge_mid(space, ends[0]), layout.edge_mid(space, ends[1])
    c = layout.to_pixel(space)
    if road_shape(ends) == "straight":  # R16
        return [a, b]
    pts = []
    for i in range(steps + 1):
        t = i / steps
        u = 1 - t
        pts.append(
            (
                u * u * a[0] + 2 * u * t * c[0] + t * t * b[0],
                u * u * a[1] + 2 * u * t * c[1] + t * t * b[1],
            )
        )
    return pts


def draw_road(
    surface: pygame.Surface,
    layout: Layout,
    space: Space,
    ends: tuple[int, int],
    colour: str,
    palette: pal.Palette,
    alpha_fill: pal.Colour | None = None,
) -> None:
    """A road tile drawn plainly (when its image is missing, or refused under the mouse)."""
    pts = road_points(layout, space, ends)
    width = max(3, round(layout.size * 0.30))
    fill = alpha_fill or palette.player[colour]
    pygame.draw.lines(surface, pal.INK, False, pts, width + 4)
    pygame.draw.lines(surface, fill, False, pts, width)
    for p in pts[:: max(1, len(pts) - 1)]:
        pygame.draw.circle(surface, pal.INK, p, (width + 4) / 2)
        pygame.draw.circle(surface, fill, p, width / 2)
    mid = (
        pts[len(pts) // 2]
        if len(pts) > 2
        else ((pts[0][0] + pts[1][0]) / 2, (pts[0][1] + pts[1][1]) / 2)
    )
    palette.draw_emblem(
        surface, colour, mid, width * 0.45, fill=palette.dark[colour], outline=palette.dark[colour]
    )


def draw_city(
    surf: pygame.Surface,
    layout: Layout,
    space: Space,
    colour: str,
    palette: pal.Palette,
    scale: float = 1.0,
) -> None:
    """A city tile: the player's hex with a walled tower and the emblem."""
    corners = layout.corners(space, 0.96 * scale)
    pygame.draw.polygon(surf, palette.player[colour], corners)
    pygame.draw.polygon(surf, palette.dark[colour], corners, max(2, round(layout.size * 0.08)))
    cx, cy = layout.to_pixel(space)
    s = layout.size
    tower = [
        (cx - s * 0.3, cy + s * 0.35),
        (cx - s * 0.3, cy - s * 0.15),
        (cx - s * 0.12, cy - s * 0.15),
        (cx - s * 0.12, cy - s * 0.3),
        (cx + s * 0.12, cy - s * 0.3),
        (cx + s * 0.12, cy - s * 0.15),
        (cx + s * 0.3, cy - s * 0.15),
        (cx + s * 0.3, cy + s * 0.35),
    ]
    pygame.draw.polygon(surf, shade(palette.player[colour], 40), tower)
    pygame.draw.polygon(surf, pal.INK, tower, 1)
    palette.draw_emblem(surf, colour, (cx, cy + s * 0.1), s * 0.16, fill=palette.dark[colour])


def draw_oracle(
    surf: pygame.Surface, layout: Layout, oracle: Space, a: float, tint: pal.Colour | None
) -> None:
    """An oracle: a pale hex with an arrow pointing at angle `a`, in its controller's colour
    (grey when it points nowhere)."""
    cx, cy = layout.to_pixel(oracle)
    s = layout.size
    pygame.draw.polygon(surf, (226, 222, 236), layout.corners(oracle, 0.9))
    colour = tint or (150, 150, 160)
    tip = (cx + math.cos(a) * s * 0.82, cy + math.sin(a) * s * 0.82)
    left = (cx + math.cos(a + 2.5) * s * 0.5, cy + math.sin(a + 2.5) * s * 0.5)
    right = (cx + math.cos(a - 2.5) * s * 0.5, cy + math.sin(a - 2.5) * s * 0.5)
    pygame.draw.polygon(surf, colour, [tip, left, (cx, cy), right])
    pygame.draw.polygon(surf, pal.INK, [tip, left, (cx, cy), right], 1)


def draw_market(
    surf: pygame.Surface,
    colour: str,
    centre: Point,
    r: float,
    sold: bool,
    palette: pal.Palette,
    active: bool = True,
) -> None:
    """A market: a little house standing up, or lying on its side once sold; an inactive
    one (R32) grey and hatched."""
    x, y = centre
    if sold:
        shape = [
            (x - r * 1.2, y - r * 0.45),
            (x + r * 0.6, y - r * 0.45),
            (x + r * 1.2, y),
            (x + r * 0.6, y + r * 0.45),
            (x - r * 1.2, y + r * 0.45),
        ]
        fill = palette.dark[colour]
    else:
        shape = [
            (x - r * 0.6, y + r),
            (x - r * 0.6, y - r * 0.2),
            (x, y - r),
            (x + r * 0.6, y - r * 0.2),
            (x + r * 0.6, y + r),
        ]
        fill = palette.player[colour] if active else IDLE_GREY
    pygame.draw.polygon(surf, fill, shape)
    if not active and not sold:
        for k in range(-2, 3):  # hatching across the greyed house
            dx = k * r * 0.4
            pygame.draw.line(
                surf,
                pal.INK,
                (x + dx - r * 0.5, y + r * 0.8),
                (x + dx + r * 0.5, y - r * 0.2),
                max(1, round(r / 10)),
            )
        pygame.draw.polygon(surf, fill, shape, max(1, round(r / 6)))  # clean edges
    pygame.draw.polygon(surf, pal.INK, shape, max(1, round(r / 6)))
    palette.draw_emblem(
        surf,
        colour,
        (x, y + (0 if sold else r * 0.25)),
        r * 0.32,
        fill=pal.PAPER if not sold else pal.TEXT_DIM,
    )
