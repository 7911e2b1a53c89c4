"""A table on this machine: the `Match` (its log, its autosave) and the computer players,
who plan in the bots' pool (`BotTurns`). Every seat is played here: hot-seat players and
bots alike; nothing comes from afar, so `poll` has nothing to tell."""

from __future__ import annotations

from mg.engine import Action, Problem
from mg.match import Match, Outcome
from mg.table.bot_turns import BotTurns
from mg.table.table import Banner, Coming, News, Played, SeatKind


class LocalTable:
    """A game played at this machine (a `Table`); without `bots` its computer players
    never move (a replay, a test)."""

    def __init__(self, match: Match, bots: BotTurns | None = None) -> None:
        self.match = match
        self.bots = bots

    def submit(self, action: Action) -> Outcome:
        return self.match.apply(action)

    def undo(self) -> Outcome:
        return self.match.undo()

    def poll(self) -> list[News]:
        return []

    def coming(self) -> Coming | None:
        level = self.match.bot_to_act()
        if level is None or self.bots is None:
            return None
        game = self.match.game
        action = self.bots.next(game, level)
        return None if action is None else Coming(action, game.current)

    def take_coming(self) -> Played | None:
        coming = self.coming()
        if coming is None or coming.action is None or self.bots is None:
            return None
        outcome = self.match.apply(coming.action)
        self.bots.played(outcome.applied)
        return Played(coming.action, outcome)

    def thinking(self) -> bool:
        acting = self.match.bot_to_act() is not None
        return acting and (self.bots is None or self.bots.thinking())

    def seat_kind(self, colour: str) -> SeatKind:
        return "here" if self.match.bot_level(colour) is None else "bot"

    def ours(self, colour: str | None) -> bool:
        return True

    def attention(self, colour: str) -> bool:
        return False  # the players sit at the window

    def hints_allowed(self) -> bool:
        return True

    def spectators(self) -> int:
        return 0  # (a game at this machine is watched over its shoulder)

    def spectating(self) -> bool:
        return False

    def clocks(self) -> list[tuple[str, float, bool]]:
        return []  # (a game at this machine has no clock)

    def can_chat(self) -> bool:
        return False  # (the players share the window)

    def say(self, text: str | None = None, phrase: str | None = None) -> None:
        """Nothing to say at a local table: everyone is here."""

    def mute(self, colour: str, muted: bool) -> None:
        """Nobody to mute at a local table."""

    def muted(self, colour: str) -> bool:
        return False

    def banner(self) -> Banner | None:
        return None

    def offer(self) -> str | None:
        return None

    def give_to_bot(self, colour: str, seed: int) -> Problem | None:
        return Problem(
            "net_seat_not_away", "network: the {colour} seat is not disconnected", colour=colour
        )

    def wait_for(self, colour: str) -> None:
        """Nobody drops from a local table: nothing to wait for."""

    def reconnect(self) -> None:
        """A local table has no connection to lose."""

    def stop_planning(self) -> None:
        if self.bots is not None:
            self.bots.cancel()
