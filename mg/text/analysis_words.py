"""The analysis of a game (issue 24.7) and its statistics' events as phrases: a turning
point ("Round 7, Alice: −6 against the best plan: lay a road to Pandosia: it takes the
oracle") and a change of the lead. Data only (catalogue keys and parameters): worded where
shown, in the language shown (`Wording`). The plan is told by its most telling action, in
the words of a hint (`mg/text/hints.py`)."""

from __future__ import annotations

from collections.abc import Sequence

from mg.ai.analysis import TurningPoint
from mg.engine import Action, BuildMarket, Game, LeadChange, PlaceCity, PlaceRoad, SellMarket
from mg.text.game_log import Items, Phrase, SeatRef, phrase
from mg.text.hints import gains, reason

BUILDING = (PlaceRoad, PlaceCity, BuildMarket, SellMarket)


def telling(start: Game, plan: Sequence[Action]) -> tuple[Game, Action] | None:
    """The action of `plan` that says most of it, with the game it is played in: the first
    that gains something (a place connected, an oracle, points), else the first that builds
    or sells, else the first; None for an empty plan or one not legal from `start`."""
    g, me = start.copy(), start.current_player
    first: tuple[Game, Action] | None = None
    building: tuple[Game, Action] | None = None
    for action in plan:
        if me is None or g.current_player != me or g.why_illegal(action) is not None:
            break
        before = g.copy()
        g.apply(action)
        first = first or (before, action)
        if isinstance(action, BUILDING):
            building = building or (before, action)
            if gains(before, g, me):
                return before, action
    return building or first


def plan_phrase(start: Game, plan: Sequence[Action]) -> Phrase:
    """What the best plan would have done, told by its most telling action."""
    found = telling(start, plan)
    if found is None:
        return phrase("hints.end_turn")
    return reason(*found)


def turning_point_phrase(point: TurningPoint, start: Game) -> Phrase:
    """ "Round 7, Alice: −6 against the best plan: …" (`start`: the game where the turn
    began, the record's prefix of `point.step` actions)."""
    return phrase(
        "analysis.turning_point",
        round=point.round,
        player=SeatRef(point.colour),
        loss=point.loss,
        plan=plan_phrase(start, point.plan),
    )


def lead_phrase(change: LeadChange) -> Phrase:
    """ "Round 4: Bob takes the lead" / "… Alice and Bob share the lead"."""
    leaders = tuple(SeatRef(c) for c in change.leaders)
    if len(leaders) == 1:
        return phrase("stats.lead_taken", round=change.round, player=leaders[0])
    return phrase("stats.lead_shared", round=change.round, players=Items(leaders))
