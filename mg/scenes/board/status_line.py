"""The status line under the board: what just happened, or why it could not (R39), worded
in the language shown whenever drawn, with the rule it rests on as a small clickable chip
after the words; and the banner at the board's top while autosaving fails."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from mg.engine import Problem
from mg.scenes.board.rule_chip import Chips, chip_rect, draw_chips
from mg.scenes.context import Context
from mg.sprites.paint import palette as pal
from mg.text.i18n import problem_text, t
from mg.ui.notice import Said

Words = str | Callable[[], str]  # words as they are, or worded anew in the language shown


class StatusLine:
    """The line's words, whether they are a refusal's (`bad`) and the rule they rest on;
    given where the line is (`rect`) and where its words start (`start`: a scene may lead
    the line with something of its own)."""

    def __init__(
        self, ctx: Context, rect: Callable[[], pygame.Rect], start: Callable[[], int]
    ) -> None:
        self.ctx, self.rect, self.start = ctx, rect, start
        self.words: Callable[[], str] = str  # the words, worded now
        self.bad = False
        self.rule: str | None = None  # the rule the words back (R39)

    def say(self, text: Words, bad: bool = False, rule: str | None = None) -> None:
        """`text` in the line (a refusal's when `bad`), with a chip of `rule` after it when
        given; words given as a function are worded anew whenever drawn."""
        self.words = text if callable(text) else lambda: text
        self.bad, self.rule = bad, rule
        self.ctx.voice.say(self.words())  # (Settings → Read aloud)

    @property
    def text(self) -> str:
        """The line's words, in the language shown now."""
        return self.words()

    def label(self) -> pygame.Surface:
        """The words, rendered; a long line shrinks a bit to leave room for its chip."""
        ctx, rect = self.ctx, self.rect()
        colour = pal.BAD if self.bad else pal.TEXT
        chip = chip_rect(ctx, self.rule, (0, 0)).w + ctx.px(12) if self.rule else 0
        room = rect.right - ctx.px(16) - self.start() - chip
        size = ctx.tx(28)
        label = ctx.text.render(self.text, size, colour)
        while label.get_width() > room and size > ctx.px(18):
            size -= 1
            label = ctx.text.render(self.text, size, colour)
        return label

    def text_rect(self) -> pygame.Rect:
        """Where the words are drawn (empty without words)."""
        if not self.text:
            return pygame.Rect(self.start(), self.rect().centery, 0, 0)
        return self.label().get_rect(midleft=(self.start(), self.rect().centery))

    def chip_rect(self) -> pygame.Rect | None:
        """The rule's chip, right after the words (None without a rule)."""
        if not self.rule:
            return None
        words = self.text_rect()
        return chip_rect(self.ctx, self.rule, (words.right + self.ctx.px(12), words.centery))

    def chips(self) -> Chips:
        chip = self.chip_rect()
        return [(chip, self.rule)] if chip is not None and self.rule else []

    def bad_at(self, pos: tuple[int, int]) -> bool:
        """Whether `pos` is on the line while it says a refusal (a click there opens the
        help at its rule, R39)."""
        return self.bad and self.rect().collidepoint(pos)

    def draw(self, surface: pygame.Surface, mouse: tuple[int, int]) -> None:
        ctx, rect = self.ctx, self.rect()
        surface.blit(ctx.furniture.paper(rect.size, ctx.palette.table), rect)
        pygame.draw.line(surface, pal.ACCENT, rect.topleft, rect.topright, max(1, ctx.px(3)))
        if self.text:
            surface.blit(self.label(), self.text_rect())
        draw_chips(surface, ctx, self.chips(), mouse)


def autosave_off(problem: Problem) -> Said:
    """The status line (and the menus' notice) when autosaving has just stopped working."""
    return Said.of("status.autosave_off", problem=problem)


def autosave_warning(off: Problem | None) -> str:
    """The banner's words while autosaving fails ("" while it works), in the language shown."""
    return "" if off is None else t("status.autosave_banner", problem=problem_text(off))


def draw_autosave_off(surface: pygame.Surface, ctx: Context, off: Problem) -> None:
    """A small persistent banner at the top of the board while autosaving fails."""
    label = ctx.text.render(autosave_warning(off), max(16, ctx.px(26)), (255, 235, 225), bold=True)
    box = label.get_rect(topleft=(ctx.px(24), ctx.px(20))).inflate(ctx.px(20), ctx.px(10))
    pygame.draw.rect(surface, (150, 45, 35), box, border_radius=ctx.px(8))
    pygame.draw.rect(surface, (255, 190, 170), box, 1, border_radius=ctx.px(8))
    surface.blit(label, label.get_rect(center=box.center))
