"""The final score table through the real scenes (issue 20 point 13): "Show board" hides it
to look at the final board (B or Tab, zoom and pan work there), Esc opens the pause menu of
a finished game (no "Paused" over the table), the score track's numbers read at 1366x768
and 1920x1080, the list has a heading in the player's words with R37 as a small reference,
and a finished game resumed (Continue or Load) opens on its table."""

from __future__ import annotations

from mg.dev.driver import Driver
from mg.scenes.scoring import ScoringScene
from mg.session import Session, autosave, save_named
from mg.sprites.score_table import GOLD
from tests.scoring_positions import finished_game


def resume_finished(driver: Driver) -> ScoringScene:
    """A finished game resumed: it is the game in progress (Save is offered)."""
    assert driver.app.flow.resume(Session(finished_game(), driver.app.ctx.seats)) is None
    driver.frames(2)
    return driver.top_as(ScoringScene)


def table_drawn(driver: Driver, scene: ScoringScene) -> bool:
    """Whether the screen shows the table's gold frame (probed on its left edge)."""
    box = scene.table_rect()
    return tuple(driver.app.screen.get_at((box.x, box.centery)))[:3] == GOLD


# -- Continue and Load open the finished table ----------------------------------------------
def test_continue_on_a_finished_game_opens_its_table(driver: Driver) -> None:
    assert autosave(Session(finished_game(), driver.app.ctx.seats)) is None
    driver.app.flow.menu()
    driver.frames(1)
    driver.press("continue")
    scene = driver.top_as(ScoringScene)
    assert scene.finished
    assert scene.target == scene.game.score
    assert scene.button_point("replay") is not None and scene.button_point("skip") is None
    driver.press("replay")  # "Watch the scoring again" still plays it
    assert not scene.finished and scene.target == scene.game.score_before_final()


def test_loading_a_finished_game_opens_its_table(driver: Driver) -> None:
    assert save_named(Session(finished_game(), driver.app.ctx.seats), "Done") is None
    driver.press("load")
    driver.press("file-0")
    scene = driver.top_as(ScoringScene)
    assert scene.finished
    assert table_drawn(driver, scene)
