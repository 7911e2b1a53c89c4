"""Hints in the real play scene: the Hint button and H show the hard bot's next move off the
main thread, never play it, vanish when the position changes, and a setting hides them."""

from __future__ import annotations

import pygame
import pytest

from mg.ai.hint_budget import HINT_SHARE, WORKER_START
from mg.dev.driver import Driver
from mg.scenes.play.scene import PlayScene
from mg.store.settings import load_settings
from tests.support.bots import HeldExecutor, plan_with
from tests.support.hints import wait_for_hint


@pytest.mark.every_frame  # frames drawn are counted
def test_a_hint_is_legal_comes_off_the_main_thread_and_never_plays(driver: Driver) -> None:
    driver.start_game(2)
    play = driver.top_as(PlayScene)
    before, log_length = play.game.to_json(), len(play.match.log)
    executor = HeldExecutor()  # the hint's planning takes as long as the test says
    plan_with(driver.app, executor)
    driver.press("hint")
    assert play.hints.thinking and play.hints.hint is None  # not worked out in the click
    frames, draws = driver.app.frames, driver.app.draws
    driver.frames(30)
    # the loop kept stepping and drawing while the bot thought (counted, never timed)
    assert play.hints.thinking and play.hints.hint is None
    assert driver.app.draws - draws == driver.app.frames - frames == 30
    assert executor.release() == 1
    wait_for_hint(driver, play)
    hint = play.hints.hint
    assert hint is not None and play.game.why_illegal(hint.action) is None
    driver.frames(30)
    assert play.game.to_json() == before  # shown, never played
    assert len(play.match.log) == log_length + 1
    recorded = play.match.log[-1]
    assert recorded.kind == "hint" and recorded.said == hint.why
    assert recorded.colour == play.game.current and recorded.round == play.game.round


def test_the_h_key_asks_and_a_new_position_forgets_the_hint(driver: Driver) -> None:
    driver.app.ctx.settings.ask_idle_end = False  # passes at once (see test_idle_end)
    driver.start_game(2)
    play = driver.top_as(PlayScene)
    driver.key(pygame.K_h)
    wait_for_hint(driver, play)
    driver.press("end_actions")  # the position changes: the hint no longer applies
    assert play.game.phase == "market"
    assert play.hints.hint is None and not play.hints.thinking
    driver.key(pygame.K_h)  # the market phase has hints too
    wait_for_hint(driver, play)
    hint = play.hints.hint
    assert hint is not None and play.game.why_illegal(hint.action) is None
    driver.key(pygame.K_h)  # asked again while shown: hidden
    assert play.hints.hint is None


def test_the_setting_turns_hints_off_and_is_kept(driver: Driver) -> None:
    driver.press("settings")
    driver.press("hints")
    driver.press("done")
    assert load_settings()[0].hints is False
    driver.start_game(2)
    play = driver.top_as(PlayScene)
    assert "hint" not in play.buttons
    driver.key(pygame.K_h)
    driver.frames(5)
    assert not play.hints.thinking and play.hints.hint is None
    driver.key(pygame.K_ESCAPE)  # on again from the pause menu's settings
    driver.press("settings")
    driver.press("hints")
    driver.press("done")
    driver.press("resume")
    assert driver.top_as(PlayScene) is play and play.buttons["hint"].visible


def test_the_board_stays_playable_while_a_hint_is_worked_out(driver: Driver) -> None:
    driver.app.ctx.settings.ask_idle_end = False  # passes at once (see test_idle_end)
    driver.start_game(2)
    play = driver.top_as(PlayScene)
    driver.key(pygame.K_h)
    assert play.hints.thinking
    driver.press("end_actions")  # played at once, the hint still being worked out
    assert play.game.phase == "market"
    assert not play.hints.thinking and play.hints.hint is None  # the old question is dropped
    log_length = len(play.match.log)
    driver.frames(200)
    assert play.hints.hint is None and len(play.match.log) == log_length  # nothing stale


def budgets_asked(
    driver: Driver, monkeypatch: pytest.MonkeyPatch, ready: list[bool]
) -> list[float]:
    """The thinking time each press of H asks of the bots' worker, the worker running or
    not at each ask as `ready` says (nothing comes back: each press asks again)."""
    driver.start_game(2)
    play = driver.top_as(PlayScene)
    asked: list[float] = []
    monkeypatch.setattr(play.hints.runner, "start", lambda *args: asked.append(args[-1]))
    monkeypatch.setattr(driver.app.ctx.bots, "ready", lambda: ready.pop(0))
    for _ in range(len(ready)):
        driver.key(pygame.K_h)
    return asked


def test_a_hint_thinks_less_than_a_computer_player_so_it_shows_within_that_time(
    driver: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked = budgets_asked(driver, monkeypatch, [True])
    think = driver.app.ctx.options.think
    # the worker's round trip and the frame that shows it fit in what the search leaves
    assert asked and 0.8 * think <= asked[0] < think


def test_the_hint_that_also_starts_the_worker_thinks_that_much_less(
    driver: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    first, then = budgets_asked(driver, monkeypatch, [False, True])
    assert then == HINT_SHARE * driver.app.ctx.options.think
    # the start's allowance taken off, but never more than half of the hint's time
    assert then / 2 <= first < then and then - first <= WORKER_START + 1e-9
