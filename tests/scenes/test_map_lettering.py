"""Every village is named on the map at 100 % zoom, without hovering: the names'
rendered boxes lie inside the board's rectangle, inside the frame, off each other, off every
piece (the villages' hexes, where cities, markets and oracles stand, and the cities' tiles)
and off the cartouche and the compass. Measured on the rendered text, no OCR."""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import random  # noqa: E402

import pygame  # noqa: E402

from mg.app.loop import App  # noqa: E402
from mg.dev.driver import Driver  # noqa: E402
from mg.engine import Board, EndActions, PlaceCity  # noqa: E402
from mg.scenes.menu.scene import MenuScene  # noqa: E402
from mg.scenes.play.scene import PlayScene  # noqa: E402
from mg.sprites.board_map.lettering import (  # noqa: E402
    NAME_GAP,
    Label,
    overlaps,
    piece_box,
    place_labels,
)
from mg.sprites.board_map.static_map import map_ornaments  # noqa: E402
from mg.sprites.camera import ZOOMS  # noqa: E402
from mg.sprites.layout import Layout  # noqa: E402
from mg.ui.options import Options  # noqa: E402

pytestmark = pytest.mark.fresh_renderings  # counts rendering work (its caches start empty)

Rect = tuple[int, int, int, int]


def on_screen(box: Rect, at: tuple[int, int]) -> Rect:
    return (box[0] + at[0], box[1] + at[1], box[2], box[3])


def played_a_while(driver: Driver) -> PlayScene:
    """A 4-player game some rounds in: cities founded and grown over land."""
    driver.start_game(4)
    play = driver.top_as(PlayScene)
    game, rng = play.game, random.Random(3)
    while game.round < 4 and game.phase != "over":
        legal = game.legal_actions()
        cities = [a for a in legal if isinstance(a, PlaceCity)]
        others = [a for a in legal if not isinstance(a, PlaceCity | EndActions)]
        pick = cities or others or legal
        game.apply(
            rng.choice(pick)
            if game.phase == "actions" and rng.random() < 0.8
            else next((a for a in legal if isinstance(a, EndActions)), legal[0])
        )
    play.changed()
    driver.frames(2)
    return play


@pytest.mark.parametrize("window", [(1920, 1080), (1366, 768), (1280, 720)])
def test_every_village_is_named_inside_the_board_off_names_and_pieces(
    private_settings: None, window: tuple[int, int]
) -> None:
    app = App(Options(windowed=window, seed=11, think=0.1))
    app.stack.push(MenuScene(app.ctx))
    try:
        driver = Driver(app)
        play = played_a_while(driver)
        view, game = play.pane.view, play.game
        assert view.camera.zoom == 1.0
        assert game.cities(), "the position has cities whose tiles names must avoid"
        labels = view.labels(game)
        board = game.board
        named = {board.spaces[i]: name for i, name in board.names.items()}
        assert sorted((lab.space, lab.text) for lab in labels) == sorted(named.items())
        at = view.camera.map_position()
        vx, vy, vw, vh = view.camera.viewport
        frame = view.frame_width()
        inner = pygame.Rect(vx + frame, vy + frame, vw - 2 * frame, vh - 2 * frame)
        layout = view.camera.map_layout()
        pieces = [piece_box(layout, board.spaces[i]) for i in board.villages]
        pieces += [piece_box(layout, s) for s in game.cities()]
        _, _, mw, mh = view.camera.map_rect()
        ornaments = list(
            map_ornaments(board, layout, (mw, mh), frame, app.ctx.maps.lettering, True).values()
        )
        assert ornaments, "the cartouche or the compass stands on the map"
        lettering = app.ctx.maps.lettering
        for k, lab in enumerate(labels):
            drawn = lettering.name(lab.text, lab.px)  # the rendered text's own box
            assert drawn.get_size() == (lab.rect[2], lab.rect[3])
            assert lab.px >= 11
            box = on_screen(lab.rect, at)
            assert inner.contains(pygame.Rect(box)), (lab.text, box)
            for other in labels[k + 1 :]:
                assert not overlaps(lab.rect, other.rect), (lab.text, other.text)
            for piece in pieces + ornaments:
                assert not overlaps(lab.rect, piece), (lab.text, piece)
    finally:
        pygame.quit()


def gap(a: Rect, b: Rect) -> int:
    """The clear space between two boxes: the widest of the gaps along x and along y
    (negative when they overlap)."""
    return max(
        b[0] - (a[0] + a[2]), a[0] - (b[0] + b[2]), b[1] - (a[1] + a[3]), a[1] - (b[1] + b[3])
    )


def test_names_keep_clear_of_each_other_at_every_zoom(private_settings: None) -> None:
    """Zoomed in, every village is still named, and two names never stack one on another
    (Siris and Thurioi, a hex apart, once did at 1.5x): a clear space of NAME_GAP of the
    lettering's size lies between any two."""
    app = App(Options(windowed=(1920, 1080), seed=11, think=0.1))
    app.stack.push(MenuScene(app.ctx))
    try:
        driver = Driver(app)
        play = played_a_while(driver)
        view, game = play.pane.view, play.game
        named = {game.board.spaces[i]: n for i, n in game.board.names.items()}
        driver.move(play.space_point(named_space(named, "Siris")))
        seen = []
        for zoom in ZOOMS:
            assert view.camera.zoom == zoom
            labels = view.labels(game)
            assert sorted((lab.space, lab.text) for lab in labels) == sorted(named.items())
            for k, lab in enumerate(labels):
                for other in labels[k + 1 :]:
                    clear = round(min(lab.px, other.px) * NAME_GAP)
                    assert gap(lab.rect, other.rect) >= clear, (zoom, lab.text, other.text)
            seen.append(zoom)
            pygame.key.set_mods(pygame.KMOD_CTRL)  # Ctrl+wheel: a notch in, as a player zooms
            pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
            driver.frames(1)
            pygame.key.set_mods(0)
        assert seen == list(ZOOMS)
    finally:
        pygame.quit()


def named_space(named: dict[tuple[int, int], str], name: str) -> tuple[int, int]:
    return next(space for space, n in named.items() if n == name)


def test_a_name_with_no_free_spot_is_tried_smaller_then_left_out() -> None:
    layout = Layout(20, (100, 100))
    names = [((0, 0), "Kroton")]
    wide = place_labels(names, layout, lambda text, px: (px * 40, px), (0, 0, 400, 400), [(0, 0)])
    assert wide == []  # 360 px wide at the smallest size: fits nowhere in a 400 px box
    fits = place_labels(names, layout, lambda text, px: (px * 3, px), (0, 0, 400, 400), [(0, 0)])
    assert [(lab.text, lab.space) for lab in fits] == [("Kroton", (0, 0))]
    assert not overlaps(fits[0].rect, piece_box(layout, (0, 0)))


def test_names_on_a_crowded_board_never_overlap() -> None:
    board = Board.standard()
    layout = Layout(14, (60, 60))
    names = [(board.spaces[i], n) for i, n in board.names.items()]
    villages = [board.spaces[i] for i in board.villages]
    labels: list[Label] = place_labels(
        names, layout, lambda text, px: (len(text) * px // 2, px), (0, 0, 900, 600), villages
    )
    assert len(labels) > len(names) // 2
    for k, lab in enumerate(labels):
        assert not any(overlaps(lab.rect, o.rect) for o in labels[k + 1 :])
        assert not any(overlaps(lab.rect, piece_box(layout, v)) for v in villages)
