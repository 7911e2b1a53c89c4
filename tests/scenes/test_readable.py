"""The window never gets smaller than 1280×720, and the play scene's smallest text there is
at least 12 px."""

from __future__ import annotations

import pygame

from mg.dev.driver import Driver
from mg.engine import PlaceCity
from mg.scenes.play.scene import PlayScene
from mg.ui.options import MIN_SIZE, parse_args


def test_the_smallest_text_of_the_play_scene_at_1280x720_is_12_px(driver: Driver) -> None:
    driver.start_game(players=4)
    assert driver.app.ctx.size == (1280, 720)
    play = driver.top_as(PlayScene)
    game = play.game
    driver.app.ctx.text.reset_smallest()
    target = next(a.space for a in game.legal_actions() if isinstance(a, PlaceCity))
    driver.press("city")
    driver.click_space(target)  # the panel and the board are drawn again
    assert game.cities().get(target) is not None
    driver.move(play.space_point(target))
    smallest = driver.app.ctx.text.smallest
    assert smallest >= 12
    font = driver.app.ctx.text.font(1)
    assert font.get_height() >= 12


def test_a_resize_below_the_minimum_is_clamped(driver: Driver) -> None:
    driver.start_game()
    play = driver.top_as(PlayScene)
    pygame.display.set_mode((1000, 600), pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=1000, h=600, size=(1000, 600)))
    driver.frames(2)
    assert driver.app.ctx.size == MIN_SIZE == (1280, 720)
    surface = pygame.display.get_surface()
    assert surface is not None and surface.get_size() == (1280, 720)
    assert play.panel_rect.right == 1280


def test_a_window_below_the_minimum_is_refused_on_the_command_line(capsys: object) -> None:
    try:
        parse_args(["--windowed", "1000x600"])
    except SystemExit as exit_:
        assert exit_.code == 2
    else:
        raise AssertionError("1000x600 was accepted")
    assert parse_args(["--windowed", "1280x720"]).windowed == (1280, 720)
