"""Resizing the window and toggling full-screen mid-game lay everything out again and lose
nothing."""

from __future__ import annotations

import pygame

from mg.dev.driver import Driver
from mg.scenes.play.scene import PlayScene


def test_toggling_full_screen_mid_game_keeps_the_game(driver: Driver) -> None:
    driver.start_game()
    play = driver.top_as(PlayScene)
    game = play.game
    saved = game.to_json()
    size_before = play.view.layout.size
    driver.key(pygame.K_F11)
    assert driver.app.fullscreen
    assert driver.app.ctx.size == pygame.display.get_desktop_sizes()[0]
    assert play.panel_rect.right == driver.app.ctx.size[0]
    driver.key(pygame.K_F11)
    assert not driver.app.fullscreen and driver.app.ctx.size == (1280, 720)
    assert play.view.layout.size == size_before
    assert game.to_json() == saved and driver.top is play


def test_a_resized_window_lays_everything_out_again(driver: Driver) -> None:
    driver.start_game()
    play = driver.top_as(PlayScene)
    game = play.game
    saved = game.to_json()
    small = play.view.layout.size
    pygame.display.set_mode((1920, 1080), pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=1920, h=1080, size=(1920, 1080)))
    driver.frames(2)
    assert driver.app.ctx.size == (1920, 1080)
    assert play.view.layout.size > small * 1.3
    assert play.panel_rect.right == 1920
    assert game.to_json() == saved
    x, y = play.space_point(game.board.spaces[0])
    assert 0 <= x < 1920 - play.panel_w and 0 <= y < 1080
