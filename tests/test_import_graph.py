"""The layers of docs/architecture.md hold: no import cycle anywhere in mg/, only the flow
imports concrete scenes, and the engine imports nothing else of the game. Every import
counts: absolute or relative (`from . import x`, `from ..store import storage`), at the top
of a module, inside a function or under `if TYPE_CHECKING:` (a type-only import is still a
dependency: it says which layer knows which, and a circle of them is a design that leans
on itself). Each check takes the folder it reads, so it can be run on a copy of mg/ with
a forbidden import planted in it (below)."""

from __future__ import annotations

import ast
import functools
import re
import shutil
from pathlib import Path

import pytest

MG = Path(__file__).resolve().parents[1] / "mg"


@pytest.fixture
def mg_root() -> Path:
    """The folder the checks read: the game's own mg/."""
    return MG


def module_name(path: Path, root: Path) -> str:
    """`root/engine/game.py` -> "mg.engine.game" (`root` is named as the package)."""
    parts = list(path.relative_to(root.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def modules(root: Path) -> dict[str, Path]:
    """Every module under `root`, by its dotted name."""
    return {module_name(p, root): p for p in sorted(root.rglob("*.py"))}


def package_of(name: str, path: Path) -> str:
    """The package a module's relative imports start from: a package's `__init__` is its
    own, any other module's is the one it lies in."""
    return name if path.name == "__init__.py" else name.rpartition(".")[0]


def absolute(level: int, module: str | None, package: str) -> str | None:
    """The module `from <dots><module> import ...` names, made absolute: each dot past the
    first goes one package up from `package`. None when the dots climb above the top."""
    if level == 0:
        return module
    parts = package.split(".")
    if level - 1 >= len(parts):
        return None
    base = ".".join(parts[: len(parts) - (level - 1)])
    return f"{base}.{module}" if module else base


def known_prefix(name: str, known: set[str] | dict[str, Path]) -> str | None:
    """The longest leading part of `name` that is one of our modules, if any."""
    while name and name not in known:
        name = name.rpartition(".")[0]
    return name or None


#: An import as written: its dots (None for `import a.b`), the module after them, the names.
Written = tuple[int | None, str | None, tuple[str, ...]]


@functools.cache
def written_imports(source: str) -> tuple[Written, ...]:
    """Every import in `source`, wherever it stands. Kept by the text: the checks below read
    mg/ many times over (and copies of it with one line planted), and parse each text once."""
    found: list[Written] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found.append((None, None, tuple(a.name for a in node.names)))
        elif isinstance(node, ast.ImportFrom):
            found.append((node.level, node.module, tuple(a.name for a in node.names)))
    return tuple(found)


def imports_of(name: str, path: Path, known: dict[str, Path]) -> set[str]:
    """The modules under the root that module `name` (at `path`) imports, wherever the
    import stands and however it is written. `from P import n` depends on the module P.n
    when there is one, else on P (n is a name P defines)."""
    package, found = package_of(name, path), set()
    for level, module, names in written_imports(path.read_text(encoding="utf-8")):
        if level is None:
            found |= {known_prefix(n, known) for n in names}
        elif base := absolute(level, module, package):
            for alias in names:
                full = f"{base}.{alias}"
                found.add(full if full in known else known_prefix(base, known))
    return {m for m in found if m is not None and m != name}


def graph(root: Path) -> dict[str, set[str]]:
    """Who imports whom under `root`: every module's imports of the others."""
    files = modules(root)
    return {name: imports_of(name, path, files) for name, path in files.items()}


def cycle_from(start: str, edges: dict[str, set[str]]) -> list[str] | None:
    """A path of imports leading from `start` back to it, if there is one."""
    stack, seen = [(start, [start])], set()
    while stack:
        node, path = stack.pop()
        for nxt in sorted(edges[node]):
            if nxt == start:
                return path + [start]
            if nxt not in seen:
                seen.add(nxt)
                stack.append((nxt, path + [nxt]))
    return None


def test_no_import_cycle_in_mg(mg_root: Path) -> None:
    edges = graph(mg_root)
    cycles = [c for c in (cycle_from(m, edges) for m in sorted(edges)) if c]
    assert cycles == [], "an import circle: " + " → ".join(cycles[0])


def concrete_scenes(edges: dict[str, set[str]], root: Path) -> set[str]:
    """The modules that hold a concrete scene or overlay: a class that names itself
    (`name = "play"`), which the framework's bases (Scene, BoardScene, ModalScene, Dialog,
    TextOverlay) do not."""
    found = set()
    for name in edges:
        if not name.startswith("mg.scenes.") or name == "mg.scenes.base":
            continue
        path = root.parent / (name.replace(".", "/") + ".py")
        if not path.exists():
            continue  # a package's __init__
        for node in ast.parse(path.read_text("utf-8")).body:
            if isinstance(node, ast.ClassDef) and any(
                isinstance(item, ast.Assign)
                and any(isinstance(t, ast.Name) and t.id == "name" for t in item.targets)
                for item in node.body
            ):
                found.add(name)
    return found


def test_only_the_flow_imports_concrete_scenes(mg_root: Path) -> None:
    edges = graph(mg_root)
    scenes = concrete_scenes(edges, mg_root)
    assert {
        "mg.scenes.menu.scene",
        "mg.scenes.play.scene",
        "mg.scenes.overlays.pause",
    } <= scenes
    importers = {m for m, deps in edges.items() if deps & scenes}
    assert importers == {"mg.scenes.flow"}  # (a lesson is a coach given to PlayScene)


FRAMEWORK_BASES = {"Scene", "BoardScene", "ModalScene", "Dialog", "TextOverlay"}


def scene_classes(root: Path) -> dict[str, list[str]]:
    """Every concrete scene under `root` (a class that names itself, `name = "..."`, other
    than the framework's bases: `Scene` has a default name) and the names of its bases."""
    found: dict[str, list[str]] = {}
    for path in sorted(root.rglob("*.py")):
        for node in ast.parse(path.read_text("utf-8")).body:
            if (
                isinstance(node, ast.ClassDef)
                and node.name not in FRAMEWORK_BASES
                and any(
                    isinstance(item, ast.Assign)
                    and any(isinstance(t, ast.Name) and t.id == "name" for t in item.targets)
                    for item in node.body
                )
            ):
                found[node.name] = [ast.unparse(base) for base in node.bases]
    return found


def subclassed_scenes(classes: dict[str, list[str]]) -> dict[str, list[str]]:
    """The scenes whose bases are not only the framework's."""
    return {name: bases for name, bases in classes.items() if not set(bases) <= FRAMEWORK_BASES}


def test_no_scene_subclasses_another_concrete_scene(mg_root: Path) -> None:
    """A concrete scene's bases are the framework's only: what varies a scene (a lesson)
    is given to it (a Coach), never a subclass that overrides its private hooks."""
    classes = scene_classes(mg_root / "scenes")
    assert {"PlayScene", "ScoringScene", "MenuScene", "PauseScene"} <= classes.keys()
    assert subclassed_scenes(classes) == {}


def test_a_scene_subclassing_a_concrete_scene_would_be_found(tmp_path: Path) -> None:
    (tmp_path / "a.py").write_text('class A(Scene):\n    name = "a"\n')
    (tmp_path / "b.py").write_text('class B(A):\n    name = "b"\n')
    assert subclassed_scenes(scene_classes(tmp_path)) == {"B": ["A"]}


def test_the_engine_imports_nothing_else_of_the_game(mg_root: Path) -> None:
    edges = graph(mg_root)
    outside = sorted(
        (m, d)
        for m, deps in edges.items()
        if m.startswith("mg.engine")
        for d in deps
        if not d.startswith("mg.engine")
    )
    assert outside == [], f"the engine imports these: {outside}"


def test_a_cycle_would_be_found() -> None:
    """The checker itself: a made-up cycle is reported."""
    edges = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert cycle_from("a", edges) == ["a", "b", "c", "a"]
    assert cycle_from("d", edges) is None


ARCHITECTURE = MG.parent / "docs" / "architecture.md"


def layers() -> list[tuple[str, ...]]:
    """docs/architecture.md's layer table, lowest first: per row, the packages and modules
    its second column names (`mg/engine/` → "mg.engine", `mg/match.py` → "mg.match")."""
    text = ARCHITECTURE.read_text("utf-8").split("## Layers", 1)[1].split("\n## ", 1)[0]
    rows = []
    for line in text.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) < 2:
            continue
        names = re.findall(r"`(mg/[\w/]*?)(?:/|\.py)`", cells[1])
        if names:
            rows.append(tuple(n.replace("/", ".") for n in names))
    return rows


def layer_of(module: str, table: list[tuple[str, ...]]) -> int:
    """The row of `module` in the table: its longest matching prefix."""
    best, index = -1, -1
    for i, prefixes in enumerate(table):
        for prefix in prefixes:
            if (module == prefix or module.startswith(prefix + ".")) and len(prefix) > best:
                best, index = len(prefix), i
    return index


def test_the_layer_table_names_every_package_of_mg_once(mg_root: Path) -> None:
    table = layers()
    named = [n for row in table for n in row]
    assert len(named) == len(set(named)) and named[0] == "mg.engine"
    top = sorted(
        p.stem if p.is_file() else p.name
        for p in mg_root.iterdir()
        if (p.suffix == ".py" and p.stem != "__init__")
        or (p.is_dir() and (p / "__init__.py").exists())
    )
    assert sorted(n.split(".")[1] for n in named) == top


def test_each_layer_imports_only_layers_before_it(mg_root: Path) -> None:
    edges, table = graph(mg_root), layers()
    unplaced = sorted(m for m in edges if layer_of(m, table) < 0 and m != "mg")
    assert unplaced == [], "place these modules in docs/architecture.md's layer table"
    upward = sorted(
        (m, d)
        for m, deps in edges.items()
        for d in deps
        if m != "mg" and d != "mg" and layer_of(d, table) > layer_of(m, table)
    )
    assert upward == [], f"imports of a later layer: {upward}"


def test_outside_the_engine_nobody_imports_an_engine_submodule(mg_root: Path) -> None:
    """Only `mg.engine`'s public names are used outside it: no `mg.engine.<submodule>`
    import anywhere else in mg/ (the engine's modules are its own to rearrange)."""
    edges = graph(mg_root)
    reaching = sorted(
        (m, d)
        for m, deps in edges.items()
        for d in deps
        if not m.startswith("mg.engine") and d.startswith("mg.engine.")
    )
    assert reaching == []


def test_no_folder_of_mg_holds_more_than_15_modules(mg_root: Path) -> None:
    crowded = {
        str(d.relative_to(mg_root.parent)): n
        for d in [mg_root, *mg_root.rglob("*")]
        if d.is_dir() and (n := len(list(d.glob("*.py")))) > 15
    }
    assert crowded == {}


def test_mg_has_at_most_4_top_level_modules(mg_root: Path) -> None:
    assert len(list(mg_root.glob("*.py"))) <= 4


# -- the checks themselves, on made-up trees and on a copy of mg/ with an import planted ---
def tree(root: Path, files: dict[str, str]) -> Path:
    """A package tree under `root` of these files (path -> text); its top folder."""
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return root / next(iter(files)).split("/")[0]


def test_relative_imports_are_resolved_against_the_importing_modules_package(
    tmp_path: Path,
) -> None:
    top = tree(
        tmp_path,
        {
            "mg/__init__.py": "",
            "mg/low/__init__.py": "from . import core\nfrom .core import X\n",
            "mg/low/core.py": "X = 1\n",
            "mg/low/deep/__init__.py": "",
            "mg/low/deep/leaf.py": (
                "from . import twig\nfrom .twig import Y\nfrom .. import core\n"
                "from ..core import X\nfrom ...high import view\nfrom .... import nowhere\n"
            ),
            "mg/low/deep/twig.py": "from .. import X\n",
            "mg/high/__init__.py": "",
            "mg/high/view.py": "",
        },
    )
    edges = graph(top)
    assert edges["mg.low"] == {"mg.low.core"}  # an __init__ is its own package
    assert edges["mg.low.deep.leaf"] == {"mg.low.deep.twig", "mg.low.core", "mg.high.view"}
    assert edges["mg.low.deep.twig"] == {"mg.low"}  # X is a name mg.low defines


def test_an_import_for_type_checking_only_counts(tmp_path: Path) -> None:
    top = tree(
        tmp_path,
        {
            "mg/__init__.py": "",
            "mg/a.py": "from mg import b\n",
            "mg/b.py": type_only("from .a import A"),
        },
    )
    assert graph(top)["mg.b"] == {"mg.a"}
    with pytest.raises(AssertionError, match="mg.a → mg.b → mg.a"):
        test_no_import_cycle_in_mg(top)


@pytest.fixture
def mg_copy(tmp_path: Path) -> Path:
    """A copy of mg/'s modules to plant imports in (the checks pass on it as it is)."""
    copy = tmp_path / "mg"
    shutil.copytree(MG, copy, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    test_each_layer_imports_only_layers_before_it(copy)
    test_no_import_cycle_in_mg(copy)
    return copy


def plant(module: Path, line: str) -> None:
    """Add `line` after `module`'s docstring and `from __future__` import."""
    text = module.read_text(encoding="utf-8")
    head, future, rest = text.partition("from __future__ import annotations\n")
    assert future, module
    module.write_text(f"{head}{future}{line}\n{rest}", encoding="utf-8")


def type_only(line: str) -> str:
    """`line` as an import for type checking only."""
    return f"from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    {line}"


def test_a_relative_import_of_a_later_layer_fails_the_layer_tests(mg_copy: Path) -> None:
    plant(mg_copy / "engine" / "hexgrid.py", "from ..store import storage")
    with pytest.raises(AssertionError, match=r"'mg\.engine\.hexgrid', 'mg\.store\.storage'"):
        test_each_layer_imports_only_layers_before_it(mg_copy)
    with pytest.raises(AssertionError, match=r"'mg\.engine\.hexgrid', 'mg\.store\.storage'"):
        test_the_engine_imports_nothing_else_of_the_game(mg_copy)


def test_an_upward_relative_import_in_another_layer_fails_the_layer_test(
    mg_copy: Path,
) -> None:
    plant(mg_copy / "net" / "mirror.py", "from ..sprites import layout")
    with pytest.raises(AssertionError, match=r"'mg\.net\.mirror', 'mg\.sprites\.layout'"):
        test_each_layer_imports_only_layers_before_it(mg_copy)


def test_a_type_only_upward_import_fails_the_layer_test(mg_copy: Path) -> None:
    plant(mg_copy / "ai" / "bots.py", type_only("from mg.match import Match"))
    with pytest.raises(AssertionError, match=r"'mg\.ai\.bots', 'mg\.match'"):
        test_each_layer_imports_only_layers_before_it(mg_copy)


def test_a_type_only_import_circle_planted_in_mg_is_found(mg_copy: Path) -> None:
    """board.py imports nothing of game.py; game.py imports board.py."""
    plant(mg_copy / "engine" / "board.py", type_only("from .game import Game"))
    with pytest.raises(AssertionError, match="an import circle: .*mg.engine.game"):
        test_no_import_cycle_in_mg(mg_copy)
