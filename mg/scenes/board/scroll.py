"""What a scroll on the board means, for a mouse wheel and a trackpad alike.

A mouse wheel moves in whole notches: a notch turns the road tile (Ctrl: zooms a step). A
trackpad's two-finger scroll comes as a stream of small, precise values (SDL's
`precise_x` / `precise_y`, already in the direction the system is set to): it pans the
board by them, and never turns the road tile — only a deliberate scroll does, one step for
every TURN_THRESHOLD units in one direction while there is nothing to pan. A trackpad's
pinch comes as Ctrl+scroll: it zooms a step for every ZOOM_THRESHOLD units, about the
pointer. No pygame display is needed (tests feed it events)."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

PAN_PX = 40.0  # pixels (at 1920x1080) a precise scroll unit pans
TURN_THRESHOLD = 2.5  # precise units of vertical scroll that turn the road tile a step
ZOOM_THRESHOLD = 1.0  # precise units of Ctrl+scroll (a pinch) that zoom a step


@dataclass(frozen=True)
class Scrolled:
    """What one wheel event does: pan by (dx, dy) pixels, zoom by steps, turn by steps."""

    pan: tuple[float, float] = (0.0, 0.0)
    zoom: int = 0
    turn: int = 0


def precise(event: pygame.event.Event) -> tuple[float, float]:
    """The event's scroll as SDL measured it (whole notches when it gives nothing finer)."""
    return (
        float(getattr(event, "precise_x", event.x)),
        float(getattr(event, "precise_y", event.y)),
    )


def whole_notches(x: float, y: float) -> bool:
    """A mouse wheel's click: a whole number of notches, up or down only."""
    return x == 0 and y != 0 and y == int(y)


class Scroll:
    """Scrolls read into pans, zooms and turns; the small ones add up."""

    def __init__(self) -> None:
        self.zoom_sum = 0.0  # a pinch's (Ctrl+scroll) units not yet a zoom step
        self.turn_sum = 0.0  # a trackpad's vertical units not yet a turn, on an unpannable board

    def read(self, event: pygame.event.Event, ctrl: bool, scale: float, pannable: bool) -> Scrolled:
        """What `event` (a MOUSEWHEEL) does, with Ctrl held or not, at the UI's `scale`,
        on a board that can be panned (zoomed in) or not."""
        x, y = precise(event)
        if ctrl:
            self.turn_sum = 0.0
            if whole_notches(x, y):
                return Scrolled(zoom=int(y))
            self.zoom_sum += y
            steps = int(self.zoom_sum / ZOOM_THRESHOLD)
            self.zoom_sum -= steps * ZOOM_THRESHOLD
            return Scrolled(zoom=steps)
        self.zoom_sum = 0.0
        if whole_notches(x, y):
            return Scrolled(turn=1 if y > 0 else -1)
        if pannable:
            self.turn_sum = 0.0  # a pan never turns the tile
            return Scrolled(pan=(-x * PAN_PX * scale, y * PAN_PX * scale))
        if self.turn_sum * y < 0:
            self.turn_sum = 0.0  # the other way: start again
        self.turn_sum += y
        steps = int(self.turn_sum / TURN_THRESHOLD)
        self.turn_sum -= steps * TURN_THRESHOLD
        return Scrolled(turn=steps)
