"""A lesson speaks with one voice, its box: lesson 2's first tile done, the status line says
nothing (no "Well done!" beside a box that says the road joins nothing yet, and no note of
the board's own about it) and the box says the next step; the lesson's end is praised in
the box and the status line alike. Through real clicks and keys."""

from __future__ import annotations

from mg.dev.driver import Driver
from mg.scenes.lesson.coach import lesson_of
from mg.text.i18n import t
from tests.support.lessons import do_taught, open_lesson


def test_a_step_done_mid_lesson_leaves_the_box_to_say_what_comes_next(driver: Driver) -> None:
    scene = open_lesson(driver, "road")
    coach = lesson_of(scene)
    first, second = coach.lesson.steps
    do_taught(driver, scene, first)
    assert coach.taught == second and second.key == "road.2"
    assert scene.status == "" and scene.status_line.rule is None  # the box alone speaks
    assert coach.box_text() == second.words(scene.game)
    do_taught(driver, scene, second)
    assert coach.finished
    assert scene.status == t("lessons.well_done")  # the end: praised where the box praises
    assert coach.box_text() == f"{t('lessons.well_done')} {coach.lesson.done}"
