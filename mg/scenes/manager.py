"""pygame-gui managers with a theme scaled to the window (text laid out at real pixels)."""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui

from mg.scenes.context import Context
from mg.sprites.paint.table import THEME


def theme(ctx: Context) -> dict[str, Any]:
    """The widgets' pygame-gui theme: the table's (assets/theme.json), its font
    sizes scaled to the window, in the colours of the palette in use."""
    return THEME.gui_theme(ctx.px, ctx.palette.name)


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
