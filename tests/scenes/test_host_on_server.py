"""Host a game… opens a room on a server as well as on this computer: the address typed
(or one remembered, offered the next time), the room opened there with every seat open,
this machine in the first seat and no server of its own; an address with no server says
so in words. A real server on 127.0.0.1; bounded in frames."""

from __future__ import annotations

from mg.dev.driver import Driver
from mg.net.kept.known_servers import known_servers
from mg.scenes.lobby.host_where import HostWhereScene
from mg.scenes.lobby.lobby import LobbyScene
from mg.scenes.menu.scene import MenuScene
from mg.text.i18n import t
from tests.support.net_play import lobby_ready, net_until, running_server, type_into
from tests.support.problem_keys import problem_keys


def test_host_on_a_server_by_mouse_and_the_address_is_offered_again(driver: Driver) -> None:
    assert known_servers() == []
    with running_server() as (server, address):
        driver.press("players-3")
        driver.press("host")
        where = driver.top_as(HostWhereScene)
        assert where.address.get_text() == "" and "known-0" not in where.buttons
        type_into(driver, where.address.rect, address)
        driver.press("server")
        net_until(driver, lambda: lobby_ready(driver))
        net = driver.top_as(LobbyScene).net
        assert net is not None and net.hosting is None and net.address == address
        room = server.rooms.rooms[net.code]  # (read only: the lobby is seated already)
        assert [s.taken for s in net.seats] == [True, False, False]
        assert len(room.seats) == 3 and room.game.rounds == driver.app.flow.setup.rounds
        assert driver.button("plan-1-open").visible  # the other seats: open, here or a bot
        assert known_servers() == [address]
        driver.press("back")
        assert isinstance(driver.top, MenuScene)
        driver.press("host")
        again = driver.top_as(HostWhereScene)
        assert again.address.get_text() == address  # the last one, ready to use
        assert again.buttons["known-0"].text == address


def test_an_address_with_no_server_says_so_and_is_not_remembered(driver: Driver) -> None:
    with running_server() as (_server, address):
        pass  # (its port is free again: nobody answers there)
    driver.press("host")
    where = driver.top_as(HostWhereScene)
    driver.press("server")
    assert problem_keys(where.problem) == ["net_address"]  # nothing typed
    type_into(driver, where.address.rect, address)
    driver.press("server")
    net_until(driver, lambda: driver.top_as(LobbyScene).problem is not None)
    assert problem_keys(driver.top_as(LobbyScene).problem) == ["net_unreachable"]
    assert known_servers() == []


def test_the_clock_chosen_with_the_server_reaches_the_room_and_the_lobby_shows_it(
    driver: Driver,
) -> None:
    with running_server() as (server, address):
        driver.press("host")
        where = driver.top_as(HostWhereScene)
        assert where.buttons["clock"].text == t("lobby.clock_none")
        driver.press("clock")  # none → live → by the day
        driver.press("clock")
        assert where.clock == "day" and where.buttons["clock"].text == t("lobby.clock_day")
        type_into(driver, where.address.rect, address)
        driver.press("server")
        net_until(driver, lambda: lobby_ready(driver))
        net = driver.top_as(LobbyScene).net
        assert net is not None
        kept = server.rooms.rooms[net.code].clock  # the server keeps it
        assert kept is not None and kept.kind == "day"
        clock = driver.button("clock")
        assert clock.text == t("lobby.clock_day") and not clock.is_enabled  # shown, as chosen
        driver.press("back")


def test_a_room_opened_with_no_clock_has_none(driver: Driver) -> None:
    with running_server() as (server, address):
        driver.press("host")
        where = driver.top_as(HostWhereScene)
        type_into(driver, where.address.rect, address)
        driver.press("server")
        net_until(driver, lambda: lobby_ready(driver))
        net = driver.top_as(LobbyScene).net
        assert net is not None and server.rooms.rooms[net.code].clock is None
        assert driver.button("clock").text == t("lobby.clock_none")
        driver.press("back")
