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
from mg.i18n import t
from mg.narrate import Names, place_name, place_words

# The words are the catalogues' "hints.*" keys (mg/locale); the log prefix stays English so
# undo recognises a hint's line in any language.
HINT_PREFIX = "(hint) "  # a game log line that records a hint (kept through undo)
FIRST_REASONS = 2  # at most this many reasons follow the action's words
LOG_LINE_MAX = 280  # a save's log lines are at most 300 characters (mg/session.py)


@dataclass(frozen=True)
class Hint:
    """The advised action and its line of why."""

    action: Action
    why: str
    rule: str | None = None  # the rule it rests on, shown as a small reference


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
    if not reasons:
        return head
    joined = reasons[0] if len(reasons) == 1 else \
        t("hints.two_reasons", first=reasons[0], second=reasons[1])
    return t("hints.why", action=head, reasons=joined)


def hint_rule(game: Game, action: Action) -> str | None:
    """The rule a hint for `action` rests on, worth a small reference after its words: how
    a road connects (R20), founding (R21) or extending (R22) a city, drawing (R13), a market
    built (R29, or R32 when it would stay inactive) or sold (R34)."""
    if isinstance(action, PlaceCity):
        return "R21" if game.city_kind(action.space) == "found" else "R22"
    if isinstance(action, BuildMarket):
        return "R29" if game.market_active(game.current or "", action.space) else "R32"
    rules: dict[type, str] = {PlaceRoad: "R20", Draw: "R13", SellMarket: "R34"}
    return rules.get(type(action))


def log_line(who: str, hint: Hint) -> str:
    """The game log's record of a used hint."""
    what = hint.why[:1].lower() + hint.why[1:]
    return (HINT_PREFIX + t("hints.asked", who=who, what=what))[:LOG_LINE_MAX]


def action_words(before: Game, after: Game, action: Action, names: Names) -> str:
    """What to do, naming the places involved."""
    if isinstance(action, PlaceRoad):
        return road_words(before, after, action, names)
    if isinstance(action, PlaceCity):
        return city_words(before, after, action, names)
    if isinstance(action, Draw):
        return t("hints.draw", tiles=tiles(action.roads, action.cities))
    if isinstance(action, BuildMarket):
        return build_words(before, action, names)
    if isinstance(action, SellMarket):
        value = before.market_value(action.space)
        return t("hints.sell", where=yours(before, action.space, names),
                 value=points(value or 0))
    return t("hints.end_actions") if isinstance(action, EndActions) else \
        t("hints.end_turn") if isinstance(action, EndTurn) else ""


def tiles(roads: int, cities: int) -> str:
    """"2 road tiles", "1 city tile", "1 road tile and 2 city tiles"."""
    road = t(f"hints.tiles_road_{'one' if roads == 1 else 'many'}", n=roads)
    city = t(f"hints.tiles_city_{'one' if cities == 1 else 'many'}", n=cities)
    if roads and cities:
        return t("hints.tiles_both", roads=road, cities=city)
    return road if roads else city


def road_words(before: Game, after: Game, action: PlaceRoad, names: Names) -> str:
    """"Lay a road joining A and B" / "… from A" for the places the new road's ends reach."""
    ends = list(dict.fromkeys(after.road_places(action.space)))
    words = [yours(before, p, names) for p in ends]
    if len(words) >= 2:
        return t("hints.road_joining", a=words[0], b=words[1])
    return t("hints.road_from", a=words[0]) if words else t("hints.road")


def yours(game: Game, space: tuple[int, int], names: Names) -> str:
    """A place in the words of the player to move: "your city at Kroton", "Sybaris"."""
    place = game.place_at(space)
    if place is None or game.cities().get(place) != game.current:
        return place_words(game, space, names)
    name = place_name(game, place)
    return t("hints.your_city", name=name) if name else t("hints.your_city_unnamed")


def city_words(before: Game, after: Game, action: PlaceCity, names: Names) -> str:
    """Found a city on a village, or extend one (onto a village, if it covers one)."""
    village = before.board.name(action.space)
    if before.city_kind(action.space) == "found":
        return t("hints.found", where=village or place_words(before, action.space, names))
    city = place_name(after, after.place_at(action.space) or action.space) or "?"
    return t("hints.extend_onto", city=city, where=village) if village \
        else t("hints.extend", city=city)


def build_words(game: Game, action: BuildMarket, names: Names) -> str:
    """A market's cost and what it will sell for, warned when it would be inactive."""
    me = game.current or ""
    where = yours(game, action.space, names)
    key = "hints.build" if game.market_active(me, action.space) else "hints.build_inactive"
    return t(key, where=where, cost=points(game.market_cost(me, action.space) or 0),
             value=points(game.market_value(action.space) or 0))


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
            name = place_name(after, oracle)  # "Pandosia"
            key = ("hints.takes" if was else "hints.wins") + ("" if name else "_unnamed")
            lines.append(t(key, name=name, owner=names(was) if was else ""))
    return lines


def points(n: int) -> str:
    """"1 point", "3 points"."""
    return t("hints.points_one" if n == 1 else "hints.points_many", n=n)


def city_gains(before: Game, after: Game, me: str) -> list[str]:
    """R20/R33: the player's cities connected to more places, and their markets' gain."""
    lines = []
    mine = dict.fromkeys(after.place_at(s) for s, owner in after.cities().items() if owner == me)
    for city in (c for c in mine if c is not None):
        had = before.place_at(city) in before.cities()
        more = len(after.connections(city)) - (len(before.connections(city)) if had else 0)
        count = "one" if more == 1 else "many"
        if more > 0 and had:
            gain = (after.market_value(city) or 0) - (before.market_value(city) or 0)
            lines.append(t(f"hints.connects_{count}", city=place_name(after, city) or "?",
                           more=more, gain=points(gain)))
        elif more > 0:
            lines.append(t(f"hints.links_{count}", n=more))
    return lines


def market_gains(before: Game, after: Game, me: str, names: Names) -> list[str]:
    """R32: the player's unsold markets that become active."""
    return [t("hints.activates", where=yours(after, place, names))
            for place in after.places()
            if before.markets_at(place).get(me) == "unsold"
            and after.market_active(me, place) and not before.market_active(me, place)]
