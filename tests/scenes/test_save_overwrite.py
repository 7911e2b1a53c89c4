"""Saving under the name of a save already there asks first (nothing a
player did vanishes without asking); Enter and Esc keep the old save."""

from __future__ import annotations

import pygame

from mg.dev.driver import Driver
from mg.engine import PlaceCity
from mg.scenes.overlays.confirm import ConfirmScene
from mg.scenes.overlays.save_dialog import SaveScene
from mg.store.session import read, saves_dir
from mg.text.i18n import t
from mg.ui.notice import notice_text


def save_as(d: Driver, name: str) -> None:
    """Esc → Save game… → `name` → Save."""
    d.key(pygame.K_ESCAPE)
    d.press("save")
    d.top_as(SaveScene).entry.set_text(name)
    d.press("save")


def test_saving_over_a_save_asks_and_keeps_it_unless_told(driver: Driver) -> None:
    driver.start_game()
    game = driver.game
    save_as(driver, "Mine")
    assert driver.top_name == "pause"
    first = (saves_dir() / "Mine.json").read_bytes()
    driver.press("resume")
    driver.key(pygame.K_c)
    driver.click_space(next(a.space for a in game.legal_actions() if isinstance(a, PlaceCity)))
    save_as(driver, "Mine")
    confirm = driver.top_as(ConfirmScene)
    assert confirm.question.message == t("save.exists", name="Mine")
    assert (saves_dir() / "Mine.json").read_bytes() == first
    driver.key(pygame.K_RETURN)  # the safe choice: keep the old save
    assert driver.top_name == "save" and (saves_dir() / "Mine.json").read_bytes() == first
    driver.press("save")
    driver.press("replace")
    assert driver.top_name == "pause" and read(saves_dir() / "Mine.json").game == game
    assert notice_text(driver.app.ctx.notice) == t("save.saved_as", name="Mine")
