"""A board tooltip shows once the mouse rests on a space (not on every space it
passes) and never behind a pause menu; a refusal after a click still shows at once."""

from __future__ import annotations

import pygame
import pytest

from mg.dev.driver import Driver
from mg.engine import PlaceRoad
from mg.scenes.overlays.pause import PauseScene
from mg.scenes.play.scene import PlayScene
from mg.text.i18n import refusal_text
from tests.support.screen_text import named_places, texts_drawn

REST_FRAMES = 30  # frames of 1/60 s: half a second, the mouse has rested


def test_a_tooltip_shows_once_the_mouse_rests_on_a_space(
    driver: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    driver.start_game()
    play = driver.top_as(PlayScene)
    places = named_places(play)
    for space in places[:6]:  # the mouse passes over places: no tooltip flickers up
        driver.move(play.space_point(space))
        assert play.place_name(space) not in texts_drawn(driver, monkeypatch)
    resting = places[6]
    driver.move(play.space_point(resting))
    driver.frames(REST_FRAMES)
    assert play.place_name(resting) in texts_drawn(driver, monkeypatch)


def test_a_refusal_after_a_click_shows_at_once_in_the_status_line(driver: Driver) -> None:
    driver.start_game()
    play = driver.top_as(PlayScene)
    game = play.game
    roads = play.legal().roads  # spaces where some road is legal
    lonely = next(s for s in game.board.spaces if s not in roads)
    refusal = game.refusal(PlaceRoad(lonely, play.ends))
    assert refusal is not None
    driver.click_space(lonely)  # three frames: far less than a tooltip's rest
    assert play.status_line.bad and play.status == refusal_text(refusal)


def test_no_tooltip_stays_behind_the_pause_menu(
    driver: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    driver.start_game()
    play = driver.top_as(PlayScene)
    space = named_places(play)[0]
    driver.move(play.space_point(space))
    driver.frames(REST_FRAMES)
    assert play.place_name(space) in texts_drawn(driver, monkeypatch)
    driver.key(pygame.K_ESCAPE)
    driver.top_as(PauseScene)
    driver.frames(REST_FRAMES)
    assert play.place_name(space) not in texts_drawn(driver, monkeypatch)
    driver.key(pygame.K_ESCAPE)  # back to the game: the mouse still rests there
    driver.top_as(PlayScene)
    assert play.place_name(space) in texts_drawn(driver, monkeypatch)
