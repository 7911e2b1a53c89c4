"""Fonts and rendered text, cached (rendering text every frame is slow)."""

from __future__ import annotations

import pygame

from mg.storage import printable

Colour = tuple[int, int, int]


class Text:
    """pygame's bundled font at any size, with a cache of rendered strings."""

    def __init__(self) -> None:
        self._fonts: dict[int, pygame.font.Font] = {}
        self._rendered: dict[tuple[str, int, Colour, bool], pygame.Surface] = {}

    def font(self, size: int) -> pygame.font.Font:
        font = self._fonts.get(size)
        if font is None:
            font = self._fonts[size] = pygame.font.Font(None, size)
        return font

    def render(self, text: str, size: int, colour: Colour, bold: bool = False) -> pygame.Surface:
        text = printable(text)  # font.render refuses NUL; nothing unshowable gets there
        key = (text, size, colour, bold)
        surf = self._rendered.get(key)
        if surf is None:
            if len(self._rendered) > 2000:
                self._rendered.clear()
            font = self.font(size)
            font.bold = bold
            surf = self._rendered[key] = font.render(text, True, colour)
            font.bold = False
        return surf
