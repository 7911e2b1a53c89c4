"""The final scoring in words (R37): "Alice: +5 for the market in Kroton, the city of Bob",
"Alice: the market in the village of Sybaris is inactive and scores nothing" (the player
first). Each line is a `Phrase` first (a catalogue key and its parameters, what tests
assert), worded by `Wording` where shown."""

from __future__ import annotations

from mg.engine import Game, ScoringEvent
from mg.text.game_log import Items, Phrase, PlaceRef, SeatRef, phrase
from mg.text.narrate import place_ref


def market_place_phrase(game: Game, event: ScoringEvent) -> Phrase:
    """Where a market stands: "Kroton, the city of Bob", "their own city", "the village of
    X"."""
    named = place_ref(game, event.place)
    owner = game.cities().get(event.place)
    if owner == event.colour:
        return phrase("score.own_city", name=named) if named else phrase("score.own_city_unnamed")
    if owner:
        return (
            phrase("log.place.city", owner=SeatRef(owner), name=named)
            if named
            else phrase("log.place.city_unnamed", owner=SeatRef(owner))
        )
    return phrase("score.village", name=named) if named else phrase("log.place.a_village")


def market_phrase(game: Game, event: ScoringEvent) -> Phrase:
    """One market's line: its points, or why it scores nothing (R32, R33, R34, R37)."""
    who, where = SeatRef(event.colour), market_place_phrase(game, event)
    if event.kind == "market_scored" and event.points > 0:
        return phrase("score.market", who=who, where=where, points=event.points)
    if event.kind == "market_scored":
        return phrase("score.market_unconnected", who=who, where=where)
    return phrase("score.market_inactive", who=who, where=where)


def oracle_phrase(game: Game, event: ScoringEvent) -> Phrase:
    """An oracle's line: where it stands, the city it points at, its 4 points (R35, R37)."""
    target = game.oracle_target(event.space)
    city = place_ref(game, target) if target is not None else None
    owner = SeatRef(event.colour)
    towards = (
        phrase("log.place.city", owner=owner, name=city)
        if city
        else phrase("log.place.city_unnamed", owner=owner)
    )
    if game.board.name(event.space):
        named = PlaceRef(event.space)  # the oracle's own village
        return phrase("score.oracle", name=named, target=towards, points=event.points)
    return phrase("score.oracle_unnamed", target=towards, points=event.points)


def sold_phrase(sold: list[ScoringEvent]) -> Phrase | None:
    """One line for every sold market leaving the board (R34, R37), None when none."""
    counts: dict[str, int] = {}
    for event in sold:
        counts[event.colour] = counts.get(event.colour, 0) + 1
    parts = tuple(phrase("score.sold", who=SeatRef(c), count=n) for c, n in counts.items())
    return phrase("score.sold_leave", markets=Items(parts), count=len(sold)) if parts else None


def is_sold(game: Game, event: ScoringEvent) -> bool:
    """Whether a removed market was sold (R34) rather than inactive (R32)."""
    return game.markets_before_final(event.place).get(event.colour) == "sold"
