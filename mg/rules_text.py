"""The rules in short, by id (the ids every refusal message cites); shown by the help
overlay (F1 or ?)."""

from __future__ import annotations

SECTIONS: list[tuple[str, list[tuple[str, str, str]]]] = [
    ("Setting up", [
        ("R1", "Players", "2-4 players: yellow, orange, brown, red. Each has 20 road tiles, "
               "20 city tiles and 20 markets."),
        ("R2", "Hand and reserve", "You start with 4 road and 4 city tiles in hand, the rest in "
               "your reserve. Only tiles in hand can be placed."),
        ("R3", "Points", "15 points with 4 players, 12 with 3, 10 with 2. Points are score and "
               "money; you can never spend more than you have."),
        ("R4", "Oracles", "9 oracles with 4 players, 7 with 2-3, placed in turn before round 1 "
               "on villages without a green border (or at random)."),
        ("R5", "Action cards", "12 cards, one per round; each block of 4 rounds has one card of "
               "each border colour. This round's and next round's cards are public."),
        ("R6", "Length", "12 rounds, or 8 in the beginner game."),
    ]),
    ("The board", [
        ("R7", "Spaces", "Land, villages (green-bordered ones on the coast) and sea. Villages "
               "belong to nobody."),
        ("R8", "Places", "Villages, oracles and cities are places. A city is all touching city "
               "tiles of one colour: one place however big."),
    ]),
    ("Your turn", [
        ("R9", "Order", "Players act in the order shown on the round's card."),
        ("R10", "Phases", "First actions, then the market phase (build, sell or neither), "
                "then End turn."),
        ("R11", "Two actions", "Use two of the card's three actions (roads, cities, draw) at "
                "their values, or one of them raised: roads and cities +1, draw 2>3>5>7."),
        ("R12", "No need to choose", "You just play; an action is allowed while some choice "
                "of actions still fits what you did. The panel shows what is left."),
        ("R13", "Drawing", "Draw up to the limit from your reserve, any mix; drawing ends your "
                "actions."),
        ("R14", "Less is fine", "Every number is a maximum; you may do less or nothing."),
        ("R15", "Any order", "Place roads and cities in any order, mixed."),
    ]),
    ("Roads", [
        ("R16", "Road tiles", "A road tile fills an empty land space: straight, or a gentle "
                "curve (no sharp bend). Roads cost nothing."),
        ("R17", "Where roads start", "One end of a new road tile must face a city (any colour), "
                "the open end of your own road, or a village or oracle your road reaches."),
        ("R18", "Joining", "Your tiles whose ends face each other join. You never extend "
                "another player's road. Dead ends are allowed."),
        ("R19", "Blocking", "You may place a tile where another player's road would go on."),
        ("R20", "Connections", "Two places are directly connected when a road runs from one "
                "to the other with no place between. Colour does not matter; two roads "
                "between the same places count once."),
    ]),
    ("Cities", [
        ("R21", "Founding", "Found a city on a green-bordered village, or on a village your "
                "own road reaches; one founding a turn; you get a free market there."),
        ("R22", "Extending", "A tile next to your own city extends it (also onto a village). "
                "Never another player's city."),
        ("R23", "Where cities may not grow", "Not onto or next to an oracle, not next to "
                "another player's city, not onto a road; and not left next to a village you "
                "do not cover this turn. The founding tile is exempt."),
        ("R24", "Cost", "Every city tile costs 1 point."),
        ("R25", "Villages absorbed", "A village covered by a city keeps its markets and its "
                "roads: they become the city's."),
        ("R26", "Merging", "Touching cities of one colour merge; a player left with two "
                "markets in it gives one back (a sold one first)."),
        ("R27", "Finishing", "You cannot end your actions while a village next to this "
                "turn's city tiles is still uncovered."),
    ]),
    ("Markets", [
        ("R28", "One market action", "Build one market or sell one market per turn, or "
                "neither."),
        ("R29", "Building", "In a village or another player's city. Cost: a village 1, a city "
                "1 per tile; plus 1 per unsold market already there."),
        ("R30", "One each", "One market per player per place, for ever: a sold one still "
                "counts."),
        ("R31", "Free market", "Founding a city gives its market free; that is not your "
                "market action."),
        ("R32", "Active", "A market counts only if it is in your own city or directly "
                "connected to one of your cities."),
        ("R33", "Value", "A market is worth the number of places directly connected to its "
                "place."),
        ("R34", "Selling", "Lay one of your active markets on its side for its value now. It "
                "never scores again."),
    ]),
    ("Oracles and the end", [
        ("R35", "Control", "An oracle points at the connected city with the most connections; "
                "it only turns for a city with strictly more. Villages never control oracles."),
        ("R36", "When", "Oracles are checked after every single tile."),
        ("R37", "Final scoring", "Sold and inactive markets are removed, the rest score their "
                "value, then each oracle gives 4 points to its city's owner."),
        ("R38", "Winner", "Most points; on a tie, most road and city tiles left; then a shared "
                "victory."),
    ]),
    ("This game", [
        ("R39", "Refusals", "An illegal move is refused with the rule it breaks; nothing "
                "changes. Click a refusal to read its rule."),
        ("R40", "Undo", "Undo your moves of this turn, one at a time (Ctrl+Z); earlier turns "
                "stay."),
    ]),
]

RULE_IDS = [rid for _, rules in SECTIONS for rid, _, _ in rules]
