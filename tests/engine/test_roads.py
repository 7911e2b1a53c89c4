"""R16-R20: road tiles, where a road may start, joining, blocking and connections."""

from __future__ import annotations

from typing import Any

import pytest

from mg.engine import PlaceRoad
from mg.engine.hexgrid import neighbour, offset_to_axial
from tests.support.builders import Position, refusal

E_W = (0, 3)
CITY = (2, 5)


def test_r16_a_road_tile_fills_one_empty_land_space() -> None:
    g = Position().village((4, 5)).city("yellow", CITY).road("yellow", (2, 4), (5, 1)).game()
    assert refusal(g, PlaceRoad((4, 5), E_W)).startswith("R16")  # village
    assert refusal(g, PlaceRoad((2, 4), (5, 2))).startswith("R16")  # road already there
    assert refusal(g, PlaceRoad(CITY, E_W)).startswith("R16")  # city
    assert refusal(g, PlaceRoad((40, 40), E_W)).startswith("R16")  # off the board


@pytest.mark.parametrize("ends", [(3, 4), (3, 3), (0, 9), (0,), "ab", (0.0, 3.0)])
def test_r16_two_ends_straight_or_gentle_curve_only(ends: Any) -> None:
    g = Position().city("yellow", CITY).game()
    assert refusal(g, PlaceRoad((3, 5), ends)).startswith("R16")


def test_r16_straight_and_curved_tiles_cost_no_points() -> None:
    g = Position().city("yellow", CITY).game()
    g.apply(PlaceRoad((3, 5), (3, 0)))  # straight, ends in either order
    g.apply(PlaceRoad((4, 5), (3, 1)))  # curve
    g.apply(PlaceRoad((5, 4), (4, 0)))  # the other curve
    assert g.score["yellow"] == 10
    assert g.roads()[(3, 5)] == ("yellow", (0, 3))
    assert PlaceRoad((3, 5), (3, 0)) == PlaceRoad((3, 5), (0, 3))


def test_r17a_a_road_may_start_at_any_colours_city() -> None:
    g = Position().city("yellow", CITY).game(current="orange")
    assert g.why_illegal(PlaceRoad((3, 5), E_W)) is None
    assert refusal(g, PlaceRoad((8, 8), E_W)).startswith("R17")


def test_r17b_own_road_ends_are_extended_only_where_the_ends_meet() -> None:
    g = Position().city("yellow", CITY).road("yellow", (3, 5), E_W).game()
    assert g.why_illegal(PlaceRoad((4, 5), (3, 5))) is None
    assert refusal(g, PlaceRoad((4, 5), (1, 4))).startswith("R17")  # turns its side to it
    assert refusal(g, PlaceRoad((4, 4), (1, 4))).startswith("R17")  # not where the end points


def test_r17b_never_from_an_opponents_road_end() -> None:
    g = Position().city("yellow", CITY).road("yellow", (3, 5), E_W).game(current="orange")
    assert refusal(g, PlaceRoad((4, 5), E_W)).startswith("R17")


@pytest.mark.parametrize("kind", ["village", "oracle"])
def test_r17c_from_a_village_or_oracle_only_where_own_road_ends(kind: str) -> None:
    p = Position().city("yellow", CITY).path("yellow", CITY, [0, 0, 0])
    p.village((5, 5)) if kind == "village" else p.oracle((5, 5))
    assert p.game().why_illegal(PlaceRoad((6, 5), E_W)) is None
    assert p.game().why_illegal(PlaceRoad((5, 6), (2, 5))) is None  # any side of it
    assert refusal(p.game(current="orange"), PlaceRoad((6, 5), E_W)).startswith("R17")


def test_r18_own_facing_ends_join_other_colours_do_not() -> None:
    base = Position().village((5, 5)).city("yellow", CITY).road("yellow", (3, 5), E_W)
    joined = base.game()
    joined.apply(PlaceRoad((4, 5), E_W))
    assert joined.connections(CITY) == {(5, 5)}
    base.road("orange", (4, 5), E_W)
    assert base.game().connections(CITY) == set()
    assert base.game().connections((5, 5)) == set()


def test_r18_dead_ends_are_legal() -> None:
    g = Position().city("yellow", CITY).road("orange", (4, 4), E_W).game()
    assert g.why_illegal(PlaceRoad((3, 5), (3, 1))) is None  # faces the side of a road
    assert g.why_illegal(PlaceRoad((1, 5), (0, 2))) is None  # faces empty land


def test_r18_a_dead_end_at_the_board_edge_or_sea_is_legal() -> None:
    p = Position(cols=6, rows=3).village((4, 0)).city("yellow", (0, 0))
    p.sea.append((0, 2))
    g = p.game()
    assert g.why_illegal(PlaceRoad((1, 0), (3, 1))) is None  # NE: off the board
    assert g.why_illegal(PlaceRoad((0, 1), (2, 5))) is None  # SE: into the sea


def test_r20_a_road_off_the_board_edge_connects_nothing_there() -> None:
    # The board's last space is a city: a road end facing off the board must not be read
    # as facing it (the state finds neighbours by index, off the board being -1).
    last = offset_to_axial(5, 2)
    p = Position(cols=6, rows=3).village((2, 1)).city("orange", last).city("yellow", (0, 0))
    g = p.game()
    assert g.board.spaces[-1] == last
    g.apply(PlaceRoad((1, 0), (3, 1)))  # W to the city, NE off the board
    assert g.connections((0, 0)) == set()
    assert g.connections(last) == set()
    yellow = g.holdings().colours["yellow"]
    assert [(city, linked) for city, _, linked in yellow.cities] == [((0, 0), frozenset())]
    assert yellow.road_ends == ()  # off the board is no empty land to build on


def test_r19_blocking_an_opponents_road_is_legal() -> None:
    p = Position().village((6, 5)).city("yellow", CITY).road("yellow", (3, 5), E_W)
    p.city("orange", (4, 6))
    g = p.game(current="orange")
    assert g.why_illegal(PlaceRoad((4, 5), (1, 5))) is None
    g.apply(PlaceRoad((4, 5), (1, 5)))
    assert g.connections(CITY) == set()


def test_r20_direct_connections_count_places_once_whatever_the_colour() -> None:
    p = Position(players=("yellow", "orange", "red")).village((6, 5), (9, 5))
    p.city("yellow", CITY)
    p.connect("orange", CITY, (6, 5)).connect("red", CITY, (6, 5)).connect("yellow", (6, 5), (9, 5))
    g = p.game()
    assert g.connections(CITY) == {(6, 5)}  # two roads, one place; (9, 5) is not direct
    assert g.connections((6, 5)) == {CITY, (9, 5)}
    assert g.market_value(CITY) == 1


def test_r20_a_road_back_to_the_same_place_connects_nothing() -> None:
    g = Position().city("yellow", CITY).path("yellow", CITY, [0, 1, 2, 3, 4, 5]).game()
    assert len(g.roads()) == 5
    assert g.connections(CITY) == set()


def test_r20_closing_a_loop_through_play_connects_nothing() -> None:
    p = Position().city("yellow", CITY).path("yellow", CITY, [0, 1, 2, 3, 4])
    g = p.game()  # the last tile of the loop is missing at (2, 4)
    g.apply(PlaceRoad((2, 4), (1, 5)))
    assert g.connections(CITY) == set()


def test_r20_road_places_names_the_places_both_ends_of_a_road_face() -> None:
    p = Position().village((6, 5)).city("yellow", CITY)
    last = p.connect_but_first("yellow", CITY, (6, 5))
    g = p.game()
    middle = next(s for s in g.roads() if s != last.space)
    assert g.road_places(middle) == [(6, 5)]  # the end next to the city is still open
    g.apply(last)
    assert sorted(g.road_places(last.space)) == sorted([CITY, (6, 5)])
    assert sorted(g.road_places(middle)) == sorted([CITY, (6, 5)])


def test_r20_road_places_of_dead_ends_loops_and_empty_spaces() -> None:
    g = Position().city("yellow", CITY).path("yellow", CITY, [0, 0]).game()
    assert g.road_places((3, 5)) == [CITY]
    assert g.road_places((9, 9)) == [] and g.road_places((99, 99)) == []
    back = Position().city("yellow", CITY).path("yellow", CITY, [0, 1, 2, 3, 4, 5]).game()
    assert back.road_places((3, 5)) == [CITY, CITY]  # both ends face the same place
    ring = Position()
    for d in range(6):  # six curved tiles around (6, 6), joined in a ring
        ring.road("yellow", neighbour((6, 6), d), ((d + 2) % 6, (d + 4) % 6))
    loop = ring.game()
    assert len(loop.roads()) == 6
    assert loop.road_places(neighbour((6, 6), 0)) == []  # a closed loop has no ends
