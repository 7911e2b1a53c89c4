"""The hard bot's search: whole-turn plans from a beam search, then the best of them weighed
against the other players' greedy replies; in the last two rounds (every card public) the
game is played out greedily to its end, so oracles that would be lost are seen lost."""

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

REPLY_ROADS = 10  # roads weighed per step of a modelled reply (those joining something first)


def greedy_chooser(rng: random.Random, deadline: float, clock: Clock,
                   max_roads: int = REPLY_ROADS) -> Chooser:
    """Pick the action whose result the mover values most."""
    def choose(game: Game, me: str) -> tuple[Action, Game]:
        children = scored_children(game, me, candidates(game, rng, max_roads), deadline, clock)
        _, plan, child = max(children, key=lambda c: c[0])
        return plan[0], child
    return choose


def endgame(game: Game) -> bool:
    """The last two rounds: every card left is public, so play them out to the end."""
    return game.round >= game.rounds - 1


def play_on(game: Game, me: str, deadline: float, rng: random.Random,
            clock: Clock = time.perf_counter) -> tuple[Game, bool]:
    """Greedy turns from `game`: the others' until `me` is to act again (never past the
    public next card), or in the endgame everyone's to the end; and whether that was
    done in time (False: cut short by the deadline)."""
    g = game
    last_round = game.round + 1
    to_end = endgame(game)
    choose = greedy_chooser(rng, deadline, clock)
    while g.phase != "over" and (to_end or (g.current != me and g.round <= last_round)):
        turn = greedy_turn(g, choose, deadline, clock)
        if not turn or clock() >= deadline:
            return g, False
        for action in turn:
            g = g.copy()
            g.apply(action)
    return g, True


def best_plan(game: Game, me: str, start: float, budget: float, rng: random.Random,
              clock: Clock = time.perf_counter, width: int = 4, widen: int = 6,
              finalists: int = 8, beam_share: float = 0.6) -> list[Action] | None:
    """The plan whose position after the replies is best; None if no plan was found."""
    plans = beam_search(game, me, start + beam_share * budget, rng, width, widen, clock)
    if not plans:
        return None
    deadline = start + 0.92 * budget
    best_value, best = -float("inf"), plans[0][1]
    for value, plan, after in distinct(plans)[:finalists]:
        if clock() >= deadline:
            break
        outcome, in_time = play_on(after, me, deadline, rng, clock)
        if not in_time:
            break  # cut short: not comparable with the others
        value = evaluate(outcome, me)
        if value > best_value:
            best_value, best = value, plan
    return best


def distinct(plans: list[Plan]) -> list[Plan]:
    """The plans without repeats (best first): the same actions ending with the same
    oracles' control (the order of placements may turn an oracle, R36)."""
    seen: set[tuple[frozenset[Action], tuple[str | None, ...]]] = set()
    out: list[Plan] = []
    for entry in plans:
        after = entry[2]
        key = (frozenset(entry[1]), tuple(after.oracle_controller(o) for o in after.oracles()))
        if key not in seen:
            seen.add(key)
            out.append(entry)
    return out
