"""The road tile under the mouse in the real play scene is a sprite (`GhostRoad`, in the
ghost's layer) kept in the scene's group: on the hovered space, with the ends the ghost
offers, turning with R, red where the engine refuses it (R17), gone off the board, with
the city tool, and while the tile just placed is under the mouse."""

from __future__ import annotations

import math

import pygame

from mg.dev.driver import Driver
from mg.engine import Game, PlaceRoad
from mg.scenes.play.scene import PlayScene
from mg.sprites.pieces.ghost import GhostRoad
from mg.sprites.pieces.layers import GHOST
from mg.store.session import Session
from tests.support.piece_positions import rect_of
from tests.support.roads import HERE, road_end_next_to_a_city

FAR = (9, 9)  # an empty land space no road of the player's may reach


def resume(driver: Driver, game: Game) -> PlayScene:
    assert driver.app.flow.resume(Session(game, driver.app.flow.setup.seats)) is None
    driver.frames(2)
    return driver.top_as(PlayScene)


def ghost(play: PlayScene) -> GhostRoad | None:
    return play.ghost_tile.sprite


def test_the_ghost_under_the_mouse_is_a_sprite_on_the_hovered_space(driver: Driver) -> None:
    game = road_end_next_to_a_city()
    play = resume(driver, game)
    driver.move(play.space_point(HERE))
    tile = ghost(play)
    assert tile is not None and tile.layer == GHOST
    assert (tile.space, tile.ends, tile.colour) == (HERE, play.ends, game.current_player)
    assert tile.legal and game.why_illegal(PlaceRoad(HERE, play.ends)) is None
    x, y = play.view.layout.to_pixel(HERE)
    assert math.dist(rect_of(tile).center, (x, y)) <= 1.5
    driver.key(pygame.K_r)  # turned: a new ghost with the new ends
    turned = ghost(play)
    assert turned is not None and turned is not tile and turned.ends == play.ends
    driver.key(pygame.K_c)  # the city tool: no road ghost
    assert ghost(play) is None
    driver.key(pygame.K_r)
    assert ghost(play) is not None
    driver.move((2, 2))  # off the board
    assert ghost(play) is None


def test_a_refused_ghost_is_marked_so_and_none_over_the_tile_just_laid(driver: Driver) -> None:
    game = road_end_next_to_a_city()
    play = resume(driver, game)
    driver.move(play.space_point(FAR))
    far = ghost(play)
    assert far is not None and not far.legal  # R17: it connects to nothing of the player's
    assert game.why_illegal(PlaceRoad(FAR, play.ends)) is not None
    driver.move(play.space_point(HERE))
    driver.click_space(HERE)
    assert HERE in game.roads() and ghost(play) is None  # the tile just placed shows
