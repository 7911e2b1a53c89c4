"""Computer players' turns in the play scene: plan off the main thread, then play the plan
one action at a time, animated, while humans wait (Esc still pauses)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from mg.engine import Action, EndActions, EndTurn
from mg.scenes.bot_runner import BotRunner
from mg.sprites import palette as pal

if TYPE_CHECKING:
    from mg.context import Context
    from mg.engine import Game
    from mg.scenes.base import SceneStack

BOT_BUDGET = 1.0  # seconds a computer player may think per turn
BOT_PACE = 0.55  # seconds between a bot's actions (at normal speed)


class BotTurns:
    """Mixed into the play scene, which supplies game, ctx, stack, apply and the drawing."""

    game: Game
    ctx: Context
    stack: SceneStack | None
    status_h: int
    clock: float

    def init_bots(self) -> None:
        self.runner = BotRunner()
        self.bot_queue: list[Action] = []
        self.bot_timer = 0.0
        self.bot_failures = 0

    if TYPE_CHECKING:  # supplied by BoardScene (a stub here would shadow it)
        def apply(self, action: object, animate: bool = True) -> bool: ...

    def run_bot(self, dt: float) -> None:
        """Plan off the main thread, then play the plan one action at a time."""
        level = self.bot_level()
        if level is None or self.stack is None or self.stack.top is not self:
            return
        animate = self.ctx.settings.bot_animations
        if self.bot_queue:
            self.bot_timer -= dt
            if self.bot_timer <= 0:
                action = self.bot_queue.pop(0)
                if not self.apply(action, animate=animate):
                    self.bot_queue.clear()
                    self.bot_failures += 1
                self.bot_timer = self.ctx.duration(BOT_PACE) if animate else 0.0
            return
        if self.runner.busy:
            plan = self.runner.poll()
            if plan is not None:
                self.bot_queue = plan
                self.bot_failures += 0 if plan else 1
                self.bot_timer = 0.0
            return
        if self.bot_failures >= 3:
            self._bot_fallback()
            return
        self.runner.start(self.game, level, self.ctx.rng.randrange(1 << 30), BOT_BUDGET)

    def _bot_fallback(self) -> None:
        """A bot that keeps failing ends its turn the simplest legal way (no soft-lock)."""
        legal = self.game.legal_actions()
        for kind in (EndTurn, EndActions):
            for action in legal:
                if isinstance(action, kind):
                    self.apply(action)
                    return
        if legal:
            self.apply(legal[0])

    def exit(self) -> None:
        if self.stack is None or self not in self.stack.scenes:
            self.runner.cancel()

    def announce_turn(self) -> None:
        """The hot-seat hand-over banner."""
        from mg.scenes.overlays import BannerScene

        colour = self.game.current
        if colour and self.stack is not None:
            self.ctx.sound("turn")
            self.stack.push(BannerScene(self.ctx, f"{self.ctx.seat_name(colour)}'s turn",
                                        colour))

    def bot_thinking(self) -> bool:
        """Whether a computer player is planning its turn (off the main thread) right now."""
        return self.runner.busy

    def bot_level(self) -> str | None:
        """The bot level of the player to act, or None when a human acts."""
        if self.game.phase not in ("actions", "market"):
            return None
        return self.ctx.bot_level(self.game.current)

    def draw_thinking(self, surface: pygame.Surface) -> None:
        ctx = self.ctx
        colour = self.game.current or ""
        dots = "." * (1 + int(self.clock * 3) % 3)
        doing = "is thinking" if not self.bot_queue else "plays"
        text = f"{ctx.seat_name(colour)} (computer) {doing}{dots}"
        label = ctx.text.render(text, ctx.px(28), pal.TEXT, bold=True)
        h = ctx.size[1]
        x = ctx.px(16)
        pal.draw_emblem(surface, colour, (x + ctx.px(12), h - self.status_h // 2), ctx.px(12))
        surface.blit(label, label.get_rect(midleft=(x + ctx.px(34), h - self.status_h // 2)))

