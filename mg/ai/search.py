"""The medium bot's search: whole-turn plans from a beam search, then the best of them weighed
by playing on greedily, every player, to the end of the next round (the last public card,
R5); in the last two rounds (every card public) to the end of the game, so oracles that
would be lost are seen lost. While time remains the beam is searched again, wider."""

from __future__ import annotations

import random
import time

from mg.ai.evaluate import evaluate
from mg.ai.plans import (
    Chooser,
    Clock,
    Plan,
    beam_search,
    candidates,
    greedy_turn,
    scored_children,
)
from mg.engine import Action, Game

PlanKey = tuple[frozenset[Action], tuple[str | None, ...]]  # see plan_key
REPLY_ROADS = 10  # roads weighed per step of a modelled reply (those joining something first)


def greedy_chooser(
    rng: random.Random, deadline: float, clock: Clock, max_roads: int = REPLY_ROADS
) -> Chooser:
    """Pick the action whose result the mover values most."""

    def choose(game: Game, me: str) -> tuple[Action, Game]:
        children = scored_children(game, me, candidates(game, rng, max_roads), deadline, clock)
        _, plan, child = max(children, key=lambda c: c[0])
        return plan[0], child

    return choose


def endgame(game: Game) -> bool:
    """The last two rounds: every card left is public, so play them out to the end."""
    return game.round >= game.rounds - 1


def play_on(
    game: Game, deadline: float, rng: random.Random, clock: Clock = time.perf_counter
) -> tuple[Game, bool]:
    """Greedy turns from `game`, every player's (the bot's own next turn too) to the end of
    the next round, the last whose card is public (R5), or in the endgame to the end of the
    game; and whether that was done in time (False: cut short by the deadline)."""
    g = game
    last_round = game.round + 1
    to_end = endgame(game)
    choose = greedy_chooser(rng, deadline, clock)
    while not g.is_over() and (to_end or g.round <= last_round):
        turn = greedy_turn(g, choose, deadline, clock)
        if not turn or clock() >= deadline:
            return g, False
        for action in turn:
            g = g.child(action)
    return g, True


def best_plan(
    game: Game,
    me: str,
    start: float,
    budget: float,
    rng: random.Random,
    clock: Clock = time.perf_counter,
    width: int = 4,
    widen: int = 6,
    finalists: int = 8,
    beam_share: float = 0.6,
) -> list[Action] | None:
    """The plan whose position after playing on is best; None if no plan was found.
    While time remains, the beam is searched again twice as wide and the new plans
    weighed too (a free core's time is used, never more than the budget)."""
    deadline = start + 0.92 * budget
    beam_deadline = start + beam_share * budget
    best_value, best = -float("inf"), None
    weighed: set[PlanKey] = set()
    while True:
        began = clock()
        plans = beam_search(game, me, beam_deadline, rng, width, widen, clock)
        if best is None and plans:
            best = plans[0][1]
        for _, plan, after in distinct(plans)[:finalists]:
            if clock() >= deadline:
                break
            key = plan_key(plan, after)
            if key in weighed:
                continue
            weighed.add(key)
            outcome, in_time = play_on(after, deadline, rng, clock)
            if not in_time:
                break  # cut short: not comparable with the others
            value = evaluate(outcome, me)
            if value > best_value:
                best_value, best = value, plan
        now = clock()
        if now + 2.5 * (now - began) >= deadline:
            return best
        width, widen, finalists = 2 * width, widen + 2, 2 * finalists
        beam_deadline = now + beam_share * (deadline - now)


def plan_key(plan: list[Action], after: Game) -> PlanKey:
    """What makes two plans the same: the same actions ending with the same oracles'
    control (the order of placements may turn an oracle, R36)."""
    return frozenset(plan), tuple(after.oracle_controller(o) for o in after.oracles())


def distinct(plans: list[Plan]) -> list[Plan]:
    """The plans without repeats (best first), as `plan_key` tells them apart."""
    seen: set[PlanKey] = set()
    out: list[Plan] = []
    for entry in plans:
        key = plan_key(entry[1], entry[2])
        if key not in seen:
            seen.add(key)
            out.append(entry)
    return out
