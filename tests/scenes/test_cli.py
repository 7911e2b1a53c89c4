"""The command line: flags, bad flags (exit 2), frame limits, screenshots and frame stats."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from mg.ui.options import parse_args

ROOT = Path(__file__).resolve().parents[2]
ENV = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(ROOT / "main.py"), *args],
        env=ENV,
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )


@pytest.mark.parametrize(
    "args, fragment",
    [
        (["--players", "7"], "--players: must be from 2 to 4"),
        (["--players", "two"], "--players: expected a whole number"),
        (["--windowed", "big"], "--windowed: expected WIDTHxHEIGHT"),
        (["--windowed", "100x100"], "outside"),
        (["--frames", "-3"], "--frames: must be at least 0"),
        (["--seed", "x"], "--seed: expected a whole number"),
        (["--bogus"], "unrecognized arguments: --bogus"),
    ],
)
@pytest.mark.system
def test_a_bad_flag_says_why_and_exits_with_2(args: list[str], fragment: str) -> None:
    result = run(*args)
    assert result.returncode == 2
    assert fragment in result.stderr


@pytest.mark.parametrize("value", ["0", "0.05", "11", "nan", "inf", "-1", "soon"])
def test_a_thinking_time_outside_a_tenth_to_ten_seconds_is_refused(
    value: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exit_:
        parse_args(["--think", value])
    assert exit_.value.code == 2
    assert "--think:" in capsys.readouterr().err


def test_the_thinking_time_is_read() -> None:
    assert parse_args([]).think == 1.0
    assert parse_args(["--think", "2.5"]).think == 2.5


@pytest.mark.system
def test_frames_screenshots_and_frame_stats(tmp_path: Path) -> None:
    stats = tmp_path / "stats.json"
    shots = tmp_path / "shots"
    result = run(
        "--windowed",
        "1280x720",
        "--frames",
        "5",
        "--screenshots",
        str(shots),
        "--frame-stats",
        str(stats),
    )
    assert result.returncode == 0, result.stderr
    data = json.loads(stats.read_text())
    assert data["frames"] == 5
    assert set(data) == {"frames", "median_ms", "p95_ms", "p99_ms", "max_ms"}
    assert 0 < data["median_ms"] <= data["p95_ms"] <= data["p99_ms"] <= data["max_ms"]
    names = sorted(p.name for p in shots.glob("*.png"))
    assert names == ["001-menu.png", "002-exit.png"]


@pytest.mark.system
def test_full_screen_at_the_desktop_size_by_default(tmp_path: Path) -> None:
    result = run("--frames", "2", "--screenshots", str(tmp_path))
    assert result.returncode == 0, result.stderr
    import pygame

    image = pygame.image.load(str(tmp_path / "002-exit.png"))
    probe = subprocess.run(
        [
            sys.executable,
            "-c",
            "import pygame; pygame.display.init(); print(*pygame.display.get_desktop_sizes()[0])",
        ],
        env=ENV,
        capture_output=True,
        text=True,
    )
    width, height = map(int, probe.stdout.split()[-2:])
    assert image.get_size() == (width, height)
