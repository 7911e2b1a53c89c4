"""Tab reaches every button of every screen and dialog, in a ring drawn over it, and Enter
presses the one in the ring: the menu, Settings, Games, a lesson's play scene (F6: its
panel), the pause menu, Save, the replay viewer, the score table and its statistics."""

from __future__ import annotations

import pygame

from mg.dev.driver import Driver
from mg.scenes.focus import reachable
from tests.support.keys_only import press_by_keys


def visits_every_button(driver: Driver) -> None:
    """Tab round the top scene's ring once: every shown, usable button of the scene is
    visited, and the ring is drawn (the screen differs where it stands)."""
    top = driver.top
    assert top is not None
    ui = top.widgets()
    assert ui is not None, f"{driver.top_name}: Tab reaches nothing"
    buttons = {b for b in getattr(top, "buttons", {}).values() if b.visible and b.is_enabled}
    seen = set()
    for _ in range(len(reachable(ui)) + 1):
        driver.key(pygame.K_TAB)
        focused = driver.app.stack.focus.focused
        assert focused is not None
        seen.add(focused)
    assert buttons <= seen, f"{driver.top_name}: {[b.text for b in buttons - seen]}"
    last = driver.app.stack.focus.focused
    assert last is not None
    ring = pygame.Rect(last.rect).inflate(8, 8)
    with_ring = driver.app.screen.subsurface(ring).copy()
    driver.app.stack.focus.clear()
    driver.frames(2)
    without = driver.app.screen.subsurface(ring)
    assert pygame.image.tobytes(with_ring, "RGB") != pygame.image.tobytes(without, "RGB")


def test_tab_reaches_every_button_of_the_menus_and_dialogs(driver: Driver) -> None:
    visits_every_button(driver)  # the menu (its name fields too)
    press_by_keys(driver, "settings")
    visits_every_button(driver)
    press_by_keys(driver, "done")
    press_by_keys(driver, "games")
    assert driver.top_name == "games"
    visits_every_button(driver)
    driver.key(pygame.K_ESCAPE)
    press_by_keys(driver, "learn")
    assert driver.top_name == "lesson"
    driver.key(pygame.K_F6)
    visits_every_button(driver)  # the lesson's box and panel
    press_by_keys(driver, "menu")
    press_by_keys(driver, "menu")  # the pause menu's Main menu
    driver.wait_for("menu")
    driver.start_game()
    driver.key(pygame.K_F6)
    visits_every_button(driver)  # the play scene's panel
    driver.key(pygame.K_ESCAPE)
    visits_every_button(driver)  # the pause menu
    press_by_keys(driver, "save")
    assert driver.top_name == "save"
    visits_every_button(driver)
    driver.key(pygame.K_ESCAPE)
    driver.key(pygame.K_ESCAPE)
    driver.key(pygame.K_F6)
    driver.key(pygame.K_w)
    assert driver.top_name == "replay"
    visits_every_button(driver)
