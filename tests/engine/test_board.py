"""R7, R8's spaces and the map file format; the standard map's properties."""

from __future__ import annotations

from pathlib import Path

import pytest

from mg.engine import Board
from mg.engine.board import GREEN, LAND, VILLAGE
from mg.engine.hexgrid import distance, neighbours, offset_to_axial

SMALL = """# a comment
~ . v

  g o .
@ 2 0 Kroton
@ 0 1 Taras
"""


def test_r7_tokens_make_land_villages_green_villages_and_sea() -> None:
    b = Board.from_text(SMALL)
    assert (0, 0) not in b.index  # '~' is off the board
    assert b.kind[b.index[(1, 0)]] == LAND
    assert b.kind[b.index[(2, 0)]] == VILLAGE
    assert b.kind[b.index[(0, 1)]] == GREEN
    assert b.index[(1, 1)] in b.initial_oracles
    assert b.name((2, 0)) == "Kroton" and b.name((0, 1)) == "Taras"


def test_map_odd_rows_shift_half_a_hex_right() -> None:
    assert offset_to_axial(0, 1) == (0, 1)
    assert offset_to_axial(0, 2) == (-1, 2)
    assert offset_to_axial(3, 3) == (2, 3)
    b = Board.from_text(". .\n  . .\n. v\n")
    assert set(b.spaces) == {(0, 0), (1, 0), (0, 1), (1, 1), (-1, 2), (0, 2)}
    assert b.kind[b.index[(0, 0)]] == LAND


@pytest.mark.parametrize(
    "text, fragment",
    [
        (". v\n. x\n", "line 2: unknown token 'x'"),
        (". v\n@ 0 0 Nowhere\n", "line 2: column 0 row 0 is not a village"),
        (". v\n@ 1 0 Elea\n. .\n", "line 3: a grid row after"),
        (". .\n", "no village"),
        ("# only a comment\n", "no grid rows"),
        (". v\n@ one 0 Elea\n", "line 2: expected '@ col row Name'"),
        (". vv\n", "line 1: unknown token"),
    ],
)
def test_map_malformed_is_refused_naming_the_line(text: str, fragment: str) -> None:
    with pytest.raises(ValueError, match=fragment):
        Board.from_text(text)


def test_map_from_file_and_missing_file(tmp_path: Path) -> None:
    path = tmp_path / "m.txt"
    path.write_text(SMALL)
    assert Board.from_file(path) == Board.from_text(SMALL)
    with pytest.raises(ValueError, match="cannot be read"):
        Board.from_file(tmp_path / "missing.txt")


def test_map_renders_back_to_an_equal_board() -> None:
    b = Board.from_text(SMALL)
    rebuilt = Board(
        {s: b.kind[i] for i, s in enumerate(b.spaces)},
        {b.spaces[i]: n for i, n in b.names.items()},
        {b.spaces[i] for i in b.initial_oracles},
    )
    assert Board.from_text(rebuilt.to_text()) == b


# -- the standard map -------------------------------------------------------------------
def test_standard_map_shape_and_villages() -> None:
    b = Board.standard()
    assert max(r for _, r in b.spaces) == 15  # 16 rows
    assert 230 <= len(b.spaces) <= 270
    greens = [i for i in b.villages if b.kind[i] == GREEN]
    interior = [i for i in b.villages if b.kind[i] == VILLAGE]
    assert len(greens) == 10 and len(interior) == 32
    assert not b.initial_oracles


def test_standard_map_no_two_villages_adjacent_and_land_connected() -> None:
    b = Board.standard()
    villages = {b.spaces[i] for i in b.villages}
    for v in villages:
        assert not villages & set(neighbours(v)), v
    seen, todo = {b.spaces[0]}, [b.spaces[0]]
    while todo:
        for n in neighbours(todo.pop()):
            if n in b.index and n not in seen:
                seen.add(n)
                todo.append(n)
    assert len(seen) == len(b.spaces)


def test_standard_map_greens_on_coast_with_interior_villages_3_to_5_away() -> None:
    b = Board.standard()
    interior = [b.spaces[i] for i in b.villages if b.kind[i] == VILLAGE]
    for i in b.villages:
        if b.kind[i] != GREEN:
            continue
        g = b.spaces[i]
        assert any(n not in b.index and 0 <= n[1] <= 15 for n in neighbours(g)), f"{g} inland"
        near = [v for v in interior if 3 <= distance(g, v) <= 5]
        assert len(near) >= 2, b.names[i]


def test_standard_map_every_village_named_once() -> None:
    b = Board.standard()
    assert set(b.names) == set(b.villages)
    assert len(set(b.names.values())) == len(b.villages)
    for town in (
        "Taras",
        "Sybaris",
        "Kroton",
        "Lokroi",
        "Rhegion",
        "Metapontion",
        "Elea",
        "Poseidonia",
        "Hipponion",
        "Herakleia",
    ):
        assert town in b.names.values()
