"""The layers of docs/architecture.md hold: no import cycle anywhere in mg/ (imports inside
functions count; those only for type checking do not), only the flow imports concrete
scenes, and the engine imports nothing else of the game."""

from __future__ import annotations

import ast
import re
from pathlib import Path

MG = Path(__file__).resolve().parents[1] / "mg"


def module_name(path: Path) -> str:
    parts = list(path.relative_to(MG.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def type_checking_only(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def imports_of(path: Path, known: set[str]) -> set[str]:
    """The modules of mg that `path` imports, wherever the import stands."""
    found: set[str] = set()

    def visit(node: ast.AST) -> None:
        if isinstance(node, ast.If) and type_checking_only(node):
            return
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
            found.update(f"{node.module}.{a.name}" for a in node.names)
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(ast.parse(path.read_text(encoding="utf-8")))
    return {name for name in found if name in known}


def graph() -> dict[str, set[str]]:
    files = {module_name(p): p for p in MG.rglob("*.py")}
    known = set(files)
    return {name: imports_of(path, known) - {name} for name, path in files.items()}


def cycle_from(start: str, edges: dict[str, set[str]]) -> list[str] | None:
    """A path of imports leading from `start` back to it, if there is one."""
    stack, seen = [(start, [start])], set()
    while stack:
        node, path = stack.pop()
        for nxt in edges[node]:
            if nxt == start:
                return path + [start]
            if nxt not in seen:
                seen.add(nxt)
                stack.append((nxt, path + [nxt]))
    return None


def test_no_import_cycle_in_mg() -> None:
    edges = graph()
    cycles = [c for c in (cycle_from(m, edges) for m in sorted(edges)) if c]
    assert cycles == [], " → ".join(cycles[0])


def concrete_scenes(edges: dict[str, set[str]]) -> set[str]:
    """The modules that hold a concrete scene or overlay: a class that names itself
    (`name = "play"`), which the framework's bases (Scene, BoardScene, ModalScene, Dialog,
    TextOverlay) do not."""
    found = set()
    for name in edges:
        if not name.startswith("mg.scenes.") or name == "mg.scenes.base":
            continue
        path = MG.parent / (name.replace(".", "/") + ".py")
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


def test_only_the_flow_imports_concrete_scenes() -> None:
    edges = graph()
    scenes = concrete_scenes(edges)
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


def test_no_scene_subclasses_another_concrete_scene() -> None:
    """A concrete scene's bases are the framework's only: what varies a scene (a lesson)
    is given to it (a Coach), never a subclass that overrides its private hooks."""
    classes = scene_classes(MG / "scenes")
    assert {"PlayScene", "ScoringScene", "MenuScene", "PauseScene"} <= classes.keys()
    assert subclassed_scenes(classes) == {}


def test_a_scene_subclassing_a_concrete_scene_would_be_found(tmp_path: Path) -> None:
    (tmp_path / "a.py").write_text('class A(Scene):\n    name = "a"\n')
    (tmp_path / "b.py").write_text('class B(A):\n    name = "b"\n')
    assert subclassed_scenes(scene_classes(tmp_path)) == {"B": ["A"]}


def test_the_engine_imports_nothing_else_of_the_game() -> None:
    edges = graph()
    for module, deps in edges.items():
        if module.startswith("mg.engine"):
            assert all(d.startswith("mg.engine") for d in deps), (module, deps)


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


def test_the_layer_table_names_every_package_of_mg_once() -> None:
    table = layers()
    named = [n for row in table for n in row]
    assert len(named) == len(set(named)) and named[0] == "mg.engine"
    top = sorted(
        p.stem if p.is_file() else p.name
        for p in MG.iterdir()
        if (p.suffix == ".py" and p.stem != "__init__")
        or (p.is_dir() and (p / "__init__.py").exists())
    )
    assert sorted(n.split(".")[1] for n in named) == top


def test_each_layer_imports_only_layers_before_it() -> None:
    edges, table = graph(), layers()
    unplaced = sorted(m for m in edges if layer_of(m, table) < 0 and m != "mg")
    assert unplaced == [], "place these modules in docs/architecture.md's layer table"
    upward = sorted(
        (m, d)
        for m, deps in edges.items()
        for d in deps
        if m != "mg" and d != "mg" and layer_of(d, table) > layer_of(m, table)
    )
    assert upward == []


def test_outside_the_engine_nobody_imports_an_engine_submodule() -> None:
    """Only `mg.engine`'s public names are used outside it (issue 22): no
    `mg.engine.<submodule>` import anywhere else in mg/."""
    edges = graph()
    reaching = sorted(
        (m, d)
        for m, deps in edges.items()
        for d in deps
        if not m.startswith("mg.engine") and d.startswith("mg.engine.")
    )
    assert reaching == []


def test_no_folder_of_mg_holds_more_than_15_modules() -> None:
    crowded = {
        str(d.relative_to(MG.parent)): n
        for d in [MG, *MG.rglob("*")]
        if d.is_dir() and (n := len(list(d.glob("*.py")))) > 15
    }
    assert crowded == {}


def test_mg_has_at_most_4_top_level_modules() -> None:
    assert len(list(MG.glob("*.py"))) <= 4
