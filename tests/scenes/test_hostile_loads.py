"""Loading hostile saves through the real menus: a bad save is
reported and never replaces the good autosave; a save is adopted only once it has been
validated and shown to work; a settings failure is not hidden by the next notice."""

from __future__ import annotations

import errno
import json
import tempfile
from collections.abc import Callable
from typing import Any

import pygame
import pytest

from mg.dev.driver import Driver
from mg.engine.record import MAX_ACTIONS
from mg.scenes.overlays.load_dialog import LoadScene
from mg.scenes.play.scene import PlayScene
from mg.store.session import autosave_path, from_json, saves_dir
from mg.text.i18n import problem_text, t
from mg.ui.notice import notice_key
from tests.support.json_mutation import resigned
from tests.support.problem_keys import problem_keys

#: Log entries a hostile save may hold, and the Problem each is refused with.
HOSTILE_LOG = {
    "log-foreign-key": (
        {
            "round": 1,
            "colour": "yellow",
            "kind": "action",
            "phrase": {"key": "menu.quit", "params": {}},
        },
        "log_entry_key",
    ),
    "log-worded-param": (
        {
            "round": 1,
            "colour": "yellow",
            "kind": "action",
            "phrase": {
                "key": "log.road_from",
                "params": {"who": {"seat": "yellow"}, "a": "Ann won"},
            },
        },
        "log_entry_param",
    ),
    "log-deep": (
        {
            "round": 1,
            "colour": "yellow",
            "kind": "hint",
            "phrase": {
                "key": "hints.why",
                "params": {"action": {"list": [{"list": [{"list": [{"list": [{"list": [1]}]}]}]}]}},
            },
        },
        "log_entry_deep",
    ),
}


def _insert_illegal(record: dict[str, Any]) -> None:
    record["actions"].insert(3, {"type": "Draw", "roads": 7, "cities": 7})  # R12, mid-list


def _deep(record: dict[str, Any]) -> None:
    deep: Any = 1
    for _ in range(200):
        deep = [deep]
    record["actions"].insert(2, {"type": "PlaceCity", "space": deep})


#: Records a hostile save may hold: every action is checked again by the engine,
#: sizes are bounded, the final state's digest compared; and the Problem each is refused with.
HOSTILE_RECORDS: dict[str, tuple[Callable[[dict[str, Any]], None], str]] = {
    "record-truncated": (lambda r: r.update(actions=r["actions"][:-2]), "record_digest"),
    "record-illegal": (_insert_illegal, "record_illegal"),
    "record-digest": (lambda r: r.update(digest="0" * 64), "record_digest"),
    "record-huge": (
        lambda r: r.update(actions=[{"type": "EndTurn"}] * (MAX_ACTIONS + 1)),
        "record_actions",
    ),
    "record-deep": (_deep, "record_action"),
    "record-nul-colour": (
        lambda r: r["setup"].update(players=["yellow\x00", "red"]),
        "record_new_game",
    ),
    "record-huge-seed": (lambda r: r["setup"].update(seed=10**30), "record_seed"),
}


def good_game_and_a_doctored_copy(d: Driver, doctor: str) -> tuple[bytes, object]:
    """Start a game (autosaved), put a doctored copy of it among the saves, and open
    Load… from the main menu."""
    d.start_game()
    game = d.game
    good = autosave_path().read_bytes()
    data = json.loads(good)
    if doctor == "nul-name":
        data["seats"][0]["name"] = "Ann\x00"
    elif doctor == "nul-log":  # a line an older version saved, kept in the new format
        data["prelude"].append(
            {"round": None, "colour": None, "kind": "action", "text": "Ann founded\x00 a city"}
        )
    elif doctor in HOSTILE_LOG:
        data["prelude"].append(HOSTILE_LOG[doctor][0])
    elif doctor == "nul-village":
        setup = data["record"]["setup"]
        first = next(ln for ln in setup["map"].splitlines() if ln.startswith("@"))
        setup["map"] = setup["map"].replace(first, first + "\x00")
    elif doctor in HOSTILE_RECORDS:
        HOSTILE_RECORDS[doctor][0](data["record"])
    saves_dir().mkdir(parents=True, exist_ok=True)
    (saves_dir() / "Doctored.json").write_text(resigned(data))
    d.key(pygame.K_ESCAPE)
    d.press("menu")
    d.press("load")
    return good, game


@pytest.mark.parametrize("doctor", ["nul-name", "nul-log", "nul-village"])
def test_a_nul_in_a_save_is_refused_and_the_autosave_kept(driver: Driver, doctor: str) -> None:
    good, game = good_game_and_a_doctored_copy(driver, doctor)
    loader = driver.top_as(LoadScene)
    driver.press("file-0")
    assert driver.top is loader and "Doctored.json" in loader.message
    assert autosave_path().read_bytes() == good
    driver.press("cancel")
    driver.press("continue")  # the earlier game is still there
    assert getattr(driver.app.stack.scenes[0], "game", None) == game


@pytest.mark.parametrize("doctor", sorted(HOSTILE_LOG))
def test_a_hostile_log_entry_is_refused_with_its_reason_and_the_autosave_kept(
    driver: Driver, doctor: str
) -> None:
    good, game = good_game_and_a_doctored_copy(driver, doctor)
    index = len(json.loads(good)["prelude"]) + 1
    loader = driver.top_as(LoadScene)
    driver.press("file-0")
    why = t("problem.save_log_entry", index=index, why=t(f"problem.{HOSTILE_LOG[doctor][1]}"))
    assert driver.top is loader and loader.message == f"Doctored.json: {why}"[:90]
    assert autosave_path().read_bytes() == good
    driver.press("cancel")
    driver.press("continue")  # the earlier game is still there
    assert getattr(driver.app.stack.scenes[0], "game", None) == game


def test_a_save_that_cannot_be_shown_is_not_adopted(
    driver: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    good, _ = good_game_and_a_doctored_copy(driver, "none")
    monkeypatch.setattr(PlayScene, "draw", lambda self, surface: 1 / 0)  # a drawing bug
    loader = driver.top_as(LoadScene)
    driver.press("file-0")
    assert driver.top is loader and notice_key(loader.refused) == "problem.not_shown"
    assert autosave_path().read_bytes() == good


def test_a_settings_failure_is_not_overwritten_by_the_mute_notice(
    driver: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    def full(*args: object, **kwargs: object) -> object:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(tempfile, "mkstemp", full)
    driver.key(pygame.K_m)
    assert notice_key(driver.app.ctx.notice) == "problem.settings_not_saved"


@pytest.mark.parametrize("doctor", sorted(HOSTILE_RECORDS))
def test_a_hostile_record_is_refused_with_its_reason_and_the_autosave_kept(
    driver: Driver, doctor: str
) -> None:
    good, game = good_game_and_a_doctored_copy(driver, doctor)
    with pytest.raises(ValueError) as refused:
        from_json((saves_dir() / "Doctored.json").read_text())
    assert problem_keys(refused.value)[0] == HOSTILE_RECORDS[doctor][1]
    loader = driver.top_as(LoadScene)
    driver.press("file-0")
    assert driver.top is loader
    assert loader.message == f"Doctored.json: {problem_text(refused.value)}"[:90]
    assert autosave_path().read_bytes() == good
    driver.press("cancel")
    driver.press("continue")  # the earlier game is still there
    assert getattr(driver.app.stack.scenes[0], "game", None) == game
