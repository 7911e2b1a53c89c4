"""The local table: a player's action played at once through the match, a refusal as data
(R39), an undo (R40); the computer players' moves planned in the bots' pool (through an
executor the test controls: nothing waits on a worker) and handed over one at a time; a
plan that keeps failing ends the turn the simplest way; a plan for another moment of the
game is dropped."""

from __future__ import annotations

from mg.ai.bot_pool import BotPool
from mg.engine import EndActions, EndTurn, Game, PlaceCity, PlaceOracle
from mg.match import Match
from mg.store.seats import Seat
from mg.table.bot_turns import MAX_FAILURES, BotTurns
from mg.table.local import LocalTable
from mg.table.table import Coming, Played
from tests.support.bots import HeldExecutor, InlineExecutor


def never_saved(_session: object) -> None:
    return None


def table_of(kinds: tuple[str, str], executor: InlineExecutor | HeldExecutor) -> LocalTable:
    """A two-player game at its oracles' setup, its first player and the other of `kinds`."""
    game = Game.new(["yellow", "orange"], seed=5, rounds=8)
    first = game.current
    seats = [
        Seat(None, colour, kinds[0] if colour == first else kinds[1])
        for colour in ("yellow", "orange")
    ]
    pool = BotPool()
    pool.executor = executor
    return LocalTable(Match(game, seats, saver=never_saved), BotTurns(pool, lambda: 7, 0.1))


def test_a_players_action_is_played_at_once_and_a_refusal_is_data() -> None:
    table = table_of(("human", "human"), InlineExecutor())
    game = table.match.game
    city = PlaceCity(game.board.spaces[0])  # no city in the oracles' setup
    refused = table.submit(city)
    assert refused is not None and not refused.applied and refused.refusal is not None
    oracle = next(a for a in game.legal_actions() if isinstance(a, PlaceOracle))
    outcome = table.submit(oracle)
    assert outcome is not None and outcome.applied and game.history_length == 1
    assert table.poll() == [] and table.coming() is None  # hot-seat: nobody else moves
    assert table.seat_kind("yellow") == table.seat_kind("orange") == "here"
    assert table.ours("orange") and not table.attention("orange")
    assert table.banner() is None and table.offer() is None and table.hints_allowed()


def test_a_computer_players_moves_come_one_at_a_time_once_planned() -> None:
    held = HeldExecutor()
    table = table_of(("easy", "human"), held)
    game = table.match.game
    bot = game.current
    assert bot is not None and table.seat_kind(bot) == "bot"
    assert table.coming() is None and table.thinking()  # asked: it plans
    assert len(held.pending) == 1
    assert table.coming() is None and len(held.pending) == 1  # one plan at a time
    held.release()
    coming = table.coming()
    assert isinstance(coming, Coming) and coming.colour == bot
    assert not table.thinking()
    played = table.take_coming()
    assert isinstance(played, Played) and played.action == coming.action
    assert played.outcome.applied and game.history_length == 1 and game.current != bot
    assert table.coming() is None  # a human's turn: nothing planned
    assert held.pending == []


def test_a_plan_made_for_another_moment_is_dropped() -> None:
    held = HeldExecutor()
    table = table_of(("easy", "human"), held)
    table.coming()  # planning for the setup's first oracle
    game = table.match.game
    bot = game.current
    game.apply(next(a for a in game.legal_actions() if isinstance(a, PlaceOracle)))
    assert game.current != bot  # (placed without the bot: e.g. "the rest at random")
    oracle = next(a for a in game.legal_actions() if isinstance(a, PlaceOracle))
    table.submit(oracle)  # the human's: the bot to act again, at a later moment
    assert game.current == bot
    held.release()  # the old plan arrives (cancelled, so it never ran)
    assert table.coming() is None and len(held.pending) == 1  # planned anew for now


def test_a_bot_whose_plans_keep_failing_ends_its_turn_the_simplest_way() -> None:
    held = HeldExecutor()
    table = table_of(("easy", "human"), held)
    game = table.match.game
    while game.phase == "oracles" or table.match.bot_to_act() is None:  # on to the bot's
        table.submit(next(a for a in game.legal_actions() if not isinstance(a, PlaceCity)))
    assert table.match.bot_to_act() is not None
    failures = 0
    while table.coming() is None:
        assert failures < MAX_FAILURES, "it went on planning"
        for future, _job in held.pending:
            future.set_result([])  # a plan that failed (nothing planned)
        held.pending.clear()
        failures += 1
    coming = table.coming()
    assert coming is not None and isinstance(coming.action, EndActions | EndTurn)
    assert failures == MAX_FAILURES  # plans that failed in a row
