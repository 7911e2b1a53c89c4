"""The asset generator is deterministic, and the committed assets are what it makes."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def generate(into: Path) -> dict[str, bytes]:
    subprocess.run(
        [sys.executable, str(ROOT / "tools" / "make_assets.py"), str(into)],
        check=True,
        capture_output=True,
        timeout=120,
    )
    return {
        str(p.relative_to(into)): p.read_bytes() for p in sorted(into.rglob("*")) if p.is_file()
    }


@pytest.mark.system
def test_the_committed_assets_are_the_generators_output(tmp_path: Path) -> None:
    """The generator is deterministic: a fresh run makes, byte for byte, what was made and
    committed at another time (a run that drew on any randomness or the clock would not)."""
    made = generate(tmp_path / "fresh")
    committed = {
        str(p.relative_to(ROOT / "assets")): p.read_bytes()
        for p in sorted((ROOT / "assets").rglob("*"))
        if p.is_file() and p.parent.name in ("images", "sounds")
    }
    assert made == committed, "run tools/make_assets.py and commit assets/"
    assert len([n for n in made if n.endswith(".png")]) >= 40
    assert len([n for n in made if n.endswith(".wav")]) == 9
    assert "images/map_standard.jpg" in made  # the painted board
    assert "images/title_harbour.jpg" in made  # the menu's painting
    pieces = {
        f"images/{kind}_{tag}{colour}.png"  # every piece, both palettes
        for kind in ("city", "road_straight", "road_curved", "market", "market_idle", "market_sold")
        for tag in ("", "contrast_")
        for colour in ("yellow", "orange", "brown", "red")
    }
    oracle = {f"images/{name}.png" for name in ("temple", "oracle_roof", "oracle_temple")}
    assert pieces | oracle <= set(made)
    assert sorted(n for n in made if n.endswith(".ogg")) == [  # the music and the sea
        "sounds/music_board.ogg",
        "sounds/music_menu.ogg",
        "sounds/sea.ogg",
    ]
