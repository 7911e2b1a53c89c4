"""Every action as game log entries, from the engine's effects: "Red founded a city at Sybaris
(−1)", "The oracle at Pandosia turns to Yellow's city at Kroton", "Alice's cities at Kroton
and Sybaris merged; Alice's second market there went back to stock (R26)". The entries are
data (`mg/text/game_log.py`), worded when shown (`mg/text/log_words.py`)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from mg.engine import (
    Action,
    BuildMarket,
    CitiesMerged,
    CityFounded,
    Draw,
    Effect,
    Game,
    MarketBuilt,
    MarketReturned,
    MarketSold,
    OracleTurned,
    PlaceCity,
    PlaceOracle,
    PlaceRoad,
    SellMarket,
    Space,
)
from mg.text.game_log import Entry, Items, Phrase, PlaceRef, SeatRef, phrase
from mg.text.log_words import Names, Wording, list_words

__all__ = [
    "Moment",
    "Names",
    "Narrator",
    "list_words",
    "place_name",
    "place_phrase",
    "place_ref",
    "place_words",
    "road_ends",
    "road_phrase",
    "tiles",
]


def place_ref(game: Game, place: Space) -> PlaceRef | None:
    """The space whose name names a place: a village's or an oracle's own; a city is named
    by a village it covers, a green-bordered one first (where cities are founded, R21), so
    that a city founded at Kroton stays Kroton when it grows over an inland village."""
    return tiles_ref(game, game.place_spaces(place))


def tiles_ref(game: Game, tiles: Sequence[Space]) -> PlaceRef | None:
    """The space whose name names the place of `tiles` (see `place_ref`)."""
    board = game.board
    named = [s for s in tiles if board.name(s)]
    named.sort(key=lambda s: board.terrain(s) != "green")  # (stable: else the map's order)
    return PlaceRef(named[0]) if named else None


def place_name(game: Game, place: Space) -> str | None:
    """A place's name (see `place_ref`)."""
    ref = place_ref(game, place)
    return game.board.name(ref.space) if ref else None


def place_phrase(game: Game, space: Space, actor: str | None = None, inner: bool = False) -> Phrase:
    """A village by its name; a city as "Sybaris, the city of Red" (its name first, so that
    a seat's name such as "Bot – hard" never runs into what follows; "their city at
    Sybaris" when `actor` owns it; `inner`: more words follow it in the sentence, so the
    owner is set off by a comma on both sides); an oracle by its name."""
    place = game.place_at(space)
    if place is None:
        return phrase("log.place.village", name=PlaceRef(space))
    named = place_ref(game, place)
    owner = game.cities().get(place)
    if owner and owner == actor:
        return (
            phrase("log.place.own_city", name=named)
            if named
            else phrase("log.place.own_city_unnamed")
        )
    if owner:
        key = "log.place.city_inner" if inner else "log.place.city"
        return (
            phrase(key, owner=SeatRef(owner), name=named)
            if named
            else phrase("log.place.city_unnamed", owner=SeatRef(owner))
        )
    if place in game.oracles():
        return phrase("log.place.oracle", name=named) if named else phrase("log.place.an_oracle")
    return phrase("log.place.village", name=named) if named else phrase("log.place.a_village")


def place_words(game: Game, space: Space, names: Names, inner: bool = False) -> str:
    """`place_phrase` in words."""
    return Wording(names, game.board).text(place_phrase(game, space, inner=inner))


def others_city(game: Game, place: Space, actor: str | None) -> bool:
    """Whether `place` is a city of another player than `actor` (named with its owner)."""
    owner = game.cities().get(place)
    return owner is not None and owner != actor


def road_ends(game: Game, space: Space, actor: str | None) -> list[Space]:
    """The places the road through the tile on `space` reaches, once each, another
    player's city last (its owner's name ends the sentence: "joining Siris and Elea, the
    city of Bot – hard")."""
    ends = list(dict.fromkeys(game.road_places(space)))
    return sorted(ends, key=lambda p: others_city(game, p, actor))


def road_phrase(game: Game, space: Space, who: SeatRef) -> Phrase:
    """The road through the tile on `space`: "… laid a road joining A and B", "… from A"."""
    ends = road_ends(game, space, game.current)
    places = [
        place_phrase(game, p, game.current, inner=k < len(ends) - 1) for k, p in enumerate(ends)
    ]
    if len(places) == 2:
        return phrase("log.road_joining", who=who, a=places[0], b=places[1])
    return phrase("log.road_from", who=who, a=places[0]) if places else phrase("log.road", who=who)


def tiles(roads: int, cities: int) -> Phrase:
    """ "2 road tiles", "1 city tile", "1 road tile and 2 city tiles" (no "0 road tiles")."""
    road = phrase(f"hints.tiles_road_{'one' if roads == 1 else 'many'}", n=roads)
    city = phrase(f"hints.tiles_city_{'one' if cities == 1 else 'many'}", n=cities)
    if roads and cities:
        return phrase("hints.tiles_both", roads=road, cities=city)
    return road if roads else city


@dataclass(frozen=True, slots=True)
class Moment:
    """Where an action stands: its step in the game's record, the round it was played in
    and who played it (taken before it is applied: the turn may pass with it)."""

    step: int
    round: int
    who: str

    @classmethod
    def of(cls, game: Game) -> Moment:
        """The moment of the action about to be applied to `game`."""
        return cls(game.history_length, game.round, game.player_to_act)


def action_phrase(
    game: Game, action: Action, effects: Sequence[Effect], who: SeatRef
) -> Phrase | None:
    """The action itself, as the player did it (`game` as it stands after it)."""
    space = getattr(action, "space", None)
    name = PlaceRef(space) if space is not None and game.board.name(space) else None
    if isinstance(action, PlaceOracle):
        return (
            phrase("log.oracle_placed", who=who, name=name)
            if name
            else phrase("log.oracle_placed_unnamed", who=who)
        )
    if isinstance(action, PlaceRoad):
        return road_phrase(game, action.space, who)
    if isinstance(action, PlaceCity):
        founded = any(isinstance(e, CityFounded) for e in effects)
        kind = "founded" if founded else "extended"
        return (
            phrase(f"log.city_{kind}", who=who, name=name)
            if name
            else phrase(f"log.city_{kind}_unnamed", who=who)
        )
    if isinstance(action, Draw):
        return phrase("log.drew_tiles", who=who, tiles=tiles(action.roads, action.cities))
    for effect in effects:
        if isinstance(effect, MarketBuilt) and isinstance(action, BuildMarket):
            where = place_phrase(game, action.space)
            return phrase("log.built", who=who, where=where, cost=effect.cost)
        if isinstance(effect, MarketSold) and isinstance(action, SellMarket):
            where = place_phrase(game, action.space)
            return phrase("log.sold", who=who, where=where, value=effect.value)
    return None


class Narrator:
    """Tells an action as log entries, from what the engine said it changed (its effects).

    `headline` is the entry of the last action worth the status line too (a merge, R26).
    """

    def __init__(self) -> None:
        self.headline: Entry | None = None

    def tell(
        self, game: Game, action: Action, effects: Sequence[Effect], at: Moment
    ) -> list[Entry]:
        """The entries of `action`, applied at `at` with `effects`; `game` as it stands
        after it."""
        self.headline = None
        said = action_phrase(game, action, effects, SeatRef(at.who))
        entries = [self._entry(at, "action", said)] if said else []
        if isinstance(action, PlaceCity):
            entries += self._returned_markets(game, action, effects, at)
        entries += [
            self._entry(at, "oracle", self._oracle_turn(game, e))
            for e in effects
            if isinstance(e, OracleTurned)
        ]
        return entries

    @staticmethod
    def _entry(at: Moment, kind: str, said: Phrase, rule: str | None = None) -> Entry:
        return Entry(at.round, at.who or None, kind, said, rule, at.step)

    def _returned_markets(
        self, game: Game, action: PlaceCity, effects: Sequence[Effect], at: Moment
    ) -> list[Entry]:
        """R25/R26: a merge of cities, and the second markets that went back to stock."""
        who = SeatRef(at.who)
        gone_back = {e.colour for e in effects if isinstance(e, MarketReturned)}
        back = [SeatRef(c) for c in game.players if c in gone_back]  # in seat order
        returned = (
            phrase("log.returned_one", name=back[0])
            if len(back) == 1
            else phrase("log.returned_many", names=Items(tuple(back)))
            if back
            else None
        )
        merged = next((e for e in effects if isinstance(e, CitiesMerged)), None)
        if merged is not None:
            joined = [tiles_ref(game, tiles) for tiles in merged.joined]
            said, rule = self._merged(who, joined), "R26"
        elif returned:
            name = PlaceRef(action.space) if game.board.name(action.space) else None
            said = (
                phrase("log.took_in", who=who, name=name)
                if name
                else phrase("log.took_in_unnamed", who=who)
            )
            rule = "R25"
        else:
            return []
        if returned:
            said = phrase("log.clauses", first=said, second=returned)
        self.headline = self._entry(at, "merge", said, rule)
        return [self.headline]

    @staticmethod
    def _merged(who: SeatRef, joined: list[PlaceRef | None]) -> Phrase:
        named = tuple(n for n in joined if n)
        if len(named) == len(joined):
            return phrase("log.merged_all", who=who, places=Items(named))
        if named:
            return phrase("log.merged_some", who=who, places=Items(named))
        return phrase("log.merged_count", who=who, count=len(joined))

    @staticmethod
    def _oracle_turn(game: Game, turned: OracleTurned) -> Phrase:
        towards = place_phrase(game, turned.city)
        if game.board.name(turned.oracle):
            return phrase("log.oracle_turns", name=PlaceRef(turned.oracle), target=towards)
        return phrase("log.oracle_turns_unnamed", target=towards)
