"""The Games screen's network games: every game this machine holds a seat in, with its
state as its server says it as data ("your_turn", "waiting" with whom, "gone"); a server
that never answers is "unreachable" while the screen keeps drawing frames (it never waits
for the network); a click on a game takes its seat back by its kept token, as the menu's
Rejoin; an ended one is taken off the list. Real servers on 127.0.0.1; bounded in frames."""

from __future__ import annotations

from pathlib import Path

import pytest

import mg.net.follow.your_turns as your_turns
from mg.bench.net import free_port
from mg.dev.driver import Driver
from mg.net.client import NetClient, create_room
from mg.net.kept.net_games import keep_game, read_games
from mg.net.kept.seat_tokens import keep_token
from mg.net.rooms import Room, Rooms
from mg.net.server import Server, ServerThread
from mg.scenes.overlays.games import GamesScene
from tests.support.net_play import net_until, never_answers, running_server, started

OTHER = "f" * 32


def left_by_yellow(server: Server, address: str) -> tuple[Room, list[NetClient]]:
    """A room of red (Anna, connected) and yellow, whose player joined, then closed the
    game: this machine keeps yellow's token and where the game is played."""
    code = create_room(address, ["red", "yellow"], 8)
    anna, mine = started(address, code, ["red", "yellow"])
    room = server.rooms.rooms[code]
    mine.close()
    keep_token(code, room.seats[1].token)
    keep_game(code, address)
    return room, [anna]


def network_list(driver: Driver) -> GamesScene:
    """The menu's Games, then Network games."""
    driver.press("games")
    driver.press("network")
    return driver.top_as(GamesScene)


def expected(room: Room) -> tuple[str, str | None]:
    """How the room stands for yellow: its state, and the name of whoever is to act."""
    acting = room.seat_of(str(room.game.current_player))
    assert acting is not None
    state = "your_turn" if acting.colour == "yellow" else "waiting"
    return state, acting.name


def test_each_network_game_shows_its_state_and_opening_one_takes_its_seat_back(
    driver: Driver,
) -> None:
    with running_server() as (server, address):
        room, others = left_by_yellow(server, address)
        keep_token("ZZZ-999", OTHER)  # a game this server no longer has
        keep_game("ZZZ-999", address)
        try:
            screen = network_list(driver)
            net_until(driver, lambda: len(screen.net.rows) == 2 and screen.net.turns.rounds > 0)
            shown = {game.code: game for game in screen.net.shown(0)}
            assert (shown[room.code].state, shown[room.code].name) == expected(room)
            assert shown["ZZZ-999"].state == "gone" and not driver.button("net-1").is_enabled
            assert "remove-0" not in screen.buttons  # (a game under way stays listed)
            driver.press("remove-1")  # the game its server no longer has, off the list
            assert [game.code for game in screen.net.rows] == [room.code]
            assert "ZZZ-999" not in read_games()
            driver.press("net-0")
            net_until(driver, lambda: driver.top_name in ("setup", "play"), 3000)
            net = driver.app.flow.net
            assert net is not None and net.code == room.code
            assert net.local("yellow") is not None  # the same seat, by its kept token
            assert room.seats[1].conn is not None
        finally:
            driver.app.flow.network(None)
            for client in others:
                client.close()


def test_a_server_that_never_answers_is_unreachable_and_the_screen_never_waits(
    driver: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(your_turns, "ASK_WITHIN", 0.5)
    with never_answers() as silent:
        keep_token("KRO-7Q4", OTHER)
        keep_game("KRO-7Q4", silent)
        screen = network_list(driver)
        states: list[str] = []

        def heard() -> bool:
            states.extend(game.state for game in screen.net.rows)
            return any(game.state == "unreachable" for game in screen.net.rows)

        frames = driver.until(heard, 20000, pause=0.005)
        assert "asking" in states and frames > 1  # frames went on while it was asked
        assert [g.state for g in screen.net.rows] == ["unreachable"]
        assert driver.button("net-0").is_enabled  # (it may answer a join later)
        assert "remove-0" not in screen.buttons


def test_the_network_list_says_so_when_empty_and_goes_back_to_the_kept_games(
    driver: Driver,
) -> None:
    screen = network_list(driver)
    assert screen.network and screen.message  # ("no network games yet")
    assert "import" not in screen.buttons
    driver.press("network")
    assert not screen.network and "import" in screen.buttons


def test_a_turn_based_game_both_left_is_resumed_from_the_games_screen_after_a_restart(
    driver: Driver, tmp_path: Path
) -> None:
    """A game by the day, both players gone, its server stopped and started again on its
    kept rooms (`--state`): the Games screen still lists it with its state, and a click
    takes yellow's seat back in the same game."""
    port = free_port()

    def serving() -> tuple[Server, ServerThread]:
        server = Server(Rooms(), host="127.0.0.1", port=port, state=tmp_path)
        thread = ServerThread(server)
        thread.start()
        return server, thread

    address = f"127.0.0.1:{port}"
    server, thread = serving()
    try:
        code = create_room(address, ["red", "yellow"], 8, clock="day")
        anna, mine = started(address, code, ["red", "yellow"])
        keep_token(code, server.rooms.rooms[code].seats[1].token)
        keep_game(code, address)
        anna.close()
        mine.close()  # both players gone: a turn-based game waits for them
    finally:
        thread.stop()
    server, thread = serving()  # started again: the room read back from its file
    try:
        room = server.rooms.rooms[code]
        assert room.clock is not None and room.clock.kind == "day"
        screen = network_list(driver)
        net_until(driver, lambda: [g.state for g in screen.net.rows] not in ([], ["asking"]))
        (game,) = screen.net.shown(0)
        assert (game.code, game.state) == (code, expected(room)[0])
        driver.press("net-0")
        net_until(driver, lambda: driver.top_name in ("setup", "play"), 3000)
        net = driver.app.flow.net
        assert net is not None and net.code == code and net.local("yellow") is not None
        assert room.seats[1].conn is not None  # yellow's seat, taken back by its token
    finally:
        driver.app.flow.network(None)
        thread.stop()
