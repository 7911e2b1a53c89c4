"""A scrollable page of text over the game (the base of the rules help and the game log)."""

from __future__ import annotations

import pygame

from mg.scenes.context import Context
from mg.scenes.modal import ModalScene
from mg.sprites.paint import palette as pal
from mg.text.i18n import t

Line = tuple[str, pal.Colour, bool]  # text, colour, bold


class TextOverlay(ModalScene):
    def __init__(self, ctx: Context, title: str) -> None:
        super().__init__(ctx)
        self.title = title
        self.top_line = 0
        self.highlight: int | None = None
        self._layout()

    def _layout(self) -> None:
        ctx = self.ctx
        w, h = ctx.size
        self.box = pygame.Rect(0, 0, min(w - ctx.px(60), ctx.px(1200)), h - ctx.px(100))
        self.box.center = (w // 2, h // 2)
        self.size = ctx.tx(26)
        self.line_h = ctx.tx(32)
        self.lines = self.build_lines(self.box.w - ctx.px(60))
        self.visible = max(1, (self.box.h - ctx.px(120)) // self.line_h)
        self.scroll(0)  # a page opened at its last lines (a rule near the end) stays full

    def build_lines(self, width: int) -> list[Line]:
        return []

    def resize(self, size: tuple[int, int]) -> None:
        self._layout()
        self.scroll(0)

    def scroll(self, by: int) -> None:
        last = max(0, len(self.lines) - self.visible)
        self.top_line = max(0, min(last, self.top_line + by))

    def on_key(self, key: int) -> bool:
        steps = {
            pygame.K_UP: -1,
            pygame.K_DOWN: 1,
            pygame.K_PAGEUP: -self.visible,
            pygame.K_PAGEDOWN: self.visible,
            pygame.K_HOME: -(10**6),
            pygame.K_END: 10**6,
        }
        if key in steps:
            self.scroll(steps[key])
        elif key == pygame.K_RETURN:
            self.close()
        return True

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll(-3 * event.y)
        elif (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
            and not self.box.collidepoint(event.pos)
        ):
            self.close()
        return super().handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        ctx = self.ctx
        self.draw_frame(surface, self.box)
        x, y = self.box.x + ctx.px(30), self.box.y + ctx.px(22)
        surface.blit(ctx.text.render(self.title, ctx.px(44), pal.TEXT, bold=True), (x, y))
        hint = ctx.text.render(t("overlay.hint"), ctx.px(22), pal.TEXT_DIM)
        surface.blit(hint, hint.get_rect(topright=(self.box.right - ctx.px(30), y + ctx.px(12))))
        y += ctx.px(70)
        for k in range(self.top_line, min(len(self.lines), self.top_line + self.visible)):
            self.draw_line(surface, k, x, y)
            y += self.line_h
        bar = self.scrollbar()
        if bar is not None:
            track, thumb = bar
            pygame.draw.rect(surface, pal.PANEL_LIGHT, track)
            pygame.draw.rect(surface, pal.ACCENT, thumb)

    def scrollbar(self) -> tuple[pygame.Rect, pygame.Rect] | None:
        """The scroll bar's track and thumb, inside the box (None when all lines show)."""
        ctx = self.ctx
        if len(self.lines) <= self.visible:
            return None
        track = pygame.Rect(
            self.box.right - ctx.px(30),
            self.box.y + ctx.px(92),
            ctx.px(6),
            self.visible * self.line_h,
        )
        thumb = track.copy()
        thumb.h = max(ctx.px(20), round(track.h * self.visible / len(self.lines)))
        thumb.y = track.y + round(
            (track.h - thumb.h) * self.top_line / max(1, len(self.lines) - self.visible)
        )
        return track, thumb

    def draw_line(self, surface: pygame.Surface, k: int, x: int, y: int) -> None:
        """Line `k` of the page, its top left at (x, y)."""
        ctx = self.ctx
        text, colour, bold = self.lines[k]
        if k == self.highlight:
            pygame.draw.rect(
                surface,
                pal.PANEL_LIGHT,
                (x - ctx.px(8), y - ctx.px(2), self.box.w - ctx.px(44), self.line_h),
            )
        if text:
            surface.blit(ctx.text.render(text, self.size, colour, bold), (x, y))
