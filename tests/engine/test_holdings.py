"""`Game.holdings()` reads the engine's tables in one pass for the bots; at every step of
random games, and of games the easy bot plays (cities well connected, markets worth up to
4), it must tell what the per-place queries tell (R20, R32, R33, R35, R37)."""

from __future__ import annotations

import random

import pytest

from mg.ai import make_bot
from mg.engine import Game
from mg.engine.hexgrid import neighbour
from tests.support.builders import Position

COLOURS = ["yellow", "orange", "brown", "red"]


def expected_road_ends(g: Game) -> dict[str, list[tuple[int, int]]]:
    """Each colour's road tiles' ends facing empty land (no road, no city, not a village),
    one a facing end, in the order of the road tiles and their ends."""
    roads, cities = g.roads(), g.cities()
    out: dict[str, list[tuple[int, int]]] = {c: [] for c in g.players}
    for space, (colour, ends) in roads.items():
        for d in ends:
            n = neighbour(space, d)
            if g.board.terrain(n) == "land" and n not in roads and n not in cities:
                out[colour].append(n)
    return out


def check_holdings(g: Game) -> None:
    known = g.holdings()
    over = g.is_over()
    assert {c: h.projected for c, h in known.colours.items()} == (
        g.score if over else g.projected_scores()
    )
    cities = g.cities()
    ids = {p for p in (g.place_at(s) for s in cities) if p is not None}
    ends = expected_road_ends(g)
    for colour, held in known.colours.items():
        assert sorted(held.cities) == sorted(
            (p, len(g.place_spaces(p)), frozenset(g.connections(p)))
            for p in ids
            if cities[p] == colour
        )
        # in the places' order: the evaluation adds them up in this order, and a search must
        # weigh the same positions the same way whatever the speed of this pass
        assert list(held.markets) == [
            (p, g.market_active(colour, p), g.market_value(p))
            for p in g.places()
            if g.markets_before_final(p).get(colour) == "unsold"
        ]
        assert list(held.road_ends) == ends[colour]
    assert list(known.open_places) == [p for p in g.places() if p not in cities]


@pytest.mark.parametrize("seed", range(6))
def test_holdings_tell_what_the_per_place_queries_tell_at_every_step(seed: int) -> None:
    rng = random.Random(seed)
    g = Game.new(COLOURS[: 2 + seed % 3], seed=seed, rounds=8)
    markets = 0
    while not g.is_over():
        check_holdings(g)
        g.apply(rng.choice(g.legal_actions()))
        markets = max(markets, sum(len(h.markets) for h in g.holdings().colours.values()))
    check_holdings(g)
    assert markets > 0  # the games did test markets


@pytest.mark.parametrize("seed", range(3))
def test_holdings_tell_what_the_queries_tell_in_games_the_easy_bot_plays(seed: int) -> None:
    g = Game.new(COLOURS[: 2 + seed], seed=seed)
    bots = {c: make_bot("easy", seed=seed) for c in g.players}
    worth = 0
    while not g.is_over():
        for action in bots[g.player_to_act].plan_turn(g):
            g.apply(action)
            check_holdings(g)
            worth = max([worth, *(m[2] for h in g.holdings().colours.values() for m in h.markets)])
    assert worth >= 3  # markets on well connected places were checked


def test_markets_on_different_tiles_of_one_city_are_each_held() -> None:
    """Cities that merged keep each market on the tile it was built on (R25, R26): the place
    holds both, one a colour."""
    g = (
        Position(("yellow", "orange", "brown"))
        .village((2, 3))
        .city("yellow", (3, 3), (4, 3))
        .market("orange", (3, 3))
        .market("brown", (4, 3), sold=True)
        .game()
    )
    check_holdings(g)
    held = {c: [m[0] for m in h.markets] for c, h in g.holdings().colours.items()}
    assert held == {"yellow": [], "orange": [(3, 3)], "brown": []}
    g = (
        Position(("yellow", "orange", "brown"))
        .village((2, 3))
        .city("yellow", (3, 3), (4, 3))
        .market("orange", (3, 3))
        .market("brown", (4, 3))
        .game()
    )
    check_holdings(g)
    held = {c: [m[0] for m in h.markets] for c, h in g.holdings().colours.items()}
    assert held == {"yellow": [], "orange": [(3, 3)], "brown": [(3, 3)]}
