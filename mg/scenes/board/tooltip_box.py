"""A tooltip on the board: a small slip of parchment with a few lines of text beside the
mouse, flipped to its left or above it where it would leave the board's room, so it always
sits by the cursor."""

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

    def draw(self, surface: pygame.Surface, lines: Lines, mouse: tuple[int, int]) -> None:
        """The lines that have words, each in its colour, in a box by the mouse."""
        ctx = self.ctx
        shown = [(words, colour) for words, colour in lines if words]
        if not shown:
            return
        labels = [ctx.text.render(words, ctx.px(26), colour) for words, colour in shown]
        pad = ctx.px(8)
        width = max(label.get_width() for label in labels) + 2 * pad
        height = sum(label.get_height() for label in labels) + 2 * pad
        box = self.place((width, height), mouse)
        x, y = box.topleft
        surface.blit(ctx.furniture.slip(box.size, ctx.palette.table), box)
        for label in labels:
            surface.blit(label, (x + pad, y + pad))
            y += label.get_height()

    def place(self, size: tuple[int, int], mouse: tuple[int, int]) -> pygame.Rect:
        """Where a box of `size` goes: below right of the mouse, or flipped to its left or
        above it where it would leave the room."""
        ctx = self.ctx
        (mx, my), (w, h) = mouse, size
        right, bottom = self.right() - 4, ctx.size[1] - 4
        x = mx + ctx.px(22) if mx + ctx.px(22) + w <= right else mx - ctx.px(10) - w
        y = my + ctx.px(18) if my + ctx.px(18) + h <= bottom else my - ctx.px(10) - h
        return pygame.Rect(max(4, min(x, right - w)), max(4, min(y, bottom - h)), w, h)
