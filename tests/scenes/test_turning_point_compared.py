"""A turning point shows the best plan's whole turn beside the turn as played and says what
differs (not the plan's first move, which the player may have made): on the statistics
screen, opened from the score table with the mouse, a turn that stopped early shows the
placement the plan went on to make, marked as the plan's alone; ‹ › and Left / Right go
from one turning point to the next."""

from __future__ import annotations

import pygame
import pytest

from mg.ai.analysis import Analysis, Verdict, turns_of
from mg.dev.driver import Driver
from mg.engine import Action, Game, PlaceCity, PlaceRoad
from mg.scenes.scoring.scene import ScoringScene
from mg.scenes.stats.scene import StatisticsScene
from mg.store.seats import Seat
from mg.store.session import Session
from mg.text.analysis_words import to_do, told
from mg.text.game_log import Items, phrase
from tests.support.finished_games import random_game
from tests.support.screen_text import texts_drawn

PLACING = (PlaceRoad, PlaceCity)


def legal_in_turn(game: Game, actions: tuple[Action, ...]) -> bool:
    """Whether `actions` can all be played in turn from `game` (a copy is played)."""
    g = game.copy()
    for action in actions:
        if g.why_illegal(action) is not None:
            return False
        g.apply(action)
    return True


def stopped_early(game: Game, seed: int) -> Verdict | None:
    """A verdict on a turn of `game` whose best plan is the turn as played with one more
    placement before its actions end (the turn "stopped early"); None when none fits."""
    for turn in turns_of(game)[seed:]:
        start = game.record_prefix(turn.step)
        ends = next(k for k, a in enumerate(turn.actions) if not isinstance(a, PLACING))
        placed, rest = turn.actions[:ends], turn.actions[ends:]
        if not placed:
            continue
        g = start.copy()
        for action in placed:
            g.apply(action)
        extra = next((a for a in g.legal_actions() if isinstance(a, PLACING)), None)
        if extra is None:
            continue
        plan: tuple[Action, ...] = (*placed, extra, *rest)
        if legal_in_turn(g, (extra, *rest)):
            return Verdict(
                turn.step, turn.round, turn.colour, 0, 0, 3, (0, 0, 0), plan, turn.actions
            )
    return None


def analysed_table(driver: Driver) -> tuple[Game, Analysis]:
    """A finished game with two turning points that stopped early, resumed: its table."""
    game = random_game(4, 2, rounds=8)
    first = stopped_early(game, 0)
    assert first is not None
    later = [t.step for t in turns_of(game)].index(first.step) + 1
    second = stopped_early(game, later)
    assert second is not None
    analysis = Analysis(str(game.record()["digest"]), "hard", 0.01, (first, second))
    session = Session(game, [Seat("Cleo", "yellow"), Seat("Dan", "orange")])
    session.analysis = analysis
    assert driver.app.flow.resume(session) is None
    driver.frames(2)
    driver.top_as(ScoringScene)
    return game, analysis


def test_a_turn_that_stopped_early_shows_what_the_plan_went_on_to_do(
    driver: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    game, analysis = analysed_table(driver)
    driver.press("stats")
    scene = driver.top_as(StatisticsScene)
    point = analysis.turning_points()[0]
    compared = scene.compared()
    assert compared is not None and point.played and len(point.plan) == len(point.played) + 1
    start = game.record_prefix(point.step)
    extra = next(a for a in point.plan if a not in point.played)
    extra_said = next(p for a, p in told(start, point.plan) if a == extra)
    shown = [p for _, p in told(start, point.played)]
    assert compared.played == tuple(shown)  # the whole turn as played …
    assert compared.best == (*map(to_do, shown), to_do(extra_said))  # … beside the plan's
    assert compared.played_only == frozenset()
    assert compared.best_only == frozenset({len(shown)})  # the one move the turn lacked
    assert compared.differs == phrase("analysis.also", more=Items((to_do(extra_said),)))
    assert dict(compared.head.params)["loss"] == 3
    scene.cache = None
    words = scene.wording()
    drawn = texts_drawn(driver, monkeypatch)
    assert words.text(compared.head) in drawn
    assert all(words.text(p) in drawn for p in compared.best)
    differs = words.text(compared.differs)
    assert differs[1:] in " ".join(drawn)  # what differs, its lines wrapped (a capital first)
    driver.press("point_next")  # ‹ › go from one turning point to the other
    assert scene.chosen == 1
    second = scene.compared()
    assert second is not None and second.head != compared.head
    driver.key(pygame.K_LEFT)
    assert scene.chosen == 0 and scene.compared() == compared
