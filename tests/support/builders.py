"""Build test positions on small hand-made maps in the RULES.md text format."""

from __future__ import annotations

from collections import deque
from typing import Any

from mg.engine import CARDS, Board, Game, PlaceRoad
from mg.engine.hexgrid import Space, neighbour, offset_to_axial, opposite
from mg.engine.save import state_from_dict


def grid_map(
    cols: int,
    rows: int,
    *,
    villages: tuple[Space, ...] = (),
    greens: tuple[Space, ...] = (),
    oracles: tuple[Space, ...] = (),
    sea: tuple[Space, ...] = (),
) -> str:
    """A rectangular map text (odd-r rows) with the given axial spaces marked."""
    lines = ["# test map"]
    for r in range(rows):
        tokens = []
        for c in range(cols):
            s = offset_to_axial(c, r)
            tokens.append(
                "~"
                if s in sea
                else "o"
                if s in oracles
                else "g"
                if s in greens
                else "v"
                if s in villages
                else "."
            )
        lines.append(" ".join(tokens))
    return "\n".join(lines) + "\n"


FAR_VILLAGE: Space = (10, 11)


def refusal(game: Game, action: object) -> str:
    """The reason `action` is refused; fails the test when it is legal."""
    why = game.why_illegal(action)
    assert why is not None, f"{action} should be refused"
    return why


def rule(game: Game, action: object) -> str:
    """The rule id (R1 ... R40) that refuses `action`; fails the test when it is legal."""
    refused = game.refusal(action)
    assert refused is not None, f"{action} should be refused"
    return refused.rule


class Position:
    """A position under construction: map features, pieces, then `game()`.

    Spaces are axial (q, r). On the default 16 x 12 map every (q, r) with 0 <= q <= 10
    and 0 <= r <= 11 is on the board.
    """

    def __init__(
        self, players: tuple[str, ...] = ("yellow", "orange"), cols: int = 16, rows: int = 12
    ) -> None:
        self.players = players
        self.cols, self.rows = cols, rows
        self.villages: list[Space] = []
        self.greens: list[Space] = []
        self.oracle_spaces: list[Space] = []
        self.sea: list[Space] = []
        self.city_tiles: dict[Space, str] = {}
        self.road_tiles: dict[Space, tuple[str, tuple[int, int]]] = {}
        self.market_list: list[tuple[Space, str, str]] = []
        self.pointers: dict[Space, Space] = {}
        self.reserved: set[Space] = set()

    # -- map features -------------------------------------------------------------
    def village(self, *spaces: Space) -> Position:
        self.villages.extend(spaces)
        return self

    def green(self, *spaces: Space) -> Position:
        self.greens.extend(spaces)
        return self

    def oracle(self, space: Space, points_at: Space | None = None) -> Position:
        self.oracle_spaces.append(space)
        if points_at is not None:
            self.pointers[space] = points_at
        return self

    # -- pieces -------------------------------------------------------------------
    def city(self, colour: str, *spaces: Space, market: bool = False) -> Position:
        for s in spaces:
            self.city_tiles[s] = colour
        if market:
            self.market_list.append((spaces[0], colour, "unsold"))
        return self

    def road(self, colour: str, space: Space, ends: tuple[int, int]) -> Position:
        self.road_tiles[space] = (colour, ends)
        return self

    def market(self, colour: str, space: Space, sold: bool = False) -> Position:
        self.market_list.append((space, colour, "sold" if sold else "unsold"))
        return self

    def path(self, colour: str, start: Space, dirs: list[int]) -> Position:
        """Road tiles from the place on `start`, stepping along `dirs`; the last step
        leads out of the last tile (to a place, or to nothing for a dead end)."""
        here = start
        for k in range(len(dirs) - 1):
            here = neighbour(here, dirs[k])
            self.road(colour, here, (opposite(dirs[k]), dirs[k + 1]))
        return self

    def connect(self, colour: str, a: Space, b: Space) -> Position:
        """Route a road of `colour` from the place on `a` to the place on `b` (shortest)."""
        start, dirs = self._route(a, b)
        self.path(colour, start, dirs)
        return self

    def connect_but_first(self, colour: str, a: Space, b: Space) -> PlaceRoad:
        """Route a road from the place on `a` to the place on `b`, leaving out its first
        tile (next to `a`), and return that tile as the action that completes it."""
        start, dirs = self._route(a, b)
        first = neighbour(start, dirs[0])
        self.path(colour, start, dirs)
        del self.road_tiles[first]
        self.reserved.add(first)
        return PlaceRoad(first, (opposite(dirs[0]), dirs[1]))

    def _occupied(self) -> set[Space]:
        return (
            set(self.villages)
            | set(self.greens)
            | set(self.oracle_spaces)
            | set(self.city_tiles)
            | set(self.road_tiles)
            | set(self.sea)
            | self.reserved
        )

    def _on_board(self, s: Space) -> bool:
        col = s[0] + (s[1] - (s[1] & 1)) // 2
        return 0 <= s[1] < self.rows and 0 <= col < self.cols

    def _targets(self, b: Space) -> set[Space]:
        colour = self.city_tiles.get(b)
        if colour is None:
            return {b}
        group, todo = {b}, [b]
        while todo:
            s = todo.pop()
            for d in range(6):
                n = neighbour(s, d)
                if n not in group and self.city_tiles.get(n) == colour:
                    group.add(n)
                    todo.append(n)
        return group

    def _route(self, a: Space, b: Space) -> tuple[Space, list[int]]:
        """The shortest road (no sharp bends) from a tile of place a to place b: the tile
        it leaves from and the steps it takes."""
        blocked, targets = self._occupied(), self._targets(b)
        starts = self._targets(a)
        queue: deque[tuple[Space, int, Space, list[int]]] = deque()
        for s in sorted(starts):
            for d in range(6):
                n = neighbour(s, d)
                if n not in blocked and self._on_board(n):
                    queue.append((n, opposite(d), s, [d]))
        seen: set[tuple[Space, int]] = set()
        while queue:
            s, entry, start, dirs = queue.popleft()
            if (s, entry) in seen:
                continue
            seen.add((s, entry))
            for turn in (3, 2, 4):
                x = (entry + turn) % 6
                n = neighbour(s, x)
                if n in targets:
                    return start, dirs + [x]
                if n not in blocked and self._on_board(n) and n not in _path_spaces(start, dirs):
                    queue.append((n, opposite(x), start, dirs + [x]))
        raise AssertionError(f"no route from {a} to {b}")

    # -- the game -----------------------------------------------------------------
    def board(self) -> Board:
        villages = tuple(self.villages)
        if not (villages or self.greens or self.oracle_spaces):
            villages = (FAR_VILLAGE,)  # a map needs a village; this one is out of the way
        return Board.from_text(
            grid_map(
                self.cols,
                self.rows,
                villages=villages,
                greens=tuple(self.greens),
                oracles=tuple(self.oracle_spaces),
                sea=tuple(self.sea),
            )
        )

    def game(
        self,
        current: str | None = None,
        *,
        card: str = "Y1",
        score: int = 10,
        scores: dict[str, int] | None = None,
        hand: tuple[int, int] = (4, 4),
        phase: str = "actions",
        round_no: int = 1,
        rounds: int = 12,
        markets_left: dict[str, int] | None = None,
    ) -> Game:
        """The position as a Game, `current` to act in round `round_no` with `card`."""
        order = [c for c in CARDS[card].order if c in self.players]
        current = current or order[0]
        deck = _place_card(list(CARDS), card, round_no)
        on_board_roads = {c: 0 for c in self.players}
        on_board_cities = dict(on_board_roads)
        on_board_markets = dict(on_board_roads)
        for colour, _ in self.road_tiles.values():
            on_board_roads[colour] += 1
        for colour in self.city_tiles.values():
            on_board_cities[colour] += 1
        for _, colour, _ in self.market_list:
            on_board_markets[colour] += 1
        data: dict[str, Any] = {
            "players": list(self.players),
            "rounds": rounds,
            "deck": deck[:rounds],
            "oracles_total": len(self.oracle_spaces),
            "round": round_no,
            "phase": phase,
            "turn_pos": order.index(current),
            "current": current,
            "score": {c: (scores or {}).get(c, score) for c in self.players},
            "hand": {c: list(hand) for c in self.players},
            "reserve": {
                c: [20 - hand[0] - on_board_roads[c], 20 - hand[1] - on_board_cities[c]]
                for c in self.players
            },
            "markets_left": (markets_left or {c: 20 - on_board_markets[c] for c in self.players}),
            "roads": [[*s, col, *ends] for s, (col, ends) in self.road_tiles.items()],
            "cities": [[*s, col] for s, col in self.city_tiles.items()],
            "oracles": [
                [*o, list(self.pointers[o]) if o in self.pointers else None]
                for o in self.oracle_spaces
            ],
            "markets": [[*s, col, how] for s, col, how in self.market_list],
            "turn": {
                "roads_placed": 0,
                "cities_placed": 0,
                "founded": False,
                "extensions": [],
                "market_done": False,
            },
        }
        return Game(state_from_dict(data, self.board()))


def _place_card(deck: list[str], card: str, round_no: int) -> list[str]:
    rest = [c for c in deck if c != card]
    return rest[: round_no - 1] + [card] + rest[round_no - 1 :]


def _path_spaces(start: Space, dirs: list[int]) -> set[Space]:
    out, here = set(), start
    for d in dirs:
        here = neighbour(here, d)
        out.add(here)
    return out
