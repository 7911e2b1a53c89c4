"""The menu shows the game's version; the window icon is the generated one, from package data."""

from __future__ import annotations

import pygame
import pytest

import mg.scenes.menu.scene
from mg.dev.driver import Driver
from mg.sprites.paint.package_data import image


def bottom_right(driver: Driver) -> pygame.Surface:
    driver.frames(2)
    w, h = driver.app.screen.get_size()
    return driver.app.screen.subsurface((w - 160, h - 40, 160, 40)).copy()


def test_the_menu_shows_the_version_in_its_corner(
    driver: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    shown = bottom_right(driver)
    assert len({shown.get_at((x, y))[:3] for x in range(160) for y in range(40)}) > 2
    monkeypatch.setattr(mg.scenes.menu.scene, "__version__", "9.87.6")
    other = bottom_right(driver)
    assert pygame.image.tobytes(shown, "RGB") != pygame.image.tobytes(other, "RGB")


def test_the_window_icon_is_a_square_picture_with_transparent_corners() -> None:
    with image("icon").open("rb") as file:
        icon = pygame.image.load(file, "icon.png")
    assert icon.get_size() == (256, 256)
    assert icon.get_at((0, 0)).a == 0  # a hex on a transparent square
    assert icon.get_at((128, 128)).a > 240  # and an opaque picture inside
