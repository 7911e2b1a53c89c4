"""Refusals as data: the rule, a message key and its parameters, so that a user interface can
word them in any language; `text()` gives the engine's own English (what `why_illegal` says)."""

from __future__ import annotations

from dataclasses import dataclass

Param = int | str

#: Every refusal the rules can give: key -> (rule id, English text with {named} parameters).
ENGLISH: dict[str, tuple[str, str]] = {
    "not_an_action": ("R39", "not a Magna Grecia action"),
    "game_over": ("R6", "the game is over"),
    "oracles_placed": ("R4", "the oracles were all placed before round 1"),
    "oracle_off_board": ("R4", "an oracle must go on a village of the board"),
    "oracle_on_land": ("R4", "an oracle must go on a village"),
    "oracle_taken": ("R4", "that village already holds an oracle"),
    "oracle_on_green": ("R4", "oracles go on villages without a green border"),
    "oracles_first": ("R4", "first place the oracles"),
    "actions_over": ("R10", "the actions phase is over; build or sell a market, or end the turn"),
    "road_shape": ("R16", "a road tile has two ends, each a direction 0-5"),
    "road_same_side": ("R16", "a road tile's two ends must face different sides"),
    "road_sharp_bend": ("R16", "a road tile is straight or a gentle curve; there is no sharp bend"),
    "road_off_board": ("R16", "a road tile must go on a land space of the board"),
    "road_not_land": ("R16", "a road tile goes on land, not on a village or oracle"),
    "road_occupied": ("R16", "that space is already occupied"),
    "road_unanchored": (
        "R17",
        "a road must start at a city, at your own road's end, or at a "
        "village or oracle your roads reach",
    ),
    "no_roads_in_hand": ("R2", "you have no road tiles in hand"),
    "no_more_roads": (
        "R12",
        "no more road tiles this turn (placed {roads_placed} of {roads} "
        "roads, {cities_placed} of {cities} cities)",
    ),
    "no_more_cities": (
        "R12",
        "no more city tiles this turn (placed {roads_placed} of {roads} "
        "roads, {cities_placed} of {cities} cities)",
    ),
    "road_blocks_cover": (
        "R23",
        "another road would leave you unable to cover a village your city touches",
    ),
    "city_off_board": ("R21", "a city tile must go on a space of the board"),
    "no_cities_in_hand": ("R2", "you have no city tiles in hand"),
    "city_no_points": ("R24", "a city tile costs 1 point and you have none"),
    "city_cannot_cover": (
        "R23",
        "a city may not stay next to a village; you could not cover "
        "every village it touches this turn",
    ),
    "grow_onto_oracle": ("R23", "a city may not grow onto an oracle"),
    "grow_onto_occupied": ("R23", "a city may not grow onto an occupied space"),
    "grow_next_to_oracle": ("R23", "a city may not grow next to an oracle"),
    "grow_next_to_city": ("R23", "a city may not grow next to another colour's city"),
    "found_on_oracle": ("R21", "a city cannot be founded on an oracle"),
    "found_occupied": ("R21", "that space is already occupied"),
    "city_on_land": ("R22", "a city tile on land must extend one of your own cities"),
    "one_founding": ("R21", "you may found only one city per turn"),
    "found_unreached": (
        "R21",
        "found a city on a green-bordered village or one your own road reaches",
    ),
    # Ending the actions phase or drawing is refused under R23, not R27: R27 only defers
    # to "R23's village check", and R23 is the rule that says no extending tile may touch
    # an uncovered village at the end of the actions phase, and how to get out (cover it).
    # The panel's "still cover" line and the village's tooltip cite R23 too: one situation,
    # one rule.
    "cover_first": (
        "R23",
        "first cover the village next to the city tile you placed this turn",
    ),
    "draw_whole": ("R13", "draw a whole number of road and city tiles"),
    "draw_none": ("R13", "draw at least one tile, or end the actions phase instead"),
    "draw_reserve": ("R13", "your reserve holds only {roads} road and {cities} city tiles"),
    "draw_used_up": (
        "R11",
        "what you placed this turn used your two actions (or a raised one); no draw",
    ),
    "draw_limit": ("R12", "you may draw at most {limit} tiles now"),
    "markets_later": (
        "R10",
        "markets come after the actions phase; draw or end your actions first",
    ),
    "one_market_action": ("R28", "only one market action per turn"),
    "market_place": ("R29", "a market is built in a village or a city"),
    "market_at_oracle": ("R29", "no market can be built at an oracle"),
    "market_own_city": (
        "R29",
        "build markets in villages or in other colours' cities, not your own",
    ),
    "market_twice": ("R30", "you already have a market there (a sold one still counts)"),
    "no_markets_left": ("R1", "you have no markets left"),
    "market_cost": ("R3", "that market costs {cost} points and you have {score}"),
    "no_market_there": ("R34", "you have no market there"),
    "market_sold": ("R34", "that market is already sold"),
    "sell_inactive": (
        "R34",
        "only an active market can be sold (R32: connect it to your own city)",
    ),
    "end_actions_first": ("R10", "end the actions phase first (draw or end actions)"),
    "nothing_to_undo": ("R40", "nothing to undo in this turn"),
}


@dataclass(frozen=True)
class Refusal:
    """Why an action is refused: the rule id, a message key (of ENGLISH) and its parameters."""

    rule: str
    key: str
    params: tuple[tuple[str, Param], ...] = ()

    @property
    def args(self) -> dict[str, Param]:
        """The parameters by name."""
        return dict(self.params)

    def text(self) -> str:
        """The English reason, rule id first ("R23: a city may not grow next to an oracle")."""
        return f"{self.rule}: {ENGLISH[self.key][1].format(**self.args)}"


def refuse(key: str, **params: Param) -> Refusal:
    """The refusal `key` (of ENGLISH) with its parameters."""
    return Refusal(ENGLISH[key][0], key, tuple(sorted(params.items())))
