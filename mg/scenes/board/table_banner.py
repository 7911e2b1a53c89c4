"""What the top of the board says of the table, driven by what the table says (`Table.banner`,
`Table.offer`): this machine reconnecting, or having given up (then: connect again, or back
to the menu); the game waiting for a disconnected player, or a computer player playing for
them — otherwise, when the scene gives them, its own words (the oracles' setup: who is to
act and where they sit); and, under it, the answer to a dropped seat: give it to a computer
player (its player takes it back by coming back), or wait a while."""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from mg.scenes.board.status_line import StatusLine
from mg.scenes.context import Context
from mg.sprites.paint import palette as pal
from mg.table.table import Table
from mg.text.i18n import problem_text, t

OFFER = ("give_bot", "wait")  # the offer's buttons, left to right


class TableBanner:
    """Over the board (`board`: its rect); answers go to the table, what came of them to
    the status line."""

    def __init__(
        self,
        ctx: Context,
        table: Table,
        board: Callable[[], tuple[int, int, int, int]],
        status: StatusLine,
        otherwise: Callable[[], str] = str,
    ) -> None:
        self.ctx, self.table, self.board, self.status = ctx, table, board, status
        self.otherwise = otherwise  # the scene's words when the table says nothing

    def words(self) -> str:
        """The banner's words ("" for none), in the language shown."""
        banner = self.table.banner()
        if banner is None:
            return self.otherwise()
        if banner.key == "gave_up":
            problem = banner.problem
            return t("net.gave_up", why=problem_text(problem) if problem is not None else "")
        if banner.key == "reconnecting" or banner.colour is None:
            return t("net.reconnecting")
        name = self.table.match.seat_name(banner.colour)
        if banner.key == "stand_in":
            return t("net.bot_took", name=name)
        return t("net.waiting_for", name=name)

    def answers(self) -> tuple[str, ...]:
        """What a player here may answer, left to right: the banner's own answers, else
        the offer of a dropped seat (none: no buttons)."""
        banner = self.table.banner()
        if banner is not None and banner.answers:
            return banner.answers
        return OFFER if self.table.offer() is not None else ()

    def note(self) -> str:
        """The board's corner note ("" for none): that this machine only watches, and how
        many spectators watch the game."""
        count = self.table.spectators()
        watchers = t("net.watchers", count=count) if count else ""
        if self.table.spectating():
            return f"{t('net.watching')} · {watchers}" if watchers else t("net.watching")
        return watchers

    def clock_line(self) -> str:
        """Each player's game clock ("" for none): "Ann 4:32 · Bob 5:00", the one whose
        time goes down marked as playing."""
        shown = []
        for colour, left, running in self.table.clocks():
            name = self.table.match.seat_name(colour)
            key = "net.clock_running" if running else "net.clock"
            shown.append(t(key, name=name, time=clock_time(left)))
        return " · ".join(shown)

    def look(self) -> object:
        """What the banner shows: a change draws the scene again (a clock: each second)."""
        return self.words(), self.answers(), self.note(), self.clock_line()

    def buttons(self) -> dict[str, pygame.Rect]:
        """The answers' buttons under the banner ({} when there are none)."""
        answers = self.answers()
        if not answers:
            return {}
        ctx = self.ctx
        board = pygame.Rect(self.board())
        size, pad, gap = ctx.px(26), ctx.px(36), ctx.px(16)
        widths = {
            key: ctx.text.render(t(f"net.{key}"), size, pal.TEXT, bold=True).get_width() + pad
            for key in answers
        }
        banner = ctx.text.render(self.words() or " ", ctx.px(30), pal.TEXT, bold=True)
        top = board.top + ctx.px(12) + banner.get_height() + ctx.px(20) + gap
        left = board.centerx - (sum(widths.values()) + gap) // 2
        rects = {}
        for key, w in widths.items():
            rects[key] = pygame.Rect(left, top, w, ctx.px(52))
            left += w + gap
        return rects

    def click(self, event: pygame.event.Event) -> bool:
        """A click on one of the offer's buttons answers it; True when it did."""
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return False
        at = event.pos
        key = next((k for k, rect in self.buttons().items() if rect.collidepoint(at)), None)
        if key is None:
            return False
        self.answer(key)
        return True

    def answer(self, key: str) -> None:
        """A player's answer: connect again, or back to the menu; for a dropped seat, a
        computer player takes it, or the game waits for its player."""
        table = self.table
        if key == "reconnect":
            table.reconnect()
            return
        if key == "menu":
            if self.ctx.nav is not None:
                self.ctx.nav.menu()
            return
        colour = table.offer()
        if colour is None:
            return
        if key == "wait":
            table.wait_for(colour)
            return
        problem = table.give_to_bot(colour, self.ctx.rng.randrange(1 << 30))
        if problem is not None:
            self.status.say(lambda: problem_text(problem), bad=True)
        else:
            name = table.match.seat_name(colour)
            self.status.say(lambda: t("net.bot_took", name=name))

    def draw(self, surface: pygame.Surface) -> None:
        self._draw_note(surface)
        words = self.words()
        if not words:
            return
        ctx = self.ctx
        label = ctx.text.render(words, ctx.px(30), pal.TEXT, bold=True)
        board = pygame.Rect(self.board())
        box = label.get_rect().inflate(ctx.px(40), ctx.px(20))
        box.midtop = (board.centerx, board.top + ctx.px(12))
        surface.blit(ctx.furniture.slip(box.size, ctx.palette.table), box)
        surface.blit(label, label.get_rect(center=box.center))
        for key, rect in self.buttons().items():
            surface.blit(ctx.furniture.slip(rect.size, ctx.palette.table), rect)
            pygame.draw.rect(surface, pal.TITLE, rect, max(1, ctx.px(2)), border_radius=ctx.px(6))
            word = ctx.text.render(t(f"net.{key}"), ctx.px(26), pal.TEXT, bold=True)
            surface.blit(word, word.get_rect(center=rect.center))

    def _draw_note(self, surface: pygame.Surface) -> None:
        ctx = self.ctx
        bottom = pygame.Rect(self.board()).bottom - ctx.px(12)
        for line in (self.note(), self.clock_line()):  # from the foot up
            if not line:
                continue
            label = ctx.text.render(line, ctx.px(22), pal.TEXT)
            box = label.get_rect().inflate(ctx.px(24), ctx.px(12))
            box.bottomleft = (pygame.Rect(self.board()).left + ctx.px(12), bottom)
            surface.blit(ctx.furniture.slip(box.size, ctx.palette.table), box)
            surface.blit(label, label.get_rect(center=box.center))
            bottom = box.top - ctx.px(8)


def clock_time(seconds: float) -> str:
    """Time left as a clock shows it: "4:32" under an hour, "23:59:59" (hours) above."""
    whole = max(0, math.ceil(seconds))
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"
