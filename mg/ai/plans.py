"""Building whole-turn plans: the candidate actions, one-step scoring, greedy turns and a
beam search over turns. Every time limit is read from an injected clock."""

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
    Phase,
    PlaceRoad,
    neighbour,
)

Clock = Callable[[], float]
Plan = tuple[float, list[Action], Game]  # value, actions, the game after them
MAX_ROAD_CANDIDATES = 48
_TURN_PHASES = (Phase.ACTIONS, Phase.MARKET)


def candidates(
    game: Game,
    rng: random.Random,
    max_roads: int = MAX_ROAD_CANDIDATES,
    idle_markets: int | None = None,
) -> list[Action]:
    """The actions worth weighing: every city and market action, a sample of roads, the
    fullest draws (none in the last round: R38 counts hand and reserve alike), ending; with
    `idle_markets`, only that many markets built where they would stay inactive (R32: they
    score nothing unless a road later connects them), those worth most first."""
    roads: list[PlaceRoad] = []
    out: list[Action] = []
    draws: list[Draw] = []
    idle: list[tuple[int, BuildMarket]] = []
    me = game.current_player or ""
    for a in game.legal_actions():
        if isinstance(a, PlaceRoad):
            roads.append(a)
        elif isinstance(a, Draw):
            draws.append(a)
        elif (
            idle_markets is not None
            and isinstance(a, BuildMarket)
            and not game.market_active(me, a.space)
        ):
            idle.append((game.market_value(a.space) or 0, a))
        else:  # cities, markets (listed once a place), oracles, ending
            out.append(a)
    if idle and idle_markets:
        idle.sort(key=lambda e: -e[0])
        out.extend(a for _, a in idle[:idle_markets])
    if len(roads) > max_roads:
        roads = road_sample(game, roads, rng, max_roads)
    if draws and game.round < game.rounds:
        most = max(d.roads + d.cities for d in draws)
        full = [d for d in draws if d.roads + d.cities == most]
        full.sort(key=lambda d: d.roads)
        out.extend({full[0], full[len(full) // 2], full[-1]})
    return [*roads, *out]


def road_sample(
    game: Game, roads: list[PlaceRoad], rng: random.Random, size: int
) -> list[PlaceRoad]:
    """`size` of the roads: first those whose both ends meet something (a place or a road
    tile: a connection made or a road joined, R20), then a random sample of the others."""
    ends_at = set(game.places()) | set(game.roads()) | set(game.cities())
    joining: list[PlaceRoad] = []
    others: list[PlaceRoad] = []
    for road in roads:
        a, b = road.ends
        meets = neighbour(road.space, a) in ends_at and neighbour(road.space, b) in ends_at
        (joining if meets else others).append(road)
    if len(joining) >= size:
        return rng.sample(joining, size)
    return joining + rng.sample(others, size - len(joining))


def scored_children(
    game: Game,
    me: str,
    actions: list[Action],
    deadline: float = math.inf,
    clock: Clock = time.perf_counter,
) -> list[Plan]:
    """Each action's value and resulting position; past the deadline only the ones weighed
    so far (at least one)."""
    out: list[Plan] = []
    for action in actions:
        if out and clock() >= deadline:
            break
        child = game.child(action)  # a legal action: no check, no undo kept
        out.append((evaluate(child, me), [action], child))
    return out


Chooser = Callable[[Game, str], tuple[Action, Game]]


def greedy_turn(
    game: Game, choose: Chooser, deadline: float = math.inf, clock: Clock = time.perf_counter
) -> list[Action]:
    """A turn chosen step by step; past the deadline the turn is simply ended."""
    g, me = game, game.current_player or ""
    plan: list[Action] = []
    while g.phase in _TURN_PHASES and g.current_player == me and len(plan) < 30:
        if clock() >= deadline:
            ending = quick_end(g)
            if ending:  # else a village must still be covered (R27): keep choosing
                return plan + ending
        action, g = choose(g, me)
        plan.append(action)
        if isinstance(action, EndTurn):
            break
    return plan


def quick_end(game: Game) -> list[Action]:
    """End the turn at once: the fullest draw if any and not the last round (else end the
    actions), then end the turn; [] while R27 forbids ending."""
    if game.phase == Phase.MARKET:
        return [EndTurn()]
    draws = [a for a in game.legal_actions() if isinstance(a, Draw)]
    first: Action = EndActions()
    if draws and game.round < game.rounds:
        first = max(draws, key=lambda d: (d.roads + d.cities, d.cities))
    if game.why_illegal(first) is not None:
        return []  # a village still to cover (R27): the caller keeps choosing
    return [first, EndTurn()]


def finish(plan: Plan, rest: list[Action], me: str) -> Plan:
    """A plan with `rest` appended and re-evaluated."""
    after = plan[2]
    for action in rest:
        after = after.child(action)
    return (evaluate(after, me), plan[1] + rest, after)


def unrepeated(plans: list[Plan], width: int) -> list[Plan]:
    """The first `width` plans (best first) that are not the same actions in another order
    coming to the same value (the same position, most likely: a transposition)."""
    seen: set[tuple[frozenset[Action], float]] = set()
    out: list[Plan] = []
    for entry in plans:
        key = (frozenset(entry[1]), round(entry[0], 9))
        if key not in seen:
            seen.add(key)
            out.append(entry)
            if len(out) == width:
                break
    return out


def beam_search(
    game: Game,
    me: str,
    deadline: float,
    rng: random.Random,
    width: int,
    widen: int,
    clock: Clock = time.perf_counter,
) -> list[Plan]:
    """Whole-turn plans, best first, by a beam search over the turn's actions."""
    beam: list[Plan] = [(evaluate(game, me), [], game)]
    done: list[Plan] = []
    while beam and clock() < deadline:
        grown: list[Plan] = []
        for _, plan, g in beam:
            children = scored_children(g, me, candidates(g, rng), deadline, clock)
            children.sort(key=lambda c: c[0], reverse=True)
            for value, step, child in children[:widen]:
                entry = (value, plan + step, child)
                (done if isinstance(step[0], EndTurn) else grown).append(entry)
            if clock() >= deadline:
                break
        grown.sort(key=lambda e: e[0], reverse=True)
        beam = unrepeated(grown, width)
    for entry in beam:  # out of time: unfinished plans end the turn at once
        rest = quick_end(entry[2])
        if rest:
            done.append(finish(entry, rest, me))
    done.sort(key=lambda e: e[0], reverse=True)
    return done
