"""The analysis as words: turning points and changes of the lead are phrases
(catalogue keys and parameters), worded in every language with no parameter left out, and
the log shows each turning point at the end of its turn."""

from __future__ import annotations

import pytest

from mg.ai.analysis import Analysis, analyse, turns_of
from mg.engine import Game, statistics
from mg.match import Match
from mg.store.seats import Seat
from mg.store.session import Session
from mg.text import i18n
from mg.text.analysis_words import (
    lead_phrase,
    turning_entries,
    turning_point_phrase,
    with_turning_points,
)
from mg.text.game_log import Phrase
from mg.text.log_words import Wording
from tests.support.finished_games import random_game


@pytest.fixture(scope="module")
def judged() -> tuple[Game, Analysis]:
    game = random_game(4, 3, rounds=8)
    return game, analyse(game, budget=0.01)


def keys(p: Phrase) -> set[str]:
    out = {p.key}
    for _, value in p.params:
        if isinstance(value, Phrase):
            out |= keys(value)
    return out


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_every_turning_point_and_lead_is_worded(
    judged: tuple[Game, Analysis], language: str
) -> None:
    game, result = judged
    points = result.turning_points()
    assert points
    words = Wording(lambda colour: colour.upper(), game.board)
    i18n.set_language(language)
    try:
        for point in points:
            said = turning_point_phrase(point, game.record_prefix(point.step))
            assert said.key == "analysis.turning_point"
            text = words.text(said)
            assert "%{" not in text and point.colour.upper() in text
            assert str(point.loss) in text
        for change in statistics(game).lead_changes:
            said = lead_phrase(change)
            assert said.key in ("stats.lead_taken", "stats.lead_shared")
            assert "%{" not in words.text(said)
    finally:
        i18n.set_language("en")


def test_the_log_shows_each_turning_point_at_the_end_of_its_turn(
    judged: tuple[Game, Analysis],
) -> None:
    game, result = judged
    seats = [Seat(None, c) for c in game.players]
    log = Match.from_session(Session(game, seats)).log
    extra = turning_entries(game, result)
    assert [e.step for _, e in extra] == [p.step for p in result.turning_points()]
    shown = with_turning_points(log, extra)
    assert len(shown) == len(log) + len(extra)
    assert [e for e in shown if e.kind != "analysis"] == log  # nothing else moves
    ends = {t.step: t.step + len(t.actions) for t in turns_of(game)}
    for k, entry in enumerate(shown):
        if entry.kind != "analysis":
            continue
        assert entry.step is not None
        end = ends[entry.step]
        before = [e.step for e in shown[:k] if e.step is not None and e.kind != "analysis"]
        after = [e.step for e in shown[k + 1 :] if e.step is not None and e.kind != "analysis"]
        assert all(s < end for s in before) and all(s >= end for s in after)
        assert isinstance(entry.said, Phrase)
        assert "analysis.turning_point" in keys(entry.said)
