"""The Context's parts: the settings store tells its listeners of every change
and hands a failure to save to its problem listener; the window's metrics follow its size;
the menus' notice is data, worded only when drawn, in the language shown then."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from mg.engine import Problem
from mg.scenes.context import SettingsStore, Window
from mg.store.settings import Settings
from mg.text import i18n
from mg.ui.notice import Said, notice_key, notice_text

FULL = Problem("disk_full", "the disk is full")


@pytest.fixture
def english_after() -> Iterator[None]:
    yield
    i18n.set_language("en")


def test_a_change_is_set_told_and_saved() -> None:
    saved: list[str] = []

    def saver(settings: Settings) -> Problem | None:
        saved.append(settings.palette)
        return None

    store = SettingsStore(Settings(), saver=saver)
    told: list[str] = []
    store.listen(lambda s: told.append(s.palette))
    assert told == ["classic"]  # told once at once
    assert store.change(palette="contrast") is None
    assert store.settings.palette == "contrast" and told == ["classic", "contrast"]
    assert saved == ["contrast"]


def test_a_failure_to_save_goes_to_the_problem_listener() -> None:
    store = SettingsStore(Settings(), saver=lambda s: FULL)
    problems: list[Problem] = []
    store.on_problem(problems.append)
    assert store.change(muted=True) is FULL
    assert problems == [FULL] and store.settings.muted


def test_an_unknown_setting_is_refused() -> None:
    store = SettingsStore(Settings(), saver=lambda s: None)
    with pytest.raises(AttributeError):
        store.change(colour="blue")


def test_the_window_scales_lengths_with_its_size() -> None:
    window = Window((1920, 1080))
    assert window.px(100) == 100
    window.size = (960, 540)
    assert window.scale == 0.5 and window.px(100) == 50


def test_a_notice_is_worded_when_drawn_in_the_language_shown(english_after: None) -> None:
    said = Said.of("status.autosave_off", problem=FULL)
    assert notice_key(said) == "status.autosave_off" and notice_key(FULL) == "problem.disk_full"
    english = notice_text(said)
    assert english == i18n.t("status.autosave_off", problem=i18n.t("problem.disk_full"))
    i18n.set_language("de")
    german = notice_text(said)
    assert german == i18n.t("status.autosave_off", problem=i18n.t("problem.disk_full"))
    assert german != english
    assert notice_text(None) == "" and notice_key(None) == ""
