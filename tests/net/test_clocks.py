"""Game clocks, the server's time, with no network and a fake clock: a live clock gives each
seat 5 minutes and 20 s more a turn (what is left is kept), a clock by the day 24 hours a
turn (not kept); only the seat to act loses time, from the game's start; every seat and
spectator is told each seat's time at each turn's change; when a seat's time runs out the
server's own bot plays that turn (its player is told, their own actions refused until the
turn ends) and the game goes on; a room's file keeps the clock across a restart."""

from __future__ import annotations

import asyncio
import json
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest

from mg.net.client import create_room
from mg.net.net_table import NetTable
from mg.net.protocol import (
    Act,
    Applied,
    Clocks,
    Create,
    Created,
    Error,
    Join,
    ServerMessage,
    StandIn,
    TimeOut,
    Watch,
    encode,
    parse_client,
)
from mg.net.rooms import Room, Rooms, Send
from mg.net.service.clocks import RULES, GameClock
from mg.net.stand_ins import StandIns
from mg.scenes.board.table_banner import clock_time
from mg.ui.options import parse_args
from tests.support.clock import FakeClock
from tests.support.net_play import running_server, soon
from tests.support.net_rooms import quick_plans

COLOURS = ("yellow", "red")


class Clocked:
    """A room with a game clock, every seat taken by a connection (k: COLOURS[k]), what each
    connection was told kept; time moves only by hand."""

    def __init__(self, kind: str, spectator: bool = False) -> None:
        self.clock = FakeClock(tick=0.0)
        self.rooms = Rooms(clock=self.clock)
        self.inbox: dict[int, list[ServerMessage | None]] = {}
        created = self.send(0, parse_client(encode(Create(COLOURS, 8, None, None, kind))))
        assert isinstance(created[0][1], Created)
        self.room: Room = self.rooms.rooms[created[0][1].code]
        if spectator:
            self.send(9, Watch(self.room.code))
        self.clock.now = 100.0  # (the clock starts with the game, not the room)
        for conn, colour in enumerate(COLOURS):
            self.send(conn, Join(self.room.code, f"P{conn}", colour))

    def send(self, conn: int, message: Any) -> list[Send]:
        return self.deliver(self.rooms.handle(conn, message))

    def deliver(self, sends: Any) -> list[Send]:
        for to, told in sends:
            self.inbox.setdefault(to, []).append(told)
        return list(sends)

    def tell(self, sends: Any) -> None:
        self.deliver(sends)

    def told(self, conn: int, kind: type) -> list[Any]:
        return [m for m in self.inbox.get(conn, []) if isinstance(m, kind)]

    def to_act(self) -> int:
        return COLOURS.index(str(self.room.game.current_player))

    def end_turn(self) -> None:
        """The seat to act plays its turn to its end, each its first legal action."""
        game, colour = self.room.game, self.room.game.current_player
        for _ in range(200):
            if game.current_player != colour or game.is_over():
                return
            self.send(self.to_act(), Act(self.room.seq, game.legal_actions()[-1]))
        raise AssertionError("the turn never ended")


def test_the_clock_starts_with_the_game_and_every_seat_and_spectator_is_told() -> None:
    table = Clocked("live", spectator=True)
    first = str(table.room.game.current_player)
    expected = Clocks((320, 300) if first == "yellow" else (300, 320), first)
    for conn in (0, 1, 9):
        assert table.told(conn, Clocks)[-1] == expected
    table.clock.now += 61.4  # only the seat to act loses time
    assert table.room.clock is not None
    assert table.room.clock.left_now(first, table.clock.now) == pytest.approx(320 - 61.4)


def test_a_live_clock_keeps_what_is_left_and_adds_20_s_a_turn() -> None:
    table = Clocked("live")
    first = str(table.room.game.current_player)
    table.clock.now += 100.0
    table.end_turn()
    second = str(table.room.game.current_player)
    assert second != first
    told = table.told(0, Clocks)[-1]
    left = dict(zip(COLOURS, told.left, strict=True))
    assert left[first] == 220 and left[second] == 320 and told.running == second


def test_a_clock_by_the_day_gives_each_turn_24_hours_and_keeps_nothing_over() -> None:
    table = Clocked("day")
    day = RULES["day"].per_turn
    first = str(table.room.game.current_player)
    table.clock.now += 3600.0
    table.end_turn()
    told = table.told(0, Clocks)[-1]
    second = str(told.running)
    assert dict(zip(COLOURS, told.left, strict=True)) == {first: day - 3600, second: day}
    for _ in range(20):  # the turns until the first seat's next one
        if table.room.game.current_player == first:
            break
        table.end_turn()
    told = table.told(0, Clocks)[-1]
    assert told.running == first
    assert dict(zip(COLOURS, told.left, strict=True))[first] == day  # not day * 2 - 3600


def test_a_seat_out_of_time_is_played_by_the_servers_bot_for_that_turn_only() -> None:
    table = Clocked("live", spectator=True)
    late = table.to_act()
    colour = COLOURS[late]
    with ThreadPoolExecutor(1) as pool:
        stand = StandIns(table.rooms, table.tell, None, quick_plans(pool))
        table.clock.now += 319.0
        asyncio.run(tick(stand))
        assert table.told(9, TimeOut) == []  # a second is left
        table.clock.now += 1.0
        asyncio.run(tick(stand))  # its time is out: the bot plays the turn
        for conn in (0, 1, 9):
            assert table.told(conn, TimeOut) == [TimeOut(colour)]  # its player is told
            assert StandIn(colour, "hard") in table.told(conn, StandIn)
        assert table.room.game.current_player != colour  # the bot played the turn
        assert StandIn(colour, None) in table.told(9, StandIn)  # … and its player has it back
        assert colour not in table.room.stand_ins and not table.room.timed_out
        assert table.told(9, Applied)  # the game went on


def test_a_players_own_action_is_refused_while_the_bot_plays_their_timed_out_turn() -> None:
    table = Clocked("live")
    late = table.to_act()
    table.clock.now += 400.0
    table.deliver(table.rooms.time_outs())
    seq = table.room.seq
    table.send(late, Act(seq, table.room.game.legal_actions()[0]))
    error = table.inbox[late][-1]
    assert isinstance(error, Error) and error.key == "net_time_out"
    assert table.room.seq == seq
    table.rooms.disconnect(late)  # a player back mid-turn: the bot ends the turn all the same
    table.send(5, Join(table.room.code, token=table.room.seats[late].token))
    assert COLOURS[late] in table.room.stand_ins


async def tick(stand: StandIns) -> None:
    await asyncio.gather(*stand.tick())


def test_a_rooms_file_keeps_its_clock_and_a_restart_costs_no_one_time() -> None:
    table = Clocked("live")
    first = str(table.room.game.current_player)
    table.clock.now += 50.0
    table.end_turn()
    saved = json.loads(json.dumps(Rooms.saved(table.room)))
    later = FakeClock(tick=0.0)
    later.now = 5000.0
    room = Rooms(clock=later).restore(saved)
    assert room.clock is not None and room.clock.kind == "live"
    second = str(room.game.current_player)
    assert room.clock.running == second and room.clock.since == 5000.0
    assert room.clock.left_now(first, 5000.0) == pytest.approx(270.0)
    assert room.clock.left_now(second, 5000.0) == pytest.approx(320.0)
    for bad in ({"kind": "blitz", "left": {}}, {"kind": "live", "left": {"red": -1}}):
        with pytest.raises(Exception):  # noqa: B017  (a Problem: the file is damaged)
            Rooms().restore(saved | {"clock": bad})


def test_the_host_chooses_the_clock_before_the_game_begins_not_after() -> None:
    rooms = Rooms()
    room = rooms.create_room(COLOURS, 8)
    rooms.set_clock(room.code, "day")
    assert room.clock is not None and room.clock.kind == "day"
    rooms.set_clock(room.code, None)
    assert room.clock is None
    for conn, colour in enumerate(COLOURS):
        rooms.handle(conn, Join(room.code, None, colour))
    rooms.set_clock(room.code, "live")
    assert room.clock is None  # begun: it stays as it was


def test_a_clock_counts_only_the_running_seats_time() -> None:
    clock = GameClock.new("live", COLOURS)
    clock.begin_turn("red", 10.0)
    assert clock.left_now("red", 40.0) == 290.0 and clock.left_now("yellow", 40.0) == 300.0
    assert clock.out(329.9) is None and clock.out(330.0) == "red"
    clock.begin_turn("yellow", 40.0)
    assert clock.seconds(list(COLOURS), 41.5) == (319, 290)


def test_a_tables_clocks_are_the_servers_less_the_time_gone_by_here() -> None:
    with running_server() as (server, address):
        code = create_room(address, list(COLOURS), 8, clock="live")
        assert server.rooms.rooms[code].clock is not None
        tables = [NetTable(address, code), NetTable(address, code)]
        now = [1000.0]
        try:
            for net, name, colour in zip(tables, ("Ann", "Bob"), COLOURS, strict=True):
                net.join_here(name, colour)  # (each its seat: one process, one kept token)
            net = tables[0]
            net.clock = lambda: now[0]
            soon(lambda: True if heard(net) and net.timing and net.timing.running else None)
            assert net.timing is not None
            at = net.timing.at
            now[0] = at + 30.0
            shown = {colour: (left, running) for colour, left, running in net.clocks()}
            running = [c for c, (_, r) in shown.items() if r]
            assert len(running) == 1
            assert shown[running[0]][0] == pytest.approx(320 - 30, abs=1)  # less the time here
            other = next(c for c in COLOURS if c != running[0])
            assert shown[other] == (300.0, False)
        finally:
            for net in tables:
                net.close()


def heard(net: NetTable) -> bool:
    net.pump()
    return True


@pytest.mark.parametrize(
    ("seconds", "shown"), [(0, "0:00"), (4.2, "0:05"), (320, "5:20"), (86400, "24:00:00")]
)
def test_a_clock_shows_minutes_and_seconds_and_hours_past_one(seconds: float, shown: str) -> None:
    assert clock_time(seconds) == shown


def test_create_takes_a_clock_on_the_command_line() -> None:
    options = parse_args(["--create", "127.0.0.1:1", "--players", "2", "--clock", "day"])
    assert options.clock == "day"
    with pytest.raises(SystemExit):
        parse_args(["--create", "127.0.0.1:1", "--players", "2", "--clock", "blitz"])
