"""The playout invariants: every piece accounted for, every listed action legal, every
refusal a rule's, saves and undo exact (R1, R40)."""

from __future__ import annotations

import random
import re
from collections import Counter
from typing import Any

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

RULE_ID = re.compile(r"^R\d{1,2}: \S")

COLOURS = ["yellow", "orange", "brown", "red"]


def check_invariants(g: Game) -> None:
    """Every piece accounted for, through the public queries only: 20 roads, 20 cities and
    20 markets a player, in hand, in reserve or on the board; no score below zero."""
    roads = Counter(colour for colour, _ends in g.roads().values())
    cities = Counter(g.cities().values())
    for c in g.players:
        (hand_roads, hand_cities), (res_roads, res_cities) = g.hand[c], g.reserve[c]
        assert hand_roads + res_roads + roads[c] == 20
        assert hand_cities + res_cities + cities[c] == 20
        assert g.score[c] >= 0
    if g.phase != "over":  # R37 clears sold and inactive markets from the final board
        # markets_at has one entry a colour: a second market of a colour in one place
        # (against R30) would go missing from this count
        markets = Counter(c for p in g.places() for c in g.markets_at(p))
        for c in g.players:
            assert g.markets_left[c] + markets[c] == 20


def random_candidates(g: Game, rng: random.Random, n: int) -> list[Action]:
    spaces = g.board.spaces
    out: list[Action] = [EndActions(), EndTurn()]
    for _ in range(n):
        s = rng.choice(spaces)
        a, b = rng.sample(range(6), 2)
        out += [
            PlaceRoad(s, (a, b)),
            PlaceCity(s),
            BuildMarket(s),
            SellMarket(s),
            PlaceOracle(s),
            Draw(rng.randint(0, 4), rng.randint(0, 4)),
        ]
    return out


def market_listed(g: Game, action: Action, listed: set[Action]) -> bool:
    """A market action on any tile of a place whose action is listed (on the place's id)."""
    if not isinstance(action, BuildMarket | SellMarket):
        return False
    place = g.place_at(action.space)
    return place is not None and type(action)(place) in listed


def check_step(g: Game, rng: random.Random) -> list[Action]:
    legal = g.legal_actions()
    assert legal or g.phase == "over"
    assert len(set(legal)) == len(legal)
    for action in legal:
        assert g.why_illegal(action) is None, action
    listed = set(legal)
    markets = [a for a in legal if isinstance(a, BuildMarket | SellMarket)]
    assert all(g.place_at(a.space) == a.space for a in markets)  # once a place, on its id
    for action in random_candidates(g, rng, 6):
        if action not in listed and not market_listed(g, action, listed):
            reason = g.why_illegal(action)
            assert reason is not None and RULE_ID.match(reason), (action, reason)
    loaded = Game.from_json(g.to_json())
    assert loaded == g
    places = g.places()  # the derived road graph is rebuilt too (a sample a step)
    assert all(
        loaded.connections(p) == g.connections(p) for p in rng.sample(places, min(8, len(places)))
    )
    return legal


def play_checked(seed: int) -> Game:
    rng = random.Random(seed)
    g = Game.new(COLOURS[: 2 + seed % 3], seed=seed, rounds=12 if seed % 5 else 8)
    while g.phase != "over":
        legal = check_step(g, rng)
        action = rng.choice(legal)
        before = g.copy()
        g.apply(action)
        check_invariants(g)
        if g.can_undo():  # R40: undo restores the exact previous state
            g.undo()
            assert g == before
            g.apply(action)  # and the next check_step finds it whole again
    check_step(g, rng)
    assert g.round == g.rounds and g.winners()
    assert g.score == g.projected_scores()
    return g


def candidates(g: Game, rng: random.Random) -> list[object]:
    """Legal and illegal attempts of every kind, on random spaces."""
    spaces = list(g.board.spaces)
    picks: list[Any] = [*rng.sample(spaces, 12), (99, 99), "x"]  # some no space at all
    out: list[object] = [
        EndTurn(),
        EndActions(),
        "not an action",
        Draw(0, 0),
        Draw(-1, 2),
        Draw(rng.randint(0, 4), rng.randint(0, 4)),
        Draw(9, 9),
    ]
    for s in picks:
        ends = (rng.randint(0, 6), rng.randint(0, 5))
        out += [
            PlaceOracle(s),
            PlaceCity(s),
            PlaceRoad(s, ends),
            PlaceRoad(s, (0, 3)),
            BuildMarket(s),
            SellMarket(s),
        ]
    return out + list(g.legal_actions()[:5])
