"""Hints (mg/text/hints.py): the hard bot's next action is legal, its line of why names the places
involved, asking never changes the game, and the log's record of a hint survives undo."""

from __future__ import annotations

import random

import pytest

from mg.ai import make_bot
from mg.engine import (
    Action,
    BuildMarket,
    Draw,
    EndActions,
    EndTurn,
    Game,
    PlaceCity,
    PlaceRoad,
    Problem,
    SellMarket,
)
from mg.match import Match
from mg.store.seats import Seat
from mg.store.session import Session, from_json, to_json
from mg.text import i18n
from mg.text.game_log import Entry, SeatRef, phrase
from mg.text.hint_roads import cuts_off
from mg.text.hints import choose, explain, reason
from mg.text.i18n import t
from mg.text.log_words import Wording
from mg.text.narrate import place_name
from tests.support.builders import Position

SEATS = [Seat("Ann", "yellow"), Seat("Bo", "red")]
ORACLE = (5, 5)
THREE = ("yellow", "orange", "red")


def names(colour: str) -> str:
    return {"yellow": "Ann", "red": "Bo"}.get(colour, colour)


def position(seed: int) -> Game:
    """A game some random moves in, with a player to act (actions or market phase)."""
    rng = random.Random(seed)
    game = Game.new(["yellow", "red"], seed=seed)
    for _ in range(rng.randrange(8, 90)):
        if game.phase == "over":
            break
        game.apply(rng.choice(game.legal_actions()))
    while game.phase not in ("actions", "market"):
        game = Game.new(["yellow", "red"], seed=seed)
        while game.phase == "oracles":
            game.apply(game.legal_actions()[0])
    return game


def places_named(before: Game, action: Action) -> list[str]:
    """The names a player expects to read in the hint for `action`."""
    after = before.copy()
    after.apply(action)
    if isinstance(action, PlaceRoad):
        return [
            n
            for p in after.road_places(action.space)
            if (n := place_name(after, p) or before.board.name(p))
        ]
    if isinstance(action, PlaceCity):
        village = before.board.name(action.space)
        return [village] if village else [place_name(after, action.space) or ""]
    if isinstance(action, BuildMarket | SellMarket):
        return [place_name(before, action.space) or ""]
    return []


SEEDS = range(24)


@pytest.mark.parametrize("seed", SEEDS)
def test_a_hint_is_the_bots_legal_action_and_names_its_places(seed: int) -> None:
    game = position(seed)
    plan = make_bot("hard", seed=seed, budget=0.05).plan_turn(game)
    before = game.to_json()
    action = choose(game, plan)
    assert action is not None and action == plan[0]
    assert game.why_illegal(action) is None
    why = explain(game, action, names)
    assert game.to_json() == before  # a hint never changes the game
    assert why and why[0].isupper()
    reasons = why.split(": ", 1)[-1].split("; ")
    assert len(reasons) == len(set(reasons)), why  # each reason once (a city, not its tiles)
    for name in places_named(game, action):
        assert name and name in why, (action, why)


def test_every_kind_of_action_has_words() -> None:
    seen: set[type] = set()
    for seed in range(40):
        game = position(seed)
        for action in game.legal_actions()[:60]:
            why = explain(game, action, names)
            assert why, action
            seen.add(type(action))
    assert {PlaceRoad, PlaceCity, Draw, EndActions, BuildMarket, EndTurn} <= seen


def test_a_plan_that_no_longer_fits_falls_back_to_a_legal_action() -> None:
    game = position(5)
    stale = EndTurn() if game.phase == "actions" else EndActions()
    action = choose(game, [stale])
    assert action is not None and game.why_illegal(action) is None
    assert choose(game, []) is not None


def test_a_road_that_takes_an_oracle_says_so() -> None:
    p = Position(players=THREE).oracle(ORACLE, points_at=(2, 5)).village((10, 5), (8, 9))
    p.city("yellow", (2, 5)).connect("yellow", (2, 5), ORACLE)
    p.city("red", (8, 5)).connect("red", (8, 5), ORACLE)
    to_village = p.connect_but_first("red", (8, 5), (10, 5))
    game = p.game(current="red")
    assert game.oracle_controller(ORACLE) == "yellow"
    why = explain(game, to_village, names)
    assert "takes an oracle from Ann" in why and "connects your city" in why


def test_a_road_that_wins_a_free_oracle_says_so() -> None:
    p = Position().oracle(ORACLE).city("yellow", (2, 5))
    last = p.connect_but_first("yellow", (2, 5), ORACLE)
    why = explain(p.game(), last, names)
    assert why.startswith("Lay a road") and "wins an oracle" in why


def test_the_log_records_a_hint_and_undo_keeps_it() -> None:
    saved: list[Session] = []

    def saver(session: Session) -> Problem | None:
        saved.append(session)
        return None

    match = Match(position(3), SEATS, saver=saver)
    while match.game.phase != "actions":
        assert match.apply(match.game.legal_actions()[0]).applied
    first = next(a for a in match.game.legal_actions() if isinstance(a, PlaceRoad | PlaceCity))
    log_before = list(match.log)
    assert match.apply(first).applied and len(match.log) > len(log_before)
    why = phrase("hints.end_actions")
    match.note_hint(why)
    hint = Entry(match.game.round, match.game.current, "hint", why)
    assert match.log[-1] == hint  # recorded as data, kind "hint", whose turn it is
    assert saved and saved[-1].log == match.log  # autosaved with it
    back = Match.from_session(from_json(to_json(saved[-1])))  # saved as data: the record
    # the hint where it was shown, after the actions told again (the record also
    # tells those played on the position before this match took it up)
    assert back.log[-len(match.log) :] == match.log
    assert match.undo().applied
    assert match.log == log_before + [hint]  # the action's entries went
    assert match.apply(first).applied and match.undo().applied  # marks still in step
    assert match.log == log_before + [hint]


def test_a_city_of_several_tiles_is_one_reason() -> None:
    p = Position().village((8, 5)).city("yellow", (2, 5), (2, 6))
    last = p.connect_but_first("yellow", (2, 5), (8, 5))
    why = explain(p.game(), last, names)
    assert why.count("connects your city") == 1 and "1 more place" in why, why


@pytest.mark.parametrize("language", ["it", "fr", "de"])
def test_hints_are_worded_in_every_language(language: str) -> None:
    """Every kind of action's hint in Italian, French and German: no parameter or key left
    unfilled, the places named, not the English words; the log marks it in the language."""
    kinds: set[type] = set()
    try:
        for seed in range(16):
            game = position(seed)
            for action in game.legal_actions()[:40]:
                i18n.set_language("en")
                english = explain(game, action, names)
                i18n.set_language(language)
                why = explain(game, action, names)
                assert "%{" not in why and "mg." not in why and why != english, why
                for name in places_named(game, action):
                    assert name in why, (action, why)
                kinds.add(type(action))
                entry = Entry(game.round, "yellow", "hint", reason(game, action))
                line = Wording(names, game.board).entry(entry)
                assert line.startswith(t("log.hint") + " ") and "Ann" in line, line
    finally:
        i18n.set_language("en")
    assert {PlaceRoad, PlaceCity, Draw, EndActions, BuildMarket, EndTurn} <= kinds


def test_a_taken_oracle_in_german() -> None:
    p = Position(players=THREE).oracle(ORACLE, points_at=(2, 5)).village((10, 5), (8, 9))
    p.city("yellow", (2, 5)).connect("yellow", (2, 5), ORACLE)
    p.city("red", (8, 5)).connect("red", (8, 5), ORACLE)
    to_village = p.connect_but_first("red", (8, 5), (10, 5))
    try:
        i18n.set_language("de")
        why = explain(p.game(current="red"), to_village, names)
    finally:
        i18n.set_language("en")
    assert why.startswith("Lege eine Straße") and "gewinnt ein Orakel von Ann" in why, why
    assert "verbindet deine Stadt" in why, why


def test_every_placement_and_draw_says_why() -> None:
    """A road, a city or a draw is never hinted with its words alone: a reason follows."""
    for seed in range(30):
        game = position(seed)
        for action in game.legal_actions()[:80]:
            if isinstance(action, PlaceRoad | PlaceCity | Draw):
                assert reason(game, action).key == "hints.why", action


def test_a_road_that_cuts_another_players_road_off_says_whose() -> None:
    p = Position().city("yellow", (2, 5)).village((9, 9))
    p.road("orange", (4, 4), (4, 1))  # its open end (SW) faces (3, 5)
    game = p.game(current="yellow")
    road = PlaceRoad((3, 5), (3, 0))
    assert game.why_illegal(road) is None
    assert cuts_off(game, road) == [phrase("hints.cuts_off", owner=SeatRef("orange"))]


def test_a_founding_promises_a_free_market_only_when_one_comes() -> None:
    p = Position().green((5, 5)).village((9, 9)).market("yellow", (5, 5), sold=True)
    game = p.game(current="yellow")
    found = PlaceCity((5, 5))
    assert game.city_kind((5, 5)) == "found"
    why = reason(game, found)  # a market of yours stands there already (R21, R30)
    assert why.key == "hints.why" and "hints.free_market" not in str(why)
    fresh = Position().green((5, 5)).village((9, 9)).game(current="yellow")
    assert "hints.free_market" in str(reason(fresh, found))
