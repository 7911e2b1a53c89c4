"""A hint for the player to move: the action a good player would take next and its line of
why, built from the engine's facts ("Lay a road joining your city at Kroton and Sybaris:
connects your city at Kroton to 1 more place, so its markets gain 1 point") as a phrase
(data, worded where it is shown, and recorded so in the game log). Every hint says why:
what the action gains at once, where a road heads, what the turn it begins gains, or what it
does for the turns ahead (`why`). No pygame here."""

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
    Space,
)
from mg.text.game_log import Phrase, PlaceRef, SeatRef, phrase
from mg.text.hint_roads import cuts_off, heading, heading_to_found
from mg.text.log_words import Wording
from mg.text.narrate import Names, place_phrase, place_ref, road_ends, tiles

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


def reason(game: Game, action: Action, plan: Sequence[Action] = ()) -> Phrase:
    """What to do and why, as a phrase (the game is not changed); `plan`: the whole turn
    the action begins, when the bot planned one (its later gains are a reason too)."""
    after = game.copy()
    after.apply(action)
    head = action_words(game, after, action)
    reasons = why(game, after, action, plan)[:FIRST_REASONS]
    if not reasons:
        return head  # its own words say why (a market's worth, nothing better to do)
    joined = (
        reasons[0]
        if len(reasons) == 1
        else phrase("hints.two_reasons", first=reasons[0], second=reasons[1])
    )
    return phrase("hints.why", action=head, reasons=joined)


def why(before: Game, after: Game, action: Action, plan: Sequence[Action]) -> list[Phrase]:
    """Why `action` pays, most telling first: what it gains at once; for a road, where it
    heads; what the turn it begins gains; else what it does for the turns ahead. Never
    empty for a placement or a draw (a market's and an ending's words say why already)."""
    if isinstance(action, BuildMarket | SellMarket | EndActions | EndTurn):
        return []
    me = before.player_to_act
    found = gains(before, after, me)
    if isinstance(action, PlaceCity) and before.city_kind(action.space) == "found":
        found += free_market(before, after, action)
    if not found and isinstance(action, PlaceRoad):
        found = heading(after, action, yours)
    if not found:
        found = later_gains(before, action, plan)
    return found or for_later(before, after, action)


def later_gains(game: Game, action: Action, plan: Sequence[Action]) -> list[Phrase]:
    """What the rest of the planned turn `action` begins gains, said as such ("… (with
    the moves after it)"); none when `action` is not where the plan begins."""
    if not plan or plan[0] != action:
        return []
    me, end = game.player_to_act, game.copy()
    for step in plan:
        if end.is_over() or end.current_player != me or end.why_illegal(step) is not None:
            break
        end.apply(step)
    return [phrase("hints.with_next", reasons=r) for r in gains(game, end, me)]


def for_later(before: Game, after: Game, action: Action) -> list[Phrase]:
    """What a placement or a draw that gains nothing now does for the turns ahead."""
    if isinstance(action, Draw):
        hand = after.hand[before.player_to_act]
        return [phrase("hints.hand_after", tiles=tiles(*hand))]
    if isinstance(action, PlaceRoad):
        return (
            heading_to_found(after, action, yours)
            or cuts_off(before, action)
            or [phrase("hints.best_found")]
        )
    if isinstance(action, PlaceCity) and before.city_kind(action.space) == "found":
        return [phrase("hints.city_base")]
    if isinstance(action, PlaceCity):
        return (
            to_cover(before, after)
            or grows(before, after, action.space)
            or [phrase("hints.best_found")]
        )
    return []


def free_market(before: Game, after: Game, action: PlaceCity) -> list[Phrase]:
    """R21, R31: the founder's market, free, when one comes with the city."""
    me = before.player_to_act
    came = after.markets_at(action.space).get(me) and not before.markets_at(action.space).get(me)
    return [phrase("hints.free_market")] if came else []


def to_cover(before: Game, after: Game) -> list[Phrase]:
    """R23, R25: a village the extension now touches, to be covered (and taken in) this
    turn."""
    new = [v for v in after.villages_to_cover() if v not in before.villages_to_cover()]
    return [phrase("hints.then_cover", place=place_phrase(after, new[0]))] if new else []


def grows(before: Game, after: Game, space: Space) -> list[Phrase]:
    """R29: what a market in the grown city then costs another player (the engine's price
    for the first other player who could build one there); none when nobody could."""
    city = after.place_at(space) or space
    me = before.player_to_act
    costs = (after.market_cost(c, city) for c in after.players if c != me)
    cost = next((c for c in costs if c is not None), None)
    if cost is None:
        return []
    return [phrase("hints.grows", city=city_ref(after, space), cost=points(cost))]


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


def road_words(before: Game, after: Game, action: PlaceRoad) -> Phrase:
    """ "Lay a road joining A and B" / "… from A" for the places the new road's ends reach
    (another player's city last: its owner's name ends the sentence)."""
    me = before.player_to_act
    ends = road_ends(after, action.space, me)
    places = [yours(before, p, inner=k < len(ends) - 1) for k, p in enumerate(ends)]
    if len(places) >= 2:
        return phrase("hints.road_joining", a=places[0], b=places[1])
    return phrase("hints.road_from", a=places[0]) if places else phrase("hints.road")


def yours(game: Game, space: tuple[int, int], inner: bool = False) -> Phrase:
    """A place in the words of the player to move: "your city at Kroton", "Sybaris",
    "Elea, the city of Bob" (`inner`: more words follow it, see `place_phrase`)."""
    place = game.place_at(space)
    if place is None or game.cities().get(place) != game.current:
        return place_phrase(game, space, inner=inner)
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
