"""The analysis of a game and its statistics' events as phrases: a turning
point — the turn as played beside the bot's best plan for it, each a list of its actions,
and what differs ("Round 7, Alice: −6 against the best plan; it would also found a city at
Siris (−1) and build a market in Laos (−2)") — and a change of the lead. Data only
(catalogue keys and parameters): worded where shown, in the language shown (`Wording`).
The actions are told as the log tells them (`Narrator`), in the turn summary's short forms
(`turn_summary.short`: "laid a road Kroton–Sybaris"), and a plan's in the form of a thing
to do ("lay a road Kroton–Sybaris", `plan.*`)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from mg.ai.analysis import Analysis, TurningPoint, turns_of
from mg.engine import Action, Game, LeadChange
from mg.text.game_log import Entry, Items, Phrase, SeatRef, phrase
from mg.text.narrate import Moment, Narrator
from mg.text.turn_summary import short

#: A turn summary's short form of an action, and the same as a thing to do (a plan's).
TO_DO = {
    "summary.road": "plan.road",
    "summary.road_from": "plan.road_from",
    "summary.road_joining": "plan.road_joining",
    "summary.city_founded": "plan.city_founded",
    "summary.city_founded_unnamed": "plan.city_founded_unnamed",
    "summary.city_extended": "plan.city_extended",
    "summary.city_extended_unnamed": "plan.city_extended_unnamed",
    "summary.drew_tiles": "plan.drew_tiles",
    "summary.built": "plan.built",
    "summary.sold": "plan.sold",
}


@dataclass(frozen=True)
class Compared:
    """A turning point's turn as played beside the best plan for it, as phrases: the
    head ("Round 7, Alice: −6 against the best plan"), each action played ("laid a road
    …") and planned ("lay a road …"), which of them the other lacks (their indexes), and
    what differs in one phrase."""

    head: Phrase
    played: tuple[Phrase, ...]
    best: tuple[Phrase, ...]
    played_only: frozenset[int]
    best_only: frozenset[int]
    differs: Phrase


def told(start: Game, actions: Sequence[Action]) -> list[tuple[Action, Phrase]]:
    """Each action of a turn from `start` that the log tells, with its short form (ending
    the actions or the turn is no action told); it stops at the first action not legal."""
    g, narrator, out = start.copy(), Narrator(), []
    me = start.current_player
    for action in actions:
        if g.is_over() or g.current_player != me or g.why_illegal(action) is not None:
            break
        at = Moment.of(g)
        effects = g.apply(action)
        for entry in narrator.tell(g, action, effects, at):
            if entry.kind == "action" and isinstance(entry.said, Phrase):
                said = short(entry.said)
                out += [(action, said)] if said is not None else []
    return out


def to_do(said: Phrase) -> Phrase:
    """A short form as a thing to do: "laid a road …" → "lay a road …"."""
    key = TO_DO.get(said.key)
    return Phrase(key, said.params) if key else said


def only(ours: Sequence[Phrase], theirs: Sequence[Phrase]) -> frozenset[int]:
    """The indexes of `ours` that `theirs` lacks, in words (each counted as often as said:
    two tiles told alike are alike here, wherever they lie)."""
    left, out = Counter(theirs), set()
    for k, said in enumerate(ours):
        if left[said]:
            left[said] -= 1
        else:
            out.add(k)
    return frozenset(out)


def nor(said: list[Phrase]) -> Phrase | None:
    """Things not to do, one after another: "lay a road from Elea, nor draw 2 city tiles"
    (never "not A and B", which reads as if B were done)."""
    if not said:
        return None
    out = said[0]
    for then in said[1:]:
        out = phrase("analysis.nor", first=out, next=then)
    return out


def compare(point: TurningPoint, start: Game) -> Compared:
    """The turning point's turn beside the best plan (`start`: the game where the turn
    began, the record's prefix of `point.step` actions)."""
    played, best = told(start, point.played), told(start, point.plan)
    mine, plans = [p for _, p in played], [p for _, p in best]
    played_only, best_only = only(mine, plans), only(plans, mine)
    more = tuple(to_do(plans[k]) for k in sorted(best_only))
    less = nor([to_do(mine[k]) for k in sorted(played_only)])
    if more and less:
        differs = phrase("analysis.instead", more=Items(more), less=less)
    elif more:
        differs = phrase("analysis.also", more=Items(more))
    elif less:
        differs = phrase("analysis.not_that", less=less)
    elif [a for a, _ in played] != [a for a, _ in best] and Counter(
        a for a, _ in played
    ) == Counter(a for a, _ in best):
        differs = phrase("analysis.reordered")  # each placement may turn an oracle (R36)
    else:  # the same words, other spaces (or the same turn, ended otherwise)
        differs = phrase("analysis.elsewhere")
    head = phrase("analysis.head", round=point.round, player=SeatRef(point.colour), loss=point.loss)
    planned = tuple(to_do(p) for p in plans)
    return Compared(head, tuple(mine), planned, played_only, best_only, differs)


def turning_point_phrase(point: TurningPoint, start: Game) -> Phrase:
    """ "Round 7, Alice: −6 against the best plan; it would also found a city at Siris
    (−1)" — the head and what differs, in one line (the log's, the statistics' list)."""
    compared = compare(point, start)
    return phrase("analysis.turning_point", head=compared.head, differs=compared.differs)


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
