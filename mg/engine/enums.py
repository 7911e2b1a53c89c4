"""The engine's small closed vocabularies as types: a player's colour (R1) and the phase of
the game (R4, R10, R37). Both are `StrEnum`s, so `Phase.ACTIONS == "actions"` holds and a
saved game or a catalogue key reads the same as before."""

from __future__ import annotations

from enum import StrEnum


class Colour(StrEnum):
    """A player's colour (R1), in seat order."""

    YELLOW = "yellow"
    ORANGE = "orange"
    BROWN = "brown"
    RED = "red"


class Phase(StrEnum):
    """Where the game stands: the oracle setup (R4), a turn's actions or market phase (R10),
    or over (R37)."""

    ORACLES = "oracles"
    ACTIONS = "actions"
    MARKET = "market"
    OVER = "over"


# The phases as module constants: a global name is read several times faster than an enum
# class attribute, and the rules compare the phase on every check.
ORACLES, ACTIONS, MARKET, OVER = Phase.ORACLES, Phase.ACTIONS, Phase.MARKET, Phase.OVER
