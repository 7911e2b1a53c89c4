"""The analysis of a game (issue 24.7) and its statistics' events as phrases: a turning
point ("Round 7, Alice: −6 against the best plan: lay a road to Pandosia: it takes the
oracle") and a change of the lead. Data only (catalogue keys and parameters): worded where
shown, in the language shown (`Wording`). The plan is told by its most telling action, in
the words of a hint (`mg/text/hints.py`)."""

from __future__ import annotations

from collections.abc import Sequence

from mg.ai.analysis import Analysis, TurningPoint, turns_of
from mg.engine import Action, BuildMarket, Game, LeadChange, PlaceCity, PlaceRoad, SellMarket
from mg.text.game_log import Entry, Items, Phrase, SeatRef, phrase
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


def turning_entries(game: Game, analysis: Analysis) -> list[tuple[int, Entry]]:
    """The turning points as log entries (kind "analysis": shown, never saved), each with
    the step its turn ends at (where it goes in the log, see `with_turning_points`)."""
    ends = {turn.step: turn.step + len(turn.actions) for turn in turns_of(game)}
    points = analysis.turning_points()
    wanted = {p.step for p in points}
    starts = {k: g for k, g in enumerate(game.replay()) if k in wanted}
    return [
        (
            ends.get(p.step, p.step + 1),
            Entry(
                p.round, p.colour, "analysis", turning_point_phrase(p, starts[p.step]), None, p.step
            ),
        )
        for p in points
        if p.step in starts
    ]


def with_turning_points(log: Sequence[Entry], extra: Sequence[tuple[int, Entry]]) -> list[Entry]:
    """The log with each turning point after the last entry of its turn (the entries
    whose step is before the turn's end)."""
    out = list(log)
    for end, entry in sorted(extra, key=lambda pair: pair[0], reverse=True):
        at = max(
            (k + 1 for k, e in enumerate(out) if e.step is not None and e.step < end), default=0
        )
        out.insert(at, entry)
    return out
