"""Chat at a network game: a line or a quick phrase (a key, worded by each reader) is told to
every seat and spectator with the game's sequence number; a line is bounded in length and
cleaned of controls and of the characters that reorder or hide text (R5 is not at stake:
what a player says is theirs); a connection saying too much is paced (a fake clock); a
spectator cannot say anything; the server keeps the chat only while the room lives (a
newcomer is told it, the room's file never holds it); the table shows it in the log in
the game's order, each reader in their own language, and a muted player's lines go."""

from __future__ import annotations

import json

import pytest

from mg.engine import Problem
from mg.net.client import Chatted
from mg.net.net_table import NetTable
from mg.net.protocol import (
    CHAT_CHARS,
    Act,
    Chat,
    Error,
    Join,
    Said,
    Watch,
    chat_line,
    encode,
    parse_client,
)
from mg.net.rooms import CHAT_BURST, CHAT_KEPT, CHAT_RATE, Rooms
from mg.text.game_log import Entry
from mg.text.i18n import set_language, t
from tests.support.net_play import running_server, soon
from tests.support.net_rooms import Table

pytestmark = pytest.mark.usefixtures("english_after")


def error_key(message: object) -> str:
    assert isinstance(message, Error), message
    return message.key


def sent(text: str) -> Chat:
    """A chat line as the server reads it off the wire."""
    message = parse_client(encode(Chat(text, None)))
    assert isinstance(message, Chat)
    return message


def test_a_line_is_told_to_every_seat_and_spectator_with_the_games_number() -> None:
    table = Table()
    table.send(9, Watch(table.room.code))
    game = table.room.game
    table.send(table.conn_to_act(), Act(0, game.legal_actions()[0]))
    table.send(2, sent("  hello\u202e  there\u0000 "))
    said = Said(1, 1, "brown", "hello there", None)
    assert all(table.last(conn) == said for conn in (0, 1, 2, 3, 9))
    table.send(0, Chat(None, "good_game"))
    assert table.last(9) == Said(1, 2, "yellow", None, "good_game")


@pytest.mark.parametrize(
    ("typed", "shown"),
    [
        ("a\u202eb", "ab"),  # a right-to-left override
        ("\u2066x\u2069 y", "x y"),  # an isolate
        ("z\u200bw\u200d", "zw"),  # zero-width characters
        ("line\none\ttwo", "line one two"),
        ("\x1b[31mred", "[31mred"),  # a terminal's escape
    ],
)
def test_a_line_loses_its_controls_and_what_reorders_or_hides_text(typed: str, shown: str) -> None:
    assert chat_line(typed) == shown
    assert sent(typed).text == shown


def test_a_line_is_bounded_and_one_with_nothing_to_show_is_refused() -> None:
    assert sent("x" * CHAT_CHARS).text == "x" * CHAT_CHARS
    for bad in ("x" * (CHAT_CHARS + 1), "\u202e\u200b", "   "):
        with pytest.raises(Problem) as caught:
            sent(bad)
        assert caught.value.key == "net_field"


def test_exactly_one_of_a_line_and_a_phrase_is_said() -> None:
    table = Table()
    for message in (Chat(None, None), Chat("hi", "hello")):
        table.send(0, message)
        assert error_key(table.last(0)) == "net_field"
    assert not table.room.chat


def test_a_connection_saying_too_much_is_paced_and_nothing_more_is_said() -> None:
    now = [0.0]
    table = Table(rooms=Rooms(clock=lambda: now[0]))
    for _ in range(int(CHAT_BURST)):
        table.send(0, Chat(None, "hello"))
        assert isinstance(table.last(1), Said)
    table.send(0, Chat(None, "hello"))
    assert error_key(table.last(0)) == "net_chat_wait"
    assert len(table.room.chat) == CHAT_BURST
    table.send(1, Chat(None, "thanks"))  # (another player's pace is their own)
    assert isinstance(table.last(0), Said)
    now[0] += 1 / CHAT_RATE
    table.send(0, Chat(None, "oops"))
    assert table.last(1) == Said(0, int(CHAT_BURST) + 2, "yellow", None, "oops")


def test_a_spectator_says_nothing() -> None:
    table = Table()
    table.send(9, Watch(table.room.code))
    table.send(9, Chat("hi", None))
    assert error_key(table.last(9)) == "net_spectator" and not table.room.chat


def test_the_room_keeps_its_chat_only_while_it_lives() -> None:
    table = Table()
    for k in range(CHAT_KEPT + 5):
        table.rooms.chatty.clear()  # (no pacing here)
        table.send(k % 4, Chat(f"line {k}", None))
    table.rooms.disconnect(0)
    table.send(20, Join(table.room.code, token=table.welcome(0).token))
    again = [m for m in table.inbox[20] if isinstance(m, Said)]
    assert [m.text for m in again] == [f"line {k}" for k in range(5, CHAT_KEPT + 5)]  # the last
    saved = json.dumps(Rooms.saved(table.room))
    assert "line 7" not in saved  # never in its file
    assert not Rooms().restore(json.loads(saved)).chat


def test_the_table_shows_chat_in_the_log_in_each_readers_words_and_mutes() -> None:
    with running_server() as (server, address):
        code = server.rooms.create_room(("red", "yellow"), 8).code
        ann, bob = NetTable(address, code), NetTable(address, code)
        # (each its seat: two tables in one process share its kept tokens, where Bob's
        # table would find Ann's and take her seat back)
        ann.join_here("Ann", "red")
        bob.join_here("Bob", "yellow")
        try:
            for net in (ann, bob):
                soon(lambda net=net: True if net.heard() is not None and net.game else None)  # type: ignore[misc]
                soon(lambda net=net: True if net.pump() is None and net.all_taken() else None)  # type: ignore[misc]
            bob.begin()
            ann.say(phrase="good_game")
            ann.say(text="à bientôt")
            entries = soon(lambda: chat_entries(bob) if len(chat_entries(bob)) == 2 else None)
            wording = bob.match.wording()
            english = t("chat.phrase.good_game")
            assert wording.entry(entries[0]) == t("log.chat", who="Ann", what=english)
            set_language("fr")  # another reader: the phrase in its own words, the line as said
            french = t("chat.phrase.good_game")
            assert french != english
            assert wording.entry(entries[0]) == t("log.chat", who="Ann", what=french)
            assert wording.entry(entries[1]) == t("log.chat", who="Ann", what="à bientôt")
            assert entries[0].step == bob.match.game.history_length  # where the game is
            colour = next(iter(ann.clients))  # (Ann's seat: whoever joined first is red)
            bob.mute(colour, True)
            assert chat_entries(bob) == [] and bob.muted(colour)
            ann.say(phrase="oops")
            soon(lambda: True if heard(bob) and bob.said[-1].phrase == "oops" else None)
            bob.poll()
            assert chat_entries(bob) == []  # a muted player is not shown
            bob.mute(colour, False)
            assert len(chat_entries(bob)) == 3
        finally:
            ann.close()
            bob.close()


def chat_entries(net: NetTable) -> list[Entry]:
    net.poll()
    return [e for e in net.match.log if e.kind == "chat"]


def heard(net: NetTable) -> bool:
    net.pump()
    return True


def test_lines_told_again_to_a_player_back_are_shown_once() -> None:
    net = NetTable("127.0.0.1:1", "KRO-7Q4")
    first = Chatted(0, 1, "red", "hi", None)
    net.main = client = object()  # type: ignore[assignment]  # (the events' source)
    assert net._take(client, first)  # type: ignore[arg-type]
    assert not net._take(client, Chatted(0, 1, "red", "hi", None))  # type: ignore[arg-type]
    assert list(net.said) == [first]
