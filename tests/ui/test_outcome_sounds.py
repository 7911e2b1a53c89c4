"""Sounds are chosen where sound is played (mg/ui/audio.py), from what an `Outcome` says
changed: a refusal buzzes, an undo is silent, a founding with its free market (R21) sounds
"found", a road "place"; taking away is silent. They are made from the engine's effects."""

from __future__ import annotations

from mg.engine import (
    CityExtended,
    CityFounded,
    Game,
    MarketBuilt,
    MarketReturned,
    MarketSold,
    OracleTurned,
    PlaceCity,
    PlaceOracle,
    PlaceRoad,
    RoadLaid,
    ScoreChanged,
    TilesDrawn,
)
from mg.match import Match
from mg.store.seats import Seat
from mg.ui.audio import outcome_sounds, sounds_for

SEATS = [Seat("Ann", "yellow"), Seat("Bo", "red")]


def new_match() -> Match:
    return Match(Game.new(["yellow", "red"], seed=3), SEATS, saver=lambda session: None)


def through_setup(match: Match) -> None:
    while match.game.phase == "oracles":
        assert match.apply(match.game.legal_actions()[0]).applied


def test_the_sounds_of_a_step() -> None:
    match = new_match()
    oracle = next(a for a in match.game.legal_actions() if isinstance(a, PlaceOracle))
    assert sounds_for(match.apply(oracle).effects) == ()
    through_setup(match)
    match.apply(next(a for a in match.game.legal_actions() if isinstance(a, PlaceCity)))
    road = next(a for a in match.game.legal_actions() if isinstance(a, PlaceRoad))
    assert sounds_for(match.apply(road).effects) == ("place",)


def test_each_effect_sounds_once_in_order() -> None:
    """A city laid with its free market is "found" (R31); a market built, sold; an oracle
    turning (R35); what is only taken away or counted is silent."""
    kroton, sybaris = (3, 5), (6, 2)
    assert sounds_for([CityFounded(kroton, "red"), MarketBuilt(kroton, "red", 0)]) == ("found",)
    assert sounds_for([CityExtended(kroton, "red", kroton)]) == ("place",)
    assert sounds_for([MarketBuilt(sybaris, "red", 2), ScoreChanged("red", 5, 3)]) == ("market",)
    assert sounds_for([MarketSold(sybaris, "red", 3)]) == ("coin",)
    turned = OracleTurned(sybaris, kroton, "red", None)
    assert sounds_for([RoadLaid(kroton, "red", (0, 3), 0), turned, turned]) == ("place", "oracle")
    assert sounds_for([MarketReturned(kroton, "red"), TilesDrawn("red", 2, 1)]) == ()


def test_an_outcome_sounds_like_what_it_changed() -> None:
    match = new_match()
    through_setup(match)
    city = next(a for a in match.game.legal_actions() if isinstance(a, PlaceCity))
    founded = match.apply(city)
    assert MarketBuilt(city.space, "yellow", 0) in founded.effects  # R21: the free market
    assert outcome_sounds(founded) == ("found",)
    assert outcome_sounds(match.apply(PlaceRoad((0, 0), (0, 3)))) == ("refuse",)  # on the sea
    undone = match.undo()
    assert undone.applied and undone.undone and outcome_sounds(undone) == ()
