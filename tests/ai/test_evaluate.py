"""The evaluation: a road heading for an oracle promises more than one heading for a
village (an oracle scores 4 points at the end, R37)."""

from __future__ import annotations

from mg.ai.evaluate import evaluate, potential
from mg.engine import Game
from tests.support.builders import Position


def heading_for(target: str, phase: str = "actions", round_no: int = 1) -> Game:
    """Yellow's city with one road tile pointing east, 3 steps short of `target`; yellow to
    act in `phase` of round `round_no`."""
    position = Position().city("yellow", (2, 5)).road("yellow", (3, 5), (3, 0))
    position.green((9, 1))
    if target == "oracle":
        position.oracle((7, 5))
    else:
        position.village((7, 5))
    return position.game("yellow", phase=phase, round_no=round_no)


def test_a_road_tip_heading_for_an_oracle_promises_more_than_for_a_village() -> None:
    oracle, village = heading_for("oracle"), heading_for("village")
    assert oracle.roads() == village.roads() and oracle.cities() == village.cities()
    assert potential(oracle, "yellow") > potential(village, "yellow") + 0.1


def test_the_promise_of_a_road_tip_fades_with_its_distance() -> None:
    near = Position().city("yellow", (2, 5)).road("yellow", (3, 5), (3, 0)).village((6, 5))
    far = Position().city("yellow", (2, 5)).road("yellow", (3, 5), (3, 0)).village((9, 5))
    assert potential(near.game("yellow"), "yellow") > potential(far.game("yellow"), "yellow")


def test_in_the_last_round_a_road_tip_still_counts_while_its_owner_may_place_tiles() -> None:
    """Round 12: the promise of the future is nearly gone, but a road heading for an oracle
    may yet reach it this turn (R35), so while yellow is in its actions phase the tip keeps
    its weight; once only the market action is left (R10), it fades like the rest."""

    def lead(target: str, phase: str) -> float:
        return evaluate(heading_for(target, phase, round_no=12), "yellow")

    placing = lead("oracle", "actions") - lead("village", "actions")
    done = lead("oracle", "market") - lead("village", "market")
    assert placing > 0.05 and placing > 5 * done > 0
