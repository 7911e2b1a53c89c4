"""The bot levels, one entry each, weakest first: everything the game knows of a level is
read from here — the bot that plays it and how long it thinks (`make_bot`), whether the
menu offers it as a seat (and so which seat kinds a file may hold), the `--autoplay` and
the bench's choices, and the catalogue keys its words need. Adding a level is one entry
here (in its place by strength: the menu cycles a seat through them in this order) and its
words in every catalogue (docs/architecture.md, "Adding a bot level")."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from mg.ai.plans import Clock
from mg.ai.players import BeginnerBot, Bot, EasyBot, ExpertBot, HardBot, MediumBot, RandomBot

#: What makes a level's bot: given a seed, its budget (seconds a turn, already multiplied by
#: the level's `thinks`) and a clock (None: the real one).
Factory = Callable[[int, float, Clock | None], Bot]


@dataclass(frozen=True)
class Level:
    """A bot level. `name` is its word in files, flags and catalogue keys (a seat's kind);
    `elo`: its strength on the ladder's Elo scale (round-robin arenas at 1 s a turn, easy
    fixed at 1000: docs/ai.md), which a player's rating is measured against; `thinks`:
    times the thinking budget it is given a turn; `seat`: the menu offers it as a seat's
    kind (the random bot plays only in tests, the bench and `--autoplay`)."""

    name: str
    bot: Factory
    elo: float
    thinks: float = 1.0
    seat: bool = True

    @property
    def words(self) -> tuple[str, ...]:
        """The catalogue keys the screen words this level by, which every language must
        have: a seat's name ("Bot – easy", "Bot – easy 2") for a level the menu offers."""
        return (f"seat.{self.name}",) if self.seat else ()


def by_name(*levels: Level) -> dict[str, Level]:
    """The levels by name, in the order given (a name given twice is refused)."""
    named = {level.name: level for level in levels}
    if len(named) != len(levels):
        raise ValueError("two bot levels of the same name")
    return named


# Each level's strength is the ladder's fit of the arenas' games, rounded (docs/ai.md, "The
# expert's lines past the last public card"): the hard and expert bots' spent trees going a
# turn deeper, then wider, the expert's lines a round past the last public card; the medium
# bot at 0.03 s. The expert's is the hard bot's plus the Elo gap of its 58 % over it ("The
# same expert with the setup as mended").
LEVELS = by_name(
    Level("random", RandomBot, 250, seat=False),
    Level("beginner", BeginnerBot, 660),
    Level("easy", EasyBot, 1000),
    Level("medium", MediumBot, 1440, thinks=0.03),
    Level("hard", HardBot, 1780),
    Level("expert", ExpertBot, 1840, thinks=3.0),
)

#: The levels the menu offers as a seat's kind, weakest first.
SEAT_LEVELS = tuple(name for name, level in LEVELS.items() if level.seat)
