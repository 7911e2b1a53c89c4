"""F1's Controls page lists every key the play scene's buttons name — Hint (H)
and the Road tool's R among them — through the real help scene opened from a game."""

from __future__ import annotations

import pygame

from mg.dev.driver import Driver
from mg.scenes.overlays.help import HelpScene
from mg.scenes.play.scene import PlayScene
from mg.text.i18n import t
from mg.text.rules_text import CONTROLS, CONTROLS_SHOWN
from tests.support.controls import BUTTON_KEY, controls_shown, key_names


def test_the_controls_page_names_every_key_the_buttons_name(driver: Driver) -> None:
    driver.start_game()
    play = driver.top_as(PlayScene)
    named = {m.group(1) for b in play.buttons.values() if (m := BUTTON_KEY.search(b.text))}
    assert {"R", "H", "C", "E"} <= named
    driver.key(pygame.K_F1)
    shown = controls_shown(driver.top_as(HelpScene))
    listed = set().union(*(key_names(keys) for keys in shown))
    assert named <= listed, f"not on the Controls page: {named - listed}"
    hint = t("control.16.keys")
    assert hint == "H" and " ".join(shown[hint].split()) == " ".join(t("control.16.what").split())
    road = next(keys for keys in shown if "R" in key_names(keys))
    assert " ".join(shown[road].split()) == " ".join(t("control.1.what").split())


def test_the_help_shows_every_control_once() -> None:
    assert sorted(CONTROLS_SHOWN) == list(range(len(CONTROLS)))
