"""Where a scene can send the player, without knowing any other scene: the scenes ask the
navigator (`ctx.nav`); only `mg.scenes.flow` knows the concrete scenes behind it."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from pathlib import Path

    from pygame import Rect

    from mg.engine import Draw, Game
    from mg.lessons import Course
    from mg.match import Match
    from mg.session import Session


class Navigator(Protocol):
    """The ways between scenes."""

    @property
    def match(self) -> Match | None:
        """The game in progress, if any."""

    def menu(self) -> None:
        """Leave every scene for the main menu."""

    def new_game(self, game: Game) -> None:
        """Start `game` with the menu's seats: the oracle setup comes first (R4)."""

    def resume(self, session: Session) -> str | None:
        """Carry on with a loaded game; the reason when it cannot be (nothing changes)."""

    def play(self, match: Match) -> None:
        """The setup is done: play the rounds (the first turn is announced)."""

    def scoring(self, match: Match) -> None:
        """The game is over: the final scoring (R37)."""

    def banner(self, text: str, colour: str | None = None) -> None:
        """A short banner across the board ("Brown's turn")."""

    def pause(self) -> None:
        """The pause menu."""

    def help(self, rule: str | None = None) -> None:
        """The rules help, opened at `rule` (e.g. "R23")."""

    def log(self) -> None:
        """The game log of the game in progress."""

    def draw_tiles(self, game: Game, draws: Sequence[Draw], choose: Callable[[Draw], object],
                   keep_clear: Sequence[Rect] = (), room: Rect | None = None) -> None:
        """The dialog that draws tiles from the reserve (R13); `choose` plays the draw. The
        dialog stays inside `room` and off the `keep_clear` rectangles where it can."""

    def save(self) -> None:
        """Save the game in progress under a name."""

    def load(self) -> None:
        """Choose a saved game."""

    def settings(self) -> None:
        """The settings."""

    def lesson(self, index: int | None = None) -> None:
        """Learn to play: lesson `index` (default: the first not yet done; past the last,
        the menu)."""

    def lesson_scoring(self, match: Match, course: Course, index: int) -> None:
        """A lesson's game is over: its final scoring (R37), left by Back or Menu."""

    def crash(self, summary: str, details: str, log: Path | None) -> None:
        """The error screen, after every scene was dropped."""
