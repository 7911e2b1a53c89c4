"""Sentences that read well aloud, through real clicks (the constructions that did not): a
road from another player's city names the place first and its owner last, so a seat's name
such as "Bot – hard" never runs into the words after it, in every language; the tooltip of
a city says its place, then its owner ("Kroton, city of Yellow (you)", not "City of Yellow
(you) (Kroton)"); the previous turn's summary names places by their name alone (never
"road their city at Sybaris–Siris")."""

from __future__ import annotations

import pygame
import pytest

from mg.dev.driver import Driver
from mg.engine import PlaceRoad
from mg.scenes.play.scene import PlayScene
from mg.store.seats import Seat
from mg.store.session import Session
from mg.text import i18n
from mg.text.game_log import Items, Phrase, PlaceRef, SeatRef, phrase
from mg.text.narrate import place_name
from tests.support.lessons import FOUNDED, open_lesson
from tests.support.narration_positions import NamedPosition
from tests.support.roads import lay_road

pytestmark = pytest.mark.usefixtures("english_after")
KROTON, SYBARIS = (2, 5), (4, 5)
EAST_WEST = (0, 3)


def test_a_road_from_a_bots_city_ends_with_the_bots_name_in_every_language(
    driver: Driver,
) -> None:
    game = NamedPosition().named(KROTON, "Kroton").city("orange", KROTON).game(current="yellow")
    seats = [Seat("Ann", "yellow"), Seat(None, "orange", "hard")]  # orange: "Bot – hard"
    assert driver.app.flow.resume(Session(game, seats)) is None
    driver.frames(2)
    play = driver.top_as(PlayScene)
    lay_road(driver, play, PlaceRoad((3, 5), EAST_WEST))
    entry = play.match.log[-1]
    assert isinstance(entry.said, Phrase) and entry.said.key == "log.road_from"
    city = phrase("log.place.city", owner=SeatRef("orange"), name=PlaceRef(KROTON))
    assert dict(entry.said.params)["a"] == city
    for language in i18n.LANGUAGES:
        i18n.set_language(language)
        line = play.match.wording().entry(entry)
        assert line.endswith(play.match.seat_name("orange")), line  # nothing after the name
        assert line.index("Kroton") < line.index(play.match.seat_name("orange")), line


def test_a_citys_tooltip_names_the_place_then_its_owner(driver: Driver) -> None:
    scene = open_lesson(driver, "road")
    owner = scene.match.seat_name(scene.game.cities()[FOUNDED])  # "Yellow (you)"
    driver.move(driver.space_point(FOUNDED))
    driver.frames(30)  # the mouse rests: the tooltip
    first = scene.hover_lines()[0][0]
    name = place_name(scene.game, FOUNDED)
    assert name is not None and first.startswith(name) and first.endswith(owner), first
    assert first.count("(") == owner.count("(")  # no "(you) (Kroton)"


def test_the_previous_turn_names_places_by_their_name_alone(driver: Driver) -> None:
    p = NamedPosition().named(KROTON, "Kroton").named(SYBARIS, "Sybaris")
    game = p.city("yellow", KROTON).game(current="yellow")
    seats = [Seat("Ann", "yellow"), Seat("Bo", "orange")]
    assert driver.app.flow.resume(Session(game, seats)) is None
    driver.frames(2)
    play = driver.top_as(PlayScene)
    lay_road(driver, play, PlaceRoad((3, 5), EAST_WEST))  # Kroton's city to Sybaris
    driver.key(pygame.K_e)  # end the actions
    driver.key(pygame.K_e)  # end the turn: Bo's, after the hand-over banner
    driver.until(lambda: driver.top is play and play.game.current == "orange", 600)
    said = play.previous_turn
    assert said is not None and said.key == "summary.turn"
    road = phrase("summary.road_joining", a=PlaceRef(SYBARIS), b=PlaceRef(KROTON))
    assert dict(said.params)["actions"] == Items((road,))
