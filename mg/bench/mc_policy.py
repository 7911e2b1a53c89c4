"""The flat Monte Carlo player's random policy (public engine API only, nothing of mg.ai):
a building-biased random choice of the next action, whole random turns made of it, and
cheap rollouts scored by the projected lead over the best opponent (R37's projection)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from mg.engine import (
    Action,
    BuildMarket,
    Draw,
    EndActions,
    EndTurn,
    Game,
    Phase,
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


@dataclass(frozen=True)
class Choices:
    """The legal actions of an actions phase position, sorted for the policy."""

    found: list[Action]
    cities: list[Action]
    roads: list[Action]
    end: list[Action]  # the fullest draws (R13), or ending the phase (R27)


def choices(game: Game) -> Choices:
    """Sort the legal actions: foundings (R21), city tiles, road tiles, and the ways to end
    the phase (no draw in the last round: R38 counts the reserve)."""
    acts = game.legal_actions()
    tiles = [a for a in acts if isinstance(a, PlaceCity)]
    cities: list[Action] = list(tiles)
    found: list[Action] = [a for a in tiles if game.city_kind(a.space) == "found"]
    draws = [a for a in acts if isinstance(a, Draw)]
    if draws and not last_round(game):
        most = max(d.roads + d.cities for d in draws)
        end: list[Action] = [d for d in draws if d.roads + d.cities == most]
    else:
        end = [a for a in acts if isinstance(a, EndActions)]
    roads: list[Action] = [a for a in acts if isinstance(a, PlaceRoad)]
    return Choices(found, cities, roads, end if end or cities or roads else acts)


def action_step(game: Game, rng: random.Random, ch: Choices | None = None) -> Action:
    """One random but sensible action of the actions phase: found a city when one can
    (R21), now and then place another city tile, else a road, else end the phase."""
    if ch is None:
        ch = choices(game)
    if ch.found and rng.random() < P_FOUND:
        return rng.choice(ch.found)
    if ch.cities and rng.random() < P_CITY:
        return rng.choice(ch.cities)
    if ch.roads and rng.random() < P_ROAD:
        return rng.choice(ch.roads)
    return rng.choice(ch.end or ch.cities or ch.roads)


def market_step(game: Game, rng: random.Random) -> Action:
    """R28, sensibly: sell an active market worth at least SELL_AT, else build where the
    market would be active and worth at least its cost (R29, R32, R33), else nothing."""
    if rng.random() >= P_MARKET:
        return EndTurn()
    me = game.current_player or ""
    seen: set[object] = set()
    options: list[Action] = []
    for a in game.legal_actions():
        if not isinstance(a, SellMarket | BuildMarket):
            continue
        place = game.place_at(a.space)
        if place in seen:
            continue
        seen.add(place)
        value = game.market_value(a.space) or 0
        if isinstance(a, SellMarket):
            if value >= SELL_AT:
                options.append(a)
        elif value >= (game.market_cost(me, a.space) or 0) and game.market_active(me, a.space):
            options.append(a)
    return rng.choice(options) if options else EndTurn()


def policy_step(game: Game, rng: random.Random) -> Action:
    """The rollout policy's next action in any phase."""
    if game.phase == Phase.ACTIONS:
        return action_step(game, rng)
    if game.phase == Phase.MARKET:
        return market_step(game, rng)
    return rng.choice(game.legal_actions())


def rollout(game: Game, me: str, rng: random.Random, horizon: int, steps: int = 400) -> float:
    """Play on from `game` (changed in place) with the policy to the end of round `horizon`
    or of the game; `me`'s lead then."""
    for _ in range(steps):
        if game.is_over() or game.round > horizon:
            break
        game.apply(policy_step(game, rng))
    return lead(game, me)
