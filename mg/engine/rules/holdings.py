"""What each colour holds on the board now, in one pass over the state: its projected score
(R37 as if the game ended now), its cities with their tiles and connections (R8, R20), its
unsold markets, active or not, with their values (R32, R33), and the empty land its road
tiles' ends face (where a road may go on, R16-R18); and the places no city covers (villages
and oracles a road may still reach). A bot weighs tens of thousands of positions a turn, so
this is computed from the state's own tables rather than through the per-space queries."""

from __future__ import annotations

from dataclasses import dataclass
from itertools import compress

from ..board import LAND
from ..hexgrid import Space
from .cards import COLOURS
from .scoring import ORACLE_POINTS, oracle_controller
from .state import NO, UNSOLD, State

# A market word's bits with an unsold market of some colour (a colour's two bits are never 3).
ANY_UNSOLD = sum(UNSOLD << 2 * colour for colour in range(len(COLOURS)))


@dataclass(frozen=True, slots=True)
class Holding:
    """One colour's holdings (places are named by their ids: a city's first tile in (r, q)
    order). cities: each city's id, its number of tiles and the places directly connected
    to it; markets: each unsold market's place, whether it is active and its value;
    road_ends: for every own road tile's end facing empty land, that space (once per end)."""

    projected: int
    cities: tuple[tuple[Space, int, frozenset[Space]], ...]
    markets: tuple[tuple[Space, bool, int], ...]
    road_ends: tuple[Space, ...]


@dataclass(frozen=True, slots=True)
class Holdings:
    """Every player's holdings by colour, and the uncovered villages and oracles."""

    colours: dict[str, Holding]
    open_places: tuple[Space, ...]


def holdings(st: State, over: bool) -> Holdings:
    """The holdings of every player (the final scores themselves once the game is `over`)."""
    spaces, conn = st.board.spaces, st.connections()
    projected = {c: st.score[c] for c in st.players}
    cities: dict[int, list[tuple[Space, int, frozenset[Space]]]] = {c: [] for c in st.players}
    for rep, tiles in st.city_tiles.items():
        linked = frozenset(spaces[p] for p in conn.get(rep, ()))
        cities[st.city[rep]].append((spaces[rep], len(tiles), linked))
    markets = _markets(st, conn, projected, over)
    if not over:
        for oracle in st.oracle_ptr:
            owner = oracle_controller(st, oracle)
            if owner != NO:
                projected[owner] += ORACLE_POINTS
    ends = _road_ends(st)
    colours: dict[str, Holding] = {
        COLOURS[c]: Holding(projected[c], tuple(cities[c]), tuple(markets[c]), tuple(ends[c]))
        for c in st.players
    }
    city = st.city
    uncovered = tuple([spaces[v] for v in st.board.villages if city[v] == NO])
    return Holdings(colours, uncovered)


def _markets(
    st: State, conn: dict[int, frozenset[int]], projected: dict[int, int], over: bool
) -> dict[int, list[tuple[Space, bool, int]]]:
    """Each colour's unsold markets; an active one's value added to its projected score
    (R37) while the game goes on."""
    out: dict[int, list[tuple[Space, bool, int]]] = {c: [] for c in st.players}
    spaces, market, city, city_rep = st.board.spaces, st.market, st.city, st.city_rep
    # A market stands on a village or a city's tile (R29): its place is the village itself
    # or the city's id. `compress` finds the few tiles with markets at C speed, and each
    # place's word gathers its tiles' markets (as `place_markets`, for all places at once).
    words: dict[int, int] = {}
    for i in compress(range(len(market)), market):
        p = i if city[i] == NO else city_rep[i]
        words[p] = words.get(p, 0) | market[i]
    for p in sorted(words):
        word = words[p]
        if not word & ANY_UNSOLD:
            continue  # only sold markets: never active again, they score nothing (R34, R37)
        links = conn.get(p, ())
        owners: set[int] | None = None
        for colour in st.players:
            if (word >> 2 * colour) & 3 != UNSOLD:
                continue
            if owners is None:
                # R32: active for the colour whose city this is or whose city is linked.
                owners = {city[q] for q in links}
                owners.add(city[p])
            active = colour in owners
            out[colour].append((spaces[p], active, len(links)))
            if active and not over:
                projected[colour] += len(links)
    return out


def _road_ends(st: State) -> dict[int, list[Space]]:
    """For every road tile's end facing empty land (no road, no city, not a village), that
    space, by the tile's colour."""
    out: dict[int, list[Space]] = {c: [] for c in st.players}
    nbr, kind, spaces = st.board.nbr, st.board.kind, st.board.spaces
    road_ends, city, road_col = st.road_ends, st.city, st.road_col
    # Every road tile's ends are a non-empty tuple, so `compress` keeps exactly the road tiles.
    for i in compress(range(len(road_ends)), road_ends):
        colour, ends = road_col[i], road_ends[i]
        assert ends is not None
        for d in ends:
            n = nbr[i][d]
            if n >= 0 and road_ends[n] is None and city[n] == NO and kind[n] == LAND:
                out[colour].append(spaces[n])
    return out
