"""A bot at a network game sends its actions no faster than the server lets a connection
send (mg/net/server.py cuts a connection past its allowance): on a clock that stands still
it sends a burst and then holds its next action, and sends it once the clock has moved."""

from __future__ import annotations

from mg.ai import make_bot
from mg.engine import Action, Game
from mg.net.bot_client import PACE_BURST, PACE_RATE, BotSeat
from mg.net.client import Joined, Moved
from mg.net.guard.door import MESSAGE_BURST, MESSAGE_RATE
from mg.net.protocol import SeatInfo

COLOURS = ["red", "yellow"]


class Table:
    """The server and the other seat, in one: an action sent is played, then the other
    colour's turn is played by a bot until it is red's turn again; both are told to red's
    seat as moves of the game."""

    def __init__(self) -> None:
        self.game = Game.new(COLOURS, seed=5, rounds=12)
        self.other = make_bot("random", seed=2)
        self.sent: list[Action] = []
        self.told: list[Moved] = []
        self._others()

    def _others(self) -> None:
        while not self.game.is_over() and self.game.current_player != "red":
            self.game.apply(self.other.plan_turn(self.game)[0])

    def act(self, action: Action) -> None:
        self.sent.append(action)
        self.game.apply(action)
        self._others()
        self.told.append(Moved(len(self.sent), action, self.game.copy()))


def test_the_bots_pace_stays_below_the_servers_allowance() -> None:
    assert PACE_RATE < MESSAGE_RATE and PACE_BURST < MESSAGE_BURST


def test_a_bot_seat_holds_its_actions_past_its_burst_until_the_clock_moves() -> None:
    now = [100.0]
    table = Table()
    seat = BotSeat(table, "random", seed=1, clock=lambda: now[0])
    seats = tuple(SeatInfo(c, None, True, True) for c in COLOURS)
    seat.take(Joined("red", "token", table.game.copy(), seats))
    while table.told:
        seat.take(table.told.pop(0))
    burst = len(table.sent)
    assert burst == int(PACE_BURST) and not table.game.is_over()
    held = seat.held_for()
    assert held is not None and 0 < held <= 1 / PACE_RATE
    seat.tick()  # nothing goes while the clock stands
    assert len(table.sent) == burst

    now[0] += 1.0  # a second later: a second's worth goes, one answer at a time
    seat.tick()
    while table.told:
        seat.take(table.told.pop(0))
    assert len(table.sent) == burst + int(PACE_RATE)

    while not table.game.is_over():  # the whole game, the clock moving as the bot waits
        wait = seat.held_for()
        assert wait is not None
        now[0] += wait
        seat.tick()
        while table.told:
            seat.take(table.told.pop(0))
    assert seat.done and seat.held_for() is None
    assert len(table.sent) <= PACE_BURST + PACE_RATE * (now[0] - 100.0) + 1
