"""A bot's planning worker never outlives the game: SIGKILL a game
process mid-think and, within 5 seconds, no process it started remains (the spawned worker
and multiprocessing's resource tracker). The game process is the real BotPool planning a
hard bot's turn (as the play scene asks it to); it says when the worker is thinking, and the
test waits on the processes' ends (pidfds), never on sleeps. Processes are found through
/proc and waited on by pidfd (Linux)."""

from __future__ import annotations

import os
import select
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


# A game process's bot pool: a first plan proves the worker up, then a hard bot plans with a
# long budget; "thinking" is printed once that plan is asked for.
THINKING = """
import sys
from mg.ai.bot_pool import BotPool, BotRunner
from mg.engine import Game
game = Game.new(["yellow", "orange"], seed=1)
while game.phase == "oracles":
    game.apply(game.legal_actions()[0])
pool = BotPool()
pool.get().submit(int, "1").result()  # the worker is up
BotRunner(pool).start(game, "hard", 1, float(sys.argv[1]))
print("thinking", flush=True)
sys.stdin.read()  # until killed
"""


def wait_for_ends(pids: list[int], grace: float) -> list[int]:
    """Wait until every process of `pids` has ended, at most `grace` seconds in all; those
    still running then (a pidfd is readable once its process has ended)."""
    fds = {}
    for pid in pids:
        try:
            fds[os.pidfd_open(pid)] = pid
        except ProcessLookupError:
            continue  # gone already
    poller = select.poll()
    for fd in fds:
        poller.register(fd, select.POLLIN)
    deadline = time.monotonic() + grace
    waiting = set(fds)
    while waiting and (left := deadline - time.monotonic()) > 0:
        for fd, _event in poller.poll(left * 1000):
            poller.unregister(fd)
            waiting.discard(fd)
    for fd in fds:
        os.close(fd)
    return [fds[fd] for fd in waiting if running(fds[fd])]


@pytest.mark.system
@pytest.mark.parametrize("think", [5.0, 60.0])
def test_sigkill_mid_think_leaves_no_process_of_ours(tmp_path: Path, think: float) -> None:
    env = {
        **os.environ,
        "MG_DATA_DIR": str(tmp_path / "data"),
        "MG_CONFIG_DIR": str(tmp_path / "cfg"),
    }
    game = subprocess.Popen(
        [sys.executable, "-c", THINKING, str(think)],
        env=env,
        cwd=ROOT,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert game.stdout is not None and game.stdin is not None
    ours: list[int] = []
    try:
        assert game.stdout.readline() == "thinking\n"  # the worker plans now
        ours = descendants(game.pid)
        assert any("spawn_main" in command(p) for p in ours), "a planning worker"
        assert any("resource_tracker" in command(p) for p in ours)
    finally:
        game.send_signal(signal.SIGKILL)
        game.wait()
        game.stdin.close()
        game.stdout.close()
    left = wait_for_ends(ours, GRACE)
    for pid in left:  # leave the machine clean even when the test fails
        os.kill(pid, signal.SIGKILL)
    assert left == [], f"still running {GRACE} s after the game was killed: {left}"
