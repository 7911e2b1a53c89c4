"""The hint's line along the board's bottom leaves the map's own writing readable: it stands
in the widest stretch the title's scroll, the compass and the names of seas and lands leave
free (it covered "SICILY" and the title's scroll)."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from mg.dev.driver import Driver
from mg.scenes.play.scene import PlayScene
from mg.ui.options import Options
from tests.support.apps import at_the_menu
from tests.support.hints import wait_for_hint


@pytest.fixture
def driver_1366(private_settings: None) -> Iterator[Driver]:
    with at_the_menu(Options(windowed=(1366, 768), seed=11, think=0.1)) as driver:
        yield driver


def test_the_hint_box_covers_none_of_the_maps_writing(driver_1366: Driver) -> None:
    driver = driver_1366
    driver.start_game(2)
    play = driver.top_as(PlayScene)
    driver.key(pygame.K_h)
    wait_for_hint(driver, play)
    box = play.hint_view.box(play.board_rect())
    assert box is not None
    ornaments = play.view.ornament_boxes()
    assert len(ornaments) >= 3  # the scroll, the compass, a sea or land named
    assert box.collidelist(ornaments) == -1
