"""A hint for the player to move: the action a good player would take next and one line of
why, built from the engine's facts ("Lay a road joining your city at Kroton and Sybaris:
connects your city at Kroton to 1 more place, its markets gain 1 point") as a phrase (data,
worded where it is shown, and recorded so in the game log). No pygame here."""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass

from mg.engine import (
    Action,
    BuildMarket,
    Draw,
    EndActions,
    Game,
    PlaceCity,
    PlaceRoad,
    SellMarket,
    Space,
    neighbour,
)
from mg.text.game_log import Phrase, PlaceRef, SeatRef, phrase
from mg.text.log_words import Wording
from mg.text.narrate import Names, place_phrase, place_ref

# The words are the catalogues' "hints.*" keys (mg/locale).
FIRST_REASONS = 2  # at most this many reasons follow the action's words


@dataclass(frozen=True)
class Hint:
    """The advised action and its line of why (a phrase: worded where it is shown)."""

    action: Action
    why: Phrase
    rule: str | None = None  # the rule it rests on, shown as a small reference


def choose(game: Game, plan: Sequence[Action]) -> Action | None:
    """The first action of a planned turn, if it is legal here; else the first legal one."""
    if plan and game.why_illegal(plan[0]) is None:
        return plan[0]
    legal = game.legal_actions()
    return legal[0] if legal else None


def reason(game: Game, action: Action) -> Phrase:
    """What to do and why, as a phrase (the game is not changed)."""
    after = game.copy()
    after.apply(action)
    head = action_words(game, after, action)
    reasons = gains(game, after, game.player_to_act)[:FIRST_REASONS]
    if not reasons and isinstance(action, PlaceRoad):
        reasons = heading(after, action)  # a road that connects nothing yet: where it goes
    if not reasons:
        return head
    joined = (
        reasons[0]
        if len(reasons) == 1
        else phrase("hints.two_reasons", first=reasons[0], second=reasons[1])
    )
    return phrase("hints.why", action=head, reasons=joined)


def explain(game: Game, action: Action, names: Names) -> str:
    """One line: what to do and why, in a player's words (the game is not changed)."""
    return Wording(names, game.board).text(reason(game, action))


def hint_rule(game: Game, action: Action) -> str | None:
    """The rule a hint for `action` rests on, worth a small reference after its words: how
    a road connects (R20), founding (R21) or extending (R22) a city, drawing (R13), a market
    built (R29, or R32 when it would stay inactive) or sold (R34)."""
    if isinstance(action, PlaceCity):
        return "R21" if game.city_kind(action.space) == "found" else "R22"
    if isinstance(action, BuildMarket):
        return "R29" if game.market_active(game.player_to_act, action.space) else "R32"
    rules: dict[type, str] = {PlaceRoad: "R20", Draw: "R13", SellMarket: "R34"}
    return rules.get(type(action))


def action_words(before: Game, after: Game, action: Action) -> Phrase:
    """What to do, naming the places involved."""
    if isinstance(action, PlaceRoad):
        return road_words(before, after, action)
    if isinstance(action, PlaceCity):
        return city_words(before, after, action)
    if isinstance(action, Draw):
        return phrase("hints.draw", tiles=tiles(action.roads, action.cities))
    if isinstance(action, BuildMarket):
        return build_words(before, action)
    if isinstance(action, SellMarket):
        value = before.market_value(action.space)
        return phrase("hints.sell", where=yours(before, action.space), value=points(value or 0))
    return (
        phrase("hints.end_actions") if isinstance(action, EndActions) else phrase("hints.end_turn")
    )


def tiles(roads: int, cities: int) -> Phrase:
    """ "2 road tiles", "1 city tile", "1 road tile and 2 city tiles"."""
    road = phrase(f"hints.tiles_road_{'one' if roads == 1 else 'many'}", n=roads)
    city = phrase(f"hints.tiles_city_{'one' if cities == 1 else 'many'}", n=cities)
    if roads and cities:
        return phrase("hints.tiles_both", roads=road, cities=city)
    return road if roads else city


def road_words(before: Game, after: Game, action: PlaceRoad) -> Phrase:
    """ "Lay a road joining A and B" / "… from A" for the places the new road's ends reach."""
    ends = list(dict.fromkeys(after.road_places(action.space)))
    places = [yours(before, p) for p in ends]
    if len(places) >= 2:
        return phrase("hints.road_joining", a=places[0], b=places[1])
    return phrase("hints.road_from", a=places[0]) if places else phrase("hints.road")


def yours(game: Game, space: tuple[int, int]) -> Phrase:
    """A place in the words of the player to move: "your city at Kroton", "Sybaris"."""
    place = game.place_at(space)
    if place is None or game.cities().get(place) != game.current:
        return place_phrase(game, space)
    name = place_ref(game, place)
    return phrase("hints.your_city", name=name) if name else phrase("hints.your_city_unnamed")


def city_ref(game: Game, space: tuple[int, int]) -> PlaceRef:
    """The city on `space` by a named space of it (worded "?" when none is named)."""
    place = game.place_at(space) or space
    return place_ref(game, place) or PlaceRef(place)


def city_words(before: Game, after: Game, action: PlaceCity) -> Phrase:
    """Found a city on a village, or extend one (onto a village, if it covers one)."""
    village = PlaceRef(action.space) if before.board.name(action.space) else None
    if before.city_kind(action.space) == "found":
        return phrase("hints.found", where=village or place_phrase(before, action.space))
    city = city_ref(after, action.space)
    return (
        phrase("hints.extend_onto", city=city, where=village)
        if village
        else phrase("hints.extend", city=city)
    )


def build_words(game: Game, action: BuildMarket) -> Phrase:
    """A market's cost and what it will sell for, warned when it would be inactive."""
    me = game.player_to_act
    where = yours(game, action.space)
    key = "hints.build" if game.market_active(me, action.space) else "hints.build_inactive"
    return phrase(
        key,
        where=where,
        cost=points(game.market_cost(me, action.space) or 0),
        value=points(game.market_value(action.space) or 0),
    )


def gains(before: Game, after: Game, me: str) -> list[Phrase]:
    """Why it pays: oracles taken, cities better connected, markets made active."""
    return (
        oracle_gains(before, after, me)
        + city_gains(before, after, me)
        + market_gains(before, after, me)
    )


def oracle_gains(before: Game, after: Game, me: str) -> list[Phrase]:
    """R35: oracles that turn to the player's cities."""
    found = []
    for oracle in after.oracles():
        was, now = before.oracle_controller(oracle), after.oracle_controller(oracle)
        if now == me and was != me:
            name = place_ref(after, oracle)  # "Pandosia"
            key = ("hints.takes" if was else "hints.wins") + ("" if name else "_unnamed")
            params = {"name": name} if name else {}
            found.append(
                phrase(key, owner=SeatRef(was), **params) if was else phrase(key, **params)
            )
    return found


def points(n: int) -> Phrase:
    """ "1 point", "3 points"."""
    return phrase("hints.points_one" if n == 1 else "hints.points_many", n=n)


def city_gains(before: Game, after: Game, me: str) -> list[Phrase]:
    """R20/R33: the player's cities connected to more places, and their markets' gain."""
    found = []
    mine = dict.fromkeys(after.place_at(s) for s, owner in after.cities().items() if owner == me)
    for city in (c for c in mine if c is not None):
        had = before.place_at(city) in before.cities()
        more = len(after.connections(city)) - (len(before.connections(city)) if had else 0)
        count = "one" if more == 1 else "many"
        if more > 0 and had:
            gain = (after.market_value(city) or 0) - (before.market_value(city) or 0)
            found.append(
                phrase(
                    f"hints.connects_{count}",
                    city=city_ref(after, city),
                    more=more,
                    gain=points(gain),
                )
            )
        elif more > 0:
            found.append(phrase(f"hints.links_{count}", n=more))
    return found


def market_gains(before: Game, after: Game, me: str) -> list[Phrase]:
    """R32: the player's unsold markets that become active."""
    return [
        phrase("hints.activates", where=yours(after, place))
        for place in after.places()
        if before.markets_at(place).get(me) == "unsold"
        and after.market_active(me, place)
        and not before.market_active(me, place)
    ]


def heading(after: Game, action: PlaceRoad) -> list[Phrase]:
    """R20: where a road that connects nothing new yet heads — the nearest place its open end
    could still connect to the player's city, and how many more road tiles reach it over
    empty land ("heads for the oracle at Siris, 2 tiles away"); none when it can't."""
    goals = goals_of(after, after.road_places(action.space))
    land = empty_land(after)
    starts = [s for s in (neighbour(action.space, d) for d in action.ends) if s in land]
    found = nearest(after, starts, goals, land) if goals else None
    if found is None:
        return []
    place, tiles_left = found
    return [phrase("hints.heads_for", place=yours(after, place), count=tiles_left)]


def goals_of(game: Game, reached: list[Space]) -> set[Space]:
    """The places a road reaching `reached` would connect anew to a city of the player
    (R20, R33): from their city, every place not yet connected to it; from another place,
    their cities not yet connected to that place."""
    me = game.player_to_act
    mine = {p for p in (game.place_at(s) for s, c in game.cities().items() if c == me) if p}
    goals: set[Space] = set()
    for place in reached:
        if place in mine:
            goals |= set(game.places()) - game.connections(place) - {place}
        else:
            goals |= {c for c in mine if place not in game.connections(c)}
    return goals


def empty_land(game: Game) -> set[Space]:
    """The spaces a road tile could still lie on: land, no place, no road (R16)."""
    roads = game.roads()
    return {s for s in game.board.spaces if game.place_at(s) is None and s not in roads}


def nearest(
    game: Game, starts: list[Space], goals: set[Space], land: set[Space]
) -> tuple[Space, int] | None:
    """The goal a road laid over `land` from `starts` reaches with the fewest tiles (a tile
    on a start counts), and that number; None when none is reachable."""
    seen, queue = set(starts), deque((s, 1) for s in starts)
    while queue:
        space, tiles_laid = queue.popleft()
        around = [neighbour(space, d) for d in range(6)]
        goal = next((p for p in map(game.place_at, around) if p in goals), None)
        if goal is not None:
            return goal, tiles_laid
        for there in around:
            if there in land and there not in seen:
                seen.add(there)
                queue.append((there, tiles_laid + 1))
    return None
