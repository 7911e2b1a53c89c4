"""The final scoring's list says, as a player expects, that scrolling shows the steps left out
("Mouse wheel: more steps" read like a note); the wheel
then brings them back."""

from __future__ import annotations

import pygame
import pytest

from mg.dev.driver import Driver
from mg.scenes.scoring.scene import ScoringScene
from mg.store.session import Session
from mg.text.i18n import t
from tests.support.scoring_positions import finished_game
from tests.support.screen_text import texts_drawn


def test_the_scoring_list_says_scroll_for_more(
    driver: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert driver.app.flow.resume(Session(finished_game(), driver.app.flow.setup.seats)) is None
    scoring = driver.top_as(ScoringScene)
    driver.key(pygame.K_b)  # the board and the whole list, the table hidden
    shown = texts_drawn(driver, monkeypatch)
    assert t("scoring.scroll_more") in shown
    driver.move(scoring.panel_rect.center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=3, flipped=False))
    driver.frames(2)
    assert scoring.scroll > 0  # the wheel does what the note says
