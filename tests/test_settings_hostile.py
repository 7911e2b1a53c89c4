"""settings.json as an attacker would write it: the game still opens, with the defaults and
a warning in its own words; saving on a full disk leaves nothing behind (4, 5, 8, 9)."""

from __future__ import annotations

import errno
import os
import subprocess
import sys
from pathlib import Path

import pytest

from mg.store.settings import Settings, load_settings, save_settings
from tests.support.hostile_files import DEEP, HUGE_INT, finishes, make_special
from tests.support.log_lines import logged
from tests.support.problem_keys import problem_keys

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize(
    "text, why",
    [
        (DEEP, "too_large"),  # 100,000 deep is over the size limit already
        ("[" * 30_000 + "]" * 30_000, "too_deep"),
        ('{"volume": ' + HUGE_INT + "}", "number_too_long"),
        ('{"volume": NaN}', "not_a_number"),
        ('{"speed": "fast\\u0000"}', "out_of_range"),
        ('{"speed": "fa', "damaged"),
    ],
)
def test_a_hostile_settings_file_gives_the_defaults_and_says_why(
    tmp_path: Path, text: str, why: str
) -> None:
    path = tmp_path / "settings.json"
    path.write_text(text, encoding="utf-8")
    settings, warning = finishes(lambda: load_settings(path))
    assert settings == Settings()
    assert problem_keys(warning) == ["settings_broken", why] and "4300" not in str(warning)


@pytest.mark.parametrize("kind", ["fifo", "dev-zero", "folder"])
def test_a_special_file_as_settings_is_refused_at_once(tmp_path: Path, kind: str) -> None:
    path = tmp_path / "settings.json"
    make_special(path, kind)
    settings, warning = finishes(lambda: load_settings(path))
    assert settings == Settings() and problem_keys(warning) == ["settings_broken", "not_regular"]


@pytest.mark.system
def test_the_game_opens_with_a_fifo_and_deep_nesting_for_settings(tmp_path: Path) -> None:
    for k, hostile in enumerate(("fifo", "deep")):
        config = tmp_path / f"config-{k}"
        if hostile == "fifo":
            make_special(config / "settings.json", "fifo")
        else:
            config.mkdir()
            (config / "settings.json").write_text(DEEP)
        env = {
            **os.environ,
            "SDL_VIDEODRIVER": "dummy",
            "SDL_AUDIODRIVER": "dummy",
            "MG_CONFIG_DIR": str(config),
            "MG_DATA_DIR": str(tmp_path / "data"),
        }
        done = subprocess.run(
            [sys.executable, str(ROOT / "main.py"), "--windowed", "1280x720", "--frames", "5"],
            env=env,
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert done.returncode == 0, done.stderr
        path = str(config / "settings.json")
        said = [line for line in done.stderr.splitlines() if path in line]
        assert len(said) == 1 and logged(said[0]) == {("WARNING", "mg.app.loop")}  # named once


def test_saving_settings_on_a_full_disk_leaves_no_temporary_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "settings.json"
    assert save_settings(Settings(speed="fast"), path) is None
    before = path.read_bytes()
    real_write = os.write

    def half_then_full(fd: int, data: bytes) -> int:
        real_write(fd, bytes(data[: len(data) // 2]))
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "write", half_then_full)  # as mg.store.storage calls it
    problem = save_settings(Settings(speed="slow"), path)
    assert problem_keys(problem) == ["settings_not_saved", "disk_full"]
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["settings.json"]


def test_a_settings_path_under_a_file_is_reported(tmp_path: Path) -> None:
    blocker = tmp_path / "config"
    blocker.write_text("a file where a folder should be")
    problem = save_settings(Settings(), blocker / "settings.json")
    assert problem_keys(problem) == ["settings_not_saved", "path_is_file"]
