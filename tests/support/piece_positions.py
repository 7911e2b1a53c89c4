"""A small board with every kind of piece on it, for the tests of the board's sprites: a
red city of two tiles with its market on a plaza, a yellow city, a red road, a village
with a yellow market and a sold red one, an oracle that red's city controls and one that
favours no city."""

from __future__ import annotations

import pygame

from mg.engine import Game, Space
from mg.sprites.board_view import BoardView
from mg.sprites.look import Look
from tests.support.builders import Position

RED_CITY: tuple[Space, Space] = ((4, 4), (4, 5))
YELLOW_CITY: Space = (2, 8)
RED_ROAD: Space = (5, 4)
ROAD_ENDS = (3, 0)
VILLAGE: Space = (7, 7)
HELD, UNHELD = (7, 3), (2, 2)  # oracles: one pointing at the red city, one at none
GHOST: Space = (8, 5)  # an empty land space
NEARER: Space = (5, 5)  # red's city grown here is nearer the held oracle


def every_piece(held_by: Space = RED_CITY[0], *grown: Space) -> Game:
    """The position; the held oracle points at the city on `held_by` (red's, or yellow's);
    red's city has the tiles on `grown` besides its own."""
    p = Position(("yellow", "red")).village(VILLAGE).oracle(HELD, points_at=held_by)
    p.oracle(UNHELD).city("red", *RED_CITY, *grown, market=True).city("yellow", YELLOW_CITY)
    p.road("red", RED_ROAD, ROAD_ENDS).market("yellow", VILLAGE).market("red", VILLAGE, sold=True)
    return p.game()


RECT, WINDOW = (0, 0, 640, 600), (800, 600)  # where the board goes, in a window this size


def prepared_view(game: Game, look: Look | None = None) -> BoardView:
    """A view of `game`'s board whose map, names and pictures are ready (needs a display)."""
    view = BoardView(game.board, RECT, WINDOW, look or Look())
    while not view.prepare(game):
        pass
    return view


def rect_of(sprite: pygame.sprite.Sprite) -> pygame.Rect:
    """Where a sprite of the board is drawn (every one has a whole-pixel rect)."""
    assert isinstance(sprite.rect, pygame.Rect)
    return sprite.rect
