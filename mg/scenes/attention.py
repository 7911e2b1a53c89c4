"""A turn come from afar while the window is behind others asks for attention: the window
flashes (where the system and pygame-ce can) — beside the turn sound and the desktop's
notification (`ctx.notifier`). A player looking at the window is never flashed at."""

from __future__ import annotations

import contextlib
import warnings

import pygame


def window_in_front() -> bool:
    """Whether the game's window has the keyboard (the player is looking at it)."""
    return pygame.display.get_init() and pygame.key.get_focused()


def flash_window() -> None:
    """The window asks for attention (where the system and pygame-ce can: else nothing)."""
    window_type = getattr(pygame, "Window", None)
    if window_type is None or not pygame.display.get_init() or not pygame.display.get_surface():
        return
    with warnings.catch_warnings(), contextlib.suppress(AttributeError, pygame.error):
        warnings.simplefilter("ignore", DeprecationWarning)  # (the display module's window)
        window_type.from_display_module().flash(pygame.FLASH_BRIEFLY)
