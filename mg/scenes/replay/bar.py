"""The replay viewer's controls under the board: the slider (its ticks the rounds' starts,
an analysed game's turning points marked with the player's emblem), where the moment is,
the keys, and where each button of the row under it goes."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from mg.ai.analysis import TurningPoint
from mg.scenes.context import Context
from mg.scenes.manager import button_h
from mg.scenes.replay.timeline import Timeline
from mg.sprites.paint import palette as pal
from mg.text.i18n import t

CONTROLS = (  # the buttons under the slider, left to right, with their keys
    ("start", "Home"),
    ("round_back", "Page Up"),
    ("turn_back", "Up"),
    ("back1", "Left"),
    ("play", "Space"),
    ("next1", "Right"),
    ("turn_next", "Down"),
    ("round_next", "Page Down"),
    ("end", "End"),
    ("speed", "S"),
)
NARROW = {"speed": 0.6}  # "1×" needs less room than "« Manche"


class ReplayBar:
    """The strip at `rect` (under the board) for a record's `timeline` and its turning
    points."""

    def __init__(
        self,
        ctx: Context,
        timeline: Timeline,
        turning_points: list[TurningPoint],
        rect: Callable[[], pygame.Rect],
    ) -> None:
        self.ctx, self.timeline, self.rect = ctx, timeline, rect
        self.turning_points = [p for p in turning_points if p.step <= timeline.last]

    def buttons(self) -> list[tuple[str, pygame.Rect, str]]:
        """Each control's key, where it goes, and its key's name (its tooltip)."""
        ctx, bar = self.ctx, self.rect()
        gap, bh = ctx.px(6), button_h(ctx, 52)
        widths = sum(NARROW.get(key, 1.0) for key, _ in CONTROLS)
        unit = (bar.w - (len(CONTROLS) - 1) * gap) / widths
        y, x = bar.bottom - bh - ctx.px(4), float(bar.x)
        placed = []
        for key, shortcut in CONTROLS:
            w = unit * NARROW.get(key, 1.0)
            placed.append((key, pygame.Rect(round(x), y, round(w), bh), shortcut))
            x += w + gap
        return placed

    def slider_rect(self) -> pygame.Rect:
        """The slider's track (its ticks are the rounds' starts)."""
        bar, ctx = self.rect(), self.ctx
        return pygame.Rect(bar.x + ctx.px(24), bar.y + ctx.px(30), bar.w - ctx.px(48), ctx.px(10))

    def grabs(self, pos: tuple[int, int]) -> bool:
        """Whether a press at `pos` takes the slider's thumb."""
        return self.slider_rect().inflate(0, self.ctx.px(28)).collidepoint(pos)

    def slider_x(self, k: int) -> int:
        track = self.slider_rect()
        return track.x + round(track.w * k / max(1, self.timeline.last))

    def moment_at(self, x: int) -> int:
        """The moment under the slider's thumb at `x`."""
        track = self.slider_rect()
        share = (x - track.x) / max(1, track.w)
        return self.timeline.clamp(round(share * self.timeline.last))

    def turning_marks(self) -> list[tuple[int, str, pygame.Rect]]:
        """Each turning point's mark on the slider: its moment (the turn's start), the
        player, and where it is drawn (a click there goes to it)."""
        track, r = self.slider_rect(), self.ctx.px(10)
        return [
            (
                p.step,
                p.colour,
                pygame.Rect(0, 0, 2 * r, 2 * r).move(self.slider_x(p.step) - r, track.centery - r),
            )
            for p in self.turning_points
        ]

    def mark_at(self, pos: tuple[int, int]) -> int | None:
        """The moment of the turning point whose mark is at `pos`, if any."""
        return next(
            (step for step, _, mark in self.turning_marks() if mark.collidepoint(pos)), None
        )

    def next_turning_point(self, moment: int) -> int:
        """The start of the next turning point's turn after `moment` (the first again after
        the last; `moment` when there is none)."""
        steps = sorted({p.step for p in self.turning_points})
        later = [k for k in steps if k > moment]
        return later[0] if later else steps[0] if steps else moment

    def draw(self, surface: pygame.Surface, moment: int) -> None:
        """The strip: the slider, its round ticks and where `moment` is."""
        ctx, bar, track = self.ctx, self.rect(), self.slider_rect()
        surface.blit(ctx.furniture.paper(bar.size, ctx.palette.table), bar)
        pygame.draw.rect(surface, ctx.palette.table.bronze, bar, 1)
        pygame.draw.rect(surface, pal.PANEL_LIGHT, track, border_radius=track.h // 2)
        done = track.copy()
        done.w = self.slider_x(moment) - track.x
        pygame.draw.rect(surface, pal.ACCENT, done, border_radius=track.h // 2)
        tl = self.timeline
        for k in tl.round_starts[1:]:
            x = self.slider_x(k)
            pygame.draw.line(
                surface, pal.INK, (x, track.y - ctx.px(5)), (x, track.bottom + ctx.px(5)), 1
            )
            number = ctx.text.render(str(tl.rounds[k]), ctx.px(18), pal.TEXT_DIM)
            surface.blit(number, number.get_rect(midtop=(x, track.bottom + ctx.px(6))))
        for _, colour, mark in self.turning_marks():  # the player's emblem, ringed in ink
            pygame.draw.circle(surface, pal.INK, mark.center, mark.w // 2 + 2)
            ctx.palette.draw_emblem(surface, colour, mark.center, mark.w // 2)
        thumb = (self.slider_x(moment), track.centery)
        pygame.draw.circle(surface, pal.INK, thumb, ctx.px(13))
        pygame.draw.circle(surface, pal.HIGHLIGHT, thumb, ctx.px(10))
        self.draw_words(surface, moment)

    def draw_words(self, surface: pygame.Surface, moment: int) -> None:
        """Over the track: the moment of all (right), the keys (left, smaller in a small
        window)."""
        ctx, track = self.ctx, self.slider_rect()
        where = t("replay.moment", k=moment, n=self.timeline.last)
        label = ctx.text.render(where, ctx.px(20), pal.TEXT_DIM)
        surface.blit(label, label.get_rect(bottomright=(track.right, track.y - ctx.px(3))))
        room, size = track.w - label.get_width() - ctx.px(20), ctx.px(20)
        hint = ctx.text.render(t("replay.keys"), size, pal.TEXT_DIM)
        while hint.get_width() > room and size > ctx.px(12):
            size -= 1
            hint = ctx.text.render(t("replay.keys"), size, pal.TEXT_DIM)
        surface.blit(hint, hint.get_rect(bottomleft=(track.x, track.y - ctx.px(3))))
