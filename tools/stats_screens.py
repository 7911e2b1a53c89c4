"""The statistics screen and its analysis of a 4-player 12-round game
played by hard bots, as the game shows them: python tools/stats_screens.py OUT_DIR
[WxH ...] (default 1920x1080 and 1366x768). Through the real score table: its Statistics
button, then Analyse; while the analysis runs in the bots' worker the loop is stepped at
60 frames a second and the frames drawn are counted (printed with the time it took).
With --readme, also writes docs/screenshots/statistics.png (1920x1080, analysed)."""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
_scratch = tempfile.mkdtemp(prefix="mg-stats-shots-")  # never the player's own games
os.environ.setdefault("MG_DATA_DIR", os.path.join(_scratch, "data"))
os.environ.setdefault("MG_CONFIG_DIR", os.path.join(_scratch, "config"))
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from mg.ai.bots import make_bot  # noqa: E402
from mg.app.loop import App  # noqa: E402
from mg.dev.driver import Driver  # noqa: E402
from mg.engine import COLOURS, Game  # noqa: E402
from mg.scenes.stats.scene import StatisticsScene  # noqa: E402
from mg.store.seats import Seat  # noqa: E402
from mg.store.session import Session  # noqa: E402
from mg.ui.options import Options  # noqa: E402

NAMES = ("Alice", "Bruno", "Chiara", "Dario")


def bot_game(players: int = 4, rounds: int = 12, seed: int = 11) -> Game:
    game = Game.new(list(COLOURS[:players]), seed=seed, rounds=rounds)
    bots = {c: make_bot("hard", seed=seed + k, budget=0.15) for k, c in enumerate(game.players)}
    while not game.is_over():
        for action in bots[game.player_to_act].plan_turn(game):
            game.apply(action)
    return game


def capture(game: Game, size: tuple[int, int], out: Path, readme: bool) -> list[Path]:
    app = App(Options(windowed=size, seed=5))
    d = Driver(app, every_frame=True)
    tag = f"{size[0]}x{size[1]}"
    saved: list[Path] = []

    def shot(label: str) -> Path:
        d.frames(2)
        path = out / f"{tag}-{label}.png"
        pygame.image.save(app.screen, str(path))
        saved.append(path)
        return path

    seats = [Seat(name, colour, "hard") for name, colour in zip(NAMES, game.players, strict=False)]
    assert app.flow.resume(Session(game, seats)) is None  # the finished game's table
    d.frames(10)
    d.press("stats")
    stats = d.top_as(StatisticsScene)
    shot("statistics")
    d.press("analyse")
    start, drawn, steps = time.perf_counter(), app.draws, 0
    cpu: list[float] = []  # the main thread's CPU time of each frame, in ms
    while stats.busy():
        time.sleep(1 / 60)
        before = time.thread_time()
        d.frames(1)
        cpu.append((time.thread_time() - before) * 1000)
        steps += 1
        if steps == 200:
            shot("statistics-analysing")
    took = time.perf_counter() - start
    cpu.sort()
    print(
        f"{tag}: analysed in {took:.1f} s; {app.draws - drawn} frames drawn of {steps} steps; "
        f"main-thread CPU a frame: median {cpu[len(cpu) // 2]:.2f} ms, "
        f"95th {cpu[len(cpu) * 95 // 100]:.2f} ms, most {cpu[-1]:.2f} ms"
    )
    path = shot("statistics-analysed")
    if readme:
        target = ROOT / "docs" / "screenshots" / "statistics.png"
        target.write_bytes(path.read_bytes())
        print(f"wrote {target}")
    pygame.quit()
    return saved


def main(argv: list[str]) -> int:
    readme = "--readme" in argv
    args = [a for a in argv if a != "--readme"]
    if not args:
        print(__doc__)
        return 2
    out = Path(args[0])
    out.mkdir(parents=True, exist_ok=True)
    sizes = [tuple(int(v) for v in a.split("x")) for a in args[1:]] or [(1920, 1080), (1366, 768)]
    game = bot_game()
    for k, (w, h) in enumerate(sizes):
        for path in capture(game, (w, h), out, readme and k == 0):
            print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
