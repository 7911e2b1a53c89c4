"""The game log (L): what happened, grouped by round ("Round 4") and turn (the player's
emblem and name), newest at the bottom; every line worded in the language shown now and
wrapped inside the box."""

from __future__ import annotations

from dataclasses import dataclass, replace

import pygame

from mg.match import Match
from mg.text.analysis_words import turning_entries, with_turning_points
from mg.text.game_log import Entry
from mg.text.i18n import t
from mg.text.log_words import RoundGroup, Wording, group, round_title
from mg.ui.context import Context
from mg.ui.draw import palette as pal
from mg.ui.scenes.play.hint_view import HINT_COLOUR
from mg.ui.scenes.text_overlay import Line, TextOverlay
from mg.ui.theme.fonts import Colour


@dataclass(frozen=True)
class Row:
    """One drawn line of the log: a round's title, a turn's player, or (part of) an entry."""

    text: str
    kind: str  # "round", "turn", "entry" or "gap"
    indent: int  # pixels right of the box's text edge
    colour: Colour = pal.TEXT
    bold: bool = False
    player: str | None = None  # whose emblem leads a turn's row


class LogScene(TextOverlay):
    """The game log by round and turn, newest at the bottom (and scrolled there)."""

    name = "log"
    close_keys = (pygame.K_ESCAPE, pygame.K_l)

    def __init__(self, ctx: Context, match: Match | None) -> None:
        self.match = match
        self.sections: list[RoundGroup] = []
        self.rows: list[Row] = []
        super().__init__(ctx, t("log.title"))
        self.scroll(10**6)

    def build_lines(self, width: int) -> list[Line]:
        """The rows for a text column `width` pixels wide, worded now."""
        log = self.match.log if self.match else []
        if self.match is not None and self.match.analysis is not None:  # issue 24.7
            extra = turning_entries(self.match.game, self.match.analysis)
            log = with_turning_points(log, extra)
        self.sections = group(log)
        self.rows = self.layout(width) if log else [Row(t("log.empty"), "entry", 0)]
        return [(row.text, row.colour, row.bold) for row in self.rows]

    def layout(self, width: int) -> list[Row]:
        assert self.match is not None
        wording, px = self.match.wording(), self.ctx.px
        rows: list[Row] = []
        for section in self.sections:
            if rows:
                rows.append(Row("", "gap", 0))
            rows.append(Row(round_title(section.round), "round", 0, pal.TITLE, True))
            for turn in section.turns:
                lines = [r for e in turn.entries for r in self.entry_rows(e, wording, width)]
                if turn.colour is not None and section.round == 0:  # one placement: its
                    lines[0] = replace(lines[0], player=turn.colour)  # emblem on its line
                elif turn.colour is not None:
                    rows.append(
                        Row(
                            self.match.seat_name(turn.colour),
                            "turn",
                            px(40),
                            bold=True,
                            player=turn.colour,
                        )
                    )
                rows += lines
        return rows

    def entry_rows(self, entry: Entry, wording: Wording, width: int) -> list[Row]:
        """An entry's line, wrapped: the first at the names' edge, the rest further in."""
        px = self.ctx.px
        first, rest = px(40), px(72)
        colour = (
            pal.BAD
            if entry.kind == "analysis"  # a turning point (issue 24.7)
            else HINT_COLOUR
            if entry.kind == "hint"
            else pal.TEXT_DIM
            if isinstance(entry.said, str)
            else pal.TEXT
        )
        lines = self.wrapped(wording.entry(entry), width - rest)
        return [
            Row(line, "entry", first if k == 0 else rest, colour) for k, line in enumerate(lines)
        ]

    def wrapped(self, text: str, width: int) -> list[str]:
        """`text` in lines no wider than `width`, a word too long for one line cut up."""
        lines = []
        for line in self.ctx.text.wrap(text, self.size, width) or [""]:
            while len(line) > 1 and self.ctx.text.font(self.size).size(line)[0] > width:
                cut = len(line) - 1
                while cut > 1 and self.ctx.text.font(self.size).size(line[:cut])[0] > width:
                    cut -= 1
                lines.append(line[:cut])
                line = line[cut:]
            lines.append(line)
        return lines

    def draw_line(self, surface: pygame.Surface, k: int, x: int, y: int) -> None:
        """A row: a round's title under a rule, a turn's emblem and name, an entry."""
        ctx, row = self.ctx, self.rows[k]
        if row.kind == "round" and k > 0:
            pygame.draw.line(
                surface,
                pal.PANEL_LIGHT,
                (x, y - ctx.px(6)),
                (self.box.right - ctx.px(30), y - ctx.px(6)),
                max(1, ctx.px(2)),
            )
        if row.player is not None:
            radius = ctx.px(12)
            ctx.palette.draw_emblem(
                surface, row.player, (x + ctx.px(14), y + self.line_h // 2 - ctx.px(2)), radius
            )
        if row.text:
            surface.blit(
                ctx.text.render(row.text, self.size, row.colour, row.bold), (x + row.indent, y)
            )
