"""`ActionCodec`: every action of a game on one board as an integer and back, and the legal
actions as a mask, for arenas and learning code outside the game (as Catanatron's gym
environment has). The numbering, for n spaces in (r, q) order (index i):

    PlaceOracle(i)        i                         n
    PlaceRoad(i, tile k)  n + 9 i + k               9 n   (k: ROAD_TILES' order, R16)
    PlaceCity(i)          10 n + i                  n
    BuildMarket(i)        11 n + i                  n
    SellMarket(i)         12 n + i                  n
    Draw(r, c)            13 n + 8 r + c            64    (r, c from 0 to 7, R13)
    EndActions()          13 n + 64                 1
    EndTurn()             13 n + 65                 1
"""

from __future__ import annotations

from .actions import (
    Action,
    BuildMarket,
    Draw,
    EndActions,
    EndTurn,
    PlaceCity,
    PlaceOracle,
    PlaceRoad,
    SellMarket,
)
from .board import Board
from .game import Game
from .queries import ROAD_TILES

DRAW_SIDE = 8  # R11/R13: at most 7 tiles of a kind are drawn (the raised draw ladder's top)
_SPACE_KINDS: tuple[type[PlaceOracle | PlaceCity | BuildMarket | SellMarket], ...] = (
    PlaceCity,
    BuildMarket,
    SellMarket,
)
_TILE_INDEX = {ends: k for k, ends in enumerate(ROAD_TILES)}


class ActionCodec:
    """Action <-> integer for games on `board`; `size` integers in all."""

    def __init__(self, board: Board) -> None:
        self.board = board
        n = self.spaces = len(board.spaces)
        self._draws = 13 * n
        self.size = 13 * n + DRAW_SIDE * DRAW_SIDE + 2

    def encode(self, action: Action) -> int:
        """The integer of `action`; ValueError for an action no game on this board can hold."""
        n, index = self.spaces, self.board.index
        if isinstance(action, EndTurn):
            return self._draws + DRAW_SIDE * DRAW_SIDE + 1
        if isinstance(action, EndActions):
            return self._draws + DRAW_SIDE * DRAW_SIDE
        if isinstance(action, Draw):
            if not (0 <= action.roads < DRAW_SIDE and 0 <= action.cities < DRAW_SIDE):
                raise ValueError(f"cannot encode {action!r}")
            return self._draws + DRAW_SIDE * action.roads + action.cities
        i = index.get(action.space)
        if i is None:
            raise ValueError(f"cannot encode {action!r}: off the board")
        if isinstance(action, PlaceOracle):
            return i
        if isinstance(action, PlaceRoad):
            k = _TILE_INDEX.get(action.ends)
            if k is None:
                raise ValueError(f"cannot encode {action!r}: no road tile")
            return n + 9 * i + k
        return (10 + _SPACE_KINDS.index(type(action))) * n + i

    def decode(self, code: int) -> Action:
        """The action of integer `code`; ValueError outside 0..size-1."""
        if type(code) is not int or not 0 <= code < self.size:
            raise ValueError(f"no action has the code {code!r}")
        n, spaces = self.spaces, self.board.spaces
        if code < n:
            return PlaceOracle(spaces[code])
        if code < 10 * n:
            i, k = divmod(code - n, 9)
            return PlaceRoad(spaces[i], ROAD_TILES[k])
        if code < self._draws:
            kind, i = divmod(code, n)
            return _SPACE_KINDS[kind - 10](spaces[i])
        rest = code - self._draws
        if rest == DRAW_SIDE * DRAW_SIDE:
            return EndActions()
        if rest == DRAW_SIDE * DRAW_SIDE + 1:
            return EndTurn()
        return Draw(*divmod(rest, DRAW_SIDE))

    def legal_mask(self, game: Game) -> list[bool]:
        """A list of `size` flags, True at the code of each of `game`'s legal actions."""
        mask = [False] * self.size
        for action in game.legal_actions():
            mask[self.encode(action)] = True
        return mask
