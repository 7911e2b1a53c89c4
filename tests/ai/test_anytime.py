"""The hard and expert bots search until their budget is spent, in every phase (the
oracles' setup, the actions and the market), and answer with a whole legal turn however
soon they are stopped; given more time on fixed positions they play better over them all
(and at least as well on three in four). Time is a fake clock that moves on at each reading
(mg/bench/search.py counts the same way)."""

from __future__ import annotations

import random

import pytest

from mg.ai import LEVELS, make_bot
from mg.ai.tree import TRIES, WIDEST, Shape, TurnNode, TurnSearch
from mg.bench.search import BUDGETS, anytime
from mg.engine import BuildMarket, EndActions, EndTurn, Game, PlaceOracle, SellMarket
from tests.support.clock import FakeClock
from tests.support.easy_games import easy_game_at

BUDGET = 0.1  # a hundred readings of the fake clock


def position(phase: str) -> Game:
    """A 2-player game in `phase`: the oracles' setup, a turn's start in round 4 ("actions")
    or in the last round ("last"), or the market phase of the round-4 turn with markets to
    build or sell."""
    start = Game.new(["yellow", "red"], seed=4)
    if phase == "oracles":
        return start
    game = easy_game_at(start.rounds if phase == "last" else 4)
    if phase == "market":
        game.apply(EndActions())
        markets = [a for a in game.legal_actions() if isinstance(a, BuildMarket | SellMarket)]
        assert len(markets) >= 2  # something to weigh
    return game


@pytest.mark.parametrize("phase", ["oracles", "actions", "market"])
@pytest.mark.parametrize("level", ["hard", "expert"])
def test_the_search_thinks_to_its_budget_in_every_phase(level: str, phase: str) -> None:
    game = position(phase)
    budget = BUDGET * LEVELS[level].thinks
    clock = FakeClock()
    plan = make_bot(level, seed=1, budget=BUDGET, clock=clock).plan_turn(game)
    assert 0.9 * budget <= clock.now <= budget + 0.02  # all of it, and never more
    for action in plan:
        assert game.why_illegal(action) is None
        game.apply(action)
    assert isinstance(plan[-1], PlaceOracle if phase == "oracles" else EndTurn)


def test_the_wider_beams_stop_at_their_bound() -> None:
    """When the root's turns run out it searches a beam twice as wide; a beam the time cuts
    short ends each unfinished turn at once, past the deadline, so however long the search
    the beam stays within WIDEST times its first width."""
    game = position("actions")
    search = TurnSearch(game, random.Random(1), FakeClock(), Shape())
    search.run(0.0, 1.0)  # a thousand readings: the turns run out more than twice
    assert Shape().width < search.shape.width <= WIDEST * Shape().width


@pytest.mark.parametrize("budget", [0.001, 0.003, 0.01])
@pytest.mark.parametrize("phase", ["oracles", "actions", "market"])
def test_stopped_at_any_moment_it_answers_a_whole_legal_turn(phase: str, budget: float) -> None:
    game = position(phase)
    clock = FakeClock()
    plan = make_bot("hard", seed=2, budget=budget, clock=clock).plan_turn(game)
    assert clock.now <= max(budget, 0.001) + 0.02
    for action in plan:
        assert game.why_illegal(action) is None
        game.apply(action)
    assert isinstance(plan[-1], PlaceOracle | EndTurn)


def test_more_budget_plays_better_on_fixed_positions() -> None:
    """The bench's fixed positions, the plan chosen at each budget (100 to 2,500 readings)
    judged by one referee (greedy turns to the end of the next round, then the evaluation):
    over them all a longer search is worth at least as much as a shorter one and the
    longest more than the shortest; on at least three positions in four the longest is
    worth at least as much as the shortest. (Not on every one: the search weighs the
    others' replies, the referee plays greedy turns, and where they disagree on a close
    choice a longer search may pick a turn the referee values a little lower.)"""
    values = anytime(BUDGETS, count=4)
    totals = [sum(column) for column in zip(*values, strict=True)]
    assert totals == sorted(totals) and totals[-1] > totals[0], totals
    assert sum(row[-1] >= row[0] for row in values) >= 3, values


def own_turns_played(node: TurnNode, me: str, root: bool = True) -> int:
    """The most turns of `me` after the root's that a line of the tree plays (a node where
    `me` is to move and which has children below it)."""
    own = 0 if root or node.mover != me or not node.children else 1
    below = [own_turns_played(child, me, False) for child in node.children]
    return own + max(below, default=0)


@pytest.mark.parametrize("cycles", [1, 2])
def test_the_searchs_lines_play_as_many_own_turns_as_its_shape_says(cycles: int) -> None:
    """Before the endgame the hard bot's lines stop where it is to move again; the expert's
    (two cycles) play that turn too, on to the end of the next round (the last whose card
    is public, R5), a round deeper with the time it is given."""
    game = position("actions")
    me = game.current_player or ""
    search = TurnSearch(game, random.Random(1), FakeClock(), Shape(cycles=cycles))
    search.run(0.0, 5.0)
    assert own_turns_played(search.root, me) == cycles - 1
    assert [LEVELS[n].bot(0, 1.0, None).shape.cycles for n in ("hard", "expert")] == [1, 2]  # type: ignore[attr-defined]


def test_a_spent_tree_goes_on_a_turn_deeper() -> None:
    """A two-player turn's tree is spent (every line valued) long before a long budget:
    the search then plays the searching player's next own turn too, as the expert does from
    the start, and answers a whole legal turn."""
    game = position("actions")
    me = game.current_player or ""
    search = TurnSearch(game, random.Random(1), FakeClock(), Shape())
    plan = search.run(0.0, 30.0)
    assert search.cycles == 2
    assert own_turns_played(search.root, me) == 1
    for action in plan:
        assert game.why_illegal(action) is None
        game.apply(action)
    assert isinstance(plan[-1], EndTurn)


def test_a_spent_tree_with_no_deeper_line_samples_more_turns() -> None:
    """In the last round the lines already go to the end of the game: a spent tree samples
    more turns a node and a wider beam at the root instead."""
    search = TurnSearch(position("last"), random.Random(1), FakeClock(), Shape())
    search.run(0.0, 5.0)
    assert search.cycles == Shape().cycles
    assert search.tries > TRIES and search.widest > WIDEST * Shape().width
