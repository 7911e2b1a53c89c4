"""Rule ids never lead nor sit in parentheses where a player reads : the
oracle setup's tooltip and panel, the Draw dialog and F1's Controls say the words first and
give the rule as the small reference the rest of the game uses ("· rule 4", a "Rule 4 ›"
chip)."""

from __future__ import annotations

import re

import pygame
import pytest

from mg.dev.driver import Driver
from mg.engine import PlaceOracle
from mg.scenes.board.setup import SetupScene
from mg.scenes.overlays.draw_dialog import DrawDialog
from mg.scenes.overlays.help import HelpScene
from mg.text.i18n import refusal_line, t, with_rule
from tests.support.screen_text import texts_drawn

REST_FRAMES = 30  # half a second: the mouse has rested, the tooltip shows
RULE_FIRST = re.compile(r"^\W*R\d+\s?:")  # "R4: that village …"
RULE_INLINE = re.compile(r"\(R\d+\)")  # "… (R13)"


def rule_ids_shown(texts: list[str]) -> list[str]:
    """The texts that lead with a rule id or carry one in parentheses."""
    return [s for s in texts if RULE_FIRST.search(s) or RULE_INLINE.search(s)]


def test_the_oracle_setup_words_first_and_rule_4_as_a_chip(
    driver: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    driver.press("players-2")
    driver.press("start")
    setup = driver.top_as(SetupScene)
    taken = sorted(setup.targets())[0]
    driver.click_space(taken)  # the first player's oracle
    assert taken in setup.game.oracles()
    driver.move(setup.space_point(taken))
    driver.frames(REST_FRAMES)
    refusal = setup.game.refusal(PlaceOracle(taken))
    assert refusal is not None and refusal.rule == "R4"
    shown = texts_drawn(driver, monkeypatch)
    assert refusal_line(refusal) in shown  # the tooltip: the words, then "· rule 4"
    assert t("setup.help_3") in shown
    assert rule_ids_shown(shown) == []
    chip = next(rect for rect, rule in setup.rule_chips() if rule == "R4")
    assert setup.panel_rect.contains(chip)
    driver.click(chip.center)  # the panel's reference opens the rule
    assert driver.top_as(HelpScene).focus == "R4"


def test_the_draw_dialog_and_controls_give_the_rule_after_the_words(
    driver: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    driver.start_game()
    driver.press("draw")
    dialog = driver.top_as(DrawDialog)
    shown = texts_drawn(driver, monkeypatch)
    assert with_rule(t("draw.limit", limit=dialog.limit), "R13") in shown
    assert rule_ids_shown(shown) == []
    driver.press("cancel")
    driver.key(pygame.K_F1)
    lines = [text for text, _, _ in driver.top_as(HelpScene).lines]
    page = " ".join(" ".join(lines).split())
    assert " ".join(with_rule(t("control.6.what"), "R40").split()) in page
    assert rule_ids_shown(lines) == []
