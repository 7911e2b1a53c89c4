"""The bots' worker starts light: a new process spawned for it runs the main module again
(as `__mp_main__`) before it plans, so whatever the game or a timing tool starts from must
not pull pygame in there (0.2 s more at the first hint, past the time a hint is given)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
# How the worker's process begins: the parent's main module again, under another name.
STARTS = {
    "main.py": "runpy.run_path('main.py', run_name='__mp_main__')",
    "python -m mg": "runpy.run_module('mg.__main__', run_name='__mp_main__', alter_sys=True)",
    "tools/hint_time.py": "runpy.run_path('tools/hint_time.py', run_name='__mp_main__')",
}


@pytest.mark.system
@pytest.mark.parametrize("entry", sorted(STARTS))
def test_the_worker_started_from_it_plans_without_pygame(entry: str) -> None:
    code = (
        f"import runpy, sys; {STARTS[entry]}; import mg.ai.worker, mg.ai.bots; "
        "bad = [m for m in sys.modules if m.split('.')[0] in ('pygame', 'pygame_gui')]; "
        "print(bad); sys.exit(1 if bad else 0)"
    )
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
