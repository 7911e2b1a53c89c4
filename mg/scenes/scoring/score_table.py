"""The final score table (R37, R38): one row a player, from the engine's standings."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from mg.engine import Standing
from mg.sprites.paint import palette as pal
from mg.sprites.paint.fonts import Text
from mg.text.i18n import t, with_rule
from mg.text.narrate import Names, list_words

#: Columns: key, heading, group heading, width share.
#: (cell key, heading key, group key, share of the width); headings are words of "table.*".
COLUMNS = (
    ("place", "place", "", 0.08),
    ("player", "player", "", 0.24),
    ("start", "before", "", 0.11),
    ("markets", "count", "markets", 0.09),
    ("market_points", "points", "markets", 0.09),
    ("oracles", "count", "oracles", 0.09),
    ("oracle_points", "points", "oracles", 0.09),
    ("total", "total", "", 0.09),
    ("tiles", "tiles_left", "", 0.12),
)
TIE_MARK = " *"
GOLD = pal.TITLE  # the winner and the totals, on the paper


@dataclass(frozen=True, slots=True)
class TableRow:
    """One player's cells, as shown."""

    colour: str
    cells: dict[str, str]
    tie_break: bool


def table_rows(standings: list[Standing], names: Names) -> list[TableRow]:
    """The cells of the score table, straight from the engine's standings."""
    return [
        TableRow(
            s.colour,
            {
                "place": f"{s.rank}.",
                "player": names(s.colour),
                "start": str(s.start),
                "markets": str(s.markets),
                "market_points": f"+{s.market_points}",
                "oracles": str(s.oracles),
                "oracle_points": f"+{s.oracle_points}",
                "total": str(s.total),
                "tiles": str(s.tiles_left) + (TIE_MARK if s.tie_break else ""),
            },
            s.tie_break,
        )
        for s in standings
    ]


def headline(standings: list[Standing], names: Names) -> str:
    """ "Alice wins!" or "Shared victory: Alice and Bob!" (R38)."""
    first = [names(s.colour) for s in standings if s.rank == 1]
    if len(first) == 1:
        return t("table.wins", name=first[0])
    return t("table.shared", names=list_words(first))


def footnote(standings: list[Standing]) -> str:
    """What R38's tie-break did, or ""."""
    notes = []
    if any(s.tie_break for s in standings):
        notes.append(t("table.tie_break"))
    if sum(1 for s in standings if s.rank == 1) > 1:
        notes.append(t("table.shared_note"))
    return with_rule(". ".join(notes), "R38") if notes else ""


class ScoreTable:
    """Draws the table in a box; `px` scales lengths designed at 1920x1080, `tx` the words
    and the rows that hold them, grown by the text size chosen (`words`: 1.5 at 150 %)."""

    def __init__(self, text: Text, scale: float, palette: pal.Palette, words: float = 1.0) -> None:
        self.text = text
        self.scale = scale
        self.palette = palette
        self.words = words

    def px(self, value: float) -> int:
        return max(1, round(value * self.scale))

    def tx(self, value: float) -> int:
        return self.px(value * self.words)

    def width(self, room: int) -> int:
        """The table's width where `room` pixels are free: its design, wider with the words."""
        return min(room, self.tx(1240))

    def height(self, rows: int) -> int:
        return self.tx(96 + 40 + 40 + 30) + rows * self.tx(62) + self.tx(50)

    def fitted(
        self, words: str, size: int, colour: pal.Colour, room: int, bold: bool = False
    ) -> pygame.Surface:
        """`words` at `size`, or smaller until they are at most `room` pixels wide (a long
        name or heading in a narrow window at larger text: smaller rather than over its
        neighbour)."""
        return self.text.render_fitted(words, size, colour, room, self.px(14), bold)

    def draw(
        self, surface: pygame.Surface, box: pygame.Rect, title: str, rows: list[TableRow], note: str
    ) -> None:
        table = self.palette.table  # a sheet of the table's paper, ruled in bronze
        pygame.draw.rect(surface, table.paper, box, border_radius=self.px(14))
        pygame.draw.rect(surface, table.bronze, box, self.px(4), border_radius=self.px(14))
        inset = box.inflate(-self.px(16), -self.px(16))
        pygame.draw.rect(surface, table.bronze_light, inset, 1, border_radius=self.px(8))
        pad = self.px(28)
        label = self.fitted(title, self.tx(50), GOLD, box.w - 2 * pad, bold=True)
        surface.blit(label, label.get_rect(midtop=(box.centerx, box.y + self.tx(22))))
        inner = pygame.Rect(box.x + pad, box.y + self.tx(96), box.w - 2 * pad, 0)
        y = self._draw_headings(surface, inner)
        for row in rows:
            self._draw_row(surface, inner, y, row)
            y += self.tx(62)
        if note:
            small = self.fitted(note, self.tx(24), pal.TEXT_DIM, inner.w)
            surface.blit(small, (inner.x, y + self.tx(14)))

    def _columns(self, inner: pygame.Rect) -> list[tuple[str, str, str, pygame.Rect]]:
        out, x = [], inner.x
        for key, heading, group, share in COLUMNS:
            w = round(inner.w * share)
            out.append((key, heading, group, pygame.Rect(x, 0, w, 0)))
            x += w
        return out

    def _draw_headings(self, surface: pygame.Surface, inner: pygame.Rect) -> int:
        groups: dict[str, pygame.Rect] = {}
        for _, heading, group, rect in self._columns(inner):
            if group:
                groups[group] = groups[group].union(rect) if group in groups else rect
            y = inner.y + (self.tx(40) if group else self.tx(20))
            label = self.fitted(
                t(f"table.{heading}"), self.tx(26 if group else 28), pal.TEXT_DIM, rect.w - 4
            )
            surface.blit(label, label.get_rect(midtop=(rect.centerx, y)))
        for group, rect in groups.items():
            label = self.fitted(t(f"table.{group}"), self.tx(28), pal.TEXT_DIM, rect.w - 4)
            surface.blit(label, label.get_rect(midtop=(rect.centerx, inner.y)))
            line_y = inner.y + self.tx(34)
            pygame.draw.line(
                surface,
                pal.PANEL_LIGHT,
                (rect.x + self.px(8), line_y),
                (rect.right - self.px(8), line_y),
                2,
            )
        bottom = inner.y + self.tx(80)
        pygame.draw.line(surface, pal.PANEL_LIGHT, (inner.x, bottom), (inner.right, bottom), 2)
        return bottom + self.px(10)

    def _draw_row(self, surface: pygame.Surface, inner: pygame.Rect, y: int, row: TableRow) -> None:
        mid = y + self.tx(31)
        for key, _, _, rect in self._columns(inner):
            size, colour = self.tx(34), pal.TEXT
            if key == "total":
                size, colour = self.tx(40), GOLD
            if key == "tiles" and row.tie_break:
                mark = pygame.Rect(
                    rect.x + self.px(10), y + self.tx(6), rect.w - self.px(20), self.tx(50)
                )
                pygame.draw.rect(surface, GOLD, mark, 2, border_radius=self.px(8))
            room = rect.w - (self.px(58) if key == "player" else 4)
            label = self.fitted(row.cells[key], size, colour, room, bold=key == "total")
            if key == "player":
                self.palette.draw_emblem(
                    surface, row.colour, (rect.x + self.px(18), mid), self.px(15)
                )
                swatch = pygame.Rect(rect.x + self.px(40), y + self.tx(10), self.px(8), self.tx(42))
                pygame.draw.rect(surface, self.palette.player[row.colour], swatch)
                surface.blit(label, label.get_rect(midleft=(rect.x + self.px(58), mid)))
            else:
                surface.blit(label, label.get_rect(center=(rect.centerx, mid)))
