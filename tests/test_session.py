"""Session files: round trips, and hostile text only ever raises ValueError."""

from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mg.context import Seat
from mg.engine import Game
from mg.session import Session, from_json, to_json
from tests.json_mutation import JSON_VALUES, json_paths, replace_node


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


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_hostile_session_text_raises_only_value_error(data: st.DataObject) -> None:
    doc = json.loads(to_json(session()))
    path = data.draw(st.sampled_from(json_paths(doc)[1:]))
    replace_node(doc, path, data.draw(JSON_VALUES))
    try:
        loaded = from_json(json.dumps(doc))
    except ValueError:
        return
    assert loaded.game.legal_actions() is not None
