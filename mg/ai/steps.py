"""The positions within one player's turn, kept as a tree: each position's candidate actions
are weighed once (the position after each and its value for the player whose turn it is),
so every later walk through it — a beam a second time wider, another sampled turn — costs
nothing there. Whole turns are read from it three ways: the best by a beam over the steps,
the greedy one, and turns sampled step by step in proportion to how good each step looks."""

from __future__ import annotations

import math
import random
import time

from mg.ai.evaluate import evaluate
from mg.ai.plans import (
    MAX_ROAD_CANDIDATES,
    Clock,
    candidates,
    quick_end,
    unrepeated,
)
from mg.engine import Action, EndTurn, Game, Phase

_TURN_PHASES = (Phase.ACTIONS, Phase.MARKET)
MAX_STEPS = 30  # a turn never needs more actions (R11: at most 4 + 4 placements and ends)
Turn = tuple[float, tuple[Action, ...], Game]  # value for the mover, actions, game after


class StepNode:
    """A position within `mover`'s turn and, once weighed, its candidate actions: (value for
    the mover, action, the position after it), best first."""

    __slots__ = ("game", "mover", "steps", "roads", "idle", "ended")

    def __init__(
        self,
        game: Game,
        mover: str,
        roads: int = MAX_ROAD_CANDIDATES,
        idle: int | None = None,
        ended: bool = False,
    ) -> None:
        self.game, self.mover, self.roads, self.idle = game, mover, roads, idle
        self.ended = ended  # reached by EndTurn (the mover may start the next round: R9)
        self.steps: list[tuple[float, Action, StepNode]] | None = None

    def turn_over(self) -> bool:
        """Whether the mover's turn has ended here (or the game)."""
        g = self.game
        return self.ended or g.phase not in _TURN_PHASES or g.current_player != self.mover

    def expand(
        self, rng: random.Random, deadline: float = math.inf, clock: Clock = time.perf_counter
    ) -> list[tuple[float, Action, StepNode]]:
        """The candidate actions weighed (once; a list cut short by the deadline is given
        but not kept, so a later call weighs them all)."""
        if self.steps is not None:
            return self.steps
        out: list[tuple[float, Action, StepNode]] = []
        acts = candidates(self.game, rng, self.roads, self.idle)
        for action in acts:
            if out and clock() >= deadline:
                break
            child = self.game.child(action)  # a legal action: no check, no undo kept
            ended = isinstance(action, EndTurn)
            step = StepNode(child, self.mover, self.roads, self.idle, ended)
            out.append((evaluate(child, self.mover), action, step))
        out.sort(key=lambda s: s[0], reverse=True)
        if len(out) == len(acts):
            self.steps = out
        return out


def walk(
    node: StepNode,
    rng: random.Random,
    temperature: float = 0.0,
    deadline: float = math.inf,
    clock: Clock = time.perf_counter,
) -> Turn:
    """A whole turn from `node`: each step the best (temperature 0) or one drawn with a
    weight of exp(value / temperature); past the deadline the turn is ended at once."""
    plan: list[Action] = []
    value = 0.0
    while not node.turn_over() and len(plan) < MAX_STEPS:
        if clock() >= deadline:
            ending = quick_end(node.game)
            if ending:  # else a village must still be covered (R27): keep choosing
                return _ended(node, plan, ending)
        steps = node.expand(rng, deadline, clock)
        k = 0 if temperature <= 0 else _drawn(steps, rng, temperature)
        value, action, node = steps[k]
        plan.append(action)
        if isinstance(action, EndTurn):
            break
    return value, tuple(plan), node.game


def _drawn(steps: list[tuple[float, Action, StepNode]], rng: random.Random, heat: float) -> int:
    best = steps[0][0]
    weights = [math.exp((v - best) / heat) for v, _, _ in steps]
    return rng.choices(range(len(steps)), weights)[0]


def _ended(node: StepNode, plan: list[Action], ending: list[Action]) -> Turn:
    g = node.game
    for action in ending:
        g = g.child(action)
    return evaluate(g, node.mover), (*plan, *ending), g


def beam(
    root: StepNode,
    width: int,
    widen: int,
    rng: random.Random,
    deadline: float = math.inf,
    clock: Clock = time.perf_counter,
) -> list[Turn]:
    """Whole turns, best first, by a beam search over the steps: `width` positions kept at
    each step (the same actions in another order coming to the same value kept once), the
    `widen` best steps of each followed. Out of time, unfinished turns end at once."""
    beam_: list[tuple[float, list[Action], StepNode]] = [(0.0, [], root)]
    done: list[Turn] = []
    while beam_ and clock() < deadline:
        grown: list[tuple[float, list[Action], StepNode]] = []
        for _, plan, node in beam_:
            for value, action, child in node.expand(rng, deadline, clock)[:widen]:
                if child.turn_over():
                    done.append((value, (*plan, action), child.game))
                else:
                    grown.append((value, [*plan, action], child))
            if clock() >= deadline:
                break
        grown.sort(key=lambda e: e[0], reverse=True)
        kept = unrepeated([(v, p, n.game) for v, p, n in grown], width)
        nodes = {id(n.game): n for _, _, n in grown}
        beam_ = [(v, p, nodes[id(g)]) for v, p, g in kept]
    for _, plan, node in beam_:  # out of time: unfinished turns end the turn at once
        ending = quick_end(node.game)
        if ending:
            done.append(_ended(node, plan, ending))
    done.sort(key=lambda e: e[0], reverse=True)
    return done
