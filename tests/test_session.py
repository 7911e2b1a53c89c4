"""Session files: round trips, and hostile text only ever raises ValueError."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mg.context import Seat
from mg.engine import Game
from mg.session import Session, from_json, to_json


def session() -> Session:
    game = Game.new(["yellow", "red"], seed=3)
    for _ in range(5):
        game.apply(game.legal_actions()[0])
    return Session(game, [Seat("Ann", "yellow"), Seat("Bot", "red", "hard")],
                   ["Ann placed an oracle at Nola"], [])


def test_round_trip() -> None:
    s = session()
    back = from_json(to_json(s))
    assert back.game == s.game and back.seats == s.seats and back.log == s.log


VALUES = st.recursive(st.none() | st.booleans() | st.integers(-5, 99) | st.text(max_size=6),
                      lambda inner: st.lists(inner, max_size=3)
                      | st.dictionaries(st.text(max_size=5), inner, max_size=3), max_leaves=6)


def _paths(node: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix]
    if isinstance(node, dict):
        for k, v in node.items():
            out += _paths(v, prefix + (k,))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            out += _paths(v, prefix + (i,))
    return out


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_hostile_session_text_raises_only_value_error(data: st.DataObject) -> None:
    doc = json.loads(to_json(session()))
    path = data.draw(st.sampled_from(_paths(doc)[1:]))
    node = doc
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = data.draw(VALUES)
    try:
        loaded = from_json(json.dumps(doc))
    except ValueError:
        return
    assert loaded.game.legal_actions() is not None
