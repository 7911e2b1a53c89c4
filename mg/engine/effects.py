"""What an action changed, as typed effects: `Game.apply` returns them, so the log, the
animations and the sounds are made from what the rules did rather than from two copies of
the board compared above the engine.

They are worked out from the state before and the state after the action (both kept by the
game anyway: the one before is undo's), when first read: a search that applies thousands of
actions and never reads them pays nothing for them."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import overload

from .actions import Action, BuildMarket
from .enums import OVER, Phase
from .hexgrid import Space
from .rules.cards import COLOURS
from .rules.roads import grown_from
from .rules.scoring import ScoringEvent, final_events, market_cost, market_value, winners
from .rules.state import NO, SOLD, UNSOLD, State, market_bits

NO_MARKET = 0  # a colour's bits in a space's market word when it has no market there


@dataclass(frozen=True, slots=True)
class OraclePlaced:
    """R4: `colour` put an oracle on the village at `space`."""

    space: Space
    colour: str


@dataclass(frozen=True, slots=True)
class RoadLaid:
    """R16-R18: a road tile of `colour` on `space`, with its two `ends`; `anchor` is the end
    by which it joined its road (where a road grows from)."""

    space: Space
    colour: str
    ends: tuple[int, int]
    anchor: int


@dataclass(frozen=True, slots=True)
class CityFounded:
    """R21: a city tile of `colour` on the village at `space` founded a city there."""

    space: Space
    colour: str


@dataclass(frozen=True, slots=True)
class CityExtended:
    """R22: a city tile of `colour` on `space` extended its city, now the place `city`."""

    space: Space
    colour: str
    city: Space


@dataclass(frozen=True, slots=True)
class CitiesMerged:
    """R26: a city tile of `colour` on `space` joined cities into one, now the place `city`;
    `joined` holds each city joined as it was before, by its tiles (in (r, q) order)."""

    space: Space
    colour: str
    city: Space
    joined: tuple[tuple[Space, ...], ...]


@dataclass(frozen=True, slots=True)
class PlacesConnected:
    """R20: the places `a` and `b` (their ids after the action) are now directly
    connected."""

    a: Space
    b: Space


@dataclass(frozen=True, slots=True)
class OracleTurned:
    """R35/R36: the oracle on `oracle` now points at the city `city` of `colour` (was:
    `before`, the colour it pointed at, None for nobody)."""

    oracle: Space
    city: Space
    colour: str
    before: str | None


@dataclass(frozen=True, slots=True)
class MarketBuilt:
    """R29 (paid `cost` points) or R21/R31 (the founder's free market, cost 0): a market of
    `colour` in the place `place`."""

    place: Space
    colour: str
    cost: int


@dataclass(frozen=True, slots=True)
class MarketSold:
    """R34: `colour` sold their market in the place `place` for `value` points."""

    place: Space
    colour: str
    value: int


@dataclass(frozen=True, slots=True)
class MarketReturned:
    """R25/R26: a second market of `colour` in the city `place` went back to their stock."""

    place: Space
    colour: str


@dataclass(frozen=True, slots=True)
class TilesDrawn:
    """R13: `colour` drew tiles from their reserve into their hand."""

    colour: str
    roads: int
    cities: int


@dataclass(frozen=True, slots=True)
class ScoreChanged:
    """`colour`'s score went from `before` to `after`."""

    colour: str
    before: int
    after: int


@dataclass(frozen=True, slots=True)
class PhaseChanged:
    """R4, R10, R37: the game moved from one phase to another."""

    before: Phase
    after: Phase


@dataclass(frozen=True, slots=True)
class TurnPassed:
    """R4, R9, R10: `colour` is to act now, in round `round` (0: the oracles' setup)."""

    colour: str
    round: int


@dataclass(frozen=True, slots=True)
class CardRevealed:
    """R5: the card of round `round` became public."""

    round: int
    card: str


@dataclass(frozen=True, slots=True)
class GameEnded:
    """R37/R38: the final scoring, step by step (sold and inactive markets leave the board,
    the others and the oracles score), and who won."""

    events: tuple[ScoringEvent, ...]
    winners: tuple[str, ...]


Effect = (
    OraclePlaced
    | RoadLaid
    | CityFounded
    | CityExtended
    | CitiesMerged
    | PlacesConnected
    | OracleTurned
    | MarketBuilt
    | MarketSold
    | MarketReturned
    | TilesDrawn
    | ScoreChanged
    | PhaseChanged
    | TurnPassed
    | CardRevealed
    | GameEnded
)


class Effects(Sequence[Effect]):
    """The effects of one action, in the order they happened (see the module's note)."""

    __slots__ = ("_before", "_after", "_action", "_items")

    def __init__(self, before: State, after: State, action: Action) -> None:
        self._before, self._after, self._action = before, after, action
        self._items: tuple[Effect, ...] | None = None

    def _all(self) -> tuple[Effect, ...]:
        if self._items is None:
            self._items = changes(self._before, self._after, self._action)
        return self._items

    @overload
    def __getitem__(self, index: int) -> Effect: ...
    @overload
    def __getitem__(self, index: slice) -> Sequence[Effect]: ...
    def __getitem__(self, index: int | slice) -> Effect | Sequence[Effect]:
        return self._all()[index]

    def __len__(self) -> int:
        return len(self._all())

    def __iter__(self) -> Iterator[Effect]:
        return iter(self._all())

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Effects):
            return self._all() == other._all()
        return isinstance(other, tuple) and self._all() == other

    def __hash__(self) -> int:
        return hash(self._all())

    def __repr__(self) -> str:
        return f"Effects{self._all()!r}"


def changes(b: State, a: State, action: Action) -> tuple[Effect, ...]:
    """What the step from state `b` to state `a` by `action` changed."""
    mover = COLOURS[b.current]
    sp = a.board.spaces
    placed = sorted(a.oracle_ptr.keys() - b.oracle_ptr.keys())
    out: list[Effect] = [OraclePlaced(sp[o], mover) for o in placed]
    out += _tiles(b, a)
    out += _markets(b, a, action)
    out += _connections(b, a)
    out += _oracles(b, a)
    out += _counts(b, a)
    out += _turn(b, a)
    return tuple(out)


def _tiles(b: State, a: State) -> list[Effect]:
    """The road and city tiles laid (one an action; read generally)."""
    sp, nbr = a.board.spaces, a.board.nbr
    out: list[Effect] = []
    for i, (was, now) in enumerate(zip(b.road_col, a.road_col, strict=True)):
        if was == NO and now != NO:
            ends = a.road_ends[i]
            assert ends is not None
            anchor = grown_from(a, i)
            out.append(RoadLaid(sp[i], COLOURS[now], ends, ends[0] if anchor is None else anchor))
    for i, (was, now) in enumerate(zip(b.city, a.city, strict=True)):
        if was != NO or now == NO:
            continue
        colour = COLOURS[now]
        joined = sorted({b.city_rep[n] for n in nbr[i] if n >= 0 and b.city[n] == now})
        city = sp[a.city_rep[i]]
        if not joined:
            out.append(CityFounded(sp[i], colour))
        elif len(joined) == 1:
            out.append(CityExtended(sp[i], colour, city))
        else:
            cities = tuple(tuple(sp[t] for t in b.city_tiles[j]) for j in joined)
            out.append(CitiesMerged(sp[i], colour, city, cities))
    return out


def _markets(b: State, a: State, action: Action) -> list[Effect]:
    """Markets built (paid or free), sold, and sent back to stock."""
    sp = a.board.spaces
    returned: list[Effect] = []
    built: list[Effect] = []
    for t, (was_word, now_word) in enumerate(zip(b.market, a.market, strict=True)):
        if was_word == now_word:
            continue
        for c in range(4):
            was, now = market_bits(was_word, c), market_bits(now_word, c)
            if was == now:
                continue
            place, colour = sp[a.place_of(t)], COLOURS[c]
            if now == NO_MARKET:
                returned.append(MarketReturned(place, colour))
            elif was == NO_MARKET:
                paid = isinstance(action, BuildMarket)
                cost = market_cost(b, c, b.place_of(t)) if paid else 0
                built.append(MarketBuilt(place, colour, cost or 0))
            elif was == UNSOLD and now == SOLD:
                built.append(MarketSold(place, colour, market_value(b, b.place_of(t))))
    return returned + built


def _connections(b: State, a: State) -> list[Effect]:
    """R20: the pairs of places directly connected now that were not before (a place
    covered by a city is that city now)."""
    sp = a.board.spaces
    was = {
        pair
        for p, linked in b.connections().items()
        for q in linked
        if len(pair := frozenset((a.place_of(p), a.place_of(q)))) == 2
    }
    now = {frozenset((p, q)) for p, linked in a.connections().items() for q in linked}
    new = sorted(tuple(sorted(pair)) for pair in now - was)
    return [PlacesConnected(sp[p], sp[q]) for p, q in new]


def _oracles(b: State, a: State) -> list[Effect]:
    """R35/R36: the oracles that point at another city than before."""
    sp = a.board.spaces
    out: list[Effect] = []
    for oracle, ptr in sorted(a.oracle_ptr.items()):
        old = b.oracle_ptr.get(oracle, NO)
        if ptr == NO or (old != NO and a.city_rep[old] == a.city_rep[ptr]):
            continue
        before = COLOURS[b.city[old]] if old != NO else None
        out.append(OracleTurned(sp[oracle], sp[a.city_rep[ptr]], COLOURS[a.city[ptr]], before))
    return out


def _counts(b: State, a: State) -> list[Effect]:
    """Tiles drawn (R13) and scores changed."""
    out: list[Effect] = []
    for c in a.players:
        roads, cities = b.res_roads[c] - a.res_roads[c], b.res_cities[c] - a.res_cities[c]
        if roads or cities:
            out.append(TilesDrawn(COLOURS[c], roads, cities))
    out += [
        ScoreChanged(COLOURS[c], b.score[c], a.score[c])
        for c in a.players
        if b.score[c] != a.score[c]
    ]
    return out


def _turn(b: State, a: State) -> list[Effect]:
    """The phase, whose turn it is, the cards R5 makes public, the end (R37)."""
    out: list[Effect] = []
    if a.phase != b.phase:
        out.append(PhaseChanged(b.phase, a.phase))
    if a.phase == OVER:
        if b.phase != OVER:
            won = tuple(COLOURS[c] for c in winners(a))
            out.append(GameEnded(tuple(final_events(a)), won))
        return out
    if (a.round, a.turn_pos, a.current) != (b.round, b.turn_pos, b.current):
        out.append(TurnPassed(COLOURS[a.current], a.round))
    shown_before, shown = b.round + 1, min(a.round + 1, len(a.deck))
    out += [CardRevealed(k + 1, a.deck[k]) for k in range(shown_before, shown)]
    return out
