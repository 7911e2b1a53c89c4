"""Computer players: engine-only (never pygame). `make_bot(level)` for a level of `LEVELS`
(mg/ai/levels.py: random, beginner, easy, medium, hard, expert)."""

from mg.ai.bots import LEVELS, Bot, make_bot

__all__ = ["LEVELS", "Bot", "make_bot"]
