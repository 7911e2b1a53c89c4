"""A game that waits for its players: a begun game nobody is at is kept `--keep-days` days
(14 by default) after its players last left, across restarts with `--state` (a kept room is
as old as its file), then closed and its file gone."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from mg.net.protocol import Join
from mg.net.room_files import room_path, write_room
from mg.net.rooms import KEEP_DAYS, Room, Rooms
from mg.net.server import Server, parser

DAY = 24 * 3600.0


def begun(rooms: Rooms, seed: int) -> Room:
    """A room whose two seats were taken (the game begun), then left by both players."""
    room = rooms.create_room(("red", "yellow"), 8, seed=seed)
    rooms.handle(2 * seed, Join(room.code, "Ann", None, None))
    rooms.handle(2 * seed + 1, Join(room.code, "Bob", None, None))
    assert room.started
    rooms.disconnect(2 * seed)
    rooms.disconnect(2 * seed + 1)
    return room


def test_a_begun_game_nobody_is_at_is_kept_as_many_days_as_the_server_says() -> None:
    assert KEEP_DAYS == 14 and parser().parse_args([]).keep_days == KEEP_DAYS
    now = [0.0]
    rooms = Rooms(clock=lambda: now[0], keep_unfinished=3 * DAY)
    room = begun(rooms, 1)
    now[0] = 3 * DAY - 60
    assert rooms.sweep() == [] and room.code in rooms.rooms
    now[0] = 3 * DAY + 60
    assert rooms.sweep() == [room.code] and rooms.rooms == {}


@pytest.mark.parametrize("days", ["0", "-1", "nan", "soon"])
def test_keep_days_is_a_number_of_days_above_zero(days: str) -> None:
    with pytest.raises(SystemExit) as stopped:
        parser().parse_args(["--keep-days", days])
    assert stopped.value.code == 2


def test_a_kept_room_is_as_old_as_its_file_after_a_restart(tmp_path: Path) -> None:
    rooms = Rooms()
    ages = {begun(rooms, seed).code: days for seed, days in ((1, 15.0), (2, 13.0))}
    for code, days in ages.items():
        assert write_room(tmp_path, code, Rooms.saved(rooms.rooms[code])) is None
        then = time.time() - days * DAY
        os.utime(room_path(tmp_path, code), (then, then))
    old, young = ages
    server = Server(Rooms(keep_unfinished=KEEP_DAYS * DAY), state=tmp_path)
    assert server.load() == 1
    assert list(server.rooms.rooms) == [young]  # 13 days left: kept one more day
    assert not room_path(tmp_path, old).exists() and room_path(tmp_path, young).exists()
    again = Server(Rooms(keep_unfinished=KEEP_DAYS * DAY), state=tmp_path)
    assert again.load() == 1 and list(again.rooms.rooms) == [young]
