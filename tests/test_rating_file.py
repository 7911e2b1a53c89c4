"""The player's rating kept with the games (mg/store/game_files.py): a game finished here
against bots counts once, when its own file is written as it ends; a damaged rating file is
a Problem and the rating starts again; a game that rates nobody changes nothing."""

from __future__ import annotations

import pytest

from mg.ai.levels import LEVELS
from mg.ai.rating import START, Rating, expected, rated
from mg.engine import Game
from mg.store.game_files import (
    KeptRating,
    count_game,
    keep_game,
    load_rating,
    rating_path,
)
from mg.store.seats import Seat
from mg.store.session import Session
from tests.support.finished_games import random_game
from tests.support.private_games import private_data  # noqa: F401
from tests.support.problem_keys import problem_keys

pytestmark = pytest.mark.usefixtures("private_data")


def finished(seed: int, kinds: tuple[str, str] = ("human", "hard")) -> Session:
    game = random_game(seed)
    seats = [Seat(None, colour, kind) for colour, kind in zip(game.players, kinds, strict=True)]
    return Session(game, seats)


def test_a_finished_game_against_a_bot_counts_once() -> None:
    session = finished(3)
    game = session.game
    human, bot = game.players
    won = human in game.winners()
    assert count_game(session) is None
    kept, problem = load_rating()
    assert problem is None and kept.counted == (session.game_id,)
    strength = LEVELS["hard"].elo
    score = 1.0 if won and bot not in game.winners() else (0.5 if won else 0.0)
    assert kept.rating == rated(Rating(), [(strength, score)])
    assert count_game(session) is None  # counted before: nothing changes
    assert load_rating()[0] == kept


def test_a_game_ends_in_the_rating_when_its_own_file_is_written() -> None:
    session = finished(5, ("easy", "human"))
    assert keep_game(session) is None
    kept, _ = load_rating()
    assert kept.rating.games == 1 and kept.counted == (session.game_id,)


def test_a_game_that_rates_nobody_writes_nothing() -> None:
    assert count_game(finished(3, ("human", "human"))) is None
    unfinished = Session(Game.new(["yellow", "red"], seed=1), [Seat(None, "yellow")])
    assert count_game(unfinished) is None
    assert not rating_path().exists()
    assert load_rating() == (KeptRating(), None)


@pytest.mark.parametrize(
    "text",
    [
        "not json",
        '{"version": 1, "rating": "high", "games": 1, "counted": []}',
        '{"version": 2, "rating": 1000, "games": 1, "counted": []}',
        '{"version": 1, "rating": 1000, "games": -1, "counted": []}',
        '{"version": 1, "rating": 1000, "games": 1, "counted": ["../x"]}',
        '{"version": 1, "rating": 1e400, "games": 1, "counted": []}',
    ],
)
def test_a_damaged_rating_file_is_a_problem_and_the_rating_starts_again(text: str) -> None:
    rating_path().parent.mkdir(parents=True, exist_ok=True)
    rating_path().write_text(text, encoding="utf-8")
    kept, problem = load_rating()
    assert kept == KeptRating() and problem is not None
    assert problem_keys(problem)[0] == "rating_broken"
    session = finished(7)
    assert count_game(session) is None
    assert load_rating()[0].rating.games == 1  # started again from this game


def test_each_win_against_a_stronger_bot_gains_less_than_the_one_before() -> None:
    rating, gains = Rating(), []
    for _ in range(20):
        after = rated(rating, [(LEVELS["hard"].elo, 1.0)])
        gains.append(after.value - rating.value)
        rating = after
    assert all(0 < later < earlier for earlier, later in zip(gains, gains[1:], strict=False))
    assert expected(rating.value, LEVELS["hard"].elo) > expected(START, LEVELS["hard"].elo)
