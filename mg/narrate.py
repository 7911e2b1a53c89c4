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

Names = Callable[[str], str]  # colour → the seat's name


def place_name(game: Game, place: Space) -> str | None:
    """The first name among the place's spaces (a city is named by a village it covers)."""
    board = game.board
    return next((board.name(s) for s in game.place_spaces(place) if board.name(s)), None)


def place_words(game: Game, space: Space, names: Names) -> str:
    """A village by its name; a city as "Red's city (at Sybaris)"; an oracle by its name."""
    place = game.place_at(space)
    if place is None:
        return f"({space[0]}, {space[1]})"
    named = place_name(game, place)
    owner = game.cities().get(place)
    if owner:
        return f"{names(owner)}'s city" + (f" at {named}" if named else "")
    if place in game.oracles():
        return f"the oracle at {named}" if named else "an oracle"
    return named or "a village"


def road_words(game: Game, space: Space, names: Names) -> str:
    """Where the road through the tile on `space` runs: " joining A and B", " from A", or ""."""
    ends = list(dict.fromkeys(game.road_places(space)))
    words = [place_words(game, p, names) for p in ends]
    if len(words) == 2:
        return f" joining {words[0]} and {words[1]}"
    return f" from {words[0]}" if words else ""


def list_words(items: list[str]) -> str:
    """"A", "A and B", "A, B and C"."""
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


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
        if isinstance(action, PlaceOracle):
            return f"{who} placed an oracle at {game.board.name(action.space) or 'a village'}"
        if isinstance(action, PlaceRoad):
            return f"{who} laid a road{road_words(game, action.space, self.names)}"
        if isinstance(action, PlaceCity):
            name = game.board.name(action.space)
            if facts["kind"] == "found":
                return f"{who} founded a city at {name or 'a village'} (−1)"
            return f"{who} extended their city" + (f" onto {name}" if name else "") + " (−1)"
        if isinstance(action, Draw):
            return f"{who} drew {action.roads} road and {action.cities} city tiles"
        if isinstance(action, BuildMarket):
            return f"{who} built a market in {facts['where']} (−{facts['cost']})"
        if isinstance(action, SellMarket):
            return f"{who} sold a market in {facts['where']} (+{facts['value']})"
        return ""

    def _returned_markets(self, game: Game, action: PlaceCity,
                          facts: dict[str, object]) -> list[str]:
        """R25/R26: a merge of cities, and the second markets that went back to stock."""
        stock, joined = facts["stock"], facts["joined"]
        assert isinstance(stock, dict) and isinstance(joined, list)
        back = [self.names(c) for c, n in game.markets_left.items() if n > stock.get(c, n)]
        returned = [f"{back[0]}'s second market there went back to stock"] if len(back) == 1 \
            else [f"the second markets of {list_words(back)} there went back to stock"] \
            if back else []
        if len(joined) >= 2:
            line = "; ".join([self._merged(facts["who"], joined)] + returned) + " (R26)"
        elif returned:
            took = f"{facts['who']}'s city took in {game.board.name(action.space) or 'a village'}"
            line = "; ".join([took] + returned) + " (R25)"
        else:
            return []
        self.headline = line
        return [line]

    @staticmethod
    def _merged(who: object, joined: list[str | None]) -> str:
        named = [n for n in joined if n]
        if len(named) == len(joined):
            return f"{who}'s cities at {list_words(named)} merged"
        if named:
            return f"{who}'s city at {list_words(named)} merged with another of {who}'s cities"
        return f"{len(joined)} of {who}'s cities merged"

    def _oracle_lines(self, game: Game, facts: dict[str, object]) -> list[str]:
        old = facts["oracles"]
        assert isinstance(old, dict)
        lines = []
        for oracle in game.oracles():
            target = game.oracle_target(oracle)
            if target is not None and target != old.get(oracle) and \
                    game.place_at(old.get(oracle) or oracle) != target:
                name = game.board.name(oracle)
                subject = f"The oracle at {name}" if name else "An oracle"
                lines.append(f"{subject} turns to {place_words(game, target, self.names)}")
        return lines
