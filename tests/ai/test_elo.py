"""The levels' Elo ladder from the arena's games (mg/bench/elo.py): results of pairs of
seats, the Bradley-Terry fit on Elo's scale with easy fixed at 1000, and the bootstrap's
intervals."""

from __future__ import annotations

import math

import pytest

from mg.bench.ai import Seat
from mg.bench.elo import ANCHOR_ELO, intervals, ladder, pair_results, strengths


def game(*seats: tuple[str, float, int]) -> list[Seat]:
    return [Seat(level, win, score, 0) for level, win, score in seats]


def test_a_game_is_split_into_the_results_of_its_pairs_of_levels() -> None:
    pairs = pair_results([game(("easy", 1.0, 20), ("hard", 0.0, 20))])
    assert pairs == {("easy", "hard"): (1.0, 1.0), ("hard", "easy"): (0.0, 1.0)}
    four = game(("hard", 1.0, 30), ("easy", 0.0, 25), ("easy", 0.0, 12), ("mcts", 0.0, 25))
    pairs = pair_results([four])
    assert pairs[("hard", "easy")] == pytest.approx((2 / 3, 2 / 3))  # two pairs, 1/3 each
    assert pairs[("easy", "mcts")] == pytest.approx((0.5 / 3, 2 / 3))  # a draw and a loss
    assert ("easy", "easy") not in pairs


def test_three_wins_in_four_are_about_190_elo() -> None:
    """Odds of 3 to 1 are 400 * log10(3) = 191 points (a little less with the one drawn
    game every pair is given)."""
    games = [game(("hard", 1.0, 30), ("easy", 0.0, 20))] * 300
    games += [game(("hard", 0.0, 20), ("easy", 1.0, 30))] * 100
    elo = strengths(pair_results(games))
    assert elo["easy"] == ANCHOR_ELO
    assert elo["hard"] - elo["easy"] == pytest.approx(400 * math.log10(3), abs=3)


def test_a_chain_of_levels_adds_up() -> None:
    games = [game(("medium", 1.0, 30), ("easy", 0.0, 20))] * 90
    games += [game(("medium", 0.0, 20), ("easy", 1.0, 30))] * 10
    games += [game(("hard", 1.0, 30), ("medium", 0.0, 20))] * 75
    games += [game(("hard", 0.0, 20), ("medium", 1.0, 30))] * 25
    elo = strengths(pair_results(games))
    assert elo["easy"] < elo["medium"] < elo["hard"]
    assert elo["hard"] - elo["easy"] == pytest.approx(
        (elo["medium"] - elo["easy"]) + (elo["hard"] - elo["medium"])
    )
    assert 350 < elo["medium"] - elo["easy"] < 390  # 9 to 1: 382 points, less the prior


def test_a_level_that_won_every_game_still_has_a_finite_rating() -> None:
    elo = strengths(pair_results([game(("hard", 1.0, 30), ("easy", 0.0, 20))] * 50))
    assert math.isfinite(elo["hard"]) and elo["hard"] > ANCHOR_ELO + 500


def test_the_intervals_hold_the_fit_and_the_ladder_lists_the_strongest_first() -> None:
    games = [game(("hard", 1.0, 30), ("easy", 0.0, 20))] * 30
    games += [game(("hard", 0.0, 20), ("easy", 1.0, 30))] * 10
    elo = strengths(pair_results(games))
    spread = intervals(games, draws=50)
    lo, hi = spread["hard"]
    assert lo < elo["hard"] < hi
    lines = ladder(games, draws=20)
    assert lines[2].split()[0] == "hard" and lines[3].split()[0] == "easy"
