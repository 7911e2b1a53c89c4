"""The round buttons a tap shows beside the ghost on a touch screen — turn the road tile,
flip it — since a finger has no R, F or wheel: where they go (beside the space, inside the
board's view) and how they look (drawn, no font needed)."""

from __future__ import annotations

import math
from typing import Protocol

import pygame

from mg.scenes.context import Context
from mg.sprites.board_view import BoardView
from mg.sprites.layout import Space
from mg.sprites.paint import palette as pal

TOOL_RADIUS_PX = 40  # a fingertip's button (at 1920x1080)


class Pointed(Protocol):
    """What the tools need of their board scene."""

    ctx: Context

    @property
    def view(self) -> BoardView: ...

    def space_point(self, space: Space) -> tuple[int, int]: ...


def touch_tool_rects(
    scene: Pointed, space: Space, keys: tuple[str, ...]
) -> list[tuple[str, pygame.Rect]]:
    """Each tool's round button, right of `space` (left of it near the view's right
    edge), clear of the space itself."""
    if not keys:
        return []
    r = max(scene.ctx.px(TOOL_RADIUS_PX), round(scene.view.layout.size * 0.55))
    x, y = scene.space_point(space)
    viewport = pygame.Rect(scene.view.camera.viewport)
    gap = r // 2
    first = round(scene.view.layout.size * 1.1) + r
    width = len(keys) * 2 * r + (len(keys) - 1) * gap
    side = 1 if x + first + width <= viewport.right else -1
    rects = []
    for k, key in enumerate(keys):
        cx = x + side * (first + k * (2 * r + gap))
        rect = pygame.Rect(0, 0, 2 * r, 2 * r)
        rect.center = (cx, y)
        rects.append((key, rect.clamp(viewport)))
    return rects


def draw_touch_tools(
    surface: pygame.Surface, ctx: Context, rects: list[tuple[str, pygame.Rect]]
) -> None:
    """Parchment discs edged in ink, each with its sign: a turning arrow, a two-way one."""
    for key, rect in rects:
        r = rect.w // 2
        pygame.draw.circle(surface, pal.INK, rect.center, r)
        pygame.draw.circle(surface, ctx.palette.table.paper, rect.center, r - max(2, r // 12))
        (draw_turn if key == "rotate" else draw_flip)(surface, rect, max(2, r // 8))


def draw_turn(surface: pygame.Surface, rect: pygame.Rect, width: int) -> None:
    """Three quarters of a circle and its arrowhead."""
    r = rect.w * 0.28
    arc = pygame.Rect(0, 0, 2 * r, 2 * r)
    arc.center = rect.center
    pygame.draw.arc(surface, pal.INK, arc, 0.0, 1.5 * math.pi, width)
    tip = (arc.right, rect.centery)
    s = r * 0.55
    head = [(tip[0] - s, tip[1] - s * 0.2), (tip[0] + s, tip[1] - s * 0.2), (tip[0], tip[1] + s)]
    pygame.draw.polygon(surface, pal.INK, head)


def draw_flip(surface: pygame.Surface, rect: pygame.Rect, width: int) -> None:
    """A straight line with a head at each end."""
    cx, cy = rect.center
    half, s = rect.w * 0.3, rect.w * 0.13
    pygame.draw.line(surface, pal.INK, (cx - half + s, cy), (cx + half - s, cy), width)
    for sign in (-1, 1):
        tip = cx + sign * half
        head = [(tip, cy), (tip - sign * s * 1.4, cy - s), (tip - sign * s * 1.4, cy + s)]
        pygame.draw.polygon(surface, pal.INK, head)
