"""The setting "ask before ending one's actions with nothing done": on
by default and in files written before it existed, kept between runs, and a hostile value
falls back to the defaults with a warning, as any other."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mg.store.settings import Settings, load_settings, save_settings
from tests.support.problem_keys import problem_keys


def test_asking_is_the_default_and_old_files_ask() -> None:
    assert Settings().ask_idle_end is True


def test_an_old_settings_file_still_asks(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(
        json.dumps(
            {
                "speed": "fast",
                "volume": 0.5,
                "muted": False,
                "bot_animations": True,
                "palette": "classic",
                "hints": True,
                "lessons_done": [],
                "language": "en",
            }
        )
    )
    settings, warning = load_settings(path)
    assert warning is None and settings.ask_idle_end and settings.speed == "fast"


def test_dont_ask_again_is_kept_between_runs(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    assert save_settings(Settings(ask_idle_end=False, language="de"), path) is None
    settings, warning = load_settings(path)
    assert warning is None and settings.ask_idle_end is False and settings.language == "de"


@pytest.mark.parametrize("value", ["no", 0, 1, None, [], {}, "false"])
def test_a_hostile_value_gives_the_defaults_and_says_why(tmp_path: Path, value: object) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"speed": "slow", "ask_idle_end": value}))
    settings, warning = load_settings(path)
    assert settings == Settings() and problem_keys(warning) == ["settings_broken", "out_of_range"]
