"""The menu says in how many network games it is this player's turn: it asks each server
this machine has seats on (kept where each game is played, with the seat's token) off the
drawing thread, and says "Your turn in 1 network game". Real server on 127.0.0.1;
bounded in frames."""

from __future__ import annotations

from mg.dev.driver import Driver
from mg.net.client import create_room
from mg.net.kept.net_games import keep_game
from mg.net.kept.seat_tokens import keep_token
from mg.scenes.menu.scene import MenuScene
from tests.support.net_play import net_until, running_server, started


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
