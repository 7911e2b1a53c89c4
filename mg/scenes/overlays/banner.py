"""The hot-seat hand-over banner ("Brown's turn"), drawn across the board."""

from __future__ import annotations

import pygame

from mg.scenes.base import Scene
from mg.scenes.context import Context
from mg.sprites.bot_mark import bot_mark_rect, draw_bot_mark
from mg.sprites.paint import palette as pal
from mg.sprites.paint.fonts import NOTO_SCALE
from mg.sprites.tween import out_cubic

BANNER_SECONDS = 1.2


class BannerScene(Scene):
    """ "Brown's turn": a band across the board; leaves on its own or at a click or key (the
    key then goes on to the scene below, so a quick player loses nothing)."""

    opaque = False
    name = "banner"

    def __init__(
        self, ctx: Context, text: str, colour: str | None = None, bot: bool = False
    ) -> None:
        super().__init__(ctx)
        self.text, self.colour = text, colour
        self.bot = bot  # a computer player's turn: its mark after the words
        self.age = 0.0

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and self.stack is not None:
            stack = self.stack
            self.close()  # a key is never swallowed: the scene below gets it too
            return stack.handle_event(event)
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.close()
            return True
        return event.type in (pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)

    def close(self) -> None:
        if self.stack is not None and self.stack.top is self:
            self.stack.pop()

    def update(self, dt: float) -> None:
        self.age += dt
        if self.age >= max(0.5, self.ctx.duration(BANNER_SECONDS)):
            self.close()

    def draw(self, surface: pygame.Surface) -> None:
        ctx = self.ctx
        w, h = ctx.size
        slide_time = self.ctx.duration(0.25)
        slide = 1.0 if slide_time <= 0 else out_cubic(min(1.0, self.age / slide_time))
        band_h = ctx.px(150)
        y = int(h / 2 - band_h / 2)
        table = ctx.palette.table  # a strip of parchment edged with the meander
        surface.blit(ctx.furniture.paper((w, band_h), table), (0, y))
        edge = ctx.furniture.band(w, ctx.px(14), table)
        surface.blit(edge, (0, y))
        surface.blit(edge, (0, y + band_h - edge.get_height()))
        label = ctx.text.render_title(self.text, round(ctx.px(84) * NOTO_SCALE), pal.TEXT)
        cx = int(-w / 2 + slide * w)
        rect = label.get_rect(center=(cx, h // 2))
        surface.blit(label, rect)
        if self.bot:
            draw_bot_mark(
                surface, bot_mark_rect(ctx.px(64), (rect.right + ctx.px(24), rect.centery))
            )
        if self.colour:
            colours = ctx.palette
            colours.draw_emblem(surface, self.colour, (rect.x - ctx.px(60), h // 2), ctx.px(36))
            stripe, rim = ctx.px(8), ctx.px(14)
            for top in (y + rim, y + band_h - rim - stripe):
                pygame.draw.rect(surface, colours.player[self.colour], (0, top, w, stripe))
