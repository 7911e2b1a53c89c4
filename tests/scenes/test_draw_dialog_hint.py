"""The Draw dialog and a hint to draw : the dialog opens at the hint's
split, not its own, and never covers the hint's line that says what to draw; that line's rule
reference opens the rules where it is drawn."""

from __future__ import annotations

import pygame
import pytest

from mg.dev.driver import Driver
from mg.engine import Draw, PlaceCity
from mg.scenes.board.rule_chip import CHIP_FILL
from mg.scenes.overlays.draw_dialog import DrawDialog, best_draw
from mg.scenes.overlays.help import HelpScene
from mg.scenes.play.scene import PlayScene
from tests.support.hints import plan_is


def test_the_draw_dialog_opens_at_the_hints_split_clear_of_its_line(
    driver: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    driver.start_game(2)
    play = driver.top_as(PlayScene)
    game = play.game
    found = next(a.space for a in game.legal_actions() if isinstance(a, PlaceCity))
    driver.key(pygame.K_c)
    driver.click_space(found)
    draws = [a for a in game.legal_actions() if isinstance(a, Draw)]
    own = best_draw(draws, game.hand[game.current or ""])
    advised = next(
        d for d in draws if d != own and d.roads + d.cities == own.roads + own.cities
    )  # as many tiles, another split ("Draw 5 road tiles")
    plan_is(monkeypatch, play, [advised])
    driver.key(pygame.K_h)
    driver.frames(2)
    assert play.hints.hint is not None and play.hints.hint.action == advised
    line = play.hint_view.box(play.board_rect())
    assert line is not None and pygame.Rect(play.board_rect()).contains(line)
    board = pygame.Rect(play.board_rect())  # the mouse rests at the board's top right
    corner = max(game.board.spaces, key=lambda s: play.space_point(s)[0] - play.space_point(s)[1])
    driver.move(play.space_point(corner))
    assert board.collidepoint(play.space_point(corner))
    driver.key(pygame.K_d)
    dialog = driver.top_as(DrawDialog)
    assert (dialog.roads, dialog.cities) == (advised.roads, advised.cities)
    assert not dialog.box.colliderect(line)  # the hint's line stays in view
    colour = game.current or ""
    hand = game.hand[colour]
    driver.key(pygame.K_RETURN)  # Enter draws the hint's split
    assert game.hand[colour] == (hand[0] + advised.roads, hand[1] + advised.cities)


def test_the_hints_rule_reference_opens_where_it_is_drawn(
    driver: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A click on the hint's "Rule 13 ›", where it is drawn after the hint's words, opens
    the rules at R13 (its clickable place is worked out from the same words)."""
    driver.start_game(2)
    play = driver.top_as(PlayScene)
    draws = [a for a in play.game.legal_actions() if isinstance(a, Draw)]
    plan_is(monkeypatch, play, [draws[0]])
    driver.key(pygame.K_h)
    driver.move(play.panel_rect.center)
    driver.frames(40)
    hint = play.hints.hint
    assert hint is not None and hint.rule == "R13"
    screen, board = driver.app.screen, pygame.Rect(play.board_rect())
    filled = [
        (x, y)
        for x in range(board.left, board.right, 2)
        for y in range(board.bottom - play.ctx.px(200), board.bottom, 2)
        if screen.get_at((x, y))[:3] == CHIP_FILL
    ]
    assert filled, "no rule reference drawn"
    xs, ys = sorted(x for x, _ in filled), sorted(y for _, y in filled)
    driver.click((xs[len(xs) // 2], ys[len(ys) // 2]))
    assert driver.top_as(HelpScene).highlight == driver.top_as(HelpScene).rule_line["R13"]
