"""The help's scroll bar stays inside its frame (opened at a
rule near the end, from a refusal's status line, its thumb ran about 12 px past the dialog's
bottom edge in a 1366×768 window)."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from mg.dev.driver import Driver
from mg.scenes.overlays.help import HelpScene
from mg.scenes.play.scene import PlayScene
from mg.ui.options import Options
from tests.support.apps import at_the_menu


@pytest.fixture(params=[(1366, 749), (1280, 720), (1920, 1080)], ids=str)
def sized(request: pytest.FixtureRequest, private_settings: None) -> Iterator[Driver]:
    with at_the_menu(Options(windowed=request.param, seed=11, think=0.1)) as driver:
        yield driver


def test_the_help_opened_at_the_last_rule_keeps_its_scroll_bar_inside(sized: Driver) -> None:
    sized.start_game()
    play = sized.top_as(PlayScene)
    sized.key(pygame.K_z, pygame.KMOD_CTRL)  # nothing to undo yet: refused (R40)
    assert play.status_line.bad and play.status_line.rule == "R40"
    sized.click(play.status_rect().center)  # the refusal's line opens its rule
    help_scene = sized.top_as(HelpScene)
    assert help_scene.focus == "R40"
    bar = help_scene.scrollbar()
    assert bar is not None
    track, thumb = bar
    assert help_scene.box.contains(track) and track.contains(thumb)
    assert thumb.bottom == track.bottom  # the last rule: the page is at its end
    assert help_scene.highlight is not None
    first, shown = help_scene.top_line, help_scene.visible
    assert first <= help_scene.highlight < first + shown  # and the rule is on it
