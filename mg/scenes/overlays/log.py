"""The game log (L) as a story: what happened, grouped by round ("Round 4",
with that round's card: its values and turn order) and turn (the player's emblem and
name), each line led by its player's emblem, newest at the bottom; every line worded in the
language shown now and wrapped inside the box. A click on a line shows that moment of the
game in the replay viewer (Esc there comes back to the game)."""

from __future__ import annotations

from dataclasses import dataclass, replace

import pygame

from mg.engine import CARDS
from mg.match import Match
from mg.scenes.context import Context
from mg.scenes.play.hint_view import HINT_INK
from mg.scenes.play.panel_parts import playing_order
from mg.scenes.text_overlay import Line, TextOverlay
from mg.sprites.paint import palette as pal
from mg.sprites.paint.fonts import Colour
from mg.text.analysis_words import turning_entries, with_turning_points
from mg.text.game_log import Entry
from mg.text.i18n import t
from mg.text.log_words import RoundGroup, Wording, group, round_title


@dataclass(frozen=True)
class Row:
    """One drawn line of the log: a round's title, a turn's player, or (part of) an entry."""

    text: str
    kind: str  # "round", "turn", "entry" or "gap"
    indent: int  # pixels right of the box's text edge
    colour: Colour = pal.TEXT
    bold: bool = False
    player: str | None = None  # whose emblem leads a turn's row
    emblem: str | None = None  # whose small emblem leads an entry's first line
    moment: int | None = None  # the replay's moment a click on the row shows
    card: str | None = None  # a round's card, shown after its title


def moment_of(entry: Entry) -> int | None:
    """The moment of the game's record an entry shows: after its action (a hint: before
    the action it was asked for); None for a line from before the record."""
    if entry.step is None:
        return None
    return entry.step if entry.kind == "hint" else entry.step + 1


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
        if self.match is not None and self.match.analysis is not None:
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
            card = self.round_card(section.round)
            rows.append(
                Row(self.round_words(section.round), "round", 0, pal.TITLE, True, card=card)
            )
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

    def round_card(self, number: int | None) -> str | None:
        """The card of round `number` (None in the setup and for older lines)."""
        assert self.match is not None
        deck = self.match.game.deck
        return deck[number - 1] if number and 0 < number <= len(deck) else None

    def round_words(self, number: int | None) -> str:
        """A round's title, and its card's values: "Round 4 · Card: roads 3, cities 1,
        draw 2" (the card's turn order is drawn after it, as emblems)."""
        card = self.round_card(number)
        if card is None:
            return round_title(number)
        c = CARDS[card]
        said = t("log.card", roads=c.roads, cities=c.cities, draw=c.draw)
        return f"{round_title(number)} · {said}"

    def entry_rows(self, entry: Entry, wording: Wording, width: int) -> list[Row]:
        """An entry's line, wrapped: the first at the names' edge after its player's small
        emblem, the rest further in; a click on any of them shows its moment."""
        px = self.ctx.px
        first, rest = px(62), px(90)
        colour = (
            pal.BAD
            if entry.kind == "analysis"  # a turning point
            else HINT_INK
            if entry.kind == "hint"
            else pal.TEXT_DIM
            if isinstance(entry.said, str)
            else pal.TEXT
        )
        lines = self.wrapped(wording.entry(entry), width - rest)
        moment = moment_of(entry)
        return [
            Row(
                line,
                "entry",
                first if k == 0 else rest,
                colour,
                emblem=entry.colour if k == 0 else None,
                moment=moment,
            )
            for k, line in enumerate(lines)
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

    # -- a click on a line shows its moment (the replay viewer) -----------------------------
    def row_at(self, pos: tuple[int, int]) -> int | None:
        """The row drawn at `pos`, if any."""
        x, y = self.box.x + self.ctx.px(30), self.box.y + self.ctx.px(92)
        if not self.box.collidepoint(pos) or pos[1] < y or pos[0] < x:
            return None
        k = self.top_line + (pos[1] - y) // self.line_h
        visible = k < min(len(self.rows), self.top_line + self.visible)
        return k if visible and self.rows else None

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            k = self.row_at(event.pos)
            self.highlight = k if k is not None and self.rows[k].moment is not None else None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            k = self.row_at(event.pos)
            moment = self.rows[k].moment if k is not None else None
            if moment is not None and self.match is not None:
                self.watch(moment)
                return True
        return super().handle_event(event)

    def watch(self, moment: int) -> None:
        """The replay viewer at `moment`, over the game (the log closed: Esc there comes
        back to the game)."""
        assert self.match is not None
        match, nav = self.match, self.nav
        self.close()
        nav.replay(match, at=moment)

    def look(self) -> object:
        return (super().look(), self.highlight)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.match is not None and self.match.log:  # under the keys' hint, top right
            ctx = self.ctx
            said = ctx.text.render(t("log.click_hint"), ctx.px(22), pal.TEXT_DIM)
            right, top = self.box.right - ctx.px(30), self.box.y + ctx.px(62)
            surface.blit(said, said.get_rect(topright=(right, top)))

    def draw_line(self, surface: pygame.Surface, k: int, x: int, y: int) -> None:
        """A row: a round's title (and its card) under a rule, a turn's emblem and name, an
        entry led by its player's small emblem; the row under the mouse, if clickable,
        shaded."""
        ctx, row = self.ctx, self.rows[k]
        if k == self.highlight:
            pygame.draw.rect(
                surface,
                pal.PANEL_LIGHT,
                (
                    x + row.indent - ctx.px(30),
                    y - ctx.px(2),
                    self.box.w - row.indent - ctx.px(44),
                    self.line_h,
                ),
                border_radius=ctx.px(4),
            )
        if row.emblem is not None:
            ctx.palette.draw_emblem(
                surface,
                row.emblem,
                (x + row.indent - ctx.px(14), y + self.line_h // 2 - ctx.px(2)),
                ctx.px(8),
            )
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
            label = ctx.text.render(row.text, self.size, row.colour, row.bold)
            surface.blit(label, (x + row.indent, y))
            if row.card is not None and self.match is not None:  # the card's turn order
                cx = x + row.indent + label.get_width() + ctx.px(22)
                for colour in playing_order(row.card, self.match.game.players):
                    ctx.palette.draw_emblem(
                        surface, colour, (cx, y + self.line_h // 2 - ctx.px(2)), ctx.px(10)
                    )
                    cx += ctx.px(26)
