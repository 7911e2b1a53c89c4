"""When a human's turn starts, the status line tells the previous player's whole turn
: the computer player's actions, as data (`PlayScene.previous_turn`, keys and
parameters from the log), worded in the language shown."""

from __future__ import annotations

import pygame

from mg.dev.driver import Driver
from mg.text.game_log import Items, Phrase, SeatRef
from mg.text.turn_summary import short
from tests.support.bot_game import bot_then_human
from tests.support.screen_text import run_until


def test_the_bots_whole_turn_is_told_when_the_humans_starts(driver: Driver) -> None:
    play = bot_then_human(driver)  # yellow a computer player, orange a human
    bot, log = "yellow", play.match.log

    def humans_turn_after_the_bots() -> bool:
        if driver.top is not play or play.bot_level() is not None:
            return False
        if log[-1].colour == bot and log[-1].round:
            return True
        driver.key(pygame.K_e)  # the human passes (end actions, then end turn)
        return False

    run_until(driver, humans_turn_after_the_bots)
    others = [k for k, e in enumerate(log) if e.colour != bot]
    played = log[others[-1] + 1 :]  # the bot's last turn
    assert played and played[0].round
    said = play.previous_turn
    assert said is not None and dict(said.params)["who"] == SeatRef(bot)
    actions = [short(e.said) for e in played if e.kind == "action" and isinstance(e.said, Phrase)]
    if actions:
        assert said.key == "summary.turn"
        assert dict(said.params)["actions"] == Items(tuple(a for a in actions if a is not None))
    else:
        assert said.key == "summary.nothing"
    assert play.status == play.match.wording().text(said)
    assert play.status.startswith(play.match.seat_name(bot))
