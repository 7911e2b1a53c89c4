"""A glowing oracle (its control just changed) lights its temple with a halo that reaches
past its hex; the village names it reaches are written again over it, so the glow never
hides a name (Siris and Thurioi vanished under their oracles' glow)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import math  # noqa: E402
from collections.abc import Iterator  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from mg.engine import Game, PlaceOracle  # noqa: E402
from mg.sprites.board_sprites import BoardSprites, NameOver  # noqa: E402
from mg.sprites.board_view import BoardView  # noqa: E402
from mg.sprites.look import Look  # noqa: E402
from mg.sprites.pieces.layers import NAME  # noqa: E402

RECT = (0, 0, 1000, 720)
WINDOW = (1280, 720)


@pytest.fixture
def display() -> Iterator[None]:
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode(WINDOW)
    yield
    pygame.display.quit()


def shown(view: BoardView, game: Game, oracle: tuple[int, int]) -> pygame.Surface:
    """The board, its oracles drawn over it, `oracle` glowing at its brightest."""
    surface = pygame.Surface(WINDOW)
    view.draw(surface, game, "revision")
    sprites = BoardSprites(view)
    sprites.oracles.arrange(game, "revision")  # (the oracles known, to light one)
    sprites.oracles.oracles[oracle].glow_left = math.pi / 18  # the pulse at its top
    sprites.draw(surface, game, "revision")
    assert [g.oracle.glow for g in sprites.oracles.glows()] == [1.0]
    names = sprites.group.get_sprites_from_layer(NAME)  # over the oracles
    assert names and all(isinstance(n, NameOver) for n in names)
    return surface


def test_a_glowing_oracle_leaves_every_name_readable(display: None) -> None:
    game = Game.new(["yellow", "red"], seed=3)
    named = {game.board.spaces[i] for i in game.board.names}
    oracle = next(
        a.space for a in game.legal_actions() if isinstance(a, PlaceOracle) and a.space in named
    )
    game.apply(PlaceOracle(oracle))
    view = BoardView(game.board, RECT, WINDOW, Look())
    while not view.prepare(game):
        pass
    lit = shown(view, game, oracle)
    lettering = view.look.maps.lettering
    reached = 0
    for label, box in zip(view.labels(game), view.name_boxes(game), strict=True):
        s = view.layout.size
        x, y = view.layout.to_pixel(oracle)
        halo = pygame.Rect(round(x - 1.5 * s), round(y - 1.5 * s), round(3 * s), round(3 * s))
        if not box.colliderect(halo):
            continue
        reached += 1
        image = lettering.name(label.text, label.px)
        ink = [
            (px, py)
            for px in range(image.get_width())
            for py in range(image.get_height())
            if image.get_at((px, py)).a == 255
        ]
        assert ink and all(
            lit.get_at((box.x + px, box.y + py)) == image.get_at((px, py)) for px, py in ink
        ), label.text  # every letter as written, on top
    assert reached >= 1  # the oracle's own village's name at least
