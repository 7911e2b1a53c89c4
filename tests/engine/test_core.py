"""The small typed core: Colour and Phase, current_player, TurnAllowance, child,
is_over/returns, observation (R5), road geometry (R16), market actions once a place (R28),
and the ActionCodec's round trip over random games."""

from __future__ import annotations

import random

import pytest

from mg.engine import (
    CARDS,
    ROAD_TILES,
    WIN,
    ActionCodec,
    BuildMarket,
    Colour,
    EndActions,
    Game,
    Phase,
    PlaceCity,
    PlaceRoad,
    Problem,
    SellMarket,
    road_shape,
    road_with_shape,
)
from tests.support.builders import Position

CITY = (9, 5)
VILLAGE = (6, 5)


def random_game(seed: int, steps: int) -> Game:
    """A 2-4 player game after `steps` random legal actions (or at its end)."""
    rng = random.Random(seed)
    g = Game.new(list(Colour)[: 2 + seed % 3], seed=seed, rounds=8 if seed % 2 else 12)
    for _ in range(steps):
        if g.is_over():
            break
        g.apply(rng.choice(g.legal_actions()))
    return g


def public_facts(g: Game) -> tuple[object, ...]:
    """What the public queries tell of a position."""
    return (
        g.phase,
        g.round,
        g.current_player,
        g.score,
        g.hand,
        g.reserve,
        g.markets_left,
        g.cities(),
        g.roads(),
        g.legal_actions(),
        g.projected_scores(),
        [g.oracle_controller(o) for o in g.oracles()],
    )


def test_colour_and_phase_are_string_enums_that_equal_the_old_words() -> None:
    g = Game.new(["red", "yellow"], seed=3)
    phase: str = g.phase
    assert phase == "oracles" and g.phase is Phase.ORACLES
    assert isinstance(g.current_player, Colour) and g.current == g.current_player
    assert g.players == ["red", "yellow"] and all(isinstance(c, Colour) for c in g.players)
    assert Game.from_json(g.to_json()).phase is Phase.ORACLES


def test_the_player_to_act_is_the_current_player_until_nobody_is() -> None:
    g = random_game(4, 0)
    rng = random.Random(4)
    while not g.is_over():
        assert g.player_to_act == g.current_player and isinstance(g.player_to_act, Colour)
        g.apply(rng.choice(g.legal_actions()))
    assert g.current_player is None
    with pytest.raises(Problem) as refused:
        _ = g.player_to_act
    assert refused.value.key == "game_over"


def test_child_is_apply_without_the_undo() -> None:
    for seed in range(6):
        rng = random.Random(seed)
        g = random_game(seed, 0)
        while not g.is_over():
            action = rng.choice(g.legal_actions())
            child = g.child(action)
            g.apply(action)
            assert public_facts(child) == public_facts(g), (seed, action)
            assert not child.can_undo()


def test_returns_share_the_win_at_the_end_and_are_zero_before() -> None:
    g = random_game(4, 10_000)
    assert g.is_over() and g.current_player is None
    returns = g.returns()
    assert sum(returns.values()) == pytest.approx(WIN)
    assert {c for c, v in returns.items() if v > 0} == set(g.winners())
    early = random_game(4, 30)
    assert not early.is_over() and set(early.returns().values()) == {0.0}


def test_r5_the_observation_hides_the_cards_after_the_next_one() -> None:
    g = random_game(2, 40)  # some way into round 1 or 2
    view = g.observation("yellow")
    shown = g.round + 1
    assert view.deck[:shown] == tuple(g.deck[:shown]) and set(view.deck[shown:]) == {None}
    assert view.game.deck[:shown] == g.deck[:shown]
    assert view.game.seed == 0  # the seed dealt the deck: it would tell the hidden cards
    assert public_facts(view.game) == public_facts(g)
    # the view's hidden cards depend on nothing hidden: another deal gives the same view
    other = Game.from_json(g.to_json())
    other = other.redeal(list(reversed_hidden(g.deck, shown)))
    assert other.observation("yellow").game.deck == view.game.deck


def reversed_hidden(deck: list[str], shown: int) -> list[str]:
    """The deck with its hidden cards dealt otherwise, packets kept (R5)."""
    out = list(deck)
    for start in range(0, len(deck), 4):
        hidden = [k for k in range(start, start + 4) if k >= shown]
        for k, card in zip(hidden, reversed([deck[k] for k in hidden]), strict=True):
            out[k] = card
    return out


@pytest.mark.parametrize("seed", range(5))
def test_r5_a_determinized_deck_keeps_the_public_cards_and_the_packets(seed: int) -> None:
    g = random_game(seed, 25)
    view = g.observation(g.players[0])
    decks = {tuple(view.determinize(random.Random(k)).deck) for k in range(30)}
    shown = g.round + 1
    for deck in decks:
        assert deck[:shown] == tuple(g.deck[:shown]) and len(set(deck)) == len(deck)
        for start in range(0, len(deck), 4):  # one card of each border colour a packet
            assert sorted(CARDS[c].border for c in deck[start : start + 4]) == sorted(Colour)
    assert len(decks) > 1  # the hidden cards are dealt anew


def test_redeal_refuses_to_change_a_public_card() -> None:
    g = random_game(1, 10)
    deck = g.deck
    deck[0], deck[-1] = deck[-1], deck[0]
    with pytest.raises(ValueError):
        g.redeal(deck)


def test_r11_the_turn_allowance_says_when_the_raised_action_is_used() -> None:
    p = Position().village(VILLAGE).city("yellow", (2, 5))
    g = p.game(card="O1")  # roads 2, cities 2, draw 2: raised roads 3
    assert not g.turn_allowance().raised and g.turn_allowance().roads == 3
    for _ in range(3):
        g.apply(next(a for a in g.legal_actions() if isinstance(a, PlaceRoad)))
    turn = g.turn_allowance()
    assert turn.raised and turn.roads_placed == 3 and (turn.cities, turn.draw) == (0, 0)
    assert g.limits() == {"roads": turn.roads, "cities": turn.cities, "draw": turn.draw}


def test_r16_road_geometry_comes_from_the_engine() -> None:
    assert len(ROAD_TILES) == 9
    for end in range(6):
        straight, curved = road_with_shape(end, "straight"), road_with_shape(end, "curved")
        assert end in straight and road_shape(straight) == "straight"
        assert end in curved and road_shape(curved) == "curved"
        assert straight in ROAD_TILES and curved in ROAD_TILES


def test_r17_a_road_tiles_other_end_is_not_its_anchor() -> None:
    g = Position().village(VILLAGE).city("yellow", (2, 5)).game()
    road = next(a for a in g.legal_actions() if isinstance(a, PlaceRoad))
    g.apply(road)
    anchor, other = g.road_anchor(road.space), g.road_other_end(road.space)
    assert {anchor, other} == set(road.ends)
    assert g.road_other_end((0, 0)) is None


def test_r28_a_market_action_is_listed_once_a_city_and_any_tile_takes_it() -> None:
    p = Position().village(VILLAGE).city("yellow", (2, 5), market=True)
    p.city("orange", CITY, (9, 4), (10, 4), market=True)
    g = p.connect("yellow", (2, 5), VILLAGE).connect("yellow", VILLAGE, CITY).game(phase="market")
    builds = [a for a in g.legal_actions() if isinstance(a, BuildMarket)]
    city = g.place_at(CITY)
    assert city is not None
    assert [a for a in builds if g.place_at(a.space) == city] == [BuildMarket(city)]
    for tile in g.place_spaces(CITY):  # a click on any tile of the city is the same decision
        assert g.why_illegal(BuildMarket(tile)) is None


@pytest.mark.parametrize("seed", range(8))
def test_the_action_codec_round_trips_every_legal_action(seed: int) -> None:
    rng = random.Random(seed)
    g = random_game(seed, 0)
    codec = ActionCodec(g.board)
    while not g.is_over():
        legal = g.legal_actions()
        mask = codec.legal_mask(g)
        assert len(mask) == codec.size and sum(mask) == len(legal)
        for action in legal:
            code = codec.encode(action)
            assert mask[code] and codec.decode(code) == action
        for code in rng.sample(range(codec.size), 20):
            assert codec.encode(codec.decode(code)) == code
        g.apply(rng.choice(legal))


def test_the_action_codec_refuses_what_no_game_on_the_board_holds() -> None:
    board = Game.new(["red", "yellow"]).board
    codec = ActionCodec(board)
    for bad in (PlaceCity((99, 99)), PlaceRoad((99, 99), (0, 3))):
        with pytest.raises(ValueError):
            codec.encode(bad)
    for code in (-1, codec.size, "3"):
        with pytest.raises(ValueError):
            codec.decode(code)  # type: ignore[arg-type]
    assert codec.decode(codec.encode(EndActions())) == EndActions()
    assert codec.decode(codec.encode(SellMarket(board.spaces[7]))) == SellMarket(board.spaces[7])


def test_a_state_copy_sets_every_field_and_shares_nothing_that_changes() -> None:
    from mg.engine.rules.state import State  # the engine's own: the copy a search relies on

    st = random_game(3, 60)._st
    twin = st.copy()
    for name in State.__slots__:
        value = getattr(twin, name)  # an unset slot raises AttributeError
        if isinstance(value, list) or (isinstance(value, dict) and name != "_conn"):
            assert value is not getattr(st, name) or name == "cache", name
            assert value == getattr(st, name) or name == "cache", name


def test_a_deck_given_by_hand_outside_r5s_packets_is_still_observed() -> None:
    """Lessons and tests set decks by hand, a card put in whatever round they need."""
    g = Position().village(VILLAGE).city("yellow", (2, 5)).game(card="O1", round_no=6)
    shown = g.round + 1
    for k in range(5):
        dealt = g.observation("orange").determinize(random.Random(k)).deck
        assert dealt[:shown] == g.deck[:shown] and len(set(dealt)) == len(dealt)
