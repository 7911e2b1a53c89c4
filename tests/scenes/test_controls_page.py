"""F1's Controls page (issue 20.12) lists every key the play scene's buttons name — Hint (H)
and the Road tool's R among them — through the real help scene opened from a game."""

from __future__ import annotations

import re

import pygame

from mg.dev.driver import Driver
from mg.text.i18n import t
from mg.text.rules_text import CONTROLS, CONTROLS_SHOWN
from mg.ui.scenes.overlays.help import HelpScene
from mg.ui.scenes.play.scene import PlayScene

BUTTON_KEY = re.compile(r"\(([^()]+)\)$")  # "Hint (H)" -> "H"


def controls_shown(help_scene: HelpScene) -> dict[str, str]:
    """The Controls section as shown: each control's keys and what they do (wrapped lines
    joined again)."""
    texts = [text for text, _, _ in help_scene.lines]
    block = texts[1:texts.index("")]
    shown: dict[str, str] = {}
    keys = ""
    for line in block:
        if line.startswith("    "):
            shown[keys] += " " + line.strip()
        else:
            keys, what = line.split(": ", 1)
            shown[keys] = what
    return shown


def key_names(keys: str) -> set[str]:
    """"F1 or ?" -> {"F1", "?"}; "Ctrl+wheel, + or −" -> {"Ctrl+wheel", "+", "−"}."""
    return {k.strip() for part in keys.split(",") for k in part.split(" or ")}


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
    assert hint == "H" and " ".join(shown[hint].split()) == " ".join(
        t("control.16.what").split())
    road = next(keys for keys in shown if "R" in key_names(keys))
    assert " ".join(shown[road].split()) == " ".join(t("control.1.what").split())


def test_the_help_shows_every_control_once() -> None:
    assert sorted(CONTROLS_SHOWN) == list(range(len(CONTROLS)))
