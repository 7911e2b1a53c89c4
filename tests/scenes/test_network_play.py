"""Network play on screen: a game hosted through the real menu by mouse, a bot
client of another "machine" joining its open seat, the host playing by mouse and the
remote actions showing up; a join by typed address and code through the Join scene; a
wrong code refused with its key. Real servers on 127.0.0.1, in-process; bounded in frames
(never timed)."""

from __future__ import annotations

import threading
from pathlib import Path

import pygame
import pytest

from mg.dev.driver import Driver
from mg.engine import Phase, PlaceOracle
from mg.net.bot_client import play as bot_play
from mg.net.client import NetClient, create_room
from mg.net.kept.seat_tokens import token_for
from mg.net.protocol import Join
from mg.net.server import tls_context
from mg.scenes.board.setup import SetupScene
from mg.scenes.lobby.join import JoinScene
from mg.scenes.lobby.lobby import LobbyScene
from mg.scenes.overlays.log import LogScene
from mg.scenes.play.scene import PlayScene
from mg.table.table import Banner
from mg.text.i18n import t
from tests.support.net_play import (
    lobby_ready,
    net_until,
    running_server,
    self_signed,
    type_into,
)


def test_host_by_mouse_a_remote_bot_joins_and_moves_show(driver: Driver) -> None:
    driver.app.ctx.settings.ask_idle_end = False
    driver.press("players-2")
    driver.press("host")
    driver.press("here")  # on this computer
    net_until(driver, lambda: lobby_ready(driver))
    lobby = driver.top_as(LobbyScene)
    net = lobby.net
    assert net is not None and net.hosting is not None
    assert not driver.button("start").is_enabled  # the second seat is open for a remote player
    first, second = net.seats[0].colour, net.seats[1].colour
    done_with_it = threading.Event()
    remote = threading.Thread(
        target=bot_play,
        args=(f"127.0.0.1:{net.hosting.port}", net.code, "easy"),
        kwargs={"quiet_for": 30.0, "stop": done_with_it},
        daemon=True,
    )
    remote.start()
    net_until(driver, lambda: driver.top_name == "setup", 3000)
    setup = driver.top_as(SetupScene)
    assert setup.table is net  # the board plays at the network table
    assert setup.match.seat_of(second) is not None
    assert setup.match.seat_of(second).kind == "remote"  # type: ignore[union-attr]
    assert setup.match.seat_of(first).kind == "human"  # type: ignore[union-attr]
    driver.press("random")  # this machine's oracles, each sent and played when it comes back
    net_until(driver, lambda: driver.top_name == "play", 6000)
    play = driver.top_as(PlayScene)
    assert play.table is net
    played_before = play.game.history_length

    def ours() -> bool:
        return play.game.current == first and play.bot_level() is None and driver.top is play

    def play_our_turn() -> None:
        """This machine's turn by mouse: End actions, End turn; each applied once the
        server's word comes back."""
        driver.press("end_actions")
        net_until(driver, lambda: play.game.phase == Phase.MARKET and driver.top is play, 600)
        sent = play.game.history_length
        driver.press("end_turn")
        net_until(driver, lambda: play.game.history_length > sent, 600)

    net_until(driver, ours)  # (the remote seat may play first)
    play_our_turn()
    assert play.game.history_length > played_before
    # our turns until the remote seat's (a new round's card may give us two in a row, R9)
    for _ in range(3):
        net_until(driver, lambda: play.game.current == second or ours())
        if play.game.current == second:
            break
        play_our_turn()
    assert play.game.current == second
    theirs = play.game.history_length
    # the remote seat's actions show up on this machine's copy
    net_until(driver, lambda: play.game.history_length > theirs, 6000)
    net_until(driver, lambda: driver.top is play)  # (a hand-over banner goes by itself)
    driver.press("log")  # the log tells the network game as played on this machine
    assert driver.top_name == "log"
    assert isinstance(driver.top, LogScene) and driver.top.match is play.match
    driver.key(pygame.K_ESCAPE)
    net_until(driver, lambda: driver.top is play)
    moments = play.game.history_length
    driver.key(pygame.K_w)  # the replay of the turns so far, as in a local game
    assert driver.top_name == "replay"
    driver.key(pygame.K_w)  # ... and back to the network game, where it was
    net_until(driver, lambda: driver.top is play)
    assert play.table is net and play.game.history_length >= moments
    driver.press("menu")
    driver.press("menu")  # the pause menu's Main menu: asked first, the remote player there
    driver.press("leave")  # the network game is left
    assert driver.top_name == "menu"
    done_with_it.set()  # the remote player, left alone by the host, stops trying
    remote.join(timeout=40)
    assert not remote.is_alive()


def test_join_by_typed_address_and_code(driver: Driver) -> None:
    with running_server() as (_server, address):
        code = create_room(address, ["red", "yellow"], 8)
        other = NetClient(address, Join(code, "Ann", "red"))
        other.start()
        try:
            driver.press("join")
            scene = driver.top_as(JoinScene)
            type_into(driver, scene.address.rect, address)
            type_into(driver, scene.code.rect, code.lower())
            driver.press("join")
            net_until(driver, lambda: driver.top_name in ("lobby", "setup"), 3000)
            assert token_for(code) is not None  # kept to come back to the same seat
            net_until(driver, lambda: driver.top_name == "setup", 3000)
            net = driver.app.flow.net
            assert net is not None and driver.top_as(SetupScene).table is net
            assert net.local("yellow") is not None
        finally:
            other.close()
            driver.app.flow.network(None)


def test_a_wrong_code_is_refused_with_its_key(driver: Driver) -> None:
    with running_server() as (_server, address):
        create_room(address, ["red", "yellow"], 8)
        driver.press("join")
        scene = driver.top_as(JoinScene)
        type_into(driver, scene.address.rect, address)
        type_into(driver, scene.code.rect, "ZZZ-999")
        driver.press("join")
        net_until(driver, lambda: scene.problem is not None, 3000)
        assert scene.problem is not None and scene.problem.key == "net_no_room"
        assert driver.top_name == "join"
        assert scene.net is None  # nothing changed: the form is there to try again


def test_another_machines_player_is_shown_as_a_person_and_when_away(driver: Driver) -> None:
    """Seen with two real windows: a player of another machine who typed no name
    is "Player N" here as there (not "Remote player"), is not marked or worded as a
    computer player, and shows as disconnected once gone."""
    with running_server() as (_server, address):
        code = create_room(address, ["red", "yellow"], 8)
        other = NetClient(address, Join(code, None, "yellow"))  # no name typed over there
        other.start()
        try:
            driver.press("join")
            scene = driver.top_as(JoinScene)
            type_into(driver, scene.address.rect, address)
            type_into(driver, scene.code.rect, code)
            driver.press("join")
            net_until(driver, lambda: driver.top_name == "setup", 3000)
            board = driver.top_as(SetupScene)
            name = t("seat.player", n=[s.colour for s in board.match.seats].index("yellow") + 1)
            assert board.match.seat_name("yellow") == name
            marks = board.turns.seat_mark
            assert marks("yellow") == "remote" and marks("red") is None
            if board.game.current == "red":  # ours first: placed, then it is theirs
                driver.press("random")
                net_until(driver, lambda: board.game.current == "yellow", 3000)
            placed = board.game.history_length
            target = board.game.legal_actions()[0]
            assert isinstance(target, PlaceOracle)
            driver.click(board.space_point(target.space))
            assert board.status == t("net.remote_acting", name=name)
            driver.frames(5)
            assert board.game.history_length == placed  # a click on their turn changes nothing
            other.close()
            net_until(driver, lambda: marks("yellow") == "away", 3000)
            assert board.table.banner() == Banner("waiting", "yellow")
            assert board.banner.words() == t("net.waiting_for", name=name)
        finally:
            other.close()
            driver.app.flow.network(None)


def test_a_wss_address_with_a_certificate_not_trusted_is_refused_with_its_key(
    driver: Driver, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SSL_CERT_FILE", str(self_signed(tmp_path, "stranger")[0]))
    with running_server(tls=tls_context(*self_signed(tmp_path, "server"))) as (_server, address):
        driver.press("join")
        scene = driver.top_as(JoinScene)
        type_into(driver, scene.address.rect, f"wss://{address}")
        type_into(driver, scene.code.rect, "ABC-123")
        driver.press("join")
        net_until(driver, lambda: scene.problem is not None, 3000)
        assert scene.problem is not None and scene.problem.key == "net_certificate"
        assert driver.top_name == "join" and scene.net is None  # nothing changed
