"""The hard bot's search: the endgame is played to the end, no draws in the last round,
plans are distinct."""

from __future__ import annotations

import math
import random

from mg.ai import make_bot
from mg.ai.plans import Plan, candidates, quick_end, unrepeated
from mg.ai.search import distinct, endgame, play_on
from mg.engine import Draw, EndActions, EndTurn, Game, PlaceRoad
from mg.engine.hexgrid import neighbour


def advance(players: int, to_round: int, seed: int = 3) -> Game:
    """An 8-round game played by easy bots up to the start of a turn in `to_round`."""
    game = Game.new(["yellow", "orange", "brown", "red"][:players], seed=seed, rounds=8)
    filler = make_bot("easy", seed)
    while game.round < to_round:
        for action in filler.plan_turn(game):
            game.apply(action)
    return game


def test_in_the_last_two_rounds_the_game_is_played_out_to_its_end() -> None:
    game = advance(3, 7)
    assert endgame(game)
    after, in_time = play_on(game, math.inf, random.Random(1))
    assert in_time and after.phase == "over"


def test_before_the_endgame_everyone_plays_on_to_the_end_of_the_public_cards() -> None:
    """The next round's card is public (R5), the later ones are not: play stops there."""
    game = advance(2, 4)
    for action in quick_end(game):
        game.apply(action)
    after, in_time = play_on(game, math.inf, random.Random(1))
    assert in_time and not endgame(game)
    assert after.round == game.round + 2 and not after.turn_actions
    assert after.phase == "actions"


def test_no_draw_in_the_last_round() -> None:
    game = advance(2, 8)
    assert not [a for a in candidates(game, random.Random(1)) if isinstance(a, Draw)]
    assert quick_end(game) == [EndActions(), EndTurn()]
    plan = make_bot("hard", 1, budget=0.05).plan_turn(game)
    assert not [a for a in plan if isinstance(a, Draw)] and isinstance(plan[-1], EndTurn)


def test_distinct_plans_drop_repeats_keeping_the_best_first() -> None:
    game = advance(2, 2)
    road = next(a for a in game.legal_actions() if isinstance(a, PlaceRoad))
    plans: list[Plan] = [
        (3.0, [road, EndActions()], game),
        (2.0, [EndActions(), road], game),
        (1.0, [EndActions()], game),
    ]
    assert [p[0] for p in distinct(plans)] == [3.0, 1.0]


def test_roads_that_join_something_at_both_ends_are_always_weighed() -> None:
    """Among many legal roads, every one whose two ends meet a place or a tile (a
    connection made, R20, or a road joined, R18) is a candidate; the rest are sampled."""
    game = advance(2, 4, seed=3)  # (a position with many roads, a few of them joining)
    roads = [a for a in game.legal_actions() if isinstance(a, PlaceRoad)]
    taken = set(game.places()) | set(game.roads()) | set(game.cities())
    joining = [r for r in roads if all(neighbour(r.space, e) in taken for e in r.ends)]
    assert len(roads) > 12 and 0 < len(joining) < 6
    for seed in range(5):
        weighed = [
            a
            for a in candidates(game, random.Random(seed), max_roads=6)
            if isinstance(a, PlaceRoad)
        ]
        assert len(weighed) == 6 and set(joining) <= set(weighed)


def test_the_beam_keeps_one_of_the_same_actions_in_another_order() -> None:
    game = advance(2, 2)
    first, second = [a for a in game.legal_actions() if isinstance(a, PlaceRoad)][:2]
    plans: list[Plan] = [
        (3.0, [first, second], game),
        (3.0, [second, first], game),
        (2.5, [second, first], game),
        (2.0, [first], game),
        (1.0, [second], game),
    ]
    kept = unrepeated(plans, 3)
    assert [(p[0], p[1]) for p in kept] == [
        (3.0, [first, second]),
        (2.5, [second, first]),
        (2.0, [first]),
    ]
