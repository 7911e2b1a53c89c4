"""The replay viewer marks an analysed game's turning points: each on the
slider, with its player's emblem, a click on it and the T key going to its turn's start (the
status line saying what the turn missed), and its line in the viewer's log once its turn is
over; T before any analysis, or with no turning point, says so."""

from __future__ import annotations

import pygame

from mg.ai.analysis import Analysis, Verdict, turns_of
from mg.dev.driver import Driver
from mg.scenes.replay.scene import ReplayScene
from mg.store.seats import Seat
from mg.store.session import Session
from mg.text.analysis_words import turning_point_phrase
from mg.text.i18n import t
from tests.support.finished_games import random_game

SEATS = [Seat("Cleo", "yellow"), Seat("Dan", "orange")]


def analysed_replay(driver: Driver) -> tuple[ReplayScene, list[int], dict[int, int]]:
    """A finished game with a hand-made analysis (two turns of each player fell far behind
    the best plan), watched again from its score table: the viewer, the turning points'
    turn starts, and each one's turn end."""
    game = random_game(5, 2, rounds=8)
    turns = turns_of(game)
    bad = [turns[2], turns[3], turns[8], turns[9]]
    verdicts = tuple(
        Verdict(
            turn.step,
            turn.round,
            turn.colour,
            0.0,
            0.0 if turn in bad else 5.0,
            5.0,
            (0, 0, 0),
            (),
        )
        for turn in turns
    )
    analysis = Analysis(str(game.record()["digest"]), "hard", 0.01, verdicts)
    assert driver.app.flow.resume(Session(game, list(SEATS), analysis=analysis)) is None
    driver.frames(2)
    driver.key(pygame.K_w)  # the score table's "Watch the game again"
    scene = driver.top_as(ReplayScene)
    ends = {turn.step: turn.step + len(turn.actions) for turn in bad}
    return scene, [turn.step for turn in bad], ends


def test_turning_points_are_marked_on_the_slider_and_reached_by_click_and_key(
    driver: Driver,
) -> None:
    scene, starts, _ = analysed_replay(driver)
    marks = scene.bar.turning_marks()
    assert [step for step, _, _ in marks] == starts
    assert {colour for _, colour, _ in marks} == {"yellow", "orange"}  # both players' emblems
    step, _, rect = marks[1]
    driver.click(rect.center)
    assert scene.moment == step  # exactly its turn's start
    driver.key(pygame.K_t)
    assert scene.moment == starts[2]
    driver.key(pygame.K_t)
    driver.key(pygame.K_t)  # after the last, the first again
    assert scene.moment == starts[0]


def test_a_turning_point_is_told_in_the_log_once_its_turn_is_over(driver: Driver) -> None:
    scene, starts, ends = analysed_replay(driver)
    first = starts[0]
    scene.go(first)
    assert not [e for e in scene.log.story(scene.moment) if e.kind == "analysis"]
    scene.go(ends[first])
    told = [e for e in scene.log.story(scene.moment) if e.kind == "analysis"]
    assert [e.step for e in told] == [first]
    driver.frames(1)  # and it is drawn (worded) without a fault
    assert driver.top is scene


def test_t_before_any_analysis_says_there_is_none_yet(driver: Driver) -> None:
    game = random_game(5, 2, rounds=8)
    assert driver.app.flow.resume(Session(game, list(SEATS))) is None
    driver.frames(2)
    driver.key(pygame.K_w)  # the score table's "Watch the game again"
    scene = driver.top_as(ReplayScene)
    scene.go(10)
    driver.key(pygame.K_t)
    assert scene.moment == 10 and scene.status == t("replay.no_analysis")  # not silence


def test_t_after_an_analysis_without_turning_points_says_so(driver: Driver) -> None:
    game = random_game(5, 2, rounds=8)
    even = tuple(  # every turn as good as the best plan
        Verdict(turn.step, turn.round, turn.colour, 0.0, 5.0, 5.0, (0, 0, 0), ())
        for turn in turns_of(game)
    )
    analysis = Analysis(str(game.record()["digest"]), "hard", 0.01, even)
    assert driver.app.flow.resume(Session(game, list(SEATS), analysis=analysis)) is None
    driver.frames(2)
    driver.key(pygame.K_w)
    scene = driver.top_as(ReplayScene)
    scene.go(10)
    driver.key(pygame.K_t)
    assert scene.moment == 10 and scene.status == t("replay.no_turning_points")


def test_t_says_what_the_turning_point_missed(driver: Driver) -> None:
    scene, starts, _ = analysed_replay(driver)
    driver.key(pygame.K_t)
    point = scene.bar.turning_points[0]
    assert scene.moment == starts[0] == point.step
    said = turning_point_phrase(point, scene.timeline.game_at(point.step))
    assert scene.status == scene.source.wording().text(said)
