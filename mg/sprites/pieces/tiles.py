"""The still pieces as sprites — city tiles, road tiles, markets and the plazas under them —
and `still_pieces`, a game's pieces in their layers (`layers.py`), which the board view's
cached layer draws once per change."""

from __future__ import annotations

import pygame

from mg.engine import Game
from mg.sprites.layout import Layout, Space
from mg.sprites.pieces.images import Ends, PieceImages
from mg.sprites.pieces.layers import CITY, MARKET, ROAD
from mg.sprites.pieces.markets import Point, market_spot

Key = tuple[
    object, ...
]  # what a piece is: ("city", space), ("road", space), ("market", place, colour)


class Piece(pygame.sprite.Sprite):
    """A piece on the board: its picture, the rectangle it covers, its layer, and its `key`
    (an animation standing for it hides it by that key)."""

    def __init__(self, key: Key, layer: int, image: pygame.Surface, rect: pygame.Rect) -> None:
        super().__init__()
        self.key = key
        self.layer = layer
        self.image = image
        self.rect = rect


def on_space(
    image: pygame.Surface, layout: Layout, space: Space
) -> tuple[pygame.Surface, pygame.Rect]:
    """A tile's picture and where it goes: centred on its space."""
    return image, image.get_rect(center=layout.to_pixel(space))


class CityTile(Piece):
    """A city tile of `colour` on `space`."""

    def __init__(self, images: PieceImages, layout: Layout, space: Space, colour: str) -> None:
        picture = on_space(images.city(colour, layout.size), layout, space)
        super().__init__(("city", space), CITY, *picture)


class RoadTile(Piece):
    """A road tile of `colour` on `space`, its road joining the sides `ends` (R16)."""

    def __init__(
        self, images: PieceImages, layout: Layout, space: Space, colour: str, ends: Ends
    ) -> None:
        picture = on_space(images.road(colour, ends, layout.size), layout, space)
        super().__init__(("road", space), ROAD, *picture)


class Plaza(Piece):
    """The paved disc under `colour`'s market in the city on `place`, centred at `spot`."""

    def __init__(
        self, images: PieceImages, layout: Layout, place: Space, colour: str, spot: Point
    ) -> None:
        image = images.plaza(layout.size)
        middle = image.get_width() // 2
        rect = image.get_rect(topleft=(round(spot[0]) - middle, round(spot[1]) - middle))
        super().__init__(("plaza", place, colour), MARKET, image, rect)


def market_picture(
    images: PieceImages,
    size: float,
    colour: str,
    centre: Point,
    sold: bool,
    active: bool = True,
    scale: float = 1.0,
    tip: float | None = None,
    alpha: int = 255,
) -> tuple[pygame.Surface, pygame.Rect]:
    """A market's picture and where it goes, centred on `centre`: standing, or lying once
    `sold`; `tip` 0..1 turns a standing one onto its side; `scale` and `alpha` as it pops
    in or fades. Unsold and not `active` (R32): greyed."""
    lying = sold if tip is None else False
    image = images.market(colour, size, lying, active or sold, scale)
    if tip is not None:
        image = pygame.transform.rotate(image, -90 * tip)
    if alpha < 255:
        image = image.copy()
        image.set_alpha(alpha)
    return image, image.get_rect(center=(round(centre[0]), round(centre[1])))


class Market(Piece):
    """`colour`'s market in the place on `place`, standing at `spot` (lying once sold)."""

    def __init__(
        self,
        images: PieceImages,
        layout: Layout,
        place: Space,
        colour: str,
        spot: Point,
        sold: bool,
        active: bool,
    ) -> None:
        image, rect = market_picture(images, layout.size, colour, spot, sold, active)
        super().__init__(("market", place, colour), MARKET, image, rect)


def still_pieces(
    game: Game, layout: Layout, images: PieceImages, hidden: frozenset[Key] = frozenset()
) -> pygame.sprite.LayeredUpdates[Piece]:
    """Every city tile, road tile and market of `game` (but the `hidden` ones, being
    animated) as sprites in their layers; city tiles back to front, as tiles nearer the
    bottom overlap."""
    group: pygame.sprite.LayeredUpdates[Piece] = pygame.sprite.LayeredUpdates()
    cities = game.cities()
    for space in sorted(cities, key=lambda s: (s[1], s[0])):
        if ("city", space) not in hidden:
            group.add(CityTile(images, layout, space, cities[space]))
    for space, (colour, ends) in game.roads().items():
        if ("road", space) not in hidden:
            group.add(RoadTile(images, layout, space, colour, ends))
    for place in game.places():
        for colour, how in game.markets_at(place).items():
            if ("market", place, colour) in hidden:
                continue
            spot = market_spot(layout, game, place, colour)
            if place in cities:  # legible on its own colour
                group.add(Plaza(images, layout, place, colour, spot))
            active = game.market_active(colour, place)
            group.add(Market(images, layout, place, colour, spot, how == "sold", active))
    return group
