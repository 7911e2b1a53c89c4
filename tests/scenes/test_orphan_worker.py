"""A bot's planning worker never outlives the game (issue 11, point 3): SIGKILL the real
game mid-think and, within 5 seconds, no process it started remains (the spawned worker
and multiprocessing's resource tracker). Processes are found through /proc (Linux)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
GRACE = 5.0


def parent_of(pid: int) -> int | None:
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    return int(stat.rsplit(")", 1)[1].split()[1])


def running(pid: int) -> bool:
    """Alive and not a zombie waiting to be reaped."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


def descendants(root: int) -> list[int]:
    pids = [int(p.name) for p in Path("/proc").iterdir() if p.name.isdigit()]
    found, todo = [], [root]
    while todo:
        parent = todo.pop()
        kids = [p for p in pids if parent_of(p) == parent]
        found += kids
        todo += kids
    return found


def command(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode()
    except OSError:
        return ""


def wait_for_worker(game: subprocess.Popen[bytes]) -> list[int]:
    """The game's descendants once its planning worker has started."""
    limit = time.monotonic() + 90
    while time.monotonic() < limit:
        ours = descendants(game.pid)
        if any("spawn_main" in command(p) for p in ours):
            return ours
        assert game.poll() is None, "the game ended before a bot thought"
        time.sleep(0.1)
    raise AssertionError("no planning worker started")


@pytest.mark.system
@pytest.mark.parametrize("think", [0.3, 1.2])
def test_sigkill_mid_think_leaves_no_process_of_ours(tmp_path: Path, think: float) -> None:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "MG_DATA_DIR": str(tmp_path / "data"), "MG_CONFIG_DIR": str(tmp_path / "cfg")}
    game = subprocess.Popen([sys.executable, str(ROOT / "main.py"), "--autoplay", "hard",
                             "--windowed", "1280x720"], env=env, cwd=ROOT,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    ours: list[int] = []
    try:
        ours = wait_for_worker(game)
        time.sleep(think)  # the bot is planning now
        ours = descendants(game.pid)
        assert any("resource_tracker" in command(p) for p in ours)
    finally:
        game.send_signal(signal.SIGKILL)
        game.wait()
    deadline = time.monotonic() + GRACE
    while time.monotonic() < deadline and any(running(p) for p in ours):
        time.sleep(0.05)
    left = [p for p in ours if running(p)]
    for pid in left:  # leave the machine clean even when the test fails
        os.kill(pid, signal.SIGKILL)
    assert left == [], f"still running {GRACE} s after the game was killed: {left}"
