"""What every scene shares: the window size, fonts, the flags and the new-game settings."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from mg.ai.bot_pool import BotPool
from mg.store.new_game_setup import NewGameSetup, save_setup
from mg.store.seats import SEAT_KINDS, Seat, complete
from mg.store.settings import Settings, save_settings
from mg.text.i18n import problem_text
from mg.ui.audio import Audio
from mg.ui.draw.art import Art
from mg.ui.draw.look import Look
from mg.ui.draw.palette import Palette
from mg.ui.draw.static_map import MapCache
from mg.ui.draw.tween import SPEEDS
from mg.ui.options import Options
from mg.ui.theme.cache import UIThemes
from mg.ui.theme.fonts import Text

if TYPE_CHECKING:
    from mg.match import Match
    from mg.ui.scenes.navigator import Navigator

__all__ = ["SEAT_KINDS", "Context", "Seat"]


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
    nav: Navigator | None = None  # the ways between scenes (set by the app's flow)
    palette: Palette = field(default_factory=Palette)  # the player colours in use
    art: Art = field(default_factory=Art)  # the game's images, loaded and scaled once
    maps: MapCache = field(default_factory=MapCache)  # the rendered map, shared by scenes
    bots: BotPool = field(default_factory=BotPool)  # the computer players' planning worker

    def __post_init__(self) -> None:
        self.maps.prepare(self.art)  # the painted map decodes while the menu shows

    @property
    def look(self) -> Look:
        """What drawing the board needs: the palette, the art, the map cache."""
        return Look(self.palette, self.art, self.maps)
    ui_themes: UIThemes = field(default_factory=UIThemes)  # loaded once, shared by screens

    def remember(self, match: Match) -> None:
        """A game starts or resumes: its seats and setup become the menu's (and are
        remembered between launches); an old notice no longer applies."""
        self.notice = ""
        self.seats = complete(match.seats)
        self.player_count, self.rounds = len(match.game.players), match.game.rounds
        problem = save_setup(NewGameSetup(self.player_count, self.rounds, tuple(self.seats)))
        if problem is not None:
            self.notice = problem_text(problem)

    def duration(self, seconds: float) -> float:
        """An animation's length at the chosen speed (0 when "instant")."""
        return seconds * SPEEDS.get(self.settings.speed, 1.0)

    def sound(self, name: str) -> None:
        if self.audio is not None:
            self.audio.play(name)

    def save_settings(self) -> None:
        problem = save_settings(self.settings)
        if problem is not None:
            self.notice = problem_text(problem)

    @property
    def scale(self) -> float:
        """UI scale: 1.0 at 1920x1080."""
        w, h = self.size
        return max(0.5, min(w / 1920, h / 1080))

    def px(self, value: float) -> int:
        """A length designed at 1920x1080, at the current size."""
        return max(1, round(value * self.scale))
