"""The pause menu's framed box stands mid-window, as far from the top as from the bottom,
with room to spare, at laptop and full-HD sizes."""

from __future__ import annotations

import pygame
import pytest

from mg.scenes.overlays.pause import PauseScene
from mg.ui.options import Options
from tests.support.apps import at_the_menu

SIZES = [(1366, 768), (1920, 1080), (1280, 720)]


@pytest.mark.parametrize("size", SIZES)
def test_the_pause_box_stands_mid_window(private_settings: None, size: tuple[int, int]) -> None:
    with at_the_menu(Options(windowed=size, seed=11, think=0.1)) as driver:
        driver.start_game()
        driver.key(pygame.K_ESCAPE)
        pause = driver.top_as(PauseScene)
        frames: list[pygame.Rect] = []
        real_frame = pause.draw_frame

        def spy(surface: pygame.Surface, box: pygame.Rect | None = None) -> None:
            assert box is not None
            frames.append(pygame.Rect(box))
            real_frame(surface, box)

        pause.draw_frame = spy  # type: ignore[method-assign]
        driver.frames(2)
        assert frames, "the pause menu drew its box"
        box, height = frames[-1], size[1]
        assert abs(box.top - (height - box.bottom)) <= height // 100  # centred, but for rounding
        assert box.top >= height // 10  # never near an edge
        assert all(box.contains(pygame.Rect(b.rect)) for b in pause.buttons.values())
