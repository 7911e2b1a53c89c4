"""Playing through the real scenes by the keyboard alone: Tab to a button and Enter, Tab to
a target on the board and Enter."""

from __future__ import annotations

import pygame

from mg.dev.driver import Driver

TAB_LIMIT = 60  # more Tabs than any screen has buttons


def tab_to(driver: Driver, key: str) -> None:
    """Tab until the focus ring is on the top scene's button `key` (AssertionError when it
    never comes)."""
    wanted = driver.button(key)
    for _ in range(TAB_LIMIT):
        if driver.app.stack.focus.focused is wanted:
            return
        driver.key(pygame.K_TAB)
    raise AssertionError(f"Tab never reached {key!r} on {driver.top_name!r}")


def press_by_keys(driver: Driver, key: str) -> None:
    """Tab to button `key` and press Enter."""
    tab_to(driver, key)
    driver.key(pygame.K_RETURN)
    driver.frames(2)  # pygame-gui's pressed event comes round
