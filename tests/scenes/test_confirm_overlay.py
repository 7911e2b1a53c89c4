"""The confirmation overlay: Enter presses the safe choice, Esc
cancels, the arrows and Tab move the focus, the mouse clicks any choice, a box can be ticked,
and an answer that could not be done keeps the question up, saying why."""

from __future__ import annotations

import pygame

from mg.dev.driver import Driver
from mg.engine import Problem
from mg.scenes.navigator import Question
from mg.scenes.overlays.confirm import ConfirmScene
from mg.text.i18n import t

QUESTION = Question(
    "Really?",
    "Something will happen.",
    (("first", "First"), ("safe", "Safe"), ("cancel", "Cancel")),
    safe="safe",
    cancel="cancel",
    option="Don't ask again",
)


def ask(d: Driver, answers: list[tuple[str, bool]], problem: Problem | None = None) -> ConfirmScene:
    """Put the question over the menu; its answers are written into `answers`."""

    def answer(key: str, ticked: bool) -> Problem | None:
        answers.append((key, ticked))
        return problem

    nav = d.app.ctx.nav
    assert nav is not None
    nav.confirm(QUESTION, answer)
    d.frames(1)
    return d.top_as(ConfirmScene)


def test_enter_presses_the_safe_choice_and_esc_cancels(driver: Driver) -> None:
    answers: list[tuple[str, bool]] = []
    ask(driver, answers)
    driver.key(pygame.K_RETURN)
    assert answers == [("safe", False)] and driver.top_name == "menu"
    ask(driver, answers)
    driver.key(pygame.K_ESCAPE)
    assert answers[-1] == ("cancel", False) and driver.top_name == "menu"


def test_the_arrows_and_tab_move_the_focus(driver: Driver) -> None:
    answers: list[tuple[str, bool]] = []
    ask(driver, answers)
    driver.key(pygame.K_LEFT)
    driver.key(pygame.K_RETURN)
    assert answers == [("first", False)]
    ask(driver, answers)
    driver.key(pygame.K_TAB)
    driver.key(pygame.K_TAB)  # past Cancel: the box to tick
    driver.key(pygame.K_SPACE)  # ticks it
    assert driver.top_name == "confirm" and answers == [("first", False)]
    driver.key(pygame.K_TAB, pygame.KMOD_SHIFT)  # back to Cancel
    driver.key(pygame.K_RETURN)
    assert answers[-1] == ("cancel", True)


def test_the_mouse_ticks_the_box_and_clicks_a_choice(driver: Driver) -> None:
    answers: list[tuple[str, bool]] = []
    confirm = ask(driver, answers)
    driver.click(confirm.tick_box.center)
    assert confirm.ticked and answers == []
    label = (confirm.option_rect.right - 4, confirm.option_rect.centery)
    driver.click(label)  # its label ticks it too: off again
    assert not confirm.ticked
    driver.click(label)
    driver.press("first")
    assert answers == [("first", True)] and driver.top_name == "menu"


def test_an_answer_that_cannot_be_done_keeps_the_question_up(driver: Driver) -> None:
    answers: list[tuple[str, bool]] = []
    full = Problem("disk_full", "the disk is full")
    confirm = ask(driver, answers, problem=full)
    driver.press("first")
    assert answers == [("first", False)]
    assert driver.top is confirm and confirm.message == t("problem.disk_full")
