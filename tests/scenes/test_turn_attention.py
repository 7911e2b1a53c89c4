"""A turn that comes back to this machine from afar asks for attention — the window flashes
and the desktop shows a notification (a recording notifier in place of the system's) — only
while the window is behind others: a player looking at the board is neither flashed at nor
notified. One notification a turn that comes, its title and body as catalogue keys."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

import mg.scenes.play.scene as play_scene
from mg.dev.driver import Driver
from mg.engine import EndActions
from mg.scenes.play.scene import PlayScene
from tests.support.notifier import RecordingNotifier


@dataclass
class Attention:
    """What the turns that came asked for: flashes, notifications, and the turns
    announced (each a turn's change)."""

    flashes: int
    notifier: RecordingNotifier
    turns: int


def attention_at_the_next_turn(
    driver: Driver, monkeypatch: pytest.MonkeyPatch, in_front: bool
) -> Attention:
    """What was asked when the turn passed to a seat whose turn comes from afar (the table
    says so), the window in front or not."""
    driver.app.ctx.settings.ask_idle_end = False  # passes at once (see test_idle_end)
    notifier = RecordingNotifier()
    driver.app.ctx.notifier = notifier
    driver.start_game()
    play = driver.top_as(PlayScene)
    flashes: list[None] = []
    turns: list[str | None] = []
    announce = play.announce_turn
    monkeypatch.setattr(play_scene, "flash_window", lambda: flashes.append(None))
    monkeypatch.setattr(play_scene, "window_in_front", lambda: in_front)
    monkeypatch.setattr(play.table, "attention", lambda colour: True)

    def counted() -> None:
        turns.append(play.game.current)
        announce()

    monkeypatch.setattr(play, "announce_turn", counted)
    assert play.game.why_illegal(EndActions()) is None
    driver.press("end_actions")
    driver.press("end_turn")
    driver.wait_for("play", limit=300)
    return Attention(len(flashes), notifier, len(turns))


def test_a_window_behind_others_flashes_and_notifies_once_a_turn(
    driver: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked = attention_at_the_next_turn(driver, monkeypatch, in_front=False)
    assert asked.turns >= 1 and asked.flashes == asked.turns
    assert asked.notifier.keys() == [("notify.turn_title", "notify.turn_body")] * asked.turns


def test_a_window_in_front_neither_flashes_nor_notifies(
    driver: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked = attention_at_the_next_turn(driver, monkeypatch, in_front=True)
    assert asked.turns >= 1 and asked.flashes == 0 and asked.notifier.shown == []
