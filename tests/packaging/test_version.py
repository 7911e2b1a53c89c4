"""One version, read from mg.__version__: --version prints it and pyproject.toml takes it."""

from __future__ import annotations

import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

import mg

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.system
def test_version_flag_prints_the_version_and_opens_no_window(tmp_path: Path) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "mg", "--version"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0
    assert result.stdout == f"magna-grecia {mg.__version__}\n"
    assert "pygame" not in result.stdout + result.stderr  # it exits before pygame starts


def test_the_version_has_one_source() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))
    assert "version" not in project["project"] and "version" in project["project"]["dynamic"]
    dynamic = project["tool"]["setuptools"]["dynamic"]["version"]
    assert dynamic == {"attr": "mg.__version__"}
    assert all(part.isdigit() for part in mg.__version__.split("."))
