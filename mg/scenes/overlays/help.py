"""The rules help (F1 or ?), opened at a rule when a refusal is clicked."""

from __future__ import annotations

import pygame

from mg.engine import CARDS
from mg.scenes.context import Context
from mg.scenes.text_overlay import Line, TextOverlay
from mg.sprites.paint import palette as pal
from mg.sprites.paint.fonts import wrap
from mg.text.i18n import t, with_rule
from mg.text.rules_text import CONTROL_RULES, CONTROLS_SHOWN, SECTION_KEYS, SECTIONS


def cards_words() -> str:
    """The twelve cards in the language in use: id, turn order, roads/cities/draw (R5)."""
    return "; ".join(
        f"{c.id} {' '.join(t(f'colour.{o}').lower() for o in c.order)} "
        f"{c.roads}/{c.cities}/{c.draw}"
        for c in CARDS.values()
    )


class HelpScene(TextOverlay):
    """The controls, then the rules in short sections, with the ids refusal messages cite."""

    name = "help"
    shows_help = True
    close_keys = (pygame.K_ESCAPE, pygame.K_F1)

    def __init__(self, ctx: Context, focus: str | None = None) -> None:
        self.focus = focus
        super().__init__(ctx, t("help.title"))

    def build_lines(self, width: int) -> list[Line]:
        font = self.ctx.text.font(self.size)
        lines: list[Line] = [(t("help.controls"), pal.TITLE, True)]
        for n in CONTROLS_SHOWN:
            what = with_rule(t(f"control.{n}.what"), CONTROL_RULES.get(n))
            text = f"{t(f'control.{n}.keys')}:  {what}"
            parts = wrap(text, font, width - self.ctx.px(40))
            lines += [
                (("" if k == 0 else "    ") + part, pal.TEXT if k == 0 else pal.TEXT_DIM, False)
                for k, part in enumerate(parts)
            ]
        lines.append(("", pal.TEXT, False))
        self.rule_line: dict[str, int] = {}
        cards = cards_words()
        for key, (_, rules) in zip(SECTION_KEYS, SECTIONS, strict=True):
            lines.append((t(f"help.section.{key}"), pal.TITLE, True))
            for rid, _, _ in rules:
                self.rule_line[rid] = len(lines)
                lines.append((f"{rid}  {t(f'rule.{rid}.title')}", pal.TEXT, True))
                text = t(f"rule.{rid}.text", cards=cards)
                lines += [
                    ("    " + part, pal.TEXT_DIM, False)
                    for part in wrap(text, font, width - self.ctx.px(40))
                ]
            lines.append(("", pal.TEXT, False))
        if self.focus in self.rule_line:
            self.highlight = self.rule_line[self.focus]
            self.top_line = max(0, self.highlight - 1)
        return lines
