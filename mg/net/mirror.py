"""A client's own copy of a network game: built from the public record the server sends
(every action replayed through the rules, `Game.from_record`), then kept by applying each
action the server accepted and comparing the public digest after it. Anything that does
not fit (a gap in the sequence, an action our rules refuse, another digest) leaves the
copy as it was and says so: the client then asks for the record again (a resync)."""

from __future__ import annotations

from typing import Any

from mg.engine import Game, IllegalAction

from .protocol import Applied, Undone
from .public import public_deck, public_digest, with_cards_shown


class Mirror:
    """The game after action `seq`, as this client knows it (R5: no hidden card)."""

    def __init__(self, seq: int, record: dict[str, Any]) -> None:
        self.game = Game.from_record(record)  # a Problem if the record is not sound
        self.seq = seq

    def apply(self, message: Applied) -> bool | None:
        """Apply a broadcast action: True when applied and the digests agree, None when it
        is one already applied (a repeat, ignored), False when the copy must be resynced."""
        if message.seq <= self.seq:
            return None
        if message.seq != self.seq + 1:
            return False
        try:
            if message.deck != public_deck(self.game):  # the action shows a new card (R5)
                game = with_cards_shown(self.game, message.deck)
            else:
                game = self.game.copy()
            game.apply(message.action)
        except (ValueError, IllegalAction):
            return False
        if public_digest(game) != message.digest:
            return False
        self.game, self.seq = game, message.seq
        return True

    def undo(self, message: Undone) -> bool | None:
        """Apply a broadcast undo (R40); as `apply`."""
        if message.seq <= self.seq:
            return None
        if message.seq != self.seq + 1 or not self.game.can_undo():
            return False
        game = self.game.copy()
        game.undo()
        if public_digest(game) != message.digest:
            return False
        self.game, self.seq = game, message.seq
        return True
