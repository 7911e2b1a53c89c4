"""The test driver: runs frames of a real App and clicks like a person at the mouse
(scene tests and tools/screenshots.py use it)."""

from __future__ import annotations

import time
from collections.abc import Callable
from concurrent.futures import wait
from typing import Any, TypeVar

import pygame

from mg.app.loop import App
from mg.dev.scripted_input import post_click, post_key, post_move
from mg.engine import Game
from mg.scenes.base import Scene

SceneT = TypeVar("SceneT", bound=Scene)
WORKER_WAIT = 120.0  # seconds a worker's job may take on a loaded machine before a wait fails


class Driver:
    """Runs frames of a real App and clicks like a person at the mouse."""

    def __init__(self, app: App, guarded: bool = False, every_frame: bool = False) -> None:
        self.app = app
        self.guarded = guarded  # through the crash guard, as the real loop runs
        # Draw every frame it runs (as the real loop does), or — the default, for speed —
        # only the last frame of each move, click, key, wait and `frames(n)`: what the
        # screen shows between them is never looked at, and a scene's draw changes nothing.
        self.every_frame = every_frame

    def close(self, keep_fonts: bool = False) -> None:
        """The end of a driven run: the bot worker is shut down (no process outlives the
        test), then pygame — or only its window, its sounds stopped, when the next App is
        to share this one's renderings (`keep_fonts`: the themes' fonts live while pygame's
        font module does)."""
        self.app.ctx.bots.shutdown()
        if self.app.ctx.audio is not None:
            self.app.ctx.audio.close()  # nothing decoding while the mixer closes (as App.run)
        if keep_fonts:
            if pygame.mixer.get_init():  # it stays up for the next App (not closed and opened
                pygame.mixer.music.stop()  # again test after test), silent: this App's music
                pygame.mixer.stop()  # and sounds end with it
            pygame.display.quit()
        else:
            pygame.quit()

    @property
    def top(self) -> Scene | None:
        """The scene on top of the stack, if any."""
        return self.app.stack.top

    @property
    def top_name(self) -> str:
        """The name of the top scene ("" when the stack is empty)."""
        top = self.app.stack.top
        return top.name if top is not None else ""

    def top_as(self, kind: type[SceneT]) -> SceneT:
        """The top scene, asserted to be a `kind`, typed as one."""
        top = self.app.stack.top
        assert isinstance(top, kind), f"top scene is {top!r}, not a {kind.__name__}"
        return top

    @property
    def game(self) -> Game:
        """The game the top scene shows (setup, play, scoring, …)."""
        game = getattr(self.top, "game", None)
        assert isinstance(game, Game), f"{self.top_name!r} shows no game"
        return game

    def frames(self, n: int = 1) -> None:
        """Run `n` frames of 1/60 s; the last is drawn (every one if `every_frame`)."""
        for i in range(n):
            self._step(draw=i == n - 1)

    def _step(self, draw: bool) -> None:
        draw = draw or self.every_frame or self.app.continuous
        (self.app.safe_step if self.guarded else self.app.step)(1 / 60, draw)

    def _draw_owed(self) -> None:
        """Draw what the undrawn frames owe the screen (under the guard if guarded)."""
        try:
            self.app.draw_owed()
        except Exception as exc:
            if not self.guarded:
                raise
            self.app.recover(exc)

    def move(self, pos: tuple[int, int]) -> None:
        """Move the mouse to `pos`."""
        post_move(pos)
        self.frames(1)

    def click(self, pos: tuple[int, int], button: int = 1) -> None:
        """Click at `pos`."""
        post_click(pos, button)
        self.frames(3)  # pygame-gui posts its own events back: let them come round

    def key(self, key: int, mod: int = 0) -> None:
        """Press a key."""
        post_key(key, mod)
        self.frames(1)

    def button(self, key: str) -> Any:
        """The top scene's button `key` (a pygame-gui button)."""
        buttons = getattr(self.top, "buttons", None)
        assert isinstance(buttons, dict), f"{self.top_name!r} has no buttons"
        return buttons[key]

    def press(self, key: str) -> None:
        """Click the visible button `key` of the top scene."""
        button = self.button(key)
        assert button.visible, f"button {key} is hidden"
        self.click(button.rect.center)

    def space_point(self, space: tuple[int, int]) -> tuple[int, int]:
        """Where the top scene draws board space `space`."""
        point = getattr(self.top, "space_point", None)
        assert point is not None, f"{self.top_name!r} shows no board"
        where: tuple[int, int] = point(space)
        return where

    def click_space(self, space: tuple[int, int], button: int = 1) -> None:
        """Click board space `space` of the top scene."""
        self.click(self.space_point(space), button)

    def start_game(self, players: int = 2) -> None:
        """From the menu to the first turn: a new game, oracles placed at random."""
        self.press(f"players-{players}")
        self.press("start")
        self.press("random")
        self.wait_for("play", limit=300)

    def until(
        self, done: Callable[[], bool], limit: int, what: str = "", pause: float = 0.0
    ) -> int:
        """Run frames until `done()` holds (checked before each): how many it took;
        AssertionError after `limit`. Only the frame where it holds is drawn. While the
        bot worker is on a job (a plan, a hint, an analysis), its answer is waited for
        before the next frame: frames counted are the game's own, never a race against
        a worker's speed (a job held by a test's executor is not waited for). `pause`:
        seconds given to other threads (a network's) between frames."""
        for stepped in range(limit):
            if done():
                self._draw_owed()
                return stepped
            working = self.app.ctx.bots.working()
            if working:
                wait(working, timeout=WORKER_WAIT)
            if pause:
                time.sleep(pause)
            self._step(draw=False)
        self._draw_owed()
        if done():
            return limit
        raise AssertionError(f"never happened in {limit} frames: {what or done!r}")

    def wait_for(self, name: str, limit: int = 600) -> None:
        """Run frames until scene `name` is on top; AssertionError after `limit`."""
        try:
            self.until(lambda: self.top_name == name, limit)
        except AssertionError:
            raise AssertionError(f"never reached scene {name!r}; at {self.top_name}") from None
