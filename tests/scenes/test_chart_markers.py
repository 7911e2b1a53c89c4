"""A chart's markers never cover its value labels: the first sample stands a marker's
width inside the axes (the statistics screen's score and oracle charts)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from mg.dev.driver import Driver
from mg.scenes.stats import charts


class Recording(pygame.Surface):
    """A surface that notes where each text was blitted."""

    def __init__(self, size: tuple[int, int]) -> None:
        super().__init__(size)
        self.placed: list[pygame.Rect] = []

    def blit(
        self, source: pygame.Surface, dest: Any = (0, 0), *args: Any, **kwargs: Any
    ) -> pygame.Rect:
        at = pygame.Rect(dest) if isinstance(dest, pygame.Rect) else None
        self.placed.append(at or pygame.Rect(dest, source.get_size()))
        return super().blit(source, dest, *args, **kwargs)


@pytest.mark.parametrize(("low", "high"), [(0, 12.5), (0, 36), (-4, 61)])
def test_a_marker_on_the_first_sample_leaves_the_value_labels_clear(
    driver: Driver, low: float, high: float
) -> None:
    ctx = driver.app.ctx
    surface = Recording(ctx.size)
    rect = pygame.Rect(40, 40, ctx.px(700), ctx.px(400))
    ticks = [(i, str(i)) for i in range(13)]
    plot = charts.axes(ctx, surface, rect, 13, low, high, ticks, "round", "points")
    labels = [r for r in surface.placed[1:] if r.right <= plot.rect.x]  # the values' labels
    assert len(labels) >= 3
    radius = ctx.px(11)  # a turning point's pin, the largest marker
    step = charts.nice_step(high - low)
    for value in range(int(low // step * step), int(high) + 1, step):
        x, y = plot.x(0), plot.y(value)
        marker = pygame.Rect(round(x - radius), round(y - radius), 2 * radius, 2 * radius)
        assert marker.collidelist(labels) == -1, value
