"""The game log derived from a game's record (issue 24): each action told by the `Narrator`
as it was played, the hints shown where they were asked for, and whatever an older save
knew from before its record. Entries are data (`mg/text/game_log.py`), worded only when
shown, in the language shown. No pygame and no words here."""

from __future__ import annotations

from collections.abc import Sequence

from mg.engine import Game
from mg.text.game_log import Entry
from mg.text.narrate import Narrator


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
    positions = game.replay()
    before = next(positions)
    shown = 0
    for k, (action, after) in enumerate(zip(history, positions, strict=True)):
        while shown < len(waiting) and (waiting[shown].step or 0) <= k:
            log.append(waiting[shown])
            shown += 1
        if k >= first_mark:
            marks.append(len(log))
        narrator = Narrator()
        facts = narrator.before(before, action)
        log += narrator.after(after, action, facts)
        before = after
    log += waiting[shown:]
    return log, marks
