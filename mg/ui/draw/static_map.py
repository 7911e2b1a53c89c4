"""The map without pieces (sea, coast, land and villages), rendered once per board, layout
and zoom, and the cache that keeps it for every scene of one game window."""

from __future__ import annotations

import zlib
from collections.abc import Callable

import pygame

from mg.engine import Board
from mg.ui.draw import palette as pal
from mg.ui.draw.art import Art
from mg.ui.draw.layout import Layout, Space


class MapCache:
    """The last static map rendered: a window shows one layout at a time, so one is kept."""

    def __init__(self) -> None:
        self.key: object = None
        self.surface: pygame.Surface | None = None
        self.renders = 0  # how many maps were rendered (the cache's misses)

    def get(self, key: object, render: Callable[[], pygame.Surface]) -> pygame.Surface:
        """The map for `key`, rendered by `render` only when the key changed."""
        if self.surface is None or key != self.key:
            self.surface, self.key = render(), key
            self.renders += 1
        return self.surface


def shade(colour: pal.Colour, amount: int) -> pal.Colour:
    """`colour` made lighter (amount > 0) or darker."""
    r, g, b = colour
    return (max(0, min(255, r + amount)), max(0, min(255, g + amount)),
            max(0, min(255, b + amount)))


def render_map(board: Board, layout: Layout, size: tuple[int, int], art: Art) -> pygame.Surface:
    """The whole map at `layout`, on a surface of `size`."""
    screen = pygame.display.get_surface()
    surf = pygame.Surface(size, 0, screen) if screen else pygame.Surface(size)
    _draw_sea(surf, layout, art)
    coast = art.hex("coast", layout.size)
    for space in board.spaces:  # a foam rim under the land shows as the coastline
        if coast is not None:
            surf.blit(coast, coast.get_rect(center=layout.to_pixel(space)))
        else:
            pygame.draw.polygon(surf, pal.SEA_DEEP, layout.corners(space, 1.12))
    for space in board.spaces:
        _draw_space(surf, layout, space, board.terrain(space), art)
    return surf


def _draw_sea(surf: pygame.Surface, layout: Layout, art: Art) -> None:
    tile = art.scaled("sea", max(64, round(layout.size * 5)))
    if tile is None:
        surf.fill(pal.SEA)
        return
    tw, th = tile.get_size()
    for y in range(0, surf.get_height(), th):
        for x in range(0, surf.get_width(), tw):
            surf.blit(tile, (x, y))


def _draw_space(surf: pygame.Surface, layout: Layout, space: Space, kind: str | None,
                art: Art) -> None:
    """R7: land, an interior village or a green-bordered one."""
    name = (f"land_{zlib.crc32(repr(space).encode()) % 4}" if kind == "land"
            else "village_green" if kind == "green" else "village")
    image = art.hex(name, layout.size)
    if image is not None:
        surf.blit(image, image.get_rect(center=layout.to_pixel(space)))
        return
    jitter = zlib.crc32(repr(space).encode()) % 17 - 8
    corners = layout.corners(space)
    pygame.draw.polygon(surf, shade(pal.LAND if kind == "land" else pal.VILLAGE, jitter),
                        corners)
    pygame.draw.aalines(surf, pal.LAND_EDGE, True, corners)
    if kind == "land":
        return
    if kind == "green":
        pygame.draw.polygon(surf, pal.GREEN_BORDER, layout.corners(space, 0.92),
                            max(2, round(layout.size * 0.14)))
    _draw_houses(surf, layout, space)


def _draw_houses(surf: pygame.Surface, layout: Layout, space: Space) -> None:
    cx, cy = layout.to_pixel(space)
    s = layout.size
    for dx, dy, k in ((-0.32, 0.12, 0.9), (0.3, 0.18, 0.8), (0.0, -0.22, 1.0)):
        x, y, w = cx + dx * s, cy + dy * s, s * 0.26 * k
        body = [(x - w, y), (x + w, y), (x + w, y + w * 1.1), (x - w, y + w * 1.1)]
        roof = [(x - w * 1.25, y), (x, y - w * 0.9), (x + w * 1.25, y)]
        pygame.draw.polygon(surf, (236, 228, 206), body)
        pygame.draw.polygon(surf, pal.INK, body, 1)
        pygame.draw.polygon(surf, (170, 70, 46), roof)
        pygame.draw.polygon(surf, pal.INK, roof, 1)
