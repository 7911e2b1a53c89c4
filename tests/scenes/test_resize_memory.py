"""Resizing the window does not leak (issue 21.9): the real game at the menu, resized 1,000
times to random sizes within 1280x720 .. 1920x1080 through the events a real window sends,
holds at most 1.5 times the memory it held before, and every cache that follows the window's
size stays within its bound. Measured in a fresh process (tools/resize_memory.py), so that
no other test's memory counts."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.heavy(70)
def test_a_thousand_resizes_keep_memory_and_caches_bounded(tmp_path: Path) -> None:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "MG_DATA_DIR": str(tmp_path / "data"), "MG_CONFIG_DIR": str(tmp_path / "cfg")}
    done = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "resize_memory.py"), "1000", "menu", "--json"],
        env=env, cwd=ROOT, capture_output=True, text=True, timeout=1800)
    assert done.returncode == 0, done.stderr
    found = json.loads(done.stdout.splitlines()[-1])
    assert found["resizes"] == 1000
    caches = found["caches"]
    assert caches["themes"] <= 3  # one pygame-gui theme per font size ever seen, before
    mib32 = 32 * 2**20 / 1e6  # in MB, as the tool counts
    assert caches["art_mb"] <= mib32  # a scaled title per window height ever seen, before
    assert caches["fonts"] <= 24 and caches["texts_mb"] <= mib32
    assert found["rss_after"] <= 1.5 * found["rss_before"], found
