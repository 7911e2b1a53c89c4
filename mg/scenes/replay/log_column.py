"""The replay viewer's log, in its panel: the game log up to the moment shown, the newest
at the bottom, each entry led by its player's emblem, the last action's lines in bold, each
round under its title; an analysed game's turning points told once their turn is over."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from mg.match import Match
from mg.scenes.context import Context
from mg.scenes.replay.timeline import Timeline
from mg.sprites.paint import palette as pal
from mg.text.analysis_words import with_turning_points
from mg.text.game_log import Entry
from mg.text.i18n import t
from mg.text.log_words import round_title


def entries_up_to(log: list[Entry], k: int) -> list[Entry]:
    """The log as it stood at moment `k`: the entries from before the record, those of the
    first `k` actions, and the hints shown before the (k+1)th."""
    return [e for e in log if e.step is None or e.step < k or (e.kind == "hint" and e.step == k)]


@dataclass(frozen=True)
class LogRow:
    """A line of the panel's log: a round's title, or (part of) an entry."""

    text: str
    colour: str | None = None  # the player whose emblem leads the line
    bold: bool = False  # a line of the last action shown
    title: bool = False


class ReplayLog:
    """The log of `source` (the game replayed) at a moment of its `timeline`, with the
    turning points as entries told at the end of their turn (`turning`: (end, entry))."""

    def __init__(
        self,
        ctx: Context,
        source: Match,
        timeline: Timeline,
        turning: list[tuple[int, Entry]],
    ) -> None:
        self.ctx, self.source, self.timeline, self.turning = ctx, source, timeline, turning

    def story(self, moment: int) -> list[Entry]:
        """The log at `moment`, with the turning points of the turns already over."""
        over = [(end, e) for end, e in self.turning if end <= moment]
        return with_turning_points(entries_up_to(self.source.log, moment), over)

    def rows(self, moment: int, width: int, room: int) -> list[LogRow]:
        """The log at `moment` in at most `room` lines `width` wide: its last whole entries,
        each round's under the round's title; the record's start said when the record does
        not start at the setup."""
        ctx, size = self.ctx, self.ctx.px(22)
        wording = self.source.wording()
        blocks: list[list[LogRow]] = []  # newest first
        used, below = 0, None
        if not self.timeline.complete:
            room -= 1
        for entry in reversed(self.story(moment)):
            if below is not None and entry.round != below.round:
                blocks.append([LogRow(round_title(below.round), title=True)])
                used += 1
            lines = ctx.text.wrap(wording.entry(entry), size, width) or [""]
            if used + len(lines) + 1 > room:  # (and its round's title above it)
                break
            newest = entry.step == moment - 1
            blocks.append(
                [
                    LogRow(line, entry.colour if n == 0 else None, newest)
                    for n, line in enumerate(lines)
                ]
            )
            used += len(lines)
            below = entry
        if below is not None:
            blocks.append([LogRow(round_title(below.round), title=True)])
        rows = [row for block in reversed(blocks) for row in block]
        if rows and rows[0].title and len(rows) > 1 and rows[1].title:
            rows = rows[1:]  # a round whose entries did not fit
        if not self.timeline.complete:
            start = t("replay.starts_in_round", round=self.timeline.start_round)
            rows.insert(0, LogRow(start, title=True))
        return rows or [LogRow(t("log.empty"))]

    def draw(self, surf: pygame.Surface, box: pygame.Rect, moment: int) -> None:
        """The log's last lines up to `moment` in `box`, under its title."""
        ctx = self.ctx
        size, line_h = ctx.px(22), ctx.px(28)
        pygame.draw.line(surf, ctx.palette.table.bronze, box.topleft, box.topright, 1)
        title = ctx.text.render(t("log.title"), ctx.px(26), pal.TITLE, bold=True)
        surf.blit(title, (box.x, box.y + ctx.px(6)))
        y = box.y + ctx.px(40)
        room = max(0, (box.bottom - y) // line_h)
        for row in self.rows(moment, box.w - ctx.px(30), room):
            if row.colour is not None:
                ctx.palette.draw_emblem(
                    surf, row.colour, (box.x + ctx.px(9), y + line_h // 2), ctx.px(8)
                )
            ink = pal.TITLE if row.title else pal.TEXT
            x = box.x + (0 if row.title else ctx.px(24))
            surf.blit(ctx.text.render(row.text, size, ink, row.bold or row.title), (x, y))
            y += line_h
