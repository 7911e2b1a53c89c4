"""Colours, and each player's emblem: colour plus shape, so no one depends on colour alone."""

from __future__ import annotations

import math
from collections.abc import Mapping
from types import MappingProxyType

import pygame

from mg.sprites.paint.table import THEME, TableColours
from mg.text.i18n import t

Colour = tuple[int, int, int]

#: Player colours: "classic" (the board game's), and "contrast", chosen to stay apart for
#: deuteranopes and protanopes too (the emblems tell players apart in both).
PALETTES: dict[str, dict[str, dict[str, Colour]]] = {
    "classic": {
        "player": {
            "yellow": (238, 200, 48),
            "orange": (235, 122, 30),
            "brown": (128, 82, 48),
            "red": (204, 44, 44),
        },
        "dark": {
            "yellow": (150, 118, 10),
            "orange": (150, 70, 10),
            "brown": (70, 42, 20),
            "red": (120, 18, 18),
        },
    },
    "contrast": {
        "player": {
            "yellow": (255, 240, 110),
            "orange": (205, 95, 20),
            "brown": (84, 52, 30),
            "red": (200, 70, 200),
        },
        "dark": {
            "yellow": (150, 130, 20),
            "orange": (120, 50, 5),
            "brown": (40, 24, 12),
            "red": (110, 30, 110),
        },
    },
}
#: What each palette's colours are called on screen (the contrast "red" is a magenta).
COLOUR_NAMES: dict[str, dict[str, str]] = {
    "classic": {"yellow": "Yellow", "orange": "Orange", "brown": "Brown", "red": "Red"},
    "contrast": {"yellow": "Yellow", "orange": "Orange", "brown": "Brown", "red": "Magenta"},
}
EMBLEM_NAME = {"yellow": "sun", "orange": "triangle", "brown": "square", "red": "diamond"}

SEA = (52, 98, 142)
SEA_DEEP = (38, 76, 116)
LAND = (196, 184, 128)
LAND_EDGE = (150, 138, 92)
VILLAGE = (214, 200, 150)
GREEN_BORDER = (46, 150, 70)
INK = (34, 30, 26)
PAPER = (244, 236, 214)
#: The table: parchment and ink, from the theme data (assets/theme.json); the
#: palette in use gives its own (`Palette.table`), these are the classic ones.
_TABLE = THEME.table("classic")
PANEL = _TABLE.paper
PANEL_LIGHT = _TABLE.paper_deep
TEXT = _TABLE.ink
TEXT_DIM = _TABLE.ink_dim
TITLE = _TABLE.bronze  # headings set on the paper
GOOD = _TABLE.good  # text on the paper: what would happen, what scores
BAD = _TABLE.bad  # text on the paper: a refusal, a problem
WARN_INK = _TABLE.warn  # text on the paper: what is still required (R23)
ACCENT = _TABLE.bronze  # a rule, a slider, a scroll bar's thumb on the paper
LEGAL = (80, 210, 110)
ILLEGAL = (230, 70, 60)
HIGHLIGHT = (255, 244, 160)
FOUND = (232, 168, 24)  # where a city would be founded: gold, ringed in ink to stand off the land


def emblem_points(kind: str, cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    """The outline of an emblem shape around (cx, cy) with radius r."""
    if kind == "triangle":
        return [
            (cx + r * math.cos(a), cy + r * math.sin(a))
            for a in (-math.pi / 2, math.pi / 6, 5 * math.pi / 6)
        ]
    if kind == "square":
        s = r * 0.8
        return [(cx - s, cy - s), (cx + s, cy - s), (cx + s, cy + s), (cx - s, cy + s)]
    if kind == "diamond":
        return [(cx, cy - r), (cx + r * 0.8, cy), (cx, cy + r), (cx - r * 0.8, cy)]
    return [
        (cx + r * math.cos(a * math.pi / 4), cy + r * math.sin(a * math.pi / 4)) for a in range(8)
    ]  # sun: an octagon disc


class Palette:
    """The player colours in use, "classic" or "contrast": the Context owns one and passes
    it to whatever draws; `use` switches every drawing that reads it."""

    def __init__(self, name: str = "classic") -> None:
        self.name = "classic"
        self.player: Mapping[str, Colour] = {}
        self.dark: Mapping[str, Colour] = {}
        self.table: TableColours = _TABLE  # the table's paper and ink in this palette
        self.use(name)

    def use(self, name: str) -> None:
        """Switch to palette `name` (an unknown name means "classic")."""
        self.name = name if name in PALETTES else "classic"
        self.player = MappingProxyType(dict(PALETTES[self.name]["player"]))
        self.dark = MappingProxyType(dict(PALETTES[self.name]["dark"]))
        self.table = THEME.table(self.name)

    def art_name(self, kind: str, colour: str) -> str:
        """The generated image of a player piece (or card) in this palette."""
        return f"{kind}_{colour}" if self.name == "classic" else f"{kind}_contrast_{colour}"

    def colour_name(self, colour: str) -> str:
        """A player colour's name as this palette shows it, in the language in use."""
        english = COLOUR_NAMES[self.name].get(colour, colour.capitalize())
        return t(f"colour.{english.lower()}", default=english)

    def draw_emblem(
        self,
        surface: pygame.Surface,
        colour: str,
        center: tuple[float, float],
        r: float,
        fill: Colour | None = None,
        outline: Colour = INK,
    ) -> None:
        """The player's emblem: its shape filled with its colour (or `fill`), outlined."""
        points = emblem_points(EMBLEM_NAME[colour], center[0], center[1], r)
        pygame.draw.polygon(surface, fill or self.player[colour], points)
        pygame.draw.polygon(surface, outline, points, max(1, round(r / 6)))
