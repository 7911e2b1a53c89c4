"""The host keeps every network game: a remote seat that drops is offered to
a bot on the host's board, and the game goes on with the bot; a host whose game stops
(its process killed) hosts it again from the Games list with the same code and seat
tokens, and the other machine's client comes back to its seat by itself, the game where
it was. Real servers and clients on 127.0.0.1, in-process; bounded in frames."""

from __future__ import annotations

import queue
import random
import signal
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

from mg.dev.driver import Driver
from mg.engine import Game, Phase
from mg.net.bot_client import play as bot_play
from mg.net.client import HintsAllowed, Joined, NetClient
from mg.net.net_table import WAIT_AGAIN
from mg.net.protocol import Join
from mg.net.public import public_digest
from mg.scenes.board.board_scene import BoardScene
from mg.scenes.board.setup import SetupScene
from mg.scenes.board.table_banner import TableBanner
from mg.scenes.overlays.games import GamesScene
from mg.scenes.play.scene import PlayScene
from mg.store.game_files import game_path, hosted_dir, list_games
from mg.store.seats import Seat
from mg.store.session import Session, to_json
from mg.store.storage import write_atomic
from tests.support.clock import FakeClock
from tests.support.net_play import GUARD, hosted_lobby, net_until, wait_for


def board(driver: Driver) -> BoardScene:
    top = driver.top
    assert isinstance(top, BoardScene)
    return top


def banner(scene: BoardScene) -> TableBanner:
    """The banner over the board of a setup or play scene (the host's offer under it)."""
    assert isinstance(scene, SetupScene | PlayScene)
    return scene.banner


def test_a_dropped_remote_seat_is_given_to_a_bot_and_the_game_goes_on(driver: Driver) -> None:
    net = hosted_lobby(driver)
    first, second = net.seats[0].colour, net.seats[1].colour
    assert net.hosting is not None
    driver.press("hints")  # the host allows each player their own hints
    remote = NetClient(f"127.0.0.1:{net.hosting.port}", Join(net.code, "Ann"))
    remote.start()
    wait_for(remote, lambda e: isinstance(e, Joined))
    allowed = wait_for(remote, lambda e: isinstance(e, HintsAllowed))
    assert allowed == HintsAllowed(True)  # told to the other machine
    net_until(driver, lambda: driver.top_name == "setup", 3000)
    problem = net.give_to_bot(second, 1)  # still connected: nothing to hand over
    assert problem is not None and problem.key == "net_seat_not_away"
    remote.close()  # the other machine is gone
    seat = net.seat(second)
    net_until(driver, lambda: net.seat(second) is not seat and not net.seat(second).connected)  # type: ignore[union-attr]
    driver.press("random")  # this machine's oracles
    net_until(driver, lambda: net.offer() == second, 6000)  # the remote seat is to act
    scene = board(driver)
    clock = net.clock = FakeClock()
    driver.click(banner(scene).buttons()["wait"].center)  # the host waits a while …
    assert net.offer() is None and banner(scene).buttons() == {}
    clock.now += WAIT_AGAIN  # … and is asked again
    assert net.offer() == second
    assert "give_bot" in banner(scene).buttons()
    before = scene.game.history_length
    driver.click(banner(scene).buttons()["give_bot"].center)
    assert net.offer() is None and second in net.bots.colours
    net_until(driver, lambda: bool(net.seat(second) and net.seat(second).connected), 3000)  # type: ignore[union-attr]
    # the bot plays the seat: its actions come back and the game reaches this machine again
    net_until(
        driver,
        lambda: (
            driver.top_name == "play"
            and board(driver).game.history_length > before
            and board(driver).game.current == first
        ),
        20000,
    )
    assert banner(board(driver)).buttons() == {}
    assert "hint" in board(driver).buttons  # allowed: this machine's own hints
    driver.app.flow.network(None)  # this machine leaves: its bot stops with it
    for thread in net.bots.threads:
        thread.join(GUARD)
        assert not thread.is_alive()


def test_a_finished_hosted_game_opens_as_a_replay_and_offers_no_host_again(driver: Driver) -> None:
    rng = random.Random(4)
    game = Game.new(["yellow", "orange"], seed=4, rounds=8)
    while game.phase != Phase.OVER:
        game.apply(rng.choice(game.legal_actions()))
    finished = Session(game, [Seat("Cleo", "yellow"), Seat("Dan", "orange")])
    write_atomic(game_path(finished.game_id), to_json(finished))
    hosted_dir(finished.game_id).mkdir(parents=True)  # (a network game this machine hosted)
    driver.press("games")
    screen = driver.top_as(GamesScene)
    assert screen.rows[0].hosted and "again-0" not in screen.buttons
    assert driver.button("export-0").is_enabled
    driver.press("game-0")
    assert driver.top_name == "replay" and driver.game.history_length == 0


def test_a_hosted_game_left_before_anything_was_played_leaves_nothing(driver: Driver) -> None:
    net = hosted_lobby(driver)
    assert net.hosting is not None
    folder = hosted_dir(net.hosting.plan.game_id)
    net_until(driver, folder.is_dir)  # (its room is kept from the start)
    driver.press("back")
    net_until(driver, lambda: not folder.exists())
    assert driver.top_name == "menu" and not list_games()


def host_lines(host: subprocess.Popen[str]) -> Iterator[str]:
    """What the host process says, a line at a time (a guard against a hang: a line that
    does not come fails the test)."""
    lines: queue.Queue[str] = queue.Queue()
    assert host.stdout is not None
    out = host.stdout

    def read() -> None:
        for line in out:
            lines.put(line)

    threading.Thread(target=read, daemon=True).start()
    while True:
        try:
            yield lines.get(timeout=4 * GUARD)
        except queue.Empty:
            raise AssertionError("the host process said nothing more") from None


def test_a_host_process_killed_mid_game_is_hosted_again_and_the_client_comes_back(
    driver: Driver,
) -> None:
    root = Path(__file__).resolve().parents[2]
    command = [sys.executable, "-m", "tests.support.host_process", "14"]
    host = subprocess.Popen(command, cwd=root, stdout=subprocess.PIPE, text=True)
    remote: threading.Thread | None = None
    try:
        said = host_lines(host)
        _, port, code, game_id = next(said).split()
        remote = threading.Thread(
            target=bot_play,
            args=(f"127.0.0.1:{port}", code, "easy"),
            kwargs={"quiet_for": 60.0},
            daemon=True,
        )
        remote.start()  # another machine's player, keeping its token
        waiting, digest = next(said).split()
        assert waiting == "WAITING"
        host.send_signal(signal.SIGKILL)  # no goodbye, nothing written at exit
        host.wait(GUARD)
        driver.press("games")
        games = driver.top_as(GamesScene)
        k = next(k for k, row in enumerate(games.rows) if row.game_id == game_id)
        assert games.rows[k].hosted and not games.rows[k].finished
        driver.press(f"game-{k}")  # a hosted game not over: its row hosts it again
        net_until(driver, lambda: isinstance(driver.top, BoardScene), 6000)
        again = board(driver)
        net = driver.app.flow.net
        assert net is not None and again.match is net.match and net.code == code
        assert net.hosting is not None and net.hosting.port == int(port)
        assert public_digest(again.game) == digest  # where the killed host left it
        assert net.local("yellow") is not None
        net_until(driver, lambda: bool((s := net.seat("orange")) and s.connected))
        played = again.game.history_length
        assert played >= 14 and isinstance(again, PlayScene)  # mid-game: the rounds
        assert "hint" not in again.buttons  # the host did not allow hints in this game
        again.apply(random.Random(1).choice(again.game.legal_actions()))  # the game goes on
        net_until(driver, lambda: again.game.history_length > played, 600)
    finally:
        host.kill()
        host.wait(GUARD)
        driver.app.flow.network(None)
