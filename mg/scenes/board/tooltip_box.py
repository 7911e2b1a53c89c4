"""A tooltip on the board: a small slip of parchment with a few lines of text beside the
mouse, flipped to its left or above it where it would leave the board's room, so it always
sits by the cursor — and never over the space it speaks of and that space's neighbours (a
road being turned must stay in sight)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from mg.scenes.context import Context
from mg.sprites.paint import palette as pal

Lines = list[tuple[str, pal.Colour]]


class TooltipBox:
    """Drawn within the window left of `right` (the board's room ends there: the panel)."""

    def __init__(self, ctx: Context, right: Callable[[], int]) -> None:
        self.ctx, self.right = ctx, right

    def draw(
        self,
        surface: pygame.Surface,
        lines: Lines,
        mouse: tuple[int, int],
        clear: pygame.Rect | None = None,
    ) -> None:
        """The lines that have words, each in its colour, in a box by the mouse, outside
        `clear` where the room allows."""
        ctx = self.ctx
        shown = [(words, colour) for words, colour in lines if words]
        if not shown:
            return
        labels = [ctx.text.render(words, ctx.px(26), colour) for words, colour in shown]
        pad = ctx.px(8)
        width = max(label.get_width() for label in labels) + 2 * pad
        height = sum(label.get_height() for label in labels) + 2 * pad
        box = self.place((width, height), mouse, clear)
        x, y = box.topleft
        surface.blit(ctx.furniture.slip(box.size, ctx.palette.table), box)
        for label in labels:
            surface.blit(label, (x + pad, y + pad))
            y += label.get_height()

    def place(
        self, size: tuple[int, int], mouse: tuple[int, int], clear: pygame.Rect | None = None
    ) -> pygame.Rect:
        """Where a box of `size` goes: below right of the mouse, or flipped to its left or
        above it where it would leave the room; with `clear` (the space spoken of and its
        neighbours), beside that area — right, left, below or above it, the first that fits."""
        ctx = self.ctx
        (mx, my), (w, h) = mouse, size
        right, bottom = self.right() - 4, ctx.size[1] - 4
        room = pygame.Rect(4, 4, right - 4, bottom - 4)
        if clear is not None:
            gap = ctx.px(6)
            for x, y in (
                (clear.right + gap, my - h // 2),
                (clear.left - gap - w, my - h // 2),
                (mx - w // 2, clear.bottom + gap),
                (mx - w // 2, clear.top - gap - h),
            ):
                box = pygame.Rect(x, y, w, h).clamp(room)
                if not box.colliderect(clear):
                    return box
        x = mx + ctx.px(22) if mx + ctx.px(22) + w <= right else mx - ctx.px(10) - w
        y = my + ctx.px(18) if my + ctx.px(18) + h <= bottom else my - ctx.px(10) - h
        return pygame.Rect(max(4, min(x, right - w)), max(4, min(y, bottom - h)), w, h)
