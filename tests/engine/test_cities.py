"""R21-R26: founding, extending, the village check, cost, absorbed villages, merging."""

from __future__ import annotations

from mg.engine import Draw, EndActions, PlaceCity, PlaceRoad, Refusal
from tests.support.builders import Position, refusal

CITY = (2, 5)


# -- R21 founding -------------------------------------------------------------------------
def test_r21_found_on_a_green_village_with_a_free_market() -> None:
    g = Position().green((4, 4)).game()
    g.apply(PlaceCity((4, 4)))
    assert g.cities() == {(4, 4): "yellow"}
    assert g.markets_at((4, 4)) == {"yellow": "unsold"}
    assert g.markets_left["yellow"] == 19 and g.turn["founded"]


def test_r21_found_on_a_village_own_road_reaches() -> None:
    p = Position().village((5, 5)).city("yellow", CITY).path("yellow", CITY, [0, 0, 0])
    assert p.game().why_illegal(PlaceCity((5, 5))) is None
    assert refusal(p.game(current="orange"), PlaceCity((5, 5))).startswith("R21")


def test_r21_not_on_an_interior_village_without_own_road() -> None:
    g = Position().village((5, 5)).game()
    assert refusal(g, PlaceCity((5, 5))).startswith("R21")


def test_r21_only_one_founding_per_turn() -> None:
    g = Position().green((4, 4), (8, 4)).game()
    g.apply(PlaceCity((4, 4)))
    assert g.refusal(PlaceCity((8, 4))) == Refusal("R21", "one_founding")


def test_r21_no_free_market_where_the_founder_already_has_one() -> None:
    g = Position().green((4, 4)).market("yellow", (4, 4), sold=True).game()
    g.apply(PlaceCity((4, 4)))
    assert g.markets_at((4, 4)) == {"yellow": "sold"}
    assert g.markets_left["yellow"] == 19


def test_r21_no_free_market_when_none_are_left() -> None:
    stock = [(q, r) for q in range(0, 10, 2) for r in (0, 2, 8, 10)]
    p = Position().village(*stock).green((5, 5))
    for space in stock:
        p.market("yellow", space)
    g = p.game()
    assert g.markets_left["yellow"] == 0
    g.apply(PlaceCity((5, 5)))
    assert g.markets_at((5, 5)) == {}


# -- R22 extending ------------------------------------------------------------------------
def test_r22_a_tile_next_to_an_own_city_extends_it() -> None:
    g = Position().city("yellow", CITY, market=True).game()
    g.apply(PlaceCity((3, 5)))
    assert g.place_at((3, 5)) == g.place_at(CITY) == CITY
    assert not g.turn["founded"] and g.markets_left["yellow"] == 19


def test_r22_a_village_next_to_an_own_city_is_an_extension_not_a_founding() -> None:
    g = Position().green((2, 4), (8, 4)).city("yellow", CITY, market=True).game()
    g.apply(PlaceCity((2, 4)))
    assert not g.turn["founded"] and g.markets_at(CITY) == {"yellow": "unsold"}
    assert g.why_illegal(PlaceCity((8, 4))) is None  # the founding is still free


def test_r22_never_extend_another_colours_city_and_never_found_on_land() -> None:
    g = Position().city("orange", (5, 5)).game()
    assert refusal(g, PlaceCity((5, 4))).startswith("R22")
    assert refusal(g, PlaceCity((8, 8))).startswith("R22")


def test_r22_a_city_founded_this_turn_may_be_extended() -> None:
    g = Position().green((4, 4)).game()
    g.apply(PlaceCity((4, 4)))
    g.apply(PlaceCity((5, 4)))
    assert g.place_spaces((5, 4)) == [(4, 4), (5, 4)]


# -- R23 extension limits -----------------------------------------------------------------
def test_r23_not_onto_or_next_to_an_oracle() -> None:
    g = Position().oracle((2, 3)).city("yellow", CITY).game()
    assert g.refusal(PlaceCity((2, 4))) == Refusal("R23", "grow_next_to_oracle")
    g = Position().oracle((2, 4)).city("yellow", CITY).game()
    assert g.refusal(PlaceCity((2, 4))) == Refusal("R23", "grow_onto_oracle")


def test_r23_not_next_to_another_colours_city_nor_onto_a_road() -> None:
    p = Position(players=("yellow", "orange", "red")).city("orange", (2, 3))
    play = p.city("yellow", CITY).road("red", (3, 5), (0, 3)).game()
    assert play.refusal(PlaceCity((2, 4))) == Refusal("R23", "grow_next_to_city")
    assert refusal(play, PlaceCity((3, 5))).startswith("R23")


def test_r23_may_touch_a_village_it_can_still_cover_this_turn() -> None:
    g = Position().village((2, 3)).city("yellow", CITY).game(card="Y1")  # cities 2 (3)
    assert g.why_illegal(PlaceCity((2, 4))) is None
    g.apply(PlaceCity((2, 4)))
    assert refusal(g, EndActions()).startswith("R23")  # (R27: "R23's village check")
    g.apply(PlaceCity((2, 3)))
    g.apply(EndActions())


def test_r23_refused_when_the_city_allowance_cannot_cover_the_village() -> None:
    p = Position().village((2, 3)).city("yellow", CITY)
    g = p.game(card="Y3")  # Y3: roads 3, cities 1 (raised 2)
    g.apply(PlaceRoad((3, 5), (0, 3)))  # roads + cities: one city only
    assert refusal(g, PlaceCity((2, 4))).startswith("R23")
    g = p.game(card="Y3")
    g.apply(PlaceCity((2, 4)))  # only the raised cities choice covers the village now
    assert refusal(g, PlaceRoad((3, 5), (0, 3))).startswith("R23")  # no painting into a corner
    assert g.why_illegal(PlaceCity((2, 3))) is None


def test_r23_refused_without_city_tiles_or_points_to_cover() -> None:
    p = Position().village((2, 3)).city("yellow", CITY)
    assert refusal(p.game(hand=(4, 1)), PlaceCity((2, 4))).startswith("R23")
    assert refusal(p.game(score=1), PlaceCity((2, 4))).startswith("R23")
    assert p.game(score=2).why_illegal(PlaceCity((2, 4))) is None


def test_r23_refused_when_the_touched_village_could_never_be_covered() -> None:
    g = Position().village((2, 3)).oracle((2, 2)).city("yellow", CITY).game()
    assert refusal(g, PlaceCity((2, 4))).startswith("R23")


def test_r23_covering_a_village_may_touch_another_which_must_be_coverable_too() -> None:
    p = Position().village((2, 3), (2, 2)).city("yellow", CITY)
    assert p.game(card="Y1").why_illegal(PlaceCity((2, 4))) is None  # 3 cities: enough
    assert refusal(p.game(card="R1"), PlaceCity((2, 4))).startswith("R23")  # 2: not enough


def test_r23_the_founding_tile_is_exempt() -> None:
    p = Position().green((4, 4)).oracle((4, 3)).village((5, 4)).city("orange", (3, 4))
    g = p.game()
    assert g.why_illegal(PlaceCity((4, 4))) is None
    g.apply(PlaceCity((4, 4)))
    assert g.why_illegal(EndActions()) is None
    assert g.why_illegal(Draw(1, 0)) is None


# -- R24-R26 ------------------------------------------------------------------------------
def test_r24_every_city_tile_costs_one_point_founding_included() -> None:
    g = Position().green((4, 4)).game(score=10)
    g.apply(PlaceCity((4, 4)))
    g.apply(PlaceCity((5, 4)))
    assert g.score["yellow"] == 8


def test_r25_an_absorbed_villages_markets_and_roads_become_the_citys() -> None:
    p = Position().village((2, 4), (2, 1)).city("yellow", CITY, market=True)
    p.market("yellow", (2, 4)).market("orange", (2, 4))
    p.path("orange", (2, 4), [2, 2, 2])  # village (2, 4) - (2, 1)
    g = p.game()
    assert g.connections(CITY) == set()
    g.apply(PlaceCity((2, 4)))
    assert g.connections(CITY) == {(2, 1)}
    assert g.markets_at(CITY) == {"yellow": "unsold", "orange": "unsold"}
    assert g.markets_left["yellow"] == 19  # one of yellow's two markets went back


def test_r26_merging_keeps_one_market_each_dropping_a_sold_one() -> None:
    p = Position().city("yellow", CITY).city("yellow", (4, 5))
    p.market("yellow", CITY, sold=True).market("yellow", (4, 5))
    p.market("orange", CITY).market("orange", (4, 5))
    g = p.game()
    left = dict(g.markets_left)
    g.apply(PlaceCity((3, 5)))
    assert g.place_at((4, 5)) == g.place_at(CITY) == CITY
    assert g.place_spaces(CITY) == [CITY, (3, 5), (4, 5)]
    assert g.markets_at(CITY) == {"yellow": "unsold", "orange": "unsold"}
    assert g.markets_left == {"yellow": left["yellow"] + 1, "orange": left["orange"] + 1}


def test_r23_the_engine_names_the_villages_still_to_cover() -> None:
    g = Position().village((2, 3), (2, 2)).city("yellow", CITY).game(card="Y1")
    assert g.villages_to_cover() == []
    g.apply(PlaceCity((2, 4)))  # touches (2, 3); covering it would touch (2, 2)
    assert g.villages_to_cover() == [(2, 2), (2, 3)]
    g.apply(PlaceCity((2, 3)))
    assert g.villages_to_cover() == [(2, 2)]
    g.apply(PlaceCity((2, 2)))
    assert g.villages_to_cover() == []
    g.apply(EndActions())
    assert g.villages_to_cover() == []


def test_r25_a_market_stays_on_its_tile_when_the_city_grows_past_it() -> None:
    g = Position().city("yellow", CITY, market=True).game()
    assert g.market_space("yellow", CITY) == CITY
    g.apply(PlaceCity((3, 4)))  # the grown city's id moves to its first tile in (r, q) order
    assert g.place_at(CITY) == (3, 4)
    assert g.market_space("yellow", (3, 4)) == g.market_space("yellow", CITY) == CITY
    assert g.market_space("orange", CITY) is None and g.market_space("yellow", (9, 9)) is None
