"""One running game writes the autosave: Continue says so when another running instance is
writing it, and a lock left by a dead instance is taken over."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from collections.abc import Iterator

import pygame
import pytest

from mg.dev.driver import Driver
from mg.engine import PlaceCity
from mg.scenes.board.setup import SetupScene
from mg.scenes.board.status_line import autosave_off
from mg.store.autosave_lock import holder, started
from mg.store.session import autosave_lock_path, autosave_path, read
from mg.text.i18n import t
from mg.ui.notice import notice_text
from tests.support.apps import next_launch
from tests.support.problem_keys import problem_keys


def restart() -> Driver:
    return next_launch()


@pytest.fixture
def other_instance() -> Iterator[int]:
    """The PID of a live process standing for another running game."""
    proc = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(120)"])
    try:
        yield proc.pid
    finally:
        proc.kill()
        proc.wait()


def a_game_left_at_the_menu(d: Driver) -> bytes:
    d.start_game()
    d.key(pygame.K_ESCAPE)
    d.press("menu")
    assert not autosave_lock_path().exists()  # back at the menu: no game of ours runs
    return autosave_path().read_bytes()


def test_playing_holds_the_lock(driver: Driver) -> None:
    driver.start_game()
    assert holder(autosave_lock_path()) == os.getpid()


@pytest.mark.system
def test_continue_refuses_a_game_another_instance_is_writing(
    driver: Driver, other_instance: int
) -> None:
    saved = a_game_left_at_the_menu(driver)
    lock = f"{other_instance} {started(other_instance)}\n"  # as a running game writes it
    autosave_lock_path().write_text(lock)
    driver.press("continue")
    assert driver.top_name == "menu"
    assert notice_text(driver.app.ctx.notice) == t("menu.autosave_in_use", pid=other_instance)
    driver.press("start")  # a new game here must not overwrite the other one's autosave
    assert driver.top_name == "setup"
    assert autosave_path().read_bytes() == saved
    setup = driver.top_as(SetupScene)
    off = setup.match.autosave_off
    assert off is not None and problem_keys(off)[0] == "autosave_locked"
    assert notice_text(driver.app.ctx.notice) == notice_text(autosave_off(off))
    assert autosave_lock_path().read_text() == lock


@pytest.mark.system
def test_a_lock_of_a_dead_instance_is_taken_over(driver: Driver) -> None:
    a_game_left_at_the_menu(driver)
    ended = subprocess.Popen([sys.executable, "-c", "pass"])
    ended.wait()
    autosave_lock_path().write_text(f"{ended.pid}\n")
    again = restart()
    again.press("continue")
    assert again.top_name == "play", again.app.ctx.notice
    assert holder(autosave_lock_path()) == os.getpid()


@pytest.mark.system
def test_when_the_other_instance_ends_this_one_takes_over(
    driver: Driver, other_instance: int
) -> None:
    autosave_lock_path().parent.mkdir(parents=True, exist_ok=True)
    autosave_lock_path().write_text(f"{other_instance}\n")
    driver.start_game()
    assert not autosave_path().exists()
    os.kill(other_instance, signal.SIGKILL)
    os.waitpid(other_instance, 0)
    game = driver.game
    driver.press("city")
    driver.click_space(next(a.space for a in game.legal_actions() if isinstance(a, PlaceCity)))
    assert read(autosave_path()).game == game
    assert holder(autosave_lock_path()) == os.getpid()
