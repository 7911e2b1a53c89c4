"""Map files from disk (Board.from_file): regular files only, never read past the limit, and
village names that can be shown."""

from __future__ import annotations

from pathlib import Path

import pytest

from mg.engine import Board
from mg.engine.board import MAX_MAP_BYTES
from tests.support.hostile_files import finishes, make_special

SMALL = "v . v\n  . . .\n@ 0 0 Nola\n"


def test_a_small_map_file_is_read(tmp_path: Path) -> None:
    path = tmp_path / "map.txt"
    path.write_text(SMALL)
    assert Board.from_file(path).name((0, 0)) == "Nola"


@pytest.mark.parametrize("kind", ["fifo", "dev-zero", "folder"])
def test_a_special_file_is_refused_at_once(tmp_path: Path, kind: str) -> None:
    path = tmp_path / "map.txt"
    make_special(path, kind)
    with pytest.raises(ValueError, match="not a regular file"):
        finishes(lambda: Board.from_file(path))


def test_a_huge_map_file_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "map.txt"
    path.write_text(SMALL + "#" * MAX_MAP_BYTES)
    with pytest.raises(ValueError, match="larger than"):
        Board.from_file(path)


@pytest.mark.parametrize("name", ["Nola\x00", "N" * 41, "Be\x1bll"])
def test_a_village_name_must_be_printable_and_short(name: str) -> None:
    with pytest.raises(ValueError, match="map line 3: a village name"):
        Board.from_text(SMALL.replace("Nola", name))


@pytest.mark.parametrize("line", ["@ 0 " + "9" * 5000 + " Nola", "@ ٠ 0 Nola"])
def test_silly_coordinates_are_refused_in_plain_words(line: str) -> None:
    with pytest.raises(ValueError, match="map line 3"):
        Board.from_text(SMALL.replace("@ 0 0 Nola", line))
