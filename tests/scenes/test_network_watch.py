"""Watching a network game on screen: the Join scene's Watch with the address and the code
typed opens the board as a spectator (every seat another's: nothing to play, no hints), the
players' moves show up as they are played, the board and the players' lobby say how many
watch, and a room closed to spectators is refused with its key. Real servers and bot
clients on 127.0.0.1, in-process; bounded in frames (never timed)."""

from __future__ import annotations

import threading

from mg.dev.driver import Driver
from mg.net.bot_client import play as bot_play
from mg.net.client import create_room
from mg.scenes.board.board_scene import BoardScene
from mg.scenes.board.setup import SetupScene
from mg.scenes.lobby.join import JoinScene
from mg.scenes.play.scene import PlayScene
from mg.text.i18n import t
from tests.support.net_play import join_by_form, net_until, running_server


def watch_by_form(driver: Driver, address: str, typed: str) -> JoinScene:
    """The menu's Join a game…, the address and the code typed as a player would, Watch."""
    return join_by_form(driver, address, typed, "watch")


def test_a_spectator_watches_the_players_moves_on_the_board(driver: Driver) -> None:
    with running_server() as (server, address):
        code = create_room(address, ["red", "yellow"], 8)
        stop = threading.Event()
        bots = [
            threading.Thread(
                target=bot_play,
                args=(address, code, "random"),
                kwargs={"quiet_for": 30.0, "stop": stop},
                daemon=True,
            )
            for _ in range(2)
        ]
        try:
            watch_by_form(driver, address, code.lower().replace("-", ""))
            net_until(driver, lambda: driver.top_name in ("setup", "play"), 3000)
            net = driver.app.flow.net
            assert net is not None and net.spectating() and not net.clients
            scene = driver.top
            assert isinstance(scene, SetupScene | PlayScene) and scene.table is net
            room = server.rooms.rooms[code]
            assert len(room.watchers) == 1
            assert scene.banner.note() == f"{t('net.watching')} · {t('net.watchers', count=1)}"
            for bot in bots:
                bot.start()
            net_until(driver, lambda: room.seq >= 3, 6000)
            net_until(driver, lambda: net.match.game.history_length >= 3, 6000)
            top = driver.top
            assert isinstance(top, BoardScene)
            assert not net.hints_allowed() and net.offer() is None
            assert all(not net.ours(colour) for colour in ("red", "yellow"))
        finally:
            stop.set()
            driver.app.flow.network(None)
            for bot in bots:
                if bot.is_alive():
                    bot.join(40)


def test_a_room_closed_to_spectators_is_refused_with_its_key(driver: Driver) -> None:
    with running_server() as (_server, address):
        code = create_room(address, ["red", "yellow"], 8, watch=False)
        scene = watch_by_form(driver, address, code)
        net_until(driver, lambda: scene.problem is not None, 3000)
        assert scene.problem is not None and scene.problem.key == "net_no_watching"
        assert driver.top_name == "join" and scene.net is None
