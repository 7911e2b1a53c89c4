"""R39-R40 and the public API: refusals with reasons, undo, copies and queries."""

from __future__ import annotations

import re
from typing import Any

import pytest

from mg.engine import (
    BuildMarket,
    Draw,
    EndActions,
    EndTurn,
    Game,
    IllegalAction,
    PlaceCity,
    PlaceOracle,
    PlaceRoad,
    SellMarket,
)
from tests.support.builders import Position

RULE_ID = re.compile(r"^R\d{1,2}: \S")
CITY = (2, 5)


def position() -> Game:
    p = Position().green((6, 2)).village((2, 3), (8, 8)).oracle((6, 7))
    return p.city("yellow", CITY, market=True).game()


ILLEGAL = [
    PlaceOracle((8, 8)),
    PlaceRoad((2, 3), (0, 3)),
    PlaceRoad((3, 5), (0, 1)),
    PlaceRoad((9, 9), (0, 3)),
    PlaceCity((6, 7)),
    PlaceCity((8, 8)),
    PlaceCity((9, 9)),
    PlaceCity((6, 6)),
    Draw(0, 0),
    Draw(9, 9),
    BuildMarket((8, 8)),
    SellMarket(CITY),
    EndTurn(),
    PlaceRoad((100, 100), (0, 3)),
    PlaceCity(None),  # type: ignore[arg-type]
    PlaceRoad("x", (0, 3)),  # type: ignore[arg-type]
    BuildMarket((1,)),  # type: ignore[arg-type]
    Draw("a", 1),  # type: ignore[arg-type]
]


@pytest.mark.parametrize("action", ILLEGAL, ids=repr)
def test_r39_every_illegal_action_is_refused_with_a_rule_and_changes_nothing(
    action: object,
) -> None:
    g = position()
    before = g.to_json()
    reason = g.why_illegal(action)
    assert reason is not None and RULE_ID.match(reason), reason
    with pytest.raises(IllegalAction) as caught:
        g.apply(action)  # type: ignore[arg-type]
    assert caught.value.reason == reason
    assert g.to_json() == before and not g.can_undo()


def test_r39_things_that_are_not_actions_are_refused() -> None:
    g = position()
    assert g.why_illegal("PlaceCity") == "R39: not a Magna Grecia action"
    with pytest.raises(IllegalAction):
        g.apply(42)  # type: ignore[arg-type]


def test_r39_refusals_in_the_market_phase_and_the_oracle_setup() -> None:
    g = Game.new(["yellow", "red"])
    for action in (PlaceCity((0, 2)), EndActions(), BuildMarket((0, 2)), EndTurn()):
        reason = g.why_illegal(action)
        assert reason is not None and reason.startswith("R4"), (action, reason)


def test_r40_undo_takes_back_one_action_at_a_time_to_the_start_of_the_turn() -> None:
    g = position()
    start = g.to_json()
    g.apply(PlaceRoad((3, 5), (0, 3)))
    after_road = g.to_json()
    g.apply(PlaceCity((1, 5)))
    g.apply(EndActions())
    g.apply(BuildMarket((2, 3)))
    assert len(g.turn_actions) == 4 and g.score["yellow"] == 8
    g.undo()
    assert g.phase == "market" and g.markets_at((2, 3)) == {} and g.score["yellow"] == 9
    g.undo()
    assert g.phase == "actions" and g.hand["yellow"] == (3, 3)
    g.undo()
    assert g.to_json() == after_road
    g.undo()
    assert g.to_json() == start and g == position()
    with pytest.raises(IllegalAction, match="R40"):
        g.undo()


def test_r40_nothing_of_an_earlier_turn_can_be_undone() -> None:
    g = position()
    g.apply(PlaceRoad((3, 5), (0, 3)))
    g.apply(EndActions())
    g.apply(EndTurn())
    assert not g.can_undo() and g.turn_actions == []
    with pytest.raises(IllegalAction, match="R40"):
        g.undo()
    setup = Game.new(["yellow", "red"])
    setup.apply(setup.legal_actions()[0])
    with pytest.raises(IllegalAction, match="R40"):
        setup.undo()


def test_copy_is_independent() -> None:
    g = position()
    twin = g.copy()
    twin.apply(PlaceRoad((3, 5), (0, 3)))
    assert g.roads() == {} and len(twin.roads()) == 1
    assert twin.can_undo() and not g.can_undo()
    assert g != twin
    twin.undo()
    assert g == twin


def test_a_copy_draws_the_same_chances_as_the_original_would_and_apart_from_it() -> None:
    g = Game.new(["yellow", "red"], seed=4)
    g.rng.random()
    twin = g.copy()
    first = [g.rng.random() for _ in range(3)]
    assert [twin.rng.random() for _ in range(3)] == first  # the state when copied
    later = twin.copy()
    assert twin.rng.random() == later.rng.random()  # each copy goes on by itself
    assert g.rng.random() != first[0]


def test_queries_off_places_are_empty_not_errors() -> None:
    g = position()
    hostile: list[Any] = [(40, 40), (3, 5), "x", None, (1.5, 2)]  # not spaces at all too
    for space in hostile:
        assert g.place_at(space) is None
        assert g.connections(space) == set()
        assert g.market_value(space) is None
        assert g.market_cost("yellow", space) is None
        assert g.markets_at(space) == {}
        assert g.oracle_controller(space) is None
    assert g.market_cost("purple", (8, 8)) is None
    assert g.place_at((2, 3)) == (2, 3) and g.place_at(CITY) == CITY


def test_legal_actions_list_every_road_orientation_of_every_legal_space() -> None:
    g = position()
    roads = [a for a in g.legal_actions() if isinstance(a, PlaceRoad)]
    # The six land neighbours of the city, each with the 3 orientations that face it.
    assert len(roads) == 6 * 3 and all(g.why_illegal(a) is None for a in roads)
    assert {a.space for a in roads} == {(3, 5), (3, 4), (2, 4), (1, 5), (1, 6), (2, 6)}
    assert all(
        any(g.board.nbr[g.board.index[a.space]][e] == g.board.index[CITY] for e in a.ends)
        for a in roads
    )


def test_places_lists_every_village_oracle_and_city_once() -> None:
    p = Position().village((2, 3), (8, 8)).oracle((6, 7)).city("yellow", CITY, (3, 5))
    places = p.game().places()
    assert places == sorted(places, key=lambda s: (s[1], s[0]))
    assert set(places) == {(2, 3), (8, 8), (6, 7), CITY}  # the city once, by its id


def test_r40_undo_with_nothing_done_is_refused_as_data_too() -> None:
    g = position()
    refusal = g.undo_refusal()
    assert refusal is not None and refusal.rule == "R40" and refusal.key == "nothing_to_undo"
    with pytest.raises(IllegalAction) as caught:
        g.undo()
    assert caught.value.reason == refusal.text() == "R40: nothing to undo in this turn"
    g.apply(next(a for a in g.legal_actions() if not isinstance(a, EndTurn)))
    assert g.can_undo() and g.undo_refusal() is None
