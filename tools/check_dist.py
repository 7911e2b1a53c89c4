"""Check the standalone build: python tools/check_dist.py [EXECUTABLE] (make dist-check).

Runs the built game headless from an empty temporary folder with a bare environment (no
PATH to any Python, no PYTHONPATH), for 120 frames, then checks that it exited cleanly, found
every image and sound, and drew the menu exactly as the game run from the sources does; and
that the build's folder holds every asset of the sources byte for byte (the art, the sounds,
the music and the sea, the fonts and their licence, the table's theme)."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

import pygame

ROOT = Path(__file__).resolve().parents[1]
HEADLESS = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
FLAGS = ["--windowed", "1280x720", "--frames", "120"]


def run(command: list[str], folder: Path, env: dict[str, str]) -> Path:
    """Run the game in `folder`; the menu screenshot it saved."""
    shots = folder / "shots"
    result = subprocess.run(
        [*command, *FLAGS, "--screenshots", str(shots)],
        cwd=folder,
        env={**env, **HEADLESS, "HOME": str(folder)},
        capture_output=True,
        text=True,
        timeout=300,
    )
    problems = [
        line for line in result.stderr.splitlines() if "unavailable" in line or "no sound" in line
    ]
    if result.returncode != 0 or problems:
        sys.exit(f"{command[0]}: exit {result.returncode}\n{result.stderr}")
    return shots / "001-menu.png"


def pixels(path: Path) -> bytes:
    return pygame.image.tobytes(pygame.image.load(str(path)), "RGB")


def missing_assets(folder: Path) -> list[str]:
    """The sources' assets (assets/, the package mg.assets) that the build in `folder` lacks
    or holds changed."""
    built = {p.relative_to(folder).as_posix(): p for p in folder.rglob("*") if p.is_file()}
    missing = []
    for asset in sorted((ROOT / "assets").rglob("*")):
        if not asset.is_file() or asset.suffix == ".py" or "__pycache__" in asset.parts:
            continue
        inside = "mg/assets/" + asset.relative_to(ROOT / "assets").as_posix()
        found = [p for name, p in built.items() if name.endswith(inside)]
        if not found or found[0].read_bytes() != asset.read_bytes():
            missing.append(inside)
    return missing


def main(argv: list[str]) -> int:
    executable = Path(argv[0] if argv else ROOT / "dist" / "magna-grecia" / "magna-grecia")
    lacking = missing_assets(executable.resolve().parent)
    if lacking:
        sys.exit(f"the standalone build lacks or changed {len(lacking)} assets: {lacking[:8]}")
    with tempfile.TemporaryDirectory() as temp:
        base = Path(temp)
        for name in ("built", "sources", "no-python"):
            (base / name).mkdir()
        built = run([str(executable.resolve())], base / "built", {"PATH": str(base / "no-python")})
        sources = run([sys.executable, "-m", "mg"], base / "sources", dict(os.environ))
        if pixels(built) != pixels(sources):
            sys.exit("the standalone build drew the menu differently from the sources")
    print(f"ok: {executable} runs without Python, holds every asset and draws the real art")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
