"""The statistics' charts, drawn with pygame on the table's paper in the game's colours:
each player's line in its colour over a line of ink, its emblem on it (colour and shape
tell the players apart), axis labels in the language shown. Pure drawing: what to draw
comes in as numbers and words."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from mg.scenes.context import Context
from mg.sprites.paint import palette as pal

Point = tuple[float, float]


@dataclass(frozen=True)
class Line:
    """One player's values, one a sample; dashed or solid; emblems at `marks` (indexes)."""

    colour: str
    values: Sequence[float]
    dashed: bool = False
    marks: Sequence[int] = ()


@dataclass(frozen=True)
class Flag:
    """A mark on a line chart: a turning point (an emblem pointing down, and its words)."""

    colour: str
    index: int
    value: float
    label: str


MARKER_ROOM = 14  # the widest marker's half (a turning point's pin), and a gap


def nice_step(span: float, most: int = 7) -> int:
    """A round step for an axis of `span` with at most `most` steps."""
    for step in (1, 2, 5, 10, 20, 25, 50, 100, 200, 500):
        if span / step <= most:
            return step
    return max(1, math.ceil(span / most))


def title(ctx: Context, surface: pygame.Surface, rect: pygame.Rect, words: str) -> int:
    """A chart's title at the top of `rect`; the height it took."""
    label = ctx.text.render(words, ctx.px(24), pal.TITLE, bold=True)
    if label.get_width() > rect.w:  # a long title in another language: a bit smaller
        label = ctx.text.render(words, ctx.px(20), pal.TITLE, bold=True)
    surface.blit(label, rect.topleft)
    return label.get_height() + ctx.px(6)


def dashed(
    surface: pygame.Surface, colour: pal.Colour, points: Sequence[Point], width: int, dash: int
) -> None:
    """A polyline drawn in dashes of `dash` pixels."""
    on, left = True, float(dash)
    for (x0, y0), (x1, y1) in zip(points, points[1:], strict=False):
        length = math.hypot(x1 - x0, y1 - y0)
        at = 0.0
        while at < length:
            part = min(left, length - at)
            if on:
                a, b = at / length, (at + part) / length
                pygame.draw.line(
                    surface,
                    colour,
                    (x0 + (x1 - x0) * a, y0 + (y1 - y0) * a),
                    (x0 + (x1 - x0) * b, y0 + (y1 - y0) * b),
                    width,
                )
            at += part
            left -= part
            if left <= 0:
                on, left = not on, float(dash)


class Plot:
    """A plotting area: values of `count` samples from `low` to `high` into `rect`."""

    def __init__(self, rect: pygame.Rect, count: int, low: float, high: float) -> None:
        self.rect, self.count = rect, max(2, count)
        self.low, self.high = low, high if high > low else low + 1

    def x(self, index: float) -> float:
        return self.rect.x + self.rect.w * index / (self.count - 1)

    def y(self, value: float) -> float:
        k = (value - self.low) / (self.high - self.low)
        return self.rect.bottom - self.rect.h * k


def axes(
    ctx: Context,
    surface: pygame.Surface,
    rect: pygame.Rect,
    count: int,
    low: float,
    high: float,
    ticks: Sequence[tuple[int, str]],
    x_name: str,
    y_name: str,
) -> Plot:
    """Grid lines and labels for values `low`..`high` over `count` samples, the x ticks
    (sample index, label) under it; the plotting area."""
    size = ctx.px(19)
    y_label = ctx.text.render(y_name, size, pal.TEXT_DIM)
    x_label = ctx.text.render(x_name, size, pal.TEXT_DIM)
    step = nice_step(high - low)
    top, bottom = math.floor(low / step) * step, math.ceil(high / step) * step
    widest = max(
        ctx.text.render(str(v), size, pal.TEXT_DIM).get_width()
        for v in range(int(top), int(bottom) + 1, step)
    )
    area = pygame.Rect(
        rect.x + widest + ctx.px(12),
        rect.y + y_label.get_height() + ctx.px(4),
        rect.w - widest - x_label.get_width() - ctx.px(34),
        rect.h - y_label.get_height() - x_label.get_height() - ctx.px(14),
    )
    # the first and last samples stand a marker's width inside the axes: a marker on the
    # first never covers the value labels left of the axis
    plot = Plot(area.inflate(-2 * ctx.px(MARKER_ROOM), 0), count, top, bottom)
    surface.blit(y_label, rect.topleft)
    grid = ctx.palette.table.ink_dim
    for v in range(int(top), int(bottom) + 1, step):
        y = round(plot.y(v))
        pygame.draw.line(surface, pal.PANEL_LIGHT, (area.x, y), (area.right, y), 1)
        label = ctx.text.render(str(v), size, pal.TEXT_DIM)
        surface.blit(label, label.get_rect(midright=(area.x - ctx.px(6), y)))
    pygame.draw.line(surface, grid, area.bottomleft, area.bottomright, 2)
    pygame.draw.line(surface, grid, area.topleft, area.bottomleft, 2)
    room = area.w / max(1, len(ticks))
    shown_every = 1 if room >= ctx.px(34) else 2
    for k, (index, words) in enumerate(ticks):
        x = round(plot.x(index))
        pygame.draw.line(surface, grid, (x, area.bottom), (x, area.bottom + ctx.px(6)), 1)
        if k % shown_every == 0:
            label = ctx.text.render(words, size, pal.TEXT_DIM)
            surface.blit(label, label.get_rect(midtop=(x, area.bottom + ctx.px(6))))
    surface.blit(x_label, x_label.get_rect(topleft=(area.right + ctx.px(16), area.bottom + 6)))
    return plot


def lines(
    ctx: Context, surface: pygame.Surface, plot: Plot, drawn: Sequence[Line], emblem: int
) -> None:
    """Each line over a line of ink, then its emblems (so no line hides an emblem)."""
    width = max(2, ctx.px(4))
    for line in drawn:
        points = [(plot.x(i), plot.y(v)) for i, v in enumerate(line.values)]
        if len(points) < 2:
            continue
        colour = ctx.palette.player[line.colour]
        if line.dashed:
            dashed(surface, pal.INK, points, width + 2, ctx.px(12))
            dashed(surface, colour, points, width, ctx.px(12))
        else:
            pygame.draw.lines(surface, pal.INK, False, points, width + 3)
            pygame.draw.lines(surface, colour, False, points, width)
    for line in drawn:
        for i in line.marks:
            if 0 <= i < len(line.values):
                at = (plot.x(i), plot.y(line.values[i]))
                ctx.palette.draw_emblem(surface, line.colour, at, emblem)


def flags(ctx: Context, surface: pygame.Surface, plot: Plot, marks: Sequence[Flag]) -> None:
    """Turning points: a pin above the line with the loss beside it."""
    r = ctx.px(11)
    for flag in marks:
        x, y = plot.x(flag.index), plot.y(flag.value)
        top = y - ctx.px(34)
        pygame.draw.line(surface, pal.INK, (x, y), (x, top), 2)
        ctx.palette.draw_emblem(surface, flag.colour, (x, top), r)
        label = ctx.text.render(flag.label, ctx.px(20), pal.BAD, bold=True)
        at = label.get_rect(midleft=(x + r + ctx.px(3), top))
        pygame.draw.rect(surface, pal.PANEL, at.inflate(ctx.px(4), 0))
        surface.blit(label, at)


def bars(
    ctx: Context,
    surface: pygame.Surface,
    rect: pygame.Rect,
    groups: Sequence[tuple[str, dict[str, int]]],
    players: Sequence[str],
) -> None:
    """Groups of bars (one a player, in its colour, its emblem and value on top), each
    group's name under it; one scale for all."""
    size = ctx.px(19)
    high = max([1, *(v for _, values in groups for v in values.values())])
    name_h = ctx.text.render("Ag", size, pal.TEXT_DIM).get_height()
    area = pygame.Rect(rect.x, rect.y + ctx.px(30), rect.w, rect.h - ctx.px(30) - name_h - 6)
    pygame.draw.line(surface, ctx.palette.table.ink_dim, area.bottomleft, area.bottomright, 2)
    group_w = area.w / max(1, len(groups))
    bar_w = min(ctx.px(34), (group_w - ctx.px(18)) / max(1, len(players)))
    for g, (name, values) in enumerate(groups):
        left = area.x + g * group_w + (group_w - bar_w * len(players)) / 2
        for k, colour in enumerate(players):
            value = values.get(colour, 0)
            h = area.h * value / high
            bar = pygame.Rect(round(left + k * bar_w) + 1, round(area.bottom - h), 0, round(h))
            bar.w = max(2, round(bar_w) - 3)
            pygame.draw.rect(surface, ctx.palette.player[colour], bar)
            pygame.draw.rect(surface, pal.INK, bar, 1)
            number = ctx.text.render(str(value), ctx.px(18), pal.TEXT)
            surface.blit(number, number.get_rect(midbottom=(bar.centerx, bar.y - ctx.px(2))))
        label = ctx.text.render(name, size, pal.TEXT_DIM)
        centre = area.x + g * group_w + group_w / 2
        surface.blit(label, label.get_rect(midtop=(centre, area.bottom + 4)))


def emblem_list(
    ctx: Context,
    surface: pygame.Surface,
    rect: pygame.Rect,
    rows: list[tuple[str, str]],
    more: Callable[[int], str],
) -> None:
    """Lines with a player's emblem each, wrapped, as many as fit; then how many more."""
    size, line_h = ctx.px(21), ctx.px(27)
    y = rect.y
    for k, (colour, words) in enumerate(rows):
        wrapped = ctx.text.wrap(words, size, rect.w - ctx.px(30))
        if y + line_h * (len(wrapped) + 1) > rect.bottom and k < len(rows):
            if y + line_h <= rect.bottom:
                label = ctx.text.render(more(len(rows) - k), size, pal.TEXT_DIM)
                surface.blit(label, (rect.x + ctx.px(30), y))
            return
        ctx.palette.draw_emblem(surface, colour, (rect.x + ctx.px(10), y + line_h // 2), ctx.px(9))
        for part in wrapped:
            surface.blit(ctx.text.render(part, size, pal.TEXT), (rect.x + ctx.px(30), y))
            y += line_h
