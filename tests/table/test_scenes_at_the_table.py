"""The board, setup, play, replay and scoring scenes hold no network code: they talk to
their table (mg/table/table.py) and never ask whether the game is local or remote. Read
from their source: no import of `mg.net` (relative ones included), no `.net` attribute, and
of `mg.table` only the seam itself (never a table's class, to test which one it is)."""

from __future__ import annotations

import ast
from pathlib import Path

MG = Path(__file__).resolve().parents[2] / "mg"
AT_THE_TABLE = ("board", "play", "replay", "scoring", "lesson")  # packages of mg/scenes
SEAM = "mg.table.table"


def imported(path: Path, root: Path) -> set[str]:
    """The modules `path` (in the package folder `root`, mg/) imports, relative ones
    resolved (`from ..x import y` → mg.x)."""
    package = path.relative_to(root.parent).with_suffix("").parts[:-1]
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text("utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = list(package[: len(package) - node.level + 1]) if node.level else []
            module = ".".join([*base, *(node.module.split(".") if node.module else [])])
            names.add(module)
            names.update(f"{module}.{alias.name}" for alias in node.names)
    return names


def network_code(path: Path, root: Path = MG) -> list[str]:
    """What in `path` reaches for the network or for a table's kind."""
    found = [
        f"imports {name}"
        for name in sorted(imported(path, root))
        if name == "mg.net"
        or name.startswith("mg.net.")
        or (name.startswith("mg.table") and not name.startswith(SEAM) and name != "mg.table")
    ]
    tree = ast.parse(path.read_text("utf-8"))
    found += [
        f"line {node.lineno}: .net"
        for node in ast.walk(tree)
        if isinstance(node, ast.Attribute) and node.attr == "net"
    ]
    return found


def scene_files() -> list[Path]:
    return sorted(p for area in AT_THE_TABLE for p in (MG / "scenes" / area).rglob("*.py"))


def test_the_board_scenes_hold_no_network_code() -> None:
    files = scene_files()
    assert {"board_scene.py", "setup.py", "scene.py"} <= {p.name for p in files}
    offences = {str(p.relative_to(MG.parent)): found for p in files if (found := network_code(p))}
    assert offences == {}


def test_network_code_planted_in_a_scene_would_be_found(tmp_path: Path) -> None:
    folder = tmp_path / "mg" / "scenes" / "play"
    folder.mkdir(parents=True)
    planted = {
        "a.py": "from mg.net.net_table import NetTable\n",
        "b.py": "from ...net import client\n",
        "c.py": "def f(scene):\n    return scene.net is None\n",
        "d.py": "from mg.table.local import LocalTable\n",
    }
    root = tmp_path / "mg"
    for name, text in planted.items():
        (folder / name).write_text(text)
        assert network_code(folder / name, root), name
    (folder / "e.py").write_text("from mg.table.table import Table\n")
    assert network_code(folder / "e.py", root) == []
