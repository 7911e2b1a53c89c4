"""The seam (mg/table/table.py) through both tables: a local one (the match, its computer
player planning in the bots' pool, inline) and a network one (this machine's copy of a game
a real server on 127.0.0.1 referees, the other seat another machine's client) play the
same short game — the oracles' setup and the first turns, a refusal, an undo (R40), the
other player's moves — and report the same outcomes. Every wait is bounded in count and
time (a guard against a hang: nothing is timed)."""

from __future__ import annotations

import random
from typing import TypeVar

from mg.ai.bot_pool import BotPool
from mg.engine import Action, PlaceCity, PlaceRoad
from mg.match import Match, Outcome
from mg.net.client import Moved, NetClient, Resynced, create_room
from mg.net.net_table import NetTable
from mg.net.protocol import Join
from mg.net.public import public_digest
from mg.store.seats import Seat
from mg.table.bot_turns import BotTurns
from mg.table.local import LocalTable
from mg.table.table import Coming, Played
from tests.support.bots import InlineExecutor
from tests.support.net_play import coming_from, running_server, soon, wait_for

ACTIONS = 24  # the length of the game both tables play
T = TypeVar("T")


def played_from(net: NetTable) -> Played:
    """The next move the network table says was played (what it says before is kept)."""

    def look() -> Played | None:
        return next((n for n in net.poll() if isinstance(n, Played)), None)

    return soon(look)


def caught_up(other: NetClient, seq: int, heard: list[int]) -> None:
    """The other machine's client has heard every move up to `seq` (`heard`: the last it
    did), so that its next action is not refused as late."""
    while heard[0] < seq:
        event = wait_for(other, lambda e: isinstance(e, Moved | Resynced))
        assert isinstance(event, Moved | Resynced)
        heard[0] = event.seq


def seated(net: NetTable) -> bool | None:
    """True once both seats are taken and this machine's is known (else None)."""
    net.pump()
    return True if net.all_taken() and net.clients and net.game is not None else None


def same(local: Outcome, far: Outcome) -> None:
    """What both tables say an action did: the same data (the log's entries, the board
    before and after, the refusal, the place moved, whether it was an undo)."""
    assert far == local


def test_a_local_and_a_network_table_report_the_same_game() -> None:
    with running_server() as (server, address):
        code = create_room(address, ["yellow", "orange"], 8)
        net = NetTable(address, code)
        net.saver = lambda _code, _token: None  # (no token file for this test's seat)
        net.join_here("Ann", "yellow")
        other = NetClient(address, Join(code, "Bob", "orange"))  # another machine's player
        other.start()
        try:
            soon(lambda: seated(net))
            real = server.rooms.rooms[code].game.copy()  # (the server's: the same deck)
            pool = BotPool()
            pool.executor = InlineExecutor()
            seats = [Seat("Ann", "yellow"), Seat("Bob", "orange", "easy")]
            local = LocalTable(
                Match(real, seats, saver=lambda _s: None), BotTurns(pool, lambda: 3, 0.05)
            )
            net.begin()
            play_both(local, net, other)
        finally:
            other.close()
            net.close()


def play_both(local: LocalTable, net: NetTable, other: NetClient) -> None:
    """The same game at both tables: yellow's moves submitted here, orange's planned by the
    local table's computer player and sent by the other machine's client."""
    rng = random.Random(8)
    refused = undone = False
    heard = [0]  # the last move the other machine's client heard
    assert net.seat_kind("orange") == "remote" and local.seat_kind("orange") == "bot"
    assert net.seat_kind("yellow") == local.seat_kind("yellow") == "here"
    while local.match.game.history_length < ACTIONS:
        game = local.match.game
        if game.current == "orange":
            coming = soon(local.coming)
            assert isinstance(coming.action, Action)
            caught_up(other, net.seq, heard)
            other.act(coming.action)
            assert coming_from(net) == Coming(coming.action, "orange")
            here, far = local.take_coming(), net.take_coming()
            assert here is not None and far is not None and far.action == here.action
            same(here.outcome, far.outcome)
        elif not refused and game.phase == "actions":  # a city the rules refuse (R39)
            wrong = PlaceCity(game.board.spaces[0])
            here_out = local.submit(wrong)
            assert here_out is not None and not here_out.applied and here_out.refusal
            far_out = net.submit(wrong)  # (checked here first: it is never sent)
            assert far_out is not None
            same(here_out, far_out)
            refused = True
            continue
        else:
            action = rng.choice(game.legal_actions())
            here_out = local.submit(action)
            assert here_out is not None and here_out.applied
            assert net.submit(action) is None  # on its way
            far = played_from(net)
            assert far.action == action
            same(here_out, far.outcome)
            if not undone and isinstance(action, PlaceRoad | PlaceCity):  # taken back (R40)
                here_out = local.undo()
                assert net.undo() is None
                far = played_from(net)
                assert far.action is None and here_out.undone
                same(here_out, far.outcome)
                undone = True
        assert public_digest(net.match.game) == public_digest(local.match.game)
        assert net.match.log == local.match.log
    assert refused and undone
