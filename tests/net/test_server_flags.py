"""`magna-grecia-server`'s flags for games that wait, end to end on 127.0.0.1: with
`--abandon-after SECONDS` its own bot (the room's level) plays the seat of a player away
that long at their turn, and the other player is told who plays it; with `--state` and
`--keep-days N` a begun game is there after a restart (its player takes the seat back by
its token) until it is N days old. Real server processes; every wait bounded."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from mg.bench.net import free_port
from mg.net.client import Failed, Joined, Moved, NetClient, StoodIn, create_room
from mg.net.protocol import Join
from mg.net.room_files import room_path
from mg.net.rooms import KEEP_DAYS
from mg.net.server import parser
from mg.net.stand_ins import ABANDON_AFTER
from tests.support.net_play import server_process, wait_for
from tests.support.problem_keys import problem_keys

pytestmark = pytest.mark.system
COLOURS = ["yellow", "red"]


def test_the_defaults_wait_two_minutes_at_a_turn_and_keep_a_game_two_weeks() -> None:
    options = parser().parse_args([])
    assert options.abandon_after == ABANDON_AFTER == 120 and options.keep_days == KEEP_DAYS


def seated(address: str, code: str) -> tuple[dict[str, NetClient], dict[str, Joined]]:
    """Both seats of room `code` taken, by colour: their clients and what they were told."""
    clients, joined = {}, {}
    for colour in COLOURS:
        client = NetClient(address, Join(code, colour.title(), colour))
        client.start()
        clients[colour] = client
        told = wait_for(client, lambda e: isinstance(e, Joined))
        assert isinstance(told, Joined)
        joined[colour] = told
    return clients, joined


@pytest.mark.heavy(10)
def test_a_seat_away_at_its_turn_is_played_after_abandon_after_and_a_game_kept_for_days(
    tmp_path: Path,
) -> None:
    port = str(free_port())
    flags = ("--port", port, "--state", str(tmp_path), "--keep-days", "1")
    with server_process(*flags, "--abandon-after", "1") as server:
        code = create_room(server.address, COLOURS, 8, bot="random")
        clients, joined = seated(server.address, code)
        first = str(joined[COLOURS[0]].game.current_player)
        other = next(c for c in COLOURS if c != first)
        try:
            clients[first].retry = False  # its player's machine is gone, at their turn
            clients[first].drop()
            told = wait_for(clients[other], lambda e: isinstance(e, StoodIn))
            assert told == StoodIn(first, "random")  # who plays the seat, said to the other
            moved = wait_for(clients[other], lambda e: isinstance(e, Moved))
            assert isinstance(moved, Moved) and moved.seq == 1  # the server's bot played it
        finally:
            for client in clients.values():
                client.close()
        assert f"its bot plays {first}" in "".join(server.log)  # a log line per event
    with server_process(*flags) as server:  # started again on its state: the game is there
        back = NetClient(server.address, Join(code, token=joined[first].token))
        back.start()
        again = wait_for(back, lambda e: isinstance(e, Joined | Failed))
        back.close()
        assert isinstance(again, Joined) and again.colour == first
        assert again.game.history_length >= 1  # where it was
    then = time.time() - 2 * 24 * 3600.0  # its game last changed two days ago
    os.utime(room_path(tmp_path, code), (then, then))
    with server_process(*flags) as server:  # older than --keep-days: closed, its file gone
        late = NetClient(server.address, Join(code, token=joined[first].token), retry=False)
        late.start()
        refused = wait_for(late, lambda e: isinstance(e, Joined | Failed))
        late.close()
        assert isinstance(refused, Failed) and problem_keys(refused.problem) == ["net_no_room"]
        assert not room_path(tmp_path, code).exists()
