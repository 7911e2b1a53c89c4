"""The camera gliding to another player's move: on a zoomed-in board, a
computer player's piece about to go where the player cannot see it, or only at the edge,
is first brought towards the middle of the view by a short eased pan."""

from __future__ import annotations

from mg.sprites.board_view import BoardView
from mg.sprites.layout import Space
from mg.sprites.tween import Tween, lerp

IN_VIEW = 0.6  # a space within this middle share of the viewport needs no glide


def glide_target(view: BoardView, space: Space) -> tuple[int, int] | None:
    """The pan that brings `space` to the middle of the view (as near as the map's edges
    allow), or None when no glide is needed: the whole board shows, or the space is well
    in view already."""
    camera = view.camera
    x, y, w, h = camera.viewport
    sx, sy = view.layout.to_pixel(space)
    cx, cy = x + w / 2, y + h / 2
    if abs(sx - cx) <= w * IN_VIEW / 2 and abs(sy - cy) <= h * IN_VIEW / 2:
        return None
    target = camera.clamp((camera.pan[0] + cx - sx, camera.pan[1] + cy - sy))
    return None if target == camera.pan else target


class Glide:
    """An eased pan of `view` from where it is to `target` over `duration` seconds."""

    def __init__(self, view: BoardView, target: tuple[int, int], duration: float) -> None:
        self.view, self.start, self.target = view, view.camera.pan, target
        self.tween = Tween(duration, "in_out_sine")

    @property
    def done(self) -> bool:
        return self.tween.done

    def update(self, dt: float) -> None:
        """Move on by `dt` seconds: the view pans to where the glide is now."""
        self.tween.update(dt)
        t = self.tween.t
        x = round(lerp(self.start[0], self.target[0], t))
        y = round(lerp(self.start[1], self.target[1], t))
        pan = self.view.camera.pan
        self.view.pan(x - pan[0], y - pan[1])
