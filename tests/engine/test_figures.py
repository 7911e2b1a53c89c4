"""The rulebook's worked examples, rebuilt as positions (figures H-Q of the English
translation; the French and Italian texts add details the English leaves out)."""

from __future__ import annotations

from mg.engine import BuildMarket, PlaceCity
from tests.support.builders import Position

FOUR = ("yellow", "orange", "brown", "red")


# -- Figure H: market costs ---------------------------------------------------------------
def figure_h() -> Position:
    p = Position(players=FOUR).village((9, 0))
    p.city("yellow", (0, 0), (1, 0), (2, 0), market=True)
    p.city("orange", (6, 0), market=True)
    p.city("brown", (0, 6), (1, 6), market=True).market("orange", (0, 6)).market("red", (0, 6))
    return p


def test_figure_h_market_costs() -> None:
    for colour, space, cost in (
        ("orange", (1, 0), 4),
        ("red", (6, 0), 2),
        ("brown", (9, 0), 1),
        ("yellow", (1, 6), 5),
    ):
        g = figure_h().game(current=colour, phase="market", score=15)
        assert g.market_cost(colour, space) == cost
        g.apply(BuildMarket(space))
        assert g.score[colour] == 15 - cost


# -- Figure J: sold markets are not counted -----------------------------------------------
def test_figure_j_sold_markets_do_not_raise_the_cost() -> None:
    p = Position(players=FOUR).city("red", (3, 3), (4, 3), market=True)
    p.market("orange", (3, 3), sold=True).market("yellow", (4, 3), sold=True)
    g = p.game(current="brown", phase="market")
    assert g.market_cost("brown", (4, 3)) == 3


# -- Figure I: market values and activity -------------------------------------------------
RC, OC, BC, YC, OC2 = (0, 0), (3, 0), (3, 4), (2, 8), (0, 7)
V1, V2, V3, V4, V5, V6 = (7, 7), (7, 0), (10, 1), (0, 4), (5, 10), (5, 7)


def figure_i() -> Position:
    """The orange market in the yellow city is active in the figure, so the yellow city is
    directly connected to an orange city other than the 3-place one: OC2 (its market sold)."""
    p = Position(players=FOUR).village(V1, V2, V3, V4, V5, V6)
    p.city("red", RC, market=True).city("orange", OC, market=True).city("brown", BC, market=True)
    p.city("yellow", YC, market=True).city("orange", OC2).market("orange", OC2, sold=True)
    for colour, a, b in (
        ("red", RC, OC),
        ("orange", OC, V2),
        ("orange", V2, V3),
        ("orange", OC, BC),
        ("brown", BC, V4),
        ("brown", BC, YC),
        ("yellow", YC, OC2),
        ("brown", BC, V1),
        ("yellow", YC, V6),
        ("brown", V1, V6),
        ("yellow", YC, V5),
        ("red", YC, V5),
        ("brown", V1, V5),
    ):
        p.connect(colour, a, b)
    p.market("red", OC).market("red", BC).market("brown", V1).market("yellow", BC)
    p.market("yellow", V3).market("orange", BC).market("orange", V2).market("orange", YC)
    return p


def test_figure_i_connections_as_drawn() -> None:
    g = figure_i().game()
    assert g.connections(RC) == {OC}
    assert g.connections(OC) == {RC, V2, BC}
    assert g.connections(BC) == {OC, YC, V1, V4}
    assert g.connections(YC) == {BC, OC2, V5, V6}  # five roads, four places
    assert g.connections(V1) == {BC, V5, V6}


def test_figure_i_market_values() -> None:
    g = figure_i().game()
    expected = {  # (colour, place): (active, value)
        ("red", RC): (True, 1),
        ("red", OC): (True, 3),
        ("red", BC): (False, 4),
        ("brown", BC): (True, 4),
        ("brown", V1): (True, 3),
        ("yellow", BC): (True, 4),
        ("yellow", YC): (True, 4),
        ("yellow", V3): (False, 1),
        ("orange", BC): (True, 4),
        ("orange", V2): (True, 2),
        ("orange", YC): (True, 4),
        ("orange", OC): (True, 3),
    }
    for (colour, place), (active, value) in expected.items():
        assert g.market_active(colour, place) is active, (colour, place)
        assert g.market_value(place) == value, (colour, place)
    scored = {(e.colour, e.place): e.points for e in g.final_scoring() if e.kind == "market_scored"}
    assert scored == {k: v[1] for k, v in expected.items() if v[0]}


# -- Figures K-O: fights for an oracle ----------------------------------------------------
ORACLE = (5, 5)


def test_figures_k_to_n_the_oracle_turns_to_the_most_important_city() -> None:
    # K-L: yellow founds a city and connects it to the oracle.
    p = Position(players=("yellow", "orange", "red")).oracle(ORACLE).green((2, 5), (8, 5), (5, 8))
    p.village((10, 8), (2, 10), (8, 11))
    yellow_link = p.connect_but_first("yellow", (2, 5), ORACLE)
    g = p.game(current="yellow")
    g.apply(PlaceCity((2, 5)))
    g.apply(yellow_link)
    assert g.oracle_controller(ORACLE) == "yellow"
    # M: red founds a city, connects it to the oracle (a tie: no turn) and a village.
    p.city("yellow", (2, 5)).road("yellow", yellow_link.space, yellow_link.ends)
    p.oracle_spaces.remove(ORACLE)
    p.oracle(ORACLE, points_at=(2, 5))
    red_oracle = p.connect_but_first("red", (8, 5), ORACLE)
    red_village = p.connect_but_first("red", (8, 5), (10, 8))
    g = p.game(current="red")
    g.apply(PlaceCity((8, 5)))
    g.apply(red_oracle)
    assert g.oracle_controller(ORACLE) == "yellow"
    g.apply(red_village)
    assert g.oracle_controller(ORACLE) == "red"
    # N: orange founds a city connected to the oracle and two more places: 3 > 2.
    p.city("red", (8, 5)).road("red", red_oracle.space, red_oracle.ends)
    p.road("red", red_village.space, red_village.ends)
    p.pointers[ORACLE] = (8, 5)
    orange_links = [
        p.connect_but_first("orange", (5, 8), target) for target in ((2, 10), (8, 11), ORACLE)
    ]
    g = p.game(current="orange")
    g.apply(PlaceCity((5, 8)))
    for link in orange_links[:2]:
        g.apply(link)
    assert g.oracle_controller(ORACLE) == "red"
    g.apply(orange_links[2])
    assert g.oracle_controller(ORACLE) == "orange"


def test_figure_o_yellow_needs_two_more_places_to_take_the_oracle() -> None:
    p = Position(players=("yellow", "red")).oracle(ORACLE, points_at=(8, 5))
    p.city("red", (8, 5)).city("yellow", (2, 5)).connect("red", (8, 5), ORACLE)
    p.connect("yellow", (2, 5), ORACLE)
    red_places = [(10, 3), (10, 7), (8, 1), (8, 9)]
    yellow_places = [(0, 3), (0, 7), (3, 1), (3, 9), (0, 10)]
    p.village(*red_places, *yellow_places)
    for v in red_places:
        p.connect("red", (8, 5), v)
    for v in yellow_places[:3]:
        p.connect("yellow", (2, 5), v)
    links = [p.connect_but_first("yellow", (2, 5), v) for v in yellow_places[3:]]
    g = p.game(current="yellow", hand=(2, 2))
    assert len(g.connections((8, 5))) == 5 and len(g.connections((2, 5))) == 4
    g.apply(links[0])
    assert g.oracle_controller(ORACLE) == "red"  # 5 against 5: a tie keeps it
    g.apply(links[1])
    assert g.oracle_controller(ORACLE) == "yellow"


# -- Figures P-Q: the final scoring -------------------------------------------------------
def test_figures_p_q_final_scoring() -> None:
    """Two sold markets and two inactive ones (red's in the brown city, yellow's in the
    top-left village) are removed; then orange scores 9, red 4, yellow 4, brown 3. As in the
    French text, a yellow and an orange road both link the big orange city to the yellow
    city and count once. An oracle pointing at the red city adds red's 4 last."""
    oc, y, b, rc = (3, 3), (7, 3), (2, 7), (7, 9)
    top_left, vb, vc, vd, ve, vf, vh, oracle = (
        (0, 0),
        (0, 9),
        (4, 9),
        (10, 1),
        (9, 6),
        (10, 10),
        (7, 0),
        (5, 11),
    )
    p = Position(players=FOUR).village(top_left, vb, vc, vd, ve, vf, vh)
    p.oracle(oracle, points_at=rc)
    p.city("orange", oc, (4, 3), (3, 4), market=True).city("yellow", y, market=True)
    p.city("brown", b, market=True).city("red", rc, market=True)
    for colour, s, t in (
        ("yellow", oc, y),
        ("orange", oc, y),
        ("orange", oc, b),
        ("brown", b, vb),
        ("brown", b, vc),
        ("yellow", y, vd),
        ("yellow", y, ve),
        ("yellow", y, vh),
        ("red", rc, vc),
        ("red", rc, ve),
        ("red", rc, vf),
        ("red", rc, oracle),
    ):
        p.connect(colour, s, t)
    p.market("orange", b).market("orange", y).market("yellow", top_left)
    p.market("brown", vd, sold=True).market("red", b).market("red", y, sold=True)
    g = p.game()
    events = g.final_scoring()
    removed = {(e.colour, e.place) for e in events if e.kind == "market_removed"}
    assert removed == {("brown", vd), ("red", y), ("red", b), ("yellow", top_left)}
    totals = {c: 0 for c in FOUR}
    for e in events:
        if e.kind == "market_scored":
            totals[e.colour] += e.points
    assert totals == {"orange": 9, "red": 4, "yellow": 4, "brown": 3}
    assert [e.kind for e in events][-1] == "oracle_scored" and events[-1].colour == "red"
    assert [e.kind for e in events] == sorted(
        (e.kind for e in events), key=["market_removed", "market_scored", "oracle_scored"].index
    )
