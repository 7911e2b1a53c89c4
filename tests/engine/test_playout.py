"""Random playouts: complete seeded games of random legal actions, with the engine's
invariants checked after every single step."""

from __future__ import annotations

import random
import re

import pytest

from mg.engine import (
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
from mg.engine.game import Game as GameClass
from mg.engine.save import state_to_dict
from mg.engine.state import market_bits

RULE_ID = re.compile(r"^R\d{1,2}: \S")
COLOURS = ["yellow", "orange", "brown", "red"]
GAMES = 300
CHUNK = 10


def check_invariants(g: Game) -> None:
    st = g._st
    for c in st.players:
        assert st.hand_roads[c] + st.res_roads[c] + st.road_col.count(c) == 20
        assert st.hand_cities[c] + st.res_cities[c] + st.city.count(c) == 20
        assert st.markets_left[c] + sum(1 for w in st.market if market_bits(w, c)) == 20
        assert st.score[c] >= 0
        for p in st.places():  # R30: at most one market of a colour per place
            assert sum(1 for t in st.place_tiles(p) if market_bits(st.market[t], c)) <= 1


def random_candidates(g: Game, rng: random.Random, n: int) -> list[object]:
    spaces = g.board.spaces
    out: list[object] = [EndActions(), EndTurn()]
    for _ in range(n):
        s = rng.choice(spaces)
        a, b = rng.sample(range(6), 2)
        out += [PlaceRoad(s, (a, b)), PlaceCity(s), BuildMarket(s), SellMarket(s),
                PlaceOracle(s), Draw(rng.randint(0, 4), rng.randint(0, 4))]
    return out


def check_step(g: Game, rng: random.Random) -> list[object]:
    legal = g.legal_actions()
    assert legal or g.phase == "over"
    assert len(set(legal)) == len(legal)
    for action in legal:
        assert g.why_illegal(action) is None, action
    listed = set(legal)
    for action in random_candidates(g, rng, 6):
        if action not in listed:
            reason = g.why_illegal(action)
            assert reason is not None and RULE_ID.match(reason), (action, reason)
    loaded = GameClass.from_json(g.to_json())
    assert loaded == g
    assert loaded._st.other_end == g._st.other_end
    assert loaded._st.connections() == g._st.connections()
    return legal


def play_checked(seed: int) -> Game:
    rng = random.Random(seed)
    g = Game.new(COLOURS[: 2 + seed % 3], seed=seed, rounds=12 if seed % 5 else 8)
    while g.phase != "over":
        legal = check_step(g, rng)
        action = rng.choice(legal)
        before = state_to_dict(g._st)
        g.apply(action)
        check_invariants(g)
        if g.can_undo():  # R40: undo restores the exact previous state
            after = state_to_dict(g._st)
            g.undo()
            assert state_to_dict(g._st) == before
            g.apply(action)
            assert state_to_dict(g._st) == after
    check_step(g, rng)
    assert g.round == g.rounds and g.winners()
    assert g.score == g.projected_scores()
    return g


@pytest.mark.parametrize("first", range(0, GAMES, CHUNK))
def test_random_playouts_keep_every_invariant(first: int) -> None:
    for seed in range(first, first + CHUNK):
        play_checked(seed)
