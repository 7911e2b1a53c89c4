"""Sounds are chosen where sound is played (mg/ui/audio.py), from what an `Outcome` says
changed: a refusal buzzes, an undo is silent, a founding with its free market (R21) sounds
"found", a road "place"; taking away is silent."""

from __future__ import annotations

from mg.engine import Game, PlaceCity, PlaceOracle, PlaceRoad
from mg.match import Match, Snapshot
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
    before = Snapshot.take(match.game)
    oracle = next(a for a in match.game.legal_actions() if isinstance(a, PlaceOracle))
    match.apply(oracle)
    assert sounds_for(before, Snapshot.take(match.game)) == ()
    through_setup(match)
    match.apply(next(a for a in match.game.legal_actions() if isinstance(a, PlaceCity)))
    before = Snapshot.take(match.game)
    road = next(a for a in match.game.legal_actions() if isinstance(a, PlaceRoad))
    match.apply(road)
    assert sounds_for(before, Snapshot.take(match.game)) == ("place",)
    assert sounds_for(Snapshot.take(match.game), before) == ()  # taking away is silent


def test_an_outcome_sounds_like_what_it_changed() -> None:
    match = new_match()
    through_setup(match)
    city = next(a for a in match.game.legal_actions() if isinstance(a, PlaceCity))
    founded = match.apply(city)
    assert founded.after is not None and any(  # R21: the founder's free market
        space == city.space for space, _colour in founded.after.markets
    )
    assert outcome_sounds(founded) == ("found",)
    assert outcome_sounds(match.apply(PlaceRoad((0, 0), (0, 3)))) == ("refuse",)  # on the sea
    undone = match.undo()
    assert undone.applied and undone.undone and outcome_sounds(undone) == ()
