"""Who played each turn of a game's record (R9), worked back from the turn now: checked
against the game replayed action by action, in random games cut anywhere (mid-turn,
mid-round, over)."""

from __future__ import annotations

import random

import pytest

from mg.engine import COLOURS, EndTurn, Game


def random_prefix(seed: int, players: int, cut: int) -> Game:
    """A game of `players` played by random legal actions, for at most `cut` actions."""
    rng = random.Random(seed)
    game = Game.new(list(COLOURS[:players]), seed=seed, rounds=8)
    for _ in range(cut):
        if game.is_over():
            break
        game.apply(rng.choice(game.legal_actions()))
    return game


@pytest.mark.parametrize("seed", range(12))
def test_every_turn_is_its_players_and_ends_at_its_end_turn(seed: int) -> None:
    rng = random.Random(seed)
    game = random_prefix(seed, rng.choice((2, 3, 4)), rng.randrange(20, 400))
    positions = list(game.replay())
    turns = game.turns_played()
    ends = [k + 1 for k, a in enumerate(game.history) if isinstance(a, EndTurn)]
    assert [turn.end for turn in turns] == ends  # every turn of the rounds, in order
    for turn in turns:
        assert positions[turn.start].current == turn.colour
        assert positions[turn.start].round >= 1
        assert positions[turn.end - 1].current == turn.colour  # (its EndTurn is its own)
    for before, after in zip(turns, turns[1:], strict=False):
        assert after.start == before.end  # one turn follows another


def test_a_game_in_its_setup_has_no_turns_yet() -> None:
    game = Game.new(list(COLOURS[:3]), seed=1, rounds=8)
    assert game.turns_played() == []
