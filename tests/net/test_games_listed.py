"""Every network game this machine holds a seat in, listed with its state as its server
says, for the Games screen: "your_turn", "waiting" (with the name of the player to act),
"gone", "unreachable" for a server that never answers (bounded: asked within a few seconds,
the list told at once with the game being asked), one server asked at a time however often
a round is asked for, and a game taken off the list at once. Real servers on 127.0.0.1; the
timeouts only guard against a hang (nothing is timed)."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager

import pytest

import mg.net.follow.your_turns as your_turns
from mg.net.client import create_room
from mg.net.follow.your_turns import ASKING, UNREACHABLE, NetGame, YourTurns, listed
from mg.net.kept.net_games import games_by_server, keep_game, read_games
from mg.net.kept.seat_tokens import keep_token
from mg.net.protocol import RoomStatus
from tests.support.net_play import never_answers, running_server, soon, started

OTHER = "f" * 32


@contextmanager
def watching(turns: YourTurns) -> Iterator[YourTurns]:
    turns.start()
    try:
        yield turns
    finally:
        turns.stop()


def test_each_game_is_listed_with_its_state_as_its_server_says() -> None:
    with running_server() as (server, address):
        mine, theirs = (
            create_room(address, ["red", "yellow"], 8),
            create_room(address, ["red", "yellow"], 8),
        )
        players = started(address, mine, ["red", "yellow"]) + started(
            address, theirs, ["red", "yellow"]
        )
        try:
            for code, my_turn in ((mine, True), (theirs, False)):
                room = server.rooms.rooms[code]
                acting = room.seat_of(str(room.game.current_player))
                other = next(seat for seat in room.seats if seat is not acting)
                assert acting is not None
                keep_token(code, (acting if my_turn else other).token)
                keep_game(code, address)
            keep_token("ZZZ-999", OTHER)  # a game its server no longer has
            keep_game("ZZZ-999", address)
            with watching(YourTurns()) as turns:
                soon(lambda: turns.rounds or None)
                games = {game.code: game for game in turns.games}
            acting = server.rooms.rooms[theirs].seat_of(games[theirs].turn)
            assert acting is not None
            assert games[mine].state == "your_turn" and games[mine].address == address
            assert games[theirs] == NetGame(theirs, address, "waiting", acting.colour, acting.name)
            assert games["ZZZ-999"].state == "gone" and games["ZZZ-999"].removable
            assert [game.code for game in turns.games][0] == mine  # what waits for you first
            assert turns.your_turn() == 1
        finally:
            for client in players:
                client.close()


def test_a_server_that_never_answers_is_unreachable_and_holds_nothing_up(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(your_turns, "ASK_WITHIN", 0.2)
    with never_answers() as silent:
        keep_token("KRO-7Q4", OTHER)
        keep_game("KRO-7Q4", silent)
        with watching(YourTurns()) as turns:
            assert soon(lambda: turns.games or None) == (NetGame("KRO-7Q4", silent, ASKING),)
            soon(lambda: turns.rounds or None)
            assert turns.games == (NetGame("KRO-7Q4", silent, UNREACHABLE),)


def test_one_server_is_asked_at_a_time_however_often_a_round_is_asked_for() -> None:
    at_once, most, lock = [0], [0], threading.Lock()
    going = threading.Event()

    def ask(address: str, rooms: list[tuple[str, str]]) -> dict[str, RoomStatus]:
        with lock:
            at_once[0] += 1
            most[0] = max(most[0], at_once[0])
        going.wait(5.0)  # (a slow server)
        with lock:
            at_once[0] -= 1
        return {code: RoomStatus(code, "waiting", "red", "Bruno") for code, _ in rooms}

    games = {f"s{k}:1": [(f"K{k:02d}-AAA", OTHER)] for k in range(3)}
    with watching(YourTurns(ask, lambda: games, every=3600.0)) as turns:
        for _ in range(20):
            turns.ask_now()  # (the Games screen opened again and again)
        going.set()
        soon(lambda: turns.rounds >= 2 or None)
    assert most[0] == 1


def test_a_game_taken_off_the_list_goes_at_once_and_stays_gone() -> None:
    kept = {"h:1": [("KRO-7Q4", OTHER), ("MV4-BYC", OTHER)]}

    def ask(address: str, rooms: list[tuple[str, str]]) -> dict[str, RoomStatus]:
        return {code: RoomStatus(code, "finished") for code, _ in rooms}

    with watching(YourTurns(ask, lambda: kept, every=3600.0)) as turns:
        soon(lambda: turns.rounds or None)
        turns.forget("KRO-7Q4")
        assert [game.code for game in turns.games] == ["MV4-BYC"]
        kept["h:1"] = kept["h:1"][1:]  # (as its kept entry was removed)
        turns.ask_now()
        soon(lambda: turns.rounds >= 2 or None)
        assert [game.code for game in turns.games] == ["MV4-BYC"]


def test_the_list_puts_what_waits_for_the_player_first_the_most_recent_first() -> None:
    states = ["finished", "waiting", "your_turn", UNREACHABLE, "your_turn", "gone", "lobby"]
    games = {f"K{k:02d}-AAA": NetGame(f"K{k:02d}-AAA", "h:1", s) for k, s in enumerate(states)}
    assert [(game.code, game.state) for game in listed(games)] == [
        ("K04-AAA", "your_turn"),
        ("K02-AAA", "your_turn"),
        ("K01-AAA", "waiting"),
        ("K06-AAA", "lobby"),
        ("K03-AAA", UNREACHABLE),
        ("K00-AAA", "finished"),
        ("K05-AAA", "gone"),
    ]


def test_a_game_kept_for_the_list_and_its_token_are_both_needed() -> None:
    keep_game("KRO-7Q4", "h:1")
    assert "KRO-7Q4" in read_games() and games_by_server() == {}  # (no seat here: not listed)
