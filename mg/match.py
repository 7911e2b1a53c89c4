"""A game in progress and everything that must stay in step with it: the engine's game, the
seats playing it, the game log (whose entries follow the engine's undo by construction) and the
autosave. Scenes call `apply` / `undo` and only display the `Outcome`. No pygame here."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from mg.engine import (
    Action,
    BuildMarket,
    Game,
    PlaceCity,
    PlaceOracle,
    PlaceRoad,
    Refusal,
    SellMarket,
)
from mg.store.autosave_guard import autosave_game
from mg.store.save_identity import new_game_id
from mg.store.seats import Seat, playing, seat_names
from mg.store.session import Session
from mg.text.game_log import Entry, Phrase
from mg.text.i18n import t
from mg.text.log_words import Wording
from mg.text.narrate import Narrator

Space = tuple[int, int]
Saver = Callable[[Session], "str | None"]


@dataclass(frozen=True)
class Snapshot:
    """What the board shows, to tell what an action changed."""

    roads: dict[Space, tuple[str, tuple[int, int]]]
    cities: dict[Space, str]
    markets: dict[tuple[Space, str], str] = field(default_factory=dict)

    @classmethod
    def take(cls, game: Game) -> Snapshot:
        markets = {(place, colour): how for place in game.places()
                   for colour, how in game.markets_at(place).items()}
        return cls(game.roads(), game.cities(), markets)


@dataclass(frozen=True)
class Outcome:
    """What one action (or undo) did, for the screen to show."""

    applied: bool
    reason: str | None = None  # why it was refused (R39: the rule's id first)
    entries: tuple[Entry, ...] = ()  # new entries of the game log
    headline: str = ""  # the line worth the status line (a merge, R26), or ""
    moved: Space | None = None  # where a piece went (outlined on the board)
    before: Snapshot | None = None  # the board before and after (what to animate)
    after: Snapshot | None = None
    sounds: tuple[str, ...] = ()  # in order, each once
    save_failed: str = ""  # set when autosaving has just stopped working: why
    save_resumed: str = ""  # set when autosaving works again: why it had been off
    undone: bool = False  # an undo (R40), not an action
    refusal: Refusal | None = None  # the reason as data, for the screen to translate


def sounds_for(before: Snapshot, after: Snapshot) -> tuple[str, ...]:
    """What the step from `before` to `after` sounds like: a tile laid, a city founded, a
    market built or sold."""
    sounds: list[str] = []
    if any(space not in before.roads for space in after.roads):
        sounds.append("place")
    founded = any(space not in before.cities for space in after.cities)
    for key, how in after.markets.items():
        was = before.markets.get(key)
        if was is None and how == "unsold":
            sounds.append("found" if founded else "market")
        elif was == "unsold" and how == "sold":
            sounds.append("coin")
    if founded and "found" not in sounds:
        sounds.append("place")
    return tuple(dict.fromkeys(sounds))


class Match:
    """The one owner of a game in progress."""

    def __init__(self, game: Game, seats: Sequence[Seat], log: Sequence[Entry] = (),
                 marks: Sequence[int] = (), saver: Saver = autosave_game) -> None:
        self.game = game
        self.seats = playing(seats, game.players)  # exactly the players, in order
        self.log: list[Entry] = list(log)
        # the log's length before each action of the turn: one per engine undo step
        self.marks: list[int] = list(marks) if len(marks) == len(game.turn_actions) else []
        self.saver = saver
        self.autosave_off = ""  # why autosaving fails, while it does
        self.last_move: Space | None = None  # where the last piece went (kept in saves)
        self.game_id = new_game_id()  # which game this is, in every save of it
        self.replaces: str | None = None  # the game the player let this one replace

    @classmethod
    def from_session(cls, session: Session, saver: Saver = autosave_game) -> Match:
        match = cls(session.game, session.seats, session.log, session.marks, saver)
        match.last_move = session.last_move
        match.game_id = session.game_id
        return match

    def session(self) -> Session:
        return Session(self.game, list(self.seats), list(self.log), list(self.marks),
                       self.last_move, self.game_id, self.replaces)

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
        """The level of the computer player who must act now (setup, actions or market)."""
        if self.game.phase not in ("oracles", "actions", "market"):
            return None
        return self.bot_level()

    # -- changes --------------------------------------------------------------------------
    def apply(self, action: object) -> Outcome:
        """Ask the engine; a refusal changes nothing and says why. Otherwise the action is
        played, worded in the log, autosaved, and what changed is returned."""
        refusal = self.game.refusal(action)
        if refusal is not None:
            return Outcome(False, refusal.text(), sounds=("refuse",), refusal=refusal)
        assert isinstance(action, Action)
        before = Snapshot.take(self.game)
        narrator = Narrator()
        facts = narrator.before(self.game, action)
        mark = len(self.log)
        self.game.apply(action)
        entries = narrator.after(self.game, action, facts)
        self.log.extend(entries)
        self._follow_undo(mark)
        after = Snapshot.take(self.game)
        moved = action.space if isinstance(
            action, PlaceRoad | PlaceCity | BuildMarket | SellMarket | PlaceOracle) else None
        headline = self.wording().entry(narrator.headline) if narrator.headline else ""
        self.last_move = moved or self.last_move
        stopped, resumed = self.autosave()
        return Outcome(True, None, tuple(entries), headline, moved, before, after,
                       sounds_for(before, after), stopped, save_resumed=resumed)

    def _follow_undo(self, mark: int) -> None:
        """One mark per undoable action of the turn: none once the turn has passed (R40)."""
        steps = len(self.game.turn_actions)
        self.marks = self.marks[:steps - 1] + [mark] if steps else []

    def undo(self) -> Outcome:
        """R40: take back the last action of this turn, and its entries in the log."""
        refusal = self.game.undo_refusal()
        if refusal is not None:
            return Outcome(False, refusal.text(), sounds=("refuse",), refusal=refusal)
        before = Snapshot.take(self.game)
        self.game.undo()
        self.last_move = None  # as the board shows it: no outline after an undo
        steps = len(self.game.turn_actions)
        cut = self.marks[steps] if steps < len(self.marks) else len(self.log)
        kept = [entry for entry in self.log[cut:] if entry.kind == "hint"]
        self.log[cut:] = kept  # a used hint stays on record (it follows no action)
        self.marks = self.marks[:steps]
        stopped, resumed = self.autosave()
        return Outcome(True, None, (), t("status.undone"), None, before, Snapshot.take(self.game),
                       (), stopped, undone=True, save_resumed=resumed)

    def note_hint(self, why: Phrase) -> None:
        """A hint was shown to the player to move: the log records it (between actions, so
        no undo mark moves)."""
        self.log.append(Entry(self.game.round, self.game.current, "hint", why))
        self.save()

    def save(self) -> str:
        """Autosave; when saving has just stopped working, why (else "")."""
        return self.autosave()[0]

    def autosave(self) -> tuple[str, str]:
        """Autosave: why saving has just stopped working ("" unless it has), and why it had
        been off when it works again now ("" unless it does)."""
        was_off = self.autosave_off
        self.autosave_off = self.saver(self.session()) or ""
        stopped = self.autosave_off if not was_off else ""
        resumed = was_off if not self.autosave_off else ""
        return stopped, resumed
