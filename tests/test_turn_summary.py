"""The previous player's whole turn in one phrase: data — keys and parameters —
made from the log's entries, worded only where shown."""

from __future__ import annotations

import random

import pytest

from mg.engine import EndTurn, Game, PlaceCity, PlaceRoad
from mg.match import Match
from mg.store.seats import Seat
from mg.text.game_log import Entry, Items, PlaceRef, SeatRef, phrase
from mg.text.i18n import set_language, t
from mg.text.turn_summary import SHORT, turn_summary

pytestmark = pytest.mark.usefixtures("english_after")
A, B = (3, 4), (5, 6)


def test_a_turn_is_its_player_and_each_action_in_order() -> None:
    road = phrase("log.road_joining", who=SeatRef("red"), a=PlaceRef(A), b=PlaceRef(B))
    city = phrase("log.city_founded", who=SeatRef("red"), name=PlaceRef(B))
    merge = phrase("log.merged_count", who=SeatRef("red"), count=2)
    sent_back = phrase(
        "log.clauses", first=city, second=phrase("log.returned_one", name=SeatRef("orange"))
    )
    log = [
        Entry(3, "yellow", "action", phrase("log.road", who=SeatRef("yellow")), step=40),
        Entry(3, "red", "action", road, step=41),
        Entry(3, "red", "oracle", phrase("log.oracle_turns_unnamed", target=PlaceRef(A)), step=41),
        Entry(3, "red", "action", sent_back, step=42),
        Entry(3, "red", "merge", merge, step=42),
    ]
    assert turn_summary(log) == phrase(
        "summary.turn",
        who=SeatRef("red"),
        actions=Items(
            (
                phrase("summary.road_joining", a=PlaceRef(A), b=PlaceRef(B)),
                phrase("summary.city_founded", name=PlaceRef(B)),
            )
        ),
    )


def test_a_turn_with_no_action_and_no_turn_at_all() -> None:
    hint = phrase("hints.why", action=phrase("log.road", who=SeatRef("red")))
    assert turn_summary([Entry(2, "red", "hint", hint, step=9)]) == phrase(
        "summary.nothing", who=SeatRef("red")
    )
    placed = phrase("log.oracle_placed", who=SeatRef("red"), name=PlaceRef(A))
    assert turn_summary([Entry(0, "red", "action", placed, step=0)]) is None  # the setup
    older = "an older line"  # as a save of format 1 kept it: words, no phrase
    assert turn_summary([Entry(None, None, "action", older)]) is None
    assert turn_summary([]) is None


def test_every_action_phrase_of_a_real_game_has_its_short_form_worded() -> None:
    """Random games: each turn's summary names exactly its actions that the log tells, and
    it is worded in every language without a parameter left unfilled."""
    rng = random.Random(7)
    game = Game.new(["yellow", "orange", "brown"], seed=7, rounds=8)
    match = Match(game, [Seat(None, c) for c in game.players], saver=lambda s: None)
    seen: set[str] = set()
    while not game.is_over():
        legal = game.legal_actions()
        builds = [a for a in legal if isinstance(a, PlaceRoad | PlaceCity)]
        action = rng.choice(builds) if builds and rng.random() < 0.7 else rng.choice(legal)
        colour = game.current
        match.apply(action)
        if isinstance(action, EndTurn) and not game.is_over() and game.round >= 1:
            summary = turn_summary(match.log)
            assert summary is not None and dict(summary.params)["who"] == SeatRef(colour or "")
            if summary.key == "summary.turn":
                items = dict(summary.params)["actions"]
                assert isinstance(items, Items)
                seen.update(p.key for p in items.items if hasattr(p, "key"))
            for code in ("en", "it", "fr", "de"):
                set_language(code)
                words = match.wording().text(summary)
                assert "%{" not in words and "?" not in words and words
            set_language("en")
    assert seen <= set(SHORT.values()) and len(seen) >= 4
    assert t("summary.turn", who="Bob", actions="x") == "Bob: x"
