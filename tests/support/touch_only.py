"""Touch as SDL delivers it: a finger's events, each followed by the mouse event SDL makes
from it (marked `touch`), posted to the real App."""

from __future__ import annotations

from typing import Any

import pygame

from mg.dev.driver import Driver

FINGER: dict[str, Any] = {"touch_id": 1, "pressure": 1.0}


def finger(kind: int, driver: Driver, pos: tuple[float, float], finger_id: int = 0) -> None:
    """A finger event at `pos` (SDL gives fractions of the window)."""
    w, h = driver.app.ctx.size
    pygame.event.post(
        pygame.event.Event(
            kind, finger_id=finger_id, x=pos[0] / w, y=pos[1] / h, dx=0.0, dy=0.0, **FINGER
        )
    )


def synthesized(kind: int, pos: tuple[int, int]) -> None:
    """The mouse event SDL makes from the first finger."""
    if kind == pygame.MOUSEMOTION:
        event = pygame.event.Event(kind, pos=pos, rel=(0, 0), buttons=(1, 0, 0), touch=True)
    else:
        event = pygame.event.Event(kind, pos=pos, button=1, touch=True)
    pygame.event.post(event)


def tap(driver: Driver, pos: tuple[int, int]) -> None:
    """A finger down and up at `pos`, with the mouse events SDL makes of it."""
    finger(pygame.FINGERDOWN, driver, pos)
    synthesized(pygame.MOUSEMOTION, pos)
    synthesized(pygame.MOUSEBUTTONDOWN, pos)
    finger(pygame.FINGERUP, driver, pos)
    synthesized(pygame.MOUSEBUTTONUP, pos)
    driver.frames(3)  # pygame-gui's pressed event comes round


def tap_button(driver: Driver, key: str) -> None:
    """Tap the top scene's button `key`."""
    tap(driver, driver.button(key).rect.center)


def tap_space(driver: Driver, space: tuple[int, int]) -> None:
    tap(driver, driver.space_point(space))


def drag(driver: Driver, start: tuple[int, int], by: tuple[int, int], steps: int = 6) -> None:
    """One finger down at `start`, moved by `by` in `steps`, lifted."""
    finger(pygame.FINGERDOWN, driver, start)
    for k in range(1, steps + 1):
        at = (start[0] + by[0] * k / steps, start[1] + by[1] * k / steps)
        finger(pygame.FINGERMOTION, driver, at)
        synthesized(pygame.MOUSEMOTION, (round(at[0]), round(at[1])))
        driver.frames(1)
    finger(pygame.FINGERUP, driver, (start[0] + by[0], start[1] + by[1]))
    driver.frames(1)
