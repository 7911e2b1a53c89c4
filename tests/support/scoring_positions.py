"""A finished game for the scoring scene: 10 markets and 4 oracles score, a sold and an
inactive market leave the board, a market without connections scores nothing, and yellow
and orange tie on points (R38's tie-break decides)."""

from __future__ import annotations

from itertools import cycle

from mg.engine import CARDS, EndTurn, Game
from tests.support.narration_positions import NamedPosition

PLAYERS = ("yellow", "orange", "brown", "red")
TARETON, ELEA = (3, 5), (7, 5)  # yellow's and orange's cities
VILLAGES = {(5, 3): "Sybaris", (5, 5): "Kroton", (4, 8): "Metaponto"}
ORACLES = {(2, 2): "Pandosia", (9, 2): "Terina", (1, 8): "Hipponion", (8, 8): "Lokroi"}
LONELY = (10, 11)  # brown's city, connected to nothing


def ten_markets_four_oracles() -> NamedPosition:
    p = NamedPosition(PLAYERS).named(TARETON, "Taras").named(ELEA, "Elea")
    for space, name in VILLAGES.items():
        p.named(space, name)
    pointing = dict(zip(ORACLES, [TARETON, ELEA, TARETON, ELEA], strict=True))
    for space, name in ORACLES.items():
        p.oracle(space, points_at=pointing[space])
        p.names[space] = name
    p.city("yellow", TARETON, market=True).city("orange", ELEA, market=True)
    p.city("brown", LONELY, market=True)
    builders = cycle(["brown", "red", "yellow", "orange"])
    for v in VILLAGES:
        p.connect(next(builders), TARETON, v).connect(next(builders), ELEA, v)
        p.market("yellow", v).market("orange", v)
    p.connect(next(builders), TARETON, ELEA)
    for oracle, city in pointing.items():
        p.connect(next(builders), city, oracle)
    p.market("yellow", ELEA).market("orange", TARETON)
    p.market("red", (5, 5), sold=True).market("brown", (5, 3))  # sold; inactive
    return p


def finished_game() -> Game:
    """The position above after the last turn of the last round: the game is over."""
    last = [c for c in CARDS["Y1"].order if c in PLAYERS][-1]
    game = ten_markets_four_oracles().game(
        current=last, phase="market", round_no=12, hand=(0, 0), scores={"yellow": 12, "orange": 12}
    )
    game.apply(EndTurn())
    assert game.phase == "over"
    return game
