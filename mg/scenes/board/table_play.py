"""A board scene's part at its table (mg/table/table.py): an action of a player here is
submitted and what it did shown; once a frame, what the table says is heard — its news in
the status line, and the moves of the other players (computer players, players of other
machines) shown at a pace a person can follow: `pace` seconds apart (at once when not
animated: fast-forward, instant speed), the first of each player's at once, and on a
zoomed-in board after the camera glided to it. The scene never asks whether the game is
local or remote."""

from __future__ import annotations

from collections.abc import Callable

from mg.engine import Action
from mg.match import Outcome
from mg.scenes.board.board_pane import BoardPane
from mg.scenes.board.status_line import StatusLine, autosave_off
from mg.scenes.context import Context
from mg.table.table import (
    Heard,
    News,
    Played,
    RefusedAfar,
    Replaced,
    SeatsChanged,
    Table,
    Trouble,
)
from mg.text.i18n import problem_text, refusal_text, t
from mg.ui.audio import outcome_sounds
from mg.ui.notice import Said, notice_text


class TablePlay:
    """Given the table, the board it shows on (`pane`), the status line, the pace of the
    other players' moves, and what the scene does after a move played (`after`) and when
    the game changed under it (`changed`)."""

    def __init__(
        self,
        ctx: Context,
        table: Table,
        pane: BoardPane,
        status: StatusLine,
        pace: float,
        after: Callable[[Action], None],
        changed: Callable[[], None],
    ) -> None:
        self.ctx, self.table, self.pane, self.status = ctx, table, pane, status
        self.pace, self.after, self.changed = pace, after, changed
        self.wait = 0.0  # seconds before another player's next move is shown
        self.mover: str | None = None  # whose move was shown last

    # -- what a player here does ----------------------------------------------------------
    def apply(self, action: Action, animate: bool = True) -> bool:
        """Submit `action` and show what it did: a refusal's reason (R39), or the changed
        pieces animated (at once when `animate` is off). True when it was played now (an
        action on its way is shown when the table says it was played)."""
        outcome = self.table.submit(action)
        if outcome is None:
            return False
        self.show(outcome, animate)
        if outcome.applied:
            self.after(action)
        return outcome.applied

    def undo(self) -> None:
        """Take back the last action of this turn (R40)."""
        outcome = self.table.undo()
        if outcome is not None:
            self.show(outcome)
            self.changed()

    def show(self, outcome: Outcome, animate: bool = True) -> None:
        """The status line and the board tell what was done, worded in the language shown
        (anew after a switch)."""
        refusal, headline = outcome.refusal, outcome.headline
        if not outcome.applied:
            if refusal is not None:
                self.status.say(lambda: refusal_text(refusal), bad=True, rule=refusal.rule)
            for name in outcome_sounds(outcome):
                self.ctx.sound(name)
            return
        self.pane.show(outcome, animate)
        failed, resumed = outcome.save_failed, outcome.save_resumed
        if failed is not None:  # told once, when saving stops
            self.status.say(lambda: notice_text(autosave_off(failed)))
        elif outcome.undone:
            self.status.say(lambda: t("status.undone"))
        elif headline is not None:  # e.g. a merge that sent a market back (R26)
            self.status.say(lambda: self.table.match.wording().entry(headline))
        elif resumed is not None:
            self.status.say(lambda: t("status.autosave_on"))  # and told when it works again
        else:
            self.status.say("")
        notice = self.ctx.notice
        if resumed is not None and isinstance(notice, Said) and notice.key == "status.autosave_off":
            self.ctx.tell(None)  # the menus no longer say it is off

    # -- what the table says --------------------------------------------------------------
    def update(self, dt: float, animate: bool, others: bool = True) -> None:
        """Once a frame while the scene is on top: the table's news, then (unless `others`
        is off) the next move of another player when its time has come."""
        for news in self.table.poll():
            self.hear(news, animate)
            if isinstance(news, Played):
                return  # (it may have ended the scene's part: the rest waits)
        self.wait -= dt
        coming = self.table.coming() if others else None
        if coming is None:
            return
        if coming.colour != self.mover:
            self.mover, self.wait = coming.colour, 0.0  # another player's first: at once
        if self.wait > 0 or self.pane.gliding():
            return
        if animate and self.pane.glide_to(getattr(coming.action, "space", None)):
            return  # (played once the camera is there)
        played = self.table.take_coming()
        self.wait = self.ctx.duration(self.pace) if animate else 0.0
        if played is not None:
            self.hear(played, animate)

    def hurry(self) -> None:
        """The next move of another player without waiting (fast-forward)."""
        self.wait = 0.0

    def hear(self, news: News, animate: bool) -> None:
        if isinstance(news, Played):
            self.follow()
            self.show(news.outcome, animate)  # (a computer player's refused: planned again)
            self.changed()
            if news.outcome.applied and news.action is not None:
                self.after(news.action)
        elif isinstance(news, RefusedAfar):
            refusal = news.refusal
            self.status.say(lambda: refusal_text(refusal), bad=True, rule=refusal.rule)
        elif isinstance(news, Trouble):
            problem = news.problem
            self.status.say(lambda: problem_text(problem), bad=True)
        elif isinstance(news, SeatsChanged):
            self.changed()  # who is connected, on the panel
        elif isinstance(news, Replaced):
            self.follow()
            self.changed()
        elif isinstance(news, Heard):  # said on the status line (and kept in the log)
            entry, match = news.entry, self.table.match
            self.status.say(lambda: match.wording().entry(entry))

    def follow(self) -> None:
        """The board shows the table's game (a copy replaced as a whole included)."""
        if self.pane.game is not self.table.match.game:
            self.pane.game = self.table.match.game

    # -- who sits where ---------------------------------------------------------------------
    def seat_mark(self, colour: str | None) -> str | None:
        """How the seat of `colour` is shown: None for a player at this machine; "bot" for a
        computer player; "remote" for another machine's player, "away" while that player is
        disconnected."""
        if colour is None:
            return None
        kind = self.table.seat_kind(colour)
        return None if kind == "here" else kind

    def acting_words(self) -> str:
        """What a click while someone else must act is told: a computer player acts (Esc
        pauses it), or another machine's player does."""
        colour = self.table.match.game.current
        if colour is None or self.seat_mark(colour) == "bot":
            return t("play.bot_acting")
        return t("net.remote_acting", name=self.table.match.seat_name(colour))
