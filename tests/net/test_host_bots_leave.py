"""The host's own computer players leave with it: a bot seat taken on this
machine stops when this machine leaves the game, instead of trying to reconnect to a server
that is gone for as long as it would wait for a slow player. Bounded, never timed: the
test waits on what the server tells this machine's player, and on the bot's thread."""

from __future__ import annotations

from collections.abc import Callable

from mg.engine import COLOURS
from mg.net.client import Event, Joined, SeatsChanged, create_room
from mg.net.net_table import NetTable
from tests.support.net_play import GUARD, running_server, wait_for


def seat_taken(colour: str) -> Callable[[Event], bool]:
    """Whether an event tells that the seat `colour` is taken."""

    def taken(event: Event) -> bool:
        seats = event.seats if isinstance(event, Joined | SeatsChanged) else ()
        return any(s.colour == colour and s.taken for s in seats)

    return taken


def test_a_bot_of_this_machine_stops_when_the_machine_leaves() -> None:
    with running_server() as (_server, address):
        ours, bots = COLOURS[0], COLOURS[1]
        code = create_room(address, [ours, bots], 8)
        net = NetTable(address, code)
        net.saver = lambda _code, _token: None  # no token file for this test's seat
        player = net.join_here("Ann", ours)
        net.add_bot(bots, "easy", seed=3)
        wait_for(player, seat_taken(bots))  # the server tells Ann the bot sat down
        net.close()
        for thread in net.bots.threads:
            thread.join(timeout=GUARD)
            assert not thread.is_alive(), "the bot outlived the game it was playing"
