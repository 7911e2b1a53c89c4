"""Spectators, with no network (the referee's side): a spectator is told what every player
is told (the public game, R5: never the hidden cards' order) and never acts; its action
messages are refused as data; the players and spectators are told how many watch; a room
its creator closed to spectators refuses them; a kept room keeps that choice."""

from __future__ import annotations

import json

import pytest

from mg.engine import Game, Problem
from mg.net.protocol import (
    MAX_WATCHERS,
    Act,
    Applied,
    ClientMessage,
    Create,
    Created,
    Error,
    HandOver,
    Join,
    Seats,
    State,
    Sync,
    Undo,
    Watch,
    Watchers,
    Watching,
    encode,
    parse_client,
)
from mg.net.public import public_record
from mg.net.rooms import Rooms
from tests.support.net_rooms import Table

SPECTATOR = 100


def error_key(message: object) -> str:
    assert isinstance(message, Error), message
    return message.key


def watching(table: Table, conn: int = SPECTATOR) -> Watching:
    typed = table.room.code.lower().replace("-", "")  # (as a player may type it)
    table.send(conn, parse_client(encode(Watch(typed))))
    found = [m for m in table.inbox[conn] if isinstance(m, Watching)]
    assert found, table.inbox[conn]
    return found[-1]


def left(table: Table, conn: int) -> None:
    """Connection `conn` is gone; what the others are told is kept."""
    for to, told in table.rooms.disconnect(conn):
        table.inbox.setdefault(to, []).append(told)


def test_a_spectator_is_given_the_public_game_never_the_hidden_order_of_the_cards() -> None:
    table = Table()
    seen = watching(table)
    assert seen.seq == table.room.seq and seen.watchers == 1
    assert seen.record == public_record(table.room.game)  # what every seat is given (R5)
    assert seen.record["setup"]["deck"] != table.room.game.record()["setup"]["deck"]
    assert seen.seats == table.room.seat_infos()


def test_a_spectator_is_told_every_action_and_the_seats_as_the_players_are() -> None:
    table = Table()
    watching(table)
    game = table.room.game
    actor = table.conn_to_act()
    table.send(actor, Act(0, game.legal_actions()[0]))
    told = table.last(SPECTATOR)
    assert isinstance(told, Applied) and told == table.last(actor)
    left(table, actor)
    assert isinstance(table.last(SPECTATOR), Seats)


@pytest.mark.parametrize("kind", ["act", "undo", "hand_over", "join", "watch"])
def test_a_spectator_never_acts_its_messages_are_refused_and_change_nothing(kind: str) -> None:
    table = Table()
    watching(table)
    code = table.room.code
    message: ClientMessage = {
        "act": Act(0, table.room.game.legal_actions()[0]),
        "undo": Undo(0),
        "hand_over": HandOver("red"),
        "join": Join(code),
        "watch": Watch(code),
    }[kind]
    before = (table.room.seq, table.room.game.record())
    sends = table.send(SPECTATOR, message)
    assert [to for to, _ in sends] == [SPECTATOR]
    expected = "net_watching" if kind in ("join", "watch") else "net_spectator"
    assert error_key(table.last(SPECTATOR)) == expected
    assert (table.room.seq, table.room.game.record()) == before


def test_a_spectator_may_ask_for_the_game_again() -> None:
    table = Table()
    watching(table)
    table.send(SPECTATOR, Sync())
    told = table.last(SPECTATOR)
    assert isinstance(told, State) and told.record == public_record(table.room.game)


def test_everyone_is_told_how_many_watch_as_spectators_come_and_go() -> None:
    table = Table()
    watching(table, SPECTATOR)
    assert table.last(0) == Watchers(1)
    assert watching(table, SPECTATOR + 1).watchers == 2
    assert table.last(0) == table.last(SPECTATOR) == Watchers(2)
    left(table, SPECTATOR)
    assert table.last(0) == table.last(SPECTATOR + 1) == Watchers(1)
    left(table, 0)
    table.send(7, Join(table.room.code, token=table.welcome(0).token))  # back: told the count
    assert Watchers(1) in table.inbox[7]


def test_a_player_of_a_room_nobody_watches_is_never_told_of_watchers() -> None:
    table = Table()  # (a client that predates spectators is not troubled)
    assert not any(isinstance(m, Watchers) for told in table.inbox.values() for m in told)


def test_a_room_its_creator_closed_to_spectators_refuses_them() -> None:
    rooms = Rooms()
    sends = rooms.handle(1, Create(("red", "yellow"), 8, None, False))
    told = sends[0][1]
    assert isinstance(told, Created)
    sends = rooms.handle(2, Watch(told.code))
    assert error_key(sends[0][1]) == "net_no_watching"
    assert not rooms.rooms[told.code].watchers and not rooms.holds(2)


def test_a_room_has_a_bounded_number_of_spectators() -> None:
    table = Table()
    for k in range(MAX_WATCHERS):
        watching(table, SPECTATOR + k)
    table.send(999, Watch(table.room.code))
    assert error_key(table.last(999)) == "net_watchers_full"
    assert len(table.room.watchers) == MAX_WATCHERS


def test_a_code_no_room_has_is_refused_to_a_spectator() -> None:
    table = Table()
    table.send(SPECTATOR, Watch("ZZZ-999"))
    assert error_key(table.last(SPECTATOR)) == "net_no_room"


def test_a_watched_room_is_not_forgotten_while_watched() -> None:
    now = [0.0]
    table = Table(rooms=Rooms(clock=lambda: now[0]))
    watching(table)
    for conn in range(4):
        table.rooms.disconnect(conn)
    now[0] += 10**9
    assert table.rooms.sweep() == []
    table.rooms.disconnect(SPECTATOR)
    assert table.rooms.sweep() == [table.room.code]


def test_a_kept_room_keeps_whether_it_may_be_watched() -> None:
    rooms = Rooms()
    room = rooms.create_room(("red", "yellow"), 8, seed=3, watchable=False)
    saved = json.loads(json.dumps(Rooms.saved(room)))
    again = Rooms().restore(saved)
    assert again.watchable is False
    older = {k: v for k, v in saved.items() if k not in ("watch", "clock")} | {"version": 2}
    assert Rooms().restore(older).watchable is True  # (a room kept before: anyone may)
    with pytest.raises(Problem):
        Rooms().restore(saved | {"watch": "no"})
    assert Game.from_record(saved["record"]).players == ["red", "yellow"]
