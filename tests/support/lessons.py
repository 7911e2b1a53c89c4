"""Helpers for lesson tests: opening a lesson, doing what a step teaches."""

from __future__ import annotations

import pygame

from mg.dev.driver import Driver
from mg.engine import PlaceRoad
from mg.scenes.lesson.coach import lesson_of
from mg.scenes.play.scene import PlayScene
from mg.text.lessons import Step


def do_taught(driver: Driver, scene: PlayScene, taught: Step) -> None:
    """The taught action, by mouse (and Enter in the draw dialog)."""
    game = scene.game
    if taught.kind == "PlaceCity":
        driver.press("city")
        assert taught.space is not None
        driver.click_space(taught.space)
    elif taught.kind == "PlaceRoad":
        target = lesson_of(scene).target()
        space = (
            target.space
            if target and target.space
            else next(a.space for a in game.legal_actions() if isinstance(a, PlaceRoad))
        )
        driver.press("road")
        driver.move(driver.space_point(space))  # the ghost snaps to a legal orientation
        for _ in range(12):  # R turns it to the taught orientation, if there is one
            if taught.ends is None or scene.ends == taught.ends:
                break
            driver.key(pygame.K_r)
        driver.click_space(space)
    elif taught.kind in ("BuildMarket", "SellMarket"):
        assert taught.space is not None
        driver.click_space(taught.space)
    elif taught.kind == "EndActions":
        driver.press("end_actions")
    elif taught.kind == "EndTurn" and scene.game.round == scene.game.rounds:
        driver.press("end_turn")  # the game's last turn: on to the final scoring
        driver.frames(3)
        return
    elif taught.kind == "EndTurn":
        players, round_before = scene.game.players, scene.game.round
        driver.press("end_turn")
        driver.until(  # the other player, a computer, plays its turn meanwhile
            lambda: driver.top is scene and scene.game.current == players[0], 20_000
        )
        assert driver.top is scene and scene.game.current == players[0]
        assert scene.game.round > round_before  # the other player's turn was played
    elif taught.kind == "Draw":
        driver.press("draw")
        assert driver.top_name == "draw"
        driver.key(pygame.K_RETURN)
        driver.frames(3)
    assert driver.top_as(PlayScene) is scene


FOUNDED = (7, 9)  # lesson 1's city, on Kroton


def open_lesson(driver: Driver, key: str) -> PlayScene:
    """Learn to play, then Skip to lesson `key`."""
    driver.press("learn")
    while lesson_of(driver.top).lesson.key != key:
        driver.press("skip")
    return driver.top_as(PlayScene)
