"""A player's rating on the bots' Elo scale (mg/ai/rating.py): the expected result, a game's
results against each bot, and how far a game moves the rating."""

from __future__ import annotations

import pytest

from mg.ai.rating import START, K, Rating, expected, game_results, rated, result


def test_the_expected_results_of_two_players_add_up_to_one() -> None:
    assert expected(1000, 1000) == pytest.approx(0.5)
    assert expected(1400, 1000) == pytest.approx(10 / 11)  # 400 points: odds of 10 to 1
    for mine, theirs in [(800, 1250), (1700, 1690), (1000, 2400)]:
        assert expected(mine, theirs) + expected(theirs, mine) == pytest.approx(1.0)
    assert expected(1200, 1000) > expected(1100, 1000) > 0.5


def test_a_winner_beats_a_non_winner_even_on_equal_points() -> None:
    """R38: a tie on points is broken by the tiles left, so the winners say who won."""
    assert result((30, True), (30, False)) == 1.0
    assert result((30, False), (30, True)) == 0.0
    assert result((30, True), (30, True)) == 0.5  # a shared victory
    assert result((22, False), (18, False)) == 1.0  # behind the winner, ahead of this bot
    assert result((18, False), (22, False)) == 0.0
    assert result((20, False), (20, False)) == 0.5


def test_a_win_against_an_equal_gains_half_of_k_and_a_loss_loses_it() -> None:
    start = Rating()
    assert start == Rating(START, 0)
    won, lost = rated(start, [(START, 1.0)]), rated(start, [(START, 0.0)])
    assert won == Rating(START + K / 2, 1) and lost == Rating(START - K / 2, 1)
    assert rated(start, [(START, 0.5)]) == Rating(START, 1)


def test_beating_a_stronger_bot_gains_more_than_beating_a_weaker_one() -> None:
    start = Rating(1200, 5)
    strong, weak = rated(start, [(1600, 1.0)]), rated(start, [(800, 1.0)])
    assert strong.value - start.value > weak.value - start.value > 0
    assert rated(start, [(800, 0.0)]).value < rated(start, [(1600, 0.0)]).value < start.value


def test_a_game_against_three_bots_moves_the_rating_as_far_as_one_against_one() -> None:
    """K is shared by the bots met: three wins against equals gain K/2, as one does."""
    start = Rating()
    three = rated(start, [(START, 1.0)] * 3)
    assert three.value == pytest.approx(START + K / 2) and three.games == 1


def test_a_game_with_no_bot_leaves_the_rating_as_it_was() -> None:
    start = Rating(1234, 7)
    assert rated(start, []) is start


def test_a_game_rates_its_one_human_against_each_bot() -> None:
    seats = [("easy", 1000.0), ("human", None), ("hard", 1700.0)]
    met = game_results(seats, scores=[25, 31, 28], winners=[False, True, False])
    assert met == [(1000.0, 1.0), (1700.0, 1.0)]
    met = game_results(seats, scores=[25, 26, 28], winners=[False, False, True])
    assert met == [(1000.0, 1.0), (1700.0, 0.0)]


def test_a_game_rates_nobody_without_exactly_one_human_and_bots_of_known_strength() -> None:
    scores, winners = [20, 22], [False, True]
    assert game_results([("human", None), ("human", None)], scores, winners) is None
    assert game_results([("easy", 1000.0), ("hard", 1700.0)], scores, winners) is None
    assert game_results([("human", None), ("remote", None)], scores, winners) is None
    assert game_results([("human", None)], [20], [True]) is None


def test_twelve_games_against_one_bot_come_near_its_strength_when_even() -> None:
    rating = Rating(START, 0)
    for k in range(12):
        rating = rated(rating, [(1400.0, 1.0 if k % 2 else 0.0)])
    assert rating.games == 12
    assert START < rating.value < 1400  # won half: on its way up to the bot's 1400
