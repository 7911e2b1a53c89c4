"""The rules help (F1 or ?), opened at a rule when a refusal is clicked."""

from __future__ import annotations

import pygame

from mg.context import Context
from mg.rules_text import CONTROLS, SECTIONS
from mg.scenes.text_overlay import Line, TextOverlay, wrap
from mg.sprites import palette as pal


class HelpScene(TextOverlay):
    """The controls, then the rules in short sections, with the ids refusal messages cite."""

    name = "help"
    close_keys = (pygame.K_ESCAPE, pygame.K_F1)

    def __init__(self, ctx: Context, focus: str | None = None) -> None:
        self.focus = focus
        super().__init__(ctx, "Controls and rules")

    def build_lines(self, width: int) -> list[Line]:
        font = self.ctx.text.font(self.size)
        lines: list[Line] = [("Controls", (240, 220, 160), True)]
        for keys, what in CONTROLS:
            parts = wrap(f"{keys}:  {what}", font, width - self.ctx.px(40))
            lines += [(("" if k == 0 else "    ") + part, pal.TEXT if k == 0 else pal.TEXT_DIM,
                       False) for k, part in enumerate(parts)]
        lines.append(("", pal.TEXT, False))
        self.rule_line: dict[str, int] = {}
        for section, rules in SECTIONS:
            lines.append((section, (240, 220, 160), True))
            for rid, title, text in rules:
                self.rule_line[rid] = len(lines)
                lines.append((f"{rid}  {title}", pal.TEXT, True))
                lines += [("    " + part, pal.TEXT_DIM, False)
                          for part in wrap(text, font, width - self.ctx.px(40))]
            lines.append(("", pal.TEXT, False))
        if self.focus in self.rule_line:
            self.highlight = self.rule_line[self.focus]
            self.top_line = max(0, self.highlight - 1)
        return lines
