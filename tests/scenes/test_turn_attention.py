"""A turn that comes back to this machine from afar asks for attention — the window flashes
— only while the window is behind others: a player looking at the board is not flashed at."""

from __future__ import annotations

import pytest

import mg.scenes.play.scene as play_scene
from mg.dev.driver import Driver
from mg.engine import EndActions
from mg.scenes.play.scene import PlayScene


def flashes_at_the_next_turn(
    driver: Driver, monkeypatch: pytest.MonkeyPatch, in_front: bool
) -> int:
    """How often the window flashed when the turn passed to a seat whose turn comes from
    afar (the table says so), the window in front or not."""
    driver.app.ctx.settings.ask_idle_end = False  # passes at once (see test_idle_end)
    driver.start_game()
    play = driver.top_as(PlayScene)
    flashes: list[None] = []
    monkeypatch.setattr(play_scene, "flash_window", lambda: flashes.append(None))
    monkeypatch.setattr(play_scene, "window_in_front", lambda: in_front)
    monkeypatch.setattr(play.table, "attention", lambda colour: True)
    assert play.game.why_illegal(EndActions()) is None
    driver.press("end_actions")
    driver.press("end_turn")
    driver.wait_for("play", limit=300)
    return len(flashes)


def test_a_window_behind_others_flashes_when_the_turn_comes(
    driver: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert flashes_at_the_next_turn(driver, monkeypatch, in_front=False) >= 1


def test_a_window_in_front_does_not_flash(driver: Driver, monkeypatch: pytest.MonkeyPatch) -> None:
    assert flashes_at_the_next_turn(driver, monkeypatch, in_front=True) == 0
