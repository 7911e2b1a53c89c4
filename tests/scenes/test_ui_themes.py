"""Screens share one loaded pygame-gui theme per look (mg/ui/theme/cache.py): a new
screen's manager costs no theme loading, and its buttons look exactly as before."""

from __future__ import annotations

import threading

import i18n  # type: ignore[import-untyped]
import pygame
import pytest
from pygame_gui.elements import UIButton

from mg.dev.driver import Driver
from mg.scenes.manager import theme
from mg.ui.theme.cache import UIThemes

pytestmark = pytest.mark.fresh_renderings  # counts rendering work (its caches start empty)


def button_pixels(
    manager_size: tuple[int, int], themes: UIThemes, data: dict[str, object], label: str
) -> bytes:
    manager = themes.manager(manager_size, data)
    button = UIButton(pygame.Rect(10, 10, 220, 44), label, manager)
    manager.update(0.0)
    return pygame.image.tobytes(button.image, "RGBA")


def test_managers_of_one_look_share_a_theme_and_draw_the_same(driver: Driver) -> None:
    ctx = driver.app.ctx
    themes = UIThemes()
    data = theme(ctx)
    first = themes.manager(ctx.size, data)
    second = themes.manager(ctx.size, theme(ctx))
    assert second.get_theme() is first.get_theme()
    alone = UIThemes()  # a theme loaded afresh draws a button exactly like the shared one
    label, other = "Resume (Esc)", "Save game…"  # any two labels
    assert button_pixels(ctx.size, themes, data, label) == button_pixels(
        ctx.size, alone, data, label
    )
    assert button_pixels(ctx.size, themes, data, other) != button_pixels(
        ctx.size, themes, data, label
    )


def test_another_look_gets_its_own_theme(driver: Driver) -> None:
    ctx = driver.app.ctx
    themes = UIThemes()
    small = themes.manager(ctx.size, theme(ctx))
    ctx.window.size = (2560, 1440)  # text grows with the window
    big = themes.manager(ctx.size, theme(ctx))
    assert big.get_theme() is not small.get_theme()
    assert len(themes.themes) == 2


def test_a_manager_sharing_a_theme_starts_no_loading_threads(
    driver: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    ctx = driver.app.ctx
    themes = UIThemes()
    themes.manager(ctx.size, theme(ctx))  # the first loads the theme (threads are fine)
    started: list[threading.Thread] = []
    real_start = threading.Thread.start
    here = threading.current_thread()

    def counting_start(self: threading.Thread) -> None:
        # only what this thread starts: a worker left by an earlier test in the process
        # (a discovery's event loop) may start its own at any moment
        if threading.current_thread() is here:
            started.append(self)
        real_start(self)

    monkeypatch.setattr(threading.Thread, "start", counting_start)
    for _ in range(5):
        manager = themes.manager(ctx.size, theme(ctx))
    # a font the theme has not made yet is loaded on the spot and drawn
    button = UIButton(pygame.Rect(10, 10, 220, 44), "Neu", manager, object_id="#big")
    manager.update(0.0)
    assert started == []
    assert pygame.mask.from_surface(button.image).count() > 0


def test_many_screens_do_not_grow_the_translation_search_path(driver: Driver) -> None:
    ctx = driver.app.ctx
    themes = UIThemes()
    themes.manager(ctx.size, theme(ctx))
    before = list(i18n.load_path)
    for _ in range(20):
        themes.manager(ctx.size, theme(ctx))
    assert i18n.load_path == before
