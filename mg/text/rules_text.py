"""The controls and the complete rules, by id (the ids every refusal message cites); shown
by the help overlay (F1 or ?). Nothing else is needed to learn the game."""

from __future__ import annotations

from mg.engine import CARDS

CONTROLS: list[tuple[str, str]] = [
    (
        "Click",
        "place the chosen tile on a space; in the market phase, build a market "
        "(its cost is shown) or sell one of yours (its value is shown)",
    ),
    (
        "R or wheel",
        "the Road tool; once it is chosen, R or the wheel turns the road tile "
        "under the mouse: the likeliest orientation comes first, then the other "
        "legal ones",
    ),
    ("F or right-click", "flip the road tile: straight or curved"),
    ("C", "the City tool (green outline: extend a city, gold: found one)"),
    ("D", "Draw… from your reserve (then Enter draws)"),
    ("E", "End actions; in the market phase, End turn"),
    ("Ctrl+Z", "undo your last move, back to the start of your turn"),
    ("Enter", "confirm a dialog: draw, save, settings"),
    ("Esc", "pause menu (resume, save, load, settings, main menu, quit); closes dialogs"),
    ("Ctrl+wheel, + or −", "zoom the board (up to 250 %); 0 or Home shows it all again"),
    ("Middle-drag, Space+drag, Shift+arrows", "pan the zoomed board"),
    ("L", "the game log"),
    ("F1 or ?", "this help"),
    ("M", "sound on or off"),
    ("F11", "full screen or a window"),
    ("Any key or click", "closes the turn banner (a key also does its job)"),
    ("H", "a hint: the move a strong player would make now, shown on the board (H again hides it)"),
    (
        "Click or Space",
        "while computer players act: fast-forward them (no animations) until a human must act",
    ),
    ("B", "on the final score table: show the board; B again shows the scores"),
    (
        "W",
        "watch the turns played so far again in the replay viewer (W or Esc comes back to "
        "the game as it was); on the final score table: watch the game again",
    ),
    (
        "Arrows",
        "move the board's cursor hex by hex (the view follows it); the tooltip shows as "
        "under the mouse",
    ),
    (
        "Tab, Shift+Tab",
        "on the board: jump to the next (or previous) space the tool in hand may go; on any "
        "screen or dialog: the next (or previous) button, shown in a ring",
    ),
    ("Enter or Space", "place at the board's cursor; press the button in the ring"),
    (
        "F6",
        "Tab goes through the side panel's buttons instead of the board (F6 again: back to "
        "the board)",
    ),
    (
        "Two-finger scroll, pinch",
        "on a trackpad: pan the zoomed board; zoom about the fingers (only a long scroll on "
        "the whole board turns the road tile)",
    ),
    (
        "Tap, tap again",
        "on a touch screen: a tap shows the tile, a second tap on the same space places it "
        "(the two buttons beside it turn and flip it); drag to pan, pinch to zoom, press "
        "and hold for the tooltip",
    ),
]

#: The rule a control rests on, shown after its words as a small reference ("· rule 40").
CONTROL_RULES: dict[int, str] = {6: "R40"}

#: The order the help lists CONTROLS in (each number once): the hint beside undo.
# (the keyboard's board keys after Click; the trackpad and touch before the fast-forward)
CONTROLS_SHOWN: tuple[int, ...] = (0, 20, 21, 22, 23, *range(1, 7), 16, *range(7, 16), 24, 25)
CONTROLS_SHOWN += (17, 18, 19)

CARDS_TEXT = (
    "The cards (turn order; roads / cities / draw): "
    + "; ".join(f"{c.id} {' '.join(c.order)} {c.roads}/{c.cities}/{c.draw}" for c in CARDS.values())
    + "."
)

SECTIONS: list[tuple[str, list[tuple[str, str, str]]]] = [
    (
        "Setting up",
        [
            (
                "R1",
                "Players",
                "2-4 players: yellow, orange, brown, red. Each has 20 road tiles, "
                "20 city tiles and 20 markets.",
            ),
            (
                "R2",
                "Hand and reserve",
                "You start with 4 road and 4 city tiles in hand, the other "
                "16 and 16 in your reserve. Only tiles in hand can be placed. All 20 markets "
                "can be used from the start.",
            ),
            (
                "R3",
                "Points",
                "15 points with 4 players, 12 with 3, 10 with 2. Points are score and "
                "money: building spends them. A score never goes below 0; you can never "
                "spend more than you have.",
            ),
            (
                "R4",
                "Oracles",
                "9 oracles with 4 players, 7 with 2-3. Before round 1 the players "
                "place them one at a time, in turn, each on an empty village without a green "
                "border (or all at random). A village with an oracle is no longer a village.",
            ),
            (
                "R5",
                "Action cards",
                "12 cards, one per round, dealt so that each block of 4 rounds "
                "has one card of each border colour. This round's and next round's cards are "
                "public. " + CARDS_TEXT,
            ),
            ("R6", "Length", "12 rounds, or 8 in the beginner game (the first 8 cards)."),
        ],
    ),
    (
        "The board",
        [
            (
                "R7",
                "Spaces",
                "Land, villages and sea. Villages on the coast have a green border; "
                "interior ones do not. Villages belong to nobody.",
            ),
            (
                "R8",
                "Places",
                "Villages, oracles and cities are places. A city is all the touching "
                "city tiles of one colour: one place however big.",
            ),
        ],
    ),
    (
        "Your turn",
        [
            (
                "R9",
                "Order",
                "Players act in the colour order shown on the round's card; colours "
                "not in the game are skipped.",
            ),
            (
                "R10",
                "Phases",
                "First your actions, then the market phase (build one market, sell "
                "one, or neither), then End turn.",
            ),
            (
                "R11",
                "Two actions",
                "The card shows three numbers: road tiles to place, city tiles "
                "to place, tiles to draw. Use any two of them at their values, or just one "
                "raised a step: roads 1>2>3>4, cities 1>2>3>4, draw 2>3>5>7.",
            ),
            (
                "R12",
                "No need to choose",
                "You just play; a move is allowed while some choice of "
                "actions still fits everything you did this turn. The panel shows what is "
                "left (e.g. a 4th road on a 3/2/5 card rules out cities and drawing).",
            ),
            (
                "R13",
                "Drawing",
                "Draw up to the limit from your reserve, any mix of road and city "
                "tiles, at least one; drawing ends your actions. To draw nothing, End "
                "actions instead.",
            ),
            ("R14", "Less is fine", "Every number is a maximum; you may do less or nothing."),
            ("R15", "Any order", "Place roads and cities in any order, mixed."),
        ],
    ),
    (
        "Roads",
        [
            (
                "R16",
                "Road tiles",
                "A road tile fills an empty land space (no village, oracle, city "
                "or road). It is straight or a gentle curve, never a sharp bend. Roads cost "
                "nothing.",
            ),
            (
                "R17",
                "Where roads start",
                "One end of a new road tile must face a city tile (any "
                "colour), the open end of your own road tile, or a village or oracle where "
                "one of your roads already ends.",
            ),
            (
                "R18",
                "Joining",
                "Ends of your own tiles that face each other join. You never "
                "extend another player's road. An end facing sea, land or a tile's side is a "
                "dead end, which is allowed.",
            ),
            ("R19", "Blocking", "You may place a tile where another player's road would go on."),
            (
                "R20",
                "Connections",
                "Two places are directly connected when a road runs from an "
                "end facing one to an end facing the other, with no place between. Colour "
                "does not matter; two roads between the same places count once; a road "
                "whose ends face the same place connects nothing.",
            ),
        ],
    ),
    (
        "Cities",
        [
            (
                "R21",
                "Founding",
                "Found a city on a green-bordered village, or on a village where "
                "your own road ends. One founding a turn. You place a market there for free, "
                "unless you already have one there or have none left.",
            ),
            (
                "R22",
                "Extending",
                "A city tile on land or a village next to your own city extends "
                "it (a city founded this turn too). It is never a founding, so no free "
                "market. You never extend another player's city.",
            ),
            (
                "R23",
                "Where cities may not grow",
                "An extending tile may not go on or next to an "
                "oracle, next to another player's city, or onto a road or city. It may touch "
                "a village only if you cover that village with a city tile this same turn; "
                "the game refuses any move that would make that impossible (city allowance, "
                "tiles in hand, points), and marks the village you still have to cover. The "
                "founding tile is exempt.",
            ),
            ("R24", "Cost", "Every city tile costs 1 point, founding included."),
            (
                "R25",
                "Villages absorbed",
                "A village covered by a city keeps its markets and its "
                "road connections: they become the city's. A player left with two markets "
                "in the city gives one back, as in R26.",
            ),
            (
                "R26",
                "Merging",
                "A tile touching two of your cities merges them into one. Every "
                "player who then has two markets in it returns one to stock (a sold one "
                "first).",
            ),
            (
                "R27",
                "Finishing",
                "You cannot draw or end your actions while a village next to "
                "this turn's extending tiles is still uncovered.",
            ),
        ],
    ),
    (
        "Markets",
        [
            (
                "R28",
                "One market action",
                "Build one market or sell one market per turn, or neither; never both, never two.",
            ),
            (
                "R29",
                "Building",
                "In a village or in another player's city where you have no "
                "market. Cost: a village 1 point, a city 1 point per city tile; plus 1 per "
                "unsold market already there.",
            ),
            (
                "R30",
                "One each",
                "One market per player per place, for ever: a sold one still counts.",
            ),
            (
                "R31",
                "Free market",
                "Founding a city gives its market free; that is not your market action.",
            ),
            (
                "R32",
                "Active",
                "A market is active if it stands in your own city, or in a place "
                "directly connected to one of your cities. An inactive market scores 0 until "
                "it is connected.",
            ),
            (
                "R33",
                "Value",
                "A market is worth the number of distinct places directly "
                "connected to its place, active or not (an inactive one scores 0).",
            ),
            (
                "R34",
                "Selling",
                "Lay one of your active, unsold markets on its side and gain its "
                "value now. It stays (still blocking R30) but never scores again.",
            ),
        ],
    ),
    (
        "Oracles and the end",
        [
            (
                "R35",
                "Control",
                "An oracle points at the connected city with the most direct "
                "connections (the oracle counts). It turns only for a city with strictly "
                "more; on a tie it stays. Choosing among equals it prefers the active "
                "player's city, then the biggest, then the first on the map. Merged cities "
                "keep the control of both. Villages never control oracles.",
            ),
            (
                "R36",
                "When",
                "Oracles are checked after every single tile, so the order of your "
                "placements matters.",
            ),
            (
                "R37",
                "Final scoring",
                "After the last round, sold and inactive markets are "
                "removed, every other market scores its value, place by place; then each "
                "oracle gives 4 points to the owner of the city it points at.",
            ),
            (
                "R38",
                "Winner",
                "Most points; on a tie, most road and city tiles left (hand and "
                "reserve); then a shared victory.",
            ),
        ],
    ),
    (
        "This game",
        [
            (
                "R39",
                "Refusals",
                "An illegal move is refused with the rule it breaks; nothing "
                "changes. Click a refusal in the status line to read its rule.",
            ),
            (
                "R40",
                "Undo",
                "Undo your moves of this turn, one at a time (Ctrl+Z), back to the "
                "start of your turn; earlier turns stay.",
            ),
        ],
    ),
]

RULE_IDS = [rid for _, rules in SECTIONS for rid, _, _ in rules]
#: The sections' names in the catalogues ("help.section.<key>"), in the order of SECTIONS.
SECTION_KEYS = ("setup", "board", "turn", "roads", "cities", "markets", "end", "this_game")
