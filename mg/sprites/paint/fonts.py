"""Fonts and rendered text, cached (rendering text every frame is slow).

Text is set in Noto Sans, regular and a real bold face, the files pygame-gui ships: pygame's
default font has no bold file, and its synthesised bold spaces letters badly. Titles are set
in a classical display face, Cinzel (SIL Open Font License, shipped with its licence in
assets/fonts/)."""

from __future__ import annotations

import functools
import io
import logging
from importlib.resources import files
from importlib.resources.abc import Traversable

import pygame
import pygame.freetype

from mg.sprites.paint.bounded_cache import BoundedCache, surface_bytes
from mg.sprites.paint.package_data import assets
from mg.store.storage import printable

logger = logging.getLogger(__name__)

Colour = tuple[int, int, int]

FACES = {False: "NotoSans-Regular.ttf", True: "NotoSans-Bold.ttf"}
TEXT_FAMILY = "Noto Sans"  # the family FACES hold
#: The display face for titles (the menu's title, …): Cinzel, regular and bold, as published.
DISPLAY_FACES = {False: "Cinzel-Regular.ttf", True: "Cinzel-Bold.ttf"}
DISPLAY_FAMILY = "Cinzel"
#: Sizes are given in the default font's units (what the layout was designed with); Noto
#: at 0.74 of that size has the same cap height and width.
NOTO_SCALE = 0.74
MIN_PX = 12  # no text is set smaller than this (a 12 px font: its em is 12 px)
FONTS_KEPT = 24  # sizes of one window's text, with room for the sizes of the one before
RENDERED_KEPT, RENDERED_BYTES = 2000, 32 << 20
WRAPPED_KEPT = 2000


def wrap(text: str, font: pygame.font.Font, width: int, indent: str = "") -> list[str]:
    """`text` in lines no wider than `width` pixels in `font`, broken between words; the
    lines after the first start with `indent`."""
    lines: list[str] = []
    current = ""
    for word in text.split():
        trial = f"{current} {word}" if current else word
        if current and font.size(trial)[0] > width:
            lines.append(current)
            current = indent + word
        else:
            current = trial
    return lines + [current] if current else lines


def face_path(bold: bool) -> str | None:
    """The Noto Sans file pygame-gui ships for this weight, or None if it is missing."""
    path = files("pygame_gui.data") / FACES[bold]
    return str(path) if path.is_file() else None


def display_face(bold: bool) -> Traversable:
    """The display face's file for this weight (in the game's package data)."""
    return assets() / "fonts" / DISPLAY_FACES[bold]


@functools.cache
def _display_glyphs(bold: bool) -> pygame.freetype.Font | None:
    """The display face as FreeType reads it (to ask which letters it has), or None."""
    try:
        if not pygame.freetype.get_init():
            pygame.freetype.init()
        return pygame.freetype.Font(io.BytesIO(display_face(bold).read_bytes()), 12)
    except (OSError, pygame.error):
        return None


def display_covers(text: str, bold: bool = True) -> bool:
    """Whether the display face has every letter of `text`: Cinzel has the Latin letters
    only, so a Greek or Cyrillic name (which the menu takes) is set in Noto Sans instead."""
    for _ in range(2):
        glyphs = _display_glyphs(bold)
        if glyphs is None:
            return False
        try:
            return None not in glyphs.get_metrics(text)
        except pygame.error:  # FreeType was quit since (pygame started again): load again
            _display_glyphs.cache_clear()
    return False


class Text:
    """Noto Sans (regular and bold) at any size, with a cache of rendered strings."""

    def __init__(self) -> None:
        self.fonts: BoundedCache[tuple[int, bool], pygame.font.Font] = BoundedCache(FONTS_KEPT)
        self.rendered: BoundedCache[tuple[str, int, Colour, bool], pygame.Surface] = BoundedCache(
            RENDERED_KEPT, RENDERED_BYTES, surface_bytes
        )
        self.wrapped: BoundedCache[tuple[str, int, int, str], list[str]] = BoundedCache(
            WRAPPED_KEPT
        )
        self.displays: BoundedCache[tuple[int, bool], pygame.font.Font] = BoundedCache(FONTS_KEPT)
        self.displayed: BoundedCache[tuple[str, int, Colour, bool], pygame.Surface] = BoundedCache(
            FONTS_KEPT * 4, RENDERED_BYTES // 4, surface_bytes
        )
        self.smallest = 0  # the smallest pixel size rendered since reset_smallest()
        self.warned = False
        self.display_warned = False

    def pixels(self, size: int) -> int:
        """The em size in pixels of text asked for at `size`."""
        return max(MIN_PX, round(size * NOTO_SCALE))

    def font(self, size: int, bold: bool = False) -> pygame.font.Font:
        px = self.pixels(size)
        return self.fonts.get_or_make((px, bold), lambda: self._load(px, bold))

    def _load(self, px: int, bold: bool) -> pygame.font.Font:
        path, problem = face_path(bold), "missing"
        try:
            if path is not None:
                return pygame.font.Font(path, px)
        except (OSError, pygame.error) as exc:
            problem = str(exc)
        if not self.warned:
            logger.warning(
                "font %s unavailable (%s); using pygame's default font", FACES[bold], problem
            )
            self.warned = True
        font = pygame.font.Font(None, round(px / NOTO_SCALE))
        font.bold = bold
        return font

    def display(self, px: int, bold: bool = True) -> pygame.font.Font:
        """The display face at `px` pixels (an em of `px`, not scaled like text sizes);
        Noto Sans of that weight if its file is missing or broken."""
        px = max(MIN_PX, px)
        return self.displays.get_or_make((px, bold), lambda: self._load_display(px, bold))

    def _load_display(self, px: int, bold: bool) -> pygame.font.Font:
        face = display_face(bold)
        try:
            with face.open("rb") as file:  # read whole: the Font may outlive an open file
                return pygame.font.Font(io.BytesIO(file.read()), px)
        except (OSError, pygame.error) as exc:
            if not self.display_warned:
                logger.warning("font %s unavailable (%s); titles in Noto Sans", face.name, exc)
                self.display_warned = True
        return self.font(round(px / NOTO_SCALE), bold)

    def render_display(
        self, text: str, px: int, colour: Colour, bold: bool = True
    ) -> pygame.Surface:
        """`text` in the display face at `px` pixels, remembered like `render`'s."""
        text = printable(text)
        return self.displayed.get_or_make(
            (text, px, colour, bold), lambda: self.display(px, bold).render(text, True, colour)
        )

    def render_title(self, text: str, px: int, colour: Colour, bold: bool = True) -> pygame.Surface:
        """A title that may hold a player's name (a banner): in the display face at `px`
        pixels when it has every letter, else in Noto Sans of the same height."""
        if display_covers(printable(text), bold):
            return self.render_display(text, px, colour, bold)
        return self.render(text, round(px / NOTO_SCALE), colour, bold)

    def wrap(self, text: str, size: int, width: int, indent: str = "") -> list[str]:
        """`text` at `size` in lines no wider than `width` pixels (see `wrap`); remembered,
        as the same captions and hints are wrapped frame after frame."""
        lines = self.wrapped.get_or_make(
            (text, size, width, indent), lambda: wrap(text, self.font(size), width, indent)
        )
        return list(lines)

    def is_real_bold(self) -> bool:
        """Whether bold text comes from Noto Sans' bold file (not synthesised)."""
        font = self.font(20, bold=True)
        return (font.name, font.style_name) == (TEXT_FAMILY, "Bold")

    def reset_smallest(self) -> None:
        self.smallest = 0

    def render(self, text: str, size: int, colour: Colour, bold: bool = False) -> pygame.Surface:
        text = printable(text)  # font.render refuses NUL; nothing unshowable gets there
        key = (text, size, colour, bold)
        px = self.pixels(size)
        self.smallest = min(self.smallest, px) if self.smallest else px
        return self.rendered.get_or_make(
            key, lambda: self.font(size, bold).render(text, True, colour)
        )

    def render_fitted(
        self, text: str, size: int, colour: Colour, room: int, least: int, bold: bool = False
    ) -> pygame.Surface:
        """`text` at `size`, or smaller (down to `least`) until it is at most `room` pixels
        wide: a long word in a narrow box, or larger text, set smaller rather than over its
        neighbour."""
        label = self.render(text, size, colour, bold)
        while label.get_width() > room and size > least:
            size -= 1
            label = self.render(text, size, colour, bold)
        return label
