"""The seam between the board scenes and the game they show (Board Game Arena's word: a
table, local or online). A scene submits what a player here does, takes back an action,
asks what happened since it last looked and who sits where; whether the game is played on
this machine or over the network is the table's business, never the scene's. What comes
back is data (an `Outcome`, a `Refusal`, a `Problem`, a seat's kind): the scene words it.

Two tables: `mg.table.local.LocalTable` (the `Match`, its autosave, and the computer players
planning in the bots' pool) and `mg.net.net_table.NetTable` (this machine's copy of a game
another machine's server referees)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, Protocol, TypeAlias

from mg.engine import Action, Problem, Refusal
from mg.match import Match, Outcome
from mg.text.game_log import Entry

# Who sits at a seat, as this machine sees it: a player at this machine, a computer
# player, a player of another machine, or that player while disconnected.
SeatKind: TypeAlias = Literal["here", "bot", "remote", "away"]
REMOTE = "remote"  # a match seat's kind when this machine does not play it (beside the bot levels)


@dataclass(frozen=True)
class Played:
    """A move was played at the table: `action` (None: an undo, R40) and what it did."""

    action: Action | None
    outcome: Outcome


@dataclass(frozen=True)
class RefusedAfar:
    """An action of this machine was refused by the referee far away (R39: to be worded)."""

    refusal: Refusal


@dataclass(frozen=True)
class Trouble:
    """Something went wrong on the way (a message refused, a connection lost): to be worded."""

    problem: Problem


@dataclass(frozen=True)
class SeatsChanged:
    """Who sits where, or who is connected, changed: the panel is drawn again."""


@dataclass(frozen=True)
class Replaced:
    """The game shown was replaced as a whole (this copy did not fit the referee's): the
    board is drawn anew from `Table.match`."""


@dataclass(frozen=True)
class Heard:
    """A player said something at the table (a line of chat, a quick phrase), or the table
    tells something of the game (a player's time ran out): its entry in the log
    (`Match.note_said`, `Match.note_time_out`), to be worded."""

    entry: Entry


News: TypeAlias = Played | RefusedAfar | Trouble | SeatsChanged | Replaced | Heard


@dataclass(frozen=True)
class Coming:
    """The next move by another player (a computer player, a player of another machine),
    known and waiting to be shown: the scene plays it (`take_coming`) when its pace allows."""

    action: Action | None  # None: an undo (R40)
    colour: str | None  # who makes it


#: What a player may answer a banner: connect again after the connection was given up
#: ("reconnect"), leave for the menu ("menu").
Answer: TypeAlias = Literal["reconnect", "menu"]


@dataclass(frozen=True)
class Banner:
    """What the top of the board says of the table: the connection is being made again
    ("reconnecting"); it was given up ("gave_up", `problem` says why); the game waits for
    the disconnected player of `colour` ("waiting"); a computer player plays the seat of
    `colour` until its player comes back ("stand_in"). `answers`: what a player here may
    do about it, left to right."""

    key: Literal["reconnecting", "gave_up", "waiting", "stand_in"]
    colour: str | None = None
    problem: Problem | None = None
    answers: tuple[Answer, ...] = ()


@dataclass(frozen=True)
class Company:
    """Who else is connected to the network game this machine plays in, as data: the
    colours of other machines' players connected now and of this machine's computer
    players; `hosting`: this machine's server referees the game, so leaving stops it until
    it is hosted again (otherwise the others wait for this machine's players to rejoin)."""

    hosting: bool
    players: tuple[str, ...]
    bots: tuple[str, ...]


class Table(Protocol):
    """What a board scene may ask of the game it shows."""

    @property
    def match(self) -> Match:
        """The game as shown here (seats, log, board): read it; change it only through the
        table."""

    def submit(self, action: Action) -> Outcome | None:
        """An action of a player at this machine: its `Outcome` (a refusal changes nothing,
        R39), or None when it is on its way (it comes back through `poll` as `Played`) or
        is not this machine's to make."""

    def undo(self) -> Outcome | None:
        """Take back the last action of this machine's turn (R40): as `submit`."""

    def poll(self) -> list[News]:
        """What happened since the last poll, in order, up to the next move by another
        player (`coming`) and at most one move played (it may end the scene's part)."""

    def coming(self) -> Coming | None:
        """The next move by another player once it is known (asking lets a computer player
        of this table plan it), None while there is none."""

    def take_coming(self) -> Played | None:
        """Play the move `coming` gives (a refused one is planned again)."""

    def thinking(self) -> bool:
        """Whether another player must act and nothing of theirs is known yet."""

    def seat_kind(self, colour: str) -> SeatKind:
        """Who sits at the seat of `colour`, as this machine sees it."""

    def ours(self, colour: str | None) -> bool:
        """Whether this machine may submit actions for the seat of `colour` (its players;
        at a local table its computer players too)."""

    def attention(self, colour: str) -> bool:
        """Whether the window asks for attention when the seat of `colour` is to act (a
        player here whose turn came from afar)."""

    def hints_allowed(self) -> bool:
        """Whether each player here may ask for hints (a network game's host decides)."""

    def spectators(self) -> int:
        """How many spectators watch the game (a network game's; this machine's own when it
        only watches)."""

    def spectating(self) -> bool:
        """Whether this machine only watches the game (no seat of its own)."""

    def clocks(self) -> list[tuple[str, float, bool]]:
        """Each seat's game clock now, when the game has one: its colour, the seconds left
        and whether its time is going down ([]: no clock)."""

    def can_chat(self) -> bool:
        """Whether a player here may say something to the others (a network game's seat)."""

    def say(self, text: str | None = None, phrase: str | None = None) -> None:
        """Say a line (`text`) or a quick phrase (a key) to everyone at the table."""

    def mute(self, colour: str, muted: bool) -> None:
        """Hear no more (or again) what the player of `colour` says; what they said is
        taken out of the log here (or put back)."""

    def muted(self, colour: str) -> bool:
        """Whether the player of `colour` is muted here."""

    def banner(self) -> Banner | None:
        """What the top of the board says of the table, if anything."""

    def offer(self) -> str | None:
        """The seat to act whose player dropped, offered to a computer player of this
        machine (the host's choice), if any."""

    def give_to_bot(self, colour: str, seed: int) -> Problem | None:
        """A computer player of this machine takes the offered seat of `colour` (its player
        takes it back by coming back); a Problem (nothing done) when it cannot."""

    def wait_for(self, colour: str) -> None:
        """Wait a while for the dropped player of `colour` before offering the seat again."""

    def reconnect(self) -> None:
        """Connect again after the connection was given up (the banner's "reconnect")."""

    def stop_planning(self) -> None:
        """No scene shows the table for now: a computer player's planning stops (planned
        again when asked)."""
