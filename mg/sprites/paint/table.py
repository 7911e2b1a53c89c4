"""The table's theme data, read from assets/theme.json: the colours of the
parchment, its ink and its bronze for each palette, the images it is made of, and the
pygame-gui theme of the buttons and text fields. Nothing here draws; `furniture.py` does."""

from __future__ import annotations

import copy
import json
import logging
from collections.abc import Callable
from dataclasses import dataclass, fields
from importlib.resources.abc import Traversable
from typing import Any

from mg.sprites.paint.package_data import assets

logger = logging.getLogger(__name__)

Colour = tuple[int, int, int]
THEME_FILE = "theme.json"
FONT_MIN_PX = 12  # no widget text is set smaller (as the game's own text, fonts.MIN_PX)


def hex_colour(text: str) -> Colour:
    """'#rrggbb' as a colour."""
    value = text.strip().lstrip("#")
    return int(value[0:2], 16), int(value[2:4], 16), int(value[4:6], 16)


@dataclass(frozen=True)
class TableColours:
    """The table's colours in one palette: what every text and box the game draws itself
    is made of (text is ink on paper, tested at 4.5:1 or more)."""

    paper: Colour  # the panel, dialogs, banners, tooltips
    paper_deep: Colour  # a card, a player's row, a chip on the paper
    ink: Colour  # text
    ink_dim: Colour  # secondary text
    bronze: Colour  # rules and frames
    bronze_light: Colour  # the light edge of a frame
    good: Colour  # text: what would happen, what scores
    bad: Colour  # text: a refusal
    warn: Colour  # text: what is still required (R23)
    shade: Colour  # what dims the board under a dialog

    @staticmethod
    def of(data: dict[str, str]) -> TableColours:
        return TableColours(**{f.name: hex_colour(data[f.name]) for f in fields(TableColours)})

    def texts(self) -> dict[str, Colour]:
        """The colours text is set in."""
        return {"ink": self.ink, "ink_dim": self.ink_dim, "good": self.good, "bad": self.bad,
                "warn": self.warn}  # fmt: skip


PLAIN = TableColours(  # without the theme file: plain parchment and ink (the game says why)
    paper=(239, 226, 194),
    paper_deep=(227, 208, 166),
    ink=(42, 31, 20),
    ink_dim=(90, 69, 48),
    bronze=(122, 76, 26),
    bronze_light=(200, 160, 100),
    good=(26, 90, 44),
    bad=(152, 38, 26),
    warn=(126, 60, 0),
    shade=(20, 15, 10),
)


@dataclass(frozen=True)
class TableTheme:
    """The theme file's content: images by role, colours by palette, the widgets' theme."""

    images: dict[str, str]
    colours: dict[str, TableColours]
    gui_colours: dict[str, dict[str, str]]
    gui: dict[str, Any]

    def table(self, palette: str) -> TableColours:
        """The table's colours in `palette` (the classic ones for an unknown name)."""
        return self.colours.get(palette) or self.colours.get("classic") or PLAIN

    def gui_theme(self, px: Callable[[float], int], palette: str) -> dict[str, Any]:
        """The pygame-gui theme for a window whose lengths are `px` of the layout's units:
        every font size scaled, the palette's colours on every widget."""
        data = copy.deepcopy(self.gui)
        colours = self.gui_colours.get(palette) or self.gui_colours.get("classic") or {}
        for element, block in data.items():
            font = block.get("font")
            if isinstance(font, dict) and "size" in font:
                font["size"] = str(max(FONT_MIN_PX, px(float(font["size"]))))
            if not element.startswith(("#", "@")) and colours:
                block["colours"] = dict(colours)
        return data


def read_theme(root: Traversable) -> TableTheme:
    """The theme in `root` (the assets folder); the plain one, said once, when it is
    missing or unreadable."""
    try:
        data = json.loads((root / THEME_FILE).read_text(encoding="utf-8"))
        table, gui = data["table"], data["gui"]
        return TableTheme(
            images=dict(table["images"]),
            colours={name: TableColours.of(c) for name, c in table["palettes"].items()},
            gui_colours={name: dict(c) for name, c in gui["palettes"].items()},
            gui=dict(gui["theme"]),
        )
    except (OSError, ValueError, KeyError, TypeError) as exc:
        logger.warning("theme %s unavailable (%s); the table is drawn plainly", THEME_FILE, exc)
        plain_gui = {"button": {"font": {"name": "noto_sans", "size": 26}}}
        return TableTheme({}, {"classic": PLAIN}, {}, plain_gui)


THEME = read_theme(assets())  # one small file, read once a process
