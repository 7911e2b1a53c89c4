"""Planning in another process: the game goes in as JSON, the turn comes back as plain
data (what `mg.engine.actions.action_to_dict` makes)."""

from __future__ import annotations

from typing import Any

from mg.ai.bots import make_bot
from mg.engine import Game
from mg.engine.actions import action_to_dict


def plan_from_json(game_json: str, level: str, seed: int, budget: float) -> list[dict[str, Any]]:
    game = Game.from_json(game_json)
    plan = make_bot(level, seed=seed, budget=budget).plan_turn(game)
    return [action_to_dict(a) for a in plan]
