"""A framed dialog over the game: a title, a message line, buttons (save and load)."""

from __future__ import annotations

import pygame

from mg.scenes.context import Context
from mg.scenes.manager import make_manager
from mg.scenes.modal import ModalScene
from mg.sprites.paint import palette as pal

TITLE_PX = 44  # the title's size


class Dialog(ModalScene):
    """A box with a title and a message line; subclasses add their widgets."""

    def __init__(self, ctx: Context, title: str) -> None:
        super().__init__(ctx)
        self.title = title
        self.message = ""
        self.message_bad = True  # the message says what went wrong (else: what was done)
        self._build()

    def _build(self) -> None:
        ctx = self.ctx
        self.ui = make_manager(ctx)
        self.buttons = {}
        self.box = pygame.Rect(0, 0, ctx.px(760), ctx.px(640))
        self.box.center = (ctx.size[0] // 2, ctx.size[1] // 2)
        self.build_widgets()

    def build_widgets(self) -> None:
        """Subclasses add their buttons."""

    def resize(self, size: tuple[int, int]) -> None:
        self._build()

    def draw(self, surface: pygame.Surface) -> None:
        ctx = self.ctx
        self.draw_frame(surface, self.box)
        surface.blit(
            ctx.text.render(self.title, ctx.px(TITLE_PX), pal.TEXT, bold=True),
            (self.box.x + ctx.px(30), self.box.y + ctx.px(22)),
        )
        if self.message:
            ink = pal.BAD if self.message_bad else pal.TEXT
            label = ctx.text.render(self.message, ctx.tx(24), ink)
            surface.blit(label, (self.box.x + ctx.px(30), self.box.bottom - ctx.px(130)))
        self.draw_widgets(surface)
