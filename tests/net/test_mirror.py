"""A client's copy of the game follows the server's through a whole game of
random play, seeing only what R5 shows, with the same public digest after every action;
an action that does not fit (a gap, another digest, a repeat) never changes it."""

from __future__ import annotations

import dataclasses
import random

import pytest

from mg.engine import PlaceOracle
from mg.net.mirror import Mirror
from mg.net.protocol import Act, Applied, Undo, Undone
from mg.net.public import public_digest, public_game, public_record, public_told
from tests.support.net_rooms import Table


@pytest.mark.heavy(2)
@pytest.mark.parametrize("rounds", [8, 12])
def test_four_mirrors_follow_a_whole_game_with_equal_digests(rounds: int) -> None:
    table = Table(rounds=rounds, seed=rounds)
    game = table.room.game
    mirrors = [Mirror(0, table.welcome(c).record) for c in range(4)]
    rng = random.Random(rounds)
    undos = 0
    while not game.is_over():
        actor = table.conn_to_act()
        if game.can_undo() and rng.random() < 0.1:
            sends = table.send(actor, Undo(table.room.seq))
            undos += 1
        else:
            sends = table.send(actor, Act(table.room.seq, rng.choice(game.legal_actions())))
        for conn, told in sends:
            assert isinstance(told, Applied | Undone)
            step = (
                mirrors[conn].apply(told) if isinstance(told, Applied) else mirrors[conn].undo(told)
            )
            assert step is True
            assert public_digest(mirrors[conn].game) == public_digest(game)
            # R5: the copy knows the shown cards, never the hidden ones' order
            shown = mirrors[conn].game.observation("red").deck
            assert shown == game.observation("red").deck
    assert undos > 0
    for mirror in mirrors:
        assert mirror.game.is_over() and mirror.game.score == game.score
        assert mirror.game.winners() == game.winners() and mirror.seq == table.room.seq


def test_the_digest_and_deck_told_are_the_public_records_at_every_action() -> None:
    table = Table(seed=3)
    game = table.room.game
    rng = random.Random(3)
    for _ in range(60):  # past the first rounds' cards shown (R5)
        table.send(table.conn_to_act(), Act(table.room.seq, rng.choice(game.legal_actions())))
        told = public_told(game)
        assert told == (public_record(game)["digest"], game.observation("red").deck)
        assert public_digest(game) == told[0] == public_game(game).record()["digest"]


def first_applied(table: Table) -> Applied:
    game = table.room.game
    sends = table.send(table.conn_to_act(), Act(0, game.legal_actions()[0]))
    told = sends[0][1]
    assert isinstance(told, Applied)
    return told


def test_another_digest_or_a_gap_leaves_the_copy_as_it_was() -> None:
    table = Table()
    mirror = Mirror(0, table.welcome(0).record)
    told = first_applied(table)
    before = mirror.game.copy()
    assert mirror.apply(dataclasses.replace(told, digest="0" * 64)) is False
    assert mirror.apply(dataclasses.replace(told, seq=2)) is False
    assert mirror.game == before and mirror.seq == 0
    assert mirror.apply(told) is True
    assert mirror.apply(told) is None and mirror.seq == 1  # a repeat is ignored


def test_an_action_the_rules_refuse_leaves_the_copy_as_it_was() -> None:
    table = Table()
    mirror = Mirror(0, table.welcome(0).record)
    told = first_applied(table)
    assert isinstance(told.action, PlaceOracle)
    illegal = dataclasses.replace(told, action=PlaceOracle((99, 99)))
    assert mirror.apply(illegal) is False and mirror.seq == 0
