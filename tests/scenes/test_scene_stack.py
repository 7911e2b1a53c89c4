"""A scene is told apart when it is covered (another scene pushed over it: it stays and
comes back) and when it is closed (popped, replaced or reset away: never shown again); the
play scene's computer player waits under the pause menu and stops planning once the play
scene is closed. Plans come through an executor the test holds: nothing waits on a worker."""

from __future__ import annotations

from typing import cast

import pygame

from mg.dev.driver import Driver
from mg.scenes.base import Scene, SceneStack
from mg.scenes.context import Context
from mg.scenes.play.scene import PlayScene
from tests.support.bot_game import bot_then_human, until_bot_acts
from tests.support.bots import HeldExecutor, plan_with


class Told(Scene):
    """A scene that keeps what the stack told it, in order."""

    def __init__(self, heard: list[tuple[str, str]], mark: str) -> None:
        super().__init__(cast(Context, None))  # (the stack never reads a scene's context)
        self.heard, self.mark = heard, mark

    def enter(self) -> None:
        self.heard.append((self.mark, "entered"))

    def covered(self) -> None:
        self.heard.append((self.mark, "covered"))

    def closed(self) -> None:
        self.heard.append((self.mark, "closed"))


def test_a_scene_pushed_over_another_covers_it_and_popped_uncovers_it() -> None:
    heard: list[tuple[str, str]] = []
    stack = SceneStack()
    stack.push(Told(heard, "board"))
    stack.push(Told(heard, "pause"))
    assert heard == [("board", "entered"), ("board", "covered"), ("pause", "entered")]
    stack.pop()
    assert heard[3:] == [("pause", "closed"), ("board", "entered")]  # (never closed: it is back)


def test_a_scene_replaced_or_reset_away_is_closed_not_covered() -> None:
    heard: list[tuple[str, str]] = []
    stack = SceneStack()
    stack.push(Told(heard, "setup"))
    stack.replace(Told(heard, "play"))
    assert heard == [("setup", "entered"), ("setup", "closed"), ("play", "entered")]
    stack.push(Told(heard, "banner"))
    heard.clear()
    stack.reset(Told(heard, "menu"))
    assert heard == [("banner", "closed"), ("play", "closed"), ("menu", "entered")]
    heard.clear()
    stack.clear()  # (after a crash)
    assert heard == [("menu", "closed")]


def thinking_bot(driver: Driver) -> tuple[PlayScene, HeldExecutor]:
    """A play scene whose computer player (yellow) thinks in its turn's actions, its plan
    held back."""
    executor = HeldExecutor()
    plan_with(driver.app, executor)
    play = bot_then_human(driver)
    until_bot_acts(driver, play, "actions")
    for _ in range(60):  # (its plan is asked for the frame after)
        if executor.pending:
            break
        driver.frames(1)
    assert play.table.thinking() and executor.pending
    return play, executor


def test_a_computer_player_waits_under_the_pause_menu(driver: Driver) -> None:
    play, executor = thinking_bot(driver)
    future = executor.pending[-1][0]
    before = play.game.history_length
    driver.key(pygame.K_ESCAPE)
    assert driver.top_name == "pause" and play.stack is not None and play in play.stack.scenes
    driver.frames(5)
    assert not future.cancelled()  # covered: its plan is still wanted
    driver.key(pygame.K_ESCAPE)
    assert driver.top is play and executor.release() == 1  # … and played once in
    for _ in range(60):
        if play.game.history_length > before:
            break
        driver.frames(1)
    assert play.game.history_length > before


def test_a_closed_play_scene_stops_its_computer_players_planning(driver: Driver) -> None:
    play, executor = thinking_bot(driver)
    future = executor.pending[-1][0]
    driver.key(pygame.K_ESCAPE)
    driver.press("menu")  # the pause menu's Main menu: the play scene is closed
    assert driver.top_name == "menu"
    assert future.cancelled()  # nobody waits for that plan any more
