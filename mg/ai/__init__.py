"""Computer players: engine-only (never pygame). `make_bot(level)` for a level of `LEVELS`
(mg/ai/levels.py: random, easy, hard, expert)."""

from mg.ai.bots import LEVELS, Bot, make_bot

__all__ = ["LEVELS", "Bot", "make_bot"]
