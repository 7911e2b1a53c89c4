"""The final scoring opened as the last round's end opens it, at a speed."""

from __future__ import annotations

from mg.dev.driver import Driver
from mg.engine import Game
from mg.match import Match
from mg.scenes.scoring.scene import ScoringScene
from tests.support.scoring_positions import finished_game


def open_scoring(driver: Driver, speed: str = "normal") -> tuple[ScoringScene, Game]:
    """The scoring as the last round's end opens it (a resumed finished game opens on its
    table instead: see test_final_table)."""
    driver.app.ctx.settings.speed = speed
    game = finished_game()
    driver.app.flow.scoring(Match(game, driver.app.flow.setup.seats))
    scene = driver.top
    assert isinstance(scene, ScoringScene)
    return scene, game
