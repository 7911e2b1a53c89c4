"""A seat never blocks a game, with no network: the server's own bot plays a seat whose
player has been away `abandon_after` seconds at their turn (counted from the later of the
drop and the turn's start), or that another seated player handed over after a while; it
plans on what every seat may see (R5) and plays through the referee; every seat is told
who plays the seat; its player's return with the token takes the seat back at once; a
planner that gives nothing still never blocks the game. A fake clock; plans in a thread."""

from __future__ import annotations

import asyncio
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

import pytest

from mg.engine import Game, Problem
from mg.net.protocol import Act, Applied, Error, HandOver, Join, StandIn
from mg.net.public import public_game
from mg.net.rooms import HAND_OVER_AFTER, STAND_IN, Rooms, Send
from mg.net.stand_ins import MISSES, StandIns
from tests.support.clock import FakeClock
from tests.support.net_rooms import Plan, Table, quick_plans

AFTER = 60.0


def table_at(
    clock: FakeClock,
    players: tuple[str, ...] = ("yellow", "red", "brown"),
    game_clock: str | None = None,
) -> Table:
    return Table(players=players, rounds=8, rooms=Rooms(clock=clock), clock=game_clock)


def standing(table: Table, planner: Plan, after: float | None = AFTER) -> StandIns:
    def deliver(sends: list[Send] | Any) -> None:
        for to, told in sends:
            table.inbox.setdefault(to, []).append(told)

    return StandIns(table.rooms, deliver, after, planner)


def tick(stand: StandIns) -> None:
    """One look for seats to play, and every turn it started, played."""

    async def run() -> None:
        await asyncio.gather(*stand.tick())

    asyncio.run(run())


def told(table: Table, conn: int, kind: type) -> list[Any]:
    return [m for m in table.inbox.get(conn, []) if isinstance(m, kind)]


def test_a_seat_away_at_its_turn_is_played_by_the_servers_bot_until_its_player_is_back() -> None:
    clock = FakeClock(tick=0.0)
    table = table_at(clock)
    gone = table.conn_to_act()
    colour = table.players[gone]
    token = table.welcome(gone).token
    others = [c for c in range(len(table.players)) if c != gone]
    with ThreadPoolExecutor(1) as pool:
        stand = standing(table, quick_plans(pool))
        clock.now = 10.0
        table.rooms.disconnect(gone)
        clock.now = 10.0 + AFTER - 1
        tick(stand)
        assert table.room.stand_ins == {} and table.room.game.current_player == colour
        clock.now = 10.0 + AFTER
        tick(stand)
        assert table.room.stand_ins == {colour: STAND_IN}
        for conn in others:  # every seat is told who plays it, and sees its moves
            assert told(table, conn, StandIn) == [StandIn(colour, STAND_IN)]
            assert told(table, conn, Applied)
        moved = table.room.seq
        assert moved > 0 and table.room.game.current_player != colour
        table.send(7, Join(table.room.code, token=token))  # its player is back: at once
        assert table.room.stand_ins == {}
        for conn in [*others, 7]:
            assert told(table, conn, StandIn)[-1] == StandIn(colour, None)
        while table.room.game.current_player != colour:  # its next turn is its player's
            table.send(table.conn_to_act(), table_action(table))
        tick(stand)
        assert table.room.game.current_player == colour and table.room.stand_ins == {}


def table_action(table: Table) -> Act:
    """The first legal action of the seat to act, after the game's last."""
    return Act(table.room.seq, table.room.game.legal_actions()[0])


def test_time_away_counts_from_the_turns_start_not_from_the_drop() -> None:
    clock = FakeClock(tick=0.0)
    table = table_at(clock)
    waiting = next(c for c in range(3) if c != table.conn_to_act())
    colour = table.players[waiting]
    with ThreadPoolExecutor(1) as pool:
        stand = standing(table, quick_plans(pool))
        table.rooms.disconnect(waiting)  # gone at 0, long before their turn
        clock.now = 1000.0
        while table.room.game.current_player != colour:
            table.send(table.conn_to_act(), table_action(table))  # their turn starts at 1000
        clock.now = 1000.0 + AFTER - 1
        tick(stand)
        assert table.room.stand_ins == {}
        clock.now = 1000.0 + AFTER
        tick(stand)
        assert table.room.stand_ins == {colour: STAND_IN}


def test_no_abandon_time_means_only_a_seat_handed_over_is_played() -> None:
    clock = FakeClock(tick=0.0)
    table = table_at(clock)
    gone = table.conn_to_act()
    colour = table.players[gone]
    asker = (gone + 1) % 3
    with ThreadPoolExecutor(1) as pool:
        stand = standing(table, quick_plans(pool), after=None)
        table.send(asker, HandOver(colour))
        assert [e.key for e in told(table, asker, Error)] == ["net_seat_not_away"]
        table.rooms.disconnect(gone)
        clock.now = HAND_OVER_AFTER - 10
        table.send(asker, HandOver(colour))
        wait = told(table, asker, Error)[-1]
        assert wait.key == "net_away_wait" and dict(wait.params) == {"seconds": 10}
        table.send(asker, HandOver("orange"))  # no such seat in this game
        assert told(table, asker, Error)[-1].key == "net_no_such_seat"
        clock.now = 10_000.0
        tick(stand)  # away for ages, but nobody asked: the game waits
        assert table.room.stand_ins == {} and table.room.seq == 0
        table.send(asker, HandOver(colour))
        assert table.room.stand_ins == {colour: STAND_IN}
        assert told(table, (gone + 2) % 3, StandIn) == [StandIn(colour, STAND_IN)]
        tick(stand)
        assert table.room.seq > 0 and table.room.game.current_player != colour


def test_the_servers_bot_plans_on_what_every_seat_may_see() -> None:
    clock = FakeClock(tick=0.0)
    table = table_at(clock)
    gone = table.conn_to_act()
    seen: list[str] = []
    with ThreadPoolExecutor(1) as pool:
        stand = standing(table, quick_plans(pool, seen))
        table.rooms.disconnect(gone)
        public, real = public_game(table.room.game).to_json(), table.room.game.to_json()
        clock.now = AFTER
        tick(stand)
    assert seen == [public] and public != real  # (R5: never the real deck)


def test_a_planner_that_gives_nothing_never_blocks_the_game() -> None:
    clock = FakeClock(tick=0.0)
    table = table_at(clock)
    gone = table.conn_to_act()
    asked: list[str] = []

    def nothing(*job: Any) -> Future[list[dict[str, Any]]]:
        asked.append(job[2])
        done: Future[list[dict[str, Any]]] = Future()
        done.set_result([])
        return done

    stand = standing(table, nothing)
    table.rooms.disconnect(gone)
    clock.now = AFTER
    for _ in range(MISSES + 1):
        tick(stand)
    assert len(asked) == MISSES  # then the random bot planned it, on the server
    assert table.room.seq > 0 and table.room.game.current_player != table.players[gone]


def test_a_plan_for_a_game_that_moved_on_is_dropped() -> None:
    clock = FakeClock(tick=0.0)
    table = table_at(clock)
    gone = table.conn_to_act()
    colour = table.players[gone]
    table.rooms.disconnect(gone)
    table.rooms.stand_in(table.room, colour)
    game = Game.from_json(table.room.game.to_json())
    plan = game.legal_actions()[:1]
    seq = table.room.seq
    assert table.rooms.play_for(table.room, colour, seq + 1, plan) == []  # another game
    table.rooms.stand_down(table.room, colour)
    assert table.room.stand_ins == {}
    assert table.rooms.play_for(table.room, colour, seq, plan) == []  # its player is back
    assert table.room.seq == seq


@pytest.mark.parametrize("level", [None, "easy"])
def test_a_room_keeps_the_level_it_was_opened_with_through_a_restart(level: str | None) -> None:
    rooms = Rooms()
    room = rooms.create_room(("yellow", "red"), 8, seed=3, bot=level)
    assert room.bot == (level or STAND_IN)
    again = Rooms()
    assert again.restore(Rooms.saved(room)).bot == room.bot


def test_a_room_file_of_the_first_version_is_read_with_the_usual_level() -> None:
    room = Rooms().create_room(("yellow", "red"), 8, seed=3, bot="easy")
    data = Rooms.saved(room)
    del data["bot"], data["watch"], data["clock"]  # (what version 1 did not have)
    data["version"] = 1
    assert Rooms().restore(data).bot == STAND_IN


def test_a_room_opened_with_a_level_no_bot_has_is_refused() -> None:
    with pytest.raises(Problem) as caught:
        Rooms().create_room(("yellow", "red"), 8, bot="grandmaster")
    assert caught.value.key == "net_field"


def test_rooms_left_waiting_are_looked_at_only_when_something_is_due_in_them() -> None:
    clock = FakeClock(tick=0.0)
    rooms = Rooms(clock=clock)
    for k in range(40):  # games without a clock, every player gone
        room = rooms.create_room(("yellow", "red"), 8, seed=k)
        for seat, colour in enumerate(room.game.players):
            rooms.handle(2 * k + seat, Join(room.code, None, colour))
    clock.now = 10.0
    for conn in range(80):
        rooms.disconnect(conn)
    stand = StandIns(rooms, lambda sends: None, AFTER)
    clock.now = 11.0
    stand.tick()  # each room looked at once, after its players left
    assert set(rooms.due.values()) == {10.0 + AFTER}  # … and next when its bot is wanted
    clock.now = 10.0 + AFTER - 1
    assert rooms.looked_at() == []  # meanwhile no room is looked at, however many wait
    turn_based = StandIns(Rooms(clock=clock), lambda sends: None, AFTER)  # games by the day
    for k in range(40):
        room = turn_based.rooms.create_room(("yellow", "red"), 8, seed=k, clock="day")
        for seat, colour in enumerate(room.game.players):
            turn_based.rooms.handle(2 * k + seat, Join(room.code, None, colour))
        turn_based.rooms.disconnect(2 * k)
        turn_based.rooms.disconnect(2 * k + 1)
    turn_based.tick()
    day = 24 * 3600.0
    assert set(turn_based.rooms.due.values()) == {10.0 + AFTER - 1 + day}  # its clock's end
    assert len(turn_based.rooms.alarms) == 40  # one look waiting a room


@pytest.mark.parametrize(("game_clock", "stood_in"), [(None, True), ("live", True), ("day", False)])
def test_a_turn_based_room_waits_for_its_player_its_day_clock_not_abandon_after(
    game_clock: str | None, stood_in: bool
) -> None:
    """A room by the day is played at any pace: its player away at their turn is waited
    for (until their day runs out, when the clock's own turn for the bot comes); a live
    room or one without a clock is not kept waiting past `abandon_after`."""
    clock = FakeClock(tick=0.0)
    table = table_at(clock, game_clock=game_clock)
    gone = table.conn_to_act()
    colour = table.players[gone]
    with ThreadPoolExecutor(1) as pool:
        stand = standing(table, quick_plans(pool))
        table.rooms.disconnect(gone)
        clock.now = AFTER * 10
        tick(stand)
        assert (colour in table.room.stand_ins) == stood_in
        assert (table.room.game.current_player == colour) != stood_in
