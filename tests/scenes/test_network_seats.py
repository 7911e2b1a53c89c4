"""What a joining player sees of their connection and of the other seats, through the real
scenes (the menu's Join a game…, the board): a join code typed in any case, with or without
its dash, joins; what cannot be a code is said at once; a connection given up says so and
offers to connect again (the seat taken back, the game as it is now) or to go back to the
menu; a seat whose player is away is played by the server's own bot, and the board says who
plays it. Real servers on 127.0.0.1, in-process; bounded in frames (never timed)."""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future
from typing import Any

import pytest

from mg.ai.worker import plan_from_json
from mg.dev.driver import Driver
from mg.net import client as client_module
from mg.net import stand_ins
from mg.net.client import Joined, NetClient, create_room
from mg.net.net_table import NetTable
from mg.net.protocol import Join
from mg.net.rooms import Rooms
from mg.net.server import Server, ServerThread
from mg.scenes.board.setup import SetupScene
from mg.scenes.lobby.join import JoinScene
from mg.text.i18n import t
from tests.support.net_play import join_by_form, net_until, running_server, wait_for

COLOURS = ["yellow", "red"]


def seated_elsewhere(address: str, code: str, colour: str) -> tuple[NetClient, Joined]:
    """Another machine's player at seat `colour`, once seated."""
    other = NetClient(address, Join(code, "Ann", colour))
    other.start()
    joined = wait_for(other, lambda e: isinstance(e, Joined))
    assert isinstance(joined, Joined)
    return other, joined


def at_the_board(driver: Driver, address: str, typed: str) -> tuple[SetupScene, NetTable]:
    """Joined through the Join screen with the code as `typed`, at the oracles' setup."""
    join_by_form(driver, address, typed)
    net_until(driver, lambda: driver.top_name == "setup", 3000)
    net = driver.app.flow.net
    assert net is not None
    return driver.top_as(SetupScene), net


def lower_without_dash(code: str) -> str:
    return code.lower().replace("-", "")


def spaced_lower(code: str) -> str:
    return f" {code[:3]} {code[4:]} ".lower()


@pytest.mark.parametrize("typed", [lower_without_dash, spaced_lower])
def test_a_code_typed_in_any_case_without_its_dash_joins(
    driver: Driver, typed: Callable[[str], str]
) -> None:
    with running_server() as (_server, address):
        code = create_room(address, COLOURS, 8)
        other, _ = seated_elsewhere(address, code, "yellow")
        try:
            scene, net = at_the_board(driver, address, typed(code))
            assert net.code == code and net.local("red") is not None
            assert scene.table is net
        finally:
            other.close()
            driver.app.flow.network(None)


def test_what_cannot_be_a_code_is_said_at_once(driver: Driver) -> None:
    join_by_form(driver, "127.0.0.1:1", "KRO-7Q")  # (no server is asked)
    scene = driver.top_as(JoinScene)
    assert scene.problem is not None and scene.problem.key == "net_bad_code"
    assert scene.net is None and driver.button("join").is_enabled  # the form, to try again


def test_a_connection_given_up_says_so_and_connects_again_or_goes_to_the_menu(
    driver: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(client_module, "RETRY_DELAYS", (0.01,))
    monkeypatch.setattr(client_module, "RETRY_MOST", 3)
    rooms = Rooms()
    first = ServerThread(Server(rooms, host="127.0.0.1", port=0))
    port = first.start()
    address = f"127.0.0.1:{port}"
    code = create_room(address, COLOURS, 8)
    other, _ = seated_elsewhere(address, code, "yellow")
    again: ServerThread | None = None
    try:
        scene, net = at_the_board(driver, address, code)
        first.stop()  # the server goes away: this machine tries, then gives up
        net_until(driver, lambda: net.stopped is not None)
        banner = net.banner()
        assert banner is not None and banner.key == "gave_up"
        assert banner.problem is not None and banner.problem.key == "net_unreachable"
        assert list(scene.banner.buttons()) == ["reconnect", "menu"]  # what a player can do
        assert scene.banner.words() == t("net.gave_up", why=t("problem.net_unreachable"))
        again = ServerThread(Server(rooms, host="127.0.0.1", port=port))
        again.start()
        driver.click(scene.banner.buttons()["reconnect"].center)
        net_until(driver, lambda: net.state == "connected")
        assert net.stopped is None and "reconnect" not in scene.banner.buttons()
        assert net.local("red") is not None  # its own seat again, with its token
        again.stop()  # gone again, for good this time
        net_until(driver, lambda: "menu" in scene.banner.buttons())
        driver.click(scene.banner.buttons()["menu"].center)
        net_until(driver, lambda: driver.top_name == "menu")
        assert driver.app.flow.net is None  # the network game was left
    finally:
        other.close()
        if again is not None:
            again.stop()
        driver.app.flow.network(None)


def test_a_seat_played_by_the_servers_bot_is_shown_as_such(
    driver: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(stand_ins, "TICK", 0.02)
    held: list[tuple[Future[Any], str, int]] = []

    def planner(fn: Any, game_json: str, _level: str, seed: int, _think: float) -> Any:
        assert fn is plan_from_json
        plan: Future[Any] = Future()
        held.append((plan, game_json, seed))  # (planned when the test says)
        return plan

    with running_server(abandon_after=0.1, planner=planner) as (server, address):
        code = create_room(address, COLOURS, 8)
        away = str(server.rooms.rooms[code].game.current_player)  # to act first (R4)
        mine = next(c for c in COLOURS if c != away)
        other, _ = seated_elsewhere(address, code, away)
        try:
            scene, net = at_the_board(driver, address, code)
            assert net.local(mine) is not None
            other.retry = False
            other.drop()  # Ann's machine vanishes at her turn
            name = scene.match.seat_name(away)
            net_until(driver, lambda: scene.banner.words() == t("net.bot_took", name=name))
            assert scene.turns.seat_mark(away) == "bot"  # the robot's mark on her seat
            plan, game_json, seed = held[0]
            placed = scene.match.game.history_length
            plan.set_result(plan_from_json(game_json, "random", seed, 0.01))
            net_until(driver, lambda: scene.match.game.history_length > placed, 3000)
        finally:
            other.close()
            driver.app.flow.network(None)
