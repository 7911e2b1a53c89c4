"""R35-R36: which city an oracle points at, and when it turns."""

from __future__ import annotations

from mg.engine import PlaceCity, PlaceRoad
from tests.support.builders import Position

ORACLE = (5, 5)
THREE = ("yellow", "orange", "red")


def test_r35_an_oracle_turns_to_a_newly_connected_city() -> None:
    p = Position().oracle(ORACLE).city("yellow", (2, 5))
    last = p.connect_but_first("yellow", (2, 5), ORACLE)
    g = p.game()
    assert g.oracle_controller(ORACLE) is None
    g.apply(last)
    assert g.oracle_controller(ORACLE) == "yellow" and g.oracle_target(ORACLE) == (2, 5)


def test_r35_a_tie_keeps_it_a_strictly_more_important_city_takes_it() -> None:
    p = Position(players=THREE).oracle(ORACLE, points_at=(2, 5)).village((10, 5), (8, 9))
    p.city("yellow", (2, 5)).connect("yellow", (2, 5), ORACLE)
    p.city("red", (8, 5))
    to_oracle = p.connect_but_first("red", (8, 5), ORACLE)
    to_village = p.connect_but_first("red", (8, 5), (10, 5))
    g = p.game(current="red")
    g.apply(to_oracle)  # red: 1 place, yellow: 1 place
    assert g.oracle_controller(ORACLE) == "yellow"
    g.apply(to_village)  # red: 2 places
    assert g.oracle_controller(ORACLE) == "red"


def tie_position(current: str, tiles: int = 2) -> Position:
    """Two cities of equal importance both already connected to an oracle pointing nowhere."""
    p = Position(players=("yellow", "orange", "red")).oracle(ORACLE)
    p.city("yellow", (2, 5)).city("orange", *[(8, 5), (9, 5)][:tiles])
    p.connect("yellow", (2, 5), ORACLE).connect("orange", (8, 5), ORACLE)
    p.green((0, 0), (10, 10))
    return p


def test_r35_choosing_among_equals_prefers_the_active_player() -> None:
    g = tie_position("yellow").game(current="yellow")
    g.apply(PlaceCity((0, 0)))  # any placement re-evaluates (R36)
    assert g.oracle_controller(ORACLE) == "yellow"


def test_r35_then_the_city_with_most_tiles_then_the_first_tile_in_order() -> None:
    g = tie_position("red").game(current="red")
    g.apply(PlaceCity((10, 10)))
    assert g.oracle_controller(ORACLE) == "orange"  # two tiles against one
    g = tie_position("red", tiles=1).game(current="red")
    g.apply(PlaceCity((10, 10)))
    assert g.oracle_controller(ORACLE) == "yellow"  # (2, 5) comes before (8, 5)


def test_r35_a_village_never_controls_an_oracle() -> None:
    p = Position().oracle(ORACLE).village((2, 5), (8, 5)).city("yellow", (0, 9))
    p.connect("orange", (2, 5), ORACLE)
    last = p.connect_but_first("orange", (8, 5), ORACLE)
    g = p.game(current="orange")
    g.apply(last)
    assert g.connections(ORACLE) == {(2, 5), (8, 5)}
    assert g.oracle_controller(ORACLE) is None


def test_r35_a_merged_city_keeps_the_control_of_both() -> None:
    p = Position().oracle((2, 1), points_at=(2, 5)).oracle((6, 1), points_at=(4, 5))
    p.city("yellow", (2, 5)).city("yellow", (4, 5))
    p.connect("yellow", (2, 5), (2, 1)).connect("yellow", (4, 5), (6, 1))
    g = p.game()
    g.apply(PlaceCity((3, 5)))
    assert g.oracle_target((2, 1)) == g.oracle_target((6, 1)) == (2, 5)
    assert g.oracle_controller((6, 1)) == "yellow"


def test_r36_control_is_re_evaluated_after_every_placement_so_order_matters() -> None:
    """Red completes two roads: yellow's city (1 other place) to the oracle, and red's
    city (1 other place) to the oracle. Whichever is first takes it; the tie keeps it."""
    p = Position(players=("yellow", "red")).oracle(ORACLE).village((1, 1), (9, 9))
    p.city("yellow", (5, 1)).city("red", (5, 9))
    p.path("yellow", (5, 1), [3, 3, 3, 3]).path("red", (5, 9), [0, 0, 0, 0])
    p.path("red", ORACLE, [2, 2, 2]).path("red", ORACLE, [5, 5, 5])
    yellow_link, red_link = PlaceRoad((5, 2), (2, 5)), PlaceRoad((5, 8), (2, 5))
    first = p.game(current="red")
    first.apply(red_link)
    first.apply(yellow_link)
    assert first.oracle_controller(ORACLE) == "red"
    second = p.game(current="red")
    second.apply(yellow_link)
    second.apply(red_link)
    assert second.oracle_controller(ORACLE) == "yellow"
    assert first.connections(ORACLE) == second.connections(ORACLE) == {(5, 1), (5, 9)}
