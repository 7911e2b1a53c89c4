"""The engine is plain Python: it never imports pygame."""

from __future__ import annotations

import subprocess
import sys

import pytest


@pytest.mark.system
def test_engine_never_imports_pygame() -> None:
    code = (
        "import sys; import mg.engine; from mg.engine import Game; "
        "g = Game.new(['yellow', 'red'], seed=1); g.legal_actions(); g.to_json(); "
        "bad = [m for m in sys.modules if m.split('.')[0] in ('pygame', 'pygame_gui')]; "
        "print(bad); sys.exit(1 if bad else 0)"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
