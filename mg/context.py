"""What every scene shares: the window size, fonts, the flags and the new-game settings."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from mg.audio import Audio
from mg.options import Options
from mg.scenes.ui_themes import UIThemes
from mg.seats import SEAT_KINDS, SEAT_LABELS, Seat, complete, playing
from mg.settings import Settings, save_settings
from mg.sprites.text import Text
from mg.sprites.tween import SPEEDS

if TYPE_CHECKING:
    from mg.engine import Game

__all__ = ["SEAT_KINDS", "SEAT_LABELS", "Context", "Seat"]


@dataclass
class Context:
    size: tuple[int, int]
    options: Options
    text: Text = field(default_factory=Text)
    seats: list[Seat] = field(default_factory=list)  # the menu's four, colours distinct
    rounds: int = 12
    player_count: int = 3
    quit_requested: bool = False
    rng: random.Random = field(default_factory=random.Random)
    settings: Settings = field(default_factory=Settings)
    audio: Audio | None = None
    notice: str = ""  # a warning for the menu (e.g. a broken settings file)
    autosave_off: str = ""  # why autosaving fails, while it does (shown during play)
    log: list[str] = field(default_factory=list)  # the game in words
    log_marks: list[int] = field(default_factory=list)  # log length before each undoable action
    ui_themes: UIThemes = field(default_factory=UIThemes)  # loaded once, shared by screens

    def seat_name(self, colour: str) -> str:
        seat = self.seat_of(colour)
        return seat.name if seat else colour.capitalize()

    def new_game_log(self) -> None:
        self.log.clear()
        self.log_marks.clear()

    def playing_seats(self, game: Game) -> list[Seat]:
        """Exactly the seats playing `game`, in its order."""
        return playing(self.seats, game.players)

    def begin_game(self, game: Game, seats: Sequence[Seat] = (),
                   log: Sequence[str] = (), marks: Sequence[int] = ()) -> None:
        """A game starts or resumes: its seats, log and setup become the menu's (and are
        remembered between launches); an old notice no longer applies."""
        from mg.new_game_setup import NewGameSetup, save_setup

        self.notice = ""
        self.seats = complete(list(seats) if seats else self.seats)
        self.player_count, self.rounds = len(game.players), game.rounds
        self.log, self.log_marks = list(log), list(marks)
        problem = save_setup(NewGameSetup(self.player_count, self.rounds, tuple(self.seats)))
        self.autosave(game)
        if problem:
            self.notice = problem

    def autosave(self, game: Game) -> None:
        """Keep the game in progress on disk (a failure is shown, the game goes on)."""
        from mg.session import Session, autosave

        problem = autosave(Session(game, self.playing_seats(game), self.log,
                                   list(self.log_marks)))
        if problem and not self.autosave_off:  # told once, when it starts failing
            self.notice = f"Autosave is off: {problem}"
        self.autosave_off = problem or ""

    def seat_of(self, colour: str | None) -> Seat | None:
        return next((s for s in self.seats if s.colour == colour), None)

    def bot_level(self, colour: str | None) -> str | None:
        """The bot level playing `colour`, or None for a human."""
        seat = self.seat_of(colour)
        return None if seat is None or seat.kind == "human" else seat.kind

    def duration(self, seconds: float) -> float:
        """An animation's length at the chosen speed (0 when "instant")."""
        return seconds * SPEEDS.get(self.settings.speed, 1.0)

    def sound(self, name: str) -> None:
        if self.audio is not None:
            self.audio.play(name)

    def save_settings(self) -> None:
        problem = save_settings(self.settings)
        if problem:
            self.notice = problem

    @property
    def scale(self) -> float:
        """UI scale: 1.0 at 1920x1080."""
        w, h = self.size
        return max(0.5, min(w / 1920, h / 1080))

    def px(self, value: float) -> int:
        """A length designed at 1920x1080, at the current size."""
        return max(1, round(value * self.scale))
