"""Switching scenes spreads its work over frames (issue 23: no long frame when switching
scenes): the oracles' setup makes the play scene's widgets and pictures ahead, a step a
frame, so the first turn scales no picture; its End turn comes a frame later. Work is counted here, never timed."""

from __future__ import annotations

from mg.dev.driver import Driver
from mg.ui.scenes.board.setup import SetupScene
from mg.ui.scenes.play.scene import PlayScene


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
    assert "end_turn" in play.buttons and not play.buttons["end_turn"].visible
    assert play.ahead.done == 1  # its one step: End turn made
