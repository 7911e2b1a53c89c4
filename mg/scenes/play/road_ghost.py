"""The road tile under the mouse in the play scene: its ends, the legal orientations of its
space likeliest first (offered once each time the mouse enters a space), the shape the player
last chose, and what laying it would do — worked out once per space, orientation and board
revision, not every frame. No pygame."""

from __future__ import annotations

from collections.abc import Sequence

from mg.engine import Game, PlaceRoad, Space, road_shape
from mg.scenes.play.road_choice import Ends, flipped, rank_ends, rotated
from mg.text.road_effect import RoadEffect, road_effect


class RoadGhost:
    """The road tile the mouse holds."""

    def __init__(self) -> None:
        self.ends: Ends = (0, 3)
        self.shape: str | None = None  # "straight" or "curved", as last chosen
        self.ranked: list[Ends] = []  # the hovered space's legal ends, likeliest first
        self.offered_for: tuple[object, ...] | None = None
        self.effects: dict[tuple[Space, Ends], RoadEffect | None] = {}
        self.effects_revision = -1
        self.effects_worked_out = 0  # how many times a road was tried on a copy of the game

    def offer(
        self,
        game: Game,
        space: Space | None,
        revision: int,
        options: Sequence[Ends],
        prefer: Ends | None = None,
    ) -> None:
        """Offer the likeliest of `options` on `space` (`prefer`, a hint's ends, first) —
        once for each space, board revision and hint, so R/F turns stay put meanwhile."""
        key = (space, revision, prefer)
        if key == self.offered_for:
            return
        self.offered_for = key
        self.ranked = (
            rank_ends(game, space, options, self.shape, prefer)
            if space is not None and options
            else []
        )
        if self.ranked:
            self.ends = self.ranked[0]

    def rotate(self, step: int) -> None:
        """R and the wheel: the next (or previous) legal orientation."""
        self.ends = rotated(self.ranked, self.ends, step)

    def flip(self) -> None:
        """F and right-click: straight ↔ curved; the shape is remembered."""
        self.ends = flipped(self.ranked, self.ends)
        self.shape = road_shape(self.ends)

    def placed(self, ends: Ends) -> None:
        """A road was laid: its shape is the one to offer first among equals."""
        self.shape = road_shape(ends)

    def effect(self, game: Game, space: Space, revision: int) -> RoadEffect | None:
        """What the ghost's road on `space` would do (None when the engine refuses it)."""
        if revision != self.effects_revision:
            self.effects, self.effects_revision = {}, revision
        key = (space, self.ends)
        if key not in self.effects:
            action = PlaceRoad(space, self.ends)
            legal = game.why_illegal(action) is None
            self.effects[key] = road_effect(game, action) if legal else None
            self.effects_worked_out += legal
        return self.effects[key]
