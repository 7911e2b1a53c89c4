"""The game log derived from a game's record : each action told by the `Narrator`
from what it changed, the hints shown where they were asked for, and whatever an older save
knew from before its record. Entries are data (`mg/text/game_log.py`), worded only when
shown, in the language shown. No pygame and no words here."""

from __future__ import annotations

from collections.abc import Sequence

from mg.engine import Game
from mg.text.game_log import Entry
from mg.text.narrate import Moment, Narrator


def narrated(
    game: Game, hints: Sequence[Entry] = (), prelude: Sequence[Entry] = ()
) -> tuple[list[Entry], list[int]]:
    """The log of `game` from its record: `prelude` (entries from before the record starts),
    then each action's entries, each hint before the action of its `step` (hints beyond the
    last action at the end); and the undo marks of the turn in progress: the log's length
    before each of its actions (`Match.marks`)."""
    log = list(prelude)
    waiting = sorted(hints, key=lambda e: e.step or 0)  # (stable: in the order shown)
    history = game.history
    first_mark = len(history) - len(game.turn_actions)
    marks: list[int] = []
    replayed = next(game.replay())
    shown = 0
    for k, action in enumerate(history):
        while shown < len(waiting) and (waiting[shown].step or 0) <= k:
            log.append(waiting[shown])
            shown += 1
        if k >= first_mark:
            marks.append(len(log))
        at = Moment.of(replayed)
        effects = replayed.apply(action)
        log += Narrator().tell(replayed, action, effects, at)
    log += waiting[shown:]
    return log, marks
