"""The orientation a road tile's ghost offers first, on built positions: among
the engine's legal ends, continuing the player's own road, joining a place (their own city
first), heading for the nearest place still to connect; the last shape among equals."""

from __future__ import annotations

from mg.engine import ROAD_TILES, Game, PlaceRoad, Space, road_shape
from mg.scenes.play.road_choice import flipped, rank_ends, rotated
from mg.scenes.play.road_ghost import RoadGhost
from tests.support.builders import Position
from tests.support.roads import HERE, road_end_next_to_a_city


def legal_ends(game: Game, space: Space) -> list[tuple[int, int]]:
    """The engine's legal ends on `space`, in its order."""
    return [a.ends for a in game.legal_actions() if isinstance(a, PlaceRoad) and a.space == space]


def test_the_engine_names_six_straight_and_curved_tiles_each() -> None:
    assert len(ROAD_TILES) == 9
    assert sorted(road_shape(e) for e in ROAD_TILES).count("straight") == 3


def test_continuing_the_players_own_road_comes_first() -> None:
    game = road_end_next_to_a_city()
    options = legal_ends(game, HERE)
    assert (0, 3) in options and 2 not in (0, 3)  # legal, anchored on the orange city
    ranked = rank_ends(game, HERE, options)
    assert sorted(ranked) == sorted(options)
    continuing = [e for e in ranked if 2 in e]
    assert ranked[: len(continuing)] == continuing  # every continuation before the others


def test_joining_places_comes_first_then_the_players_own_city() -> None:
    """HERE touches yellow's city (end 3) and orange's (end 0)."""
    game = Position().city("yellow", (3, 5)).city("orange", (5, 5)).game()
    ranked = rank_ends(game, HERE, legal_ends(game, HERE))
    assert ranked[0] == (0, 3)  # joins the two cities
    touching = [3 in e for e in ranked[1:]]
    assert touching == sorted(touching, reverse=True)  # yellow's own city, then orange's


def test_joining_two_places_already_connected_is_no_join() -> None:
    """Yellow's city west of HERE and the village east of it are joined already (R20: a
    second road counts once): the tile heads on for the village still to connect."""
    p = Position().city("yellow", (3, 5)).village((5, 5), (6, 1))
    p.path("yellow", (3, 5), [5, 0, 1])  # (3, 5) - (3, 6) - (4, 6) - the village (5, 5)
    game = p.game()
    assert (3, 5) in game.connections((5, 5))
    ranked = rank_ends(game, HERE, legal_ends(game, HERE))
    assert ranked[0] == (1, 3) and ranked.index((0, 3)) > 0


def test_an_open_end_heads_for_the_nearest_place_still_to_connect() -> None:
    """From yellow's city west of HERE, the village lies due east: the straight tile."""
    game = Position().city("yellow", (3, 5)).village((9, 5)).game()
    assert rank_ends(game, HERE, legal_ends(game, HERE))[0] == (0, 3)
    game = Position().city("yellow", (3, 5)).village((8, 1)).game()  # north-east
    assert rank_ends(game, HERE, legal_ends(game, HERE))[0] == (1, 3)


def test_a_place_already_connected_to_the_players_city_is_no_goal() -> None:
    """West of (2, 6) lies a village yellow's road joins to its city already: the tile from
    the city heads south-east instead, for the village still to connect."""
    p = Position().city("yellow", (3, 5)).village((0, 6), (2, 9))
    p.path("yellow", (3, 5), [3, 3, 4])  # (3, 5) - (2, 5) - (1, 5) - the village (0, 6)
    game = p.game()
    assert (3, 5) in game.connections((0, 6))
    here = (2, 6)  # south-west of the city
    ranked = rank_ends(game, here, legal_ends(game, here))
    assert ranked[0] == (1, 5)  # from the city (end 1) on to the south-east (end 5)


def test_the_last_chosen_shape_comes_first_among_equals() -> None:
    """No place left to head for (the only village is yellow's city): shape decides."""
    game = Position().village((3, 5)).city("yellow", (3, 5)).game()
    options = legal_ends(game, HERE)
    assert rank_ends(game, HERE, options, "curved")[0] in ((1, 3), (3, 5))
    assert rank_ends(game, HERE, options, "straight")[0] == (0, 3)


def test_both_ends_on_one_place_connect_nothing_and_come_last() -> None:
    """Yellow's city wraps round HERE (ends 1, 2, 3): a tile with ends 1 and 3 would join
    the city to itself, which connects nothing (R20)."""
    game = Position().city("yellow", (3, 5), (4, 4), (5, 4)).village((9, 5)).game()
    ranked = rank_ends(game, HERE, legal_ends(game, HERE))
    assert ranked[-1] == (1, 3) and len(ranked) > 2


def test_a_hints_ends_come_first_of_all() -> None:
    game = road_end_next_to_a_city()
    options = legal_ends(game, HERE)
    assert rank_ends(game, HERE, options, prefer=(1, 3))[0] == (1, 3)
    assert rank_ends(game, HERE, options, prefer=(2, 3)) == rank_ends(game, HERE, options)


def test_rotating_visits_every_legal_orientation_in_turn() -> None:
    ranked = [(0, 2), (2, 5), (0, 3)]
    seen, ends = [], ranked[0]
    for _ in ranked:
        ends = rotated(ranked, ends, 1)
        seen.append(ends)
    assert seen == [(2, 5), (0, 3), (0, 2)]
    assert rotated(ranked, (0, 2), -1) == (0, 3)
    assert rotated(ranked, (1, 4), 1) == (0, 2)  # from an illegal one: the likeliest
    assert rotated([], (0, 3), 1) == (1, 4)  # nothing legal: the tile turns by one side


def test_flipping_takes_the_likeliest_of_the_other_shape() -> None:
    ranked = [(0, 2), (2, 5), (0, 3), (1, 3)]
    assert flipped(ranked, (0, 2)) == (2, 5)
    assert flipped(ranked, (2, 5)) == (0, 2)
    assert flipped([], (0, 3)) in ((0, 2), (0, 4))  # nothing legal: keep end 0
    assert flipped([(0, 2)], (0, 2)) == (0, 3)  # no straight one legal: shown refused


def test_the_ghost_offers_once_per_space_and_position_then_stays_put() -> None:
    game = road_end_next_to_a_city()
    options = legal_ends(game, HERE)
    ghost = RoadGhost()
    ghost.offer(game, HERE, 1, options)
    first = ghost.ends
    assert 2 in first
    ghost.rotate(1)
    turned = ghost.ends
    ghost.offer(game, HERE, 1, options)  # the mouse moved within the space
    assert ghost.ends == turned != first
    ghost.offer(game, None, 1, [])
    ghost.offer(game, HERE, 1, options)  # back again: offered afresh
    assert ghost.ends == first
    ghost.offer(game, HERE, 1, options, prefer=(0, 3))  # a hint came
    assert ghost.ends == (0, 3)


def test_the_ghost_remembers_the_shape_laid_or_flipped_to() -> None:
    game = Position().village((3, 5)).city("yellow", (3, 5)).game()
    options = legal_ends(game, HERE)
    ghost = RoadGhost()
    ghost.placed((1, 3))
    ghost.offer(game, HERE, 1, options)
    assert road_shape(ghost.ends) == "curved"
    ghost.flip()
    assert ghost.ends == (0, 3) and ghost.shape == "straight"
    ghost.offer(game, HERE, 2, options)
    assert ghost.ends == (0, 3)


def test_a_ghosts_effect_is_worked_out_once_per_space_orientation_and_revision() -> None:
    game = road_end_next_to_a_city()
    ghost = RoadGhost()
    ghost.offer(game, HERE, 1, legal_ends(game, HERE))
    for _ in range(5):
        assert ghost.effect(game, HERE, 1) is not None
    assert ghost.effects_worked_out == 1
    ghost.rotate(1)
    ghost.effect(game, HERE, 1)
    ghost.rotate(-1)
    ghost.effect(game, HERE, 1)
    assert ghost.effects_worked_out == 2
    ghost.effect(game, HERE, 2)  # the board changed
    assert ghost.effects_worked_out == 3
    ghost.ends = (1, 4)  # refused here (R17): nothing to work out
    assert ghost.effect(game, HERE, 2) is None and ghost.effects_worked_out == 3
