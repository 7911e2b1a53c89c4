"""--screenshots DIR: a PNG of the window at every scene change and when the loop ends, each
named on stdout as it is written (`screenshot PATH`), so a script can wait for a scene."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame

from mg.app.loop import App, FrameHook
from mg.scenes.base import Scene


class ScreenshotHook(FrameHook):
    """Saves the drawn frame whenever the top scene changed, and once more at exit."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.count = 0
        self.last_scene: Scene | None = None
        self.saved: list[Path] = []

    def drawn(self, app: App, ms: float) -> None:
        """Save the frame if a new scene is on top."""
        top = app.stack.top
        if top is not self.last_scene:
            self.last_scene = top
            self.save(app.screen, top.name if top is not None else "scene")

    def finished(self, app: App) -> None:
        """Save the last frame."""
        self.save(app.screen, "exit")

    def save(self, screen: pygame.Surface, label: str) -> Path | None:
        """Write `screen` as the next numbered PNG; a failure only warns."""
        self.count += 1
        path = self.folder / f"{self.count:03d}-{label}.png"
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            pygame.image.save(screen, str(path))
        except (OSError, pygame.error) as exc:
            print(f"warning: screenshot {path} not saved ({exc})", file=sys.stderr)
            return None
        self.saved.append(path)
        print(f"screenshot {path}", flush=True)  # whoever runs the game sees it is up
        return path
