"""Problems with files in the player's language: a hostile save's problem, a failing
autosave's reason and the Load list's date come out in German when the language is German;
every Problem the code raises has a catalogue key with its parameters, whose English is the
Problem's own text."""

from __future__ import annotations

import json
import re
from datetime import datetime
from pathlib import Path

import pytest

from mg.engine import EndTurn, Game, Problem, action_to_dict
from mg.scenes.overlays.save_rows import row_details
from mg.store.save_list import SaveSummary, summarise
from mg.store.seats import Seat
from mg.store.session import Session, autosave, from_json, to_json
from mg.text import i18n
from mg.text.i18n import catalogue, problem_text, refusal_line, refusal_text, t
from tests.support.json_mutation import resigned
from tests.support.older_saves import version_2_doc

pytestmark = pytest.mark.usefixtures("english_after")


ROOT = Path(__file__).resolve().parents[1]
RAISED = re.compile(r'Problem\(\s*"(\w+)",\s*"((?:[^"\\]|\\.)*)"')


def session() -> Session:
    return Session(Game.new(["red", "yellow"], seed=3), [Seat("Ann", "red"), Seat("Bob", "yellow")])


def raised() -> dict[str, str]:
    """Every Problem("key", "English …") in mg/: key -> English template."""
    found: dict[str, str] = {}
    for path in (ROOT / "mg").rglob("*.py"):
        for key, english in RAISED.findall(path.read_text(encoding="utf-8")):
            assert found.get(key, english) == english, f"{key} has two English texts"
            found[key] = english
    return found


def test_every_problem_has_a_key_with_its_parameters() -> None:
    source = catalogue("en")
    problems = raised()
    assert len(problems) > 40
    for key, english in problems.items():
        assert f"problem.{key}" in source, f"no catalogue key problem.{key}"
        named = set(re.findall(r"\{(\w+)[^}]*\}", english))
        assert set(re.findall(r"%\{(\w+)\}", source[f"problem.{key}"])) == named, key


def hostile_problem(text: str) -> Problem:
    with pytest.raises(Problem) as caught:
        from_json(text)
    return caught.value


@pytest.mark.parametrize("text", ["{", '{"format": "magna-grecia-session"}', "[1e999999]"])
def test_english_words_a_problem_as_its_own_text(text: str) -> None:
    problem = hostile_problem(text)
    assert problem_text(problem) == str(problem)


def test_a_bad_field_in_the_engine_is_worded_in_english_as_the_engine_says() -> None:
    data = version_2_doc(session())  # the engine's snapshot in a save from before records
    del data["game"]["state"]["deck"]
    problem = hostile_problem(resigned(data))
    assert str(problem) == "save: missing field 'deck'"
    assert problem_text(problem) == str(problem)


def test_a_hostile_saves_problem_in_german(tmp_path: Path) -> None:
    data = version_2_doc(session())
    data["game"]["state"]["rounds"] = 9
    (tmp_path / "bad.json").write_text(resigned(data), encoding="utf-8")
    (tmp_path / "damaged.json").write_text('{"a": [1,', encoding="utf-8")
    i18n.set_language("de")
    bad, damaged = (summarise(tmp_path / name).problem for name in ("bad.json", "damaged.json"))
    assert bad is not None and damaged is not None
    assert problem_text(bad) == "Spielstand: die Rundenzahl muss 8 oder 12 sein"
    assert (
        problem_text(damaged)
        == "kein gespeichertes Spiel: die Datei ist beschädigt (Zeile 1, Spalte 10)"
    )


def test_a_named_thing_in_a_problem_is_worded_too() -> None:
    data = json.loads(to_json(session()))
    data["seats"][0]["name"] = "A\x00"
    i18n.set_language("de")
    assert (
        problem_text(hostile_problem(resigned(data)))
        == "Spielstand: der Name eines Spielers: enthält ein Zeichen, das sich nicht anzeigen lässt"
    )


def test_a_failing_autosaves_reason_in_german(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x", encoding="utf-8")
    monkeypatch.setenv("MG_DATA_DIR", str(blocker / "data"))
    i18n.set_language("de")
    problem = autosave(session())
    assert problem is not None and problem.key == "path_is_file"
    assert problem_text(problem) == "der Pfad des Speicherordners ist eine Datei"
    i18n.set_language("en")
    assert problem_text(problem) == str(problem) == "the save folder's path is a file"


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("en", "04 Mar 2026 09:05"),
        ("de", "04. März 2026 09:05"),
        ("fr", "04 mars 2026 09:05"),
        ("it", "04 mar 2026 09:05"),
    ],
)
def test_the_load_lists_date_in_each_language(language: str, expected: str) -> None:
    i18n.set_language(language)
    row = SaveSummary(
        Path("x.json"),
        datetime(2026, 3, 4, 9, 5),
        problem=Problem(
            "damaged", "the file is damaged (line {line}, column {column})", line=1, column=2
        ),
    )
    assert row_details(row).startswith(expected + " · ")


def test_an_illegal_recorded_action_gives_the_rule_in_german() -> None:
    game = session().game
    action = EndTurn()
    refusal = game.refusal(action)
    assert refusal is not None
    data = version_2_doc(session())
    data["game"]["turn_actions"] = [action_to_dict(action)]
    problem = hostile_problem(resigned(data))
    assert str(problem) == f"save: a recorded action is illegal ({refusal.text()})"
    i18n.set_language("de")
    german = problem_text(problem)
    assert (
        german == f"Spielstand: eine aufgezeichnete Aktion ist unzulässig ({refusal_line(refusal)})"
    )
    assert refusal_line(refusal) == t(
        "rule_ref.after", words=refusal_text(refusal), n=refusal.rule.removeprefix("R")
    )  # words, then rule
    assert refusal_text(refusal) != refusal.text()
