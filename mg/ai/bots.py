"""The bots. Each plans a whole turn (a list of actions ending with EndTurn, or one
PlaceOracle in the setup) from a copy of the game, within a time budget."""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable

from mg.ai.evaluate import evaluate
from mg.engine import (
    Action,
    BuildMarket,
    Draw,
    EndActions,
    EndTurn,
    Game,
    PlaceOracle,
    PlaceRoad,
    SellMarket,
)

LEVELS = ("random", "easy", "hard")
MAX_ROAD_CANDIDATES = 48


class Bot:
    """Plans turns for whichever colour is to act."""

    level = "bot"

    def __init__(self, seed: int = 0, budget: float = 1.0) -> None:
        self.rng = random.Random(seed)
        self.budget = budget

    def plan_turn(self, game: Game) -> list[Action]:
        raise NotImplementedError


class RandomBot(Bot):
    """Any legal action, all equally likely."""

    level = "random"

    def plan_turn(self, game: Game) -> list[Action]:
        g = game.copy()
        me = g.current
        plan: list[Action] = []
        while g.phase != "over" and g.current == me:
            action = self.rng.choice(g.legal_actions())
            g.apply(action)
            plan.append(action)
            if isinstance(action, EndTurn | PlaceOracle):
                break
        return plan


def candidates(game: Game, rng: random.Random) -> list[Action]:
    """The actions worth weighing: every city and market action, a sample of roads, the
    fullest draws, ending the phase or the turn."""
    roads: list[Action] = []
    out: list[Action] = []
    draws: list[Draw] = []
    for a in game.legal_actions():
        if isinstance(a, PlaceRoad):
            roads.append(a)
        elif isinstance(a, Draw):
            draws.append(a)
        elif isinstance(a, BuildMarket | SellMarket):
            if game.place_at(a.space) == a.space or game.place_at(a.space) is None:
                out.append(a)  # one action per place, not one per city tile
        else:
            out.append(a)
    if len(roads) > MAX_ROAD_CANDIDATES:
        roads = rng.sample(roads, MAX_ROAD_CANDIDATES)
    if draws:
        most = max(d.roads + d.cities for d in draws)
        full = [d for d in draws if d.roads + d.cities == most]
        full.sort(key=lambda d: d.roads)
        out.extend({full[0], full[len(full) // 2], full[-1]})
    return roads + out


def scored_children(game: Game, me: str, actions: list[Action],
                    deadline: float = math.inf) -> list[tuple[float, Action, Game]]:
    """Each action's resulting position and its value; past the deadline only the ones
    weighed so far (at least one)."""
    out: list[tuple[float, Action, Game]] = []
    for action in actions:
        if out and time.perf_counter() >= deadline:
            break
        child = game.copy()
        child.apply(action)
        out.append((evaluate(child, me), action, child))
    return out


def oracle_choice(game: Game, rng: random.Random) -> PlaceOracle:
    """Setup: an oracle near the player's likely cities (green villages) but far from
    the others' oracles; with a little randomness."""
    options = [a for a in game.legal_actions() if isinstance(a, PlaceOracle)]
    board = game.board
    greens = [board.spaces[v] for v in board.villages if board.kind[v] == 2]
    from mg.engine.hexgrid import distance

    def score(a: PlaceOracle) -> float:
        near_green = min((distance(a.space, g) for g in greens), default=5)
        return -abs(near_green - 3) + rng.random()
    return max(options, key=score)


class EasyBot(Bot):
    """Greedy, one step ahead, with some randomness (softmax over the evaluation)."""

    level = "easy"
    temperature = 0.35

    def choose(self, game: Game, me: str) -> tuple[Action, Game]:
        children = scored_children(game, me, candidates(game, self.rng))
        best = max(v for v, _, _ in children)
        weights = [math.exp((v - best) / self.temperature) for v, _, _ in children]
        _, action, child = self.rng.choices(children, weights)[0]
        return action, child

    def plan_turn(self, game: Game) -> list[Action]:
        if game.phase == "oracles":
            return [oracle_choice(game, self.rng)]
        return greedy_turn(game, self.choose)


def greedy_turn(game: Game, choose: Callable[[Game, str], tuple[Action, Game]],
                deadline: float = math.inf) -> list[Action]:
    """A turn chosen step by step; past the deadline the turn is simply ended."""
    g, me = game, game.current or ""
    plan: list[Action] = []
    while g.phase in ("actions", "market") and g.current == me and len(plan) < 30:
        if time.perf_counter() >= deadline:
            ending = quick_end(g)
            if ending:  # else a village must still be covered (R27): keep choosing
                return plan + ending
        action, g = choose(g, me)
        plan.append(action)
        if isinstance(action, EndTurn):
            break
    return plan


def quick_end(game: Game) -> list[Action]:
    """End the turn at once: the fullest draw if any (else end the actions), then end."""
    if game.phase == "market":
        return [EndTurn()]
    draws = [a for a in game.legal_actions() if isinstance(a, Draw)]
    first: Action = max(draws, key=lambda d: (d.roads + d.cities, d.cities)) if draws \
        else EndActions()
    if game.why_illegal(first) is not None:
        return []  # a village still to cover (R27): the caller keeps choosing
    return [first, EndTurn()]


class HardBot(Bot):
    """Beam search over whole-turn sequences of actions, then the best few plans are
    weighed against the other players' greedy replies; all within the time budget."""

    level = "hard"
    _deadline = math.inf
    beam = 4
    widen = 6
    finalists = 3

    def plan_turn(self, game: Game) -> list[Action]:
        if game.phase == "oracles":
            return [oracle_choice(game, self.rng)]
        start = time.perf_counter()
        self._deadline = start + self.budget
        me = game.current or ""
        plans = self._beam(game, me, start + self.budget * 0.55)
        if not plans:
            return greedy_turn(game, self._greedy, start + self.budget * 0.9)
        reply_deadline = start + self.budget * 0.9
        best_value, best_plan = -math.inf, plans[0][1]
        for value, plan, after in plans[: self.finalists]:
            if time.perf_counter() < reply_deadline:
                value = evaluate(self._replies(after, me, reply_deadline), me)
            if value > best_value:
                best_value, best_plan = value, plan
        return best_plan

    def _greedy(self, game: Game, me: str) -> tuple[Action, Game]:
        children = scored_children(game, me, candidates(game, self.rng), self._deadline)
        _, action, child = max(children, key=lambda c: c[0])
        return action, child

    def _beam(self, game: Game, me: str, deadline: float
              ) -> list[tuple[float, list[Action], Game]]:
        beam: list[tuple[float, list[Action], Game]] = [(evaluate(game, me), [], game)]
        done: list[tuple[float, list[Action], Game]] = []
        while beam and time.perf_counter() < deadline:
            grown: list[tuple[float, list[Action], Game]] = []
            for _, plan, g in beam:
                children = scored_children(g, me, candidates(g, self.rng), deadline)
                children.sort(key=lambda c: c[0], reverse=True)
                for value, action, child in children[: self.widen]:
                    entry = (value, plan + [action], child)
                    (done if isinstance(action, EndTurn) else grown).append(entry)
                if time.perf_counter() >= deadline:
                    break
            grown.sort(key=lambda e: e[0], reverse=True)
            beam = grown[: self.beam]
        for _, plan, g in beam:  # out of time: unfinished plans end the turn at once
            rest = quick_end(g)
            if not rest:
                continue
            after = g
            for action in rest:
                after = after.copy()
                after.apply(action)
            done.append((evaluate(after, me), plan + rest, after))
        done.sort(key=lambda e: e[0], reverse=True)
        return done

    def _replies(self, game: Game, me: str, deadline: float) -> Game:
        """Let the others play greedy turns until `me` is to act again (within the
        public cards: never past the next round)."""
        g = game
        last_round = game.round + 1
        while g.phase != "over" and g.current != me and g.round <= last_round:
            turn = greedy_turn(g, self._greedy, deadline)
            if not turn:
                break
            for action in turn:
                g = g.copy()
                g.apply(action)
        return g


def make_bot(level: str, seed: int = 0, budget: float = 1.0) -> Bot:
    """A bot of `level`: "random", "easy" or "hard"."""
    kinds: dict[str, type[Bot]] = {"random": RandomBot, "easy": EasyBot, "hard": HardBot}
    if level not in kinds:
        raise ValueError(f"unknown bot level {level!r}; use random, easy or hard")
    return kinds[level](seed=seed, budget=budget)
