"""Where a scene can send the player, without knowing any other scene: the scenes ask the
navigator (`ctx.nav`); only `mg.scenes.flow` knows the concrete scenes behind it."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from pathlib import Path

    from pygame import Rect

    from mg.engine import Board, Draw, Game
    from mg.match import Match
    from mg.net.follow.your_turns import YourTurns
    from mg.net.net_table import NetTable
    from mg.scenes.menu.new_game import MenuSetup
    from mg.store.new_game_setup import NewGameSetup
    from mg.store.session import Session
    from mg.table.table import Table
    from mg.text.lessons import Course
    from mg.ui.notice import Notice


@dataclass(frozen=True, slots=True)
class BoardToggle:
    """A finished game's "Show board" / "Show scores" choice, for its pause menu."""

    board_shown: bool  # the final board is shown, the score table hidden
    toggle: Callable[[], None]


@dataclass(frozen=True)
class Question:
    """A confirmation, in the words shown: a title, a message and 2–3 choices (key, label)
    in the order shown. Enter presses the focused choice, `safe` at first; Esc presses
    `cancel`. `option` is the label of a box to tick (e.g. "Don't ask again"), if any."""

    title: str
    message: str
    choices: tuple[tuple[str, str], ...]
    safe: str
    cancel: str
    option: str = ""


# The player's answer: the choice's key and whether the option was ticked. It returns None
# once done, or why it could not be done, as data (the question then stays up and says so).
Answer = Callable[[str, bool], "Notice | None"]


class Navigator(Protocol):
    """The ways between scenes."""

    @property
    def match(self) -> Match | None:
        """The game in progress, if any."""

    @property
    def setup(self) -> MenuSetup:
        """The new-game setup the menus edit, kept between them (a menu hands it on to
        `new_game` as a value)."""

    def host(self) -> None:
        """Where to host a network game: this computer or a server."""

    def host_here(self) -> None: ...

    def host_on(self, address: str, clock: str | None = None) -> None:
        """A network game's lobby, its room opened on the server at `address` with the game
        clock `clock` (CLOCKS; None: none)."""

    def host_again(self, game_id: str) -> None: ...

    def join(self) -> None: ...

    def lobby(self, net: NetTable) -> None: ...

    def rejoin(self, address: str, code: str) -> None:
        """Join again the network game of room `code` at `address` (this machine keeps a
        seat's token for it: the same seat)."""

    def network(self, net: NetTable | None) -> None: ...

    def net_play(self, net: NetTable) -> None: ...

    @property
    def online(self) -> bool:
        """Whether the game shown is a network game (its board is up)."""

    @property
    def join_code(self) -> str | None:
        """The room code of the network game shown (others join it, or come back to it,
        with this code), or None."""

    def leave(self, go: Callable[[], None]) -> None:
        """`go` (to the main menu, or quitting) once the player agreed to leave the network
        game others are connected to; at once when nobody else is."""

    def menu(self) -> None:
        """Leave every scene for the main menu."""

    def new_game(
        self, setup: NewGameSetup, seed: int | None = None, board: Board | None = None
    ) -> None:
        """Start a game of `setup` (its first `players` seats; with `seed`, else the --seed
        flag's or a new one; on `board`, else the map): the oracle setup comes first (R4)."""

    def resume(self, session: Session) -> Notice | None:
        """Carry on with a loaded game; the reason when it cannot be (nothing changes)."""

    def play(self, table: Table) -> None:
        """The setup is done: play the rounds at `table` (the first turn is announced)."""

    def scoring(self, match: Match) -> None:
        """The game is over: the final scoring (R37)."""

    def banner(self, text: str, colour: str | None = None, bot: bool = False) -> None:
        """A short banner across the board ("Brown's turn"; a computer player's marked)."""

    def pause(self, board: BoardToggle | None = None) -> None:
        """The pause menu; with `board`, the menu of a finished game (nothing to resume;
        Show board or Show scores instead)."""

    def help(self, rule: str | None = None) -> None:
        """The rules help, opened at `rule` (e.g. "R23")."""

    def log(self) -> None:
        """The game log of the game in progress."""

    def chat(self, table: Table) -> None:
        """The chat box of the network game at `table`: say something, or mute a player."""

    def replay(self, match: Match, at: int | None = None, from_table: bool = False) -> None:
        """The replay viewer of `match`'s record, read-only, at moment `at` (the
        game after that many actions; default: the last); Esc comes back here as it was.
        `from_table`: opened from the game's final table (else a finished game's viewer
        offers that table)."""

    def draw_tiles(
        self,
        game: Game,
        draws: Sequence[Draw],
        choose: Callable[[Draw], object],
        keep_clear: Sequence[Rect] = (),
        room: Rect | None = None,
        start: Draw | None = None,
    ) -> None:
        """The dialog that draws tiles from the reserve (R13); `choose` plays the draw. The
        dialog stays inside `room` and off the `keep_clear` rectangles where it can, and
        opens at `start` (a hint's split) when it is one of `draws`."""

    def save(self) -> None:
        """Save the game in progress under a name."""

    def load(self) -> None:
        """Choose a saved game."""

    def games(self, turns: YourTurns | None = None) -> None:
        """Your games kept: open, continue, export, import or delete one; and the network
        games this machine has a seat in, as `turns` (the menu's watcher) hears them."""

    def statistics(self, session: Session) -> None:
        """A game's statistics and analysis, over the screen shown; an
        analysis made there is kept with the game."""

    def settings(self) -> None:
        """The settings."""

    def lesson(self, index: int | None = None) -> None:
        """Learn to play: lesson `index` (default: the first not yet done; past the last,
        the menu)."""

    def lesson_scoring(self, match: Match, course: Course, index: int) -> None:
        """A lesson's game is over: its final scoring (R37), left by Back or Menu."""

    def confirm(self, question: Question, answer: Answer) -> None:
        """Ask `question` over the screen; the player's choice goes to `answer`."""

    def crash(self, summary: str, details: str, log: Path | None) -> None:
        """The error screen, after every scene was dropped."""
