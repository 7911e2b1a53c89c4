"""The Linux desktop entry of the standalone build, and its installer."""

from __future__ import annotations

import configparser
import os
import shutil
import subprocess
from pathlib import Path

import pytest

from mg.app.loop import TITLE

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"


def read_entry(path: Path) -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment, method-assign]  # keys are case-sensitive
    parser.read(path, encoding="utf-8")
    return parser["Desktop Entry"]


def test_the_entry_names_the_built_executable_and_its_icon() -> None:
    entry = read_entry(PACKAGING / "magna-grecia.desktop")
    assert entry["Type"] == "Application" and entry["Name"] == TITLE  # the window's title
    assert entry["Terminal"] == "false" and "Game" in entry["Categories"].split(";")
    spec = (PACKAGING / "magna-grecia.spec").read_text("utf-8")
    assert f'NAME = "{entry["Exec"]}"' in spec
    assert f"dist/magna-grecia/{entry['Icon']}.png" in (ROOT / "Makefile").read_text("utf-8")


@pytest.mark.system
def test_the_installer_puts_the_entry_and_icon_in_the_users_menu(tmp_path: Path) -> None:
    build = tmp_path / "magna grecia"  # a folder name with a space
    build.mkdir()
    for name in ("magna-grecia.desktop", "install-desktop-entry.sh"):
        shutil.copy(PACKAGING / name, build / name)
    shutil.copy(ROOT / "assets" / "images" / "icon.png", build / "magna-grecia.png")
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path / "data")}
    subprocess.run(
        ["sh", str(build / "install-desktop-entry.sh")],
        env=env,
        check=True,
        capture_output=True,
        timeout=30,
    )
    entry = read_entry(tmp_path / "data" / "applications" / "magna-grecia.desktop")
    assert entry["Exec"] == f'"{build}/magna-grecia"'
    assert (tmp_path / "data/icons/hicolor/256x256/apps/magna-grecia.png").is_file()
