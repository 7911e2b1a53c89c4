"""Markets on the board are large, outlined for contrast, stacked without covering each
other, and sold ones look sold, inactive ones greyed, in both
palettes."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from collections.abc import Iterator  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from mg.engine import Game  # noqa: E402
from mg.sprites.board_view import BoardView  # noqa: E402
from mg.sprites.look import Look  # noqa: E402
from mg.sprites.paint.palette import Palette  # noqa: E402
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
def test_an_inactive_market_image_is_greyed_but_keeps_its_owners_emblem(
    look: Look, colour: str
) -> None:
    """R32 shown: the inactive stall is the standing one greyed (hatched, with
    a broken link); the owner's colour stays only on its emblem."""
    standing = look.art.raw(look.palette.art_name("market", colour))
    idle = look.art.raw(look.palette.art_name("market_idle", colour))
    assert standing is not None and idle is not None
    assert _saturation(idle) < 0.6 * _saturation(standing)
    fill = look.palette.player[colour]
    assert 0 < _colour_share(idle, fill) < _colour_share(standing, fill)


@pytest.mark.parametrize("colour", COLOURS)
def test_every_market_image_has_a_light_halo_and_a_dark_line(look: Look, colour: str) -> None:
    for kind in ("market", "market_sold", "market_idle"):
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


def _saturation(image: pygame.Surface) -> float:
    w, h = image.get_size()
    spreads = [
        max(c.r, c.g, c.b) - min(c.r, c.g, c.b)
        for c in (image.get_at((x, y)) for y in range(0, h, 2) for x in range(0, w, 2))
        if c.a > 200
    ]
    return sum(spreads) / max(1, len(spreads))


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


@pytest.mark.parametrize("colour", COLOURS)
def test_a_market_on_its_owners_own_city_stands_out(look: Look, colour: str) -> None:
    """Yellow on yellow no more: on its own city a market is ringed light and
    dark, and covers a clear part of the tile with something else than the tile."""
    city = (4, 4)
    bare = Position(players=COLOURS).city(colour, city).game()
    built = Position(players=COLOURS).city(colour, city, market=True).game()
    view = BoardView(bare.board, (0, 0, 1000, 720), (1280, 720), look)
    x, y = view.market_spot(built, city, colour)
    box = pygame.Rect(0, 0, round(view.layout.size), round(view.layout.size))
    box.center = (round(x), round(y))
    shots = []
    for game in (bare, built):
        surf = pygame.Surface((1280, 720))
        view.draw(surf, game, game)
        for _ in range(200):  # the map of a new zoom is made band by band: until it shows
            if not view.rendering():
                break
            view.draw(surf, game, game)
        assert not view.rendering()
        shots.append(surf.subsurface(box).copy())
    lum = _luminances(shots[1])
    assert min(lum) < 60 and max(lum) > 235
    w, h = box.size
    changed = sum(
        1
        for py in range(h)
        for px in range(w)
        if sum(
            abs(a - b)
            for a, b in zip(
                shots[0].get_at((px, py))[:3], shots[1].get_at((px, py))[:3], strict=True
            )
        )
        > 60
    )
    assert changed > 0.3 * w * h
