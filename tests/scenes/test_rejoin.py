"""After a crash a joiner need not type anything again: the next launch
with the same data folder offers "Rejoin <code> (hosted by Anna)" on the menu while this
machine keeps a seat's token for that room, and Continue takes it when it is the most
recent game here — back in the same seat. Real servers and clients on 127.0.0.1,
in-process; bounded in frames."""

from __future__ import annotations

from mg.dev.driver import Driver
from mg.net.kept.seat_tokens import rejoin_offer, token_for
from mg.scenes.board.setup import SetupScene
from mg.scenes.menu.scene import MenuScene
from mg.text.i18n import t
from mg.ui.options import Options
from tests.support.apps import close, next_launch
from tests.support.net_play import join_by_address, net_until, room_held_by


def test_the_menu_offers_to_rejoin_and_continue_takes_the_same_seat(driver: Driver) -> None:
    again: Driver | None = None
    with room_held_by("Anna", ["red", "yellow"]) as (address, code, _anna):
        try:
            join_by_address(driver, address, code)
            net_until(driver, lambda: driver.top_name == "setup", 3000)
            token = token_for(code)
            assert token is not None
            driver.app.flow.network(None)  # the window is gone, its connection with it
            again = next_launch(Options(windowed=(1280, 720), seed=11, think=0.1))
            offer = rejoin_offer()
            assert offer is not None and (offer.code, offer.address) == (code, address)
            assert again.button("rejoin").text == t("menu.rejoin", code=code, host="Anna")
            assert again.button("continue").is_enabled
            again.press("continue")  # the most recent game here: the network one
            net_until(again, lambda: again is not None and again.top_name == "setup", 3000)
            net = again.app.flow.net
            assert net is not None and again.top_as(SetupScene).table is net
            assert net.local("yellow") is not None  # the same seat, by its kept token
            assert token_for(code) == token
        finally:
            if again is not None:
                again.app.flow.network(None)
                close(again)


def test_no_rejoin_is_offered_without_a_network_game(driver: Driver) -> None:
    assert rejoin_offer() is None
    assert "rejoin" not in driver.top_as(MenuScene).buttons
