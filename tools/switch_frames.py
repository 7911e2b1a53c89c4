"""The slowest frames of switching scenes and zooming, in the real game at one window size
(no frame over 50 ms when switching scenes or zooming):
python tools/switch_frames.py [WxH]   (default 1920x1080; SDL's dummy drivers, no window).

Drives the App with real input events — the menu, a 4-player new game, the oracles placed at
random, the board zoomed in and out with the wheel, pause, back to the menu, the Games screen,
its Continue, the menu's Continue, a lesson — and times every frame: the main thread's CPU
time (what the frame itself cost, whatever else the machine runs) and the wall time. Prints
the slowest frame of each step, both ways."""

from __future__ import annotations

import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
_data = tempfile.mkdtemp(prefix="mg-switch-")
os.environ.setdefault("MG_DATA_DIR", str(Path(_data) / "data"))
os.environ.setdefault("MG_CONFIG_DIR", str(Path(_data) / "config"))

import pygame  # noqa: E402

from mg.app.loop import App  # noqa: E402
from mg.dev.driver import Driver  # noqa: E402
from mg.ui.options import Options  # noqa: E402

Slowest = dict[str, tuple[float, float]]  # step: (CPU ms, wall ms) of its slowest frame


def measure(size: tuple[int, int]) -> Slowest:
    app = App(Options(windowed=size, seed=5, think=0.1))
    app.start()  # the menu the game opens on
    driver = Driver(app, every_frame=True)
    slowest: Slowest = {}
    label = ["start"]
    step = app.step

    def timed(dt: float, draw: bool = True) -> None:
        cpu, wall = time.thread_time(), time.perf_counter()
        step(dt, draw)
        cpu_ms = (time.thread_time() - cpu) * 1000
        wall_ms = (time.perf_counter() - wall) * 1000
        old = slowest.get(label[0], (0.0, 0.0))
        slowest[label[0]] = (max(old[0], cpu_ms), max(old[1], wall_ms))

    app.step = timed  # type: ignore[method-assign]  # a tool's stopwatch around each frame

    def during(name: str, *acts: Callable[[], None], settle: int = 30) -> None:
        label[0] = name
        for act in acts:
            act()
        driver.frames(settle)

    driver.frames(60)
    during("menu -> setup", lambda: driver.press("players-4"), lambda: driver.press("start"))
    during("setup -> play", lambda: driver.press("random"), lambda: driver.wait_for("play", 600))
    centre = (size[0] // 3, size[1] // 2)
    driver.move(centre)
    for k in range(4):
        during(f"zoom in {k + 1}", lambda: wheel(driver, 1), settle=60)
    for k in range(4):
        during(f"zoom out {k + 1}", lambda: wheel(driver, -1), settle=60)
    during("play -> pause", lambda: driver.key(pygame.K_ESCAPE))
    during("pause -> menu", lambda: driver.press("menu"), lambda: driver.wait_for("menu"))
    during("menu -> games", lambda: driver.press("games"))
    during("games -> play", lambda: driver.press("continue"), lambda: driver.wait_for("play"))
    during("play -> menu", lambda: driver.key(pygame.K_ESCAPE), lambda: driver.press("menu"))
    during("menu -> continue", lambda: driver.press("continue"), lambda: driver.wait_for("play"))
    during("back to menu", lambda: driver.key(pygame.K_ESCAPE), lambda: driver.press("menu"))
    during("menu -> lesson", lambda: driver.press("learn"), lambda: driver.wait_for("lesson"))
    driver.close()
    slowest.pop("start", None)
    return slowest


def wheel(driver: Driver, y: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False))
    driver.frames(1)


def main() -> int:
    text = sys.argv[1] if len(sys.argv) > 1 else "1920x1080"
    w, _, h = text.partition("x")
    size = (int(w), int(h))
    slowest = measure(size)
    print(f"slowest frame of each step at {text} (main thread CPU ms / wall ms):")
    for name, (cpu, wall) in slowest.items():
        print(f"  {name:<16} {cpu:7.1f} / {wall:7.1f}")
    worst = max(cpu for cpu, _ in slowest.values())
    print(f"worst: {worst:.1f} ms CPU")
    return 0


if __name__ == "__main__":
    sys.exit(main())
