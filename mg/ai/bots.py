"""The bots' public contract: `make_bot(level, seed=, budget=)` gives a bot whose
`plan_turn(game)` plans a whole turn for the colour to act (a list of actions ending with
EndTurn, or one PlaceOracle in the setup). The levels are mg/ai/levels.py's registry, the
ways of playing mg/ai/players.py's classes."""

from __future__ import annotations

from mg.ai.levels import LEVELS
from mg.ai.plans import Clock, quick_end
from mg.ai.players import BeginnerBot, Bot, EasyBot, ExpertBot, HardBot, MediumBot, RandomBot

__all__ = [
    "LEVELS",
    "BeginnerBot",
    "Bot",
    "EasyBot",
    "ExpertBot",
    "HardBot",
    "MediumBot",
    "RandomBot",
    "make_bot",
    "quick_end",
]


def make_bot(level: str, seed: int = 0, budget: float = 1.0, clock: Clock | None = None) -> Bot:
    """A bot of `level` (a name of LEVELS), given `budget` seconds a turn times the level's
    `thinks` (the expert: three times); `clock` replaces time.perf_counter."""
    known = LEVELS.get(level)
    if known is None:
        raise ValueError(f"unknown bot level {level!r}; use {', '.join(LEVELS)}")
    return known.bot(seed, budget * known.thinks, clock)
