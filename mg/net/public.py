"""What every player of a network game may know of it (R5), the same for every seat: the
game with the hidden cards dealt in the engine's fixed order (`Game.observation`), its
record (what a client catches up from) and its digest (what server and clients compare
after every action). The real deck never leaves the server."""

from __future__ import annotations

from typing import Any

from mg.engine import CARDS, Game


def public_game(game: Game) -> Game:
    """`game` as R5 lets anyone see it: the hidden cards dealt in a fixed order that depends
    on nothing hidden (every seat sees the same cards, so one view serves all)."""
    return game.observation(game.players[0]).game


def public_deck(game: Game) -> tuple[str | None, ...]:
    """Each round's card where R5 shows it, None where it is hidden."""
    return game.observation(game.players[0]).deck


def public_record(game: Game) -> dict[str, Any]:
    """The record of the public game: the setup, every action, the digest (no seed, no
    hidden card)."""
    return public_game(game).record()


def public_digest(game: Game) -> str:
    """The digest of the public game's state (docs/record-format.md's digest of it)."""
    return public_game(game).digest()


def public_told(game: Game) -> tuple[str, tuple[str | None, ...]]:
    """The public game's digest and deck, what every seat is told after an action, from
    one view of the game (each is a copy of it: made once)."""
    view = game.observation(game.players[0])
    return view.game.digest(), view.deck


def with_cards_shown(game: Game, deck: tuple[str | None, ...]) -> Game:
    """`game` (a public copy) with the cards `deck` shows dealt where they belong, the
    other hidden ones filled with the cards left (their order is never read before R5
    shows them): called before applying an action that shows a new card, while that card
    is still hidden in `game`. ValueError if `deck` contradicts a card `game` shows."""
    left = iter(sorted(set(CARDS) - {c for c in deck if c is not None}))
    cards = [card if card is not None else next(left) for card in deck]
    return game.redeal(cards)
