"""`Game.apply` says what an action changed: random games, every action's effects checked
against the board before and after it, through the public API only — every change is
reported, and nothing is reported that did not change."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field, replace

import pytest

from mg.engine import (
    Action,
    BuildMarket,
    CardRevealed,
    CitiesMerged,
    CityExtended,
    CityFounded,
    Effect,
    Game,
    GameEnded,
    IllegalAction,
    MarketBuilt,
    MarketReturned,
    MarketSold,
    OraclePlaced,
    OracleTurned,
    PhaseChanged,
    PlaceCity,
    PlaceRoad,
    PlacesConnected,
    RoadLaid,
    ScoreChanged,
    SellMarket,
    Space,
    TilesDrawn,
    TurnPassed,
    neighbours,
)

Place = frozenset[Space]  # a place by its tiles: ids change when cities merge (R26)


@dataclass(frozen=True)
class View:
    """Everything a player can see of a game, read through the public API."""

    roads: dict[Space, tuple[str, tuple[int, int]]]
    cities: dict[Place, str]  # every city by its tiles, and its colour
    places: frozenset[Place]
    markets: dict[tuple[Place, str], tuple[str, ...]]  # a city merged may hold two (R26)
    oracles: dict[Space, Place | None]  # what each oracle points at
    links: frozenset[frozenset[Place]]  # R20: the places directly connected
    score: dict[str, int]
    hand: dict[str, tuple[int, int]]
    reserve: dict[str, tuple[int, int]]
    markets_left: dict[str, int]
    phase: str
    round: int
    current: str | None
    cards: tuple[str, ...]  # R5: the cards public now
    winners: tuple[str, ...] = field(default=())


def place(game: Game, space: Space) -> Place:
    return frozenset(game.place_spaces(space))


def view(game: Game) -> View:
    places = {p: place(game, p) for p in game.places()}
    cities = game.cities()
    return View(
        roads=game.roads(),
        cities={tiles: cities[p] for p, tiles in places.items() if p in cities},
        places=frozenset(places.values()),
        markets={
            (tiles, colour): (how,)
            for p, tiles in places.items()
            for colour, how in game.markets_at(p).items()
        },
        oracles={
            o: place(game, t) if (t := game.oracle_target(o)) else None for o in game.oracles()
        },
        links=frozenset(
            frozenset((tiles, places[q]))
            for p, tiles in places.items()
            for q in game.connections(p)
        ),
        score=game.score,
        hand=game.hand,
        reserve=game.reserve,
        markets_left=game.markets_left,
        phase=str(game.phase),
        round=game.round,
        current=game.current,
        cards=tuple(game.deck[: min(game.round + 1, game.rounds)]),
        winners=tuple(game.winners()) if game.is_over() else (),
    )


def holding(v: View, space: Space) -> Place:
    """The place of `v` that holds `space`."""
    return next(p for p in v.places if space in p)


def touching(v: View, space: Space, colour: str) -> list[Place]:
    """R22/R26: the cities of `colour` next to `space`."""
    return list(
        {p for n in neighbours(space) for p, c in v.cities.items() if n in p and c == colour}
    )


def regrouped(v: View, old: list[Place], new: Place, colour: str) -> View:
    """`v` with the places `old` become the one city `new`: what stood on them moves."""

    def moved(p: Place) -> Place:
        return new if p in old else p

    markets: dict[tuple[Place, str], tuple[str, ...]] = {}
    for (p, c), hows in v.markets.items():
        markets[moved(p), c] = tuple(sorted(markets.get((moved(p), c), ()) + hows))
    return replace(
        v,
        cities={**{p: c for p, c in v.cities.items() if p not in old}, new: colour},
        places=frozenset({moved(p) for p in v.places} | {new}),
        markets=markets,
        oracles={o: moved(p) if p else None for o, p in v.oracles.items()},
        links=frozenset(
            pair
            for pair in (frozenset(moved(p) for p in link) for link in v.links)
            if len(pair) == 2
        ),
    )


def less(
    counts: dict[str, tuple[int, int]], colour: str, roads: int, cities: int
) -> dict[str, tuple[int, int]]:
    r, c = counts[colour]
    return {**counts, colour: (r - roads, c - cities)}


def city_laid(v: View, space: Space, colour: str, joined: list[Place]) -> View:
    tile: Place = frozenset({space})
    covered = [p for p in v.places if space in p]  # the village the tile covers (R25)
    new = frozenset(tile.union(*joined))
    v = regrouped(v, joined + covered, new, colour)
    return replace(v, hand=less(v.hand, colour, 0, 1))


def step(v: View, e: Effect) -> View:
    """The view after one effect: the model of what each effect says."""
    match e:
        case OraclePlaced(space, _):
            return replace(v, oracles={**v.oracles, space: None})
        case RoadLaid(space, colour, ends, anchor):
            assert anchor in ends
            return replace(
                v, roads={**v.roads, space: (colour, ends)}, hand=less(v.hand, colour, 1, 0)
            )
        case CityFounded(space, colour):
            return city_laid(v, space, colour, [])
        case CityExtended(space, colour, _):
            joined = touching(v, space, colour)
            assert len(joined) == 1
            return city_laid(v, space, colour, joined)
        case CitiesMerged(space, colour, _, joined_ids):
            joined = touching(v, space, colour)
            assert len(joined) >= 2 and set(joined) == {frozenset(c) for c in joined_ids}
            return city_laid(v, space, colour, joined)
        case PlacesConnected(a, b):
            return replace(v, links=v.links | {frozenset((holding(v, a), holding(v, b)))})
        case OracleTurned(oracle, city, colour, before):
            old = v.oracles[oracle]
            assert before == (v.cities[old] if old else None)
            assert v.cities[holding(v, city)] == colour
            return replace(v, oracles={**v.oracles, oracle: holding(v, city)})
        case MarketBuilt(p, colour, _):
            key = (holding(v, p), colour)
            assert key not in v.markets
            left = {**v.markets_left, colour: v.markets_left[colour] - 1}
            return replace(v, markets={**v.markets, key: ("unsold",)}, markets_left=left)
        case MarketSold(p, colour, _):
            key = (holding(v, p), colour)
            assert v.markets[key] == ("unsold",)
            return replace(v, markets={**v.markets, key: ("sold",)})
        case MarketReturned(p, colour):
            key = (holding(v, p), colour)
            left = {**v.markets_left, colour: v.markets_left[colour] + 1}
            hows = sorted(v.markets[key], key=lambda how: how != "sold")  # R26: keep an
            markets = {**v.markets, key: tuple(sorted(hows[1:]))}  # unsold one if any
            return replace(v, markets=markets, markets_left=left)
        case TilesDrawn(colour, roads, cities):
            hand = less(v.hand, colour, -roads, -cities)
            return replace(v, hand=hand, reserve=less(v.reserve, colour, roads, cities))
        case ScoreChanged(colour, before, after):
            assert v.score[colour] == before
            return replace(v, score={**v.score, colour: after})
        case PhaseChanged(before, after):
            assert v.phase == before
            return replace(v, phase=str(after))
        case TurnPassed(colour, rnd):
            return replace(v, current=colour, round=rnd)
        case CardRevealed(rnd, card):
            assert len(v.cards) == rnd - 1
            return replace(v, cards=(*v.cards, card))
        case GameEnded(events, winners):
            gone = {
                (holding(v, ev.place), ev.colour) for ev in events if ev.kind == "market_removed"
            }
            markets = {k: how for k, how in v.markets.items() if k not in gone}
            return replace(v, markets=markets, current=None, winners=winners)
    raise AssertionError(f"not an effect: {e!r}")


def uniform(rng: random.Random, game: Game) -> Action:
    return rng.choice(game.legal_actions())


def builder(rng: random.Random, game: Game) -> Action:
    """Builds whenever it can (so cities grow, merge and take in markets)."""
    actions = game.legal_actions()
    building = [
        a for a in actions if isinstance(a, PlaceRoad | PlaceCity | BuildMarket | SellMarket)
    ]
    return rng.choice(building or actions)


def play_checked(
    seed: int, players: int, policy: Callable[[random.Random, Game], Action]
) -> set[type]:
    """One random game to its end, every action's effects checked; the kinds seen."""
    rng = random.Random(seed)
    game = Game.new(["yellow", "orange", "brown", "red"][:players], seed=seed, rounds=8)
    seen: set[type] = set()
    while not game.is_over():
        before = view(game)
        effects = game.apply(policy(rng, game))
        model = before
        for effect in effects:
            changed = step(model, effect)
            assert changed != model, f"{effect!r} changed nothing"
            model = changed
            seen.add(type(effect))
        assert model == view(game), f"after {game.history[-1]!r}: {list(effects)!r}"
    return seen


@pytest.mark.parametrize("seed", range(6))
def test_every_change_is_reported_and_nothing_else(seed: int) -> None:
    play_checked(seed, 2 + seed % 3, builder if seed % 2 else uniform)


def test_random_games_show_every_kind_of_effect() -> None:
    seen: set[type] = set()
    for seed in range(10, 16):
        seen |= play_checked(seed, 2 + seed % 3, builder)
    kinds = {
        OraclePlaced, RoadLaid, CityFounded, CityExtended, PlacesConnected, OracleTurned,
        MarketBuilt, MarketSold, TilesDrawn, ScoreChanged, PhaseChanged, TurnPassed,
        CardRevealed, GameEnded,
    }  # fmt: skip
    assert kinds <= seen


def test_a_refused_action_carries_its_refusal_and_changes_nothing() -> None:
    game = Game.new(["yellow", "red"], seed=3)
    wrong = PlaceRoad((0, 0), (0, 3))  # R4: the oracles come first
    before = game.to_json()
    with pytest.raises(IllegalAction) as refused:
        game.apply(wrong)
    assert refused.value.refusal == game.refusal(wrong)
    assert refused.value.refusal is not None and refused.value.refusal.rule == "R4"
    assert game.to_json() == before


def test_an_action_in_the_market_reports_its_price() -> None:
    """R29/R34: a market built says what it cost, a market sold what it fetched: the same
    as the engine's own figures beforehand."""
    rng = random.Random(5)
    for seed in range(5, 40):
        game = Game.new(["yellow", "red"], seed=seed, rounds=8)
        while not game.is_over():
            action = builder(rng, game)
            who = game.current
            assert who is not None
            if isinstance(action, BuildMarket):
                cost = game.market_cost(who, action.space)
                built = [e for e in game.apply(action) if isinstance(e, MarketBuilt)]
                assert built == [
                    MarketBuilt(game.place_at(action.space) or action.space, who, cost or 0)
                ]
                return
            game.apply(action)
    raise AssertionError("no market was built in 35 games")
