"""Match: the one owner of a game in progress. Its log follows the engine's undo by
construction, every change is autosaved, and a refusal changes nothing (R39, R40). What it
hands the screen, the `Outcome`, is data only: keyword fields, no words, no sounds."""

from __future__ import annotations

import random
import typing
from dataclasses import fields

import pytest

from mg import match as match_module
from mg.engine import Action, CityFounded, EndTurn, Game, PlaceCity, PlaceRoad, Problem
from mg.match import Match, Outcome
from mg.store.seats import Seat
from mg.store.session import Session
from mg.text.game_log import Entry
from tests.support.narration_positions import merge_position

MERGE_SEATS = [Seat("Alice", "yellow"), Seat("Bob", "orange")]
FULL = Problem("disk_full", "the disk is full")

SEATS = [Seat("Ann", "yellow"), Seat("Bo", "red", "hard"), Seat("Cy", "orange")]


class Saver:
    """A fake autosave: records what it was given; fails while `problem` is set."""

    def __init__(self) -> None:
        self.saved: list[Session] = []
        self.problem: Problem | None = None

    def __call__(self, session: Session) -> Problem | None:
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
    assert not outcome.applied and outcome.refusal == match.game.refusal(road_on_sea)
    assert outcome.refusal is not None and outcome.refusal.rule.startswith("R")
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
    assert match.log[-len(outcome.entries) :] == list(outcome.entries)
    assert outcome.effects[0] == CityFounded(city.space, "yellow")  # as the engine says
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
    assert not refused.applied and refused.refusal is not None
    assert refused.refusal.rule == "R40"


def replay_log(game: Game, history: list[Action]) -> list[Entry]:
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
    history: list[Action] = []
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
    saver.problem = FULL
    first = match.apply(match.game.legal_actions()[0])
    second = match.apply(match.game.legal_actions()[0])
    assert first.applied and first.save_failed is FULL
    assert second.applied and second.save_failed is None  # told once
    assert match.autosave_off is FULL and match.save() is None  # still off: not told again
    saver.problem = None
    back = match.apply(match.game.legal_actions()[0])
    assert match.autosave_off is None
    assert back.save_resumed is FULL  # told when it works again
    assert match.apply(match.game.legal_actions()[0]).save_resumed is None  # once


def test_an_outcome_is_data_given_by_keyword_only() -> None:
    """No worded reason or headline, no sound names: what changed, for the scene to word
    and sound."""
    with pytest.raises(TypeError):
        Outcome(True)  # type: ignore[call-arg]
    names = {f.name for f in fields(Outcome)}
    assert not names & {"reason", "sounds"} and {"refusal", "headline"} <= names
    hints = typing.get_type_hints(Outcome, vars(match_module))

    def holds_text(hint: object) -> bool:
        return hint is str or any(holds_text(arg) for arg in typing.get_args(hint))

    assert [name for name, hint in hints.items() if holds_text(hint)] == []


def test_a_merge_headline_is_the_log_entry_it_tells() -> None:
    """The status line's headline is the merge's own log entry (R26), not words."""
    match = Match(merge_position().game(), MERGE_SEATS, saver=Saver())
    outcome = match.apply(PlaceCity((3, 5)))
    assert outcome.headline is not None and outcome.headline == outcome.entries[-1]
    assert outcome.headline.kind == "merge" and outcome.headline.rule == "R26"
    assert (
        match.apply(
            next(a for a in match.game.legal_actions() if not isinstance(a, EndTurn))
        ).headline
        is None
    )


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
