"""R1-R6: players, supplies, scores, oracle setup, the deck and the game's length."""

from __future__ import annotations

import pytest

from mg.engine import (
    CARDS,
    Board,
    Draw,
    EndActions,
    EndTurn,
    Game,
    PlaceCity,
    PlaceOracle,
    Refusal,
)
from tests.support.builders import Position, grid_map, rule


def test_r1_each_colour_owns_20_tiles_of_each_kind_and_20_markets() -> None:
    g = Game.new(["yellow", "orange", "brown", "red"])
    for colour in g.players:
        hand, reserve = g.hand[colour], g.reserve[colour]
        assert hand[0] + reserve[0] == 20 and hand[1] + reserve[1] == 20
        assert g.markets_left[colour] == 20


@pytest.mark.parametrize(
    "players, fragment",
    [
        (["yellow"], "2 to 4"),
        (["yellow", "orange", "brown", "red", "yellow"], "2 to 4"),
        (["yellow", "purple"], "unknown colour 'purple'"),
        (["red", "red"], "different colour"),
        ("yellow,red", "2 to 4"),
    ],
)
def test_r1_bad_players_are_refused(players: object, fragment: str) -> None:
    with pytest.raises(ValueError, match=fragment):
        Game.new(players)  # type: ignore[arg-type]


def test_r2_four_and_four_in_hand_sixteen_in_reserve() -> None:
    g = Game.new(["yellow", "red"])
    assert g.hand == {"yellow": (4, 4), "red": (4, 4)}
    assert g.reserve == {"yellow": (16, 16), "red": (16, 16)}


def test_r2_only_tiles_in_hand_can_be_placed() -> None:
    g = Position().green((2, 5)).city("yellow", (2, 5)).game(hand=(0, 0))
    from mg.engine import PlaceRoad

    assert rule(g, PlaceRoad((3, 5), (0, 3))) == "R2"
    assert rule(g, PlaceCity((2, 4))) == "R2"


@pytest.mark.parametrize("players, start", [(2, 10), (3, 12), (4, 15)])
def test_r3_starting_score_by_player_count(players: int, start: int) -> None:
    g = Game.new(["yellow", "orange", "brown", "red"][:players])
    assert set(g.score.values()) == {start}


def test_r3_actions_needing_more_points_than_owned_are_illegal() -> None:
    g = Position().green((2, 5)).game(score=0)
    reason = g.why_illegal(PlaceCity((2, 5)))
    assert reason is not None and reason.startswith("R24") and "no" in reason
    assert g.score["yellow"] == 0


@pytest.mark.parametrize("players, oracles", [(2, 7), (3, 7), (4, 9)])
def test_r4_oracle_count(players: int, oracles: int) -> None:
    g = Game.new(["yellow", "orange", "brown", "red"][:players])
    assert g.phase == "oracles" and g.round == 0 and g.oracles_to_place == oracles


def test_r4_placement_order_starts_with_the_first_cards_first_player() -> None:
    deck = ["B1"] + [c for c in CARDS if c != "B1"]  # B1: brown yellow red orange
    g = Game.new(["red", "yellow", "brown"], deck=deck)
    seen = []
    while g.phase == "oracles":
        seen.append(g.current)
        g.apply(g.legal_actions()[0])
    assert seen == ["brown", "red", "yellow", "brown", "red", "yellow", "brown"]
    assert g.phase == "actions" and g.round == 1 and g.current == "brown"
    assert len(g.oracles()) == 7


def test_r4_oracles_only_on_empty_interior_villages() -> None:
    text = grid_map(6, 3, villages=((1, 0), (3, 0)), greens=((5, 0),))
    g = Game.new(["yellow", "red"], board=Board.from_text(text), oracles=1)
    assert rule(g, PlaceOracle((5, 0))) == "R4"  # green border
    assert rule(g, PlaceOracle((2, 0))) == "R4"  # land
    assert rule(g, PlaceOracle((40, 0))) == "R4"  # off the board
    assert {a.space for a in g.legal_actions() if isinstance(a, PlaceOracle)} == {(1, 0), (3, 0)}
    assert all(isinstance(a, PlaceOracle) for a in g.legal_actions())
    g.apply(PlaceOracle((1, 0)))
    assert g.phase == "actions"
    assert rule(g, PlaceOracle((3, 0))) == "R4"


def test_r4_a_taken_village_is_refused_and_map_oracles_count() -> None:
    text = grid_map(6, 3, villages=((1, 0), (3, 0)), oracles=((1, 2),), greens=((5, 0),))
    g = Game.new(["yellow", "red"], board=Board.from_text(text), oracles=3)
    assert g.oracles_to_place == 2
    assert g.refusal(PlaceOracle((1, 2))) == Refusal("R4", "oracle_taken")
    with pytest.raises(ValueError, match="room for only 3"):
        Game.new(["yellow", "red"], board=Board.from_text(text), oracles=4)
    with pytest.raises(ValueError, match="at least 1"):
        Game.new(["yellow", "red"], board=Board.from_text(text), oracles=0)


def test_r5_every_block_of_four_has_one_card_of_each_border_colour() -> None:
    decks = set()
    for seed in range(60):
        deck = Game.new(["yellow", "red"], seed=seed).deck
        assert sorted(deck) == sorted(CARDS)
        for k in range(0, 12, 4):
            assert {CARDS[c].border for c in deck[k : k + 4]} == {
                "yellow",
                "orange",
                "brown",
                "red",
            }
        decks.add(tuple(deck))
    assert len(decks) > 50  # really shuffled
    assert Game.new(["yellow", "red"], seed=7).deck == Game.new(["yellow", "red"], seed=7).deck


def test_r5_current_and_next_card_are_public() -> None:
    g = Game.new(["yellow", "red"], seed=3)
    assert g.card is None and g.next_card == g.deck[0]
    while g.phase == "oracles":
        g.apply(g.legal_actions()[0])
    assert g.card == g.deck[0] and g.next_card == g.deck[1]


def test_r5_a_fixed_deck_is_used_as_given_and_checked() -> None:
    order = ["R3", "Y1", "O2", "B1", "Y2", "O1", "B2", "R1", "Y3", "O3", "B3", "R2"]
    assert Game.new(["yellow", "red"], deck=order).deck == order
    for bad, fragment in (
        (["Y1"] * 12, "distinct"),
        (order[:7], "at least 12"),
        (["Z9"] + order, "unknown card id 'Z9'"),
    ):
        with pytest.raises(ValueError, match=fragment):
            Game.new(["yellow", "red"], deck=bad)


def _finish(g: Game) -> int:
    """Play every turn as 'end actions, end turn'; return how many rounds were played."""
    while g.phase == "oracles":
        g.apply(g.legal_actions()[0])
    rounds = set()
    while g.phase != "over":
        rounds.add(g.round)
        g.apply(EndActions() if g.phase == "actions" else EndTurn())
    return len(rounds)


@pytest.mark.parametrize("rounds", [12, 8])
def test_r6_game_length(rounds: int) -> None:
    g = Game.new(["yellow", "orange", "brown"], rounds=rounds, seed=1)
    assert len(g.deck) == rounds
    assert _finish(g) == rounds
    assert g.phase == "over" and g.current is None and g.card is None
    assert g.legal_actions() == []
    assert g.refusal(Draw(1, 0)) == Refusal("R6", "game_over")


def test_r6_other_lengths_and_bad_arguments_are_refused() -> None:
    with pytest.raises(ValueError, match="12 or 8"):
        Game.new(["yellow", "red"], rounds=10)
    with pytest.raises(ValueError, match="seed"):
        Game.new(["yellow", "red"], seed="x")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="board"):
        Game.new(["yellow", "red"], board="map")  # type: ignore[arg-type]
