"""Which orientation of a road tile the ghost offers first on a space: among the engine's legal
ones, the one a player most likely wants — continuing their own road, joining a
place (their own city first), heading for the nearest place not yet connected to their
cities; the last chosen shape breaks ties. R, F and the wheel then cycle from there. No pygame:
a pure function of the game, the space and the legal ends."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from mg.engine import (
    Game,
    RoadShape,
    Space,
    distance,
    neighbour,
    opposite,
    road_shape,
    road_with_shape,
)

Ends = tuple[int, int]
CONTINUES, OWN_CITY, PLACE = 4, 3, 2  # what an end meeting each is worth


@dataclass(frozen=True)
class EndFacts:
    """What one end of a tile on a space would meet."""

    value: int  # CONTINUES, OWN_CITY, PLACE, or 0
    reaches: Space | None  # the place this end's road would end at (R20), if any
    open_to: Space | None  # the empty land it faces (where the road could go on)


class Surroundings:
    """The board around one space as the player to act sees it (asked once per ranking)."""

    def __init__(self, game: Game, space: Space) -> None:
        self.game, self.space = game, space
        self.me: str = game.player_to_act
        self.roads, self.cities = game.roads(), game.cities()
        self.targets = unconnected_places(game, self.me)

    def end(self, d: int) -> EndFacts:
        """What end d meets: the player's own road end (R17b/R18), a place, land or nothing."""
        game, there = self.game, neighbour(self.space, d)
        if there not in game.board.index:
            return EndFacts(0, None, None)
        road = self.roads.get(there)
        if road is not None:
            colour, ends = road
            if colour != self.me or opposite(d) not in ends:
                return EndFacts(0, None, None)  # a dead end (R18)
            far = game.road_places(there)
            return EndFacts(CONTINUES, far[0] if far else None, None)
        place = game.place_at(there)
        if place is not None:
            own = self.cities.get(there) == self.me
            return EndFacts(OWN_CITY if own else PLACE, place, None)
        return EndFacts(0, None, there)

    def joins(self, reached: list[Space]) -> int:
        """2 when the places an orientation's ends reach are two not yet connected (R20), one
        the player's own city; 1 for two others; 0 otherwise."""
        if (
            len(reached) < 2
            or reached[0] == reached[1]
            or reached[1] in self.game.connections(reached[0])
        ):
            return 0
        return 2 if any(self.cities.get(p) == self.me for p in reached) else 1

    def heading(self, open_to: Space, skip: set[Space]) -> int:
        """How far the nearest place still to connect lies from `open_to`."""
        return min((distance(open_to, p) for p in self.targets if p not in skip), default=0)


def unconnected_places(game: Game, colour: str) -> list[Space]:
    """The villages and oracles not directly connected to a city of `colour` (R20, R32)."""
    cities = game.cities()
    mine = {game.place_at(s) for s, c in cities.items() if c == colour}
    return [p for p in game.places() if p not in cities and not game.connections(p) & mine]


def rank_key(near: Surroundings, ends: Ends, shape: str | None) -> tuple[int, ...]:
    """Smaller is likelier: (joins two places not yet connected — the player's own city
    first —, can go on, what the ends meet, distance to go, shape)."""
    facts = [near.end(d) for d in ends]
    reached = [f.reaches for f in facts if f.reaches is not None]
    joins = near.joins(reached)
    idle = len(reached) == 2 and not joins  # R20: a loop, or places connected already
    value = sum(f.value for f in facts) - (min(f.value for f in facts) if idle else 0)
    opens = [f.open_to for f in facts if f.open_to is not None]
    goes_on = bool(opens) or any(f.value == CONTINUES and f.reaches is None for f in facts)
    dist = 0 if joins or not opens else min(near.heading(o, set(reached)) for o in opens)
    return (
        -joins,
        0 if joins or goes_on else 1,
        -value,
        dist,
        0 if shape in (None, road_shape(ends)) else 1,
    )


def rank_ends(
    game: Game,
    space: Space,
    options: Sequence[Ends],
    shape: str | None = None,
    prefer: Ends | None = None,
) -> list[Ends]:
    """`options` (the legal ends on `space`), likeliest first; `prefer` (a hint's ends)
    first of all when it is one of them, `shape` ("straight"/"curved") first among equals."""
    near = Surroundings(game, space)
    keyed = sorted((rank_key(near, e, shape), k, e) for k, e in enumerate(options))
    ranked = [e for _, _, e in keyed]
    if prefer in ranked:
        ranked.remove(prefer)
        ranked.insert(0, prefer)
    return ranked


def rotated(ranked: Sequence[Ends], ends: Ends, step: int) -> Ends:
    """The next (step 1) or previous (-1) orientation in `ranked`; with none legal, the tile
    turned by one side."""
    if ranked:
        k = ranked.index(ends) if ends in ranked else (-1 if step > 0 else 0)
        return ranked[(k + step) % len(ranked)]
    a, b = ((e + step) % 6 for e in ends)
    return (min(a, b), max(a, b))


def flipped(ranked: Sequence[Ends], ends: Ends) -> Ends:
    """Straight ↔ curved: the likeliest legal one of the other shape, else (none legal) the
    road tile of that shape keeping the first end (shown refused)."""
    want: RoadShape = "curved" if road_shape(ends) == "straight" else "straight"
    same = [e for e in ranked if road_shape(e) == want]
    if same:
        return same[0]
    return road_with_shape(ends[0], want)
