"""Every action in words for the game log: "Red founded a city at Sybaris (−1)",
"The oracle at Pandosia turns to Yellow's city at Kroton", "Alice's cities at Kroton and
Sybaris merged; Alice's second market there went back to stock (R26)"."""

from __future__ import annotations

from collections.abc import Callable

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
from mg.i18n import t

Names = Callable[[str], str]  # colour → the seat's name


def place_name(game: Game, place: Space) -> str | None:
    """A place's name: a village's or an oracle's own; a city is named by a village it
    covers, a green-bordered one first (where cities are founded, R21), so that a city
    founded at Kroton stays Kroton when it grows over an inland village."""
    board = game.board
    named = [s for s in game.place_spaces(place) if board.name(s)]
    named.sort(key=lambda s: board.terrain(s) != "green")  # (stable: else the map's order)
    return board.name(named[0]) if named else None


def place_words(game: Game, space: Space, names: Names) -> str:
    """A village by its name; a city as "Red's city (at Sybaris)"; an oracle by its name."""
    place = game.place_at(space)
    if place is None:
        return f"({space[0]}, {space[1]})"
    named = place_name(game, place)
    owner = game.cities().get(place)
    if owner:
        return t("log.place.city", owner=names(owner), name=named) if named \
            else t("log.place.city_unnamed", owner=names(owner))
    if place in game.oracles():
        return t("log.place.oracle", name=named) if named else t("log.place.an_oracle")
    return t("log.place.village", name=named) if named else t("log.place.a_village")


def road_line(game: Game, space: Space, who: object, names: Names) -> str:
    """The road through the tile on `space`: "… laid a road joining A and B", "… from A"."""
    ends = list(dict.fromkeys(game.road_places(space)))
    words = [place_words(game, p, names) for p in ends]
    if len(words) == 2:
        return t("log.road_joining", who=who, a=words[0], b=words[1])
    return t("log.road_from", who=who, a=words[0]) if words else t("log.road", who=who)


def list_words(items: list[str]) -> str:
    """"A", "A and B", "A, B and C"."""
    if len(items) == 1:
        return items[0]
    return t("log.list", first=", ".join(items[:-1]), last=items[-1])


class Narrator:
    """Takes what it needs before an action, then words the action once it is done.

    `headline` is the line of the last action worth the status line too (a merge, R26).
    """

    def __init__(self, names: Names) -> None:
        self.names = names
        self.headline = ""

    def before(self, game: Game, action: object) -> dict[str, object]:
        facts: dict[str, object] = {
            "who": self.names(game.current or ""),
            "oracles": {o: game.oracle_target(o) for o in game.oracles()},
            "stock": dict(game.markets_left),
        }
        if isinstance(action, PlaceCity):
            facts["kind"] = game.city_kind(action.space)
            facts["where"] = place_words(game, action.space, self.names)
            joined = game.cities_next_to(action.space, game.current or "")  # R22/R26
            facts["joined"] = [place_name(game, p) for p in joined]
        elif isinstance(action, BuildMarket):
            facts["cost"] = game.market_cost(game.current or "", action.space)
            facts["where"] = place_words(game, action.space, self.names)
        elif isinstance(action, SellMarket):
            facts["value"] = game.market_value(action.space)
            facts["where"] = place_words(game, action.space, self.names)
        return facts

    def after(self, game: Game, action: object, facts: dict[str, object]) -> list[str]:
        self.headline = ""
        lines = [self._action_line(game, action, facts)]
        if isinstance(action, PlaceCity):
            lines += self._returned_markets(game, action, facts)
        lines += self._oracle_lines(game, facts)
        return [line for line in lines if line]

    def _action_line(self, game: Game, action: object, facts: dict[str, object]) -> str:
        who = facts["who"]
        space = getattr(action, "space", None)
        name = game.board.name(space) if space is not None else None
        if isinstance(action, PlaceOracle):
            return t("log.oracle_placed", who=who, name=name) if name \
                else t("log.oracle_placed_unnamed", who=who)
        if isinstance(action, PlaceRoad):
            return road_line(game, action.space, who, self.names)
        if isinstance(action, PlaceCity):
            kind = "founded" if facts["kind"] == "found" else "extended"
            return t(f"log.city_{kind}", who=who, name=name) if name \
                else t(f"log.city_{kind}_unnamed", who=who)
        if isinstance(action, Draw):
            return t("log.drew", who=who, roads=action.roads, cities=action.cities)
        if isinstance(action, BuildMarket):
            return t("log.built", who=who, where=facts["where"], cost=facts["cost"])
        if isinstance(action, SellMarket):
            return t("log.sold", who=who, where=facts["where"], value=facts["value"])
        return ""

    def _returned_markets(self, game: Game, action: PlaceCity,
                          facts: dict[str, object]) -> list[str]:
        """R25/R26: a merge of cities, and the second markets that went back to stock."""
        stock, joined = facts["stock"], facts["joined"]
        assert isinstance(stock, dict) and isinstance(joined, list)
        back = [self.names(c) for c, n in game.markets_left.items() if n > stock.get(c, n)]
        returned = [t("log.returned_one", name=back[0])] if len(back) == 1 \
            else [t("log.returned_many", names=list_words(back))] if back else []
        if len(joined) >= 2:
            line = "; ".join([self._merged(facts["who"], joined)] + returned) + " (R26)"
        elif returned:
            name = game.board.name(action.space)
            took = t("log.took_in", who=facts["who"], name=name) if name \
                else t("log.took_in_unnamed", who=facts["who"])
            line = "; ".join([took] + returned) + " (R25)"
        else:
            return []
        self.headline = line
        return [line]

    @staticmethod
    def _merged(who: object, joined: list[str | None]) -> str:
        named = [n for n in joined if n]
        if len(named) == len(joined):
            return t("log.merged_all", who=who, places=list_words(named))
        if named:
            return t("log.merged_some", who=who, places=list_words(named))
        return t("log.merged_count", who=who, count=len(joined))

    def _oracle_lines(self, game: Game, facts: dict[str, object]) -> list[str]:
        old = facts["oracles"]
        assert isinstance(old, dict)
        lines = []
        for oracle in game.oracles():
            target = game.oracle_target(oracle)
            if target is not None and target != old.get(oracle) and \
                    game.place_at(old.get(oracle) or oracle) != target:
                name = game.board.name(oracle)
                towards = place_words(game, target, self.names)
                lines.append(t("log.oracle_turns", name=name, target=towards) if name
                             else t("log.oracle_turns_unnamed", target=towards))
        return lines
