"""R28-R34: the market phase, building, costs, one per place, activity, value, selling."""

from __future__ import annotations

from mg.engine import BuildMarket, EndActions, EndTurn, PlaceCity, Refusal, SellMarket
from tests.support.builders import Position, refusal

CITY = (2, 5)
VILLAGE = (6, 5)


def market_position() -> Position:
    """Yellow's city (2, 5) - village (6, 5) - orange's city (9, 5), roads between."""
    p = Position().village(VILLAGE).city("yellow", CITY, market=True)
    p.city("orange", (9, 5), (9, 4), market=True)
    return p.connect("yellow", CITY, VILLAGE).connect("orange", VILLAGE, (9, 5))


def test_r28_one_market_action_per_turn() -> None:
    g = market_position().market("yellow", VILLAGE).game(phase="market")
    g.apply(BuildMarket((9, 5)))
    assert g.refusal(SellMarket(VILLAGE)) == Refusal("R28", "one_market_action")
    g.undo()
    g.apply(SellMarket(VILLAGE))
    assert refusal(g, BuildMarket((9, 5))).startswith("R28")
    assert [type(a) for a in g.legal_actions()] == [EndTurn]


def test_r29_costs_one_per_village_or_city_tile_plus_one_per_unsold_market() -> None:
    p = market_position().market("red", VILLAGE).market("brown", (9, 5), sold=True)
    p.players = ("yellow", "orange", "brown", "red")
    g = p.game(phase="market", score=15)
    assert g.market_cost("yellow", VILLAGE) == 2  # 1 + red's market
    assert g.market_cost("yellow", (9, 4)) == 3  # 2 tiles + orange's; brown's is sold
    g.apply(BuildMarket((9, 4)))
    assert g.score["yellow"] == 12
    assert g.markets_at((9, 5)) == {"orange": "unsold", "brown": "sold", "yellow": "unsold"}


def test_r29_only_villages_and_other_colours_cities() -> None:
    g = market_position().oracle((4, 8)).game(phase="market")
    assert g.market_cost("yellow", CITY) is None
    assert refusal(g, BuildMarket(CITY)).startswith("R29")
    assert refusal(g, BuildMarket((4, 8))).startswith("R29")  # an oracle
    assert refusal(g, BuildMarket((3, 5))).startswith("R29")  # a road on land
    assert refusal(g, BuildMarket((8, 9))).startswith("R29")  # empty land


def test_r29_r3_a_market_needs_enough_points() -> None:
    g = market_position().game(phase="market", score=1)
    assert g.refusal(BuildMarket((9, 5))) == Refusal(
        "R3", "market_cost", (("cost", 3), ("score", 1))
    )
    assert g.why_illegal(BuildMarket(VILLAGE)) is None


def test_r30_a_sold_market_still_blocks_a_new_one() -> None:
    g = market_position().market("yellow", VILLAGE, sold=True).game(phase="market")
    assert g.market_cost("yellow", VILLAGE) is None
    assert refusal(g, BuildMarket(VILLAGE)).startswith("R30")


def test_r31_the_free_market_is_not_the_market_action() -> None:
    g = Position().green((4, 4)).village(VILLAGE).game()
    g.apply(PlaceCity((4, 4)))
    g.apply(EndActions())
    assert g.why_illegal(BuildMarket(VILLAGE)) is None


def test_r32_active_in_own_city_or_directly_connected_to_one() -> None:
    p = market_position().village((6, 9)).connect("orange", VILLAGE, (6, 9))
    g = p.game()
    assert g.market_active("yellow", CITY)
    assert g.market_active("yellow", VILLAGE)  # road to yellow's city
    assert not g.market_active("yellow", (9, 5))  # only through the village
    assert not g.market_active("yellow", (6, 9))
    assert g.market_active("orange", (6, 9)) is False
    assert g.market_active("orange", VILLAGE)


def test_r33_value_is_the_number_of_distinct_directly_connected_places() -> None:
    g = market_position().village((6, 9)).connect("orange", VILLAGE, (6, 9)).game()
    assert g.market_value(VILLAGE) == 3
    assert g.market_value(CITY) == 1
    assert g.market_value((8, 9)) is None  # not a place


def test_r34_selling_gains_the_current_value_and_lays_the_market_down() -> None:
    p = market_position().market("yellow", VILLAGE).market("yellow", (9, 5))
    g = p.game(phase="market")
    assert refusal(g, SellMarket((9, 5))).startswith("R34")  # not active
    assert refusal(g, SellMarket((8, 8))).startswith("R34")  # nothing there
    g.apply(SellMarket(VILLAGE))
    assert g.score["yellow"] == 12 and g.markets_at(VILLAGE) == {"yellow": "sold"}
    g.apply(EndTurn())
    while not (g.current == "yellow" and g.phase == "market"):
        g.apply(EndActions() if g.phase == "actions" else EndTurn())
    assert g.refusal(SellMarket(VILLAGE)) == Refusal("R34", "market_sold")
    assert g.market_cost("yellow", VILLAGE) is None  # R30
