"""A data or config folder the game cannot use never stops it from starting: a
folder of mode 000 (as a player: root enters every folder) or a path too long for the
system, where Python 3.11's Path.exists() raises. The menu comes up and says saving (or
keeping the settings) is off, and why; Load and New game still work. The first screen is
put up under the crash guard: a fault there shows the error screen, not the desktop."""

from __future__ import annotations

import errno
import os
from pathlib import Path
from typing import Any

import pytest

from mg.app.loop import App, FrameHook
from mg.dev.frame_stats import FrameLimit
from mg.scenes.menu.scene import MenuScene
from mg.scenes.overlays.load_dialog import LoadScene
from mg.store.storage import shown_path
from mg.text.i18n import t
from mg.ui.options import Options
from tests.support.apps import shared_app
from tests.support.as_player import as_player, game_at_the_menu, players_folder

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork and Unix modes")


Said = tuple[str, dict[str, object]]  # a Problem's key and parameters


class Seen(FrameHook):
    """What the game showed when its loop ended."""

    def __init__(self) -> None:
        self.top = ""
        self.warnings: list[Said] = []

    def finished(self, app: App) -> None:
        top = app.stack.top
        self.top = top.name if top is not None else ""
        if isinstance(top, MenuScene):  # each Problem as its key and data
            self.warnings = [(p.key, dict(p.params)) for p in top.warnings]


def start_the_game(frames: int = 5) -> dict[str, Any]:
    """Start the real game as `python -m mg` does (App.run, from its first scene) for a few
    frames: what it showed, how many errors its guard caught and its exit code."""
    seen = Seen()
    app = shared_app(Options(windowed=(1280, 720), seed=3), hooks=[FrameLimit(frames), seen])
    code = app.run()
    return {"top": seen.top, "warnings": seen.warnings, "crashes": app.crashes, "code": code}


def play_on() -> dict[str, Any]:
    """From the menu: Load… (then Cancel) and New game, as a player clicks them."""
    with game_at_the_menu() as driver:
        driver.frames(2)
        continue_enabled = driver.button("continue").is_enabled
        driver.press("load")
        load_message = driver.top_as(LoadScene).message
        driver.press("cancel")
        driver.press("start")
        driver.frames(3)
        return {
            "continue": continue_enabled,
            "load": load_message,
            "after_start": driver.top_name,
            "crashes": driver.app.crashes,
        }


def closed_folder(base: Path, name: str) -> Path:
    folder = base / name
    folder.mkdir(mode=0)  # made by the player: even its owner may not enter it
    return folder


def test_a_data_folder_that_may_not_be_entered_starts_with_saving_off(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    with players_folder() as base:
        monkeypatch.setenv("MG_CONFIG_DIR", str(base / "config"))

        def run() -> tuple[dict[str, Any], dict[str, Any], Said]:
            data = closed_folder(base, "data")
            os.environ["MG_DATA_DIR"] = str(data)  # (in the child only)
            said: Said = (
                "saving_off",
                {"folder": shown_path(data), "why": os.strerror(errno.EACCES)},
            )
            return start_the_game(), play_on(), said

        started, played, said = as_player(run)
    assert started == {"top": "menu", "warnings": [said], "crashes": 0, "code": 0}
    assert played["continue"] is False  # no autosave can be read: nothing to continue
    assert played["load"] == t("problem.saves_unreadable", why=os.strerror(errno.EACCES))
    assert played["after_start"] == "setup" and played["crashes"] == 0  # played, unsaved


def test_a_config_folder_that_may_not_be_entered_starts_with_settings_not_kept(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    with players_folder() as base:
        monkeypatch.setenv("MG_DATA_DIR", str(base / "data"))

        def run() -> tuple[dict[str, Any], dict[str, Any], Said]:
            config = closed_folder(base, "config")
            os.environ["MG_CONFIG_DIR"] = str(config)  # (in the child only)
            said: Said = (
                "settings_off",
                {"folder": shown_path(config), "why": os.strerror(errno.EACCES)},
            )
            return start_the_game(), play_on(), said

        started, played, said = as_player(run)
    assert started == {"top": "menu", "warnings": [said], "crashes": 0, "code": 0}
    assert played["load"] == t("load.none")
    assert played["after_start"] == "setup" and played["crashes"] == 0


@pytest.mark.parametrize("shape", ["one-long-name", "deep"])
def test_folders_with_paths_too_long_start_with_saving_off(
    shape: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    long = tmp_path / ("a" * 5000 if shape == "one-long-name" else "/".join(["a" * 200] * 25))
    assert len(str(long)) > 5000
    monkeypatch.setenv("MG_DATA_DIR", str(long / "data"))
    monkeypatch.setenv("MG_CONFIG_DIR", str(long / "config"))
    why = os.strerror(errno.ENAMETOOLONG)
    said = [
        ("saving_off", {"folder": shown_path(long / "data"), "why": why}),
        ("settings_off", {"folder": shown_path(long / "config"), "why": why}),
    ]
    assert start_the_game() == {"top": "menu", "warnings": said, "crashes": 0, "code": 0}
    played = play_on()
    assert played["continue"] is False
    assert played["load"] == t("problem.saves_unreadable", why=why)
    assert played["after_start"] == "setup" and played["crashes"] == 0


def test_a_fault_as_the_first_screen_is_put_up_shows_the_error_screen(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("MG_DEBUG_FAULT", "menu:enter")
    started = start_the_game()
    assert (started["top"], started["crashes"], started["code"]) == ("crash", 1, 0)
