"""Words a newcomer understands: a refusal in the status line, a lesson's box and a
hint lead with words; the rule id is data, shown after them as a small chip that opens the
help at that rule. Driven through the real scenes."""

from __future__ import annotations

import re

import pygame

from mg.dev.driver import Driver
from mg.engine import PlaceCity
from mg.scenes.lesson.coach import lesson_of
from mg.scenes.overlays.help import HelpScene
from mg.scenes.play.scene import PlayScene
from mg.scenes.scoring.scene import ScoringScene
from mg.text.hints import hint_rule
from mg.text.i18n import refusal_line, refusal_text
from mg.text.lessons import load_course
from tests.support.hints import wait_for_hint

RULE_ID = re.compile(r"\bR\d{1,2}\b")
COURSE = load_course()


def bare_land(play: PlayScene) -> tuple[int, int]:
    board = play.game.board
    return next(s for s in board.spaces if board.kind[board.index[s]] == 0)


def test_a_refusal_says_words_and_its_rule_chip_opens_the_rule(driver: Driver) -> None:
    driver.start_game()
    play = driver.top_as(PlayScene)
    land = bare_land(play)
    refusal = play.game.refusal(PlaceCity(land))
    assert refusal is not None and refusal.rule == "R22"
    driver.press("city")
    driver.click_space(land)
    assert play.status == refusal_text(refusal) and not RULE_ID.search(play.status)
    assert play.status_line.bad and play.status_line.rule == "R22"
    words, chip = play.status_line.text_rect(), play.status_line.chip_rect()
    assert chip is not None and play.status_rect().contains(chip)
    assert chip.left > words.right and not chip.colliderect(words)  # after the words
    driver.click(chip.center)
    help_scene = driver.top_as(HelpScene)
    assert help_scene.focus == "R22" and help_scene.highlight is not None


def test_a_refused_tooltip_gives_words_then_a_small_reference(driver: Driver) -> None:
    driver.start_game()
    play = driver.top_as(PlayScene)
    land = bare_land(play)
    driver.press("city")
    driver.move(play.space_point(land))
    refusal = play.game.refusal(PlaceCity(land))
    assert refusal is not None
    texts = [text for text, _ in play.hover_lines()]
    assert refusal_line(refusal) in texts  # words first, the rule after (data, not parsed)
    assert refusal_line(refusal).startswith(refusal_text(refusal))


def test_a_refusal_with_nothing_left_never_reads_zero_of_zero(driver: Driver) -> None:
    """Lesson 4: after three roads (one raised action), a city is refused (R12) in the
    words of its zero form, not "placed 3 of 3 roads, 0 of 0 cities"."""
    driver.press("learn")
    for _ in range(3):
        driver.press("skip")
    scene = driver.top_as(PlayScene)
    assert lesson_of(scene).lesson.key == "raise"
    for step in lesson_of(scene).lesson.steps[:3]:
        driver.press("road")
        assert step.space is not None
        driver.move(driver.space_point(step.space))  # the ghost snaps to a legal turn
        driver.click_space(step.space)
    city = PlaceCity((7, 8))
    refusal = scene.game.refusal(city)
    assert refusal is not None and refusal.key == "no_more_cities"
    assert refusal.args["cities"] == 0
    driver.press("city")
    driver.click_space(city.space)
    assert scene.status == refusal_text(refusal) and scene.status_line.rule == "R12"
    assert "0" not in scene.status  # the zero form says it in words


def test_every_lesson_leads_with_words_and_its_rules_are_chips(driver: Driver) -> None:
    driver.press("learn")
    for k, lesson in enumerate(COURSE.lessons):
        scene = driver.top_as(PlayScene)
        assert lesson_of(scene).index == k and lesson_of(scene).lesson.key == lesson.key
        assert not RULE_ID.search(lesson_of(scene).heading), lesson_of(scene).heading
        assert not RULE_ID.search(lesson_of(scene).box_text()), lesson_of(scene).box_text()
        chips = lesson_of(scene).chips()
        taught = lesson_of(scene).taught
        assert taught is not None and [rule for _, rule in chips] == list(taught.rules)
        box = lesson_of(scene).box()
        for n, (rect, _) in enumerate(chips):
            assert box.contains(rect)
            assert not any(rect.colliderect(other) for other, _ in chips[n + 1 :])
        if k + 1 < len(COURSE.lessons):
            driver.press("skip")


def test_the_first_lessons_chips_open_each_rule(driver: Driver) -> None:
    driver.press("learn")
    scene = driver.top_as(PlayScene)
    chips = lesson_of(scene).chips()
    assert [rule for _, rule in chips] == ["R21", "R24", "R31"]
    for rect, rule in chips:
        driver.click(rect.center)
        assert driver.top_as(HelpScene).focus == rule
        driver.key(pygame.K_ESCAPE)
        assert driver.top is scene
    assert scene.game.cities() == {}  # a chip is no move


def test_a_hint_leads_with_words_and_its_rule_chip_opens_the_rule(driver: Driver) -> None:
    driver.start_game()
    play = driver.top_as(PlayScene)
    before = play.game.to_json()
    driver.press("hint")
    wait_for_hint(driver, play)
    hint = play.hints.hint
    assert hint is not None and not RULE_ID.search(play.match.wording().text(hint.why))
    assert hint.rule == hint_rule(play.game, hint.action) and hint.rule is not None
    chips = play.hint_view.chips(play.board_rect())
    assert [rule for _, rule in chips] == [hint.rule]
    driver.click(chips[0][0].center)
    assert driver.top_as(HelpScene).focus == hint.rule
    assert play.game.to_json() == before  # the click opened the rule; it played nothing


def test_the_last_lessons_closing_line_points_at_its_rule(driver: Driver) -> None:
    """The final scoring of the last lesson: its closing words, then their rule's chip,
    which opens the rule even while the scoring still plays."""
    driver.press("learn")
    for _ in COURSE.lessons[1:]:
        driver.press("skip")
    scene = driver.top_as(PlayScene)
    driver.press("end_actions")
    driver.press("end_turn")
    scoring = driver.top_as(ScoringScene)
    assert not RULE_ID.search(scoring.status) and not scoring.finished
    assert scoring.status_line.rule == lesson_of(scene).lesson.rules[0]
    chip = scoring.status_line.chip_rect()
    assert chip is not None
    driver.click(chip.center)
    assert driver.top_as(HelpScene).focus == scoring.status_line.rule
    assert not scoring.finished  # the click opened the rule, it did not skip the scoring
