"""The final scoring's side panel: the title, the score track with each player's marker,
and the itemised list of the scoring under a heading in the player's words (R37 as the small
rule chip the other screens show, "Rule 37 ›", beside it); the wheel scrolls the list."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import pygame

from mg.scenes.board.rule_chip import chip_rect, draw_chips
from mg.scenes.context import Context
from mg.scenes.scoring.score_track import cell_x, draw_track
from mg.scenes.scoring.script import Playback
from mg.sprites.paint import palette as pal
from mg.text.i18n import t

RULE = "R37"  # the rule the list itemises

Line = tuple[str, pal.Colour]


@dataclass(frozen=True)
class Shown:
    """What the panel shows this frame: each marker's score (gliding to its total), whether
    the scoring is over (the list's heading and rule, else how to skip), how many captions
    the list is scrolled back from the newest, and where the mouse is (over the chip)."""

    scores: Mapping[str, float]
    finished: bool
    scroll: int
    mouse: tuple[int, int]


class ScoringPanel:
    """The panel of one scoring, given what it reads: the context, the players (a lane of
    markers each, in this order) and the playback whose captions it lists. Every call is
    given `area`: the side panel down to where the list must end (above its buttons)."""

    def __init__(self, ctx: Context, players: Sequence[str], playback: Playback) -> None:
        self.ctx, self.players, self.playback = ctx, tuple(players), playback

    def track_rect(self, area: pygame.Rect) -> pygame.Rect:
        """Where the score track lies, under the panel's title."""
        ctx = self.ctx
        return pygame.Rect(area.x + ctx.px(20), ctx.px(86), area.w - ctx.px(40), ctx.px(66))

    def lane_h(self) -> int:
        """The height of one player's lane of markers under the track."""
        return self.ctx.px(30)

    def marker_point(self, area: pygame.Rect, colour: str, score: float) -> tuple[float, float]:
        """Where `colour`'s marker stands for `score`: under its cell, in the player's lane."""
        track, ctx = self.track_rect(area), self.ctx
        lane = self.players.index(colour)
        x = cell_x(track, ctx.scale, score)
        return (x, track.bottom + ctx.px(18) + lane * self.lane_h())

    def list_box(self, area: pygame.Rect) -> pygame.Rect:
        """Where the heading and the itemised list go: under the lanes, above the buttons."""
        track = self.track_rect(area)
        y = track.bottom + self.lane_h() * len(self.players) + self.ctx.px(20)
        return pygame.Rect(track.x, y, track.w, area.bottom - y)

    def rule_rect(self, area: pygame.Rect) -> pygame.Rect:
        """The rule chip at the right of the heading, worded as everywhere ("Rule 37 ›", not
        the bare id); a click opens R37."""
        box, ctx = self.list_box(area), self.ctx
        head = pygame.Rect(box.x, box.y, box.w, ctx.px(32))
        chip = chip_rect(ctx, RULE, (head.x, head.centery))
        chip.right = head.right
        return chip

    def draw(self, surface: pygame.Surface, area: pygame.Rect, shown: Shown) -> None:
        """The title, the track and its markers, the heading and the list (over the panel's
        paper, which the scene draws)."""
        ctx = self.ctx
        surface.blit(
            ctx.text.render(t("scoring.title"), ctx.px(48), pal.TITLE, bold=True),
            (area.x + ctx.px(20), ctx.px(18)),
        )
        track = self.track_rect(area)
        draw_track(surface, track, ctx.text, ctx.scale)
        size = max(20, ctx.px(26))
        points = {c: self.marker_point(area, c, shown.scores[c]) for c in self.players}
        for colour, (mx, my) in points.items():  # every stem first: no stem crosses a score
            pygame.draw.line(surface, pal.INK, (mx, track.bottom), (mx, my), 4)  # on the paper
            pygame.draw.line(surface, ctx.palette.player[colour], (mx, track.bottom), (mx, my), 2)
        for colour, (mx, my) in points.items():
            ctx.palette.draw_emblem(surface, colour, (mx, my), ctx.px(13))
            score = ctx.text.render(str(round(shown.scores[colour])), size, pal.TEXT, bold=True)
            at = score.get_rect(midleft=(mx + ctx.px(18), my))
            pygame.draw.rect(surface, pal.PANEL, at.inflate(ctx.px(6), 0), border_radius=ctx.px(4))
            surface.blit(score, at)
        self._draw_heading(surface, area, shown)
        self._draw_captions(surface, area, shown.scroll)

    def _draw_heading(self, surface: pygame.Surface, area: pygame.Rect, shown: Shown) -> None:
        """While it plays: how to skip; once done: the list's heading and its rule."""
        ctx, box = self.ctx, self.list_box(area)
        if not shown.finished:
            surface.blit(
                ctx.text.render(t("scoring.click_to_skip"), ctx.tx(23), pal.TEXT_DIM), box.topleft
            )
            return
        chip = self.rule_rect(area)
        draw_chips(surface, ctx, [(chip, RULE)], shown.mouse)
        room, size = chip.x - box.x - ctx.px(10), ctx.tx(26)
        label = ctx.text.render(t("scoring.steps"), size, pal.TEXT, bold=True)
        while label.get_width() > room and size > ctx.px(18):  # a long heading: a bit smaller
            size -= 1
            label = ctx.text.render(t("scoring.steps"), size, pal.TEXT, bold=True)
        surface.blit(label, label.get_rect(midleft=(box.x, chip.centery)))

    def fitted_lines(self, width: int, room: int, scroll: int) -> tuple[list[Line], bool]:
        """The newest captions (up to the one scrolled back to) that fit in `room` lines,
        wrapped to `width`, whole captions only; and whether every caption is among them."""
        ctx, playback = self.ctx, self.playback
        captions = playback.captions()
        step = playback.current
        current = len(captions) - len(step.captions) if step else len(captions)
        blocks: list[list[Line]] = []
        newest = len(captions) - 1 - scroll
        for i in range(newest, -1, -1):
            colour = pal.TITLE if i >= current else pal.TEXT
            block = [
                (part, colour)
                for part in ctx.text.wrap(captions[i], ctx.tx(23), width, indent="    ")
            ]
            if len(block) > room:
                break
            blocks.insert(0, block)
            room -= len(block)
        every = len(blocks) == len(captions)
        return [line for block in blocks for line in block], every

    def _draw_captions(self, surface: pygame.Surface, area: pygame.Rect, scroll: int) -> None:
        """The itemised list so far, newest at the bottom; when some lines are left out, the
        first line says scrolling brings them back."""
        ctx, box = self.ctx, self.list_box(area)
        line_h, top = ctx.tx(28), box.y + max(ctx.px(38), ctx.tx(34))  # under the heading
        room = (box.bottom - top) // line_h
        lines, every = self.fitted_lines(box.w, room, scroll)
        if not every:
            lines, _ = self.fitted_lines(box.w, room - 1, scroll)
            lines.insert(0, (t("scoring.scroll_more"), pal.TEXT_DIM))
        for text, colour in lines:
            surface.blit(ctx.text.render(text, ctx.tx(23), colour), (box.x, top))
            top += line_h
