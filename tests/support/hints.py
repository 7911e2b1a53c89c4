"""Helpers for hint tests: a game at its market phase, a fixed plan, waiting on the hint worker."""

from __future__ import annotations

import pygame
import pytest

from mg.dev.driver import Driver
from mg.engine import Action, Game, PlaceCity
from mg.scenes.play.scene import PlayScene
from mg.text.game_log import Phrase

WORKER_TIMEOUT = 120.0  # seconds: a bound on a broken worker, never a pace
FRAMES_TO_SHOW = 5  # frames for a ready plan to be taken in and shown


def founding_space(game: Game) -> tuple[int, int]:
    """The first space where the player to act may found a city (R21)."""
    return next(
        a.space
        for a in game.legal_actions()
        if isinstance(a, PlaceCity) and game.city_kind(a.space) == "found"
    )


def to_market_phase_with_a_city(driver: Driver) -> PlayScene:
    """A new game for two; the first player founds a city (C, click) and ends the actions
    (E): the market phase, with a sell tag on the city and cost tags on the villages."""
    driver.start_game(2)
    play = driver.top_as(PlayScene)
    found = founding_space(play.game)
    driver.key(pygame.K_c)
    driver.click_space(found)
    driver.key(pygame.K_e)
    assert play.game.phase == "market" and found in play.legal().sell
    return play


def plan_is(monkeypatch: pytest.MonkeyPatch, play: PlayScene, plan: list[Action]) -> None:
    """The hard bot's plan for the next hint is `plan` (its search, timed, is not under test
    here): asked by H as ever, taken by the advisor as ever."""
    monkeypatch.setattr(play.hints.runner, "start", lambda *args: None)
    monkeypatch.setattr(play.hints.runner, "poll", lambda: list(plan))


def wait_for_hint(driver: Driver, play: PlayScene) -> int:
    """Frames run until the hint is shown (asserted to come): the worker's answer is waited
    on (its future), then a frame or two take it in; how many frames that took."""
    steps = driver.app.frames
    future = play.hints.runner.future
    if future is not None:
        future.result(timeout=WORKER_TIMEOUT)
    driver.until(lambda: play.hints.hint is not None, FRAMES_TO_SHOW, "no hint came")
    assert play.hints.hint is not None, "no hint came"
    return driver.app.frames - steps


def heads_for(why: Phrase) -> Phrase | None:
    """The `hints.heads_for` phrase inside a hint's why, if any."""
    if why.key == "hints.heads_for":
        return why
    inner = (v for _, v in why.params if isinstance(v, Phrase))
    return next((found for v in inner if (found := heads_for(v)) is not None), None)
