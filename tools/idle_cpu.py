"""How much of a core the game uses while nobody touches it: python tools/idle_cpu.py.

Starts the game headless (SDL's dummy video and audio drivers) in a child process, brings it
to the screen asked for (the main menu, or the board of a new 2-player game on a human's
turn), lets it settle, then reads the child's CPU time (user + system, its threads and any
process it started, from /proc) at the start and the end of a quiet spell of `--seconds`
and prints the share of one core. Linux only (/proc). The goal: ≤ 10 % at the menu and on
the board.

    python tools/idle_cpu.py --scene menu --scene board --seconds 20
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TICKS = os.sysconf("SC_CLK_TCK")
SETTLE = 3.0  # seconds after reaching the screen before measuring (hover states fade)


def cpu_seconds(pid: int) -> float:
    """User + system CPU seconds of `pid` and of every live process it started."""
    total = 0.0
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue  # gone meanwhile
        me, parent = int(stat.parent.name), int(fields[1])
        if me == pid or parent == pid:
            total += (int(fields[11]) + int(fields[12])) / TICKS
    return total


def child(scene: str, size: tuple[int, int], seconds: float) -> None:
    """In the child: reach `scene`, print "ready", run the real loop for `seconds` more."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    sys.path.insert(0, str(ROOT))
    from mg.app.loop import App, FrameHook
    from mg.dev.driver import Driver
    from mg.ui.options import Options

    app = App(Options(windowed=size, seed=11, players=2))
    app.start()
    if scene == "board":
        Driver(app, every_frame=True).start_game(players=2)
        if app.flow.match is not None and app.flow.match.bot_to_act() is not None:
            raise SystemExit("a computer player is to act: not an idle board")

    class StopAfter(FrameHook):
        def __init__(self) -> None:
            self.end = time.monotonic() + seconds

        def after_step(self, app: App) -> None:
            if time.monotonic() >= self.end:
                app.ctx.quit_requested = True

    app.hooks.append(StopAfter())
    app.start = lambda first=None: None  # type: ignore[method-assign]  # already started
    print("ready", app.stack.top.name if app.stack.top else "", flush=True)
    app.run()


def measure(scene: str, size: tuple[int, int], seconds: float) -> dict[str, object]:
    """Run the child; the share of a core it used over `seconds` once settled."""
    home = tempfile.mkdtemp(prefix="mg-idle-cpu-")  # no settings, no autosave: a first run
    env = {
        **os.environ,
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "PYGAME_HIDE_SUPPORT_PROMPT": "1",
        "MG_CONFIG_DIR": f"{home}/config",
        "MG_DATA_DIR": f"{home}/data",
    }
    args = [
        sys.executable,
        __file__,
        "--child",
        scene,
        "--size",
        f"{size[0]}x{size[1]}",
        "--seconds",
        str(SETTLE + seconds + 2),
    ]
    proc = subprocess.Popen(args, env=env, stdout=subprocess.PIPE, text=True, cwd=ROOT)
    assert proc.stdout is not None
    shown = proc.stdout.readline().split()
    if not shown or shown[0] != "ready":
        proc.wait()
        raise SystemExit(f"the game never reached {scene!r}")
    time.sleep(SETTLE)
    cpu0, wall0 = cpu_seconds(proc.pid), time.monotonic()
    time.sleep(seconds)
    cpu1, wall1 = cpu_seconds(proc.pid), time.monotonic()
    proc.wait(timeout=60)
    shutil.rmtree(home, ignore_errors=True)
    share = (cpu1 - cpu0) / (wall1 - wall0)
    return {
        "scene": scene,
        "screen": shown[1] if len(shown) > 1 else "",
        "size": f"{size[0]}x{size[1]}",
        "seconds": round(wall1 - wall0, 1),
        "cpu_seconds": round(cpu1 - cpu0, 2),
        "core_percent": round(100 * share, 1),
    }


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scene", action="append", choices=("menu", "board"))
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--child", choices=("menu", "board"), help=argparse.SUPPRESS)
    ns = parser.parse_args(argv)
    w, h = (int(v) for v in ns.size.split("x"))
    if ns.child:
        child(ns.child, (w, h), ns.seconds)
        return 0
    for scene in ns.scene or ["menu", "board"]:
        print(json.dumps(measure(scene, (w, h), ns.seconds)), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
