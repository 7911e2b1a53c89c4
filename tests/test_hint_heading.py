"""A road hint that connects nothing yet says where the road heads : the
nearest place its open end could still connect to the player's city, and how many more road
tiles reach it over empty land — as data (a `Phrase`), worded where it is shown."""

from __future__ import annotations

from mg.engine import Game, PlaceRoad, Space
from mg.text.game_log import Phrase, phrase
from mg.text.hints import reason
from mg.text.narrate import place_phrase
from tests.support.builders import Position
from tests.support.hints import heads_for

CITY: Space = (3, 5)
EAST = PlaceRoad((4, 5), (0, 3))  # from the city (end 3) on to the east (end 0): (5, 5)


def road_hint(game: Game, action: PlaceRoad) -> Phrase:
    """The why of a hint for `action` (asserted legal)."""
    assert game.why_illegal(action) is None
    return reason(game, action)


def test_a_road_from_the_city_heads_for_the_nearest_place_still_to_connect() -> None:
    game = Position().city("yellow", CITY).village((7, 5), (8, 1)).game()
    why = road_hint(game, EAST)
    assert why.key == "hints.why"
    said = heads_for(why)
    # a tile on (5, 5), one on (6, 5), and the road reaches the village on (7, 5)
    assert said == phrase("hints.heads_for", place=place_phrase(game, (7, 5)), count=2)


def test_the_count_goes_round_the_sea_and_skips_places_connected_already() -> None:
    p = Position().city("yellow", CITY).village((7, 5), (4, 7))
    p.sea = [(6, 5), (6, 4)]  # the straight way east is sea: round it
    p.path("yellow", CITY, [5, 0, 5])  # (3, 6) - (4, 6) - the village (4, 7)
    game = p.game()
    assert (4, 7) in game.connections(CITY)  # two tiles from (5, 5), but connected already
    said = heads_for(road_hint(game, EAST))
    # (5, 5), (5, 6), (6, 6): the road reaches the village on (7, 5)
    assert said == phrase("hints.heads_for", place=place_phrase(game, (7, 5)), count=3)


def test_a_road_from_a_place_heads_for_the_players_city() -> None:
    p = Position().city("yellow", (8, 5)).village(CITY)
    p.road("yellow", (2, 5), (0, 3))  # an own road ends at the village: a road may start there
    game = p.game()
    said = heads_for(road_hint(game, EAST))  # from the village east, towards the city
    assert said is not None and dict(said.params)["count"] == 3  # (5, 5), (6, 5), (7, 5)
    assert dict(said.params)["place"] == phrase("hints.your_city_unnamed")


def test_a_road_that_connects_already_gives_that_reason_instead() -> None:
    game = Position().city("yellow", CITY).village((5, 5)).game()
    why = road_hint(game, EAST)  # joins the city and the village at once
    assert heads_for(why) is None and why.key == "hints.why"
