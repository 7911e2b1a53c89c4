"""How long the real game's main thread stalls on End actions on a large map:
python tools/map_stall.py [ROWS COLS VILLAGES]   (default: the largest map a game may hold).

Builds a map of ROWS x COLS land hexes with VILLAGES villages spread over it, plays the
oracle setup, resumes the game in the real App (SDL's dummy driver) and times pressing End
actions (the press and the two frames after it) and the frames of the market phase after it,
each as wall time and as the main thread's CPU time (what a shared or loaded machine does not
inflate). A map larger than the game allows is refused, and the tool says so."""

from __future__ import annotations

import os
import random
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame  # noqa: E402

from mg.app.loop import App  # noqa: E402
from mg.dev.driver import Driver  # noqa: E402
from mg.engine import Board, Game  # noqa: E402
from mg.scenes.menu.scene import MenuScene  # noqa: E402
from mg.store.seats import Seat  # noqa: E402
from mg.store.session import Session  # noqa: E402
from mg.ui.options import Options  # noqa: E402


def map_text(rows: int, cols: int, villages: int, seed: int = 1) -> str:
    """A map of land with `villages` villages at random spaces."""
    cells = [["."] * cols for _ in range(rows)]
    for k in random.Random(seed).sample(range(rows * cols), villages):
        cells[k // cols][k % cols] = "v"
    return "".join(("  " if r & 1 else "") + " ".join(row) + "\n" for r, row in enumerate(cells))


def largest_allowed() -> tuple[int, int, int]:
    """The largest map a game may hold: rows, columns, villages."""
    from mg.engine.board import MAX_COLS, MAX_ROWS, MAX_VILLAGES

    return MAX_ROWS, MAX_COLS, MAX_VILLAGES


class Clock:
    """Milliseconds since `start()`: wall time and the main thread's CPU time."""

    def __init__(self) -> None:
        self.start()

    def start(self) -> None:
        self.wall, self.cpu = time.perf_counter(), time.thread_time()

    def ms(self) -> tuple[float, float]:
        return (time.perf_counter() - self.wall) * 1000, (time.thread_time() - self.cpu) * 1000


def stall(rows: int, cols: int, villages: int) -> dict[str, float]:
    """Milliseconds (wall, and `_cpu`: the main thread's CPU): resuming the game (and its
    first frame), the End actions press, and the median frame of the market phase after it."""
    game = Game.new(
        ["yellow", "red"], seed=1, board=Board.from_text(map_text(rows, cols, villages))
    )
    while game.phase == "oracles":
        game.apply(game.legal_actions()[0])
    app = App(Options(windowed=(1280, 720), seed=3, think=0.1))
    app.ctx.settings.ask_idle_end = False  # End actions goes on to the market
    app.stack.push(MenuScene(app.ctx))
    driver = Driver(app, every_frame=True)
    driver.frames(2)
    clock = Clock()
    app.flow.resume(Session(game, [Seat("Ann", "yellow"), Seat("Ben", "red")], [], []))
    driver.frames(1)
    resume = clock.ms()
    driver.frames(60)
    clock.start()
    driver.press("end_actions")  # the click and the two frames pygame-gui needs
    press = clock.ms()
    frames = []
    for _ in range(10):
        clock.start()
        driver.frames(1)
        frames.append(clock.ms())
    pygame.quit()
    return {
        "resume_ms": resume[0],
        "resume_cpu_ms": resume[1],
        "end_actions_ms": press[0],
        "end_actions_cpu_ms": press[1],
        "market_frame_ms": statistics.median(wall for wall, _ in frames),
        "market_frame_cpu_ms": statistics.median(cpu for _, cpu in frames),
    }


def main() -> None:
    rows, cols, villages = map(int, sys.argv[1:4]) if len(sys.argv) >= 4 else largest_allowed()
    try:
        found = stall(rows, cols, villages)
    except ValueError as exc:
        print(f"{rows}x{cols}, {villages} villages: refused ({exc})")
        return
    print(
        f"{rows}x{cols}, {villages} villages (ms, wall / main-thread CPU): "
        f"resume {found['resume_ms']:.0f} / {found['resume_cpu_ms']:.0f}, "
        f"End actions {found['end_actions_ms']:.0f} / {found['end_actions_cpu_ms']:.0f}, "
        f"then {found['market_frame_ms']:.0f} / {found['market_frame_cpu_ms']:.0f} a frame"
    )


if __name__ == "__main__":
    main()
