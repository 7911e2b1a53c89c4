"""The score table's words come from the engine's standings (R38)."""

from __future__ import annotations

from mg.scenes.scoring.score_table import footnote, headline, table_rows
from mg.text.i18n import t, with_rule
from mg.text.log_words import list_words
from tests.support.builders import Position


def names(colour: str) -> str:
    return {"yellow": "Alice", "orange": "Bob", "red": "Cleo"}[colour]


def test_a_clear_winner_and_no_note() -> None:
    standings = Position().game(scores={"yellow": 11, "orange": 12}).standings()
    assert headline(standings, names) == t("table.wins", name="Bob")
    assert footnote(standings) == ""
    rows = table_rows(standings, names)
    assert [r.cells["place"] for r in rows] == ["1.", "2."]
    assert [r.cells["total"] for r in rows] == ["12", "11"]
    assert not any(r.cells["tiles"].endswith("*") for r in rows)


def test_a_shared_victory_is_named_and_explained() -> None:
    players = ("yellow", "orange", "red")
    standings = Position(players).game(scores={"yellow": 12, "orange": 12, "red": 3}).standings()
    assert headline(standings, names) == t("table.shared", names=list_words(["Alice", "Bob"]))
    assert footnote(standings) == with_rule(t("table.shared_note"), "R38")  # words, then R38


def test_the_tie_break_is_marked_and_explained() -> None:
    p = Position().city("yellow", (2, 5))  # yellow has a tile fewer left
    standings = p.game(scores={"yellow": 12, "orange": 12}).standings()
    assert headline(standings, names) == t("table.wins", name="Bob")
    assert footnote(standings) == with_rule(t("table.tie_break"), "R38")
    assert all(r.cells["tiles"].endswith(" *") for r in table_rows(standings, names))
