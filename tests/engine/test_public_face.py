"""What the engine's public face tells the UI, so that it never re-derives a rule: road
shapes (R16), where a road joined its road (R17, R18), the cities a tile touches (R22, R26),
raised card values (R11), the map's terrain (R7), the board after the final scoring (R37)."""

from __future__ import annotations

from typing import Any, cast

import pytest

import mg.engine
from mg.engine import CARDS, Board, EndTurn, PlaceCity, PlaceRoad, road_shape
from tests.support.builders import Position

CITY = (2, 5)
E_W = (0, 3)
LAST = [c for c in CARDS["Y1"].order if c in ("yellow", "orange")][-1]


# -- R16 road shapes ----------------------------------------------------------------------
@pytest.mark.parametrize(
    ("ends", "shape"),
    [
        ((0, 3), "straight"),
        ((5, 2), "straight"),
        ((0, 2), "curved"),
        ((1, 5), "curved"),
        ((4, 0), "curved"),
    ],
)
def test_r16_road_shape_is_straight_for_opposite_ends_curved_two_apart(
    ends: tuple[int, int], shape: str
) -> None:
    assert road_shape(ends) == shape


@pytest.mark.parametrize("ends", [(0, 1), (2, 2), (0, 6)])
def test_r16_road_shape_refuses_what_is_no_road_tile(ends: tuple[int, int]) -> None:
    with pytest.raises(ValueError, match="^R16"):
        road_shape(ends)


# -- R17/R18 where a new road joined its road ---------------------------------------------
def test_r17a_a_road_from_a_city_anchors_at_the_city() -> None:
    g = Position().city("yellow", CITY).game()
    g.apply(PlaceRoad((3, 5), E_W))
    assert g.road_anchor((3, 5)) == 3  # its west end faces the city


def test_r17b_r18_an_extension_anchors_where_it_joins_its_road_not_at_a_city() -> None:
    p = Position().city("yellow", CITY).road("yellow", (3, 5), E_W).city("orange", (5, 5))
    g = p.game()
    g.apply(PlaceRoad((4, 5), E_W))  # east end faces orange's city, west end joins (3, 5)
    assert g.road_anchor((4, 5)) == 3


def test_r18_an_opponents_facing_road_is_no_anchor() -> None:
    p = Position().city("yellow", CITY).road("orange", (4, 5), E_W)
    g = p.game()
    g.apply(PlaceRoad((3, 5), E_W))  # east end faces orange's road: no join (R18)
    assert g.road_anchor((3, 5)) == 3


def test_r17c_a_road_from_a_village_anchors_where_an_own_road_ends_there() -> None:
    p = Position().village((5, 5), (7, 5)).city("yellow", CITY).path("yellow", CITY, [0, 0, 0])
    g = p.game()
    g.apply(PlaceRoad((6, 5), E_W))  # east end faces another village, no road of ours there
    assert g.road_anchor((6, 5)) == 3


def test_road_anchor_is_none_without_a_road_tile() -> None:
    g = Position().city("yellow", CITY).game()
    assert g.road_anchor((3, 5)) is None
    assert g.road_anchor((99, 99)) is None
    assert g.road_anchor(cast(Any, "x")) is None  # not a space at all


# -- R22/R26 the cities a city tile would extend or merge -----------------------------------
def test_r22_r26_cities_next_to_a_space_are_the_cities_a_tile_there_joins() -> None:
    g = Position().city("yellow", CITY).city("yellow", (4, 5), (5, 5)).game()
    assert g.cities_next_to((3, 5), "yellow") == [CITY, (4, 5)]
    assert g.cities_next_to((3, 5), "red") == []
    assert g.cities_next_to((9, 9), "yellow") == []
    g.apply(PlaceCity((3, 5)))  # R26: one city now
    assert g.cities_next_to((3, 4), "yellow") == [CITY]


def test_r22_cities_next_to_names_any_colour_asked_for() -> None:
    g = Position().city("yellow", CITY).city("orange", (3, 6)).game()
    assert g.cities_next_to((3, 5), "orange") == [(3, 6)]
    assert g.cities_next_to((3, 5), "yellow") == [CITY]


# -- R11 raised values ----------------------------------------------------------------------
def test_r11_cards_show_their_raised_values() -> None:
    y1, b3 = CARDS["Y1"], CARDS["B3"]  # the rulebook's examples: 3/2/5 and 2/1/2
    assert (y1.raised_roads, y1.raised_cities, y1.raised_draw) == (4, 3, 7)
    assert (b3.raised_roads, b3.raised_cities, b3.raised_draw) == (3, 2, 3)


# -- R7 terrain -----------------------------------------------------------------------------
def test_r7_terrain_names_land_villages_and_green_villages() -> None:
    board = Board.standard()
    kinds = [board.terrain(s) for s in board.spaces]
    assert kinds.count("green") == 10 and kinds.count("village") == 32
    assert kinds.count("land") == len(board.spaces) - 42
    assert board.terrain((999, 999)) is None


# -- R37 the board after the final scoring ----------------------------------------------------
def end_position() -> Position:
    """Yellow's city scores its market; yellow's sold market and orange's and yellow's
    unconnected markets are removed by the final scoring."""
    p = Position().village((6, 5), (9, 9)).oracle((2, 1), points_at=CITY)
    p.city("yellow", CITY, market=True).connect("yellow", CITY, (6, 5))
    p.connect("yellow", CITY, (2, 1))
    p.market("orange", (6, 5)).market("yellow", (6, 5), sold=True).market("yellow", (9, 9))
    return p


def test_r37_after_the_end_sold_and_inactive_markets_are_gone_from_the_board() -> None:
    g = end_position().game(current=LAST, phase="market", round_no=12)
    assert g.markets_at((6, 5)) == {"yellow": "sold", "orange": "unsold"}
    assert g.markets_at((9, 9)) == {"yellow": "unsold"}
    events = g.final_scoring()
    g.apply(EndTurn())
    assert g.phase == "over"
    assert g.markets_at((6, 5)) == {} and g.markets_at((9, 9)) == {}
    assert g.markets_at(CITY) == {"yellow": "unsold"}
    assert g.final_scoring() == events  # the scoring can still be shown step by step


def test_r37_markets_before_final_keep_what_the_scoring_removed() -> None:
    g = end_position().game(current=LAST, phase="market", round_no=12)
    before = {s: g.markets_at(s) for s in ((6, 5), (9, 9), CITY)}
    assert {s: g.markets_before_final(s) for s in before} == before
    g.apply(EndTurn())
    assert {s: g.markets_before_final(s) for s in before} == before
    assert g.markets_before_final((0, 0)) == {}


def test_the_public_names_cover_what_the_ui_needs() -> None:
    for name in (
        "road_shape",
        "Space",
        "action_from_dict",
        "action_to_dict",
        "neighbour",
        "opposite",
        "distance",
        "DIRECTIONS",
    ):
        assert name in mg.engine.__all__ and hasattr(mg.engine, name)
