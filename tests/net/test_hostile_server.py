"""A hostile server against the client (and the headless bot): nothing it sends stops the
client's thread or holds it for good. An error whose parameters are named as the
wording's own is worded; a silent server, or one whose game cannot be read, ends the join
with a key; one that drops every connection is tried ever less often, then given up; wrong
digests bring a resync a while at most; welcomes again are no new seat; the events
waiting stay few. Loopback only; counts bounded; timeouts only guard a hang."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest
from websockets.asyncio.server import ServerConnection

from mg.engine import EndTurn, Game, Problem
from mg.net import client as client_module
from mg.net.bot_client import BotResult, play
from mg.net.client import (
    EVENTS_MOST,
    JOIN_WITHIN,
    Connection,
    Event,
    Events,
    Failed,
    Joined,
    Moved,
    NetClient,
    Resynced,
    SeatsChanged,
)
from mg.net.kept.seat_tokens import keep_token
from mg.net.protocol import Applied, Error, Join, State
from mg.net.public import public_deck, public_record
from mg.text.i18n import problem_text
from tests.support.hostile_server import (
    SEATS,
    Hostile,
    a_game,
    heard,
    hostile_server,
    listen,
    say,
    welcome,
)
from tests.support.net_play import GUARD, wait_for

CODE = "KRO-7Q4"
WRONG = "0" * 64  # a digest no game has


def joining(address: str, join_within: float | None = JOIN_WITHIN) -> NetClient:
    client = NetClient(address, Join(CODE, "Ann", None, None))
    client.join_within = join_within
    client.start()
    return client


def everything(client: NetClient) -> list[Event]:
    """Every event until the client has closed."""
    seen: list[Event] = []
    wait_for(client, lambda e: isinstance(e, Connection) and e.state == "closed", seen)
    return seen


def test_an_error_naming_its_parameters_as_the_wording_does_is_only_worded() -> None:
    async def script(ws: ServerConnection, hostile: Hostile) -> None:
        await heard(ws, hostile)
        params = {"key": "net_stale", "english": "{", "locale": "xx", "code": CODE}
        await say(ws, {"v": 1, "type": "error", "key": "net_no_room", "params": params})
        await listen(ws, hostile)

    with hostile_server(script) as (address, _hostile):
        client = joining(address)
        failed = wait_for(client, lambda e: isinstance(e, Failed))
        assert isinstance(failed, Failed) and failed.fatal
        assert failed.problem.key == "net_no_room" and failed.problem.params == {"code": CODE}
        assert CODE in problem_text(failed.problem)
        wait_for(client, lambda e: isinstance(e, Connection) and e.state == "closed")
        client.act(EndTurn())  # the client has ended: nothing happens, nothing is raised
        client.close()


def test_a_silent_server_ends_the_join_with_its_key() -> None:
    async def script(ws: ServerConnection, hostile: Hostile) -> None:
        await listen(ws, hostile)  # (never a word back)

    with hostile_server(script) as (address, hostile):
        client = joining(address, join_within=0.5)
        failed = wait_for(client, lambda e: isinstance(e, Failed))
        assert isinstance(failed, Failed) and failed.fatal
        assert failed.problem.key == "net_join_timeout"
        wait_for(client, lambda e: isinstance(e, Connection) and e.state == "closed")
        assert hostile.count("join") == 1
        client.close()


def test_a_join_the_server_cannot_read_ends_at_once_instead_of_trying_again() -> None:
    async def script(ws: ServerConnection, hostile: Hostile) -> None:
        await heard(ws, hostile)  # (an older server, say, that reads codes only one way)
        await say(ws, Error("net_field", (("field", "code"),)))
        await ws.close()

    with hostile_server(script) as (address, hostile):
        client = joining(address, join_within=None)
        failed = wait_for(client, lambda e: isinstance(e, Failed))
        assert isinstance(failed, Failed) and failed.fatal
        assert failed.problem.key == "net_field"
        everything(client)
        assert hostile.connections == 1  # never tried again
        client.close()


def test_a_welcome_whose_game_cannot_be_read_ends_the_join_at_once() -> None:
    record = public_record(a_game())
    record["actions"] = [{"type": "EndTurn"}]  # the first action cannot end a turn

    async def script(ws: ServerConnection, hostile: Hostile) -> None:
        await heard(ws, hostile)
        await say(ws, welcome(record=record))
        await listen(ws, hostile)

    with hostile_server(script) as (address, _hostile):
        client = joining(address, join_within=None)
        failed = wait_for(client, lambda e: isinstance(e, Failed))
        assert isinstance(failed, Failed) and failed.fatal
        assert not any(isinstance(e, Joined) for e in everything(client))
        client.close()


async def drops(ws: ServerConnection, hostile: Hostile) -> None:
    await heard(ws, hostile)


async def welcomes_and_drops(ws: ServerConnection, hostile: Hostile) -> None:
    await heard(ws, hostile)
    await say(ws, welcome())


@pytest.mark.parametrize("script", [drops, welcomes_and_drops])
def test_a_server_that_drops_every_connection_is_given_up_after_so_many_tries(
    script: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(client_module, "RETRY_DELAYS", (0.01, 0.02))
    monkeypatch.setattr(client_module, "RETRY_MOST", 6)
    with hostile_server(script) as (address, hostile):  # type: ignore[arg-type]
        client = joining(address, join_within=None)
        seen = everything(client)
        failed = [e for e in seen if isinstance(e, Failed)]
        assert [(f.problem.key, f.fatal) for f in failed] == [("net_unreachable", True)]
        assert hostile.connections == 6
        client.close()


def wrong_applied(game: Game) -> Applied:
    """The first legal action of `game`, told with a digest no game has."""
    return Applied(game.history_length + 1, game.legal_actions()[0], WRONG, public_deck(game))


def test_wrong_digests_bring_one_resync_a_while_not_one_each() -> None:
    game = a_game()

    async def script(ws: ServerConnection, hostile: Hostile) -> None:
        await heard(ws, hostile)
        await say(ws, welcome(game))
        await say(ws, wrong_applied(game))
        await heard(ws, hostile)  # the sync asked for
        await say(ws, State(0, public_record(game)))
        for _ in range(100):
            await say(ws, wrong_applied(game))
        await say(ws, Error("net_stale", (("seq", 0),)))  # (the end of it)
        await listen(ws, hostile)

    with hostile_server(script) as (address, hostile):
        client = NetClient(address, Join(CODE))
        client.resync_gap = 3600.0  # (the next would come in an hour)
        client.start()
        seen: list[Event] = []
        wait_for(client, lambda e: isinstance(e, Failed) and e.problem.key == "net_stale", seen)
        client.close()
        assert hostile.count("sync") == 1
        assert len([e for e in seen if isinstance(e, Resynced)]) <= 1


def test_welcomes_again_on_one_connection_are_no_new_seat() -> None:
    async def script(ws: ServerConnection, hostile: Hostile) -> None:
        await heard(ws, hostile)
        for _ in range(300):
            await say(ws, welcome())
        await say(ws, Error("net_stale", (("seq", 0),)))
        await listen(ws, hostile)

    with hostile_server(script) as (address, _hostile):
        client = joining(address)
        seen: list[Event] = []
        wait_for(client, lambda e: isinstance(e, Failed), seen)
        client.close()
        assert len([e for e in seen if isinstance(e, Joined)]) == 1
        assert not any(isinstance(e, Resynced) for e in seen)  # the game never moved


def test_the_events_waiting_stay_few_and_the_newest_game_wins() -> None:
    game = a_game()
    events = Events()
    events.put(Joined("red", "t", game, SEATS))
    events.put(Failed(Problem("net_seat_retaken", "x"), True))
    for seq in range(1, 1001):
        events.put(Moved(seq, None, game))
        events.put(SeatsChanged(SEATS))
        events.put(Connection("connected"))
        events.put(Failed(Problem("net_stale", "x"), False))
    waiting = list(events.queue)
    assert len(waiting) <= EVENTS_MOST + 4
    assert isinstance(waiting[0], Joined)
    assert [type(e).__name__ for e in waiting].count("SeatsChanged") == 1
    assert [f.fatal for f in waiting if isinstance(f, Failed)] == [True, False]
    games = [e for e in waiting if isinstance(e, Moved | Resynced)]
    assert games[-1].seq == 1000
    events.put(Resynced(1001, game))
    assert [e for e in events.queue if isinstance(e, Moved | Resynced)] == [Resynced(1001, game)]


def test_a_seat_kept_already_is_not_written_again(tmp_path: Path) -> None:
    path = tmp_path / "net-seats.json"
    assert keep_token(CODE, "f" * 32, path) is None
    written = tmp_path / "as-written"
    written.hardlink_to(path)  # (an atomic write puts a new file in its place)
    for _ in range(50):
        assert keep_token(CODE, "f" * 32, path) is None
    assert path.samefile(written)
    assert keep_token("ABC-DEF", "e" * 32, path) is None
    assert not path.samefile(written)


def test_a_headless_bot_at_a_silent_server_stops_with_the_key(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(client_module, "JOIN_WITHIN", 0.5)

    async def script(ws: ServerConnection, hostile: Hostile) -> None:
        await listen(ws, hostile)

    results: list[BotResult] = []
    with hostile_server(script) as (address, _hostile):
        bot = threading.Thread(
            target=lambda: results.append(play(address, CODE, "random", quiet_for=3600))
        )
        bot.start()
        bot.join(GUARD)
        assert not bot.is_alive()
    assert results[0].problem is not None and results[0].problem.key == "net_join_timeout"
