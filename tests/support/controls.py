"""The controls the Help page lists, by button key and key names."""

from __future__ import annotations

import re

from mg.scenes.overlays.help import HelpScene

BUTTON_KEY = re.compile(r"\(([^()]+)\)$")  # "Hint (H)" -> "H"


def controls_shown(help_scene: HelpScene) -> dict[str, str]:
    """The Controls section as shown: each control's keys and what they do (wrapped lines
    joined again)."""
    texts = [text for text, _, _ in help_scene.lines]
    block = texts[1 : texts.index("")]
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
    """ "F1 or ?" -> {"F1", "?"}; "Ctrl+wheel, + or −" -> {"Ctrl+wheel", "+", "−"}."""
    return {k.strip() for part in keys.split(",") for k in part.split(" or ")}
