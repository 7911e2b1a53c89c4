"""Network play for real: a server and clients on 127.0.0.1. Whole games played
by bot clients end with every client holding the server's game; a client cut off mid-turn,
or gone and started again with its token, catches up; hostile connections never crash the
server nor change the game; a silent connection neither stalls the others nor keeps its
seat "connected" past the ping timeout. Counts are bounded; timeouts only guard a hang."""

from __future__ import annotations

import signal
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from mg.bench.net import free_port
from mg.net.bot_client import BotResult, play
from mg.net.client import (
    Connection,
    Joined,
    Moved,
    NetClient,
    Resynced,
    SeatsChanged,
    create_room,
)
from mg.net.protocol import Act, Error, Join, encode, parse_server
from mg.net.public import public_digest, public_record
from mg.net.server import local_peer
from mg.ui.options import parse_args
from tests.support.net_play import (
    GUARD,
    play_one,
    running_server,
    server_process,
    silent_connection,
    started,
    wait_for,
)

pytestmark = pytest.mark.system
COLOURS4 = ["yellow", "orange", "brown", "red"]


def bots_play(address: str, code: str, levels: list[str]) -> list[BotResult]:
    results: list[BotResult | None] = [None] * len(levels)

    def seat(k: int) -> None:
        results[k] = play(address, code, levels[k], seed=k, budget=0.02, quiet_for=GUARD)

    threads = [threading.Thread(target=seat, args=(k,)) for k in range(len(levels))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(GUARD * 4)
    assert all(r is not None for r in results)
    return [r for r in results if r is not None]


@pytest.mark.heavy(6)
def test_four_bot_clients_play_a_whole_game_to_the_final_scoring() -> None:
    with running_server() as (server, address):
        code = create_room(address, COLOURS4, 12)
        results = bots_play(address, code, ["random", "easy", "random", "easy"])
        game = server.rooms.rooms[code].game
        assert game.is_over()
        assert sorted(str(r.colour) for r in results) == sorted(COLOURS4)
        for result in results:
            assert result.problem is None and result.game is not None
            assert public_digest(result.game) == public_digest(game)
            assert result.game.score == game.score and result.game.winners() == game.winners()
            assert result.game.standings() == game.standings()
        assert [r.turned_down for r in results] == [()] * 4
        assert sum(r.sent for r in results) == game.history_length


def test_a_client_cut_off_mid_turn_comes_back_with_its_token_and_catches_up() -> None:
    colours = ["red", "yellow"]
    with running_server() as (server, address):
        code = create_room(address, colours, 8)
        clients = started(address, code, colours)
        room = server.rooms.rooms[code]
        seen: Moved | Joined = Joined("red", "", room.game.copy(), ())
        while room.game.oracles_to_place or not room.game.can_undo():
            seen = play_one(clients, colours, seen)
        actor = colours.index(str(room.game.current_player))
        cut = clients[actor]
        cut.drop()  # as a crash would: no goodbye
        other = clients[1 - actor]
        gone = wait_for(
            other, lambda e: isinstance(e, SeatsChanged) and not e.seats[actor].connected
        )
        assert isinstance(gone, SeatsChanged)
        back = wait_for(cut, lambda e: isinstance(e, Joined))
        assert isinstance(back, Joined) and back.colour == colours[actor]
        assert back.game.record() == public_record(room.game)
        assert back.game.turn_actions == room.game.turn_actions and back.game.can_undo()
        # started again from nothing but its token: the same seat, the same game
        token = back.token
        cut.close()
        again = NetClient(address, Join(code, token=token))
        again.start()
        joined = wait_for(again, lambda e: isinstance(e, Joined))
        assert isinstance(joined, Joined) and joined.colour == colours[actor]
        again.undo()  # its turn goes on where it was: undo (R40) works
        moved = wait_for(again, lambda e: isinstance(e, Moved))
        assert isinstance(moved, Moved) and moved.action is None
        assert public_digest(moved.game) == public_digest(room.game)
        for client in (again, other):
            client.close()


def raw_send(address: str, texts: list[str | bytes], replies: int | None = None) -> list[object]:
    """Send `texts` on a raw connection; what came back, parsed, until it closed or
    `replies` came (one a text unless given), then "open" if it is still open."""
    got: list[object] = []
    with connect(f"ws://{address}", max_size=None, compression=None) as ws:
        try:
            for text in texts:
                ws.send(text)
        except ConnectionClosed:  # closed while sending: what it said first is still read
            pass
        try:
            while len(got) < (len(texts) if replies is None else replies):
                got.append(parse_server(ws.recv(timeout=GUARD)))
            got.append("open")
        except ConnectionClosed:
            pass
    return got


@pytest.mark.heavy(3)
def test_hostile_connections_never_crash_the_server_nor_change_the_game() -> None:
    colours = ["red", "yellow"]
    with running_server() as (server, address):
        code = create_room(address, colours, 8)
        clients = started(address, code, colours)
        room = server.rooms.rooms[code]
        seen: Moved | Joined = Joined("red", "", room.game.copy(), ())
        for _ in range(3):
            seen = play_one(clients, colours, seen)
        digest, seq = public_digest(room.game), room.seq
        action = room.game.legal_actions()[0]
        hostile: list[list[str | bytes]] = [
            ["garbage"],
            [b"\x00\xff" * 10],
            ['{"v": 1, "type": "join", "code": "'],
            ["[" * 3000],
            ["x" * 10_000],  # over the size bound: the library closes the connection
            [encode(Join(code, token="f" * 32))],
            [encode(Join(code, colour="red"))],
            [encode(Act(seq, action))],  # not seated
            ['{"v": 1, "type": "act", "seq": 0, "action": {"type": "EndTurn"}}'],
            ['{"v": 1, "type": "create", "players": ["red", "red"], "rounds": 8}'],
        ]
        for texts in hostile:
            got = raw_send(address, texts)
            assert all(isinstance(m, Error) for m in got if m != "open"), got
            assert got or len(texts[0]) > 4096  # told why (an oversized one is just closed)
        # a seat's token taken by a stranger replaying and acting out of turn
        token = clients[0].token
        assert token is not None
        stale = Act(0, action)
        got = raw_send(address, [encode(Join(code, token="0" * 32)), encode(stale)])
        assert [m.key for m in got if isinstance(m, Error)][0] == "net_bad_token"
        assert public_digest(room.game) == digest and room.seq == seq
        # the real players still play
        seen = play_one(clients, colours, seen)
        assert room.seq == seq + 1
        for client in clients:
            client.close()


def test_too_many_messages_close_the_connection() -> None:
    # 5 at once, then one every 5 s: a server slowed by a loaded machine still sees a flood
    with running_server(rate=0.2, burst=5.0) as (_server, address):
        got = raw_send(address, ['{"v": 1, "type": "sync"}'] * 30, replies=30)
        keys = [m.key for m in got if isinstance(m, Error)]
        assert keys[-1] == "net_rate" and "open" not in got


def test_a_silent_connection_stalls_nobody_and_loses_connected_at_the_ping_timeout() -> None:
    with running_server(ping_interval=0.2, ping_timeout=0.2) as (server, address):
        code = create_room(address, ["red", "yellow", "brown"], 8)
        silent = silent_connection(address, encode(Join(code, "Mute", "brown")))
        clients = started(address, code, ["red", "yellow"])
        seats = wait_for(
            clients[0], lambda e: isinstance(e, SeatsChanged) and not e.seats[2].connected
        )
        assert isinstance(seats, SeatsChanged) and seats.seats[2].taken
        # another room on the same server plays a whole game meanwhile
        other = create_room(address, ["red", "yellow"], 8)
        results = bots_play(address, other, ["random", "random"])
        assert all(r.game is not None and r.game.is_over() for r in results)
        assert server.rooms.rooms[other].game.is_over()
        silent.close()
        for client in clients:
            client.close()


@pytest.mark.heavy(8)
def test_two_headless_join_bots_play_a_game_from_the_command_line() -> None:
    root = Path(__file__).resolve().parents[2]
    with running_server() as (server, address):
        code = create_room(address, ["red", "yellow"], 8)
        command = [sys.executable, "main.py", "--join", address, "--code", code.lower()]
        command += ["--autoplay", "random", "--think", "0.1"]
        runs = [
            subprocess.Popen(command, cwd=root, stdout=subprocess.PIPE, text=True) for _ in "ab"
        ]
        outputs = [run.communicate(timeout=GUARD * 4)[0] for run in runs]
        assert [run.returncode for run in runs] == [0, 0], outputs
        game = server.rooms.rooms[code].game
        assert game.is_over()
        won = ", ".join(game.winners())  # each bot's last line: the seat it played, who won
        assert all(out.rstrip().endswith(f"won: {won}") for out in outputs), outputs
        assert {c for c in game.players for out in outputs if f"playing {c}:" in out} == set(
            game.players
        )


@pytest.mark.parametrize(
    "flags", [["--join", "h:1"], ["--code", "KRO-7Q4"], ["--join", "h:1", "--code", "K"]]
)
def test_join_needs_its_code_and_a_bot(flags: list[str]) -> None:
    with pytest.raises(SystemExit) as caught:
        parse_args(flags)
    assert caught.value.code == 2


def test_the_server_command_says_it_listens_for_the_local_network_only() -> None:
    root = Path(__file__).resolve().parents[2]
    command = [sys.executable, "-m", "mg.net.server", "--host", "127.0.0.1", "--port", "0"]
    server = subprocess.Popen(command, cwd=root, stderr=subprocess.PIPE, text=True)
    try:
        assert server.stderr is not None
        line = server.stderr.readline()
    finally:
        server.terminate()
        server.wait(GUARD)
    assert "listening on port" in line and "local network only" in line


@pytest.mark.parametrize(
    ("peer", "local"),
    [
        (("127.0.0.1", 5), True),
        (("192.168.1.20", 5), True),
        (("10.0.0.7", 5), True),
        (("fe80::1%eth0", 5, 0, 2), True),
        (("::1", 5, 0, 0), True),
        (("8.8.8.8", 5), False),
        (("2001:4860:4860::8888", 5, 0, 0), False),
        (None, False),
        (("not an address", 5), False),
    ],
)
def test_only_local_network_peers_are_local(peer: object, local: bool) -> None:
    assert local_peer(peer) is local


def test_a_server_killed_and_started_again_loses_no_game_and_every_client_comes_back(
    tmp_path: Path,
) -> None:
    colours = ["red", "yellow"]
    kept = ("--port", str(free_port()), "--state", str(tmp_path))
    clients: list[NetClient] = []
    try:
        with server_process(*kept) as server:
            code = create_room(server.address, colours, 8)
            clients = [
                NetClient(server.address, Join(code, f"P{k}", c)) for k, c in enumerate(colours)
            ]
            seen: Moved | Joined | None = None
            for client in clients:
                client.start()
                joined = wait_for(client, lambda e: isinstance(e, Joined))
                assert isinstance(joined, Joined)
                seen = joined
            assert seen is not None
            for _ in range(9):
                seen = play_one(clients, colours, seen)
            before = public_digest(seen.game)
            server.process.send_signal(signal.SIGKILL)  # no goodbye, nothing written at exit
            server.process.wait(GUARD)
            for client in clients:
                wait_for(client, lambda e: isinstance(e, Connection) and e.state == "reconnecting")
        with server_process(*kept) as again:
            assert any("1 found, 1 taken in" in line for line in again.log)
            for client, colour in zip(clients, colours, strict=True):
                back = wait_for(client, lambda e: isinstance(e, Joined))
                assert isinstance(back, Joined) and back.colour == colour
                assert public_digest(back.game) == before
                seen = back
            seen = play_one(clients, colours, seen)  # and the game goes on
            assert seen.game.history_length == 10
    finally:
        for client in clients:
            client.close()


def test_a_copy_that_went_wrong_is_resynced_from_the_record() -> None:
    colours = ["red", "yellow"]
    with running_server() as (server, address):
        code = create_room(address, colours, 8)
        clients = started(address, code, colours)
        room = server.rooms.rooms[code]
        seen: Moved | Joined = Joined("red", "", room.game.copy(), ())
        seen = play_one(clients, colours, seen)
        wrong = clients[1].mirror
        assert wrong is not None  # its copy goes wrong: an action the server never played
        wrong.game.apply(wrong.game.legal_actions()[-1])
        game = seen.game
        clients[colours.index(str(game.current_player))].act(game.legal_actions()[0])
        resynced = wait_for(clients[1], lambda e: isinstance(e, Resynced))
        assert isinstance(resynced, Resynced) and resynced.seq == room.seq == 2
        assert resynced.game.record() == public_record(room.game)
        for client in clients:
            client.close()
