"""The command line under attack: --screenshots and --frame-stats with a path
too long for the system or in a folder that may not be entered exit with 2 and say why (no
traceback), and Ctrl+C (SIGINT) at the menu quits quietly, keeping the autosave."""

from __future__ import annotations

import errno
import os
import selectors
import signal
import subprocess
import sys
from fnmatch import fnmatch
from pathlib import Path

import pygame
import pytest

from mg.engine import Game
from mg.store.seats import Seat
from mg.store.session import Session, autosave_path, read, to_json, write_atomic
from mg.text.game_log import older_entries
from mg.ui.options import parse_args

ROOT = Path(__file__).resolve().parents[2]
NOBODY = 65534


def game_env(tmp_path: Path) -> dict[str, str]:
    return {
        **os.environ,
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "MG_DATA_DIR": os.environ["MG_DATA_DIR"],
        "MG_CONFIG_DIR": str(tmp_path / "cfg"),
    }


def run_game(args: list[str], tmp_path: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(ROOT / "main.py"), "--windowed", "1280x720", "--frames", "3", *args],
        env=game_env(tmp_path),
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )


@pytest.mark.parametrize(
    "flag, tail",
    [
        ("--screenshots", ""),
        ("--screenshots", "/shots"),
        ("--frame-stats", ""),
        ("--frame-stats", "/stats.json"),
    ],
)
@pytest.mark.system
def test_a_path_too_long_exits_with_2_and_says_why(flag: str, tail: str, tmp_path: Path) -> None:
    path = str(tmp_path / ("a" * 300)) + tail  # one name of 300 characters: too long
    done = run_game([flag, path], tmp_path)
    assert done.returncode == 2, done.stderr
    assert "Traceback" not in done.stderr
    assert f"argument {flag}:" in done.stderr  # the flag, and why: the system's own words
    assert os.strerror(errno.ENAMETOOLONG) in done.stderr


def parse_as_nobody(args: list[str]) -> tuple[int, str]:
    """parse_args(args) in a forked child that cannot enter other users' folders (it gives
    up root if it has it); its exit code and what it printed."""
    pygame.quit()  # no thread of pygame's (left up by a test before) is forked half-copied
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: never returns into pytest
        code = 99
        sys.stderr = printing = open(write_end, "w", encoding="utf-8")  # noqa: SIM115
        try:
            if os.geteuid() == 0:
                os.setgroups([])
                os.setgid(NOBODY)
                os.setuid(NOBODY)
            parse_args(args)
            code = 0
        except SystemExit as exc:
            code = exc.code if isinstance(exc.code, int) else 98
        except BaseException as exc:  # a traceback is what this test looks for
            printing.write(f"Traceback: {exc!r}")
        finally:
            printing.flush()
            os._exit(code)
    os.close(write_end)
    with os.fdopen(read_end, encoding="utf-8", errors="replace") as printed:
        text = printed.read()
    _, status = os.waitpid(pid, 0)
    return os.waitstatus_to_exitcode(status), text


@pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork and Unix permissions")
@pytest.mark.parametrize(
    "flag, inside",
    [
        ("--screenshots", "shots"),
        ("--screenshots", "deeper/shots"),
        ("--frame-stats", "stats.json"),
        ("--frame-stats", "deeper/stats.json"),
    ],
)
def test_a_folder_that_may_not_be_entered_exits_with_2_and_says_why(
    flag: str, inside: str, tmp_path: Path
) -> None:
    locked = tmp_path / "locked"
    locked.mkdir(mode=0)
    try:
        code, printed = parse_as_nobody([flag, str(locked / inside)])
    finally:
        locked.chmod(0o700)
    assert code == 2, printed
    assert "Traceback" not in printed
    assert f"argument {flag}:" in printed and os.strerror(errno.EACCES) in printed


def as_in_a_terminal() -> None:
    """Ctrl+C reaches a game started in a terminal: SIGINT as the terminal's shell leaves it.
    A job a shell starts in the background (`make test &`, a CI runner's script) has SIGINT
    ignored, which Python keeps and every child inherits: the game would rightly take no
    notice of it, and this test would wait for an exit that never comes."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def wait_for_shot(process: subprocess.Popen[bytes], pattern: str) -> None:
    """Read what the game says until it names a screenshot matching `pattern` (it is up);
    fail if it ends first or says nothing for a minute. Waits on the game's output, never
    sleeps."""
    assert process.stdout is not None
    fd, said = process.stdout.fileno(), b""
    with selectors.DefaultSelector() as watch:
        watch.register(fd, selectors.EVENT_READ)
        while watch.select(timeout=60):
            chunk = os.read(fd, 4096)
            if not chunk:
                break  # the game ended
            said += chunk
            for line in said.decode(errors="replace").splitlines():
                if line.startswith("screenshot ") and fnmatch(Path(line[11:]).name, pattern):
                    return
    pytest.fail(f"the game never showed {pattern}: {said[-500:]!r}")


@pytest.mark.skipif(sys.platform == "win32", reason="SIGINT is a Unix signal")
@pytest.mark.parametrize(
    "flags, shown, whole_group",
    [
        ([], "001-menu.png", False),  # Ctrl+C at the menu
        (["--autoplay", "easy"], "*-play.png", True),  # in a terminal, reaching the bot worker too
    ],
    ids=["at-the-menu", "bots-playing"],
)
@pytest.mark.system
def test_ctrl_c_quits_quietly_and_keeps_the_autosave(
    flags: list[str], shown: str, whole_group: bool, tmp_path: Path
) -> None:
    game = Game.new(["yellow", "red"], seed=8, rounds=8)
    seats = [Seat("Ann", "yellow"), Seat("Ben", "red")]
    session = Session(game, seats, older_entries(["a line"]), [])
    write_atomic(autosave_path(), to_json(session))
    before = autosave_path().read_bytes()
    shots = tmp_path / "shots"
    process = subprocess.Popen(
        [
            sys.executable,
            str(ROOT / "main.py"),
            "--windowed",
            "1280x720",
            *flags,
            "--screenshots",
            str(shots),
        ],
        env=game_env(tmp_path),
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        start_new_session=True,
        preexec_fn=as_in_a_terminal,
    )
    try:
        wait_for_shot(process, shown)
        if whole_group:
            os.killpg(process.pid, signal.SIGINT)
        else:
            process.send_signal(signal.SIGINT)
        _, said = process.communicate(timeout=60)
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)
            process.communicate()
    err = said.decode(errors="replace")
    assert process.returncode == 130, err  # the shell's code for "ended by Ctrl+C"
    assert "Traceback" not in err and "KeyboardInterrupt" not in err, err
    if whole_group:  # a new game was started and autosaved: whole and readable
        assert read(autosave_path()).game.players == ["yellow", "orange", "brown"]
    else:
        assert autosave_path().read_bytes() == before
