"""The flat Monte Carlo player's random policy (public engine API only, nothing of mg.ai):
a building-biased random choice of the next action, whole random turns made of it, and
cheap rollouts scored by the projected lead over the best opponent (R37's projection)."""

from __future__ import annotations

import random

from mg.engine import (
    Action,
    BuildMarket,
    Draw,
    EndActions,
    EndTurn,
    Game,
    PlaceCity,
    PlaceRoad,
    SellMarket,
)

TURN_STEPS = 30  # a turn never needs more actions than this (R11: at most 4 + 4 + ends)
P_FOUND = 0.9  # chance of founding a city when one can (R21)
P_CITY = 0.2  # else, chance of placing a city tile anywhere legal
P_ROAD = 0.75  # chance of a road tile when one is legal (and no city was chosen)
P_MARKET = 0.8  # chance of a sensible market action in the market phase
SELL_AT = 3  # an active market is sold once worth this much


def lead(game: Game, me: str) -> float:
    """`me`'s projected score (R37) minus the best other player's."""
    scores = game.projected_scores()
    return scores[me] - max(v for c, v in scores.items() if c != me)


def last_round(game: Game) -> bool:
    """In the last round drawing gains nothing: R38 counts hand and reserve alike."""
    return game.round >= game.rounds


def ending(acts: list[Action], game: Game, rng: random.Random) -> Action | None:
    """The end of the actions phase: the fullest draw (R13) with a random mix, or simply
    ending the phase in the last round; None while R23/R27 forbid ending."""
    draws = [a for a in acts if isinstance(a, Draw)]
    if draws and not last_round(game):
        most = max(d.roads + d.cities for d in draws)
        return rng.choice([d for d in draws if d.roads + d.cities == most])
    ends = [a for a in acts if isinstance(a, EndActions)]
    return ends[0] if ends else None


def action_step(game: Game, rng: random.Random, acts: list[Action] | None = None) -> Action:
    """One random but sensible action of the actions phase (of `acts`, the legal actions
    if known): found a city when one can (R21), now and then extend one, else a road,
    else end the phase."""
    if acts is None:
        acts = game.legal_actions()
    cities = [a for a in acts if isinstance(a, PlaceCity)]
    if cities:
        found = [a for a in cities if game.city_kind(a.space) == "found"]
        if found and rng.random() < P_FOUND:
            return rng.choice(found)
        if rng.random() < P_CITY:
            return rng.choice(cities)
    roads = [a for a in acts if isinstance(a, PlaceRoad)]
    if roads and rng.random() < P_ROAD:
        return rng.choice(roads)
    end = ending(acts, game, rng)
    if end is not None:
        return end
    return rng.choice(cities or roads or acts)


def market_step(game: Game, rng: random.Random) -> Action:
    """R28, sensibly: sell an active market worth at least SELL_AT, else build where the
    market would be active and worth at least its cost (R29, R32, R33), else nothing."""
    me = game.current or ""
    sells: dict[object, Action] = {}
    builds: dict[object, Action] = {}
    for a in game.legal_actions():
        if isinstance(a, SellMarket):
            if (game.market_value(a.space) or 0) >= SELL_AT:
                sells.setdefault(game.place_at(a.space), a)
        elif isinstance(a, BuildMarket) and game.place_at(a.space) not in builds:
            value, cost = game.market_value(a.space) or 0, game.market_cost(me, a.space) or 0
            if value >= cost and game.market_active(me, a.space):
                builds[game.place_at(a.space)] = a
    choices = list(sells.values()) + list(builds.values())
    if choices and rng.random() < P_MARKET:
        return rng.choice(choices)
    return EndTurn()


def policy_step(game: Game, rng: random.Random) -> Action:
    """The rollout policy's next action in any phase."""
    if game.phase == "actions":
        return action_step(game, rng)
    if game.phase == "market":
        return market_step(game, rng)
    return rng.choice(game.legal_actions())


def greedy_step(game: Game, me: str, rng: random.Random, width: int) -> Action:
    """The best by projected lead of `width` actions drawn from the policy (ties: the
    first drawn)."""
    acts = game.legal_actions()
    tried: dict[Action, None] = {}
    for _ in range(width):
        tried.setdefault(action_step(game, rng, acts))
    if len(tried) == 1:
        return next(iter(tried))
    best, best_lead = None, -1e9
    for a in tried:
        g = game.copy()
        g.apply(a)
        value = lead(g, me)
        if value > best_lead:
            best, best_lead = a, value
    assert best is not None
    return best


def random_actions_phase(game: Game, rng: random.Random, width: int = 1) -> list[Action]:
    """Play a random actions phase on `game` (changed in place), each action the best of
    `width` drawn; the actions played."""
    played: list[Action] = []
    me = game.current or ""
    while game.phase == "actions" and game.current == me and len(played) < TURN_STEPS:
        action = greedy_step(game, me, rng, width) if width > 1 else action_step(game, rng)
        game.apply(action)
        played.append(action)
    return played


def rollout(game: Game, me: str, rng: random.Random, horizon: int, steps: int = 400) -> float:
    """Play on from `game` (changed in place) with the policy to the end of round `horizon`
    or of the game; `me`'s lead then."""
    for _ in range(steps):
        if game.phase == "over" or game.round > horizon:
            break
        game.apply(policy_step(game, rng))
    return lead(game, me)
