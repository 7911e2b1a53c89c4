"""Crash logs do not pile up: after 30 faults through the real crash guard only
the newest 20 logs are kept, the last fault's among them."""

from __future__ import annotations

from pathlib import Path

from mg.scenes.overlays.crash import CrashScene
from mg.store.crash_log import crash_log_dir
from mg.ui.faults import Fault
from mg.ui.options import Options
from tests.support.apps import close, menu_driver


def crash_logs() -> list[Path]:
    folder = crash_log_dir()
    return sorted(folder.glob("crash-*.log")) if folder.is_dir() else []


def test_thirty_faults_leave_the_newest_twenty_crash_logs() -> None:
    d = menu_driver(Options(windowed=(1280, 720), seed=2), guarded=True)
    written: list[Path] = []
    try:
        for n in range(30):
            d.app.stack.fault = Fault("menu", "draw")  # the menu's next draw fails
            d.move((400 + n, 300))
            d.frames(2)
            log = d.top_as(CrashScene).log
            assert log is not None and log.parent == crash_log_dir()
            written.append(log)
            d.press("menu")
            assert d.top_name == "menu"
    finally:
        close(d)
    assert len(set(written)) == 30  # every fault had its own log
    assert crash_logs() == sorted(written)[-20:]  # the newest twenty, the last one too
    assert written[-1] in crash_logs()
