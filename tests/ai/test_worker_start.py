"""The bots' worker starts light. A worker process (multiprocessing's spawn) first prepares
itself as its parent asks: run from a file, the parent's main module is run again there (as
`__mp_main__`) before the worker plans; run as `python -m mg`, nothing is. So the game's main
module, and every tool that times the worker's planning as the game does (hints, the
analysis), must not pull pygame in (0.2 s more before the first hint, past the time a hint
is given). A tool that drives the game's window itself imports pygame there, and its first
plan waits that much longer."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
# What spawn hands a new worker to prepare itself with, for each way the parent was started.
STARTS: dict[str, str] = {
    "main.py": "{'init_main_from_path': 'main.py'}",
    "-m mg": "{'init_main_from_name': 'mg.__main__'}",
    "tools/hint_time.py": "{'init_main_from_path': 'tools/hint_time.py'}",
    "tools/analysis_time.py": "{'init_main_from_path': 'tools/analysis_time.py'}",
}


@pytest.mark.system
@pytest.mark.parametrize("entry", sorted(STARTS))
def test_the_worker_started_from_it_plans_without_pygame(entry: str) -> None:
    code = (
        f"import sys; from multiprocessing import spawn; spawn.prepare({STARTS[entry]}); "
        "import mg.ai.worker, mg.ai.bots; "
        "bad = [m for m in sys.modules if m.split('.')[0] in ('pygame', 'pygame_gui')]; "
        "print(bad); sys.exit(1 if bad else 0)"
    )
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
