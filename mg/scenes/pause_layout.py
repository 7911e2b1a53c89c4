"""Where the pause menu's parts stand, and its first frame's work made ahead: the
play scene prepares it during its idle frames, so Esc opens it without a long frame."""

from __future__ import annotations

from collections.abc import Iterator

import pygame

from mg.scenes.context import Context
from mg.scenes.manager import button_h, make_manager
from mg.scenes.navigator import BoardToggle
from mg.sprites.paint import palette as pal
from mg.text.i18n import t
from mg.ui.theme.button import Button
from mg.ui.theme.furniture import BOX_BAND

TITLE_PX = 90  # the title's size (at 1080 lines)
PAUSE_KEYS = ("resume", "save", "load", "settings", "menu", "quit")  # top to bottom, always
# The column, in units of 1080 lines from the framed box's top: the title's middle, a
# notice's middle ("Saved as …"), the first button's top; the box ends a margin under the
# last button. Its height, 674, is set mid-window, as far from the top as from the bottom.
TITLE_Y, NOTICE_Y, BUTTONS_Y, BOTTOM_PAD = 70, 130, 180, 30
BUTTON_W, BUTTON_H, BUTTON_GAP = 420, 64, 16
COLUMN_H = BUTTONS_Y + len(PAUSE_KEYS) * (BUTTON_H + BUTTON_GAP) - BUTTON_GAP + BOTTOM_PAD


def pause_top(ctx: Context) -> int:
    """Where the pause menu's framed box starts: its column centred in the window."""
    grow = len(PAUSE_KEYS) * (button_h(ctx, BUTTON_H) - ctx.px(BUTTON_H))  # larger text
    return ctx.size[1] // 2 - (ctx.px(COLUMN_H) + grow) // 2


def title_centre(ctx: Context) -> tuple[int, int]:
    return ctx.size[0] // 2, pause_top(ctx) + ctx.px(TITLE_Y)


def notice_centre(ctx: Context) -> tuple[int, int]:
    return ctx.size[0] // 2, pause_top(ctx) + ctx.px(NOTICE_Y)


def pause_buttons(
    ctx: Context, board: BoardToggle | None = None
) -> list[tuple[str, str, pygame.Rect]]:
    """The pause menu's buttons: key, words and place, one under another mid-window."""
    w = ctx.size[0]
    bw, bh, gap = ctx.px(BUTTON_W), button_h(ctx, BUTTON_H), ctx.px(BUTTON_GAP)
    y = pause_top(ctx) + ctx.px(BUTTONS_Y)
    choices = [(key, t(f"pause.{key}")) for key in PAUSE_KEYS]
    if board is not None:
        shown = "scoring.show_scores" if board.board_shown else "scoring.show_board"
        choices[0] = ("board", t(shown))
    return [
        (key, text, pygame.Rect((w - bw) // 2, y + k * (bh + gap), bw, bh))
        for k, (key, text) in enumerate(choices)
    ]


def pause_disabled(ctx: Context) -> set[str]:
    """The pause menu's buttons of no use now, shown disabled in their places (never taken
    away: the others would move under a player's hand): Save with no game in progress of
    this machine's (a lesson, a network game), Load in a network game."""
    nav = ctx.nav
    disabled = set()
    if nav is None or nav.match is None:
        disabled.add("save")
    if nav is not None and nav.online:
        disabled.add("load")
    return disabled


def pause_box(ctx: Context, rects: list[pygame.Rect]) -> pygame.Rect:
    """The framed parchment round the title and the buttons."""
    box = rects[0].unionall(rects[1:])
    box.inflate_ip(ctx.px(120), 0)
    top = pause_top(ctx)
    box.top, box.h = top, box.bottom - top + ctx.px(BOTTOM_PAD)
    return box


def prepare_pause(ctx: Context) -> Iterator[None]:
    """What the pause menu's first frame would otherwise make all at once, made ahead a
    piece a step while the game shows (`Ahead`): its framed parchment, its
    buttons' shapes (a spare manager, into the widget theme every manager shares), its
    title."""
    buttons = pause_buttons(ctx)
    box = pause_box(ctx, [rect for _, _, rect in buttons])
    ctx.furniture.box(box.size, ctx.palette.table, ctx.px(BOX_BAND))
    yield
    spare = make_manager(ctx)
    for key, text, rect in buttons:
        Button(rect, text, spare, object_id=f"#{key}")
        yield
    spare.clear_and_reset()
    ctx.text.render(t("pause.title"), ctx.px(TITLE_PX), pal.TEXT, bold=True)
    yield
