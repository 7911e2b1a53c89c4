"""The board drawn with sprites looks as it did before its pieces were sprites, to the pixel;
what moves over the cached layer is one layered group (animations, then oracles; the names
over a glow: test_names_over_halos.py), and an animation's pieces are hidden while it
runs, then shown again."""

from __future__ import annotations

import gc
from pathlib import Path

import pygame

from mg.sprites.animations import CityRise, MarketPop, RoadLay
from mg.sprites.board_sprites import BoardSprites
from mg.sprites.pieces.layers import ANIMATION, ORACLE
from mg.sprites.pieces.oracles import OraclePart
from tests.support.piece_positions import (
    GHOST,
    HELD,
    RED_ROAD,
    ROAD_ENDS,
    VILLAGE,
    WINDOW,
    YELLOW_CITY,
    every_piece,
    prepared_view,
)

# What the board drew of this scene before its pieces were sprites (rendered by the tree
# before them, the same calls but for the sprites): the part of the board with the pieces.
REFERENCE = Path(__file__).parents[1] / "support" / "renderings" / "board_before_sprites.png"
CROP = pygame.Rect(100, 140, 380, 290)
GLOW_LEFT = 0.31  # the held oracle glows, this long before its glow ends


def test_the_board_looks_as_it_did_before_its_pieces_were_sprites(
    window: pygame.Surface,
) -> None:
    """Every kind of piece, three animations 0.55 s into a second, a glowing oracle and a
    ghost road: the same pixels as the reference."""
    game = every_piece()
    view = prepared_view(game)
    spot = view.market_spot(game, VILLAGE, "yellow")
    active = game.market_active("yellow", VILLAGE)
    sprites = BoardSprites(view)
    sprites.animate(
        [
            RoadLay(view, RED_ROAD, ROAD_ENDS, "red", ROAD_ENDS[0], 1.0),
            CityRise(view, YELLOW_CITY, "yellow", 1.0),
            MarketPop(view, VILLAGE, "yellow", spot, 1.0, active=active),
        ]
    )
    for anim in sprites.animations():
        anim.update(0.55)
    surface = pygame.Surface(WINDOW)
    view.draw(surface, game, "key", sprites.hidden())
    sprites.oracles.arrange(game, "key")
    sprites.oracles.oracles[HELD].glow_left = GLOW_LEFT
    sprites.draw(surface, game, "key")
    view.ghost_road(surface, GHOST, (1, 4), "yellow", True)
    reference = pygame.image.load(REFERENCE)
    shown = surface.subsurface(CROP)
    assert reference.get_size() == shown.get_size()
    assert pygame.image.tobytes(shown, "RGB") == pygame.image.tobytes(reference, "RGB")


def test_what_moves_is_one_group_in_the_boards_layers(window: pygame.Surface) -> None:
    game = every_piece()
    view = prepared_view(game)
    sprites = BoardSprites(view)
    sprites.animate([CityRise(view, YELLOW_CITY, "yellow", 1.0)])
    sprites.oracles.arrange(game, "key")
    sprites.oracles.oracles[HELD].glow_left = 0.3
    sprites.draw(pygame.Surface(WINDOW), game, "key")
    layers = [sprites.group.get_layer_of_sprite(s) for s in sprites.group.sprites()]
    assert layers == sorted(layers) and set(layers) == {ANIMATION, ORACLE}  # (no names here)
    assert all(isinstance(s, OraclePart) for s in sprites.group.get_sprites_from_layer(ORACLE))


def test_an_animations_pieces_are_hidden_while_it_runs(window: pygame.Surface) -> None:
    game = every_piece()
    view = prepared_view(game)
    sprites = BoardSprites(view)
    sprites.animate([RoadLay(view, RED_ROAD, ROAD_ENDS, "red", ROAD_ENDS[1], 0.45)])
    assert sprites.hidden() == {("road", RED_ROAD)} and sprites.moving()
    for _ in range(26):  # 26 frames of 1/60 s: 0.433 s
        sprites.update(1 / 60, game, "key")
    assert sprites.hidden() == {("road", RED_ROAD)}
    sprites.update(1 / 60, game, "key")
    assert sprites.animations() == [] and sprites.hidden() == frozenset()
    assert not sprites.moving()


def test_stopping_ends_every_animation_at_once(window: pygame.Surface) -> None:
    game = every_piece()
    view = prepared_view(game)
    sprites = BoardSprites(view)
    anims = [CityRise(view, YELLOW_CITY, "yellow", 1.0), CityRise(view, (4, 4), "red", 1.0)]
    sprites.animate(anims)
    sprites.stop()
    assert sprites.animations() == [] and not any(a.alive() for a in anims)


def test_redrawing_the_board_leaves_no_garbage_for_the_collector(window: pygame.Surface) -> None:
    """Sprites and groups link each other both ways: a group let go holding its sprites is
    a reference cycle, which only the garbage collector frees — a pause in the frame that
    happens to run it. Twenty changes of the board (a new still layer, an animation that
    runs its course, the oracles laid out anew, a ghost drawn) leave nothing for it."""
    game = every_piece()
    view = prepared_view(game)
    sprites = BoardSprites(view)
    surface = pygame.Surface(WINDOW)
    gc.collect()
    gc.disable()
    gc.set_debug(gc.DEBUG_SAVEALL)  # what the collector finds is kept in gc.garbage to read
    try:
        for revision in range(20):
            view.pieces(game, revision)
            sprites.animate([CityRise(view, YELLOW_CITY, "yellow", 0.1)])
            sprites.draw(surface, game, revision)
            sprites.update(0.2, game, revision)
            view.ghost_road(surface, GHOST, (1, 4), "yellow", True)
        gc.collect()
        kinds = (pygame.sprite.Sprite, pygame.sprite.AbstractGroup)
        # (only the board's own objects: a thread left by another test may make garbage)
        assert [type(o).__name__ for o in gc.garbage if isinstance(o, kinds)] == []
    finally:
        gc.set_debug(0)
        gc.garbage.clear()
        gc.enable()
