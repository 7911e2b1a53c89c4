"""The expert's lines go a round past the last public card (R5), that round's hidden card
dealt anew at each walk down; the hard bot's stop at it."""

from __future__ import annotations

import random

import pytest

from mg.ai import make_bot
from mg.ai.tree import Shape, TurnSearch, dealt
from mg.engine import CARDS, Game
from tests.support.clock import FakeClock

PACKET = 4  # R5: each packet of four holds one card of each border colour


def position(round_no: int) -> Game:
    """A 2-player game at the start of a turn in `round_no`."""
    game = Game.new(["yellow", "red"], seed=4)
    filler = make_bot("easy", 9)
    while game.round < round_no or game.turn_actions:
        for action in filler.plan_turn(game):
            game.apply(action)
    return game


@pytest.mark.parametrize("round_no", [3, 4, 6])
def test_the_deals_past_the_public_card_keep_the_packets_and_are_weighed(round_no: int) -> None:
    game = position(round_no)
    seen = game.observation(game.current_player or "")
    root = seen.determinize(random.Random(1))
    deals = dealt(seen, root, random.Random(2), 1)
    hidden = round_no + 1  # the deck's index of the card of round `round_no` + 2
    assert (root.deck[hidden],) in deals and deals[(root.deck[hidden],)][1] is root
    assert sum(weight for weight, _ in deals.values()) == pytest.approx(1.0)
    packet = range(hidden - hidden % PACKET, hidden)  # its packet's cards already shown
    shown = {CARDS[game.deck[k]].border for k in packet}
    for (card,), (_, dealt_game) in deals.items():
        assert dealt_game.deck[:hidden] == game.deck[:hidden]  # the public cards kept
        assert dealt_game.deck[hidden] == card and card not in game.deck[:hidden]
        assert CARDS[card].border not in shown
    assert len(deals) > 1  # something is hidden


def test_the_experts_lines_play_the_round_past_the_public_card_under_each_deal() -> None:
    game = position(4)
    me = game.current_player or ""
    seen = game.observation(me)
    root = seen.determinize(random.Random(1))
    deals = dealt(seen, root, random.Random(2), 1)
    search = TurnSearch(root, random.Random(3), FakeClock(), Shape(cycles=2, past=1), deals)
    plan = search.run(0.0, 8.0)
    passing = [node for node in search.nodes() if node.outcomes]
    assert passing
    under = {cards for node in passing for cards in node.outcomes or {}}
    assert len(under) > 1  # more than one deal played
    for node in passing:
        for (card,), out in (node.outcomes or {}).items():
            assert out.game.round == 6 and out.game.card == card
            assert out.game.roads() == node.game.roads() and out.game.score == node.game.score
    assert any(out.children for node in passing for out in (node.outcomes or {}).values())
    for action in plan:
        assert game.why_illegal(action) is None
        game.apply(action)


def test_without_deals_the_lines_stop_at_the_last_public_card() -> None:
    game = position(4)
    search = TurnSearch(game, random.Random(3), FakeClock(), Shape(cycles=2, past=1))
    search.run(0.0, 8.0)
    assert max(node.game.round for node in search.nodes() if node.children) == 5
    assert not any(node.outcomes for node in search.nodes())
