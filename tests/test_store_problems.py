"""The storage layer hands failures over as data: each failure of mg/store is a
`Problem` with a key (and nested Problems), worded only by the UI; mg/store makes no words,
it imports mg.text only for data."""

from __future__ import annotations

import ast
from collections.abc import Callable
from pathlib import Path

import pytest

from mg.engine import Game
from mg.store.folders import unusable_folders
from mg.store.kept_games import at_risk, keep_replaced
from mg.store.new_game_setup import NewGameSetup, load_setup, save_setup
from mg.store.seats import Seat
from mg.store.session import (
    Session,
    autosave,
    autosave_path,
    load_autosave,
    save_named,
    saves_dir,
    saves_unreadable,
)
from mg.store.settings import Settings, load_settings, save_settings
from tests.support.problem_keys import problem_keys

STORE = Path(__file__).resolve().parents[1] / "mg" / "store"
DATA_OF_TEXT = {
    "mg.text.game_log": None,  # the log's entries: data types only
    "mg.text.i18n": {"FALLBACK", "LANGUAGES", "catalogue", "system_language"},
}


def session() -> Session:
    return Session(
        Game.new(["yellow", "red"], seed=5), [Seat(None, "yellow"), Seat(None, "red", "easy")]
    )


def test_the_store_imports_no_words() -> None:
    """No `t()`, no `problem_text`, no wording module: only the log's data types, the
    catalogue's keys and the language codes."""
    for path in sorted(STORE.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                assert not any(a.name.startswith("mg.text") for a in node.names), path
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("mg.text"):
                assert node.module in DATA_OF_TEXT, (path, node.module)
                allowed = DATA_OF_TEXT[node.module]
                names = {a.name for a in node.names}
                assert allowed is None or names <= allowed, (path, names - allowed)


@pytest.fixture
def blocked(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Both folders of the game under a file, where no folder can be made."""
    blocker = tmp_path / "a-file"
    blocker.write_text("a file where the game's folders should be", encoding="utf-8")
    monkeypatch.setenv("MG_DATA_DIR", str(blocker / "data"))
    monkeypatch.setenv("MG_CONFIG_DIR", str(blocker / "config"))
    return blocker


WRITES: dict[str, tuple[Callable[[], object], list[str]]] = {
    "autosave": (lambda: autosave(session()), ["path_is_file"]),
    "save_named": (lambda: save_named(session(), "Mine"), ["not_saved", "path_is_file"]),
    "save_settings": (lambda: save_settings(Settings()), ["settings_not_saved", "path_is_file"]),
    "save_setup": (lambda: save_setup(NewGameSetup()), ["setup_not_saved", "path_is_file"]),
    "keep_replaced": (lambda: keep_replaced(at_risk(session())), ["path_is_file"]),
}


@pytest.mark.parametrize("name", sorted(WRITES))
def test_a_write_that_fails_returns_its_problem(blocked: Path, name: str) -> None:
    write, keys = WRITES[name]
    assert problem_keys(write()) == keys


def test_an_unusable_name_is_a_problem(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MG_DATA_DIR", str(tmp_path))
    assert problem_keys(save_named(session(), "../Mine")) == ["save_name"]
    assert not saves_dir().exists()


def test_folders_that_cannot_be_used_are_problems(blocked: Path) -> None:
    problems = unusable_folders()
    assert [p.key for p in problems] == ["saving_off", "settings_off"]
    assert all(isinstance(p.params["why"], str) for p in problems)  # the system's reason


def test_a_saves_folder_in_the_way_is_a_problem(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("MG_DATA_DIR", str(tmp_path))
    assert saves_unreadable() is None  # nothing saved yet
    saves_dir().write_text("a file where the saves should be", encoding="utf-8")
    assert problem_keys(saves_unreadable()) == ["saves_unreadable"]


def test_loads_that_fall_back_give_their_value_and_the_problem(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("MG_DATA_DIR", str(tmp_path))
    monkeypatch.setenv("MG_CONFIG_DIR", str(tmp_path))
    for path in (autosave_path(), tmp_path / "settings.json", tmp_path / "new-game.json"):
        path.write_text("{ damaged", encoding="utf-8")
    assert load_autosave()[0] is None
    assert problem_keys(load_autosave()[1]) == ["autosave_unusable", "not_a_save", "damaged"]
    settings, warning = load_settings()
    assert settings == Settings() and problem_keys(warning) == ["settings_broken", "damaged"]
    setup, warning = load_setup()
    assert setup == NewGameSetup() and problem_keys(warning) == ["setup_broken", "damaged"]
