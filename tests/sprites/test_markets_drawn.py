"""Markets on the board are large, outlined for contrast, stacked without covering each
other, and sold ones look sold (issue 9 point 7), in both palettes."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from collections.abc import Iterator  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from mg.engine import Game  # noqa: E402
from mg.ui.draw.board_view import BoardView  # noqa: E402
from mg.ui.draw.look import Look  # noqa: E402
from mg.ui.draw.palette import Palette  # noqa: E402
from tests.support.builders import Position  # noqa: E402

COLOURS = ("yellow", "orange", "brown", "red")
VILLAGE = (5, 5)


@pytest.fixture(params=["classic", "contrast"])
def look(request: pytest.FixtureRequest) -> Iterator[Look]:
    pygame.display.init()
    pygame.display.set_mode((1280, 720))
    yield Look(Palette(request.param))
    pygame.display.quit()


def crowded_game(sold: str | None = "orange", count: int = 4) -> Game:
    position = Position(players=COLOURS).village(VILLAGE)
    for colour in COLOURS[:count]:
        position.market(colour, VILLAGE, sold=colour == sold)
    return position.game()


def market_mask(view: BoardView, game: Game, colour: str) -> pygame.mask.Mask:
    """The pixels one market covers, drawn alone where the board would draw it."""
    surf = pygame.Surface((1280, 720), pygame.SRCALPHA)
    surf.fill((0, 0, 0, 0))
    sold = game.markets_at(VILLAGE)[colour] == "sold"
    view.draw_market(surf, colour, view.market_spot(game, VILLAGE, colour), sold)
    return pygame.mask.from_surface(surf, 10)


def test_four_markets_in_one_place_never_cover_each_other(look: Look) -> None:
    game = crowded_game()
    view = BoardView(game.board, (0, 0, 1000, 720), (1280, 720), look)
    masks = {c: market_mask(view, game, c) for c in COLOURS}
    for a in COLOURS:
        assert masks[a].count() > 0
        for b in COLOURS:
            if a < b:
                assert masks[a].overlap(masks[b], (0, 0)) is None, (a, b)


@pytest.mark.parametrize("count", [1, 2, 3, 4])
def test_a_standing_market_is_at_least_twice_the_old_size(look: Look, count: int) -> None:
    game = crowded_game(sold=None, count=count)
    view = BoardView(game.board, (0, 0, 1000, 720), (1280, 720), look)
    size = view.layout.size
    for colour in COLOURS[:count]:
        box = market_mask(view, game, colour).get_bounding_rects()[0]
        assert box.h >= 0.85 * size  # it was a 0.45-hex-tall stall in a corner
        assert box.h > box.w  # standing


def test_a_sold_market_lies_on_its_side_and_is_emptied(look: Look) -> None:
    game = crowded_game(sold="orange")
    view = BoardView(game.board, (0, 0, 1000, 720), (1280, 720), look)
    box = market_mask(view, game, "orange").get_bounding_rects()[0]
    assert box.w > box.h
    standing = look.art.raw(look.palette.art_name("market", "orange"))
    sold = look.art.raw(look.palette.art_name("market_sold", "orange"))
    assert standing is not None and sold is not None
    orange = look.palette.player["orange"]
    assert _colour_share(sold, orange) < _colour_share(standing, orange)


@pytest.mark.parametrize("colour", COLOURS)
def test_every_market_image_has_a_light_halo_and_a_dark_line(look: Look, colour: str) -> None:
    for kind in ("market", "market_sold"):
        image = look.art.raw(look.palette.art_name(kind, colour))
        assert image is not None
        lum = _luminances(image)
        assert min(lum) < 60 and max(lum) > 235  # readable on a yellow or a brown city


def _luminances(image: pygame.Surface) -> list[float]:
    w, h = image.get_size()
    out = []
    for y in range(0, h, 2):
        for x in range(0, w, 2):
            r, g, b, a = image.get_at((x, y))
            if a > 200:
                out.append(0.2126 * r + 0.7152 * g + 0.0722 * b)
    return out


def _colour_share(image: pygame.Surface, rgb: tuple[int, int, int]) -> float:
    w, h = image.get_size()
    hits = total = 0
    for y in range(0, h, 2):
        for x in range(0, w, 2):
            r, g, b, a = image.get_at((x, y))
            if a > 200:
                total += 1
                hits += abs(r - rgb[0]) + abs(g - rgb[1]) + abs(b - rgb[2]) < 30
    return hits / max(1, total)
