"""The game logs instead of printing: a module logger each
(`logging.getLogger(__name__)`), set up once, by the command-line entry (the game's, or
the network server's); only the dev tools,
the benchmarks and that entry print to the console, where that is their job."""

from __future__ import annotations

import ast
import functools
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
MG = ROOT / "mg"
MAY_PRINT = (MG / "dev", MG / "bench", MG / "__main__.py")
#: The command-line entries, which set logging up: the game's and the server's.
ENTRIES = (MG / "__main__.py", MG / "net" / "server.py")


#: What the checks below look for in each module: a call of one of these, by name.
WATCHED = ("print", "getLogger", "basicConfig", "addHandler")


@functools.cache
def watched_calls() -> dict[Path, dict[str, list[ast.Call]]]:
    """Each module's calls of the watched names (a function, or an attribute such as
    `basicConfig`), mg/ parsed once for all the checks."""
    found: dict[Path, dict[str, list[ast.Call]]] = {}
    for path in sorted(MG.rglob("*.py")):
        calls: dict[str, list[ast.Call]] = {name: [] for name in WATCHED}
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call):
                func = node.func
                name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", None)
                if name in calls:
                    calls[name].append(node)
        found[path] = calls
    return found


def test_no_print_outside_the_dev_tools_the_benchmarks_and_the_entry() -> None:
    printing = [
        f"{path.relative_to(ROOT)}:{call.lineno}"
        for path, calls in watched_calls().items()
        if not any(path == p or p in path.parents for p in MAY_PRINT)
        for call in calls["print"]
    ]
    assert printing == []


def test_each_module_logs_through_its_own_logger_and_only_the_entry_sets_logging_up() -> None:
    for path, calls in watched_calls().items():
        for call in calls["getLogger"]:
            assert [ast.unparse(a) for a in call.args] in (["__name__"], ["'mg'"]), path
        setting_up = calls["basicConfig"] + calls["addHandler"]
        assert not setting_up or path in ENTRIES, path


@pytest.mark.system
def test_the_entry_sends_the_games_notes_and_warnings_to_the_terminal() -> None:
    shown = [("INFO", "mg.ui.audio", "no sound"), ("WARNING", "mg.app.loop", "a warning")]
    hidden = ("INFO", "pygame_gui", "not shown")  # another library's note: left out
    calls = [f"logging.getLogger({n!r}).{lv.lower()}({m!r})" for lv, n, m in [*shown, hidden]]
    code = "; ".join(
        ["import logging", "from mg.__main__ import configure_logging", "configure_logging()"]
        + calls
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, cwd=ROOT
    )
    assert done.returncode == 0, done.stderr
    assert done.stderr.splitlines() == [f"{level} {name}: {said}" for level, name, said in shown]
