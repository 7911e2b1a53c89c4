"""The final score table through the real scenes: "Show board" hides it
to look at the final board (B or Tab, zoom and pan work there), Esc opens the pause menu of
a finished game (no "Paused" over the table), the score track's numbers read at 1366x768
and 1920x1080, the list has a heading in the player's words with R37 as a small reference,
and a finished game resumed (Continue or Load) opens on its table."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

import pygame
import pytest

from mg.app.loop import App
from mg.dev.driver import Driver
from mg.scenes.menu.scene import MenuScene
from mg.scenes.overlays.pause import PauseScene
from mg.scenes.scoring.scene import ScoringScene
from mg.scenes.scoring.score_table import GOLD
from mg.store.session import Session, autosave, save_named
from mg.text import i18n
from mg.text.i18n import rule_chip, t
from mg.ui.options import Options
from tests.support.contrast import contrast
from tests.support.scoring_positions import finished_game
from tests.support.text_fit import Sheet, Texts


def resume_finished(driver: Driver) -> ScoringScene:
    """A finished game resumed: it is the game in progress (Save is offered)."""
    assert driver.app.flow.resume(Session(finished_game(), driver.app.flow.setup.seats)) is None
    driver.frames(2)
    return driver.top_as(ScoringScene)


def table_drawn(driver: Driver, scene: ScoringScene) -> bool:
    """Whether the screen shows the table's gold frame (probed on its left edge)."""
    box = scene.table_rect()
    return tuple(driver.app.screen.get_at((box.x, box.centery)))[:3] == GOLD


# -- Continue and Load open the finished table ----------------------------------------------
def test_continue_on_a_finished_game_opens_its_table(driver: Driver) -> None:
    assert autosave(Session(finished_game(), driver.app.flow.setup.seats)) is None
    driver.app.flow.menu()
    driver.frames(1)
    driver.press("continue")
    scene = driver.top_as(ScoringScene)
    assert scene.finished and scene.table_shown
    assert scene.target == scene.game.score
    assert scene.button_point("replay") is not None and scene.button_point("skip") is None
    driver.press("replay")  # "Watch the scoring again" still plays it
    assert not scene.finished and scene.target == scene.game.score_before_final()


def test_loading_a_finished_game_opens_its_table(driver: Driver) -> None:
    assert save_named(Session(finished_game(), driver.app.flow.setup.seats), "Done") is None
    driver.press("load")
    driver.press("file-0")
    scene = driver.top_as(ScoringScene)
    assert scene.finished and scene.table_shown
    assert table_drawn(driver, scene)


# -- Show board ------------------------------------------------------------------------------
def test_show_board_hides_the_table_and_show_scores_brings_it_back(driver: Driver) -> None:
    scene = resume_finished(driver)
    assert table_drawn(driver, scene)
    assert driver.button("board").text == t("scoring.show_board")
    driver.press("board")
    assert not scene.table_shown and not table_drawn(driver, scene)
    assert driver.button("board").text == t("scoring.show_scores")
    driver.key(pygame.K_b)
    assert scene.table_shown and table_drawn(driver, scene)
    driver.key(pygame.K_TAB)
    assert not scene.table_shown and not table_drawn(driver, scene)


@pytest.fixture
def board_shown(driver: Driver) -> Iterator[ScoringScene]:
    scene = resume_finished(driver)
    driver.key(pygame.K_b)
    assert not scene.table_shown
    yield scene
    pygame.key.set_mods(0)


def test_ctrl_wheel_zooms_the_final_board_and_the_arrows_pan_it(
    driver: Driver, board_shown: ScoringScene
) -> None:
    scene = board_shown
    size = scene.view.layout.size
    driver.move(scene.space_point((6, 6)))
    pygame.key.set_mods(pygame.KMOD_CTRL)
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
    driver.frames(1)
    pygame.key.set_mods(0)
    assert scene.view.layout.size > size  # zoomed, not taken for the list's scrolling
    assert scene.scroll == 0
    before = scene.space_point((6, 6))
    driver.key(pygame.K_LEFT)
    assert scene.space_point((6, 6))[0] > before[0]
    assert not scene.table_shown  # still the board


def test_a_replay_ends_on_the_table_again(driver: Driver, board_shown: ScoringScene) -> None:
    driver.press("replay")
    driver.press("skip")
    assert board_shown.table_shown


# -- Esc at the end of a game ------------------------------------------------------------------
def test_esc_opens_the_menu_of_a_finished_game_with_the_table_hidden(driver: Driver) -> None:
    scene = resume_finished(driver)
    driver.key(pygame.K_ESCAPE)
    pause = driver.top_as(PauseScene)
    assert list(pause.buttons) == ["board", "save", "load", "settings", "menu", "quit"]
    assert pause.buttons["board"].text == t("scoring.show_board")
    assert not scene.table_shown and not table_drawn(driver, scene)  # nothing under "Game over"
    driver.key(pygame.K_RETURN)  # nothing to resume: Enter does nothing
    assert driver.top_name == "pause"
    driver.press("board")
    assert driver.top_name == "scoring" and not scene.table_shown
    driver.key(pygame.K_ESCAPE)
    pause = driver.top_as(PauseScene)
    assert pause.buttons["board"].text == t("scoring.show_scores")
    driver.key(pygame.K_ESCAPE)  # Esc closes it: the board as it was
    assert driver.top_name == "scoring" and not scene.table_shown
    driver.key(pygame.K_ESCAPE)
    driver.press("board")
    assert driver.top_name == "scoring" and scene.table_shown and table_drawn(driver, scene)


def test_esc_during_a_game_still_pauses_it(driver: Driver) -> None:
    driver.start_game()
    driver.key(pygame.K_ESCAPE)
    pause = driver.top_as(PauseScene)
    assert "resume" in pause.buttons and "board" not in pause.buttons


# -- the score track's numbers -----------------------------------------------------------------
@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_the_score_tracks_numbers_are_large_and_dark_on_light(size: tuple[int, int]) -> None:
    app = App(Options(windowed=size, seed=3))
    try:
        app.stack.push(MenuScene(app.ctx))
        driver = Driver(app)
        scene = resume_finished(driver)
        texts = Texts(app.ctx.text)
        Sheet.texts = texts
        sheet = Sheet(app.ctx.size)
        scene.draw(sheet)
        track = scene.score_panel.track_rect(scene.panel_area())
        numbers = [p for p in texts.placed if track.contains(p.rect)]
        assert [p.text for p in numbers] == [str(k) for k in range(0, 61, 10)]
        for placed in numbers:
            pixels = Counter(
                tuple(sheet.get_at((x, y)))[:3]
                for x in range(placed.rect.left, placed.rect.right)
                for y in range(placed.rect.top, placed.rect.bottom)
            )
            ground = pixels.most_common(1)[0][0]
            ink = [
                (x, y)
                for x in range(placed.rect.left, placed.rect.right)
                for y in range(placed.rect.top, placed.rect.bottom)
                if contrast(tuple(sheet.get_at((x, y))), ground) > 7
            ]
            assert ink, placed.text
            assert max(y for _, y in ink) - min(y for _, y in ink) + 1 >= 11  # digits' height
    finally:
        Sheet.texts = None
        pygame.quit()


# -- the list's heading ------------------------------------------------------------------------
@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_the_list_has_a_heading_in_words_and_rule_37_only_as_a_chip(
    driver: Driver, language: str
) -> None:
    i18n.set_language(language)
    try:
        scene = resume_finished(driver)
        texts = Texts(driver.app.ctx.text)
        Sheet.texts = texts
        scene.draw(Sheet(driver.app.ctx.size))
        drawn = [p.text for p in texts.placed]
        assert t("scoring.steps") in drawn
        chip = rule_chip("R37")  # the small reference, worded as on every other screen
        assert chip in drawn and "R37" not in drawn  # not the bare id
        heading = next(p.rect for p in texts.placed if p.text == t("scoring.steps"))
        reference = next(p.rect for p in texts.placed if p.text == chip)
        assert heading.right < reference.left  # the words first, the chip after them
        assert reference.right <= scene.panel_rect.right
    finally:
        Sheet.texts = None
        i18n.set_language("en")


def test_the_rule_reference_opens_r37(driver: Driver) -> None:
    scene = resume_finished(driver)
    texts = Texts(driver.app.ctx.text)
    Sheet.texts = texts
    try:
        scene.draw(Sheet(driver.app.ctx.size))
    finally:
        Sheet.texts = None
    chip = next(p.rect for p in texts.placed if p.text == rule_chip("R37"))
    driver.click(chip.center)
    assert driver.top_name == "help"
    assert getattr(driver.top, "focus", None) == "R37"
