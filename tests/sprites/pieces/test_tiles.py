"""Every still piece on the board is a sprite in the still pieces' layered group, in its layer
(city tiles, then road tiles, then markets on their plazas: the board's drawing order), at
its space; the group draws them into the cached board layer, and a piece being animated
is left out of it and comes back after."""

from __future__ import annotations

import math

import pygame

from mg.sprites.board_view import BoardView
from mg.sprites.pieces.layers import CITY, MARKET, ROAD
from mg.sprites.pieces.markets import market_spot
from mg.sprites.pieces.tiles import CityTile, Market, Piece, Plaza, RoadTile, still_pieces
from tests.support.piece_positions import (
    RED_CITY,
    RED_ROAD,
    VILLAGE,
    YELLOW_CITY,
    every_piece,
    prepared_view,
    rect_of,
)


def still(view: BoardView) -> list[Piece]:
    return view.still.sprites()


def near(point: tuple[float, float], centre: tuple[int, int]) -> bool:
    """A picture centred on `point` (its rect's centre, to the pixel)."""
    return math.dist(point, centre) <= 1.5


def test_every_still_piece_is_a_sprite_in_its_layer_at_its_space(window: pygame.Surface) -> None:
    game = every_piece()
    view = prepared_view(game)
    view.pieces(game, "key")
    layout = view.camera.map_layout()  # the cached layer is drawn in the map's coordinates
    pieces = still(view)
    assert all(isinstance(p, pygame.sprite.Sprite) for p in pieces)
    kinds = [(type(p), view.still.get_layer_of_sprite(p)) for p in pieces]
    assert kinds == [
        (CityTile, CITY),  # back to front: (4, 4), (4, 5), then (2, 8)
        (CityTile, CITY),
        (CityTile, CITY),
        (RoadTile, ROAD),
        (Plaza, MARKET),  # red's market on its own city, on a plaza
        (Market, MARKET),
        (Market, MARKET),  # the village's two markets
        (Market, MARKET),
    ]
    cities = [p.key for p in pieces if isinstance(p, CityTile)]
    assert cities == [("city", RED_CITY[0]), ("city", RED_CITY[1]), ("city", YELLOW_CITY)]
    for piece in pieces:
        assert piece.image is not None
        if isinstance(piece, CityTile | RoadTile):
            space = piece.key[1]
            assert isinstance(space, tuple)
            assert near(layout.to_pixel(space), rect_of(piece).center)
            assert rect_of(piece).size == piece.image.get_size()
    markets = {p.key: p for p in pieces if isinstance(p, Market)}
    for colour in ("yellow", "red"):
        spot = market_spot(layout, game, VILLAGE, colour)
        assert near(spot, rect_of(markets["market", VILLAGE, colour]).center)
    sold = markets["market", VILLAGE, "red"].image
    standing = markets["market", VILLAGE, "yellow"].image
    assert sold is not None and standing is not None
    lying, upright = sold.get_bounding_rect(), standing.get_bounding_rect()
    assert lying.w > lying.h and upright.h > upright.w  # R34: a sold market lies


def test_the_still_layer_is_the_map_with_the_group_drawn_on_it(window: pygame.Surface) -> None:
    game = every_piece()
    view = prepared_view(game)
    board = view.pieces(game, "key")
    drawn = view.static().copy()
    view.still.draw(drawn)
    road = rect_of(next(p for p in still(view) if isinstance(p, RoadTile)))
    for x in range(road.left, road.right, 3):  # the road tile, as its sprite drew it
        for y in range(road.top, road.bottom, 3):
            assert board.get_at((x, y)) == drawn.get_at((x, y))
    assert any(
        board.get_at((x, y)) != view.static().get_at((x, y))
        for x in range(road.left, road.right)
        for y in range(road.top, road.bottom)
    )


def test_a_piece_being_animated_is_left_out_and_comes_back(window: pygame.Surface) -> None:
    game = every_piece()
    view = prepared_view(game)
    hidden = frozenset({("road", RED_ROAD), ("market", VILLAGE, "yellow")})
    view.pieces(game, "key", hidden)
    keys = {p.key for p in still(view)}
    assert not keys & hidden and ("city", YELLOW_CITY) in keys
    without = view.pieces(game, "key", hidden).copy()
    back = view.pieces(game, "key")
    assert hidden <= {p.key for p in still(view)}
    road = rect_of(next(p for p in still(view) if isinstance(p, RoadTile)))
    assert any(
        without.get_at((x, y)) != back.get_at((x, y))
        for x in range(road.left, road.right)
        for y in range(road.top, road.bottom)
    )


def test_still_pieces_leaves_out_what_it_is_told_to(window: pygame.Surface) -> None:
    game = every_piece()
    view = prepared_view(game)
    group = still_pieces(game, view.layout, view.images, frozenset({("city", RED_CITY[1])}))
    assert {p.key for p in group.sprites() if isinstance(p, CityTile)} == {
        ("city", RED_CITY[0]),
        ("city", YELLOW_CITY),
    }
