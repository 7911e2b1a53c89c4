"""The menu says in how many network games it is this player's turn: it asks each server
this machine has seats on (kept where each game is played, with the seat's token) off the
drawing thread, and says "Your turn in 1 network game". Real server on 127.0.0.1;
bounded in frames."""

from __future__ import annotations

import pytest

import mg.scenes.menu.scene as menu_scene
from mg.dev.driver import Driver
from mg.net.client import create_room
from mg.net.follow.your_turns import YourTurns
from mg.net.kept.net_games import keep_game
from mg.net.kept.seat_tokens import keep_token
from mg.net.protocol import RoomStatus
from mg.scenes.menu.scene import MenuScene
from tests.support.net_play import net_until, running_server, started
from tests.support.notifier import RecordingNotifier


def test_the_menu_says_in_how_many_network_games_it_is_your_turn(driver: Driver) -> None:
    with running_server() as (server, address):
        code = create_room(address, ["red", "yellow"], 8)
        players = started(address, code, ["red", "yellow"])
        try:
            room = server.rooms.rooms[code]
            acting = room.seat_of(str(room.game.current_player))
            assert acting is not None
            keep_token(code, acting.token)  # this machine holds the seat to act
            keep_game(code, address)
            driver.app.flow.menu()  # (a menu made now asks at once)
            menu = driver.top_as(MenuScene)
            net_until(driver, lambda: menu.turns.your_turn() == 1, 3000)
            driver.frames(2)  # drawn with the line
        finally:
            for client in players:
                client.close()


def notified_as_turns_come(
    driver: Driver, monkeypatch: pytest.MonkeyPatch, in_front: bool
) -> RecordingNotifier:
    """What the desktop was told while the menu heard a game wait for this player, then
    not (its turn played), then again: the window in front or not."""
    notifier = RecordingNotifier()
    driver.app.ctx.notifier = notifier
    monkeypatch.setattr(menu_scene, "window_in_front", lambda: in_front)
    monkeypatch.setattr(menu_scene, "flash_window", lambda: None)
    states = ["your_turn", "waiting", "your_turn"]
    asked: list[str] = []

    def ask(address: str, rooms: list[tuple[str, str]]) -> dict[str, RoomStatus]:
        asked.append(states[min(len(asked), len(states) - 1)])
        return {code: RoomStatus(code, asked[-1], "red") for code, _ in rooms}

    menu = driver.top_as(MenuScene)
    menu.turns.stop()
    menu.turns = YourTurns(ask, lambda: {"h:1": [("KRO-7Q4", "f" * 32)]}, every=3600.0)
    menu.turns.start()
    for rounds in (1, 2, 3):
        net_until(driver, lambda: menu.turns.rounds >= rounds, 3000)  # noqa: B023
        driver.frames(2)
        menu.turns.ask_now()
    return notifier


def test_a_game_that_comes_to_wait_for_you_is_notified_with_the_window_behind(
    driver: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    notifier = notified_as_turns_come(driver, monkeypatch, in_front=False)
    assert notifier.keys() == [("notify.turn_title", "notify.turns_body")] * 2
    assert notifier.shown[0][1].param("count") == 1


def test_nothing_is_notified_with_the_window_in_front(
    driver: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert notified_as_turns_come(driver, monkeypatch, in_front=True).shown == []
