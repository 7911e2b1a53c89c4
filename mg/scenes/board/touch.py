"""What fingers on the board mean: SDL's finger events read into taps, drags, pinches and
long presses. A finger that barely moves and lifts is a tap; one that moves is a drag (the
board pans with it); two fingers pinch (the board zooms a step for every PINCH_STEP of
their spread, about their middle, and pans with it); one held still HOLD_SECONDS is a long
press (the tooltip). Positions are the window's pixels (SDL gives fractions of it)."""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

HOLD_SECONDS = 0.5  # a finger held still this long is a long press
SLOP_PX = 24.0  # a finger that moves less (at 1920x1080) still taps
PINCH_STEP = 1.2  # the fingers' spread grows (or shrinks) by this factor a zoom step
FINGER_EVENTS = (pygame.FINGERDOWN, pygame.FINGERMOTION, pygame.FINGERUP)
Point = tuple[float, float]


@dataclass(frozen=True)
class Tap:
    at: Point


@dataclass(frozen=True)
class Drag:
    by: Point  # pixels the board moves


@dataclass(frozen=True)
class Pinch:
    steps: int  # zoom steps, in (positive) or out
    at: Point  # the fingers' middle


@dataclass(frozen=True)
class Hold:
    at: Point


Gesture = Tap | Drag | Pinch | Hold


def finger_point(event: pygame.event.Event, size: tuple[int, int]) -> Point:
    """Where a finger event is, in the window's pixels."""
    return (event.x * size[0], event.y * size[1])


def synthesized(event: pygame.event.Event) -> bool:
    """A mouse event SDL made from a touch (it is handled as the touch, never twice)."""
    return bool(getattr(event, "touch", False))


class TouchInput:
    """The fingers on the board and what they are doing."""

    def __init__(self) -> None:
        self.fingers: dict[int, Point] = {}
        self.start: Point | None = None  # where a lone finger came down
        self.held = 0.0  # seconds the lone finger has been down
        self.moved = False  # it moved past the slop: a drag, not a tap
        self.spread = 0.0  # two fingers' distance when their pinch last stepped
        self.gestured = False  # more than one finger, or a long press: no tap on lifting

    def handle(self, event: pygame.event.Event, size: tuple[int, int], px: float) -> list[Gesture]:
        """The gestures a finger event completes (`px`: the UI's scale)."""
        finger, at = int(event.finger_id), finger_point(event, size)
        if event.type == pygame.FINGERDOWN:
            self.fingers[finger] = at
            self._began()
            return []
        if finger not in self.fingers:
            return []  # a finger that came down off the board (or under an overlay)
        if event.type == pygame.FINGERMOTION:
            return self._moved(finger, at, SLOP_PX * px)
        del self.fingers[finger]
        tap = not self.fingers and not self.moved and not self.gestured
        if not self.fingers:
            self.start, self.moved, self.gestured = None, False, False
        else:
            self._began()
        return [Tap(at)] if tap else []

    def _began(self) -> None:
        """A finger came down (or one of two lifted): the gesture starts again from here."""
        points = list(self.fingers.values())
        if len(points) == 1:
            self.start, self.held = points[0], 0.0
        else:
            self.gestured = True
            self.spread = distance(points[0], points[1])

    def _moved(self, finger: int, at: Point, slop: float) -> list[Gesture]:
        before = self.fingers[finger]
        self.fingers[finger] = at
        if len(self.fingers) == 1:
            start = self.start or at
            if not self.moved and distance(start, at) < slop:
                return []
            self.moved = True
            return [Drag((at[0] - before[0], at[1] - before[1]))]
        a, b = list(self.fingers.values())[:2]
        middle = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
        gestures: list[Gesture] = [Drag(((at[0] - before[0]) / 2, (at[1] - before[1]) / 2))]
        spread = distance(a, b)
        if self.spread > 0 and spread > 0:
            steps = int(math.log(spread / self.spread) / math.log(PINCH_STEP))
            if steps:
                self.spread *= PINCH_STEP**steps
                gestures.append(Pinch(steps, middle))
        return gestures

    def update(self, dt: float) -> list[Gesture]:
        """A lone finger held still long enough: a long press (once)."""
        if len(self.fingers) != 1 or self.moved or self.gestured or self.start is None:
            return []
        self.held += dt
        if self.held < HOLD_SECONDS:
            return []
        self.gestured = True
        return [Hold(self.start)]

    def down(self) -> bool:
        return bool(self.fingers)


def distance(a: Point, b: Point) -> float:
    return math.hypot(a[0] - b[0], a[1] - b[1])
