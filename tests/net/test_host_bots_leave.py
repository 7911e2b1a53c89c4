"""The host's own computer players leave with it (issue 25): a bot seat taken on this
machine stops when this machine leaves the game, instead of trying to reconnect to a server
that is gone for as long as it would wait for a slow player. Bounded, never timed."""

from __future__ import annotations

import time

from mg.engine import COLOURS
from mg.net.client import create_room
from mg.net.net_table import NetTable
from tests.support.net_play import GUARD, running_server


def test_a_bot_of_this_machine_stops_when_the_machine_leaves() -> None:
    with running_server() as (_server, address):
        ours, bots = COLOURS[0], COLOURS[1]
        code = create_room(address, [ours, bots], 8)
        net = NetTable(address, code)
        net.saver = lambda _code, _token: None  # no token file for this test's seat
        net.join_here("Ann", ours)
        net.add_bot(bots, "easy", seed=3)
        for _ in range(int(GUARD / 0.01)):  # until the bot has its seat (bounded)
            net.pump()
            seat = net.seat(bots)
            if seat is not None and seat.taken:
                break
            time.sleep(0.01)
        seat = net.seat(bots)
        assert seat is not None and seat.taken
        net.close()
        for thread in net.bots.threads:
            thread.join(timeout=GUARD)
            assert not thread.is_alive(), "the bot outlived the game it was playing"
