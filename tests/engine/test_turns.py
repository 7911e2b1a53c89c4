"""R9-R15 and R27: turn order, phases, the implicit choice of actions, drawing."""

from __future__ import annotations

from mg.engine import (
    BuildMarket,
    Draw,
    EndActions,
    EndTurn,
    Game,
    IllegalAction,
    PlaceCity,
    PlaceRoad,
)
from tests.support.builders import Position, rule

E_W = (0, 3)


def yellow_city(hand: tuple[int, int] = (4, 4), card: str = "Y1") -> Game:
    """Yellow to act with a city at (2, 5) on an open map."""
    return Position().city("yellow", (2, 5)).game(hand=hand, card=card)


def apply_all(g: Game, *actions: object) -> None:
    for a in actions:
        g.apply(a)  # type: ignore[arg-type]


def test_r9_turn_order_follows_the_card_skipping_absent_colours() -> None:
    g = Position(players=("yellow", "red")).game(card="O2")  # orange red yellow brown
    assert g.current == "red"
    apply_all(g, EndActions(), EndTurn())
    assert g.current == "yellow" and g.round == 1
    apply_all(g, EndActions(), EndTurn())
    assert g.round == 2
    from mg.engine import CARDS

    assert g.card is not None
    assert g.current == [c for c in CARDS[g.card].order if c in ("yellow", "red")][0]


def test_r10_actions_then_market_then_the_turn_passes() -> None:
    g = Position().green((8, 8)).game()
    assert g.phase == "actions"
    assert rule(g, EndTurn()) == "R10"
    assert rule(g, BuildMarket((8, 8))) == "R10"
    g.apply(EndActions())
    assert g.phase == "market"
    assert rule(g, PlaceCity((8, 8))) == "R10"
    assert rule(g, EndActions()) == "R10"
    g.apply(EndTurn())
    assert g.current == "orange" and g.phase == "actions"


def test_r11_one_action_alone_is_raised() -> None:
    g = yellow_city(hand=(6, 4))
    assert g.limits() == {"roads": 4, "cities": 3, "draw": 7}  # Y1 is 3/2/5
    for q in (3, 4, 5, 6):
        g.apply(PlaceRoad((q, 5), E_W))
    reason = g.why_illegal(PlaceRoad((7, 5), E_W))
    assert reason is not None and reason.startswith("R12")
    assert Position().game(card="B3").limits() == {"roads": 3, "cities": 2, "draw": 3}


def test_r12_a_fourth_road_only_if_no_city_and_then_no_city() -> None:
    g = yellow_city(hand=(6, 4))
    apply_all(g, PlaceRoad((3, 5), E_W), PlaceRoad((4, 5), E_W), PlaceRoad((5, 5), E_W))
    twin = g.copy()
    twin.apply(PlaceCity((2, 4)))
    assert rule(twin, PlaceRoad((6, 5), E_W)) == "R12"
    g.apply(PlaceRoad((6, 5), E_W))
    assert rule(g, PlaceCity((2, 4))) == "R12"
    assert rule(g, Draw(1, 0)) == "R11"
    assert g.limits() == {"roads": 4, "cities": 0, "draw": 0}


def test_r12_limits_follow_what_was_placed() -> None:
    g = yellow_city()
    g.apply(PlaceRoad((3, 5), E_W))
    assert g.limits() == {"roads": 4, "cities": 2, "draw": 5}
    g.apply(PlaceCity((2, 4)))
    assert g.limits() == {"roads": 3, "cities": 2, "draw": 0}


def test_r13_draw_any_mix_up_to_the_limit_and_it_ends_the_phase() -> None:
    g = yellow_city()
    assert rule(g, Draw(0, 0)) == "R13"
    assert rule(g, Draw(-1, 2)) == "R13"
    assert rule(g, Draw(4, 4)) == "R12"  # raised draw is 7
    g.apply(Draw(3, 4))
    assert g.hand["yellow"] == (7, 8) and g.reserve["yellow"] == (13, 11)
    assert g.phase == "market"


def test_r13_draw_is_limited_by_the_reserve_and_by_what_was_placed() -> None:
    g = yellow_city(hand=(18, 4))
    assert rule(g, Draw(3, 0)) == "R13"
    g.apply(PlaceRoad((3, 5), E_W))
    assert rule(g, Draw(2, 4)) == "R12"  # roads + draw: 5
    assert g.why_illegal(Draw(2, 3)) is None
    g.apply(PlaceCity((2, 4)))
    assert rule(g, Draw(1, 0)) == "R11"


def test_r14_doing_less_or_nothing_is_legal() -> None:
    g = yellow_city()
    assert g.why_illegal(EndActions()) is None
    g.apply(PlaceRoad((3, 5), E_W))
    g.apply(EndActions())
    g.apply(EndTurn())
    assert g.current == "orange"


def test_r15_roads_and_cities_interleave() -> None:
    g = yellow_city()
    apply_all(
        g, PlaceRoad((3, 5), E_W), PlaceCity((2, 4)), PlaceRoad((4, 5), E_W), PlaceCity((1, 5))
    )
    assert g.turn["roads_placed"] == 2 and g.turn["cities_placed"] == 2


def test_r27_the_phase_cannot_end_while_a_touched_village_is_uncovered() -> None:
    g = Position().village((2, 3)).city("yellow", (2, 5)).game()
    g.apply(PlaceCity((2, 4)))  # touches the village at (2, 3)
    for action in (EndActions(), Draw(1, 0)):
        reason = g.why_illegal(action)
        assert reason is not None and reason.startswith("R23")  # R27 defers to R23's check
        try:
            g.apply(action)
        except IllegalAction as exc:
            assert exc.reason == reason
    assert EndActions() not in g.legal_actions()
    g.apply(PlaceCity((2, 3)))
    assert g.why_illegal(EndActions()) is None
