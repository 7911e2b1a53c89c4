"""A window asked for as large as the screen (`--windowed 1366x768` on a 1366x768
screen) would lose its bottom under the window manager's title bar: it opens as large as fits
and maximized, the window manager fits it to the usable area, and the game lays out for the
size the window really gets (even a little under the usual minimum on a small screen)."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

import mg.app.loop
from mg.dev.driver import Driver
from mg.scenes.play.scene import PlayScene
from mg.ui.options import MIN_SIZE, Options, fit_window, smallest_window
from tests.support.apps import at_the_menu

SCREEN = (1366, 768)  # a common laptop screen


@pytest.fixture
def small_screen(monkeypatch: pytest.MonkeyPatch) -> Iterator[Driver]:
    """The real App asked for a 1366x768 window on a 1366x768 desktop."""
    monkeypatch.setattr(mg.app.loop, "desktop_size", lambda: SCREEN)
    with at_the_menu(Options(windowed=SCREEN, seed=11, think=0.1)) as driver:
        yield driver


def window_manager_gives(driver: Driver, size: tuple[int, int]) -> None:
    """What the window manager does once it has fitted the maximized window: a new size."""
    pygame.display.set_mode(size, pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=size[0], y=size[1]))
    driver.frames(2)


def test_a_window_that_fits_opens_as_asked() -> None:
    assert fit_window((1280, 720), (1920, 1080)) == ((1280, 720), False)
    assert smallest_window((1920, 1080)) == MIN_SIZE


def test_a_window_as_large_as_the_screen_opens_smaller_and_maximized() -> None:
    (w, h), maximize = fit_window(SCREEN, SCREEN)
    assert maximize and w <= SCREEN[0] and h <= SCREEN[1] - 20  # room for a title bar
    (w, h), maximize = fit_window((2560, 1440), (1920, 1080))
    assert maximize and (w, h) < (1920, 1080)


def test_the_game_fits_a_small_screen_with_its_title_bar(small_screen: Driver) -> None:
    driver = small_screen
    w, h = driver.app.ctx.size
    assert w <= SCREEN[0] and h <= SCREEN[1] - 20, "the window leaves room for a title bar"
    window_manager_gives(driver, (1366, 749))  # maximized under a 19-pixel title bar
    assert driver.app.ctx.size == (1366, 749)
    driver.start_game()
    play = driver.top_as(PlayScene)
    for key in ("log", "rules", "hint", "menu"):
        assert play.buttons[key].rect.bottom <= 749, key
    assert play.status_rect().bottom <= 749


def test_a_maximized_window_under_the_minimum_is_laid_out_as_it_is(small_screen: Driver) -> None:
    driver = small_screen
    window_manager_gives(driver, (1366, 700))  # a title bar and a desktop panel
    assert driver.app.ctx.size == (1366, 700)  # not forced back to 720, under the screen's edge
    assert MIN_SIZE[1] > 700
