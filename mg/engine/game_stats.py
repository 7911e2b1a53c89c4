"""The statistics of a game, as data, from its record: after every turn, each
player's score, projected score (R37's scoring as if the game ended then:
`Game.projected_scores`), oracles held (R35), markets built, sold and active (R29, R32,
R34), tiles placed and drawn (R13, R16, R21); and every turn at which the lead changed.
Computed by replaying the record through the rules (`Game.replay`), never re-derived."""

from __future__ import annotations

from dataclasses import dataclass

from .actions import (
    Action,
    BuildMarket,
    Draw,
    EndTurn,
    PlaceCity,
    PlaceOracle,
    PlaceRoad,
    SellMarket,
)
from .enums import Phase
from .game import Game

Counts = dict[str, int]


@dataclass(frozen=True, slots=True)
class Sample:
    """The game after a turn (or where the rounds start): `step` is how many actions of
    the record were played, `colour` who just played (None at the start of the rounds)."""

    step: int
    round: int
    colour: str | None
    score: Counts
    projected: Counts
    oracles: Counts  # oracles each player controls (R35)
    markets_built: Counts  # markets built so far (R29)
    markets_sold: Counts  # markets sold so far (R34)
    markets_active: Counts  # unsold markets that are active now (R32)
    roads_placed: Counts  # road tiles placed so far (R16)
    cities_placed: Counts  # city tiles placed so far (R21, R22)
    drawn: Counts  # tiles drawn from the reserve so far (R13)


@dataclass(frozen=True, slots=True)
class LeadChange:
    """After the turn ending at `step` (played by `colour` in `round`), the players ahead
    on projected score (`leaders`, several when tied) are no longer `before`."""

    step: int
    round: int
    colour: str | None
    before: tuple[str, ...]
    leaders: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Statistics:
    players: tuple[str, ...]
    rounds: int
    samples: tuple[Sample, ...]  # oldest first; the last is the game as it stands
    lead_changes: tuple[LeadChange, ...]
    complete: bool  # the record starts at the setup (an older save's does not)
    over: bool

    def round_ends(self) -> list[int]:
        """The indexes of the samples that end a round (the start of the rounds first)."""
        out: list[int] = []
        for k, sample in enumerate(self.samples):
            last = self.samples[out[-1]] if out else None
            if last is not None and last.round == sample.round and last.colour is not None:
                out[-1] = k
            else:
                out.append(k)
        return out

    def per_round(self) -> list[Sample]:
        """The last sample of every round played (with the start of the rounds first)."""
        return [self.samples[k] for k in self.round_ends()]

    @property
    def final(self) -> Sample:
        return self.samples[-1]


def _zero(players: list[str]) -> Counts:
    return dict.fromkeys(players, 0)


def _leaders(projected: Counts) -> tuple[str, ...]:
    best = max(projected.values())
    return tuple(c for c, v in projected.items() if v == best)


def statistics(game: Game) -> Statistics:
    """The statistics of `game`, from its record (a finished game or one in progress)."""
    players = game.players
    counters = {name: _zero(players) for name in ("built", "sold", "roads", "cities", "drawn")}
    history: list[Action] = game.history
    samples: list[Sample] = []
    changes: list[LeadChange] = []

    def sample(g: Game, step: int, colour: str | None) -> None:
        projected = g.projected_scores()
        oracles = _zero(players)
        for space in g.oracles():
            holder = g.oracle_controller(space)
            if holder is not None:
                oracles[holder] += 1
        active = _zero(players)
        if g.phase != Phase.OVER:
            for place in g.places():
                for c, how in g.markets_at(place).items():
                    if how == "unsold" and g.market_active(c, place):
                        active[c] += 1
        else:  # R37: what is left on the board is what scored
            for place in g.places():
                for c in g.markets_at(place):
                    active[c] += 1
        here = Sample(
            step,
            g.round,
            colour,
            g.score,
            projected,
            oracles,
            dict(counters["built"]),
            dict(counters["sold"]),
            active,
            dict(counters["roads"]),
            dict(counters["cities"]),
            dict(counters["drawn"]),
        )
        if samples:
            before, after = _leaders(samples[-1].projected), _leaders(projected)
            if before != after:
                changes.append(LeadChange(step, g.round, colour, before, after))
        samples.append(here)

    mover: str | None = None
    for step, g in enumerate(game.replay()):
        if step == 0:
            if g.phase != Phase.ORACLES:
                sample(g, 0, None)
        else:
            action = history[step - 1]
            _count(counters, action, mover)
            if isinstance(action, PlaceOracle) and g.phase != Phase.ORACLES:
                sample(g, step, None)  # the oracles' setup is done: the rounds start
            elif isinstance(action, EndTurn):
                sample(g, step, mover)
        mover = g.current_player
    if not samples or samples[-1].step != game.history_length:
        sample(game, game.history_length, None)  # a turn in progress
    return Statistics(
        tuple(players),
        game.rounds,
        tuple(samples),
        tuple(changes),
        game.history_complete,
        game.phase == Phase.OVER,
    )


def _count(counters: dict[str, Counts], action: Action, colour: str | None) -> None:
    if colour is None:
        return
    if isinstance(action, BuildMarket):
        counters["built"][colour] += 1
    elif isinstance(action, SellMarket):
        counters["sold"][colour] += 1
    elif isinstance(action, PlaceRoad):
        counters["roads"][colour] += 1
    elif isinstance(action, PlaceCity):
        counters["cities"][colour] += 1
    elif isinstance(action, Draw):
        counters["drawn"][colour] += action.roads + action.cities
