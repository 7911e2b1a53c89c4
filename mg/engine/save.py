"""The state as JSON-ready data, and back with every field validated (never pickle or eval)."""

from __future__ import annotations

from typing import Any

from .board import LAND, VILLAGE, Board
from .enums import ORACLES, OVER, Phase
from .problem import Problem
from .rules.cards import CARDS, COLOURS, MARKETS_PER_COLOUR, TILES_PER_COLOUR
from .rules.cities import add_city
from .rules.roads import add_road, road_shape_problem
from .rules.state import NO, PHASES, SOLD, UNSOLD, State, market_bits
from .rules.turns import round_order

_MARKET_NAMES = {UNSOLD: "unsold", SOLD: "sold"}


def state_to_dict(st: State) -> dict[str, Any]:
    """Every primitive fact of the state; derived tables are rebuilt on loading."""
    sp = st.board.spaces
    names = [COLOURS[c] for c in st.players]
    return {
        "players": names,
        "rounds": st.rounds,
        "deck": list(st.deck),
        "oracles_total": st.oracles_total,
        "round": st.round,
        "phase": st.phase,
        "turn_pos": st.turn_pos,
        "current": COLOURS[st.current],
        "score": {COLOURS[c]: st.score[c] for c in st.players},
        "hand": {COLOURS[c]: [st.hand_roads[c], st.hand_cities[c]] for c in st.players},
        "reserve": {COLOURS[c]: [st.res_roads[c], st.res_cities[c]] for c in st.players},
        "markets_left": {COLOURS[c]: st.markets_left[c] for c in st.players},
        "roads": [
            [*sp[i], COLOURS[col], *ends]
            for i, (col, ends) in enumerate(zip(st.road_col, st.road_ends, strict=True))
            if col != NO and ends is not None
        ],
        "cities": [[*sp[i], COLOURS[col]] for i, col in enumerate(st.city) if col != NO],
        "oracles": [
            [*sp[o], None if ptr == NO else list(sp[st.city_rep[ptr]])]
            for o, ptr in sorted(st.oracle_ptr.items())
        ],
        "markets": [
            [*sp[i], COLOURS[c], _MARKET_NAMES[market_bits(word, c)]]
            for i, word in enumerate(st.market)
            if word
            for c in range(4)
            if market_bits(word, c)
        ],
        "turn": {
            "roads_placed": st.roads_placed,
            "cities_placed": st.cities_placed,
            "founded": st.founded,
            "extensions": [list(sp[i]) for i in st.ext_tiles],
            "market_done": st.market_done,
        },
    }


def state_facts(st: State) -> tuple[object, ...]:
    """The facts of `state_to_dict` as one tuple, cheap to build and compare: two states
    hold the same facts exactly when their dicts are equal (a road's ends are set with its
    colour, R16, and only then)."""
    ps = st.players
    return (
        ps,
        st.rounds,
        st.deck,
        st.oracles_total,
        st.round,
        st.phase,
        st.turn_pos,
        st.current,
        tuple(st.score[c] for c in ps),
        tuple(st.hand_roads[c] for c in ps),
        tuple(st.hand_cities[c] for c in ps),
        tuple(st.res_roads[c] for c in ps),
        tuple(st.res_cities[c] for c in ps),
        tuple(st.markets_left[c] for c in ps),
        tuple(st.road_col),
        tuple(st.road_ends),
        tuple(st.city),
        tuple(st.market),
        tuple((o, NO if p == NO else st.city_rep[p]) for o, p in sorted(st.oracle_ptr.items())),
        st.roads_placed,
        st.cities_placed,
        st.founded,
        st.ext_tiles,
        st.market_done,
    )


class _Reader:
    """Typed access to untrusted JSON data; every failure is a ValueError naming the field."""

    def __init__(self, board: Board) -> None:
        self.board = board

    def field(self, data: Any, key: str, kind: type) -> Any:
        if not isinstance(data, dict) or key not in data:
            raise Problem("save_missing_field", "save: missing field {field!r}", field=key)
        value = data[key]
        if kind is int and type(value) is not int or not isinstance(value, kind):
            raise Problem("save_field_type", "save: field {field!r} has the wrong type", field=key)
        return value

    def number(self, value: Any, what: str, lo: int, hi: int) -> int:
        if type(value) is not int or not lo <= value <= hi:
            raise Problem(
                "save_number",
                "save: {what} must be a whole number from {lo} to {hi}",
                what=what,
                lo=lo,
                hi=hi,
            )
        return value

    def colour(self, value: Any, what: str) -> int:
        if value not in COLOURS:
            raise Problem("save_colour", "save: {what} is not a colour", what=what)
        return COLOURS.index(value)

    def space(self, item: list[Any], what: str) -> int:
        if len(item) < 2 or type(item[0]) is not int or type(item[1]) is not int:
            raise Problem("save_space", "save: {what} needs a (q, r) space", what=what)
        i = self.board.index.get((item[0], item[1]))
        if i is None:
            raise Problem(
                "save_off_board",
                "save: {what} at {at} is off the board",
                what=what,
                at=str(tuple(item[:2])),
            )
        return i

    def rows(self, data: Any, key: str, width: int) -> list[list[Any]]:
        rows: list[list[Any]] = self.field(data, key, list)
        if len(rows) > 5000 or not all(isinstance(r, list) and len(r) == width for r in rows):
            raise Problem(
                "save_rows",
                "save: every entry of {field!r} must be a list of {width} values",
                field=key,
                width=width,
            )
        return rows


def state_from_dict(data: Any, board: Board) -> State:
    """Rebuild and validate a state; ValueError with a clear message when anything is off."""
    rd = _Reader(board)
    players = _players(rd, data)
    rounds = rd.field(data, "rounds", int)
    if rounds not in (8, 12):
        raise Problem("save_rounds", "save: rounds must be 8 or 12")
    deck = rd.field(data, "deck", list)
    if (
        len(deck) != rounds
        or len(set(map(str, deck))) != rounds
        or not all(isinstance(c, str) and c in CARDS for c in deck)
    ):
        raise Problem(
            "save_deck", "save: the deck must list {rounds} distinct card ids", rounds=rounds
        )
    total = rd.number(rd.field(data, "oracles_total", int), "oracles_total", 0, len(board.villages))
    st = State.empty(board, players, rounds, tuple(deck), total)
    st.oracle_ptr = {}
    _read_flow(rd, data, st)
    _read_supplies(rd, data, st)
    _read_board(rd, data, st)
    _read_turn(rd, data, st)
    _check_totals(st)
    return st


def _players(rd: _Reader, data: Any) -> tuple[int, ...]:
    names = rd.field(data, "players", list)
    players = tuple(rd.colour(n, "a player") for n in names)
    if not 2 <= len(players) <= 4 or len(set(players)) != len(players):
        raise Problem("save_colours", "save: 2-4 distinct player colours are needed")
    return players


def _read_flow(rd: _Reader, data: Any, st: State) -> None:
    phase = rd.field(data, "phase", str)
    if phase not in PHASES:
        raise Problem("save_phase", "save: unknown phase {phase}", phase=f"{phase!r:.30}")
    st.phase = Phase(phase)
    lo = 0 if st.phase == ORACLES else 1
    hi = 0 if st.phase == ORACLES else st.rounds
    st.round = rd.number(rd.field(data, "round", int), "round", lo, hi)
    st.current = rd.colour(rd.field(data, "current", str), "current")
    if st.current not in st.players:
        raise Problem("save_current", "save: the current colour is not playing")
    if st.round:
        order = round_order(st, st.round)
        st.turn_pos = rd.number(rd.field(data, "turn_pos", int), "turn_pos", 0, len(order) - 1)
        if order[st.turn_pos] != st.current and st.phase != OVER:
            raise Problem(
                "save_turn_order", "save: the current colour does not match the card's turn order"
            )


def _per_colour(rd: _Reader, data: Any, key: str, st: State) -> dict[int, Any]:
    table = rd.field(data, key, dict)
    out = {rd.colour(k, key): v for k, v in table.items()}
    if set(out) != set(st.players):
        raise Problem(
            "save_per_player", "save: {field!r} must have one entry per player", field=key
        )
    return out


def _read_supplies(rd: _Reader, data: Any, st: State) -> None:
    for c, v in _per_colour(rd, data, "score", st).items():
        st.score[c] = rd.number(v, "a score", 0, 10_000)
    for key, roads, cities in (
        ("hand", st.hand_roads, st.hand_cities),
        ("reserve", st.res_roads, st.res_cities),
    ):
        for c, v in _per_colour(rd, data, key, st).items():
            if not isinstance(v, list) or len(v) != 2:
                raise Problem(
                    "save_tiles", "save: {field} entries must be [roads, cities]", field=key
                )
            roads[c] = rd.number(v[0], key, 0, TILES_PER_COLOUR)
            cities[c] = rd.number(v[1], key, 0, TILES_PER_COLOUR)
    for c, v in _per_colour(rd, data, "markets_left", st).items():
        st.markets_left[c] = rd.number(v, "markets_left", 0, MARKETS_PER_COLOUR)


def _player_colour(rd: _Reader, value: Any, st: State, what: str) -> int:
    c = rd.colour(value, what)
    if c not in st.players:
        raise Problem(
            "save_not_playing", "save: {what} belongs to a colour that is not playing", what=what
        )
    return c


def _read_board(rd: _Reader, data: Any, st: State) -> None:
    kind = st.board.kind
    for row in rd.rows(data, "oracles", 3):
        o = rd.space(row, "an oracle")
        if kind[o] != VILLAGE or o in st.oracle_ptr:
            raise Problem(
                "save_oracle_alone", "save: an oracle must stand alone on an interior village"
            )
        st.oracle_ptr[o] = NO
    if not st.board.initial_oracles <= set(st.oracle_ptr):
        raise Problem("save_oracle_missing", "save: an oracle of the map is missing")
    for row in rd.rows(data, "cities", 3):
        i = rd.space(row, "a city tile")
        if st.city[i] != NO or i in st.oracle_ptr:
            raise Problem("save_city_space", "save: a city tile on an occupied space or an oracle")
        add_city(st, i, _player_colour(rd, row[2], st, "a city tile"))
    for row in rd.rows(data, "roads", 5):
        i = rd.space(row, "a road tile")
        if kind[i] != LAND or st.city[i] != NO or st.road_col[i] != NO:
            raise Problem("save_road_space", "save: a road tile must be alone on a land space")
        ends = (row[3], row[4])
        if road_shape_problem(ends):
            raise Problem("save_road_ends", "save: a road tile has impossible ends")
        ends = (min(ends), max(ends))
        add_road(st, i, _player_colour(rd, row[2], st, "a road tile"), ends)
    _read_markets(rd, data, st)
    for row in rd.rows(data, "oracles", 3):
        target = row[2]
        if target is not None:
            if not isinstance(target, list):
                raise Problem(
                    "save_oracle_points", "save: an oracle points at a [q, r] city tile or null"
                )
            t = rd.space(target, "an oracle's city")
            if st.city[t] == NO:
                raise Problem(
                    "save_oracle_no_city", "save: an oracle points at a space without a city"
                )
            st.oracle_ptr[rd.space(row, "an oracle")] = st.city_rep[t]


def _read_markets(rd: _Reader, data: Any, st: State) -> None:
    states = {"unsold": UNSOLD, "sold": SOLD}
    for row in rd.rows(data, "markets", 4):
        i = rd.space(row, "a market")
        c = _player_colour(rd, row[2], st, "a market")
        if not isinstance(row[3], str) or row[3] not in states:
            raise Problem("save_market_state", "save: a market is 'unsold' or 'sold'")
        p = st.place_of(i)
        if p == NO or p in st.oracle_ptr or market_bits(st.place_markets(p), c):
            raise Problem(
                "save_market_place",
                "save: markets stand in villages or cities, one per colour each",
            )
        st.market[i] |= states[row[3]] << (2 * c)


def _read_turn(rd: _Reader, data: Any, st: State) -> None:
    turn = rd.field(data, "turn", dict)
    st.roads_placed = rd.number(rd.field(turn, "roads_placed", int), "roads_placed", 0, 4)
    st.cities_placed = rd.number(rd.field(turn, "cities_placed", int), "cities_placed", 0, 4)
    st.founded = rd.field(turn, "founded", bool)
    st.market_done = rd.field(turn, "market_done", bool)
    ext = rd.field(turn, "extensions", list)
    tiles = []
    for item in ext:
        if not isinstance(item, list):
            raise Problem("save_extensions", "save: extensions are [q, r] spaces")
        i = rd.space(item, "an extension")
        if st.city[i] != st.current:
            raise Problem(
                "save_extension_city",
                "save: an extension of this turn is not the current player's city",
            )
        tiles.append(i)
    st.ext_tiles = tuple(tiles)
    st.invalidate()


def _check_totals(st: State) -> None:
    """R1: each colour's 20 road tiles, 20 city tiles and 20 markets are all accounted for."""
    words = [w for w in st.market if w]
    for c in st.players:
        roads = st.hand_roads[c] + st.res_roads[c] + st.road_col.count(c)
        cities = st.hand_cities[c] + st.res_cities[c] + st.city.count(c)
        markets = st.markets_left[c] + sum(1 for w in words if market_bits(w, c))
        if roads != TILES_PER_COLOUR or cities != TILES_PER_COLOUR:
            raise Problem(
                "save_tile_total",
                "save: {colour}'s tiles do not add up to 20 each (R1)",
                colour=COLOURS[c],
                rule="R1",
            )
        if markets != MARKETS_PER_COLOUR:
            raise Problem(
                "save_market_total",
                "save: {colour}'s markets do not add up to 20 (R1)",
                colour=COLOURS[c],
                rule="R1",
            )
