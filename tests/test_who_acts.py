"""Who must act now, and is it a bot? One answer, `Match.bot_to_act`, asked
alike in the oracles' setup, the actions, the market, and never once the game is over."""

from __future__ import annotations

from mg.engine import Game, Phase
from mg.match import Match
from mg.store.seats import Seat


def saver(session: object) -> None:
    """No autosave in these tests."""


def playout(match: Match) -> list[tuple[Phase, str | None, str | None]]:
    """(phase, colour to act, bot_to_act) before every action of a whole game played with
    the first legal action."""
    seen = []
    while True:
        game = match.game
        seen.append((game.phase, game.current, match.bot_to_act()))
        if game.phase == "over":
            return seen
        assert match.apply(game.legal_actions()[0]).applied


def test_the_bot_to_act_is_the_seat_to_move_in_every_phase_until_the_end() -> None:
    seats = [Seat("Ann", "yellow"), Seat(None, "red", "hard")]
    match = Match(Game.new(["yellow", "red"], seed=5, rounds=8), seats, saver=saver)
    seen = playout(match)
    phases = {phase for phase, _, _ in seen}
    assert {"oracles", "actions", "market", "over"} <= phases
    for phase, colour, level in seen:
        expected = "hard" if colour == "red" and phase != "over" else None
        assert level == expected, (phase, colour, level)
    assert any(level == "hard" for phase, _, level in seen if phase == "oracles")
    assert any(level == "hard" for phase, _, level in seen if phase == "market")
