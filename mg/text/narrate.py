"""Every action as game log entries, from the engine's facts: "Red founded a city at Sybaris
(−1)", "The oracle at Pandosia turns to Yellow's city at Kroton", "Alice's cities at Kroton
and Sybaris merged; Alice's second market there went back to stock (R26)". The entries are
data (`mg/text/game_log.py`), worded when shown (`mg/text/log_words.py`)."""

from __future__ import annotations

from mg.engine import (
    BuildMarket,
    Draw,
    Game,
    PlaceCity,
    PlaceOracle,
    PlaceRoad,
    SellMarket,
    Space,
)
from mg.text.game_log import Entry, Items, Phrase, PlaceRef, SeatRef, phrase
from mg.text.log_words import Names, Wording, list_words

__all__ = [
    "Names",
    "Narrator",
    "list_words",
    "place_name",
    "place_phrase",
    "place_ref",
    "place_words",
    "road_phrase",
]


def place_ref(game: Game, place: Space) -> PlaceRef | None:
    """The space whose name names a place: a village's or an oracle's own; a city is named
    by a village it covers, a green-bordered one first (where cities are founded, R21), so
    that a city founded at Kroton stays Kroton when it grows over an inland village."""
    board = game.board
    named = [s for s in game.place_spaces(place) if board.name(s)]
    named.sort(key=lambda s: board.terrain(s) != "green")  # (stable: else the map's order)
    return PlaceRef(named[0]) if named else None


def place_name(game: Game, place: Space) -> str | None:
    """A place's name (see `place_ref`)."""
    ref = place_ref(game, place)
    return game.board.name(ref.space) if ref else None


def place_phrase(game: Game, space: Space, actor: str | None = None) -> Phrase:
    """A village by its name; a city as "the city of Red at Sybaris" ("their city at
    Sybaris" when `actor` owns it); an oracle by its name."""
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
        return (
            phrase("log.place.city", owner=SeatRef(owner), name=named)
            if named
            else phrase("log.place.city_unnamed", owner=SeatRef(owner))
        )
    if place in game.oracles():
        return phrase("log.place.oracle", name=named) if named else phrase("log.place.an_oracle")
    return phrase("log.place.village", name=named) if named else phrase("log.place.a_village")


def place_words(game: Game, space: Space, names: Names) -> str:
    """`place_phrase` in words."""
    return Wording(names, game.board).text(place_phrase(game, space))


def road_phrase(game: Game, space: Space, who: SeatRef) -> Phrase:
    """The road through the tile on `space`: "… laid a road joining A and B", "… from A"."""
    ends = list(dict.fromkeys(game.road_places(space)))
    places = [place_phrase(game, p, game.current) for p in ends]
    if len(places) == 2:
        return phrase("log.road_joining", who=who, a=places[0], b=places[1])
    return phrase("log.road_from", who=who, a=places[0]) if places else phrase("log.road", who=who)


def action_phrase(game: Game, action: object, facts: dict[str, object]) -> Phrase | None:
    """The action itself, as the player did it."""
    who = SeatRef(str(facts["who"]))
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
        kind = "founded" if facts["kind"] == "found" else "extended"
        return (
            phrase(f"log.city_{kind}", who=who, name=name)
            if name
            else phrase(f"log.city_{kind}_unnamed", who=who)
        )
    if isinstance(action, Draw):
        return phrase("log.drew", who=who, roads=action.roads, cities=action.cities)
    where, cost, value = facts.get("where"), facts.get("cost"), facts.get("value")
    if isinstance(action, BuildMarket) and isinstance(where, Phrase) and isinstance(cost, int):
        return phrase("log.built", who=who, where=where, cost=cost)
    if isinstance(action, SellMarket) and isinstance(where, Phrase) and isinstance(value, int):
        return phrase("log.sold", who=who, where=where, value=value)
    return None


class Narrator:
    """Takes what it needs before an action, then tells the action once it is done.

    `headline` is the entry of the last action worth the status line too (a merge, R26).
    """

    def __init__(self) -> None:
        self.headline: Entry | None = None

    def before(self, game: Game, action: object) -> dict[str, object]:
        who = game.player_to_act
        facts: dict[str, object] = {
            "step": game.history_length,  # where the entries belong in the record
            "round": game.round,
            "who": who,
            "oracles": {o: game.oracle_target(o) for o in game.oracles()},
            "stock": dict(game.markets_left),
        }
        if isinstance(action, PlaceCity):
            facts["kind"] = game.city_kind(action.space)
            joined = game.cities_next_to(action.space, who)  # R22/R26
            facts["joined"] = [place_ref(game, p) for p in joined]
        elif isinstance(action, BuildMarket):
            facts["cost"] = game.market_cost(who, action.space) or 0
            facts["where"] = place_phrase(game, action.space)
        elif isinstance(action, SellMarket):
            facts["value"] = game.market_value(action.space) or 0
            facts["where"] = place_phrase(game, action.space)
        return facts

    def after(self, game: Game, action: object, facts: dict[str, object]) -> list[Entry]:
        self.headline = None
        said = action_phrase(game, action, facts)
        entries = [self._entry(facts, "action", said)] if said else []
        if isinstance(action, PlaceCity):
            entries += self._returned_markets(game, action, facts)
        entries += [self._entry(facts, "oracle", p) for p in self._oracle_turns(game, facts)]
        return entries

    @staticmethod
    def _entry(facts: dict[str, object], kind: str, said: Phrase, rule: str | None = None) -> Entry:
        rnd, who, step = facts["round"], facts["who"], facts.get("step")
        assert isinstance(rnd, int) and isinstance(who, str)
        return Entry(rnd, who or None, kind, said, rule, step if isinstance(step, int) else None)

    def _returned_markets(
        self, game: Game, action: PlaceCity, facts: dict[str, object]
    ) -> list[Entry]:
        """R25/R26: a merge of cities, and the second markets that went back to stock."""
        stock, joined, who = facts["stock"], facts["joined"], SeatRef(str(facts["who"]))
        assert isinstance(stock, dict) and isinstance(joined, list)
        back = [SeatRef(c) for c, n in game.markets_left.items() if n > stock.get(c, n)]
        returned = (
            phrase("log.returned_one", name=back[0])
            if len(back) == 1
            else phrase("log.returned_many", names=Items(tuple(back)))
            if back
            else None
        )
        if len(joined) >= 2:
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
        self.headline = self._entry(facts, "merge", said, rule)
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
    def _oracle_turns(game: Game, facts: dict[str, object]) -> list[Phrase]:
        old = facts["oracles"]
        assert isinstance(old, dict)
        turned = []
        for oracle in game.oracles():
            target = game.oracle_target(oracle)
            if (
                target is not None
                and target != old.get(oracle)
                and game.place_at(old.get(oracle) or oracle) != target
            ):
                towards = place_phrase(game, target)
                turned.append(
                    phrase("log.oracle_turns", name=PlaceRef(oracle), target=towards)
                    if game.board.name(oracle)
                    else phrase("log.oracle_turns_unnamed", target=towards)
                )
        return turned
