"""The new-game setup the menu edits — the player count, the game length, the four seats —
kept by the flow between menus (a lesson or a game in between leaves it as it was) and
handed to `nav.new_game(setup)` as a `NewGameSetup` when the player starts."""

from __future__ import annotations

import logging
from dataclasses import dataclass, field

from mg.engine import Problem
from mg.match import Match
from mg.store.new_game_setup import NewGameSetup, load_setup, save_setup
from mg.store.seats import Seat, complete

logger = logging.getLogger(__name__)


@dataclass
class MenuSetup:
    """The menu's four seats (colours distinct, R1), how many play and for how long."""

    seats: list[Seat] = field(default_factory=list)  # empty until the first menu loads it
    rounds: int = 12
    players: int = 3

    def load(self, players: int | None = None) -> Problem | None:
        """The last game's setup from disk (a --players flag still chooses the count); the
        problem, if the file could not be used (the defaults then)."""
        setup, warning = load_setup()
        self.seats, self.rounds = setup.seat_list(), setup.rounds
        self.players = players or setup.players
        if warning is not None:
            logger.warning("%s", warning)
        return warning

    def chosen(self) -> NewGameSetup:
        """What the player chose, as the value a new game is made from."""
        return NewGameSetup(self.players, self.rounds, tuple(complete(self.seats)))

    def remember(self, match: Match) -> Problem | None:
        """A game starts or resumes: its seats and length become the menu's, and are kept
        for the next launch; the problem, if they could not be."""
        self.seats = complete(match.seats)
        self.players, self.rounds = len(match.game.players), match.game.rounds
        return save_setup(self.chosen())
