"""pygame-gui managers with a theme scaled to the window (text laid out at real pixels)."""

from __future__ import annotations

import functools
from typing import Any

import pygame
import pygame_gui

from mg.scenes.context import Context
from mg.sprites.paint.fonts import face_path
from mg.sprites.paint.table import FONT_MIN_PX, THEME

BUTTON_EDGE = 4  # the theme's button border and shadow, on each side (not scaled)


def theme(ctx: Context) -> dict[str, Any]:
    """The widgets' pygame-gui theme: the table's (assets/theme.json), its font
    sizes scaled to the window and to the text size chosen (a button's words grow with the
    rest; its box is laid out from the same `ctx.tx`), in the colours of the palette in use."""
    return THEME.gui_theme(ctx.tx, ctx.palette.name)


def make_manager(ctx: Context, reuse: pygame_gui.UIManager | None = None) -> pygame_gui.UIManager:
    """A manager for the window's size and text size; `reuse` is emptied and kept when it
    still fits both (loading the theme again is the slow part of rebuilding a screen)."""
    data = theme(ctx)
    if (
        reuse is not None
        and tuple(reuse.window_resolution) == tuple(ctx.size)
        and reuse.get_theme() is ctx.ui_themes.loaded(data)
    ):
        reuse.clear_and_reset()
        return reuse
    return ctx.ui_themes.manager(ctx.size, data)


def pressed_key(event: pygame.event.Event, buttons: dict[str, Any]) -> str | None:
    """The key of the button among `buttons` that this event says was pressed, if any."""
    if event.type != pygame_gui.UI_BUTTON_PRESSED:
        return None
    return next((k for k, b in buttons.items() if b is event.ui_element), None)


def gui_font_px(ctx: Context, element: str = "button") -> int:
    """The pixel size of the theme's words for `element` (a widget or a class: "@narrow")."""
    block = THEME.gui.get(element) or THEME.gui.get("button") or {}
    return max(FONT_MIN_PX, ctx.tx(float(block.get("font", {}).get("size", 26))))


@functools.cache
def line_height(px: int, bold: bool = False) -> int:
    """The height of a line of the widgets' face (Noto Sans) at `px` pixels."""
    path = face_path(bold)
    return (
        pygame.font.Font(path, px).get_height()
        if path
        else pygame.font.Font(None, px).size("Hg")[1]
    )


def button_h(ctx: Context, design: float = 56, element: str = "button") -> int:
    """A button's height: `design` (at 1920x1080) at the window's size, or more when the
    theme's words at the text size chosen need it: their line, the border and shadow on
    both sides and a little air (at 100 % `design` holds them)."""
    bold = THEME.gui.get(element, {}).get("font", {}).get("bold") == "1"
    need = line_height(gui_font_px(ctx, element), bold) + 2 * BUTTON_EDGE + ctx.px(6)
    return max(ctx.px(design), need)
