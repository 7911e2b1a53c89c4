"""A hint for the player to move: the action a good player would take next and one line of
why, built from the engine's facts ("Lay a road joining your city at Kroton and Sybaris:
connects your city at Kroton to 1 more place, its markets gain 1 point"). No pygame here."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from mg.engine import (
    Action,
    BuildMarket,
    Draw,
    EndActions,
    EndTurn,
    Game,
    PlaceCity,
    PlaceRoad,
    SellMarket,
)
from mg.narrate import Names, place_name, place_words

# Every player-visible sentence of hints, in one place (to be translated later).
HINT_PREFIX = "(hint) "  # a game log line that records a hint (kept through undo)
ASKED = "{who} asked for a hint: {what}"
ROAD = "Lay a road{where}"
FOUND = "Found a city at {where} (its market comes free, R31)"
EXTEND = "Extend your city at {city}{onto}"
ONTO = " onto {where}"
DRAW = "Draw {tiles} (drawing ends your actions, R13)"
TILES = (("{n} road tile", "{n} road tiles"), ("{n} city tile", "{n} city tiles"))
AND = " and "
END_ACTIONS = "End your actions: no placement gains you more now"
BUILD = "Build a market in {where} for {cost}: worth {value} now"
POINTS = ("{n} point", "{n} points")
INACTIVE = ", but inactive until a road joins it to your city (R32)"
SELL = "Sell your market in {where} for {value} (R34)"
END_TURN = "End your turn: no market to build or sell pays now"
CONNECTS = "connects your city at {city} to {more} more {places}: its markets gain {gain}"
TAKES = "takes {oracle} from {owner}"
WINS = "wins {oracle}"
LINKS = "your new city starts with {n} {places}"
ACTIVATES = "makes your market in {where} active (R32)"
MISSING = "No hint now: nobody of yours has to move."
FIRST_REASONS = 2  # at most this many reasons follow the action's words
LOG_LINE_MAX = 280  # a save's log lines are at most 300 characters (mg/session.py)


@dataclass(frozen=True)
class Hint:
    """The advised action and its line of why."""

    action: Action
    why: str


def choose(game: Game, plan: Sequence[Action]) -> Action | None:
    """The first action of a planned turn, if it is legal here; else the first legal one."""
    if plan and game.why_illegal(plan[0]) is None:
        return plan[0]
    legal = game.legal_actions()
    return legal[0] if legal else None


def explain(game: Game, action: Action, names: Names) -> str:
    """One line: what to do and why, in a player's words (the game is not changed)."""
    after = game.copy()
    after.apply(action)
    head = action_words(game, after, action, names)
    reasons = gains(game, after, game.current or "", names)[:FIRST_REASONS]
    return head + (": " + "; ".join(reasons) if reasons else "")


def log_line(who: str, hint: Hint) -> str:
    """The game log's record of a used hint."""
    what = hint.why[:1].lower() + hint.why[1:]
    return (HINT_PREFIX + ASKED.format(who=who, what=what))[:LOG_LINE_MAX]


def action_words(before: Game, after: Game, action: Action, names: Names) -> str:
    """What to do, naming the places involved."""
    if isinstance(action, PlaceRoad):
        return ROAD.format(where=road_where(before, after, action, names))
    if isinstance(action, PlaceCity):
        return city_words(before, after, action, names)
    if isinstance(action, Draw):
        counts = zip((action.roads, action.cities), TILES, strict=True)
        return DRAW.format(tiles=AND.join(words[n != 1].format(n=n) for n, words in counts
                                          if n))
    if isinstance(action, BuildMarket):
        return build_words(before, action, names)
    if isinstance(action, SellMarket):
        value = before.market_value(action.space)
        return SELL.format(where=yours(before, action.space, names), value=points(value or 0))
    return END_ACTIONS if isinstance(action, EndActions) else \
        END_TURN if isinstance(action, EndTurn) else ""


def road_where(before: Game, after: Game, action: PlaceRoad, names: Names) -> str:
    """" joining A and B" / " from A" for the places the new road's ends reach."""
    ends = list(dict.fromkeys(after.road_places(action.space)))
    words = [yours(before, p, names) for p in ends]
    if len(words) >= 2:
        return f" joining {words[0]} and {words[1]}"
    return f" from {words[0]}" if words else ""


def yours(game: Game, space: tuple[int, int], names: Names) -> str:
    """A place in the words of the player to move: "your city at Kroton", "Sybaris"."""
    words = place_words(game, space, names)
    mine = names(game.current or "") + "'s city"
    return "your city" + words[len(mine):] if words.startswith(mine) else words


def city_words(before: Game, after: Game, action: PlaceCity, names: Names) -> str:
    """Found a city on a village, or extend one (onto a village, if it covers one)."""
    village = before.board.name(action.space)
    if before.city_kind(action.space) == "found":
        return FOUND.format(where=village or place_words(before, action.space, names))
    city = place_name(after, after.place_at(action.space) or action.space) or "?"
    return EXTEND.format(city=city, onto=ONTO.format(where=village) if village else "")


def build_words(game: Game, action: BuildMarket, names: Names) -> str:
    """A market's cost and what it will sell for, warned when it would be inactive."""
    me = game.current or ""
    where = yours(game, action.space, names)
    text = BUILD.format(where=where, cost=points(game.market_cost(me, action.space) or 0),
                        value=points(game.market_value(action.space) or 0))
    return text if game.market_active(me, action.space) else text + INACTIVE


def gains(before: Game, after: Game, me: str, names: Names) -> list[str]:
    """Why it pays: oracles taken, cities better connected, markets made active."""
    return oracle_gains(before, after, me, names) + city_gains(before, after, me) \
        + market_gains(before, after, me, names)


def oracle_gains(before: Game, after: Game, me: str, names: Names) -> list[str]:
    """R35: oracles that turn to the player's cities."""
    lines = []
    for oracle in after.oracles():
        was, now = before.oracle_controller(oracle), after.oracle_controller(oracle)
        if now == me and was != me:
            name = place_words(after, oracle, names)  # "the oracle at Pandosia"
            lines.append(TAKES.format(oracle=name, owner=names(was)) if was
                         else WINS.format(oracle=name))
    return lines


def points(n: int) -> str:
    """"1 point", "3 points"."""
    return POINTS[n != 1].format(n=n)


def city_gains(before: Game, after: Game, me: str) -> list[str]:
    """R20/R33: the player's cities connected to more places, and their markets' gain."""
    lines = []
    mine = dict.fromkeys(after.place_at(s) for s, owner in after.cities().items() if owner == me)
    for city in (c for c in mine if c is not None):
        had = before.place_at(city) in before.cities()
        more = len(after.connections(city)) - (len(before.connections(city)) if had else 0)
        places = "place" if more == 1 else "places"
        if more > 0 and had:
            gain = (after.market_value(city) or 0) - (before.market_value(city) or 0)
            lines.append(CONNECTS.format(city=place_name(after, city) or "?", more=more,
                                         places=places, gain=points(gain)))
        elif more > 0:
            lines.append(LINKS.format(n=more, places=f"connected {places}"))
    return lines


def market_gains(before: Game, after: Game, me: str, names: Names) -> list[str]:
    """R32: the player's unsold markets that become active."""
    return [ACTIVATES.format(where=yours(after, place, names))
            for place in after.places()
            if before.markets_at(place).get(me) == "unsold"
            and after.market_active(me, place) and not before.market_active(me, place)]
