"""The scoring's playback on a fake clock: steps finish in order, at the speed's scale."""

from __future__ import annotations

from mg.scenes.scoring.script import SECONDS, Playback, Step, scoring_steps
from mg.text.game_log import SeatRef, phrase
from mg.text.log_words import Wording
from tests.support.scoring_positions import finished_game


def steps() -> list[Step]:
    return [
        Step("remove", ("gone",), 1.0),
        Step("market", ("a",), 0.5),
        Step("market", ("b",), 0.5),
        Step("end", (), 0.8),
    ]


def test_steps_finish_in_order_on_the_clock() -> None:
    play = Playback(steps(), 1.0)
    assert play.update(0.9) == [] and play.captions() == ["gone"]
    assert [s.captions for s in play.update(0.2)] == [("gone",)]
    assert play.captions() == ["gone", "a"] and 0.1 < play.t < 0.3
    assert [s.captions for s in play.update(1.0)] == [("a",), ("b",)]
    assert not play.done
    assert play.update(0.8) and play.done and play.t == 1.0


def test_the_speed_scales_every_step_and_instant_is_at_once() -> None:
    assert Playback(steps(), 2.0).total_seconds() == 2 * 2.8
    instant = Playback(steps(), 0.0)
    assert len(instant.update(0.0)) == 4 and instant.done


def test_finish_returns_the_rest_and_restart_goes_back() -> None:
    play = Playback(steps(), 1.0)
    play.update(1.2)
    assert [s.kind for s in play.finish()] == ["market", "market", "end"]
    play.restart()
    assert play.index == 0 and play.captions() == ["gone"]


def test_markets_worth_nothing_are_listed_once_and_not_flown() -> None:
    game = finished_game()
    script = scoring_steps(game, str.capitalize)
    flown = [s for s in script if s.kind in ("market", "oracle")]
    assert all(s.points > 0 for s in flown) and len(flown) == 14
    brown, own_city = SeatRef("brown"), phrase("score.own_city_unnamed")
    assert phrase("score.market_unconnected", who=brown, where=own_city) in script[0].said
    wording = Wording(str.capitalize, game.board)  # the captions are those lines in words
    assert all(s.captions == tuple(wording.text(p) for p in s.said) for s in script)
    assert (
        sum(s.seconds for s in script)
        == SECONDS["remove"] + 10 * SECONDS["market"] + 4 * SECONDS["oracle"] + SECONDS["end"]
    )
