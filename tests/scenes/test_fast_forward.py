"""In a game with computer players, Space or a click on the board fast-forwards
their turns (no pace, no animations, no hand-over banners) until a human must act; a small
note says so. Counted in frames of 1/60 s; the bots plan in-process the frame they are
asked (tests/support/bots.py), so no frame waits on a worker."""

from __future__ import annotations

import pygame
import pytest

from mg.dev.driver import Driver
from mg.scenes.overlays.banner import BANNER_SECONDS
from mg.scenes.play.scene import PlayScene
from mg.text.i18n import t
from tests.support.bot_game import human_and_three_bots
from tests.support.screen_text import run_until, texts_drawn

HAND_OVER = round(BANNER_SECONDS * 60)  # frames the human's own "your turn" banner stays


def human_can_act(d: Driver, play: PlayScene) -> bool:
    return d.top is play and play.bot_level() is None and play.game.phase == "actions"


def hand_over_to_the_bots(d: Driver, play: PlayScene) -> None:
    """The human ends turns until computer players follow (the order changes by round)."""
    for _ in range(4):
        run_until(d, lambda: human_can_act(d, play))
        d.key(pygame.K_e)  # end actions
        d.key(pygame.K_e)  # end turn
        if play.bot_level() is not None:
            return
    raise AssertionError("no computer player followed the human")


def wait_for_the_human(d: Driver, play: PlayScene) -> tuple[int, int]:
    """Frames until the human can act (planning left out), and of them, frames a banner
    covered the board."""
    frames = banners = 0
    for _ in range(20_000):
        if human_can_act(d, play):
            return frames, banners
        planning = d.top is play and play.table.thinking()
        d.frames(1)
        frames += not planning
        banners += d.top_name == "banner"
    raise AssertionError("the human never got the turn back")


def test_space_fast_forwards_the_bots_until_the_human_must_act(
    driver: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    play = human_and_three_bots(driver)
    hand_over_to_the_bots(driver, play)
    assert t("play.fast_forward") in texts_drawn(driver, monkeypatch)  # the offer is shown
    driver.key(pygame.K_SPACE)  # (it also sends the bot's hand-over banner away)
    frames, banners = wait_for_the_human(driver, play)
    assert banners <= HAND_OVER + 2, "only the human's own banner is shown"
    assert frames <= HAND_OVER + 60, f"{frames} frames of waiting: not fast-forwarded"
    hand_over_to_the_bots(driver, play)  # a human acted: the next bots go at their pace
    assert driver.top_name == "banner"
    assert t("play.fast_forward") in texts_drawn(driver, monkeypatch)


def test_the_note_says_the_bots_are_fast_forwarded(
    driver: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    play = human_and_three_bots(driver)
    hand_over_to_the_bots(driver, play)
    driver.key(pygame.K_SPACE)
    assert play.bot_level() is not None
    assert t("play.fast_forwarding") in texts_drawn(driver, monkeypatch)


def test_a_click_on_the_board_fast_forwards_too(driver: Driver) -> None:
    play = human_and_three_bots(driver)
    hand_over_to_the_bots(driver, play)
    driver.key(pygame.K_ESCAPE)  # the banner goes, Esc pauses...
    driver.key(pygame.K_ESCAPE)  # ...and resumes
    run_until(driver, lambda: driver.top is play)
    driver.click_space(play.game.board.spaces[len(play.game.board.spaces) // 2])
    frames, _ = wait_for_the_human(driver, play)
    assert frames <= HAND_OVER + 60, f"{frames} frames of waiting: not fast-forwarded"


def test_without_fast_forward_the_bots_play_at_a_readable_pace(driver: Driver) -> None:
    play = human_and_three_bots(driver)
    hand_over_to_the_bots(driver, play)
    frames, banners = wait_for_the_human(driver, play)
    assert banners > HAND_OVER + 2  # each computer player's turn is announced
    assert frames > HAND_OVER + 60
