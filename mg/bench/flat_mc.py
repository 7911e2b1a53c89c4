"""An independent yardstick for the bots: a plain flat Monte Carlo player, written from the
public engine API only (nothing of mg.ai). At each decision of its turn it tries every
candidate action in rotation, plays each out with a cheap building policy to the end of the
next round (never past the public next card), and takes the best mean projected lead. The
k-th rollout of every candidate uses the same random numbers (common random numbers), so
candidates are compared on equal luck."""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from mg.engine import (
    Action,
    BuildMarket,
    Draw,
    EndActions,
    EndTurn,
    Game,
    PlaceCity,
    PlaceOracle,
    PlaceRoad,
    SellMarket,
)

Clock = Callable[[], float]
MAX_ROADS = 20
MAX_ORACLE_OPTIONS = 10
ROLLOUT_STEPS = 400
HORIZON = 1  # rounds looked ahead beyond the current one: the public next card


def lead(game: Game, me: str) -> float:
    """`me`'s projected score minus the best other player's."""
    scores = game.projected_scores()
    return scores[me] - max(v for c, v in scores.items() if c != me)


def options(game: Game, rng: random.Random) -> list[Action]:
    """The actions worth trying: one per place for markets, a sample of roads, three
    mixes of the fullest draw, everything else."""
    roads: list[Action] = []
    out: list[Action] = []
    draws: list[Draw] = []
    seen: set[object] = set()
    for a in game.legal_actions():
        if isinstance(a, PlaceRoad):
            roads.append(a)
        elif isinstance(a, Draw):
            draws.append(a)
        elif isinstance(a, BuildMarket | SellMarket):
            key = (type(a), game.place_at(a.space))
            if key not in seen:
                seen.add(key)
                out.append(a)
        else:
            out.append(a)
    if len(roads) > MAX_ROADS:
        roads = rng.sample(roads, MAX_ROADS)
    if draws:
        most = max(d.roads + d.cities for d in draws)
        full = sorted((d for d in draws if d.roads + d.cities == most), key=lambda d: d.roads)
        out.extend(dict.fromkeys([full[0], full[len(full) // 2], full[-1]]))
    if out and isinstance(out[0], PlaceOracle) and len(out) > MAX_ORACLE_OPTIONS:
        out = rng.sample(out, MAX_ORACLE_OPTIONS)
    return roads + out


def cheap_action(game: Game, rng: random.Random) -> Action:
    """The rollout policy: mostly build, then draw as much as allowed; markets half the time."""
    acts = game.legal_actions()
    if game.phase == "actions":
        cities = [a for a in acts if isinstance(a, PlaceCity)]
        if cities and rng.random() < 0.5:
            return rng.choice(cities)
        roads = [a for a in acts if isinstance(a, PlaceRoad)]
        if roads and rng.random() < 0.8:
            return rng.choice(roads)
        draws = [a for a in acts if isinstance(a, Draw)]
        if draws:
            most = max(d.roads + d.cities for d in draws)
            return rng.choice([d for d in draws if d.roads + d.cities == most])
        ends = [a for a in acts if isinstance(a, EndActions)]
        return ends[0] if ends else rng.choice(acts)
    markets = [a for a in acts if isinstance(a, BuildMarket | SellMarket)]
    if markets and rng.random() < 0.5:
        return rng.choice(markets)
    return EndTurn() if game.phase == "market" else rng.choice(acts)


def rollout(game: Game, me: str, rng: random.Random, horizon: int) -> float:
    """Play on cheaply to the end of round `horizon` (or the game); `me`'s lead then."""
    g = game.copy()
    for _ in range(ROLLOUT_STEPS):
        if g.phase == "over" or g.round > horizon:
            break
        g.apply(cheap_action(g, rng))
    return lead(g, me)


class FlatMonteCarlo:
    """Flat Monte Carlo over single actions, within a time budget per turn."""

    level = "flatmc"

    def __init__(self, seed: int = 0, budget: float = 1.0, clock: Clock = time.perf_counter
                 ) -> None:
        self.rng = random.Random(seed)
        self.budget = budget
        self.clock = clock

    def plan_turn(self, game: Game) -> list[Action]:
        """A whole turn (or one oracle in the setup)."""
        g, me = game.copy(), game.current or ""
        deadline = self.clock() + self.budget
        plan: list[Action] = []
        while g.phase != "over" and g.current == me and len(plan) < 40:
            action = self._decide(g, me, deadline)
            g.apply(action)
            plan.append(action)
            if isinstance(action, EndTurn | PlaceOracle):
                break
        return plan

    def _decide(self, game: Game, me: str, deadline: float) -> Action:
        choices = options(game, self.rng)
        if len(choices) == 1:
            return choices[0]
        now = self.clock()
        slice_end = now + max(0.0, deadline - now) / _decisions_left(game)
        totals = [0.0] * len(choices)
        counts = [0] * len(choices)
        horizon = game.round + HORIZON
        base = self.rng.randrange(1 << 30)
        k = 0
        while now < slice_end or (k < len(choices) and now < deadline):
            i = k % len(choices)
            child = game.copy()
            child.apply(choices[i])
            luck = random.Random(base + k // len(choices))
            totals[i] += rollout(child, me, luck, horizon)
            counts[i] += 1
            k += 1
            now = self.clock()
        tried = [j for j in range(len(choices)) if counts[j]]
        if not tried:  # out of time: the rollout policy decides
            return cheap_action(game, self.rng)
        return choices[max(tried, key=lambda j: totals[j] / counts[j])]


def _decisions_left(game: Game) -> int:
    """A guess of the decisions still to make this turn, to share the time out."""
    if game.phase != "actions":
        return 1
    limits = game.limits()
    turn = game.turn
    placed: int = turn["roads_placed"] + turn["cities_placed"]
    left = limits["roads"] + limits["cities"] - placed
    return max(1, min(left, 5)) + 2
