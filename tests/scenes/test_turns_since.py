"""After several other players' turns, a human's turn starts with every one of them told
: the status line says how many, and a list over the board gives each
turn as one phrase (data: the log's keys and parameters), a click on one opening the replay
viewer at the moment that turn began."""

from __future__ import annotations

import pygame

from mg.dev.driver import Driver
from mg.engine import EndTurn, Game, Phase, PlaceOracle
from mg.scenes.replay.scene import ReplayScene
from mg.text.game_log import SeatRef
from mg.text.i18n import t
from tests.support.bot_game import human_and_three_bots
from tests.support.screen_text import run_until


def others_since(game: Game, colour: str) -> list[tuple[str, int]]:
    """Each turn of another player since `colour`'s last one, read from the game replayed
    action by action: its player and the moment it began."""
    positions = list(game.replay())
    turns: list[tuple[str, int]] = []
    start = 0
    for k, action in enumerate(game.history):
        if isinstance(action, EndTurn):
            player = positions[start].current
            assert player is not None
            turns = [] if player == colour else [*turns, (player, start)]
        if isinstance(action, EndTurn | PlaceOracle):
            start = k + 1
    return turns


def test_every_turn_since_the_humans_last_is_told_and_opens_the_replay(driver: Driver) -> None:
    play = human_and_three_bots(driver)
    human = play.match.game.players[0]
    passed = [0]  # the human's turns passed so far

    def back_after_others() -> bool:
        if driver.top is not play or play.bot_level() is not None:
            return False
        game = play.game
        if game.phase == Phase.ACTIONS and not game.turn_actions:
            if passed[0] and len(others_since(game, human)) >= 2:
                return True
            passed[0] += 1
        driver.key(pygame.K_e)  # the human passes (end actions, then end turn)
        return False

    run_until(driver, back_after_others)
    expected = others_since(play.game, human)
    told = play.since.told
    assert [(turn.colour, turn.step) for turn in told] == expected
    assert all(dict(turn.said.params)["who"] == SeatRef(turn.colour) for turn in told)
    assert all(turn.said.key in ("summary.turn", "summary.nothing") for turn in told)
    assert play.status == t("summary.since", count=len(told))
    rows = play.since.rows(play.board_rect())
    assert [turn for _, turn in rows] == told
    driver.click(rows[1][0].center)  # the second of them, by mouse
    replay = driver.top_as(ReplayScene)
    assert replay.moment == told[1].step
    driver.key(pygame.K_ESCAPE)  # back to the game, as it was
    assert driver.top is play and play.since.told == told
    driver.key(pygame.K_e)  # the human acts: the list has done its work
    assert play.since.told == []
