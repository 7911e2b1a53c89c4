"""The expert's lines go a round past the last public card (R5), that round's hidden card
dealt anew at each walk down; the hard bot's stop at it."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from mg.ai.tree import Shape, TurnSearch, dealt
from mg.engine import Game
from tests.support.clock import FakeClock
from tests.support.easy_games import easy_game_at


@pytest.mark.parametrize("round_no", [3, 4, 6])
def test_the_cards_past_the_public_one_are_as_likely_as_the_packets_make_them(
    round_no: int,
) -> None:
    """R5: the chances `dealt` gives are those of the determinizations, counted over many
    (within 0.035 over 3,000), and a card they never give is not among them."""
    game = easy_game_at(round_no)
    seen = game.observation(game.current_player or "")
    root = seen.determinize(random.Random(1))
    deals = dealt(seen, root)
    hidden = round_no + 1  # the deck's index of the card of round `round_no` + 2
    assert deals[root.deck[hidden]][1] is root
    assert sum(chance for chance, _ in deals.values()) == pytest.approx(1.0)
    rng, draws = random.Random(2), 3000
    counts = Counter(seen.determinize(rng).deck[hidden] for _ in range(draws))
    assert set(counts) == set(deals)
    for card, (chance, dealt_game) in deals.items():
        assert abs(counts[card] / draws - chance) < 0.035, (card, counts[card], chance)
        assert dealt_game.deck[:hidden] == game.deck[:hidden]  # the public cards kept
        assert dealt_game.deck[hidden] == card


def test_the_experts_lines_play_the_round_past_the_public_card_under_each_deal() -> None:
    game = easy_game_at(4)
    me = game.current_player or ""
    seen = game.observation(me)
    root = seen.determinize(random.Random(1))
    search = TurnSearch(
        root, random.Random(3), FakeClock(), Shape(cycles=2, past=True), dealt(seen, root)
    )
    plan = search.run(0.0, 8.0)
    passing = [node for node in search.nodes() if node.outcomes]
    assert passing
    assert len({card for node in passing for card in node.outcomes or {}}) > 1
    for node in passing:
        outcomes = (node.outcomes or {}).items()
        assert node.visits == sum(out.visits for _, out in outcomes)  # over every deal
        for card, out in outcomes:
            assert out.game.round == 6 and out.game.card == card
            assert out.game.roads() == node.game.roads() and out.game.score == node.game.score
    assert any(out.children for node in passing for out in (node.outcomes or {}).values())
    for action in plan:
        assert game.why_illegal(action) is None
        game.apply(action)


def test_without_deals_the_lines_stop_at_the_last_public_card() -> None:
    game = easy_game_at(4)
    search = TurnSearch(game, random.Random(3), FakeClock(), Shape(cycles=2, past=True))
    search.run(0.0, 8.0)
    assert max(node.game.round for node in search.nodes() if node.children) == 5
    assert not any(node.outcomes for node in search.nodes())


@pytest.mark.parametrize("past", [False, True])
def test_in_the_setup_the_lines_go_on_past_the_searchers_next_placement(past: bool) -> None:
    """The setup's lines play the oracles' placements on to the end of round 1 (R4): they do
    not stop where the searching player is to place again, with or without deals."""
    game = Game.new(["yellow", "red"], seed=4)
    seen = game.observation(game.current_player or "")
    root = seen.determinize(random.Random(1))
    search = TurnSearch(root, random.Random(3), FakeClock(), Shape(past=past), dealt(seen, root))
    search.run(0.0, 8.0)
    # Stopped there, a line would be cut short and the spent tree would go a turn deeper.
    assert not search.cut and search.cycles == Shape().cycles
