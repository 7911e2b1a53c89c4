"""How this machine's network games stand, asked of their servers: a `status` names rooms
by code and seat token and is told, per room, whether it waits for this player, for
another (who), is finished or gone (a wrong token is "gone", as a wrong code: a guesser
learns nothing); where each game is played is kept when its seat is first given, read
without trust; each server is asked once a round, a bounded number of them, and one that
cannot be reached leaves its games out. Real server on 127.0.0.1; no timing."""

from __future__ import annotations

from pathlib import Path

from mg.engine import Problem
from mg.net.client import create_room, room_states
from mg.net.follow.your_turns import MAX_SERVERS, UNREACHABLE, NetGame, YourTurns, ask_all
from mg.net.kept.net_games import MAX_KEPT, forget_game, games_by_server, keep_game, read_games
from mg.net.kept.seat_tokens import keep_token
from mg.net.protocol import STATUS_MOST, Join, RoomStatus, Status, Statuses
from tests.support.net_play import running_server, started
from tests.support.net_rooms import Table

OTHER = "f" * 32


def statuses(table: Table, conn: int, rooms: list[tuple[str, str]]) -> tuple[RoomStatus, ...]:
    table.send(conn, Status(tuple(rooms)))
    told = table.last(conn)
    assert isinstance(told, Statuses)
    return told.rooms


def test_a_room_stands_as_its_seat_sees_it_and_a_wrong_token_is_gone() -> None:
    table = Table()
    code = table.room.code
    acting = table.conn_to_act()
    other = (acting + 1) % 4
    tokens = [table.welcome(k).token for k in range(4)]
    colour = table.players[acting]
    assert statuses(table, 50, [(code, tokens[acting]), (code, tokens[other])]) == (
        RoomStatus(code, "your_turn", colour, f"P{acting}"),
        RoomStatus(code, "waiting", colour, f"P{acting}"),
    )
    gone = RoomStatus(code, "gone")
    assert statuses(table, 50, [(code, OTHER)]) == (gone,)  # (any connection may ask)
    assert statuses(table, 50, [("ZZZ-999", tokens[0])]) == (RoomStatus("ZZZ-999", "gone"),)


def test_a_lobby_and_a_finished_game_are_said_to_be() -> None:
    rooms = Table().rooms
    room = rooms.create_room(("red", "yellow"), 8)
    rooms.handle(1, Join(room.code, None, "red"))
    token = room.seats[0].token
    assert rooms.status(room.code, token).state == "lobby"
    rooms.handle(2, Join(room.code, None, "yellow"))
    for _ in range(3000):
        if room.game.is_over():
            break
        room.game.apply(room.game.legal_actions()[-1])
    assert rooms.status(room.code, token).state == "finished"


def test_a_client_asks_a_server_once_about_its_games() -> None:
    with running_server() as (server, address):
        code = create_room(address, ["red", "yellow"], 8)
        players = started(address, code, ["red", "yellow"])
        try:
            room = server.rooms.rooms[code]
            pairs = [(code, seat.token) for seat in room.seats]
            mine = room_states(address, [pairs[0], ("ZZZ-999", OTHER)])
            theirs = room_states(address, [pairs[1]])
            assert {mine[code].state, theirs[code].state} == {"your_turn", "waiting"}
            assert mine["ZZZ-999"].state == "gone"
        finally:
            for client in players:
                client.close()


def test_where_each_game_is_played_is_kept_and_read_without_trust(tmp_path: Path) -> None:
    games, tokens = tmp_path / "games.json", tmp_path / "seats.json"
    assert keep_game("kro-7q4", "192.168.1.20:8765", games) is None
    keep_token("KRO-7Q4", "a" * 32, tokens)
    keep_game("MV4-BYC", "127.0.0.1:8765", games)  # (no token kept: not listed)
    assert games_by_server(games, tokens) == {"192.168.1.20:8765": [("KRO-7Q4", "a" * 32)]}
    assert forget_game("kro-7q4", games) is None  # taken off the Games screen's list
    assert games_by_server(games, tokens) == {} and "MV4-BYC" in read_games(games)
    for k in range(MAX_KEPT + 3):
        keep_game(f"AAA-{k:03d}", "h:1", games)
    assert len(read_games(games)) <= MAX_KEPT
    games.write_text('{"KRO-7Q4": 3, "bad": "x", "MV4-BYC": "' + "x" * 500 + '"}')
    assert read_games(games) == {}
    games.write_text("[not json")
    assert read_games(games) == {}
    problem = keep_game("nope", "h:1", games)
    assert isinstance(problem, Problem)


def test_each_server_is_asked_once_a_round_a_bounded_number_and_a_silent_one_left_out() -> None:
    asked: list[tuple[str, int]] = []

    def ask(address: str, rooms: list[tuple[str, str]]) -> dict[str, RoomStatus]:
        asked.append((address, len(rooms)))
        if address == "down:1":
            raise Problem("net_unreachable", "network: the server cannot be reached")
        return {code: RoomStatus(code, "your_turn", "red") for code, _ in rooms}

    games = {f"s{k}:1": [(f"K{k:02d}-AAA", OTHER)] for k in range(MAX_SERVERS + 2)}
    games["down:1"] = [("ZZZ-999", OTHER)]
    games["many:1"] = [(f"M{k:02d}-AAA", OTHER) for k in range(STATUS_MOST + 5)]
    heard: list[int] = []
    standing = ask_all(games, ask, told=lambda now: heard.append(len(now)))
    assert len(asked) == MAX_SERVERS and len({a for a, _ in asked}) == MAX_SERVERS
    assert ("many:1", STATUS_MOST) in asked
    assert standing["ZZZ-999"] == NetGame("ZZZ-999", "down:1", UNREACHABLE)
    states = [game.state for game in standing.values()]
    assert states.count("your_turn") == MAX_SERVERS - 2 + STATUS_MOST
    assert len(heard) == MAX_SERVERS + 1  # told once first, then after each server


def test_your_turns_asks_on_its_own_thread_at_once() -> None:
    seen: list[str] = []

    def ask(address: str, rooms: list[tuple[str, str]]) -> dict[str, RoomStatus]:
        seen.append(address)
        return {"KRO-7Q4": RoomStatus("KRO-7Q4", "your_turn", "red")}

    turns = YourTurns(ask, lambda: {"h:1": [("KRO-7Q4", OTHER)]}, every=3600.0)
    turns.start()
    try:
        for _ in range(3000):
            if turns.your_turn():
                break
            turns._stop.wait(0.01)
        assert turns.your_turn() == 1 and seen == ["h:1"]
    finally:
        turns.stop()
