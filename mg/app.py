"""The window and the main loop: events → update → draw → flip, up to 60 times a second;
while nothing moves or changes, the loop draws nothing and sleeps until input arrives."""

from __future__ import annotations

import json
import os
import statistics
import sys
import time
import traceback
import warnings
from pathlib import Path

import pygame

from mg.audio import Audio
from mg.context import Context
from mg.crash_log import write_crash_log
from mg.faults import Fault
from mg.options import MIN_SIZE, Options
from mg.scenes.base import Scene, SceneStack
from mg.settings import load_settings
from mg.sprites.palette import set_palette

TITLE = "Magna Grecia"
FIXED_DT = 1 / 60
IDLE_WAKE_MS = 100  # an idle loop looks round this often (updates, draws only on a change:
#                     e.g. a text field's cursor blinking every 0.4 s)
SETTLE_SECONDS = 1.5  # frames keep coming this long after input: pygame-gui's hover
#                       states and its tooltips (after a 1 s hover) need them


def prepare_platform() -> None:
    """Before pygame.init(): DPI awareness on Windows, so text is laid out at real pixels."""
    if sys.platform == "win32":
        os.environ.setdefault("SDL_WINDOWS_DPI_AWARENESS", "permonitorv2")
        try:
            import ctypes

            ctypes.windll.user32.SetProcessDPIAware()  # type: ignore[attr-defined]
        except (AttributeError, OSError):
            pass


class App:
    """Owns the window, the scene stack and the loop."""

    def __init__(self, options: Options) -> None:
        self.options = options
        prepare_platform()
        pygame.init()
        pygame.display.set_caption(TITLE)
        self.fullscreen = options.windowed is None
        self.windowed_size = options.windowed or (1280, 720)
        self.screen = self._open_window()
        settings, warning = load_settings()
        if warning:
            print(f"warning: {warning}", file=sys.stderr)
        self.ctx = Context(size=self.screen.get_size(), options=options,
                           player_count=options.players or 3, settings=settings,
                           notice=warning or "")
        self.ctx.audio = Audio(settings)
        set_palette(settings.palette)
        self.stack = SceneStack()
        self.stack.fault = Fault.from_env()
        self.crashes = 0
        self.frame_ms: list[float] = []
        self.frames = 0  # loop steps (what --frames counts)
        self.draws = 0  # steps that drew the screen: an idle step draws nothing
        self.time = 0.0  # the loop's clock: the sum of every step's dt
        self.continuous = options.frames > 0 or options.autoplay is not None
        self._settle_until = 0.0
        self._drawn: object = None  # the stack's look when last drawn
        self._waiting: list[pygame.event.Event] = []
        self._shot_scene: Scene | None = None
        self._shots = 0
        self.autoplayer: object | None = None

    def _open_window(self) -> pygame.Surface:
        if self.fullscreen:
            size = pygame.display.get_desktop_sizes()[0]
            return pygame.display.set_mode(size, pygame.FULLSCREEN)
        screen = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
        with warnings.catch_warnings():  # the only way to reach the display module's window
            warnings.simplefilter("ignore", DeprecationWarning)
            pygame.Window.from_display_module().minimum_size = MIN_SIZE
        return screen

    def toggle_fullscreen(self) -> None:
        """F11: full-screen at the desktop's size ↔ a window; everything is laid out again."""
        if not self.fullscreen:
            self.windowed_size = self.screen.get_size()
        self.fullscreen = not self.fullscreen
        self.screen = self._open_window()
        self._resized(self.screen.get_size())

    def _resized(self, size: tuple[int, int]) -> None:
        self.screen = pygame.display.get_surface()
        size = self.screen.get_size()
        if not self.fullscreen and (size[0] < MIN_SIZE[0] or size[1] < MIN_SIZE[1]):
            size = (max(size[0], MIN_SIZE[0]), max(size[1], MIN_SIZE[1]))
            self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)  # never below
        if size != self.ctx.size:
            self.ctx.size = size
            self.stack.resize(size)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.ctx.quit_requested = True
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
        elif event.type == pygame.KEYDOWN and not self._typing() and (
                event.key == pygame.K_F1 or getattr(event, "unicode", "") == "?") \
                and getattr(self.stack.top, "name", "") != "help":
            from mg.scenes.text_overlay import HelpScene

            self.stack.push(HelpScene(self.ctx))
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_m and not self._typing():
            muted = self.ctx.audio.toggle_mute() if self.ctx.audio else True
            self.ctx.notice = "Sound: off (M)" if muted else "Sound: on (M)"
            self.ctx.save_settings()  # a failure to save replaces the notice above
        elif event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self._resized((getattr(event, "w", 0), getattr(event, "h", 0)))
        else:
            self.stack.handle_event(event)

    def _typing(self) -> bool:
        """Whether a text field has the keyboard (M then types an 'm')."""
        return bool(getattr(self.stack.top, "typing", lambda: False)())

    def step(self, dt: float) -> None:
        """One frame: events, update, and — when something changed or moves — draw (timed),
        flip, screenshots."""
        if self.autoplayer is not None:
            self.autoplayer.tick(self)  # type: ignore[attr-defined]
        events, self._waiting = self._waiting + pygame.event.get(), []
        for event in events:
            self.handle(event)
        self.time += dt
        if events:
            self._settle_until = self.time + SETTLE_SECONDS
        t0 = time.perf_counter()
        self.stack.update(dt)
        self.frames += 1
        if not self.needs_drawing():
            return
        self.stack.draw(self.screen)
        self._drawn = self._look()
        self.frame_ms.append((time.perf_counter() - t0) * 1000)
        self.draws += 1
        if self.options.screenshots and self.stack.top is not self._shot_scene:
            self._shot_scene = self.stack.top
            self.screenshot(getattr(self.stack.top, "name", "scene"))
        pygame.display.flip()

    def safe_step(self, dt: float) -> None:
        """One frame under the crash guard: an unexpected error shows the error screen."""
        try:
            self.step(dt)
        except Exception as exc:  # never crash to the desktop
            self.recover(exc)

    def recover(self, exc: Exception) -> None:
        """Log the error, drop the broken scenes (nothing more is autosaved from them) and
        show the error screen; if the error screen itself fails, quit cleanly."""
        from mg.scenes.crash import CrashScene

        details = traceback.format_exc()
        log = write_crash_log(details)
        print(f"error: {exc!r}; details in {log}", file=sys.stderr)
        self.crashes += 1
        failed_screen = getattr(self.stack.top, "name", "") == "crash"
        self.stack.clear()
        if failed_screen:
            self.ctx.quit_requested = True
            return
        try:
            self.stack.push(CrashScene(self.ctx, f"{type(exc).__name__}: {exc}", details, log))
        except Exception:  # the last resort: leave quietly, the autosave is kept
            print(traceback.format_exc(), file=sys.stderr)
            self.ctx.quit_requested = True

    def _look(self) -> object:
        return (self.ctx.size, self.ctx.notice, self.stack.look())

    def needs_drawing(self) -> bool:
        """Whether the screen must be drawn: input came lately, something moves, or what the
        scenes show changed; otherwise the last frame still stands."""
        return (self.continuous or self.time < self._settle_until or self.stack.busy()
                or self._look() != self._drawn)

    def wait_for_input(self) -> None:
        """Sleep until an event arrives (no added latency) or IDLE_WAKE_MS pass."""
        event = pygame.event.wait(IDLE_WAKE_MS)
        if event.type != pygame.NOEVENT:
            self._waiting.append(event)

    def run(self, first: Scene) -> int:
        self.stack.push(first)
        clock = pygame.time.Clock()
        fast = self.options.autoplay and self.options.frames > 0
        try:
            while not self.ctx.quit_requested and self.stack.top is not None:
                if not fast and not self.needs_drawing():
                    self.wait_for_input()
                dt = FIXED_DT if fast else min(clock.tick(60) / 1000, 0.1)
                if fast:
                    clock.tick()
                self.safe_step(dt)
                if self.options.frames and self.frames >= self.options.frames:
                    break
            if self.options.screenshots:
                self.screenshot("exit")
        finally:
            self.write_stats()
            pygame.quit()
        return 0

    def screenshot(self, label: str) -> Path | None:
        folder = self.options.screenshots
        if folder is None:
            return None
        self._shots += 1
        path = folder / f"{self._shots:03d}-{label}.png"
        try:
            folder.mkdir(parents=True, exist_ok=True)
            pygame.image.save(self.screen, str(path))
        except (OSError, pygame.error) as exc:
            print(f"warning: screenshot {path} not saved ({exc})", file=sys.stderr)
            return None
        return path

    def stats(self) -> dict[str, float]:
        times = sorted(self.frame_ms) or [0.0]

        def pct(q: float) -> float:
            return round(times[min(len(times) - 1, int(q * len(times)))], 3)

        return {"frames": self.frames, "median_ms": round(statistics.median(times), 3),
                "p95_ms": pct(0.95), "p99_ms": pct(0.99), "max_ms": round(times[-1], 3)}

    def write_stats(self) -> None:
        if self.options.frame_stats is None:
            return
        text = json.dumps(self.stats(), indent=2) + "\n"
        try:
            self.options.frame_stats.write_text(text)
        except OSError as exc:  # the numbers still reach the player
            print(f"warning: frame stats not written to {self.options.frame_stats} ({exc}):\n"
                  f"{text}", file=sys.stderr)
