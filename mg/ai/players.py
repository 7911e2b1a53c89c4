"""The computer players, a class for each way of playing (mg/ai/levels.py says which one
plays each level, with what budget). Each plans a whole turn (a list of actions ending with
EndTurn, or one PlaceOracle in the setup) from what its colour may know of the game
(`Game.observation`: R5 keeps the order of the cards after the next one hidden; the bot
deals them anew from a generator of its own), within a time budget read from a clock
(`time.perf_counter` unless another is given, e.g. a fake one in tests)."""

from __future__ import annotations

import gc
import math
import random
import time
from collections.abc import Iterator
from contextlib import contextmanager

from mg.ai.oracles import oracle_choice
from mg.ai.plans import Clock, candidates, greedy_turn, scored_children
from mg.ai.search import best_plan, endgame, greedy_chooser
from mg.ai.tree import Deals, Shape, TurnSearch, dealt
from mg.engine import Action, EndTurn, Game, Phase, PlaceOracle


class Bot:
    """Plans turns for whichever colour is to act."""

    def __init__(self, seed: int = 0, budget: float = 1.0, clock: Clock | None = None) -> None:
        self.rng = random.Random(seed)
        self.luck = random.Random(seed + 0x5EED)  # deals the hidden cards (apart from rng)
        self.budget = budget
        self.clock: Clock = clock or time.perf_counter

    def plan_turn(self, game: Game) -> list[Action]:
        """A whole turn for the colour to act, planned on what it may know of `game`."""
        me = game.current_player
        if me is None:
            return []
        with collector_paused():
            return self.plan(game.observation(me).determinize(self.luck))

    def plan(self, game: Game) -> list[Action]:
        """A whole turn for the colour to act in `game` (a determinized observation)."""
        raise NotImplementedError


@contextmanager
def collector_paused() -> Iterator[None]:
    """Python's cyclic garbage collector paused while a turn is planned, then as it was: a
    search makes hundreds of thousands of short-lived objects (freed as they go, none in a
    cycle), over which the collector's passes cost about 7 % of a plan's CPU, its full
    ones pausing up to 0.09 s, past the budget's end."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


class RandomBot(Bot):
    """Any legal action, all equally likely."""

    def plan(self, game: Game) -> list[Action]:
        g = game.copy()
        me = g.current_player
        plan: list[Action] = []
        while not g.is_over() and g.current_player == me:
            action = self.rng.choice(g.legal_actions())
            g.apply(action)
            plan.append(action)
            if isinstance(action, EndTurn | PlaceOracle):
                break
        return plan


class EasyBot(Bot):
    """Greedy, one step ahead, with some randomness (softmax over the evaluation)."""

    temperature = 0.35

    def choose(self, game: Game, me: str) -> tuple[Action, Game]:
        children = scored_children(game, me, candidates(game, self.rng), clock=self.clock)
        best = max(v for v, _, _ in children)
        weights = [math.exp((v - best) / self.temperature) for v, _, _ in children]
        _, plan, child = self.rng.choices(children, weights)[0]
        return plan[0], child

    def plan(self, game: Game) -> list[Action]:
        if game.phase == Phase.ORACLES:
            return [oracle_choice(game, self.rng)]
        return greedy_turn(game, self.choose, clock=self.clock)


class BeginnerBot(EasyBot):
    """The easy bot's way, choosing far more at random (a hotter softmax)."""

    temperature = 1.5


class MediumBot(Bot):
    """Beam search over whole-turn plans, the best few weighed by greedy play to the end of
    the next round (to the end of the game in the last two rounds); within its budget."""

    width, widen, finalists = 6, 8, 32  # the beam's width and branching; plans weighed
    beam_share, endgame_share = 0.6, 0.35  # of the budget for the beam; the rest: playing on

    def plan(self, game: Game) -> list[Action]:
        if game.phase == Phase.ORACLES:
            return [oracle_choice(game, self.rng)]
        start = self.clock()
        me = game.current_player or ""
        budget = self.budget
        share = self.endgame_share if endgame(game) else self.beam_share
        plan = best_plan(
            game,
            me,
            start,
            budget,
            self.rng,
            self.clock,
            self.width,
            self.widen,
            self.finalists,
            share,
        )
        if plan is None:  # nothing finished in time: a quick greedy turn
            deadline = start + budget * 0.95
            choose = greedy_chooser(self.rng, deadline, self.clock)
            plan = greedy_turn(game, choose, deadline, self.clock)
        return plan


class HardBot(Bot):
    """Monte Carlo tree search over whole turns, every player's (mg/ai/tree.py), searching
    until its budget is spent in every phase: the oracles' setup, the actions and market."""

    shape = Shape()

    def plan_turn(self, game: Game) -> list[Action]:
        """A whole turn for the colour to act; with lines past the last public card
        (`Shape.past`) the deals of the hidden cards they go on under are drawn too, within
        the budget."""
        me = game.current_player
        if me is None or not self.shape.past:
            return super().plan_turn(game)
        with collector_paused():
            start = self.clock()
            seen = game.observation(me)
            root = seen.determinize(self.luck)
            return self.search(root, start, dealt(seen, root))

    def plan(self, game: Game) -> list[Action]:
        return self.search(game, self.clock())

    def search(self, game: Game, start: float, deals: Deals | None = None) -> list[Action]:
        """The tree's best turn when the budget from `start` is spent. (Its tree is freed
        here, while the collector is paused: freed after, the collector's first pass would
        walk every object the search left, a tenth of the expert's budget.)"""
        return list(
            TurnSearch(game, self.rng, self.clock, self.shape, deals).run(start, self.budget)
        )


class ExpertBot(HardBot):
    """The hard bot's search, its beam wider, its lines playing its next own turn too and
    going on a round past the last public card, that round's hidden card dealt anew at each
    walk down (its level gives it three times the budget)."""

    shape = Shape(width=8, widen=10, cycles=2, past=True)
