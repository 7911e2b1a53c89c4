"""The final scoring in words (R37): "Alice's market in Bob's city at Kroton: +5",
"Alice's market in the village of Sybaris: inactive, scores nothing"."""

from __future__ import annotations

from mg.engine import Game, ScoringEvent
from mg.narrate import Names, list_words, place_name


def market_place_words(game: Game, event: ScoringEvent, names: Names) -> str:
    """Where a market stands: "Bob's city at Kroton", "their own city", "the village of X"."""
    named = place_name(game, event.place)
    at = f" at {named}" if named else ""
    owner = game.cities().get(event.place)
    if owner == event.colour:
        return f"their own city{at}"
    if owner:
        return f"{names(owner)}'s city{at}"
    return f"the village of {named}" if named else "a village"


def market_caption(game: Game, event: ScoringEvent, names: Names) -> str:
    """One market's line: its points, or why it scores nothing (R32, R33, R34, R37)."""
    where = f"{names(event.colour)}'s market in {market_place_words(game, event, names)}"
    if event.kind == "market_scored" and event.points > 0:
        return f"{where}: +{event.points}"
    if event.kind == "market_scored":
        return f"{where}: no connections, scores nothing"
    return f"{where}: inactive, scores nothing"


def oracle_caption(game: Game, event: ScoringEvent, names: Names) -> str:
    """An oracle's line: where it stands, the city it points at, its 4 points (R35, R37)."""
    named = game.board.name(event.space)
    oracle = f"The oracle at {named}" if named else "An oracle"
    target = game.oracle_target(event.space)
    city = place_name(game, target) if target is not None else None
    at = f" at {city}" if city else ""
    return f"{oracle} points at {names(event.colour)}'s city{at}: +{event.points}"


def sold_caption(game: Game, sold: list[ScoringEvent], names: Names) -> str:
    """One line for every sold market leaving the board (R34, R37), "" when none."""
    counts: dict[str, int] = {}
    for event in sold:
        counts[event.colour] = counts.get(event.colour, 0) + 1
    parts = [f"{names(c)}'s sold market" if n == 1 else f"{names(c)}'s {n} sold markets"
             for c, n in counts.items()]
    if not parts:
        return ""
    return list_words(parts) + (" leave the board" if len(sold) > 1 else " leaves the board")


def is_sold(game: Game, event: ScoringEvent) -> bool:
    """Whether a removed market was sold (R34) rather than inactive (R32)."""
    return game.markets_before_final(event.place).get(event.colour) == "sold"
