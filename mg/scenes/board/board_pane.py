"""The board as the board scenes show it: the view (zoomed and panned by the camera, gliding
to a computer player's move), its moving sprites (the pieces being animated, the oracles
turning, `mg/sprites/board_sprites.py`), and the outline of the last player's moves
(pulsing a moment, then kept until another player acts)."""

from __future__ import annotations

import math

import pygame

from mg.engine import Game
from mg.match import Outcome
from mg.scenes.board.camera_input import CameraControls
from mg.scenes.context import Context
from mg.sprites.animations import PieceMotion, animations_for
from mg.sprites.board_sprites import BoardSprites
from mg.sprites.board_view import BoardView
from mg.sprites.glide import Glide, glide_target
from mg.sprites.idle_motion import draw_flag, flag_rect
from mg.sprites.layout import Space
from mg.sprites.pieces.tiles import Key
from mg.ui.audio import outcome_sounds

PULSE_SECONDS = 2.5  # the last move's outline pulses this long, then stays still
Rect = tuple[int, int, int, int]


class BoardPane:
    """What moves on the board, and drawing it; the scene decides what a click means."""

    def __init__(self, ctx: Context, game: Game, rect: Rect) -> None:
        self.ctx, self.game = ctx, game
        self.view = BoardView(game.board, rect, ctx.size, ctx.look)
        self.revision = 0  # bumps whenever the game changes: cached drawings are redrawn
        self.sprites = BoardSprites(self.view)  # animations, oracles: what moves on it
        self.marked: list[Space] = []  # the moves of the last player to act, outlined
        self.marked_by: str | None = None  # … who made them
        self.clock = 0.0
        self.moved_at = -PULSE_SECONDS  # when last_move was made (its outline pulses a while)
        self.camera = CameraControls()  # zoom and pan of the board
        self.glide: Glide | None = None  # the camera on its way to a computer player's move

    @property
    def last_move(self) -> Space | None:
        """Where the last piece went (None before any, and after an undo)."""
        return self.marked[-1] if self.marked else None

    @last_move.setter
    def last_move(self, space: Space | None) -> None:
        self.marked = [] if space is None else [space]

    def glide_to(self, space: Space | None, duration: float = 0.6) -> bool:
        """Start gliding the zoomed-in camera to `space` when it is not well in view; True
        when a glide started (a glide already under way goes on)."""
        if self.glide is not None:
            return True
        target = None if space is None else glide_target(self.view, space)
        seconds = self.ctx.duration(duration)
        if target is None or seconds <= 0:
            return False
        self.glide = Glide(self.view, target, seconds)
        return True

    def gliding(self) -> bool:
        return self.glide is not None

    def relayout(self, rect: Rect) -> None:
        """A new size: a new view; what moved for the old one ends at once."""
        self.view = BoardView(self.game.board, rect, self.ctx.size, self.ctx.look)
        self.sprites.close()
        self.sprites = BoardSprites(self.view)
        self.glide = None
        self.revision += 1

    def changed(self) -> None:
        self.revision += 1

    def show(self, outcome: Outcome, animate: bool = True) -> None:
        """Show what an applied action (or undo) changed, from its effects: pieces animate
        in (at once when `animate` is off), the oracles it moved turn, the moved piece is
        outlined, the sounds play."""
        if outcome.moved is not None:
            self.mark(outcome)
        elif outcome.undone:
            self.sprites.stop()
            self.marked = []  # as the match keeps it: no outline after an undo
        self.sprites.animate(self.animations(outcome, animate))
        self.sprites.turn(outcome.effects, self.game, self.ctx.duration(0.8))  # (R35)
        for name in outcome_sounds(outcome):
            self.ctx.sound(name)
        self.changed()

    def animations(self, outcome: Outcome, animate: bool) -> list[PieceMotion]:
        """The one place an outcome becomes animations (from its effects); at once (no
        time) when `animate` is off."""
        duration = self.ctx.duration(0.45) if animate else 0.0
        return animations_for(outcome.effects, self.game, self.view, duration)

    def mark(self, outcome: Outcome) -> None:
        """Outline the piece moved, with the other moves of the same player's turn; the
        first move of another player clears them."""
        actor = next((e.colour for e in outcome.entries if e.kind == "action"), None)
        if actor != self.marked_by or actor is None:
            self.marked = []
        self.marked_by = actor
        if outcome.moved is not None and outcome.moved not in self.marked:
            self.marked.append(outcome.moved)
        self.moved_at = self.clock

    def board_moved(self) -> None:
        """Zoomed or panned (by the player: a glide stops there); animations laid out for
        the old view end at once."""
        self.sprites.stop()
        self.glide = None

    def update(self, dt: float) -> None:
        self.clock += dt
        self.view.advance(self.game)
        if self.glide is not None:
            self.glide.update(dt)
            if self.glide.done:
                self.glide = None
        self.sprites.update(dt, self.game, self.revision)

    def pulsing(self) -> bool:
        """Whether the last move's outline still pulses."""
        return self.clock - self.moved_at < PULSE_SECONDS

    def animating(self) -> bool:
        """Whether anything on the board moves: pieces, oracles, the camera, the last move's
        pulse."""
        return (
            self.sprites.moving()
            or self.glide is not None
            or self.pulsing()
            or self.view.rendering()
        )

    def draw_flags(self, surface: pygame.Surface) -> None:
        """Each oracle's pennant, in the wind at this moment (idle motion)."""
        clip = surface.get_clip()
        surface.set_clip(pygame.Rect(self.view.camera.viewport).clip(clip))
        for oracle in self.game.oracles():
            controller = self.game.oracle_controller(oracle)
            colour = self.ctx.palette.player[controller] if controller else (250, 250, 245)
            draw_flag(surface, self.view.layout, oracle, colour, self.clock)
        surface.set_clip(clip)

    def ambient(self) -> list[pygame.Rect]:
        """The areas that move by themselves on a still board: the pennants in view."""
        viewport = pygame.Rect(self.view.camera.viewport)
        rects = (
            flag_rect(self.view.layout, oracle).clip(viewport) for oracle in self.game.oracles()
        )
        return [rect for rect in rects if rect.w and rect.h]

    def hidden(self) -> frozenset[Key]:
        """Pieces being animated, left out of the cached layer."""
        return self.sprites.hidden()

    def draw(self, surface: pygame.Surface, also_hidden: frozenset[Key] = frozenset()) -> None:
        """The cached board layer (without the pieces animated, nor `also_hidden`), the
        moving sprites over it, the pennants, the last moves' outline."""
        game, view = self.game, self.view
        view.draw(surface, game, self.revision, self.hidden() | also_hidden)
        self.sprites.draw(surface, game, self.revision)
        self.draw_flags(surface)
        if not self.marked or self.sprites.animations():
            return
        wave = math.sin(self.clock * 4) if self.pulsing() else 0.0
        width = max(2, round(self.ctx.px(3) * (1.2 + 0.4 * wave)))
        outlined: set[Space] = set()
        for moved in self.marked:  # a city's move outlines the whole city
            place = game.place_at(moved)
            outlined.update(game.place_spaces(place) if place in game.cities() else [moved])
        for space in sorted(outlined):
            view.outline(surface, space, (255, 255, 255), width, 1.0)
