"""The statistics of a game are the engine's own facts, replayed from the
record: every sample equals the game rebuilt from that prefix (scores and the engine's
projected scoring), the final sample equals the final scoring, the counters equal the
record's actions, and the lead changes exactly where the projected leaders change."""

from __future__ import annotations

import pytest

from mg.engine import (
    BuildMarket,
    Draw,
    EndTurn,
    Game,
    PlaceCity,
    PlaceRoad,
    SellMarket,
    statistics,
)
from tests.support.finished_games import random_game


def leaders(projected: dict[str, int]) -> tuple[str, ...]:
    best = max(projected.values())
    return tuple(c for c, v in projected.items() if v == best)


@pytest.mark.parametrize(("seed", "players"), [(3, 2), (7, 3), (11, 4)])
def test_every_sample_is_the_game_at_that_step(seed: int, players: int) -> None:
    game = random_game(seed, players)
    stats = statistics(game)
    prefixes = list(game.replay())
    for sample in stats.samples:
        at = prefixes[sample.step]
        assert sample.score == at.score
        assert sample.projected == at.projected_scores()
        assert sample.round == at.round
    # one sample where the rounds start, then one after every turn (R10)
    turns = sum(1 for a in game.history if isinstance(a, EndTurn))
    assert len(stats.samples) == turns + 1
    assert stats.complete and stats.over


@pytest.mark.parametrize("seed", [1, 2, 5])
def test_the_final_sample_is_the_final_scoring(seed: int) -> None:
    game = random_game(seed, 3, rounds=12)
    final = statistics(game).final
    totals = {s.colour: s.total for s in game.standings()}
    assert final.score == game.score == totals
    assert final.projected == totals
    assert final.step == game.history_length


def test_the_counters_are_the_records_actions() -> None:
    game = random_game(21, 3)
    final = statistics(game).final
    counted: dict[int, dict[str, int]] = {k: dict.fromkeys(game.players, 0) for k in range(5)}
    kinds = (BuildMarket, SellMarket, PlaceRoad, PlaceCity)
    for g, action in zip(game.replay(), game.history, strict=False):
        who = g.player_to_act
        for k, kind in enumerate(kinds):
            if isinstance(action, kind):
                counted[k][who] += 1
        if isinstance(action, Draw):
            counted[4][who] += action.roads + action.cities
    assert final.markets_built == counted[0]
    assert final.markets_sold == counted[1]
    assert final.roads_placed == counted[2]
    assert final.cities_placed == counted[3]
    assert final.drawn == counted[4]
    assert sum(final.markets_built.values()) > 0  # random play builds markets: a real test


def test_oracles_held_are_the_engines() -> None:
    game = random_game(8, 4)
    for sample in statistics(game).per_round()[1:]:
        at = game.record_prefix(sample.step)
        held = dict.fromkeys(game.players, 0)
        for space in at.oracles():
            holder = at.oracle_controller(space)
            if holder is not None:
                held[holder] += 1
        assert sample.oracles == held


@pytest.mark.parametrize("seed", [4, 9, 13])
def test_the_lead_changes_where_the_leaders_change(seed: int) -> None:
    stats = statistics(random_game(seed, 3, rounds=12))
    expected = [
        (b.step, leaders(a.projected), leaders(b.projected))
        for a, b in zip(stats.samples, stats.samples[1:], strict=False)
        if leaders(a.projected) != leaders(b.projected)
    ]
    got = [(c.step, c.before, c.leaders) for c in stats.lead_changes]
    assert got == expected
    assert got  # these seeds' games do change leaders
    for change in stats.lead_changes:
        assert change.before != change.leaders


def test_per_round_ends_each_round_once() -> None:
    game = random_game(6, 2, rounds=8)
    rounds = statistics(game).per_round()
    assert [s.round for s in rounds] == [1, *range(1, 9)]  # the start, then each round's end
    assert rounds[-1].step == game.history_length


def test_a_game_in_progress_ends_where_it_stands() -> None:
    game = random_game(2, 2)
    partway = game.record_prefix(game.history_length // 2)
    stats = statistics(partway)
    assert stats.final.step == partway.history_length
    assert stats.final.projected == partway.projected_scores()
    assert not stats.over


def test_the_oracles_setup_has_no_samples_yet() -> None:
    game = Game.new(["yellow", "red"], seed=1, rounds=8)
    stats = statistics(game)
    assert [s.step for s in stats.samples] == [0]
    assert stats.lead_changes == ()
