"""The board's sprites are drawn headless, in a window of the size the tests' board is laid
out for (tests/support/piece_positions.py)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from collections.abc import Iterator  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from tests.support.piece_positions import WINDOW  # noqa: E402


@pytest.fixture
def window() -> Iterator[pygame.Surface]:
    pygame.display.init()
    pygame.font.init()
    screen = pygame.display.set_mode(WINDOW)
    yield screen
    pygame.display.quit()
