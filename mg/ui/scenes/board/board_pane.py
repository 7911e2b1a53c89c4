"""The board as the board scenes show it: the view (zoomed and panned by the camera), the
pieces being animated, the oracles turning, and the last move's pulsing outline."""

from __future__ import annotations

import math

import pygame

from mg.engine import Game
from mg.match import Outcome
from mg.ui.audio import outcome_sounds
from mg.ui.context import Context
from mg.ui.draw.animations import Animation, OracleMotion, animations_for
from mg.ui.draw.board_view import BoardView
from mg.ui.draw.layout import Space
from mg.ui.scenes.board.camera_input import CameraControls

PULSE_SECONDS = 2.5  # the last move's outline pulses this long, then stays still
Rect = tuple[int, int, int, int]


class BoardPane:
    """What moves on the board, and drawing it; the scene decides what a click means."""

    def __init__(self, ctx: Context, game: Game, rect: Rect) -> None:
        self.ctx, self.game = ctx, game
        self.view = BoardView(game.board, rect, ctx.size, ctx.look)
        self.revision = 0  # bumps whenever the game changes: cached drawings are redrawn
        self.anims: list[Animation] = []
        self.oracle_motion = OracleMotion()
        self.last_move: Space | None = None  # outlined on the board
        self.clock = 0.0
        self.moved_at = -PULSE_SECONDS  # when last_move was made (its outline pulses a while)
        self.camera = CameraControls()  # zoom and pan of the board

    def relayout(self, rect: Rect) -> None:
        """A new size: a new view; what moved for the old one ends at once."""
        self.view = BoardView(self.game.board, rect, self.ctx.size, self.ctx.look)
        self.anims.clear()
        self.oracle_motion.reset()
        self.revision += 1

    def changed(self) -> None:
        self.revision += 1

    def show(self, outcome: Outcome, animate: bool = True) -> None:
        """Show what an applied action (or undo) changed: pieces animate in (at once when
        `animate` is off), the moved piece is outlined, the sounds play."""
        if outcome.moved is not None:
            self.last_move, self.moved_at = outcome.moved, self.clock
        elif outcome.undone:
            self.anims.clear()
            self.last_move = None
        if outcome.before is not None and outcome.after is not None:
            self.anims.extend(animations_for(
                outcome.before, outcome.after, self.game, self.view,
                self.ctx.duration(0.45) if animate else 0.0))
        for name in outcome_sounds(outcome):
            self.ctx.sound(name)
        self.changed()

    def board_moved(self) -> None:
        """Zoomed or panned: animations laid out for the old view end at once."""
        self.anims.clear()

    def update(self, dt: float) -> None:
        self.clock += dt
        for anim in self.anims:
            anim.update(dt)
        if any(a.done for a in self.anims):
            self.anims = [a for a in self.anims if not a.done]
        if self.oracle_motion.retarget(self.game, self.view, (self.revision, self.ctx.size),
                                       self.ctx.duration(0.8)):
            self.ctx.sound("oracle")
        self.oracle_motion.update(dt)

    def pulsing(self) -> bool:
        """Whether the last move's outline still pulses."""
        return self.clock - self.moved_at < PULSE_SECONDS

    def animating(self) -> bool:
        """Whether anything on the board moves: pieces, oracles, the last move's pulse."""
        motion = self.oracle_motion
        return (bool(self.anims or motion.tweens or motion.glow_left) or self.pulsing()
                or self.view.rendering())

    def hidden(self) -> frozenset[tuple[object, ...]]:
        """Pieces being animated, left out of the cached layer."""
        if not self.anims:
            return frozenset()
        return frozenset().union(*(a.hides for a in self.anims))

    def draw(self, surface: pygame.Surface,
             also_hidden: frozenset[tuple[object, ...]] = frozenset()) -> None:
        game, view = self.game, self.view
        view.draw(surface, game, self.revision, self.hidden() | also_hidden)
        for anim in self.anims:
            anim.draw(surface, view)
        view.draw_oracles(surface, game, self.oracle_motion.shown, self.oracle_motion.glow())
        if self.last_move is not None and not self.anims:
            place = game.place_at(self.last_move)
            spaces = game.place_spaces(place) if place in game.cities() else [self.last_move]
            wave = math.sin(self.clock * 4) if self.pulsing() else 0.0
            width = max(2, round(self.ctx.px(3) * (1.2 + 0.4 * wave)))
            for space in spaces:
                view.outline(surface, space, (255, 255, 255), width, 1.0)
