"""Switching scenes spreads its work over frames (no long frame when switching
scenes): the oracles' setup makes the play scene's widgets and pictures ahead, a step a
frame, so the first turn scales no picture; its End turn comes a frame later. Work is
counted here, never timed."""

from __future__ import annotations

import pygame
import pytest

from mg.dev.driver import Driver
from mg.scenes.board.setup import SetupScene
from mg.scenes.menu.scene import MenuScene
from mg.scenes.overlays.pause import PauseScene
from mg.scenes.play.scene import PlayScene

# work is counted frame by frame as the real loop runs them: every frame drawn
pytestmark = [pytest.mark.every_frame, pytest.mark.fresh_renderings]  # counts rendering work


def test_the_setup_makes_the_first_turns_pictures_ahead(driver: Driver) -> None:
    ctx = driver.app.ctx
    driver.press("players-4")
    driver.press("start")
    setup = driver.top_as(SetupScene)
    assert setup.ahead.done <= 3  # a step a frame (the press took three), never all at once
    driver.frames(40)
    assert setup.ahead.finished and setup.ahead.done >= 10  # buttons, cards, rows, panel
    pictures = len(ctx.art.sized)
    driver.press("random")
    driver.wait_for("play")
    play = driver.top_as(PlayScene)
    assert play.game.phase == "actions"
    assert len(ctx.art.sized) == pictures  # the board's, the panel's: all made ahead


def test_end_turn_is_made_a_frame_after_the_other_buttons(driver: Driver) -> None:
    driver.start_game()
    play = driver.top_as(PlayScene)
    assert "end_turn" not in play.buttons and "end_actions" in play.buttons
    driver.frames(1)  # the first frame on top is the scene's own: the step waits for the next
    assert "end_turn" in play.buttons and not play.buttons["end_turn"].visible
    assert play.ahead.done == 1  # its one step: End turn made


def test_the_play_scene_makes_the_pause_menu_ahead(driver: Driver) -> None:
    """While the game shows, its idle frames make the pause menu's parchment, buttons and
    title, a piece a frame; Esc then finds them all made."""
    ctx = driver.app.ctx
    driver.start_game()
    play = driver.top_as(PlayScene)
    driver.frames(3)
    assert not play.ahead.finished  # a piece a frame, never all at once
    driver.frames(20)
    assert play.ahead.finished and play.ahead.done >= 9  # End turn, box, 6 buttons, title
    pieces, texts = len(ctx.furniture.made), len(ctx.text.rendered)
    driver.key(pygame.K_ESCAPE)
    driver.top_as(PauseScene)
    driver.frames(2)
    assert (len(ctx.furniture.made), len(ctx.text.rendered)) == (pieces, texts)


def test_the_menu_makes_the_setups_map_ahead(driver: Driver) -> None:
    """The main menu renders the board's map band by band while it shows; the setup then
    finds it whole and renders none of it itself."""
    ctx = driver.app.ctx
    driver.app.flow.menu()
    menu = driver.top_as(MenuScene)
    assert menu.ahead.done == 0
    driver.frames(80)
    assert menu.ahead.finished
    maps = ctx.maps.renders
    driver.press("start")
    driver.top_as(SetupScene)
    driver.frames(30)  # (time enough to render one, band by band)
    assert ctx.maps.renders == maps  # the setup's map was the menu's


def test_back_at_the_menu_its_picture_is_not_composed_again(driver: Driver) -> None:
    flow = driver.app.flow
    flow.menu()
    driver.frames(2)
    first = driver.top_as(MenuScene)
    flow.menu()
    driver.frames(2)
    again = driver.top_as(MenuScene)
    assert again is not first and again.backdrop.renders == first.backdrop.renders == 1
