"""The layers of docs/architecture.md hold: no import cycle anywhere in mg/ (imports inside
functions count; those only for type checking do not), only the flow imports concrete
scenes, and the engine imports nothing else of the game."""

from __future__ import annotations

import ast
from pathlib import Path

MG = Path(__file__).resolve().parents[1] / "mg"


def module_name(path: Path) -> str:
    parts = list(path.relative_to(MG.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def type_checking_only(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


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


def test_only_the_flow_imports_concrete_scenes() -> None:
    edges = graph()
    scenes = {"mg.scenes.menu", "mg.scenes.setup", "mg.scenes.play", "mg.scenes.scoring",
              "mg.scenes.pause", "mg.scenes.help", "mg.scenes.log", "mg.scenes.banner",
              "mg.scenes.crash", "mg.scenes.save_dialog", "mg.scenes.load_dialog",
              "mg.scenes.draw_dialog", "mg.scenes.settings_scene", "mg.scenes.lesson",
              "mg.scenes.lesson_scoring", "mg.scenes.confirm"}
    assert scenes <= set(edges), "a scene module was renamed: update this list"
    importers = {m for m, deps in edges.items() if deps & scenes}
    # a lesson IS a play scene on a lesson's position: it extends PlayScene (a subclass,
    # not a way to another screen), and its final scoring extends ScoringScene; every way
    # between scenes still goes through the flow
    assert importers - {"mg.scenes.lesson", "mg.scenes.lesson_scoring"} == {"mg.scenes.flow"}
    assert edges["mg.scenes.lesson"] & scenes == {"mg.scenes.play"}
    assert edges["mg.scenes.lesson_scoring"] & scenes == {"mg.scenes.scoring"}


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


#: docs/architecture.md's layers, lowest first: a module imports only its own layer or lower.
LAYERS = [
    ("mg.engine",),
    ("mg.ai", "mg.bot_pool"),
    ("mg.i18n", "mg.locale"),
    ("mg.session", "mg.seats", "mg.settings", "mg.new_game_setup", "mg.storage",
     "mg.autosave_lock", "mg.save_list", "mg.crash_log", "mg.options", "mg.game_log",
     "mg.kept_games", "mg.folders", "mg.autosave_guard", "mg.save_identity"),
    ("mg.narrate", "mg.scoring_words", "mg.rules_text", "mg.hints", "mg.lessons",
     "mg.log_words", "mg.road_effect"),
    ("mg.match",),
    ("mg.sprites", "mg.audio", "mg.package_data", "mg.assets"),
    ("mg.context",),
    ("mg.scenes",),
    ("mg.scenes.flow",),
    ("mg.app", "mg.faults", "mg.bench"),
    ("mg.dev", "mg.__main__"),
]


def layer_of(module: str) -> int:
    """The layer of `module`: its longest matching prefix in LAYERS."""
    best, index = -1, -1
    for i, prefixes in enumerate(LAYERS):
        for prefix in prefixes:
            if (module == prefix or module.startswith(prefix + ".")) and len(prefix) > best:
                best, index = len(prefix), i
    return index


def test_each_layer_imports_only_layers_before_it() -> None:
    edges = graph()
    unplaced = sorted(m for m in edges if layer_of(m) < 0 and m != "mg")
    assert unplaced == [], "place these modules in LAYERS and docs/architecture.md"
    upward = sorted((m, d) for m, deps in edges.items() for d in deps
                    if m != "mg" and d != "mg" and layer_of(d) > layer_of(m))
    assert upward == []
