"""A game clock chosen in the host's lobby: Clock cycles none, live, by the day (the server
keeps it with the room, before the game begins), and once the game begins the board shows
each player's time, the one playing marked. Real server and client on 127.0.0.1,
in-process; bounded in frames (never timed)."""

from __future__ import annotations

from mg.dev.driver import Driver
from mg.net.client import Joined, NetClient
from mg.net.protocol import Join
from mg.scenes.board.setup import SetupScene
from mg.text.i18n import t
from tests.support.net_play import hosted_lobby, net_until, wait_for


def test_the_host_chooses_a_clock_and_the_board_shows_each_players_time(driver: Driver) -> None:
    net = hosted_lobby(driver)
    hosting = net.hosting
    assert hosting is not None
    rooms = hosting.server.server.rooms

    def kind() -> str | None:
        clock = hosting.server.call(lambda: rooms.rooms[net.code].clock)
        return clock.kind if clock is not None else None

    assert driver.button("clock").text == t("lobby.clock_none")
    driver.press("clock")
    assert driver.button("clock").text == t("lobby.clock_live")
    net_until(driver, lambda: kind() == "live", 3000)
    driver.press("clock")
    driver.press("clock")
    net_until(driver, lambda: kind() is None, 3000)  # none again
    driver.press("clock")
    net_until(driver, lambda: kind() == "live", 3000)
    remote = NetClient(f"127.0.0.1:{hosting.port}", Join(net.code, "Ann"))
    remote.start()
    try:
        wait_for(remote, lambda e: isinstance(e, Joined))
        net_until(driver, lambda: driver.top_name == "setup", 3000)
        setup = driver.top_as(SetupScene)
        net_until(driver, lambda: bool(setup.banner.clock_line()), 3000)
        line = setup.banner.clock_line()
        playing = str(setup.match.game.current)
        name = setup.match.seat_name(playing)
        assert (
            t("net.clock_running", name=name, time="5:20") in line
            or t("net.clock_running", name=name, time="5:19") in line
        )
    finally:
        remote.close()
        driver.app.flow.network(None)
