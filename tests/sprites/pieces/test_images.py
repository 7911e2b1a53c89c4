"""One way to draw each piece: a road tile's picture comes from `PieceImages.road` wherever a
road tile is shown — laid on the board, under the mouse, being laid — and likewise a city's
and a market's; without the art, each is its plain picture."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from mg.sprites.animations import CityRise, MarketPop, MarketTip, RoadLay
from mg.sprites.paint.art import Art
from mg.sprites.paint.palette import Palette
from mg.sprites.pieces.ghost import GhostRoad
from mg.sprites.pieces.images import GHOST_ALPHA, Ends, PieceImages
from mg.sprites.pieces.tiles import CityTile, Market, RoadTile
from tests.support import piece_positions as on_board
from tests.support.piece_positions import every_piece, prepared_view

MARK = (255, 0, 255)  # no piece is drawn in it


def marked(size: float) -> pygame.Surface:
    image = pygame.Surface((round(size * 2), round(size * 2)), pygame.SRCALPHA)
    image.fill((*MARK, 255))
    return image


def shows_mark(image: pygame.Surface | None) -> bool:
    assert image is not None
    w, h = image.get_size()
    return any(image.get_at((x, y))[:3] == MARK for x in range(w) for y in range(0, h, 2))


def test_the_still_road_the_ghost_and_the_laying_road_share_one_picture(
    window: pygame.Surface, monkeypatch: pytest.MonkeyPatch
) -> None:
    def road(images: PieceImages, colour: str, ends: Ends, size: float) -> pygame.Surface:
        return marked(size)

    monkeypatch.setattr(PieceImages, "road", road)
    game = every_piece()
    view = prepared_view(game)
    view.pieces(game, "key")
    still = next(p for p in view.still.sprites() if isinstance(p, RoadTile))
    assert shows_mark(still.image)
    ghost = GhostRoad(view.images, view.layout, on_board.GHOST, (1, 4), "yellow", legal=True)
    assert shows_mark(ghost.image) and ghost.image is not None
    assert ghost.image.get_alpha() == GHOST_ALPHA  # see-through
    laying = RoadLay(view, on_board.RED_ROAD, on_board.ROAD_ENDS, "red", on_board.ROAD_ENDS[0], 1.0)
    laying.update(0.9)
    assert shows_mark(laying.image)


def test_the_still_city_and_the_rising_city_share_one_picture(
    window: pygame.Surface, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(PieceImages, "city", lambda images, colour, size: marked(size))
    game = every_piece()
    view = prepared_view(game)
    view.pieces(game, "key")
    assert all(shows_mark(p.image) for p in view.still.sprites() if isinstance(p, CityTile))
    rising = CityRise(view, on_board.YELLOW_CITY, "yellow", 1.0)
    rising.update(0.5)
    assert shows_mark(rising.image)


def test_every_market_shown_shares_one_picture(
    window: pygame.Surface, monkeypatch: pytest.MonkeyPatch
) -> None:
    def market(
        images: PieceImages,
        colour: str,
        size: float,
        lying: bool,
        active: bool,
        scale: float = 1.0,
    ) -> pygame.Surface:
        return marked(size * scale / 2)

    monkeypatch.setattr(PieceImages, "market", market)
    game = every_piece()
    view = prepared_view(game)
    view.pieces(game, "key")
    assert all(shows_mark(p.image) for p in view.still.sprites() if isinstance(p, Market))
    spot = view.market_spot(game, on_board.VILLAGE, "yellow")
    for anim in (
        MarketPop(view, on_board.VILLAGE, "yellow", spot, 1.0),
        MarketTip(view, on_board.VILLAGE, "yellow", spot, 1.0),
    ):
        anim.update(0.5)
        assert shows_mark(anim.image), type(anim).__name__
    scoring = pygame.Surface((200, 200))  # the final scoring's fading markets
    view.draw_market(scoring, "yellow", (100, 100), False, alpha=255)
    assert shows_mark(scoring)


@pytest.mark.parametrize("name", ["classic", "contrast"])
def test_without_the_art_a_road_is_its_plain_picture(
    window: pygame.Surface, tmp_path: Path, name: str
) -> None:
    palette = Palette(name)
    images = PieceImages(palette, Art(tmp_path))  # no images there
    assert images.road_art("red", (0, 3), 40) is None
    road = images.road("red", (0, 3), 40)
    w, h = road.get_size()
    colours = {road.get_at((x, y))[:3] for x in range(w) for y in range(h) if road.get_at((x, y)).a}
    assert palette.player["red"] in colours
    # a refused ghost is the same picture, fainter: its refusal is marked on the board,
    # never by another colour (a red tint turned a yellow city orange)
    refused = images.ghost_road("red", (0, 3), 40, legal=False)
    legal = images.ghost_road("red", (0, 3), 40, legal=True)
    pixels = [(x, y) for x in range(w) for y in range(h)]
    assert [refused.get_at(p) for p in pixels] == [road.get_at(p) for p in pixels]
    assert (refused.get_alpha() or 255) < (legal.get_alpha() or 255)
