"""Settings persist; a broken settings file falls back to defaults with a warning; the game
starts and plays without an audio device; M mutes."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from mg.dev.driver import Driver
from mg.scenes.play.scene import PlayScene
from mg.store.settings import Settings, load_settings, save_settings
from tests.support.log_lines import logged
from tests.support.problem_keys import problem_keys

ROOT = Path(__file__).resolve().parents[2]


def test_settings_round_trip(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    assert save_settings(Settings("fast", 0.3, True), path) is None
    assert load_settings(path) == (Settings("fast", 0.3, True), None)


def test_a_broken_settings_file_falls_back_to_defaults_with_a_warning(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    for text in (
        "{not json",
        "[1, 2]",
        '{"speed": "warp"}',
        '{"volume": 7}',
        '{"muted": "yes"}',
        "\xff\xfe",
    ):
        path.write_text(text, encoding="latin-1")
        settings, warning = load_settings(path)
        assert settings == Settings() and problem_keys(warning)[0] == "settings_broken"


@pytest.mark.system
def test_the_game_starts_without_an_audio_device(tmp_path: Path) -> None:
    env = {
        **os.environ,
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "no-such-device",
        "MG_CONFIG_DIR": str(tmp_path),
    }
    result = subprocess.run(
        [
            sys.executable,
            str(ROOT / "main.py"),
            "--autoplay",
            "--windowed",
            "1280x720",
            "--frames",
            "400",
            "--players",
            "2",
        ],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        cwd=ROOT,
    )
    assert result.returncode == 0, result.stderr
    assert ("INFO", "mg.ui.audio") in logged(result.stderr)  # the note that it plays no sound


def test_m_mutes_and_the_choice_is_saved(driver: Driver, tmp_path: Path) -> None:
    ctx = driver.app.ctx
    assert not ctx.settings.muted
    driver.key(pygame.K_m)
    assert ctx.settings.muted
    saved, _ = load_settings()
    assert saved.muted
    driver.key(pygame.K_m)
    assert not ctx.settings.muted


def test_the_settings_overlay_changes_the_speed(driver: Driver) -> None:
    driver.press("settings")
    assert driver.top_name == "settings"
    driver.press("speed-instant")
    assert driver.app.ctx.settings.speed == "instant"
    assert driver.app.ctx.duration(1.0) == 0
    driver.press("done")
    assert driver.top_name == "menu"
    assert load_settings()[0].speed == "instant"


def test_instant_animations_leave_nothing_running(driver: Driver) -> None:
    driver.app.ctx.settings.speed = "instant"
    driver.start_game()
    play = driver.top_as(PlayScene)
    game = play.game
    from mg.engine import PlaceCity

    target = next(a.space for a in game.legal_actions() if isinstance(a, PlaceCity))
    driver.press("city")
    driver.click_space(target)
    assert game.cities() == {target: game.current}
    assert play.pane.sprites.animations() == []


def test_animations_run_their_course_then_leave(driver: Driver) -> None:
    driver.start_game()
    play = driver.top_as(PlayScene)
    game = play.game
    from mg.engine import PlaceCity

    target = next(a.space for a in game.legal_actions() if isinstance(a, PlaceCity))
    driver.press("city")
    post_frames_before = driver.app.frames
    driver.click_space(target)
    assert play.pane.sprites.animations(), "founding a city animates"
    assert ("city", target) in play.pane.hidden()
    driver.frames(60)
    assert play.pane.sprites.animations() == [] and play.pane.hidden() == frozenset()
    assert driver.app.frames - post_frames_before >= 60
