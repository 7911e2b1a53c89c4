"""What the screen shows, for the scene tests: every text drawn, and running
frames until something happens."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
import pytest

from mg.dev.driver import Driver
from mg.scenes.play.scene import PlayScene
from mg.sprites.layout import Space


def texts_drawn(
    driver: Driver, monkeypatch: pytest.MonkeyPatch, draw: Callable[[], object] | None = None
) -> list[str]:
    """Every text rendered while the screen (or `draw`) is drawn."""
    ctx = driver.app.ctx
    seen: list[str] = []
    render = ctx.text.render

    def spy(text: str, size: int, colour: Any, bold: bool = False) -> pygame.Surface:
        seen.append(text)
        return render(text, size, colour, bold)

    with monkeypatch.context() as patch:
        patch.setattr(ctx.text, "render", spy)
        if draw is None:
            driver.app.stack.draw(pygame.Surface(ctx.size))
        else:
            draw()
    return seen


def named_places(play: PlayScene) -> list[Space]:
    """Board spaces whose tooltip starts with a place's name."""
    return [s for s in play.game.board.spaces if play.place_name(s)]


def run_until(driver: Driver, done: Callable[[], bool], limit: int = 6000) -> None:
    driver.until(done, limit)
