"""The computer players' turns at a local table: each plans off the main thread (in the
bots' pool, `mg.ai.bot_pool`), and its plan's actions are handed over one at a time. How
fast they are shown is the scene's business (its pace, the camera's glide, fast-forward)."""

from __future__ import annotations

from collections.abc import Callable

from mg.ai.bot_pool import BotPool, BotRunner
from mg.engine import Action, EndActions, EndTurn, Game

MAX_FAILURES = 3  # plans that fail in a row before the bot ends its turn the simplest way


class BotTurns:
    """Plans the move of the computer player whose turn it is; `next` gives it once known."""

    def __init__(self, pool: BotPool, seeds: Callable[[], int], budget: float) -> None:
        self.runner = BotRunner(pool)
        self.seeds, self.budget = seeds, budget  # a new seed for every plan; seconds to think
        self.plan: list[Action] = []
        self.planned_at = -1  # the game's length the plan (or the planning) is for
        self.failures = 0

    def next(self, game: Game, level: str) -> Action | None:
        """The next action of the computer player of `level` to act in `game`, once planned
        (planning starts, or goes on, meanwhile); a plan made for another moment of the
        game is dropped."""
        if game.history_length != self.planned_at:
            self.cancel()
            self.planned_at = game.history_length
        if self.plan:
            return self.plan[0]
        if self.runner.busy:
            plan = self.runner.poll()
            if plan is None:
                return None
            self.plan = plan
            if plan:
                return plan[0]
            self.failures += 1  # (nothing planned: planned again, or the fallback)
        if self.failures >= MAX_FAILURES:
            self.failures = 0
            self.plan = fallback(game)
            return self.plan[0] if self.plan else None
        self.runner.start(game, level, self.seeds(), self.budget)
        return None

    def thinking(self) -> bool:
        """Whether nothing of a plan is known yet."""
        return not self.plan

    def played(self, applied: bool) -> None:
        """The plan's next action was played (`applied`), or refused: then the plan is
        dropped and made again."""
        if applied:
            self.plan.pop(0)
            self.planned_at += 1
            self.failures = 0
        else:
            self.plan.clear()
            self.failures += 1

    def cancel(self) -> None:
        """Stop planning and forget the plan (not the failures: they count in a row)."""
        self.runner.cancel()
        self.plan.clear()
        self.planned_at = -1


def fallback(game: Game) -> list[Action]:
    """A bot that keeps failing ends its turn the simplest legal way (no soft-lock)."""
    legal = game.legal_actions()
    for kind in (EndTurn, EndActions):
        for action in legal:
            if isinstance(action, kind):
                return [action]
    return legal[:1]
