"""pygame-gui managers with a theme scaled to the window (text laid out at real pixels)."""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui

from mg.ui.context import Context


def theme(ctx: Context) -> dict[str, Any]:
    size = str(max(14, ctx.px(26)))
    big = str(max(16, ctx.px(32)))
    narrow = str(max(12, ctx.px(23)))  # a label too long for its button at the usual size
    narrower = str(max(12, ctx.px(20)))  # … and still too long at the narrow size
    colours = {
        "normal_bg": "#3a4458",
        "hovered_bg": "#4d5a74",
        "active_bg": "#2c3444",
        "selected_bg": "#8a6d2a",
        "disabled_bg": "#2a2f3a",
        "normal_text": "#f0eadc",
        "hovered_text": "#ffffff",
        "selected_text": "#ffffff",
        "disabled_text": "#7d7f86",
        "normal_border": "#9a8a5a",
        "hovered_border": "#e8d28a",
        "selected_border": "#ffe9a0",
        "dark_bg": "#20252f",
        "text_cursor": "#ffffff",
    }
    return {
        "defaults": {"colours": colours, "font": {"name": "noto_sans", "size": size}},
        "button": {
            "colours": colours,
            "font": {"name": "noto_sans", "size": size},
            "misc": {"shape": "rounded_rectangle", "shape_corner_radius": "6", "border_width": "2"},
        },
        "#big": {"font": {"name": "noto_sans", "size": big, "bold": "1"}},
        "@narrow": {"font": {"name": "noto_sans", "size": narrow}},
        "@narrower": {"font": {"name": "noto_sans", "size": narrower}},
        "text_entry_line": {"colours": colours, "font": {"name": "noto_sans", "size": size}},
    }


def make_manager(ctx: Context, reuse: pygame_gui.UIManager | None = None) -> pygame_gui.UIManager:
    """A manager for the window's size; `reuse` is emptied and kept when it still fits
    (loading the theme again is the slow part of rebuilding a screen)."""
    if reuse is not None and tuple(reuse.window_resolution) == tuple(ctx.size):
        reuse.clear_and_reset()
        return reuse
    return ctx.ui_themes.manager(ctx.size, theme(ctx))


def pressed_key(event: pygame.event.Event, buttons: dict[str, Any]) -> str | None:
    """The key of the button among `buttons` that this event says was pressed, if any."""
    if event.type != pygame_gui.UI_BUTTON_PRESSED:
        return None
    return next((k for k, b in buttons.items() if b is event.ui_element), None)
