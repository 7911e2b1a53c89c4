"""The built wheel carries the whole game: every package, the generated art and sounds, the
standard map; installed elsewhere it draws the real art from any working directory."""

from __future__ import annotations

import fcntl
import os
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

import mg
from mg.sprites.paint.package_data import ASSETS_PACKAGE
from tests.support.log_lines import logged, loggers

ROOT = Path(__file__).resolve().parents[2]
#: The modules that say so on the terminal when an image, a font or a sound is missing.
ASSET_USERS = {
    "mg.sprites.paint.package_data",
    "mg.sprites.paint.art",
    "mg.sprites.paint.fonts",
    "mg.sprites.paint.table",
    "mg.ui.audio",
}
pytestmark = [
    pytest.mark.packaging,
    pytest.mark.system,
]
NOT_SOURCES = shutil.ignore_patterns(
    ".venv",
    ".git",
    "build",
    "dist",
    "tests",
    "docs",
    "__pycache__",
    "*.egg-info",
    ".*_cache",
    ".hypothesis",
)


@pytest.fixture(scope="session")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A wheel built by pip from a clean copy of the sources (no stale build/ folder), once a
    run: the first test process to ask builds it, the others wait on the lock and take it."""
    here = tmp_path_factory.getbasetemp()
    shared = here.parent if os.environ.get("PYTEST_XDIST_WORKER") else here  # all workers'
    base = shared / "wheel"
    with (shared / "wheel.lock").open("a") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # let go when the file closes
        built = sorted((base / "out").glob("*.whl"))
        if built:
            return built[0]
        shutil.rmtree(base, ignore_errors=True)  # a build that failed half-way
        shutil.copytree(ROOT, base / "src", ignore=NOT_SOURCES)
        subprocess.run(
            [
                sys.executable,
                "-m",
                "pip",
                "wheel",
                "--no-deps",
                "-q",
                "-w",
                str(base / "out"),
                str(base / "src"),
            ],
            check=True,
            capture_output=True,
            timeout=300,
        )
        (made,) = (base / "out").glob("*.whl")
        return made


def names_in(wheel: Path) -> set[str]:
    with zipfile.ZipFile(wheel) as archive:
        return set(archive.namelist())


def test_the_wheel_holds_every_image_sound_and_map(wheel: Path) -> None:
    names = names_in(wheel)
    art = {
        f"mg/assets/{p.relative_to(ROOT / 'assets').as_posix()}"
        for p in (ROOT / "assets").rglob("*")
        if p.suffix in (".png", ".jpg", ".wav", ".ogg", ".json", ".ttf") or p.name == "OFL.txt"
    }
    assert len(art) >= 50
    assert art <= names, f"missing from the wheel: {sorted(art - names)[:5]}"
    assert "mg/assets/images/icon.png" in names
    assert "mg/assets/images/map_standard.jpg" in names  # the painted board
    assert "mg/assets/sounds/music_board.ogg" in names  # the music
    assert "mg/assets/images/title_harbour.jpg" in names  # the menu's painting
    fonts = {f"mg/assets/fonts/{name}" for name in ("Cinzel-Regular.ttf", "Cinzel-Bold.ttf")}
    assert fonts | {"mg/assets/fonts/OFL.txt"} <= names  # the display face, its licence
    assert "mg/assets/theme.json" in names  # the table's theme data
    assert "mg/assets/images/table_paper.png" in names  # and the images it names
    assert "mg/engine/maps/standard.txt" in names
    assert "mg/text/lessons/lessons.json" in names  # the guided first game's script


def test_the_wheel_holds_every_package_and_nothing_at_the_top_level(wheel: Path) -> None:
    names = names_in(wheel)
    packages = {p.relative_to(ROOT).as_posix() for p in (ROOT / "mg").rglob("__init__.py")}
    assert packages <= names, f"add to pyproject's packages: {sorted(packages - names)}"
    tops = {n.split("/")[0] for n in names if not n.split("/")[0].endswith(".dist-info")}
    assert tops == {"mg"}  # no stray top-level module such as main.py


def test_the_wheel_is_this_version_and_starts_the_game(wheel: Path) -> None:
    assert wheel.name.startswith(f"magna_grecia-{mg.__version__}-")
    with zipfile.ZipFile(wheel) as archive:
        info = next(n for n in archive.namelist() if n.endswith(".dist-info/entry_points.txt"))
        entry_points = archive.read(info).decode()
    assert re.search(r"^magna-grecia = mg\.__main__:main$", entry_points, re.M)


@pytest.mark.heavy(10)  # first: it builds the wheel the other tests of it read afterwards
def test_installed_elsewhere_the_game_finds_its_art_and_sounds(wheel: Path, tmp_path: Path) -> None:
    site, shots, elsewhere = tmp_path / "site", tmp_path / "shots", tmp_path / "elsewhere"
    elsewhere.mkdir()
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "install",
            "-q",
            "--no-deps",
            "--target",
            str(site),
            str(wheel),
        ],
        check=True,
        capture_output=True,
        timeout=120,
    )
    script = (
        "import sys, mg, mg.sprites.paint.art as art; "
        "print('package', mg.__file__); print('assets', art.ASSETS); "
        "from mg.__main__ import main; sys.exit(main(sys.argv[1:]))"
    )
    env = {
        **os.environ,
        "PYTHONPATH": str(site),
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "MG_DATA_DIR": str(tmp_path / "data"),
        "MG_CONFIG_DIR": str(tmp_path / "config"),
    }
    result = subprocess.run(
        [
            sys.executable,
            "-c",
            script,
            "--windowed",
            "1280x720",
            "--frames",
            "3",
            "--screenshots",
            str(shots),
        ],
        cwd=elsewhere,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    found = dict(
        line.split(" ", 1)
        for line in result.stdout.splitlines()
        if line.startswith(("package ", "assets "))
    )
    assert found["package"].startswith(str(site)) and found["assets"].startswith(str(site))
    assert not loggers(result.stderr) & ASSET_USERS  # no image, font or sound missing
    assert list(shots.glob("*menu.png"))


def test_without_its_assets_package_the_game_says_so_and_still_runs(tmp_path: Path) -> None:
    script = (
        "import sys; sys.modules['mg.assets'] = None; "  # as if mg.assets were missing
        "from mg.__main__ import main; sys.exit(main(sys.argv[1:]))"
    )
    env = {
        **os.environ,
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "MG_DATA_DIR": str(tmp_path / "data"),
        "MG_CONFIG_DIR": str(tmp_path / "config"),
    }
    result = subprocess.run(
        [sys.executable, "-c", script, "--windowed", "1280x720", "--frames", "3"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    said = logged(result.stderr)  # that the assets are missing, then no art and no sound:
    assert ("WARNING", "mg.sprites.paint.package_data") in said and ASSETS_PACKAGE in result.stderr
    assert {("WARNING", "mg.sprites.paint.art"), ("INFO", "mg.ui.audio")} <= said


def test_the_wheel_stays_small(wheel: Path) -> None:
    """Art, fonts, music and the sea included, the wheel stays within 25 MB."""
    assert wheel.stat().st_size <= 25 * 2**20, f"{wheel.stat().st_size / 2**20:.1f} MB"
