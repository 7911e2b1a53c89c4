"""Computer players' turns, for the setup and the play scene alike: plan off the main thread,
then hand the scene the plan's actions one at a time, at a pace a person can follow."""

from __future__ import annotations

from mg.ai.bot_pool import BotRunner
from mg.engine import Action, EndActions, EndTurn
from mg.match import Match
from mg.scenes.context import Context

MAX_FAILURES = 3  # plans that fail in a row before the bot ends its turn the simplest way


class BotDriver:
    """Drives the computer player whose turn it is; the scene plays what `next` returns."""

    def __init__(self, ctx: Context, match: Match, pace: float) -> None:
        self.ctx, self.match, self.pace = ctx, match, pace
        self.runner = BotRunner(ctx.bots)
        self.queue: list[Action] = []
        self.timer = 0.0
        self.failures = 0

    def acting(self) -> bool:
        """Whether a computer player must act now."""
        return self.match.bot_to_act() is not None

    def thinking(self) -> bool:
        """Whether the computer player is still planning (not yet playing its plan)."""
        return self.acting() and not self.queue

    def next(self, dt: float, animate: bool) -> Action | None:
        """The next action to play, when its time has come; planning goes on meanwhile."""
        level = self.match.bot_to_act()
        if level is None:
            return None
        if self.queue:
            self.timer -= dt
            if self.timer > 0:
                return None
            self.timer = self.ctx.duration(self.pace) if animate else 0.0
            return self.queue.pop(0)
        if self.runner.busy:
            plan = self.runner.poll()
            if plan is not None:
                self.queue, self.timer = plan, 0.0
                self.failures += 0 if plan else 1
            return None
        if self.failures >= MAX_FAILURES:
            return self.fallback()
        self.runner.start(
            self.match.game, level, self.ctx.rng.randrange(1 << 30), self.ctx.options.think
        )
        return None

    def hurry(self) -> None:
        """Play the rest of the plan without waiting (fast-forward)."""
        self.timer = 0.0

    def refused(self) -> None:
        """The last action was refused: drop the plan and plan again."""
        self.queue.clear()
        self.failures += 1

    def new_turn(self) -> None:
        self.queue.clear()
        self.failures = 0

    def fallback(self) -> Action | None:
        """A bot that keeps failing ends its turn the simplest legal way (no soft-lock)."""
        self.failures = 0
        legal = self.match.game.legal_actions()
        for kind in (EndTurn, EndActions):
            for action in legal:
                if isinstance(action, kind):
                    return action
        return legal[0] if legal else None

    def cancel(self) -> None:
        """Stop planning (the scene is left)."""
        self.runner.cancel()
        self.queue.clear()
