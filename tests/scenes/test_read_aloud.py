"""Settings → Read aloud through the real game, a recording speaker in place of the
system's: the board cursor's space (its name, the tooltip's words, whether the tool in hand
may go there), a refusal, the last turn and whose turn it is — in the game's language, and
nothing while the setting is off."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from mg.dev.driver import Driver
from mg.scenes.play.scene import PlayScene
from mg.text.i18n import catalogue, t
from tests.support.hints import wait_for_hint
from tests.support.keys_only import press_by_keys
from tests.support.language import english_after  # noqa: F401
from tests.support.speech import RecordingSpeaker


@pytest.fixture
def speaker(driver: Driver) -> Iterator[RecordingSpeaker]:
    recorder = RecordingSpeaker()
    driver.app.ctx.voice.speaker = recorder
    yield recorder


def test_nothing_is_read_aloud_unless_asked_for(driver: Driver, speaker: RecordingSpeaker) -> None:
    driver.start_game()
    driver.key(pygame.K_c)
    driver.key(pygame.K_TAB)
    assert speaker.said == []


def test_the_cursors_space_a_refusal_and_the_turns_are_read_aloud(
    driver: Driver, speaker: RecordingSpeaker
) -> None:
    driver.app.ctx.store.change(read_aloud=True)
    driver.start_game()
    play = driver.top_as(PlayScene)
    game = play.game
    driver.key(pygame.K_c)
    speaker.said.clear()
    driver.key(pygame.K_TAB)  # the cursor on a village a city may go on
    said = speaker.text()
    space = play.cursor.space
    assert play.place_name(space) in said and t("speech.may_go") in said
    assert all(language == "en" for _, language in speaker.said)
    driver.key(pygame.K_r)  # the road tool: no road may go anywhere before a city
    speaker.said.clear()
    for key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN):
        driver.key(key)  # (one of them leads to another space of the board)
    assert t("speech.may_not_go") in speaker.text()
    speaker.said.clear()
    driver.key(pygame.K_RETURN)  # refused: the status line's words are said
    assert play.status_line.bad and play.status in speaker.text()
    driver.key(pygame.K_c)
    driver.key(pygame.K_TAB)
    driver.key(pygame.K_RETURN)
    first = game.current
    speaker.said.clear()
    driver.key(pygame.K_e)
    driver.key(pygame.K_e)  # the turn ends: the next player's turn is said
    now = game.current
    assert now is not None and now != first
    assert t("play.turn_banner", name=play.match.seat_name(now)) in speaker.text()


@pytest.mark.usefixtures("english_after")
def test_words_are_read_in_the_games_language(driver: Driver, speaker: RecordingSpeaker) -> None:
    driver.app.ctx.store.change(read_aloud=True, language="de")
    press_by_keys(driver, "start")
    driver.wait_for("setup")
    speaker.said.clear()
    driver.key(pygame.K_TAB)  # a village an oracle may go on (R4)
    assert t("speech.may_go") in speaker.text() != catalogue("en")["speech.may_go"]
    assert {language for _, language in speaker.said} == {"de"}


def test_a_hint_is_read_aloud_when_it_comes(driver: Driver, speaker: RecordingSpeaker) -> None:
    driver.app.ctx.store.change(read_aloud=True)
    driver.start_game()
    play = driver.top_as(PlayScene)
    speaker.said.clear()
    driver.key(pygame.K_h)
    wait_for_hint(driver, play)
    driver.frames(2)
    assert play.hint_view.line() in speaker.text()  # "Hint — …: why", in the game's language
