"""The final scoring in words (R37): "Market of Alice in the city of Bob at Kroton: +5",
"Market of Alice in the village of Sybaris: inactive, scores nothing"."""

from __future__ import annotations

from mg.engine import Game, ScoringEvent
from mg.text.i18n import t
from mg.text.narrate import Names, list_words, place_name


def market_place_words(game: Game, event: ScoringEvent, names: Names) -> str:
    """Where a market stands: "the city of Bob at Kroton", "their own city", "the village of
    X"."""
    named = place_name(game, event.place)
    owner = game.cities().get(event.place)
    if owner == event.colour:
        return t("score.own_city", name=named) if named else t("score.own_city_unnamed")
    if owner:
        return (
            t("log.place.city", owner=names(owner), name=named)
            if named
            else t("log.place.city_unnamed", owner=names(owner))
        )
    return t("score.village", name=named) if named else t("log.place.a_village")


def market_caption(game: Game, event: ScoringEvent, names: Names) -> str:
    """One market's line: its points, or why it scores nothing (R32, R33, R34, R37)."""
    words = {"who": names(event.colour), "where": market_place_words(game, event, names)}
    if event.kind == "market_scored" and event.points > 0:
        return t("score.market", points=event.points, **words)
    if event.kind == "market_scored":
        return t("score.market_unconnected", **words)
    return t("score.market_inactive", **words)


def oracle_caption(game: Game, event: ScoringEvent, names: Names) -> str:
    """An oracle's line: where it stands, the city it points at, its 4 points (R35, R37)."""
    named = game.board.name(event.space)
    target = game.oracle_target(event.space)
    city = place_name(game, target) if target is not None else None
    owner = names(event.colour)
    towards = (
        t("log.place.city", owner=owner, name=city)
        if city
        else t("log.place.city_unnamed", owner=owner)
    )
    if named:
        return t("score.oracle", name=named, target=towards, points=event.points)
    return t("score.oracle_unnamed", target=towards, points=event.points)


def sold_caption(game: Game, sold: list[ScoringEvent], names: Names) -> str:
    """One line for every sold market leaving the board (R34, R37), "" when none."""
    counts: dict[str, int] = {}
    for event in sold:
        counts[event.colour] = counts.get(event.colour, 0) + 1
    parts = [t("score.sold", who=names(c), count=n) for c, n in counts.items()]
    return t("score.sold_leave", markets=list_words(parts), count=len(sold)) if parts else ""


def is_sold(game: Game, event: ScoringEvent) -> bool:
    """Whether a removed market was sold (R34) rather than inactive (R32)."""
    return game.markets_before_final(event.place).get(event.colour) == "sold"
