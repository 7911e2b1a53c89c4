"""Scripted input: real mouse and keyboard events posted to pygame's queue, exactly as a
person at the mouse would make them (the autoplayer, the test driver and tools use it)."""

from __future__ import annotations

import pygame


def post_click(pos: tuple[int, int], button: int = 1) -> None:
    """Move to `pos`, press and release `button` there."""
    post_move(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))


def post_move(pos: tuple[int, int]) -> None:
    """Move the mouse to `pos`, no button held."""
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )


def post_key(key: int, mod: int = 0) -> None:
    """Press and release `key` with the modifiers `mod`."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=""))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode=""))
