"""The final scoring (R37), animated: sold and inactive markets fade away; then, place by
place, each market pulses while its points fly to its owner's score marker; then each
oracle flashes and its 4 points fly; then the podium, with the tie-break explained (R38).
A click on the board skips to the end."""

from __future__ import annotations

import math

import pygame

from mg.context import Context
from mg.engine import Game, ScoringEvent
from mg.scenes.board_scene import BoardScene
from mg.sprites import palette as pal
from mg.sprites.art import ART
from mg.sprites.tween import Tween, lerp, out_cubic

FADE_SECONDS = 1.0
STEP_SECONDS = 0.6
TRACK_TOP = 60  # the score track's last cell


class ScoringScene(BoardScene):
    name = "scoring"

    def __init__(self, ctx: Context, game: Game) -> None:
        self.events: list[ScoringEvent] = game.final_scoring()
        self.removed = [e for e in self.events if e.kind == "market_removed"]
        self.steps = [e for e in self.events if e.kind != "market_removed"]
        final = game.score
        self.start = {c: final[c] - sum(e.points for e in self.events if e.colour == c)
                      for c in game.players}
        self.target = dict(self.start)
        self.shown = {c: float(v) for c, v in self.start.items()}
        self.fade = Tween(ctx.duration(FADE_SECONDS), "linear")
        self.index = 0  # the step under way (points flying)
        self.step = Tween(ctx.duration(STEP_SECONDS), "linear")
        self.cheered = False
        super().__init__(ctx, game)

    @property
    def finished(self) -> bool:
        return self.fade.done and self.index >= len(self.steps)

    def build_ui(self) -> None:
        ctx, p = self.ctx, self.panel_rect
        pad, gap, bh = ctx.px(20), ctx.px(10), ctx.px(60)
        half = (p.w - 2 * pad - gap) // 2
        y = p.bottom - pad - bh
        self.add_button("again", "Play again", pygame.Rect(p.x + pad, y, half, bh))
        self.add_button("menu", "Menu", pygame.Rect(p.x + pad + half + gap, y, half, bh))

    def press(self, key: str) -> None:
        assert self.stack is not None
        if key == "again":
            from mg.scenes.setup import SetupScene

            game = Game.new(self.game.players, seed=self.ctx.rng.randrange(1 << 30),
                            rounds=self.game.rounds, board=self.game.board)
            self.ctx.begin_game(game)
            self.stack.replace(SetupScene(self.ctx, game))
        elif key == "menu":
            from mg.scenes.menu import MenuScene

            self.stack.reset(MenuScene(self.ctx))

    # -- time -----------------------------------------------------------------------------
    def skip(self) -> None:
        """Jump to the end: every point scored, the podium shown."""
        self.fade.finish()
        while self.index < len(self.steps):
            self._score(self.steps[self.index])
            self.index += 1
        self.shown = {c: float(v) for c, v in self.target.items()}

    def clicked(self, space: tuple[int, int], button: int) -> bool:
        self.skip()
        return True

    def handle_event(self, event: pygame.event.Event) -> bool:
        if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
                and not self.panel_rect.collidepoint(event.pos) and not self.finished):
            self.skip()
            return True
        return super().handle_event(event)

    def _score(self, event: ScoringEvent) -> None:
        self.target[event.colour] += event.points
        self.ctx.sound("tick")

    def update(self, dt: float) -> None:
        super().update(dt)
        if not self.fade.done:
            self.fade.update(dt)
        else:
            remaining = dt
            while self.index < len(self.steps):
                before = self.step.elapsed
                self.step.update(remaining)
                remaining -= self.step.elapsed - before
                if not self.step.done:
                    break
                self._score(self.steps[self.index])
                self.index += 1
                self.step = Tween(self.ctx.duration(STEP_SECONDS), "linear")
                if remaining <= 0 and self.step.duration > 0:
                    break
        for c, goal in self.target.items():  # markers glide toward their totals
            self.shown[c] += (goal - self.shown[c]) * min(1.0, dt * 7)
            if abs(goal - self.shown[c]) < 0.02:
                self.shown[c] = float(goal)
        if self.finished and not self.cheered:
            self.cheered = True
            self.ctx.sound("fanfare")

    # -- drawing --------------------------------------------------------------------------
    def hidden(self) -> frozenset[tuple[object, ...]]:
        gone = frozenset(("market", e.place, e.colour) for e in self.removed)
        return super().hidden() | gone

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_board(surface)
        self._draw_fading(surface)
        self._draw_current(surface)
        self._draw_panel(surface)
        self.draw_status(surface)
        self.ui.draw_ui(surface)

    def _draw_fading(self, surface: pygame.Surface) -> None:
        if self.fade.done:
            return
        alpha = round(255 * (1 - self.fade.t))
        for e in self.removed:
            spot = self.view.market_spot(self.game, e.place, e.colour)
            sold = self.game.markets_at(e.place).get(e.colour) == "sold"
            self.view.draw_market(surface, e.colour, spot, sold, alpha=alpha)

    def _draw_current(self, surface: pygame.Surface) -> None:
        if not self.fade.done or self.index >= len(self.steps):
            return
        event, t = self.steps[self.index], self.step.raw
        view, ctx = self.view, self.ctx
        if event.kind == "market_scored":
            start = view.market_spot(self.game, event.place, event.colour)
            pulse = 1.0 + 0.35 * math.sin(t * math.pi * 3) ** 2
            view.draw_market(surface, event.colour, start, False, scale=pulse)
        else:
            start = view.layout.to_pixel(event.space)
            ring = view.layout.size * (1.0 + 0.5 * t)
            halo = pygame.Surface((round(ring * 2 + 4), round(ring * 2 + 4)), pygame.SRCALPHA)
            pygame.draw.circle(halo, (*pal.HIGHLIGHT, round(200 * (1 - t))),
                               (ring + 2, ring + 2), ring, max(2, ctx.px(6)))
            surface.blit(halo, (start[0] - ring - 2, start[1] - ring - 2))
        end = self._marker_point(event.colour, self.shown[event.colour])
        k = out_cubic(t)
        x = lerp(start[0], end[0], k)
        y = lerp(start[1], end[1], k) - math.sin(k * math.pi) * ctx.px(120)
        label = ctx.text.render(f"+{event.points}", ctx.px(40), pal.PLAYER[event.colour],
                                bold=True)
        back = ctx.text.render(f"+{event.points}", ctx.px(40), pal.INK, bold=True)
        surface.blit(back, back.get_rect(center=(x + 2, y + 2)))
        surface.blit(label, label.get_rect(center=(x, y)))

    def _track_rect(self) -> pygame.Rect:
        p, ctx = self.panel_rect, self.ctx
        return pygame.Rect(p.x + ctx.px(20), ctx.px(90), p.w - ctx.px(40), ctx.px(44))

    def _marker_point(self, colour: str, score: float) -> tuple[float, float]:
        track = self._track_rect()
        cell = track.w / (TRACK_TOP + 1)
        lane = self.game.players.index(colour)
        x = track.x + cell * (min(TRACK_TOP, max(0.0, score)) + 0.5)
        return (x, track.bottom + self.ctx.px(16) + lane * self.ctx.px(26))

    def _draw_panel(self, surface: pygame.Surface) -> None:
        ctx, p = self.ctx, self.panel_rect
        self.draw_panel_background(surface)
        x = p.x + ctx.px(20)
        surface.blit(ctx.text.render("Final scoring", ctx.px(48), (240, 220, 160), bold=True),
                     (x, ctx.px(20)))
        track = self._track_rect()
        image = ART.scaled("score_track", track.w, track.h)
        if image is not None:
            surface.blit(image, track.topleft)
        else:
            pygame.draw.rect(surface, pal.PAPER, track, border_radius=ctx.px(8))
        for colour in self.game.players:
            mx, my = self._marker_point(colour, self.shown[colour])
            pygame.draw.line(surface, pal.PLAYER[colour], (mx, track.bottom), (mx, my), 2)
            pal.draw_emblem(surface, colour, (mx, my), ctx.px(12))
        y = track.bottom + ctx.px(26) * len(self.game.players) + ctx.px(30)
        if self.finished:
            self._draw_podium(surface, x, y, p.w - ctx.px(40))
            return
        hint = "Sold and inactive markets leave the board" if not self.fade.done else \
            "Click the board to skip to the end"
        surface.blit(ctx.text.render(hint, ctx.px(22), pal.TEXT_DIM), (x, y))
        y += ctx.px(34)
        for event in self.steps[max(0, self.index - 12): self.index]:
            surface.blit(ctx.text.render(self._describe(event), ctx.px(23), pal.TEXT), (x, y))
            y += ctx.px(28)

    def _describe(self, event: ScoringEvent) -> str:
        who = self.ctx.seat_name(event.colour)
        name = self.game.board.name(event.place) or "a place"
        if event.kind == "market_scored":
            return f"{who}'s market at {name}: +{event.points}"
        return f"The oracle at {name}: +4 for {who}"

    def ranking(self) -> list[str]:
        game = self.game
        return sorted(game.players, key=lambda c: (game.score[c], game.tiles_left(c)),
                      reverse=True)

    def _draw_podium(self, surface: pygame.Surface, x: int, y: int, w: int) -> None:
        ctx, game = self.ctx, self.game
        order = self.ranking()
        winners = game.winners()
        title = "Shared victory!" if len(winners) > 1 else f"{ctx.seat_name(winners[0])} wins!"
        surface.blit(ctx.text.render(title, ctx.px(42), (250, 230, 150), bold=True), (x, y))
        y += ctx.px(60)
        heights = {0: 150, 1: 110, 2: 80, 3: 56}
        col = w // max(3, len(order))
        slots = [1, 0, 2, 3][: len(order)]  # 2nd, 1st, 3rd, 4th from left to right
        base = y + ctx.px(190)
        for slot_index, rank in enumerate(slots):
            if rank >= len(order):
                continue
            colour = order[rank]
            h = ctx.px(heights[rank])
            block = pygame.Rect(x + slot_index * col + ctx.px(6), base - h, col - ctx.px(12), h)
            pygame.draw.rect(surface, pal.PLAYER[colour], block, border_radius=ctx.px(6))
            pygame.draw.rect(surface, pal.INK, block, 2, border_radius=ctx.px(6))
            num = ctx.text.render(str(rank + 1), ctx.px(40), pal.INK, bold=True)
            surface.blit(num, num.get_rect(center=block.center))
            pal.draw_emblem(surface, colour, (block.centerx, block.y - ctx.px(22)), ctx.px(16))
        y = base + ctx.px(16)
        for rank, colour in enumerate(order, start=1):
            line = (f"{rank}. {ctx.seat_name(colour)} — {game.score[colour]} points, "
                    f"{game.tiles_left(colour)} tiles left")
            surface.blit(ctx.text.render(line, ctx.px(25), pal.TEXT), (x, y))
            y += ctx.px(32)
        best = game.score[order[0]]
        tied = [c for c in order if game.score[c] == best]
        if len(tied) > 1:
            why = ("Tied on points: most road and city tiles left wins (R38)"
                   if len(winners) < len(tied) else
                   "Tied on points and on tiles left: a shared victory (R38)")
            surface.blit(ctx.text.render(why, ctx.px(22), pal.TEXT_DIM), (x, y + ctx.px(6)))
