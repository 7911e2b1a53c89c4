"""R26 in the play scene: a merge that sends markets back is told in the log and in the
status line, through a real click."""

from __future__ import annotations

from mg.dev.driver import Driver
from mg.scenes.play.scene import PlayScene
from mg.store.session import Session
from tests.support.narration_positions import KROTON, merge_position, merge_said


def test_a_merge_clicked_on_the_board_is_told_in_the_status_line_and_log(driver: Driver) -> None:
    game = merge_position().game()
    assert driver.app.flow.resume(Session(game, driver.app.flow.setup.seats)) is None
    driver.frames(2)
    play = driver.top_as(PlayScene)
    driver.press("city")
    driver.click_space((3, 5))
    assert game.place_at((3, 5)) == KROTON  # merged
    entry = play.match.log[-1]
    assert (entry.kind, entry.rule, entry.said) == ("merge", "R26", merge_said())
    assert play.status == play.match.wording().entry(entry)  # the status line tells it too
