"""The board's keyboard cursor: the arrow keys move it hex by hex, Tab and Shift+Tab jump
it between the spaces the engine says the tool in hand may go (the scene asks and hands
them over), and the view follows it. No rule is decided here: which spaces are targets is
the engine's answer, given by the scene."""

from __future__ import annotations

from collections.abc import Collection, Sequence

import pygame

from mg.sprites.board_view import BoardView
from mg.sprites.layout import Space

# pointy-top hexes (RULES.md's directions): left and right are W and E; up and down zigzag
# between NW/NE and SW/SE by the row's parity, so the cursor keeps to its column
LEFT, RIGHT = (-1, 0), (1, 0)
UP = {0: (0, -1), 1: (1, -1)}  # even row: NW, odd row: NE
DOWN = {0: (-1, 1), 1: (0, 1)}  # even row: SW, odd row: SE
ARROW_KEYS = (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN)
REACH = 12  # spaces the cursor looks ahead over the sea for the next space of the board


def reading_order(space: Space) -> tuple[int, int]:
    """Row by row, top to bottom, then left to right (as the spaces are drawn)."""
    return (space[1], space[0])


def step(space: Space, key: int) -> Space:
    """The neighbour of `space` an arrow key points at."""
    q, r = space
    if key == pygame.K_LEFT:
        dq, dr = LEFT
    elif key == pygame.K_RIGHT:
        dq, dr = RIGHT
    elif key == pygame.K_UP:
        dq, dr = UP[r % 2]
    else:
        dq, dr = DOWN[r % 2]
    return (q + dq, r + dr)


class BoardCursor:
    """Where the keyboard points on the board, and whether it points (the mouse takes over
    as soon as it moves)."""

    def __init__(self) -> None:
        self.space: Space | None = None
        self.active = False

    def moved(self, key: int, spaces: Collection[Space], start: Space) -> Space | None:
        """The space an arrow key leads to (over sea to the next space of the board, if
        any within reach); None when there is none. `start` is where a cursor not yet
        shown begins."""
        here = self.space if self.space is not None else start
        if not self.active and here in spaces:
            return here  # the first key shows the cursor where it is
        probe = here
        for _ in range(REACH):
            probe = step(probe, key)
            if probe in spaces:
                return probe
        return None

    def jumped(self, targets: Sequence[Space], back: bool) -> Space | None:
        """The next target after the cursor in reading order (the previous one with
        `back`), round the end; None when there is none."""
        if not targets:
            return None
        order = sorted(targets, key=reading_order)
        here = reading_order(self.space) if self.space is not None and self.active else None
        if back:
            before = [s for s in order if here is None or reading_order(s) < here]
            return before[-1] if before else order[-1]
        after = [s for s in order if here is None or reading_order(s) > here]
        return after[0] if after else order[0]

    def look(self) -> object:
        return (self.space, self.active)


def follow(view: BoardView, space: Space) -> bool:
    """Pan the view so that `space` is well inside it (a hex clear of the edge); True when
    the board moved."""
    x, y = view.layout.to_pixel(space)
    left, top, w, h = view.camera.viewport
    margin = 1.5 * view.layout.size
    inner = pygame.Rect(left, top, w, h).inflate(-2 * margin, -2 * margin)
    dx = dy = 0.0
    if x < inner.left:
        dx = inner.left - x
    elif x > inner.right:
        dx = inner.right - x
    if y < inner.top:
        dy = inner.top - y
    elif y > inner.bottom:
        dy = inner.bottom - y
    if not dx and not dy:
        return False
    return view.pan(round(dx), round(dy))
