"""The crash guard ("Never crash to the desktop"): an error in any method of the
menu, setup, play or scoring scene shows the error screen, writes a crash log with the
traceback, leaves the autosave as it was, and Continue resumes the last autosave.
Faults are injected through the public seam MG_DEBUG_FAULT=<scene>:<method>."""

from __future__ import annotations

import os
import subprocess
import sys
import traceback
from pathlib import Path

import pytest

from mg.dev.driver import Driver
from mg.engine import EndActions, EndTurn, Game
from mg.scenes.overlays.crash import CrashScene
from mg.store.crash_log import crash_log_dir
from mg.store.seats import Seat
from mg.store.session import Session, autosave, autosave_path, read
from mg.text.game_log import Entry
from mg.ui.faults import Fault, InjectedFault
from mg.ui.options import Options
from tests.support.apps import close, menu_driver

ROOT = Path(__file__).resolve().parents[2]
PHASE_OF = {"menu": "actions", "setup": "oracles", "play": "actions", "scoring": "over"}
SCENE_OF_PHASE = {"oracles": "setup", "actions": "play", "over": "scoring"}


def game_in(phase: str) -> Game:
    """A two-player game of 8 rounds in `phase`, everyone ending their turns at once."""
    game = Game.new(["yellow", "red"], seed=4, rounds=8)
    while game.phase != phase:
        legal = game.legal_actions()
        game.apply(next((a for a in legal if isinstance(a, EndActions | EndTurn)), legal[0]))
    return game


def saved_game(phase: str) -> Game:
    game = game_in(phase)
    seats = [Seat("Ann", "yellow"), Seat("Ben", "red")]
    older = Entry(None, None, "action", "Ann placed an oracle")  # a line of a version 1 save
    assert autosave(Session(game, seats, [older], [])) is None
    return game


def guarded_app() -> Driver:
    return menu_driver(Options(windowed=(1280, 720), seed=2), guarded=True)


def crash_logs() -> list[Path]:
    folder = crash_log_dir()
    return sorted(folder.glob("crash-*.log")) if folder.is_dir() else []


def injected(scene: str, method: str) -> InjectedFault:
    """The fault MG_DEBUG_FAULT=scene:method raises (its type and message are the data a
    crash log and the terminal must show, not words)."""
    with pytest.raises(InjectedFault) as caught:
        Fault.parse(f"{scene}:{method}").trip(scene, method)
    return caught.value


def fault_line(scene: str, method: str) -> str:
    """The last line of the traceback of that fault, as a crash log ends with it."""
    return traceback.format_exception_only(injected(scene, method))[-1].strip()


@pytest.mark.parametrize("method", ["handle_event", "update", "draw"])
@pytest.mark.parametrize("scene", ["menu", "setup", "play", "scoring"])
def test_a_fault_in_any_scene_method_shows_the_error_screen_and_continue_resumes(
    scene: str, method: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = saved_game(PHASE_OF[scene])
    before = autosave_path().read_bytes()
    monkeypatch.setenv("MG_DEBUG_FAULT", f"{scene}:{method}")
    d = guarded_app()
    try:
        if scene != "menu":
            d.frames(2)
            d.press("continue")
            d.frames(2)
        d.move((400, 300))
        d.frames(2)
        assert d.top_name == "crash"
        assert d.top_as(CrashScene).saved
        (log,) = crash_logs()
        text = log.read_text()
        assert "Traceback" in text and fault_line(scene, method) in text
        d.frames(30)
        assert autosave_path().read_bytes() == before  # nothing broken was saved
        d.press("continue")
        d.frames(2)
        first = d.app.stack.scenes[0]
        assert first.name == SCENE_OF_PHASE[game.phase]
        assert getattr(first, "game", None) == game
        assert read(autosave_path()).game == game
    finally:
        close(d)


def test_main_menu_quit_and_copy_details_on_the_error_screen(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("MG_DEBUG_FAULT", "menu:update:3")  # the third update fails
    d = guarded_app()
    try:
        d.frames(5)
        assert d.top_name == "crash"
        assert not d.button("continue").is_enabled
        (log,) = crash_logs()
        log.unlink()  # Copy details writes it again
        d.press("details")
        (again,) = crash_logs()
        assert fault_line("menu", "update") in again.read_text()
        assert str(again) in d.top_as(CrashScene).message
        d.press("menu")
        assert d.top_name == "menu"
        d.frames(10)  # the fault was one-shot: the menu works again
        d.app.recover(RuntimeError("again"))
        d.press("quit")
        assert d.app.ctx.quit_requested
    finally:
        close(d)


def test_an_error_in_the_error_screen_quits_cleanly_keeping_the_autosave() -> None:
    saved_game("actions")
    before = autosave_path().read_bytes()
    d = guarded_app()
    try:
        d.app.recover(RuntimeError("first"))
        d.app.stack.fault = None
        d.app.stack.fault = Fault("crash", "draw")
        d.frames(1)  # drawing the error screen itself fails
        assert d.app.ctx.quit_requested
        assert autosave_path().read_bytes() == before
    finally:
        close(d)


@pytest.mark.system
def test_the_real_game_shows_the_error_screen_and_exits_normally(tmp_path: Path) -> None:
    env = {
        **os.environ,
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "MG_DATA_DIR": str(tmp_path / "data"),
        "MG_CONFIG_DIR": str(tmp_path / "cfg"),
        "MG_DEBUG_FAULT": "menu:draw:5",
    }
    done = subprocess.run(
        [
            sys.executable,
            str(ROOT / "main.py"),
            "--windowed",
            "1280x720",
            "--frames",
            "30",
            "--screenshots",
            str(tmp_path / "shots"),
        ],
        env=env,
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert repr(injected("menu", "draw")) in done.stderr
    shots = sorted(p.name for p in (tmp_path / "shots").iterdir())
    assert any("crash" in name for name in shots)
    assert list((tmp_path / "data" / "crash-logs").glob("crash-*.log"))
