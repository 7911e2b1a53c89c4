"""An oracle is its plinth, pointer, temple and emblem, sprites in the oracle layer in that
order (no pointer while it favours no city); when an action's effects say its city changed
(R35), or its city grew, the pointer turns the short way round in its `update(dt)` and a
glow under it pulses, then leaves its group; a board changed otherwise shows it at once.
Without the art an oracle is one plain picture that turns the same way."""

from __future__ import annotations

import math
from pathlib import Path

import pygame

from mg.engine import CityExtended, CityFounded, OracleTurned
from mg.sprites.board_sprites import BoardSprites
from mg.sprites.look import Look
from mg.sprites.paint.art import Art
from mg.sprites.pieces.layers import ORACLE
from mg.sprites.pieces.oracles import UP, Emblem, Glow, Plinth, Pointer, Temple, aim
from tests.support.piece_positions import (
    HELD,
    NEARER,
    RED_CITY,
    UNHELD,
    YELLOW_CITY,
    every_piece,
    prepared_view,
    rect_of,
)

FRAME = 1 / 60
TURNED = OracleTurned(HELD, YELLOW_CITY, "yellow", "red")  # R35: the held oracle's new city


def parts(sprites: BoardSprites) -> list[tuple[type, tuple[int, int]]]:
    """The oracle layer, in drawing order: each part's kind and its oracle's space."""
    layer = sprites.group.get_sprites_from_layer(ORACLE)
    return [(type(s), s.oracle.space) for s in layer]  # type: ignore[attr-defined]


def test_each_oracle_is_its_parts_in_order(window: pygame.Surface) -> None:
    game = every_piece()
    view = prepared_view(game)
    sprites = BoardSprites(view)
    sprites.draw(pygame.Surface((1, 1)), game, "key")
    order = {space: i for i, space in enumerate(game.oracles())}
    expected: dict[tuple[int, int], list[type]] = {
        HELD: [Plinth, Pointer, Temple, Emblem],  # red's city has its favour
        UNHELD: [Plinth, Temple],  # no pointer while it favours no city
    }
    assert parts(sprites) == [
        (kind, space)
        for space in sorted(expected, key=order.__getitem__)
        for kind in expected[space]
    ]
    for sprite in sprites.group.get_sprites_from_layer(ORACLE):
        if not isinstance(sprite, Emblem):
            x, y = view.layout.to_pixel(sprite.oracle.space)  # type: ignore[attr-defined]
            assert math.dist(rect_of(sprite).center, (x, y)) <= 1.5


def test_a_pointer_turns_to_a_new_city_then_its_glow_leaves(window: pygame.Surface) -> None:
    before, after = every_piece(), every_piece(held_by=YELLOW_CITY)
    view = prepared_view(before)
    sprites = BoardSprites(view)
    sprites.update(FRAME, before, 1)  # first seen: it points at once
    oracle = sprites.oracles.oracles[HELD]
    start = oracle.angle
    assert not sprites.turn([TURNED], before, 0.8)  # already pointing there: nothing turns
    assert sprites.turn([TURNED], after, 0.8)  # R35: yellow's city now, the engine says
    angles: list[float] = []
    pictures = set()
    for _ in range(48):  # 0.8 s
        sprites.update(FRAME, after, 2)
        angles.append(oracle.angle)
        pointer = next(s for s in sprites.group.sprites() if isinstance(s, Pointer))
        assert pointer.image is not None
        pictures.add(pygame.image.tobytes(pointer.image, "RGBA"))
        assert any(isinstance(s, Glow) for s in sprites.group.sprites())
    assert oracle.turn is None and oracle.angle == oracle.goal != start
    assert len(pictures) >= 3  # it turned through the roof's 5° steps, not at once
    steps = [abs(b - a) for a, b in zip([start, *angles], angles, strict=False)]
    assert max(steps) < abs(oracle.goal - start) / 5
    assert sprites.moving()  # glowing a while more
    for _ in range(36):  # 0.6 s
        sprites.update(FRAME, after, 2)
    assert not any(isinstance(s, Glow) for s in sprites.group.sprites())
    assert not sprites.moving()


def test_a_pointer_turns_to_the_nearer_tile_of_its_grown_city(window: pygame.Surface) -> None:
    before, after = every_piece(), every_piece(RED_CITY[0], NEARER)
    sprites = BoardSprites(prepared_view(before))
    sprites.update(FRAME, before, 1)
    start = sprites.oracles.oracles[HELD].angle
    assert not sprites.turn([CityFounded(NEARER, "yellow")], after, 0.8)  # not its city
    assert sprites.turn([CityExtended(NEARER, "red", RED_CITY[0])], after, 0.8)
    for _ in range(48):
        sprites.update(FRAME, after, 2)
    assert sprites.oracles.oracles[HELD].angle != start


def test_a_board_changed_without_effects_shows_its_oracles_at_once(
    window: pygame.Surface,
) -> None:
    """An undo, a jump through a replay, a game replaced: no action's effects to show, the
    pointers point where they should at once, and nothing glows."""
    before, after = every_piece(), every_piece(held_by=YELLOW_CITY)
    view = prepared_view(before)
    sprites = BoardSprites(view)
    sprites.update(FRAME, before, 1)
    sprites.update(FRAME, after, 2)
    oracle = sprites.oracles.oracles[HELD]
    assert oracle.turn is None and oracle.angle == oracle.goal == aim(view.layout, after, HELD)
    assert not sprites.moving() and sprites.oracles.glows() == []


def test_without_the_art_an_oracle_is_one_plain_picture(
    window: pygame.Surface, tmp_path: Path
) -> None:
    game = every_piece()
    view = prepared_view(game, Look(art=Art(tmp_path)))  # no images there
    sprites = BoardSprites(view)
    sprites.draw(pygame.Surface((1, 1)), game, "key")
    assert [kind for kind, _ in parts(sprites)] == [Pointer, Pointer]
    assert sprites.oracles.oracles[UNHELD].angle == UP


def test_a_switch_of_palette_recolours_the_oracles(window: pygame.Surface) -> None:
    game = every_piece()
    view = prepared_view(game)
    sprites = BoardSprites(view)
    sprites.draw(pygame.Surface((1, 1)), game, "key")

    def emblem() -> bytes:
        sprite = next(s for s in sprites.group.sprites() if isinstance(s, Emblem))
        assert sprite.image is not None
        return pygame.image.tobytes(sprite.image, "RGBA")

    classic = emblem()
    view.palette.use("contrast")  # the same board, not changed since
    sprites.draw(pygame.Surface((1, 1)), game, "key")
    assert emblem() != classic
