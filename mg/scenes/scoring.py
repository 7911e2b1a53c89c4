"""The final scoring (R37): step through the engine's events, score markers gliding; then
the ranking with the tie-break explained (R38); play again or back to the menu."""

from __future__ import annotations

import pygame

from mg.context import Context
from mg.engine import Game, ScoringEvent
from mg.scenes.board_scene import BoardScene
from mg.sprites import palette as pal
from mg.sprites.panel import seat_name

STEP_SECONDS = 0.45


class ScoringScene(BoardScene):
    name = "scoring"

    def __init__(self, ctx: Context, game: Game) -> None:
        self.events: list[ScoringEvent] = game.final_scoring()
        final = game.score
        self.start = {c: final[c] - sum(e.points for e in self.events if e.colour == c)
                      for c in game.players}
        self.target = dict(self.start)
        self.shown = {c: float(v) for c, v in self.start.items()}
        self.index = 0
        self.timer = 0.0
        super().__init__(ctx, game)

    @property
    def finished(self) -> bool:
        return self.index >= len(self.events)

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
            self.stack.replace(SetupScene(self.ctx, game))
        elif key == "menu":
            from mg.scenes.menu import MenuScene

            self.stack.reset(MenuScene(self.ctx))

    def skip(self) -> None:
        """A click anywhere on the board: jump to the end of the scoring."""
        while not self.finished:
            self._advance()
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

    def _advance(self) -> None:
        event = self.events[self.index]
        self.target[event.colour] += event.points
        self.index += 1

    def update(self, dt: float) -> None:
        super().update(dt)
        self.timer += dt
        while not self.finished and self.timer >= STEP_SECONDS:
            self.timer -= STEP_SECONDS
            self._advance()
        for c, goal in self.target.items():  # markers glide toward their totals
            self.shown[c] += (goal - self.shown[c]) * min(1.0, dt * 8)
            if abs(goal - self.shown[c]) < 0.02:
                self.shown[c] = float(goal)

    # -- drawing --------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.draw_board(surface)
        ctx = self.ctx
        for event in self.events[: self.index]:
            x, y = self.space_point(event.space)
            if event.kind == "market_removed":
                r = ctx.px(10)
                pygame.draw.line(surface, pal.ILLEGAL, (x - r, y - r), (x + r, y + r), 3)
                pygame.draw.line(surface, pal.ILLEGAL, (x - r, y + r), (x + r, y - r), 3)
        if not self.finished:
            current = self.events[self.index]
            self.view.outline(surface, current.place, pal.HIGHLIGHT, max(3, ctx.px(5)), 1.0)
        self._draw_panel(surface)
        self.draw_status(surface)
        self.ui.draw_ui(surface)

    def _describe(self, event: ScoringEvent) -> str:
        who = seat_name(self.ctx, event.colour)
        name = self.game.board.name(event.place) or "a place"
        if event.kind == "market_removed":
            return f"{who}'s market at {name} is removed"
        if event.kind == "market_scored":
            return f"{who}'s market at {name}: +{event.points}"
        return f"The oracle at {name}: +4 for {who}"

    def _draw_panel(self, surface: pygame.Surface) -> None:
        ctx, p = self.ctx, self.panel_rect
        self.draw_panel_background(surface)
        pad = ctx.px(20)
        x, y = p.x + pad, ctx.px(20)
        surface.blit(ctx.text.render("Final scoring", ctx.px(48), (240, 220, 160), bold=True),
                     (x, y))
        y += ctx.px(60)
        y = self._draw_track(surface, x, y, p.w - 2 * pad)
        if self.finished:
            self._draw_ranking(surface, x, y + ctx.px(10))
            return
        hint = ctx.text.render("Click the board to skip to the end", ctx.px(22), pal.TEXT_DIM)
        surface.blit(hint, (x, y))
        y += ctx.px(34)
        for event in self.events[max(0, self.index - 12): self.index]:
            line = ctx.text.render(self._describe(event), ctx.px(23),
                                   pal.TEXT_DIM if event.kind == "market_removed" else pal.TEXT)
            surface.blit(line, (x, y))
            y += ctx.px(28)

    def _draw_track(self, surface: pygame.Surface, x: int, y: int, w: int) -> int:
        ctx = self.ctx
        top = max(max(self.target.values()), max(self.game.score.values()), 1)
        for colour in self.game.players:
            pygame.draw.rect(surface, pal.PANEL_LIGHT, (x, y + ctx.px(12), w, ctx.px(8)),
                             border_radius=ctx.px(4))
            mx = x + ctx.px(18) + (w - ctx.px(36)) * self.shown[colour] / top
            pal.draw_emblem(surface, colour, (mx, y + ctx.px(16)), ctx.px(15))
            label = ctx.text.render(f"{seat_name(ctx, colour)}: {round(self.shown[colour])}",
                                    ctx.px(22), pal.TEXT)
            surface.blit(label, (x, y + ctx.px(30)))
            y += ctx.px(62)
        return y

    def _draw_ranking(self, surface: pygame.Surface, x: int, y: int) -> None:
        ctx, game = self.ctx, self.game
        order = sorted(game.players, key=lambda c: (game.score[c], game.tiles_left(c)),
                       reverse=True)
        winners = game.winners()
        title = "Shared victory!" if len(winners) > 1 else \
            f"{seat_name(ctx, winners[0])} wins!"
        surface.blit(ctx.text.render(title, ctx.px(42), (250, 230, 150), bold=True), (x, y))
        y += ctx.px(52)
        for rank, colour in enumerate(order, start=1):
            pal.draw_emblem(surface, colour, (x + ctx.px(16), y + ctx.px(14)), ctx.px(14))
            line = (f"{rank}. {seat_name(ctx, colour)} — {game.score[colour]} points, "
                    f"{game.tiles_left(colour)} tiles left")
            surface.blit(ctx.text.render(line, ctx.px(26), pal.TEXT), (x + ctx.px(40), y))
            y += ctx.px(36)
        best = game.score[order[0]]
        tied = [c for c in order if game.score[c] == best]
        if len(tied) > 1:
            why = ("Tied on points: most road and city tiles left wins (R38)"
                   if len(winners) < len(tied) else
                   "Tied on points and on tiles left: a shared victory (R38)")
            surface.blit(ctx.text.render(why, ctx.px(22), pal.TEXT_DIM), (x, y + ctx.px(8)))
