"""A coach: what the play scene (and the final scoring after it) consults at its hooks to
teach instead of simply play — which actions are allowed, what to ring on the board, the
words of a box over it, when a step is done. The base coach teaches nothing: a real game.
A lesson is a coach given to the play scene (mg/scenes/lesson/coach.py), never a
subclass of it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import pygame

from mg.sprites.paint import palette as pal

if TYPE_CHECKING:
    from mg.engine import Game
    from mg.match import Match
    from mg.scenes.board.rule_chip import Chips
    from mg.scenes.navigator import Navigator
    from mg.scenes.play.legal import Ends
    from mg.sprites.board_view import BoardView
    from mg.sprites.layout import Space

Lines = list[tuple[str, pal.Colour]]


class CoachHost(Protocol):
    """What a coach may use of the scene it coaches (a board scene has all of it): the
    match and its game, the board's revision and view, the navigator, the mouse; the room
    its box may take, its buttons, its status line, its layout; what a click would play."""

    @property
    def match(self) -> Match: ...

    @property
    def game(self) -> Game: ...

    @property
    def revision(self) -> int: ...

    @property
    def view(self) -> BoardView: ...

    @property
    def nav(self) -> Navigator: ...

    @property
    def mouse(self) -> tuple[int, int]: ...

    def room_rect(self) -> tuple[int, int, int, int]:
        """The board's room, before the coach takes its part (`Coach.board_rect`)."""
        ...

    def add_button(self, key: str, text: str, rect: pygame.Rect) -> object:
        """A button of the coach's on the scene's panel (pressed: `Coach.press(key)`)."""
        ...

    def say(self, text: str, bad: bool = False, rule: str | None = None) -> None:
        """`text` in the status line (a refusal's when `bad`), with `rule`'s chip."""
        ...

    def layout(self) -> None:
        """Build the scene's buttons (and the coach's) again."""
        ...

    def hover_action(self) -> object | None:
        """What a click on the space under the mouse would play, if anything."""
        ...

    def hover_fresh(self) -> bool:
        """Whether the hovered space is not the one just played on."""
        ...


class Coach:
    """The hooks a board scene consults; each does what a real game does unless a coach
    overrides it."""

    scene_name = "play"  # the name of the play scene it coaches (as tests and faults see it)
    offers_hints = True  # the Hint button (when the setting is on)
    asks_before_idle_end = True  # End actions with nothing done asks first
    teaches = False  # a box over the board, rule chips that open even while scoring plays

    def attach(self, host: CoachHost) -> None:
        """The scene this coach now coaches (called once by the scene)."""

    # -- layout ---------------------------------------------------------------------------
    def board_rect(self, rect: tuple[int, int, int, int]) -> tuple[int, int, int, int]:
        """The board's room, given the room a real game gives it."""
        return rect

    def build_ui(self) -> None:
        """Add the coach's own buttons to the scene (after the scene's)."""

    def disabled(self) -> set[str]:
        """Buttons the coach keeps off (over what the game allows)."""
        return set()

    # -- input ----------------------------------------------------------------------------
    def press(self, key: str) -> bool:
        """A button was pressed: True when the coach handled it (the scene does nothing)."""
        return False

    def allows(self, action: object) -> bool:
        """Before a human's action is played: False when the coach refuses it (and has said
        why); the engine still judges what it allows."""
        return True

    def applied(self, action: object) -> None:
        """A human's action was played."""

    def game_over(self) -> bool:
        """The game just ended: True when the coach leads on (the scene does not)."""
        return False

    # -- what the board and tooltip show --------------------------------------------------
    def road_shown(self, space: Space) -> Ends | None:
        """The road the coach shows on `space`, if any (the ghost takes it first there)."""
        return None

    def tooltip(self, lines: Lines) -> Lines:
        """The tooltip's lines for the hovered space, given the game's."""
        return lines

    def draw_mark(self, surface: pygame.Surface) -> None:
        """Drawn with the board, under the targets and labels drawn after it."""

    def draw_extras(self, surface: pygame.Surface) -> bool:
        """Drawn over the board; True when it takes the place of the hint's line."""
        return False

    def chips(self) -> Chips:
        """The coach's clickable rule references on screen."""
        return []

    # -- the final scoring ----------------------------------------------------------------
    def again_button(self) -> tuple[str, str] | None:
        """The button in place of "Play again" (key, label); None: Play again."""
        return None
