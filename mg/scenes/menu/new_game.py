"""The new-game setup the menu edits — the player count, the game length, the four seats —
kept by the flow between menus (a lesson or a game in between leaves it as it was) and
handed to `nav.new_game(setup)` as a `NewGameSetup` when the player starts. Every edit is
written as it is made; a game resumed before the edits were played does not replace them."""

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
    edited: bool = False  # changed in the menu since a game was started from it

    def load(self, players: int | None = None) -> Problem | None:
        """The last game's setup from disk (a --players flag still chooses the count); the
        problem, if the file could not be used (the defaults then)."""
        setup, warning = load_setup()
        self.seats, self.rounds = setup.seat_list(), setup.rounds
        self.players, self.edited = players or setup.players, setup.edited
        if warning is not None:
            logger.warning("%s", warning)
        return warning

    def chosen(self) -> NewGameSetup:
        """What the player chose, as the value a new game is made from."""
        return NewGameSetup(self.players, self.rounds, tuple(complete(self.seats)), self.edited)

    def edit(self) -> Problem | None:
        """The player changed the setup in the menu: kept at once (quitting from the menu
        loses nothing), and no game resumed replaces it; the problem, if it could not be."""
        self.edited = True
        return save_setup(self.chosen())

    def remember(self, match: Match, started: bool) -> Problem | None:
        """A game starts (`started`) or resumes: its seats and length become the menu's and
        are kept for the next launch — a resumed one's only when the player has not changed
        the setup since the last game started (those choices stay); the problem, if they
        could not be kept."""
        if self.edited and not started:
            return None
        self.seats = complete(match.seats)
        self.players, self.rounds = len(match.game.players), match.game.rounds
        self.edited = False
        return save_setup(self.chosen())
