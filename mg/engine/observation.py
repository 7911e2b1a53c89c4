"""What one player may know of a game (R5): every piece on the board, the scores and supplies
are public, and of the deck the cards already played, the current card and the next one. The
order of the others is hidden; a bot that needs a whole game deals them anew at random
(`Observation.determinize`), keeping R5's packets: every block of four rounds holds one card
of each border colour."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Generic, Protocol, Self, TypeVar

from .enums import Colour
from .rules.cards import CARDS, COLOURS

PACKET = 4  # R5: rounds a packet, one card of each border colour


class Dealt(Protocol):
    """What an observation needs of its game: a copy with the hidden cards dealt anew. (The
    game is given, not imported: the game makes its observations.)"""

    def redeal(self, cards: list[str]) -> Self: ...


G = TypeVar("G", bound=Dealt)


@dataclass(frozen=True)
class Observation(Generic[G]):
    """The public view of a game for `colour`.

    deck: each round's card, None where R5 keeps it hidden. game: a whole game with these
    public facts whose hidden cards are dealt in one fixed order that depends on nothing
    hidden (the card ids sorted), so it can be played on as it is; `determinize` deals them
    at random instead.
    """

    colour: str
    deck: tuple[str | None, ...]
    game: G

    def determinize(self, rng: random.Random) -> G:
        """The game with the hidden cards dealt at random by `rng` (R5's packets kept)."""
        if None not in self.deck:
            return self.game
        return self.game.redeal(deal_hidden(self.deck, rng))


def public_deck(deck: tuple[str, ...], round_no: int, over: bool) -> tuple[str | None, ...]:
    """R5: the cards of rounds 1..round_no and of the next round shown, the rest None."""
    if over:
        return deck
    shown = round_no + 1
    return deck[:shown] + (None,) * max(0, len(deck) - shown)


def deal_hidden(deck: tuple[str | None, ...], rng: random.Random | None) -> list[str]:
    """`deck` with each hidden card (None) dealt from the cards not shown, a packet at a
    time, each packet keeping one card of each border colour (R5); sorted by card id where
    `rng` is None, else shuffled by it. A deck that breaks the packets (set by hand) is
    dealt the cards not shown all the same."""
    unseen = {
        colour: sorted(c.id for c in CARDS.values() if c.border == colour and c.id not in deck)
        for colour in COLOURS
    }
    if rng is not None:
        for pile in unseen.values():
            rng.shuffle(pile)
    out: list[str] = []
    for start in range(0, len(deck), PACKET):
        packet = deck[start : start + PACKET]
        shown = {CARDS[c].border for c in packet if c is not None}
        missing = [colour for colour in COLOURS if colour not in shown]
        if rng is not None:
            rng.shuffle(missing)
        for card in packet:
            out.append(card if card is not None else _deal_one(unseen, missing))
    return out


def _deal_one(unseen: dict[Colour, list[str]], missing: list[Colour]) -> str:
    """The next hidden card: of the packet's next missing border colour (R5); of any colour
    left where a deck given by hand (`Game.new(deck=...)`) breaks R5's packets."""
    while missing:
        pile = unseen[missing.pop(0)]
        if pile:
            return pile.pop(0)
    return next(pile for pile in unseen.values() if pile).pop(0)
