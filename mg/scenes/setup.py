"""The oracle setup (R4): players take turns clicking interior villages, or place the rest
at random."""

from __future__ import annotations

import pygame

from mg.ai import make_bot
from mg.context import Context
from mg.engine import Game, PlaceOracle
from mg.scenes.board_scene import BoardScene
from mg.sprites import palette as pal
from mg.sprites.layout import Space


class SetupScene(BoardScene):
    name = "setup"

    def __init__(self, ctx: Context, game: Game) -> None:
        super().__init__(ctx, game)
        self._targets: set[Space] = set()
        self._targets_rev = -1
        self.bot_timer = 0.0

    def build_ui(self) -> None:
        ctx, p = self.ctx, self.panel_rect
        pad = ctx.px(24)
        self.add_button("random", "Place the rest at random",
                        pygame.Rect(p.x + pad, p.bottom - ctx.px(170), p.w - 2 * pad, ctx.px(60)),
                        "R4 (Italian rules): oracles at random")
        self.add_button("menu", "Menu (Esc)",
                        pygame.Rect(p.x + pad, p.bottom - ctx.px(95), p.w - 2 * pad, ctx.px(60)))

    def targets(self) -> set[Space]:
        if self._targets_rev != self.revision:
            self._targets = {a.space for a in self.game.legal_actions()
                             if isinstance(a, PlaceOracle)}
            self._targets_rev = self.revision
        return self._targets

    def press(self, key: str) -> None:
        if key == "random":
            while self.game.phase == "oracles":
                self.apply(self.game.rng.choice(self.game.legal_actions()))
        elif key == "menu":
            from mg.scenes.overlays import PauseScene

            assert self.stack is not None
            self.stack.push(PauseScene(self.ctx))

    def clicked(self, space: Space, button: int) -> bool:
        if self.ctx.bot_level(self.game.current):
            self.say("A computer player is placing its oracle.")
        elif button == 1:
            self.apply(PlaceOracle(space))
        return True

    def update(self, dt: float) -> None:
        super().update(dt)
        level = self.ctx.bot_level(self.game.current)
        if level is None or self.game.phase != "oracles" or self.stack is None \
                or self.stack.top is not self:
            return
        self.bot_timer -= dt
        if self.bot_timer <= 0:
            bot = make_bot(level, seed=self.ctx.rng.randrange(1 << 30))
            self.apply(bot.plan_turn(self.game)[0])
            self.bot_timer = self.ctx.duration(0.4)

    def busy(self) -> bool:
        """Frames keep coming while the board moves or a computer player places."""
        return self.animating() or self.ctx.bot_level(self.game.current) is not None

    def look(self) -> object:
        return (self.revision, self.pulsing())

    def after_action(self, action: object) -> None:
        if self.game.phase != "oracles":
            from mg.scenes.play import PlayScene

            assert self.stack is not None
            play = PlayScene(self.ctx, self.game)
            self.stack.replace(play)
            play.announce_turn()

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_board(surface)
        view = self.view
        for space in self.targets():
            view.outline(surface, space, pal.HIGHLIGHT, max(2, self.ctx.px(4)))
        if self.hover in self.targets():
            view.fill_alpha(surface, self.hover, pal.LEGAL, 110)
        self._draw_panel(surface)
        self.draw_status(surface)
        reason = ""
        if self.hover is not None and self.hover not in self.targets():
            reason = self.game.why_illegal(PlaceOracle(self.hover)) or ""
        self.draw_tooltip(surface, [(self.place_name(self.hover), pal.TEXT),
                                    (reason, (255, 150, 130))])
        self.ui.draw_ui(surface)

    def _draw_panel(self, surface: pygame.Surface) -> None:
        ctx, p = self.ctx, self.panel_rect
        self.draw_panel_background(surface)
        x, y = p.x + ctx.px(24), ctx.px(28)
        for text, size, colour in (
            ("Place the oracles", 48, (240, 220, 160)),
            (f"{self.game.oracles_to_place} still to place", 32, pal.TEXT),
            ("", 16, pal.TEXT),
            ("Click a highlighted village:", 28, pal.TEXT_DIM),
            ("an interior village, without", 28, pal.TEXT_DIM),
            ("a green border (R4).", 28, pal.TEXT_DIM),
        ):
            if text:
                surface.blit(ctx.text.render(text, ctx.px(size), colour, bold=size > 40), (x, y))
            y += ctx.px(size) + ctx.px(6)
        y += ctx.px(20)
        colour = self.game.current
        if colour:
            ctx.palette.draw_emblem(surface, colour, (x + ctx.px(22), y + ctx.px(22)), ctx.px(20))
            label = ctx.text.render(f"{ctx.seat_name(colour)} places", ctx.px(36), pal.TEXT,
                                    bold=True)
            surface.blit(label, (x + ctx.px(56), y + ctx.px(6)))
