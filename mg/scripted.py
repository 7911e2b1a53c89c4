"""Scripted input: posting real mouse and keyboard events, and a Driver that runs frames
of the real App and clicks like a person (tests, autoplay and the screenshot tool use it)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from mg.app import App


def post_click(pos: tuple[int, int], button: int = 1) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))


def post_move(pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))


def post_key(key: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=""))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode=""))



class Driver:
    """Runs frames of a real App and clicks like a person at the mouse."""

    def __init__(self, app: App, guarded: bool = False) -> None:
        self.app = app
        self.guarded = guarded  # through the crash guard, as the real loop runs

    @property
    def top(self) -> object:
        return self.app.stack.top

    def frames(self, n: int = 1) -> None:
        for _ in range(n):
            (self.app.safe_step if self.guarded else self.app.step)(1 / 60)

    def move(self, pos: tuple[int, int]) -> None:
        post_move(pos)
        self.frames(1)

    def click(self, pos: tuple[int, int], button: int = 1) -> None:
        post_click(pos, button)
        self.frames(3)  # pygame-gui posts its own events back: let them come round

    def key(self, key: int, mod: int = 0) -> None:
        post_key(key, mod)
        self.frames(1)

    def press(self, key: str) -> None:
        """Click the visible button `key` of the top scene."""
        scene = self.top
        button = scene.buttons[key]  # type: ignore[attr-defined]
        assert button.visible, f"button {key} is hidden"
        self.click(button.rect.center)

    def click_space(self, space: tuple[int, int], button: int = 1) -> None:
        self.click(self.top.space_point(space), button)  # type: ignore[attr-defined]

    def start_game(self, players: int = 2) -> None:
        """From the menu to the first turn: a new game, oracles placed at random."""
        self.press(f"players-{players}")
        self.press("start")
        self.press("random")
        self.wait_for("play", limit=300)

    def wait_for(self, name: str, limit: int = 600) -> None:
        for _ in range(limit):
            if getattr(self.top, "name", "") == name:
                return
            self.frames(1)
        raise AssertionError(f"never reached scene {name!r}; at {getattr(self.top, 'name', '')}")
