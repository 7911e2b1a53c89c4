"""One turning point of the analysis on the statistics screen: its head ("Round
7, Alice: −6 against the best plan", the player's emblem before it), the turn as played and
the best plan's whole turn side by side, an action a line, what only one of them does in the
ink of a warning, and under them what differs in one sentence. Pure drawing: what to draw
comes in as phrases (`Compared`), worded here in the language shown."""

from __future__ import annotations

import pygame

from mg.scenes.context import Context
from mg.sprites.paint import palette as pal
from mg.text.analysis_words import Compared
from mg.text.game_log import Phrase
from mg.text.i18n import t
from mg.text.log_words import Wording

SIZE, LINE = 21, 27  # the text's size and line height, at 1920x1080


def draw_turning_point(
    ctx: Context,
    surface: pygame.Surface,
    area: pygame.Rect,
    colour: str,
    compared: Compared,
    wording: Wording,
) -> None:
    """`compared` in `area`: the head, the two columns, what differs (as much as fits)."""
    size, line_h = ctx.px(SIZE), ctx.px(LINE)
    y = area.y
    ctx.palette.draw_emblem(surface, colour, (area.x + ctx.px(10), y + line_h // 2), ctx.px(9))
    head = ctx.text.render(wording.text(compared.head), size, pal.TEXT, bold=True)
    surface.blit(head, (area.x + ctx.px(30), y))
    y += line_h + ctx.px(4)
    sentence = wording.text(compared.differs)
    differs = wrapped(ctx, sentence[:1].upper() + sentence[1:], area.w)  # a sentence alone
    room = area.bottom - y - line_h * len(differs) - ctx.px(8)
    gap = ctx.px(24)
    half = (area.w - gap) // 2
    columns = (
        (t("analysis.played_title"), compared.played, compared.played_only),
        (t("analysis.best_title"), compared.best, compared.best_only),
    )
    bottom = y
    for k, (title, said, own) in enumerate(columns):
        column = pygame.Rect(area.x + k * (half + gap), y, half, max(0, room))
        bottom = max(bottom, draw_column(ctx, surface, column, title, said, own, wording))
    y = bottom + ctx.px(8)
    for part in differs:
        if y + line_h > area.bottom:
            return
        surface.blit(ctx.text.render(part, size, pal.TEXT), (area.x, y))
        y += line_h


def draw_column(
    ctx: Context,
    surface: pygame.Surface,
    rect: pygame.Rect,
    title: str,
    said: tuple[Phrase, ...],
    own: frozenset[int],
    wording: Wording,
) -> int:
    """A column's title and its actions, one a line (wrapped), what only this column does in
    the warning's ink; "… and N more" when they do not fit. Where it ended."""
    size, line_h = ctx.px(SIZE), ctx.px(LINE)
    surface.blit(ctx.text.render(title, size, pal.TITLE, bold=True), rect.topleft)
    y = rect.y + line_h
    if not said:
        surface.blit(ctx.text.render(t("analysis.nothing"), size, pal.TEXT_DIM), (rect.x, y))
        return y + line_h
    for k, phrase in enumerate(said):
        lines = wrapped(ctx, wording.text(phrase), rect.w - ctx.px(18))
        if y + line_h * (len(lines) + 1) > rect.bottom and k < len(said) - 1:
            more = t("stats.more_changes", count=len(said) - k)
            surface.blit(ctx.text.render(more, size, pal.TEXT_DIM), (rect.x + ctx.px(18), y))
            return y + line_h
        ink = pal.WARN_INK if k in own else pal.TEXT
        surface.blit(ctx.text.render("•", size, ink), (rect.x, y))
        for part in lines:
            surface.blit(ctx.text.render(part, size, ink), (rect.x + ctx.px(18), y))
            y += line_h
    return y


def wrapped(ctx: Context, words: str, width: int) -> list[str]:
    return ctx.text.wrap(words, ctx.px(SIZE), width) or [""]
