"""The evaluation: a road heading for an oracle promises more than one heading for a
village (an oracle scores 4 points at the end, R37)."""

from __future__ import annotations

from mg.ai.evaluate import potential
from mg.engine import Game
from tests.engine.builders import Position


def heading_for(target: str) -> Game:
    """Yellow's city with one road tile pointing east, 3 steps short of `target`."""
    position = Position().city("yellow", (2, 5)).road("yellow", (3, 5), (3, 0))
    position.green((9, 1))
    if target == "oracle":
        position.oracle((7, 5))
    else:
        position.village((7, 5))
    return position.game("yellow")


def test_a_road_tip_heading_for_an_oracle_promises_more_than_for_a_village() -> None:
    oracle, village = heading_for("oracle"), heading_for("village")
    assert oracle.roads() == village.roads() and oracle.cities() == village.cities()
    assert potential(oracle, "yellow") > potential(village, "yellow") + 0.1


def test_the_promise_of_a_road_tip_fades_with_its_distance() -> None:
    near = Position().city("yellow", (2, 5)).road("yellow", (3, 5), (3, 0)).village((6, 5))
    far = Position().city("yellow", (2, 5)).road("yellow", (3, 5), (3, 0)).village((9, 5))
    assert potential(near.game("yellow"), "yellow") > potential(far.game("yellow"), "yellow")
