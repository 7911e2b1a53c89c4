"""Every action in words for the game log: "Red founded a city at Sybaris (−1)",
"The oracle at Pandosia turns to Yellow's city at Kroton"."""

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
)
from mg.engine.hexgrid import Space, neighbour

Names = Callable[[str], str]  # colour → the seat's name


def place_words(game: Game, space: Space, names: Names) -> str:
    """A village by its name; a city as "Red's city (at Sybaris)"; an oracle by its name."""
    place = game.place_at(space)
    if place is None:
        return f"({space[0]}, {space[1]})"
    board = game.board
    named = next((board.name(s) for s in game.place_spaces(place) if board.name(s)), None)
    owner = game.cities().get(place)
    if owner:
        return f"{names(owner)}'s city" + (f" at {named}" if named else "")
    if place in game.oracles():
        return f"the oracle at {named}" if named else "an oracle"
    return named or "a village"


def near_words(game: Game, space: Space) -> str:
    for d in range(6):
        name = game.board.name(neighbour(space, d))
        if name:
            return f" by {name}"
    return ""


class Narrator:
    """Takes what it needs before an action, then words the action once it is done."""

    def __init__(self, names: Names) -> None:
        self.names = names

    def before(self, game: Game, action: object) -> dict[str, object]:
        facts: dict[str, object] = {
            "who": self.names(game.current or ""),
            "oracles": {o: game.oracle_target(o) for o in game.oracles()},
        }
        if isinstance(action, PlaceCity):
            facts["kind"] = game.city_kind(action.space)
            facts["where"] = place_words(game, action.space, self.names)
        elif isinstance(action, BuildMarket):
            facts["cost"] = game.market_cost(game.current or "", action.space)
            facts["where"] = place_words(game, action.space, self.names)
        elif isinstance(action, SellMarket):
            facts["value"] = game.market_value(action.space)
            facts["where"] = place_words(game, action.space, self.names)
        return facts

    def after(self, game: Game, action: object, facts: dict[str, object]) -> list[str]:
        who = facts["who"]
        lines = []
        if isinstance(action, PlaceOracle):
            name = game.board.name(action.space) or "a village"
            lines.append(f"{who} placed an oracle at {name}")
        elif isinstance(action, PlaceRoad):
            lines.append(f"{who} laid a road{near_words(game, action.space)}")
        elif isinstance(action, PlaceCity):
            name = game.board.name(action.space)
            if facts["kind"] == "found":
                lines.append(f"{who} founded a city at {name or 'a village'} (−1)")
            else:
                at = f" onto {name}" if name else ""
                lines.append(f"{who} extended their city{at} (−1)")
        elif isinstance(action, Draw):
            lines.append(f"{who} drew {action.roads} road and {action.cities} city tiles")
        elif isinstance(action, BuildMarket):
            lines.append(f"{who} built a market in {facts['where']} (−{facts['cost']})")
        elif isinstance(action, SellMarket):
            lines.append(f"{who} sold a market in {facts['where']} (+{facts['value']})")
        old = facts["oracles"]
        assert isinstance(old, dict)
        for oracle in game.oracles():
            target = game.oracle_target(oracle)
            if target is not None and target != old.get(oracle) and \
                    game.place_at(old.get(oracle) or oracle) != target:
                name = game.board.name(oracle)
                subject = f"The oracle at {name}" if name else "An oracle"
                lines.append(f"{subject} turns to {place_words(game, target, self.names)}")
        return lines
