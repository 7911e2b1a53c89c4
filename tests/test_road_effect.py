"""What a road tile would do, as data on built positions, and its words by
catalogue key: only a direct connection to a city counts (R20, R32, R35)."""

from __future__ import annotations

from mg.engine import PlaceRoad
from mg.text.i18n import t, with_rule
from mg.text.narrate import place_words
from mg.text.road_effect import OracleTurn, connects_a_city, effect_lines, road_effect
from tests.support.roads import DELPHI, KROTON, PANDOSIA, SYBARIS, completing, named_map


def names(colour: str) -> str:
    return colour.capitalize()


def test_a_road_from_the_players_city_to_an_oracle_connects_them_and_turns_it() -> None:
    game, action = completing(named_map().city("yellow", KROTON), KROTON, PANDOSIA)
    before = game.to_json()
    effect = road_effect(game, action)
    assert game.to_json() == before  # played on a copy
    assert effect.colour == "yellow" and set(effect.reaches) == {KROTON, PANDOSIA}
    assert effect.links == effect.city_links == ((KROTON, PANDOSIA),)  # the city first
    assert effect.oracles == (OracleTurn(PANDOSIA, "yellow", None),)
    assert effect.projected == 4  # the oracle's 4 points at the end (R37)
    lines = effect_lines(effect, game, names)
    assert lines == [
        (
            t(
                "road.connects",
                a=t("road.your_city", name="Kroton"),
                b=place_words(game, PANDOSIA, names),
            ),
            "good",
        ),
        (t("road.oracle_you_unnamed"), "good"),  # named already on the line before
        (t("road.projected", delta="+4"), "good"),
    ]


def test_a_road_between_two_oracles_joins_them_but_counts_for_nothing() -> None:
    """Bob's road: oracle to oracle, no city: no oracle turns, nothing scores."""
    game, action = completing(named_map(), DELPHI, PANDOSIA)
    effect = road_effect(game, action)
    assert effect.links == ((DELPHI, PANDOSIA),) and effect.city_links == ()
    assert effect.oracles == () and effect.projected == 0
    game.apply(action)
    assert not connects_a_city(game, action.space)
    words = [text for text, _ in effect_lines(effect, game, names)]
    assert words == [
        t("road.joins", a=place_words(game, DELPHI, names), b=place_words(game, PANDOSIA, names)),
        with_rule(t("road.no_city_yet"), "R20"),
    ]


def test_a_road_leading_nowhere_yet_joins_nothing_yet() -> None:
    p = named_map().city("yellow", KROTON)
    p.path("yellow", KROTON, [0, 0])  # a tile east of Kroton, its end facing (4, 5)
    game = p.game()
    effect = road_effect(game, PlaceRoad((4, 5), (0, 3)))
    assert effect.reaches == (KROTON,) and effect.links == () and effect.projected == 0
    assert effect_lines(effect, game, names) == [(t("road.nothing_yet"), "dim")]
    game.apply(PlaceRoad((4, 5), (0, 3)))
    assert not connects_a_city(game, (4, 5))


def test_a_road_from_a_city_back_to_itself_connects_nothing() -> None:
    """(3, 5)'s ends 1 and 3 both face yellow's city wrapped round it (R20)."""
    p = named_map().city("yellow", KROTON, (3, 4), (4, 4))
    game = p.game()
    effect = road_effect(game, PlaceRoad((3, 5), (1, 3)))
    assert effect.loops and effect.links == ()
    assert effect_lines(effect, game, names)[0] == (
        with_rule(t("road.loops", a=t("road.your_city", name="Kroton")), "R20"),
        "warn",
    )


def test_a_second_road_between_the_same_places_counts_once() -> None:
    p = named_map().city("yellow", KROTON)
    p.connect("yellow", KROTON, SYBARIS)
    game, action = completing(p, KROTON, SYBARIS)  # a second road, round the first
    effect = road_effect(game, action)
    assert set(effect.reaches) == {KROTON, SYBARIS} and effect.links == ()
    assert effect_lines(effect, game, names)[0][1] == "warn"
    game.apply(action)
    assert connects_a_city(game, action.space)  # connected all the same (R20)


def test_connecting_another_players_city_to_an_oracle_turns_it_to_them() -> None:
    game, action = completing(named_map().city("orange", KROTON), KROTON, PANDOSIA)
    effect = road_effect(game, action)
    assert effect.city_links == ((KROTON, PANDOSIA),)
    assert effect.oracles == (OracleTurn(PANDOSIA, "orange", None),)
    line = effect_lines(effect, game, names)[1]
    assert line == (t("road.oracle_to_unnamed", owner="Orange"), "warn")
