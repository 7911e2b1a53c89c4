"""The referee, with no network: only the seat to act acts, only after the last
action, only legally; whatever else a connection sends is refused with a key (or the rule
and the engine's reason) and changes nothing; every seat is told each accepted action with
the public digest; a seat comes back with its token; hidden cards never leave (R5)."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

import pytest

from mg.engine import EndTurn, Game, PlaceCity, Problem
from mg.net.protocol import (
    Act,
    Applied,
    Error,
    Join,
    Refused,
    Seats,
    Sync,
    Undo,
    Undone,
    parse_client,
)
from mg.net.public import public_deck, public_digest, public_record
from mg.net.rooms import (
    KEEP_FINISHED,
    KEEP_UNFINISHED,
    KEEP_UNJOINED,
    KEEP_UNSTARTED,
    Rooms,
)
from tests.support.net_rooms import Table
from tests.support.problem_keys import problem_keys


def error_key(message: object) -> str:
    assert isinstance(message, Error), message
    return message.key


def test_every_seat_is_welcomed_with_its_colour_token_and_the_game() -> None:
    table = Table()
    tokens = set()
    for conn, colour in enumerate(table.players):
        welcome = table.welcome(conn)
        assert welcome.colour == colour and welcome.seq == 0
        assert Game.from_record(welcome.record).oracles_to_place == table.room.game.oracles_to_place
        tokens.add(welcome.token)
    assert len(tokens) == 4
    told = table.last(0)
    assert isinstance(told, Seats) and all(s.taken for s in told.seats)


def test_only_the_seat_to_act_may_act_and_nothing_changes_otherwise() -> None:
    table = Table()
    game = table.room.game
    action = game.legal_actions()[0]
    before = public_digest(game)
    other = (table.conn_to_act() + 1) % 4
    table.send(other, Act(0, action))
    assert error_key(table.last(other)) == "net_not_your_turn"
    table.send(other, Undo(0))
    assert error_key(table.last(other)) == "net_not_your_turn"
    assert public_digest(game) == before and table.room.seq == 0


def test_an_illegal_action_is_refused_with_its_rule_and_key_to_the_sender_only() -> None:
    table = Table()
    game = table.room.game
    actor = table.conn_to_act()
    wrong = PlaceCity((0, 0))
    expected = game.refusal(wrong)
    assert expected is not None
    sends = table.send(actor, Act(0, wrong))
    assert sends == [(actor, Refused(0, expected.rule, expected.key, expected.params))]
    assert table.room.seq == 0 and game.history_length == 0


def test_an_accepted_action_is_told_to_every_seat_with_seq_digest_and_public_deck() -> None:
    table = Table()
    game = table.room.game
    action = game.legal_actions()[0]
    sends = table.send(table.conn_to_act(), Act(0, action))
    told = Applied(1, action, public_digest(game), public_deck(game))
    assert sorted(sends, key=lambda s: s[0]) == [(c, told) for c in range(4)]


def test_a_stale_or_replayed_action_is_refused_and_changes_nothing() -> None:
    table = Table()
    game = table.room.game
    actor = table.conn_to_act()
    first = game.legal_actions()[0]
    table.send(actor, Act(0, first))
    actor = table.conn_to_act()
    digest = public_digest(game)
    table.send(actor, Act(0, game.legal_actions()[0]))  # after action 0: stale
    assert error_key(table.last(actor)) == "net_stale"
    assert dict(table.last(actor).params)["seq"] == 1  # type: ignore[union-attr]
    table.send(actor, Act(5, game.legal_actions()[0]))  # from the future
    assert error_key(table.last(actor)) == "net_stale"
    assert public_digest(game) == digest and table.room.seq == 1


def test_nothing_is_played_before_every_seat_is_taken() -> None:
    rooms = Rooms()
    room = rooms.create_room(("red", "yellow"), 8, seed=1)
    rooms.handle(1, Join(room.code, "Ann", None, None))
    sends = rooms.handle(1, Act(0, room.game.legal_actions()[0]))
    assert error_key(sends[0][1]) == "net_not_started"
    rooms.handle(2, Join(room.code, "Bob", None, None))
    assert error_key(rooms.handle(3, Join(room.code, "Eve", None, None))[0][1]) == "net_room_full"


def test_joining_needs_the_code_and_coming_back_needs_the_token() -> None:
    table = Table()
    code = table.room.code
    other = "ABC-DEF" if code != "ABC-DEF" else "ABC-DEG"
    assert error_key(table.rooms.handle(9, Join(other))[0][1]) == "net_no_room"
    assert error_key(table.rooms.handle(9, Join(code, token="0" * 32))[0][1]) == "net_bad_token"
    assert error_key(table.rooms.handle(9, Join(code, colour="red"))[0][1]) == "net_seat_taken"
    assert error_key(table.rooms.handle(9, Sync())[0][1]) == "net_no_seat"


def test_a_seat_comes_back_with_its_token_and_the_old_connection_is_closed() -> None:
    table = Table()
    game = table.room.game
    for _ in range(3):
        table.send(table.conn_to_act(), Act(table.room.seq, game.legal_actions()[0]))
    token = table.welcome(2).token
    sends = table.send(12, Join(table.room.code, token=token))
    assert (2, None) in sends  # the connection it replaces is closed
    welcome = table.welcome(12)
    assert welcome.colour == table.players[2] and welcome.token == token
    assert welcome.seq == 3 and welcome.record == public_record(game)
    assert Game.from_record(welcome.record).history == game.history


def test_a_disconnected_seat_is_shown_to_the_others_and_keeps_its_seat() -> None:
    table = Table()
    sends = table.rooms.disconnect(1)
    seats = {to: told for to, told in sends}
    assert set(seats) == {0, 2, 3}
    told = seats[0]
    assert isinstance(told, Seats)
    assert [(s.taken, s.connected) for s in told.seats][1] == (True, False)


def test_undo_is_for_the_seat_to_act_within_its_turn() -> None:
    table = Table(players=("red", "yellow"), rounds=8)
    game = table.room.game
    while game.oracles_to_place:
        table.send(table.conn_to_act(), Act(table.room.seq, game.legal_actions()[0]))
    actor = table.conn_to_act()
    table.send(actor, Undo(table.room.seq))
    refused = table.last(actor)
    assert isinstance(refused, Refused) and (refused.rule, refused.key) == (
        "R40",
        "nothing_to_undo",
    )
    action = next(a for a in game.legal_actions() if not isinstance(a, EndTurn))
    length, digest = game.history_length, public_digest(game)
    table.send(actor, Act(table.room.seq, action))
    table.send(1 - actor, Undo(table.room.seq))
    assert error_key(table.last(1 - actor)) == "net_not_your_turn"
    table.send(actor, Undo(table.room.seq))
    assert table.last(1 - actor) == Undone(table.room.seq, digest)
    assert game.history_length == length and not game.can_undo()


def test_the_record_sent_does_not_depend_on_the_hidden_cards() -> None:
    """R5: two games alike but for the order of the cards not yet shown give the same
    record, so nothing sent tells the hidden order."""
    game = Game.new(["yellow", "red", "brown"], seed=3)
    rng = random.Random(1)
    while game.round < 3:
        game.apply(rng.choice(game.legal_actions()))
    shown = game.round + 1
    hidden = game.deck[shown:]
    other = game.redeal(game.deck[:shown] + hidden[::-1])
    assert other.deck != game.deck
    assert public_record(other) == public_record(game)
    assert public_deck(game)[shown:] == (None,) * len(hidden)
    assert public_record(game)["setup"]["seed"] == 0


def test_rooms_nobody_comes_back_to_are_forgotten_a_finished_one_sooner() -> None:
    now = [0.0]
    rooms = Rooms(clock=lambda: now[0])
    waiting = rooms.create_room(("red", "yellow"), 8, seed=1)
    held = rooms.create_room(("red", "yellow"), 8, seed=2)
    rooms.handle(1, Join(held.code, "Ann", None, None))
    now[0] = KEEP_UNFINISHED + 1
    assert rooms.sweep() == [waiting.code]
    rooms.disconnect(1)  # left now: kept a week from now
    now[0] += KEEP_FINISHED + 1
    assert rooms.sweep() == [] and held.code in rooms.rooms


def test_a_room_nobody_ever_joined_goes_in_minutes_a_lobby_left_in_a_day() -> None:
    now = [0.0]
    rooms = Rooms(clock=lambda: now[0])
    unjoined = rooms.create_room(("red", "yellow"), 8, seed=1)
    lobby = rooms.create_room(("red", "yellow"), 8, seed=2)
    started = rooms.create_room(("red", "yellow"), 8, seed=3)
    rooms.handle(1, Join(lobby.code, "Ann", None, None))
    rooms.handle(2, Join(started.code, "Bob", None, None))
    rooms.handle(3, Join(started.code, "Cid", None, None))
    for conn in (1, 2, 3):
        rooms.disconnect(conn)
    assert KEEP_UNJOINED <= 600 < KEEP_UNSTARTED <= 24 * 3600 < KEEP_UNFINISHED
    now[0] = KEEP_UNJOINED + 1  # filling a server with rooms nobody joins gains minutes
    assert rooms.sweep() == [unjoined.code]
    now[0] = KEEP_UNSTARTED + 1
    assert rooms.sweep() == [lobby.code]
    assert list(rooms.rooms) == [started.code]


def test_a_colour_the_game_has_not_is_no_seat_of_it() -> None:
    rooms = Rooms()
    room = rooms.create_room(("red", "yellow"), 8, seed=1)
    sends = rooms.handle(1, Join(room.code, "Ann", "orange", None))
    assert [error_key(m) for _c, m in sends] == ["net_no_such_seat"]
    rooms.handle(2, Join(room.code, "Bob", "red", None))
    sends = rooms.handle(3, Join(room.code, "Cid", "red", None))
    assert [error_key(m) for _c, m in sends] == ["net_seat_taken"]


def test_a_finished_game_nobody_is_at_is_forgotten_after_an_hour() -> None:
    now = [0.0]
    table = Table(players=("red", "yellow"), rounds=8, rooms=Rooms(clock=lambda: now[0]))
    game, rng = table.room.game, random.Random(4)
    while not game.is_over():
        table.send(table.conn_to_act(), Act(table.room.seq, rng.choice(game.legal_actions())))
    for conn in (0, 1):
        table.rooms.disconnect(conn)
    now[0] += KEEP_FINISHED + 1
    assert table.rooms.sweep() == [table.room.code] and table.rooms.rooms == {}


def encode_act(seq: int, action: dict[str, object]) -> str:
    return json.dumps({"v": 1, "type": "act", "seq": seq, "action": action})


def hostile_action(rng: random.Random) -> dict[str, object]:
    """An action object of any type with any integers (most of them off the board)."""

    def number() -> int:
        return rng.choice([0, 1, -1, 5, 6, 7, 99, -(2**40), 2**62, rng.randint(-30, 30)])

    kind = rng.choice(["PlaceOracle", "PlaceRoad", "PlaceCity", "Draw", "EndActions",
                       "BuildMarket", "SellMarket", "EndTurn"])  # fmt: skip
    fields: dict[str, object] = {"type": kind}
    if kind == "Draw":
        fields |= {"roads": number(), "cities": number()}
    elif kind not in ("EndActions", "EndTurn"):
        fields["space"] = [number(), number()]
        if kind == "PlaceRoad":
            fields["ends"] = [number(), number()]
    return fields


@pytest.mark.heavy(2)
def test_hostile_actions_from_the_seat_to_act_are_refused_or_played_never_a_crash() -> None:
    """Whatever well-formed action the seat to act sends, the room refuses it with a rule
    and key (nothing changes) or plays it (legal); no exception escapes."""
    table = Table(players=("red", "yellow", "brown"), rounds=12)
    game, rng = table.room.game, random.Random(25)
    played = refused = 0
    for n in range(3000):
        if game.is_over():
            break
        digest, seq = public_digest(game), table.room.seq
        if n % 5 == 0:  # now and then a legal one, so that the game moves on
            action = rng.choice(game.legal_actions())
            sends = table.send(table.conn_to_act(), Act(seq, action))
        else:
            try:
                message = parse_client(encode_act(seq, hostile_action(rng)))
            except Problem:
                continue
            sends = table.send(table.conn_to_act(), message)
        told = sends[0][1]
        if isinstance(told, Refused):
            refused += 1
            assert public_digest(game) == digest and table.room.seq == seq
        else:
            assert isinstance(told, Applied) and table.room.seq == seq + 1
            played += 1
    assert refused > 300 and played > 100


def test_a_room_kept_and_taken_in_again_is_the_same_room() -> None:
    table = Table(players=("red", "yellow"), rounds=8)
    game, rng = table.room.game, random.Random(6)
    for _ in range(20):
        table.send(table.conn_to_act(), Act(table.room.seq, rng.choice(game.legal_actions())))
    data = json.loads(json.dumps(Rooms.saved(table.room)))
    again = Rooms().restore(data)
    assert again.code == table.room.code and again.seq == table.room.seq
    assert again.game == game and again.game.deck == game.deck  # the real deck, on the server
    assert [(s.colour, s.token, s.name, s.taken) for s in again.seats] == [
        (s.colour, s.token, s.name, s.taken) for s in table.room.seats
    ]
    assert all(s.conn is None for s in again.seats)


@pytest.mark.parametrize(
    "damage",
    [
        lambda d: d.pop("seq"),
        lambda d: d.update(format="x"),
        lambda d: d.update(code="kro-7q4"),
        lambda d: d.update(seq=-1),
        lambda d: d["seats"].reverse(),
        lambda d: d["seats"][0].update(token="0" * 31),
        lambda d: d["seats"][0].update(name=""),
        lambda d: d["seats"][0].update(taken=1),
        lambda d: d["record"].update(digest="0" * 64),
    ],
)
def test_a_damaged_room_file_is_a_problem_and_no_room(damage: Callable[[Any], object]) -> None:
    table = Table(players=("red", "yellow"), rounds=8)
    data = json.loads(json.dumps(Rooms.saved(table.room)))
    damage(data)
    rooms = Rooms()
    with pytest.raises(Problem) as caught:
        rooms.restore(data)
    assert problem_keys(caught.value)[0] in ("net_room_file", "record_digest")
    assert rooms.rooms == {}
