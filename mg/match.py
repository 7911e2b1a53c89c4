"""A game in progress and everything that must stay in step with it: the engine's game, the
seats playing it, the game log (whose entries follow the engine's undo by construction) and the
autosave. Scenes call `apply` / `undo` and only display the `Outcome`: data (a refusal, the
engine's effects, log entries, a save's `Problem`), worded, drawn and sounded by the scene.
No pygame here, and no words."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from mg.ai.analysis import Analysis
from mg.engine import (
    Action,
    BuildMarket,
    Effect,
    Game,
    IllegalAction,
    Phase,
    PlaceCity,
    PlaceOracle,
    PlaceRoad,
    Problem,
    Refusal,
    SellMarket,
)
from mg.store.autosave_guard import autosave_game
from mg.store.save_identity import new_game_id
from mg.store.seats import Seat, playing
from mg.store.session import Session
from mg.text.game_log import Entry, Param, Phrase, SeatRef, phrase
from mg.text.log_replay import narrated
from mg.text.log_words import Wording
from mg.text.narrate import Moment, Narrator
from mg.text.seat_words import seat_names

Space = tuple[int, int]
Saver = Callable[[Session], "Problem | None"]


@dataclass(frozen=True, kw_only=True)
class Outcome:
    """What one action (or undo) did, as data: the scene words it, draws it and chooses its
    sounds (`mg/ui/audio.py`'s `outcome_sounds`)."""

    applied: bool
    refusal: Refusal | None = None  # why it was refused (R39), for the scene to word
    effects: tuple[Effect, ...] = ()  # what the action changed, as the engine says
    entries: tuple[Entry, ...] = ()  # new entries of the game log
    headline: Entry | None = None  # the entry worth the status line too (a merge, R26)
    moved: Space | None = None  # where a piece went (outlined on the board)
    save_failed: Problem | None = None  # set when autosaving has just stopped working: why
    save_resumed: Problem | None = None  # set when autosaving works again: why it was off
    undone: bool = False  # an undo (R40), not an action


class Match:
    """The one owner of a game in progress."""

    def __init__(
        self,
        game: Game,
        seats: Sequence[Seat],
        log: Sequence[Entry] = (),
        marks: Sequence[int] = (),
        saver: Saver = autosave_game,
    ) -> None:
        self.game = game
        self.seats = playing(seats, game.players)  # exactly the players, in order
        self.log: list[Entry] = list(log)
        # the log's length before each action of the turn: one per engine undo step
        self.marks: list[int] = list(marks) if len(marks) == len(game.turn_actions) else []
        self.saver = saver
        self.autosave_off: Problem | None = None  # why autosaving fails, while it does
        self.last_move: Space | None = None  # where the last piece went (kept in saves)
        self.game_id = new_game_id()  # which game this is, in every save of it
        self.replaces: str | None = None  # the game the player let this one replace
        self.analysis: Analysis | None = None  # where the finished game was won and lost

    @classmethod
    def from_session(cls, session: Session, saver: Saver = autosave_game) -> Match:
        """The game taken up: its log told again from the record (`narrated`), after the
        session's entries from before the record, with its hints where they were shown."""
        before = [e for e in session.log if e.step is None]
        hints = [e for e in session.log if e.step is not None and e.kind == "hint"]
        log, marks = narrated(session.game, hints, before)
        match = cls(session.game, session.seats, log, marks, saver)
        match.last_move = session.last_move
        match.game_id = session.game_id
        match.analysis = session.analysis
        return match

    def session(self) -> Session:
        return Session(
            self.game,
            list(self.seats),
            list(self.log),
            list(self.marks),
            self.last_move,
            self.game_id,
            self.replaces,
            self.analysis,
        )

    # -- who plays ------------------------------------------------------------------------
    def seat_of(self, colour: str | None) -> Seat | None:
        return next((s for s in self.seats if s.colour == colour), None)

    def seat_name(self, colour: str) -> str:
        """The name of the player of `colour`, in the language in use."""
        names = dict(zip((s.colour for s in self.seats), seat_names(self.seats), strict=True))
        return names.get(colour, colour.capitalize())

    def wording(self) -> Wording:
        """Words the log's entries now: the seats' names as shown, the map's place names."""
        return Wording(self.seat_name, self.game.board)

    def bot_level(self, colour: str | None = None) -> str | None:
        """The bot level playing `colour` (default: the player to act), None for a human."""
        seat = self.seat_of(self.game.current if colour is None else colour)
        return None if seat is None or seat.kind == "human" else seat.kind

    def bot_to_act(self) -> str | None:
        """Who must act now, and is it a bot: the level of the computer player who must act
        (in the oracles' setup, the actions or the market), None when a human must act or
        nobody (the game is over). The one place this is asked: the setup, the play scene,
        the bot driver and the dev tools all ask it here."""
        if self.game.phase not in (Phase.ORACLES, Phase.ACTIONS, Phase.MARKET):
            return None
        return self.bot_level()

    # -- changes --------------------------------------------------------------------------
    def apply(self, action: Action) -> Outcome:
        """Play `action`: the engine checks it once; a refusal changes nothing and says why.
        Otherwise the action is told in the log from what it changed, autosaved, and what
        changed is returned."""
        at = Moment.of(self.game) if not self.game.is_over() else None
        try:
            effects = tuple(self.game.apply(action))
        except IllegalAction as refused:
            assert refused.refusal is not None  # (apply always gives it as data)
            return Outcome(applied=False, refusal=refused.refusal)
        assert at is not None  # (a game over refuses every action, R6)
        mark = len(self.log)
        narrator = Narrator()
        entries = narrator.tell(self.game, action, effects, at)
        self.log.extend(entries)
        self._follow_undo(mark)
        moved = (
            action.space
            if isinstance(action, PlaceRoad | PlaceCity | BuildMarket | SellMarket | PlaceOracle)
            else None
        )
        self.last_move = moved or self.last_move
        stopped, resumed = self.autosave()
        return Outcome(
            applied=True,
            effects=effects,
            entries=tuple(entries),
            headline=narrator.headline,
            moved=moved,
            save_failed=stopped,
            save_resumed=resumed,
        )

    def _follow_undo(self, mark: int) -> None:
        """One mark per undoable action of the turn: none once the turn has passed (R40)."""
        steps = len(self.game.turn_actions)
        self.marks = self.marks[: steps - 1] + [mark] if steps else []

    def undo(self) -> Outcome:
        """R40: take back the last action of this turn, and its entries in the log."""
        refusal = self.game.undo_refusal()
        if refusal is not None:
            return Outcome(applied=False, refusal=refusal)
        self.game.undo()
        self.last_move = None  # as the board shows it: no outline after an undo
        steps = len(self.game.turn_actions)
        cut = self.marks[steps] if steps < len(self.marks) else len(self.log)
        played = self.game.history_length  # a used hint stays on record (it follows no
        kept = [  # action), shown now after the actions left in the record; so does
            # what was said meanwhile
            replace(entry, step=min(entry.step, played)) if entry.step is not None else entry
            for entry in self.log[cut:]
            if entry.kind in ("hint", "chat", "clock")
        ]
        self.log[cut:] = kept
        self.marks = self.marks[:steps]
        stopped, resumed = self.autosave()
        return Outcome(
            applied=True,
            save_failed=stopped,
            save_resumed=resumed,
            undone=True,
        )

    def note_hint(self, why: Phrase) -> None:
        """A hint was shown to the player to move: the log records it (between actions, so
        no undo mark moves)."""
        game = self.game
        self.log.append(Entry(game.round, game.current, "hint", why, step=game.history_length))
        self.save()

    def note_said(self, colour: str, said: Param) -> Entry:
        """The player of `colour` said something at a network game (their own words, a
        `Quote`, or a quick phrase): the log shows it where the game is now (never saved:
        the server keeps chat only for the room's life). The entry."""
        game = self.game
        line = phrase("log.chat", who=SeatRef(colour), what=said)
        entry = Entry(game.round, game.current, "chat", line, step=game.history_length)
        self.log.append(entry)
        return entry

    def note_time_out(self, colour: str) -> Entry:
        """The game clock of `colour` ran out at a network game: the server's bot plays this
        turn for them (the log says so where the game is; never saved). The entry."""
        game = self.game
        line = phrase("log.out_of_time", who=SeatRef(colour))
        entry = Entry(game.round, game.current, "clock", line, step=game.history_length)
        self.log.append(entry)
        return entry

    def save(self) -> Problem | None:
        """Autosave; when saving has just stopped working, why (else None)."""
        return self.autosave()[0]

    def autosave(self) -> tuple[Problem | None, Problem | None]:
        """Autosave: why saving has just stopped working (None unless it has), and why it had
        been off when it works again now (None unless it does)."""
        was_off = self.autosave_off
        self.autosave_off = self.saver(self.session())
        stopped = self.autosave_off if was_off is None else None
        resumed = was_off if self.autosave_off is None else None
        return stopped, resumed
