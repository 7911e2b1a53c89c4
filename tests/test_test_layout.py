"""The tests' own layout: shared helpers live in tests/support/, and no test module
imports another test module (a helper a second test needs moves to tests/support/)."""

from __future__ import annotations

import ast
from pathlib import Path

TESTS = Path(__file__).parent
ROOT = TESTS.parent


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imported(path: Path) -> set[str]:
    """Every module `path` imports from the tests package, at any depth in the file."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
            names.update(f"{node.module}.{a.name}" for a in node.names)
    return {n for n in names if n == "tests" or n.startswith("tests.")}


def is_test_module(name: str) -> bool:
    return name.rsplit(".", 1)[-1].startswith("test_")


def test_no_test_module_imports_another_test_module() -> None:
    offences = [
        f"{module_name(p)} imports {n}"
        for p in sorted(TESTS.rglob("*.py"))
        for n in sorted(imported(p))
        if is_test_module(n)
    ]
    assert offences == []


def test_helpers_live_in_tests_support() -> None:
    """Outside tests/support/ the tests folder holds only test modules, conftest.py and
    package markers."""
    stray = [
        str(p.relative_to(TESTS))
        for p in sorted(TESTS.rglob("*.py"))
        if p.parent.name != "support"
        and not p.name.startswith("test_")
        and p.name not in ("conftest.py", "__init__.py")
    ]
    assert stray == []


def test_the_layout_checks_can_fail(tmp_path: Path) -> None:
    """The checker sees an import of a test module, in a function body too."""
    probe = tmp_path / "probe.py"
    probe.write_text("def f() -> None:\n    from tests.scenes.test_fuzz import SEEDS\n")
    assert any(is_test_module(n) for n in imported(probe))
    probe.write_text("from tests.support.clock import FakeClock\n")
    assert not any(is_test_module(n) for n in imported(probe))
