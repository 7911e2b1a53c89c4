"""What a road tile would do, before it is laid: the places its road would end at,
the direct connections it would make (R20) — only those to a city count for markets and
oracles (R32, R35) —, the oracles that would turn and the change of the player's projected
score; as data (`RoadEffect`), worded by `effect_lines` in the language shown. No pygame."""

from __future__ import annotations

from dataclasses import dataclass

from mg.engine import Game, PlaceRoad, Space
from mg.text.i18n import t, with_rule
from mg.text.narrate import Names, place_name, place_words

Link = tuple[Space, Space]


@dataclass(frozen=True)
class OracleTurn:
    """An oracle that would turn (R35): to which colour's city, and from whose."""

    oracle: Space
    to: str
    was: str | None


@dataclass(frozen=True)
class RoadEffect:
    """What laying a road tile would do, for the player laying it."""

    colour: str
    reaches: tuple[Space, ...]  # the places the ends of the road through the tile would face
    links: tuple[Link, ...]  # every new direct connection (R20)
    city_links: tuple[Link, ...]  # those to a city, the city first (they count: R32, R35)
    oracles: tuple[OracleTurn, ...]
    projected: int  # the change of the player's projected score

    @property
    def loops(self) -> bool:
        """R20: both ends of the road face the same place: it connects nothing."""
        return len(self.reaches) == 2 and self.reaches[0] == self.reaches[1]


def road_effect(game: Game, action: PlaceRoad) -> RoadEffect:
    """The effect of a legal road tile, played on a copy of the game (the game is unchanged)."""
    after = game.copy()
    after.apply(action)
    me = game.player_to_act
    reaches = tuple(after.road_places(action.space))
    cities = after.cities()
    links: list[Link] = []
    for a in dict.fromkeys(reaches):
        for b in sorted(after.connections(a) - game.connections(a)):
            link = city_link_order(a, b, cities, me)
            if link not in links:
                links.append(link)
    turns = tuple(
        OracleTurn(o, now, game.oracle_controller(o))
        for o in after.oracles()
        if (now := after.oracle_controller(o)) is not None and now != game.oracle_controller(o)
    )
    projected = after.projected_scores()[me] - game.projected_scores()[me] if me else 0
    return RoadEffect(
        me,
        reaches,
        tuple(links),
        tuple(link for link in links if link[0] in cities),
        turns,
        projected,
    )


def city_link_order(a: Space, b: Space, cities: dict[Space, str], me: str) -> Link:
    """A connection's two places, the player's own city first, else any city first (else
    in (r, q) order, as place ids go)."""

    def rank(p: Space) -> tuple[int, int, int]:
        return (0 if cities.get(p) == me else 1 if p in cities else 2, p[1], p[0])

    return (a, b) if rank(a) <= rank(b) else (b, a)


def connects_a_city(game: Game, space: Space) -> bool:
    """R20: whether the road through the tile on `space` directly connects a city to another
    place (its ends at two different places, one of them a city)."""
    reaches = set(game.road_places(space))
    return len(reaches) == 2 and any(p in game.cities() for p in reaches)


# -- words ----------------------------------------------------------------------------------
Line = tuple[str, str]  # a line of words and its tone: "good", "plain", "warn", "dim", "bad"


def effect_lines(effect: RoadEffect, game: Game, names: Names) -> list[Line]:
    """The effect in the language shown, for the ghost's tooltip (`game` as before the
    road: a road changes no place's name or owner)."""
    lines = joining_lines(effect, game, names)
    linked = {p for link in effect.links for p in link}
    lines += [
        oracle_line(turn, game, names, named=turn.oracle not in linked) for turn in effect.oracles
    ]
    if effect.projected:
        lines.append(
            (
                t("road.projected", delta=f"{effect.projected:+d}"),
                "good" if effect.projected > 0 else "bad",
            )
        )
    return lines


def joining_lines(effect: RoadEffect, game: Game, names: Names) -> list[Line]:
    """What the road joins: a city to a place, two places but no city (R20), or nothing."""

    def words(p: Space) -> str:
        return yours(game, p, names)

    if effect.city_links:
        a, b = effect.city_links[0]
        return [(t("road.connects", a=words(a), b=words(b)), "good")]
    if effect.links:
        a, b = effect.links[0]
        return [
            (t("road.joins", a=words(a), b=words(b)), "plain"),
            (with_rule(t("road.no_city_yet"), "R20"), "warn"),
        ]
    if effect.loops:
        return [(with_rule(t("road.loops", a=words(effect.reaches[0])), "R20"), "warn")]
    if len(effect.reaches) == 2:
        a, b = city_link_order(*effect.reaches, game.cities(), effect.colour)
        return [(with_rule(t("road.already", a=words(a), b=words(b)), "R20"), "warn")]
    return [(t("road.nothing_yet"), "dim")]


def oracle_line(turn: OracleTurn, game: Game, names: Names, named: bool) -> Line:
    """ "the oracle at Pandosia turns to you" (or to another player; R35)."""
    name = place_name(game, turn.oracle) if named else None
    mine = turn.to == game.current
    key = "road.oracle_you" if mine else "road.oracle_to"
    if not name:
        key += "_unnamed"
    return (t(key, name=name, owner=names(turn.to)), "good" if mine else "warn")


def yours(game: Game, space: Space, names: Names) -> str:
    """A place in the words of the player to act: "your city at Kroton", "Sybaris"."""
    place = game.place_at(space) or space
    if game.cities().get(place) != game.current:
        return place_words(game, place, names)
    name = place_name(game, place)
    return t("road.your_city", name=name) if name else t("road.your_city_unnamed")
