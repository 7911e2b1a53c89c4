"""The game state: flat lists of primitives indexed by space, cheap to copy."""

from __future__ import annotations

from ..board import LAND, Board
from ..enums import ORACLES, Phase

NO = -1
UNSOLD, SOLD = 1, 2
PHASES = tuple(Phase)


def market_bits(mk: int, colour: int) -> int:
    """The market of `colour` in a packed per-space market word: 0, UNSOLD or SOLD."""
    return (mk >> (2 * colour)) & 3


class State:
    """Everything that changes during a game. Colours are indices into COLOURS."""

    __slots__ = (
        "board",
        "players",
        "rounds",
        "deck",
        "oracles_total",
        "round",
        "phase",
        "turn_pos",
        "current",
        "score",
        "hand_roads",
        "hand_cities",
        "res_roads",
        "res_cities",
        "markets_left",
        "city",
        "city_rep",
        "city_tiles",
        "road_col",
        "road_ends",
        "market",
        "oracle_ptr",
        "other_end",
        "roads_placed",
        "cities_placed",
        "founded",
        "ext_tiles",
        "market_done",
        "_conn",
        "cache",
    )

    board: Board
    players: tuple[int, ...]
    rounds: int
    deck: tuple[str, ...]
    oracles_total: int
    round: int
    phase: Phase
    turn_pos: int
    current: int
    score: list[int]
    hand_roads: list[int]
    hand_cities: list[int]
    res_roads: list[int]
    res_cities: list[int]
    markets_left: list[int]
    city: list[int]
    city_rep: list[int]
    city_tiles: dict[int, tuple[int, ...]]
    road_col: list[int]
    road_ends: list[tuple[int, int] | None]
    market: list[int]
    oracle_ptr: dict[int, int]
    other_end: dict[int, int]
    roads_placed: int
    cities_placed: int
    founded: bool
    ext_tiles: tuple[int, ...]
    market_done: bool
    _conn: dict[int, frozenset[int]] | None
    #: Values derived from the board (e.g. road anchors), dropped whenever it changes.
    cache: dict[object, object]

    @classmethod
    def empty(
        cls,
        board: Board,
        players: tuple[int, ...],
        rounds: int,
        deck: tuple[str, ...],
        oracles_total: int,
    ) -> State:
        """A state with nothing on the board but the map's own oracles."""
        st = cls()
        n = len(board.spaces)
        st.board, st.players, st.rounds, st.deck = board, players, rounds, deck
        st.oracles_total = oracles_total
        st.round, st.phase, st.turn_pos, st.current = 0, ORACLES, 0, players[0]
        st.score = [0, 0, 0, 0]
        st.hand_roads, st.hand_cities = [0] * 4, [0] * 4
        st.res_roads, st.res_cities = [0] * 4, [0] * 4
        st.markets_left = [0] * 4
        st.city, st.city_rep, st.road_col = [NO] * n, [NO] * n, [NO] * n
        st.road_ends = [None] * n
        st.city_tiles = {}
        st.market = [0] * n
        st.oracle_ptr = {i: NO for i in sorted(board.initial_oracles)}
        st.other_end = {}
        st.reset_turn()
        return st

    def reset_turn(self) -> None:
        """Clear the per-turn bookkeeping (R12, R21, R23, R28)."""
        self.roads_placed = self.cities_placed = 0
        self.founded = self.market_done = False
        self.ext_tiles = ()
        self.invalidate()

    def copy(self) -> State:
        """An independent copy (lists and dicts copied one level; their items are immutable;
        the connections are shared, as they are only ever replaced). Field by field: a
        search copies states tens of thousands of times (tests check every slot is set)."""
        st = State.__new__(State)
        st.board, st.players, st.rounds, st.deck = self.board, self.players, self.rounds, self.deck
        st.oracles_total, st.round, st.phase = self.oracles_total, self.round, self.phase
        st.turn_pos, st.current = self.turn_pos, self.current
        st.score, st.markets_left = self.score.copy(), self.markets_left.copy()
        st.hand_roads, st.hand_cities = self.hand_roads.copy(), self.hand_cities.copy()
        st.res_roads, st.res_cities = self.res_roads.copy(), self.res_cities.copy()
        st.city, st.city_rep, st.city_tiles = (
            self.city.copy(),
            self.city_rep.copy(),
            self.city_tiles.copy(),
        )
        st.road_col, st.road_ends = self.road_col.copy(), self.road_ends.copy()
        st.market, st.oracle_ptr = self.market.copy(), self.oracle_ptr.copy()
        st.other_end = self.other_end.copy()
        st.roads_placed, st.cities_placed = self.roads_placed, self.cities_placed
        st.founded, st.ext_tiles, st.market_done = self.founded, self.ext_tiles, self.market_done
        st._conn = self._conn
        st.cache = {}
        return st

    # -- places (R8) ----------------------------------------------------------------
    def place_of(self, i: int) -> int:
        """The place id (an index) of space i, or NO for land, roads and off-board."""
        if i < 0:
            return NO
        if self.city[i] != NO:
            return self.city_rep[i]
        return i if self.board.kind[i] != LAND else NO

    def place_tiles(self, p: int) -> tuple[int, ...]:
        """The spaces a place covers: a city's tiles, or the village/oracle itself."""
        return self.city_tiles[p] if self.city[p] != NO else (p,)

    def place_markets(self, p: int) -> int:
        """The packed market word of a whole place (at most one market per colour, R30)."""
        word = 0
        for t in self.place_tiles(p):
            word |= self.market[t]
        return word

    def market_tile(self, p: int, colour: int) -> int:
        """The tile of place p on which `colour`'s market stands, or NO."""
        for t in self.place_tiles(p):
            if market_bits(self.market[t], colour):
                return t
        return NO

    def places(self) -> list[int]:
        """Every place id: villages, oracles and cities, in (r, q) order."""
        ids = {self.place_of(v) for v in self.board.villages}
        ids.update(self.city_tiles)
        return sorted(ids)

    # -- connections (R20) ----------------------------------------------------------
    def connections(self) -> dict[int, frozenset[int]]:
        """Place → the places directly connected to it (cached until the board changes)."""
        if self._conn is None:
            self._conn = self._compute_connections()
        return self._conn

    def invalidate(self) -> None:
        self._conn = None
        self.cache = {}

    def _compute_connections(self) -> dict[int, frozenset[int]]:
        nbr, kind, city, city_rep = self.board.nbr, self.board.kind, self.city, self.city_rep
        links: dict[int, set[int]] = {}
        # `place_of` spelled out twice: a search computes the connections after nearly every
        # tile it tries, and the calls were most of the time spent here.
        for t1, t2 in self.other_end.items():
            n1 = nbr[t1 // 6][t1 % 6]
            if n1 < 0:
                continue
            p1 = city_rep[n1] if city[n1] != NO else (n1 if kind[n1] != LAND else NO)
            if p1 == NO:
                continue
            n2 = nbr[t2 // 6][t2 % 6]
            if n2 < 0:
                continue
            p2 = city_rep[n2] if city[n2] != NO else (n2 if kind[n2] != LAND else NO)
            if p2 != NO and p2 != p1:
                links.setdefault(p1, set()).add(p2)
        return {p: frozenset(s) for p, s in links.items()}
