"""The palette, the art, the rendered map and the bot pool are objects their owner holds,
not module state: two owners never see each other's, and a switch of palette redraws."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from collections.abc import Iterator  # noqa: E402
from pathlib import Path  # noqa: E402
from typing import cast  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from mg.ai.bot_pool import BotPool, BotRunner  # noqa: E402
from mg.engine import Game  # noqa: E402
from mg.sprites.board_sprites import BoardSprites  # noqa: E402
from mg.sprites.board_view import BoardView  # noqa: E402
from mg.sprites.look import Look  # noqa: E402
from mg.sprites.paint.art import Art  # noqa: E402
from mg.sprites.paint.palette import PALETTES, Palette  # noqa: E402
from mg.text.i18n import t  # noqa: E402
from tests.support.builders import Position  # noqa: E402

RECT = (0, 0, 1000, 720)
WINDOW = (1280, 720)


@pytest.fixture
def display() -> Iterator[None]:
    pygame.display.init()
    pygame.display.set_mode(WINDOW)
    yield
    pygame.display.quit()


def city_game() -> Game:
    return Position(("yellow", "red")).city("red", (4, 4), market=True).game()


def test_palettes_are_independent_and_switch_everything_they_name() -> None:
    mine, yours = Palette(), Palette("contrast")
    mine.use("contrast")
    assert mine.player["red"] == PALETTES["contrast"]["player"]["red"]
    assert mine.art_name("city", "red") == "city_contrast_red"
    assert mine.colour_name("red") == t("colour.magenta")
    yours.use("classic")
    assert mine.name == "contrast" and yours.name == "classic"
    assert yours.player["red"] == PALETTES["classic"]["player"]["red"]
    unknown = Palette("no such palette")
    assert unknown.name == "classic"


def test_a_palettes_colours_cannot_be_changed_behind_its_back() -> None:
    palette = Palette()
    with pytest.raises(TypeError):
        cast(dict[str, object], palette.player)["red"] = (0, 0, 0)
    assert PALETTES["classic"]["player"]["red"] == palette.player["red"]


def test_switching_the_palette_redraws_the_pieces(display: None) -> None:
    game, look = city_game(), Look(Palette("classic"))
    view = BoardView(game.board, RECT, WINDOW, look)
    layout = view.camera.map_layout()
    x, y = layout.to_pixel((4, 4))
    spot = (round(x), round(y - 0.75 * layout.size))  # the city's wall, above its market
    classic = view.pieces(game, "same revision").get_at(spot)
    look.palette.use("contrast")
    contrast = view.pieces(game, "same revision").get_at(spot)
    assert classic != contrast


def test_views_of_one_look_share_one_rendered_map_others_render_their_own(display: None) -> None:
    game, shared, other = city_game(), Look(), Look()
    for _ in range(3):
        BoardView(game.board, RECT, WINDOW, shared).static()
    BoardView(game.board, RECT, WINDOW, other).static()
    assert shared.maps.renders == 1 and other.maps.renders == 1
    zoomed = BoardView(game.board, RECT, WINDOW, shared)
    zoomed.zoom(1)
    zoomed.static()
    assert shared.maps.renders == 2  # a new zoom is a new map


def test_bot_pools_are_independent_and_start_their_worker_on_demand() -> None:
    mine, yours = BotPool(), BotPool()
    runner = BotRunner(mine)
    assert not runner.busy and mine.started == 0
    assert mine.get() is mine.get() and mine.started == 1
    assert yours.started == 0
    mine.shutdown()
    mine.shutdown()  # twice is harmless
    mine.get()
    assert mine.started == 2
    mine.shutdown()


@pytest.mark.parametrize("name", ["classic", "contrast"])
def test_without_images_every_piece_is_drawn_plainly_in_the_palette(
    display: None, tmp_path: Path, name: str
) -> None:
    p = Position(("yellow", "red")).oracle((7, 3)).city("red", (4, 4), (4, 5), market=True)
    game = p.road("red", (5, 4), (3, 0)).game()
    look = Look(Palette(name), Art(tmp_path))  # no images there: drawn with vectors
    view = BoardView(game.board, RECT, WINDOW, look)
    layout, surface = view.layout, pygame.Surface(WINDOW)
    view.draw(surface, game, 1)
    BoardSprites(view).draw(surface, game, 1)  # the oracles, over the board
    red = look.palette.player["red"]

    def colour_near(space: tuple[int, int], dx: float, dy: float) -> tuple[int, int, int]:
        x, y = layout.to_pixel(space)
        s = layout.size
        r, g, b, _ = surface.get_at((round(x + dx * s), round(y + dy * s)))
        return (r, g, b)

    assert colour_near((4, 5), -0.6, 0.0) == red  # the city tile, beside its tower
    assert colour_near((5, 4), -0.5, 0.0) == red  # the road, beside its emblem
    assert colour_near((7, 3), 0.0, -0.5) == (150, 150, 160)  # an oracle pointing nowhere


def test_views_of_one_look_share_the_names_placed_until_the_cities_change(display: None) -> None:
    game, shared, other = city_game(), Look(), Look()
    first = BoardView(game.board, RECT, WINDOW, shared).labels(game)
    again = BoardView(game.board, RECT, WINDOW, shared).labels(game)  # a new scene's board
    assert again is first  # found placed, not placed again
    assert BoardView(game.board, RECT, WINDOW, other).labels(game) is not first
    more = Position(("yellow", "red")).city("red", (4, 4)).city("yellow", (8, 6)).game()
    moved = BoardView(game.board, RECT, WINDOW, shared).labels(more)
    assert moved is not first
    assert BoardView(game.board, RECT, WINDOW, shared).labels(game) is first  # still kept
