"""Match: the one owner of a game in progress. Its log follows the engine's undo by
construction, every change is autosaved, and a refusal changes nothing (R39, R40)."""

from __future__ import annotations

import random

import pytest

from mg.engine import EndTurn, Game, PlaceCity, PlaceOracle, PlaceRoad
from mg.match import Match, Snapshot, sounds_for
from mg.store.seats import Seat
from mg.store.session import Session
from mg.text.game_log import Entry

SEATS = [Seat("Ann", "yellow"), Seat("Bo", "red", "hard"), Seat("Cy", "orange")]


class Saver:
    """A fake autosave: records what it was given; fails while `problem` is set."""

    def __init__(self) -> None:
        self.saved: list[Session] = []
        self.problem: str | None = None

    def __call__(self, session: Session) -> str | None:
        self.saved.append(session)
        return self.problem


def new_match(seed: int = 3, players: tuple[str, ...] = ("yellow", "red")) -> tuple[Match, Saver]:
    saver = Saver()
    return Match(Game.new(list(players), seed=seed), SEATS, saver=saver), saver


def through_setup(match: Match) -> None:
    while match.game.phase == "oracles":
        assert match.apply(match.game.legal_actions()[0]).applied


def test_the_seats_are_exactly_the_players_in_order() -> None:
    match, _ = new_match(players=("red", "yellow"))
    assert [s.colour for s in match.seats] == ["red", "yellow"]
    assert match.seat_name("red") == "Bo" and match.bot_level("red") == "hard"
    assert match.bot_level("yellow") is None


def test_a_refusal_changes_nothing_and_says_the_rule() -> None:
    match, saver = new_match()
    through_setup(match)
    before, log = match.game.copy(), list(match.log)
    saves = len(saver.saved)
    road_on_sea = PlaceRoad((0, 0), (0, 3))
    outcome = match.apply(road_on_sea)
    assert not outcome.applied and outcome.reason is not None and outcome.reason[0] == "R"
    assert outcome.sounds == ("refuse",)
    assert match.game == before and match.log == log and len(saver.saved) == saves


def test_an_action_is_logged_saved_and_told() -> None:
    match, saver = new_match()
    through_setup(match)
    city = next(a for a in match.game.legal_actions() if isinstance(a, PlaceCity))
    outcome = match.apply(city)
    assert outcome.applied and outcome.moved == city.space
    assert outcome.entries and outcome.entries[0].kind == "action"
    said = outcome.entries[0].said
    assert not isinstance(said, str) and said.key == "log.city_founded"
    assert match.log[-len(outcome.entries):] == list(outcome.entries)
    assert "found" in outcome.sounds or "place" in outcome.sounds
    assert saver.saved[-1].game == match.game and saver.saved[-1].log == match.log
    assert len(match.marks) == len(match.game.turn_actions) == 1


def test_undo_takes_back_exactly_the_lines_of_its_action() -> None:
    match, saver = new_match()
    through_setup(match)
    start = list(match.log)
    first = next(a for a in match.game.legal_actions() if isinstance(a, PlaceCity))
    match.apply(first)
    after_first = list(match.log)
    second = next(a for a in match.game.legal_actions() if not isinstance(a, EndTurn))
    match.apply(second)
    outcome = match.undo()
    assert outcome.applied and outcome.undone and match.log == after_first
    assert saver.saved[-1].log == after_first
    match.undo()
    assert match.log == start and match.marks == []
    refused = match.undo()
    assert not refused.applied and refused.reason is not None
    assert refused.reason.startswith("R40")


def replay_log(game: Game, history: list[object]) -> list[Entry]:
    """The log a fresh match writes for the same actions (no undo at all)."""
    fresh = Match(game, SEATS, saver=Saver())
    for action in history:
        assert fresh.apply(action).applied
    return fresh.log


@pytest.mark.parametrize("seed", range(6))
def test_the_log_follows_undo_by_construction(seed: int) -> None:
    """Random actions and undos: the log always equals the log of the surviving actions,
    and there is one undo mark per undoable action of the turn."""
    rng = random.Random(seed)
    players = ("yellow", "red", "orange")[: 2 + seed % 2]
    match, _ = new_match(seed, players)
    start = match.game.copy()
    history: list[object] = []
    for _ in range(160):
        if match.game.phase == "over":
            break
        if match.game.can_undo() and rng.random() < 0.3:
            match.undo()
            history.pop()
        else:
            action = rng.choice(match.game.legal_actions())
            match.apply(action)
            history.append(action)
        assert len(match.marks) == len(match.game.turn_actions)
    assert match.log == replay_log(start, history)


def test_saving_that_fails_is_told_once_and_the_game_goes_on() -> None:
    match, saver = new_match()
    saver.problem = "the disk is full"
    first = match.apply(match.game.legal_actions()[0])
    second = match.apply(match.game.legal_actions()[0])
    assert first.applied and first.save_failed == "the disk is full"
    assert second.applied and second.save_failed == ""  # told once
    assert match.autosave_off == "the disk is full"
    saver.problem = None
    back = match.apply(match.game.legal_actions()[0])
    assert match.autosave_off == ""
    assert back.save_resumed == "the disk is full"  # told when it works again (issue 21.1)
    assert match.apply(match.game.legal_actions()[0]).save_resumed == ""  # once


def test_a_session_round_trip_keeps_the_undo_of_the_turn() -> None:
    match, _ = new_match()
    through_setup(match)
    match.apply(next(a for a in match.game.legal_actions() if isinstance(a, PlaceCity)))
    again = Match.from_session(match.session(), saver=Saver())
    assert again.game == match.game and again.log == match.log and again.marks == match.marks
    length = len(again.log)
    assert again.undo().applied and len(again.log) < length


def test_marks_that_do_not_fit_the_turn_are_dropped() -> None:
    """A save whose marks do not match the turn's actions keeps its log whole."""
    match, _ = new_match()
    through_setup(match)
    match.apply(next(a for a in match.game.legal_actions() if isinstance(a, PlaceCity)))
    session = match.session()
    again = Match(session.game, session.seats, session.log, [0, 1, 2], saver=Saver())
    assert again.marks == []
    log = list(again.log)
    assert again.undo().applied and again.log == log  # undone, nothing of the log lost


def test_the_sounds_of_a_step() -> None:
    match, _ = new_match()
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
