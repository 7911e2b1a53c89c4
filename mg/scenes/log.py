"""The game log (L): every action of the game in words, newest last."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from mg.context import Context
from mg.i18n import t
from mg.scenes.text_overlay import Line, TextOverlay
from mg.sprites import palette as pal


class LogScene(TextOverlay):
    """Every action of the game in words, newest last."""

    name = "log"
    close_keys = (pygame.K_ESCAPE, pygame.K_l)

    def __init__(self, ctx: Context, log: Sequence[str]) -> None:
        self.log = list(log)
        super().__init__(ctx, t("log.title"))
        self.scroll(10**6)

    def build_lines(self, width: int) -> list[Line]:
        log = self.log or [t("log.empty")]
        self.highlight = len(log) - 1 if self.log else None
        return [(f"{k + 1:>4}.  {line}", pal.TEXT, False) for k, line in enumerate(log)]
