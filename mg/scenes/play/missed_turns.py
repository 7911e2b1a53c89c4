"""The turns a player missed, told as their own turn starts: when several other players
(computer players, other machines' players, other players at this machine) played since
their last turn, a list over the board's lower left gives each turn as one line — its
player's emblem and what they did, worded when drawn in the language shown — and a click on
a line opens the replay viewer at the moment that turn began. It goes once the player
acts."""

from __future__ import annotations

import pygame

from mg.match import Match
from mg.scenes.context import Context
from mg.sprites.paint import palette as pal
from mg.text.i18n import language, t
from mg.text.turn_summary import TurnTold

Room = tuple[int, int, int, int]  # the board's rectangle on screen: x, y, w, h
Layout = tuple[pygame.Rect, list[tuple[pygame.Rect, list[str]]]]  # the box; each row, lines
TEXT_PX, TITLE_PX = 26, 24
WIDTH = 0.62  # of the board's width, at most


class MissedTurns:
    """The list, given the game it tells (`match`: its seats' names and places)."""

    def __init__(self, ctx: Context, match: Match) -> None:
        self.ctx, self.match = ctx, match
        self.told: list[TurnTold] = []
        self._worded: tuple[object, list[str]] = ((), [])  # the words, and what they follow
        self._laid: tuple[object, Layout] | None = None  # the layout, and what it follows

    def show(self, told: list[TurnTold]) -> None:
        self.told = list(told)

    def clear(self) -> None:
        self.told = []

    def words(self) -> list[str]:
        """Each turn told, in the language shown and with the names shown (worded again
        only when one of them changes: a frame only looks them up)."""
        key = (tuple(self.told), language(), tuple((s.name, s.kind) for s in self.match.seats))
        if self._worded[0] != key:
            wording = self.match.wording()
            self._worded = (key, [wording.text(turn.said) for turn in self.told])
        return self._worded[1]

    def _layout(self, board: Room) -> Layout:
        """The box, and each turn's row in it with its lines (wrapped to fit)."""
        key = (tuple(self.words()), board, self.ctx.size)
        if self._laid is None or self._laid[0] != key:
            self._laid = (key, self._lay_out(board))
        return self._laid[1]

    def _lay_out(self, board: Room) -> Layout:
        ctx = self.ctx
        x, y, w, h = board
        pad, emblem, gap = ctx.px(12), ctx.px(34), ctx.px(6)
        wide = int(w * WIDTH) - 2 * pad - emblem
        size = ctx.px(TEXT_PX)
        line_h = ctx.text.font(size).get_linesize()
        top = pad + ctx.px(TITLE_PX) + gap
        rows: list[tuple[pygame.Rect, list[str]]] = []
        for said in self.words():
            lines = ctx.text.wrap(said, size, wide) or [""]
            rows.append((pygame.Rect(0, top, emblem + wide, len(lines) * line_h), lines))
            top += len(lines) * line_h + gap
        used = max((ctx.text.font(size).size(line)[0] for _, ls in rows for line in ls), default=0)
        box = pygame.Rect(0, 0, 2 * pad + emblem + max(used, ctx.px(200)), top + pad - gap)
        box.bottomleft = (x + ctx.px(16), y + h - ctx.px(16))
        return box, [(row.move(box.x + pad, box.y), lines) for row, lines in rows]

    def rows(self, board: Room) -> list[tuple[pygame.Rect, TurnTold]]:
        """Each turn told and where its line is (empty when nothing is told)."""
        if not self.told:
            return []
        _, rows = self._layout(board)
        return [(rect, turn) for (rect, _), turn in zip(rows, self.told, strict=True)]

    def at(self, pos: tuple[int, int], board: Room) -> TurnTold | None:
        """The turn whose line is at `pos`, if any."""
        return next((turn for rect, turn in self.rows(board) if rect.collidepoint(pos)), None)

    def look(self, mouse: tuple[int, int], board: Room) -> object:
        """What the list shows (the line under the mouse is lit)."""
        return (tuple(self.told), self.at(mouse, board))

    def draw(self, surface: pygame.Surface, board: Room, mouse: tuple[int, int]) -> None:
        if not self.told:
            return
        ctx = self.ctx
        box, rows = self._layout(board)
        surface.blit(ctx.furniture.slip(box.size, ctx.palette.table), box)
        pad = ctx.px(12)
        title = ctx.text.render(t("summary.since_title"), ctx.px(TITLE_PX), pal.TEXT_DIM)
        surface.blit(title, (box.x + pad, box.y + pad))
        size, emblem = ctx.px(TEXT_PX), ctx.px(34)
        line_h = ctx.text.font(size).get_linesize()
        for (rect, lines), turn in zip(rows, self.told, strict=True):
            if rect.collidepoint(mouse):  # a click opens the replay there
                lit = pygame.Surface(rect.inflate(ctx.px(8), ctx.px(4)).size, pygame.SRCALPHA)
                lit.fill((*pal.ACCENT, 60))
                surface.blit(lit, rect.inflate(ctx.px(8), ctx.px(4)))
            centre = (rect.x + emblem // 2 - ctx.px(4), rect.y + line_h // 2)
            ctx.palette.draw_emblem(surface, turn.colour, centre, ctx.px(12))
            for k, line in enumerate(lines):
                label = ctx.text.render(line, size, pal.TEXT)
                surface.blit(label, (rect.x + emblem, rect.y + k * line_h))
