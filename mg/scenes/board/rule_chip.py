"""A small clickable reference to a rule ("Rule 23 ›"), shown after the words it backs: in the
status line, in a lesson's box, after a hint's line. The words lead; the chip only points at
the rule, and a click on it opens the help there (R39)."""

from __future__ import annotations

import pygame

from mg.scenes.context import Context
from mg.sprites.paint import palette as pal
from mg.text.i18n import rule_chip

CHIP_TEXT = 22  # the chip's text size, at 1920x1080
#: The table's look: a small tab of deeper parchment edged in bronze, lighter
#: under the mouse; the same in both palettes (it reads on the paper and on the board alike).
CHIP_FILL, CHIP_HOT = (226, 204, 156), (246, 232, 196)
CHIP_EDGE = (122, 76, 26)  # bronze: the table's accent, "there is more to read here"
CHIP_INK = (92, 54, 16)

#: Where chips are on screen and the rule each opens.
Chips = list[tuple[pygame.Rect, str]]


def chip_rect(ctx: Context, rule: str, midleft: tuple[int, int]) -> pygame.Rect:
    """The chip for `rule` with its left edge's middle at `midleft`."""
    w, h = ctx.text.font(ctx.px(CHIP_TEXT)).size(rule_chip(rule))
    return pygame.Rect(0, 0, w + 2 * ctx.px(9), h + ctx.px(4)).move(
        midleft[0], midleft[1] - (h + ctx.px(4)) // 2
    )


def chip_row(ctx: Context, rules: tuple[str, ...], midleft: tuple[int, int]) -> Chips:
    """Chips for `rules` side by side, starting at `midleft`."""
    chips: Chips = []
    x, y = midleft
    for rule in rules:
        rect = chip_rect(ctx, rule, (x, y))
        chips.append((rect, rule))
        x = rect.right + ctx.px(8)
    return chips


def draw_chips(surface: pygame.Surface, ctx: Context, chips: Chips, mouse: tuple[int, int]) -> None:
    """Each chip: a small rounded box, lighter under the mouse."""
    for rect, rule in chips:
        hot = rect.collidepoint(mouse)
        radius = rect.h // 2
        pygame.draw.rect(surface, CHIP_HOT if hot else CHIP_FILL, rect, border_radius=radius)
        pygame.draw.rect(surface, CHIP_EDGE, rect, 2 if hot else 1, border_radius=radius)
        label = ctx.text.render(rule_chip(rule), ctx.px(CHIP_TEXT), pal.TEXT if hot else CHIP_INK)
        surface.blit(label, label.get_rect(center=rect.center))


def chip_at(chips: Chips, pos: tuple[int, int]) -> str | None:
    """The rule of the chip at `pos`, if any."""
    return next((rule for rect, rule in chips if rect.collidepoint(pos)), None)
