"""What a network table keeps of what it heard, and when: the seat's token is written by the
client's own thread before the game hears of the seat (a crash right after a join still
finds it), and only when it is new (a dropped connection that comes back writes nothing);
what the board has not shown yet stays few however fast moves come, and no move is lost
(the moves waiting become the game after them). A server on 127.0.0.1 or no network at all;
bounded in looks."""

from __future__ import annotations

import threading
from pathlib import Path

from mg.engine import Game
from mg.net.client import Joined, Moved, NetClient, Resynced, create_room
from mg.net.kept.seat_tokens import keep_token, token_for
from mg.net.net_table import INBOX_MOST, NetTable
from mg.net.protocol import Join, SeatInfo
from mg.net.public import public_digest
from mg.table.table import Replaced
from tests.support.net_play import running_server, soon

TOKEN = "0123456789abcdef0123456789abcdef"


def test_the_seat_file_is_written_once_off_the_drawing_thread_before_the_game_hears(
    tmp_path: Path,
) -> None:
    path = tmp_path / "net-seats.json"
    writes: list[tuple[bool, str]] = []

    def saver(code: str, token: str) -> None:
        writes.append((threading.current_thread() is threading.main_thread(), token))
        assert keep_token(code, token, path) is None

    with running_server() as (_server, address):
        code = create_room(address, ["red", "yellow"], 8)
        net = NetTable(address, code.lower().replace("-", ""))
        net.saver = saver
        client = net.join_here("Ann", "red")
        try:
            joined = soon(lambda: next((e for e in net.heard() if isinstance(e, Joined)), None))
            assert token_for(code, path) == joined.token  # on disk before the game heard
            assert writes == [(False, joined.token)]  # once, and not on this thread
            client.drop()  # the connection drops and comes back with the same token
            soon(lambda: next((e for e in net.heard() if isinstance(e, Joined)), None))
            assert len(writes) == 1  # nothing new: nothing written
        finally:
            net.close()


def test_what_the_table_heard_stays_few_and_no_move_is_lost() -> None:
    game = Game.new(["red", "yellow"], seed=3, rounds=8)
    theirs = str(game.current_player)
    ours = next(c for c in game.players if c != theirs)
    net = NetTable("127.0.0.1:1", "KRO-7Q4")  # (its client never connects: events by hand)
    client = NetClient("127.0.0.1:1", Join("KRO-7Q4"))
    net.main = client
    net.pending.append(client)
    seats = tuple(SeatInfo(c, None, True, True) for c in game.players)
    client.events.put(Joined(ours, TOKEN, game, seats))
    net.pump()
    net.begin()
    action = game.legal_actions()[0]
    after = game.copy()
    after.apply(action)
    longest, seq, news = 0, 0, []
    for _ in range(20):  # another machine's moves, faster than the board shows them
        for _ in range(100):
            seq += 1
            client.events.put(Moved(seq, action, after))
        news += net.poll()  # (it stops at the next move to show, at the board's pace)
        longest = max(longest, len(net.inbox))
    assert longest <= INBOX_MOST + 4
    newest = net.inbox[-1]
    assert isinstance(newest, Moved | Resynced) and newest.seq == seq  # the newest is kept
    assert Replaced() in news  # the moves before, shown as the game after them
    assert public_digest(net.match.game) == public_digest(after)
