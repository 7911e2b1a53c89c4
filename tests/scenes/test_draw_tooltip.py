"""The Draw dialog opens at the split that fills the hand best; a tooltip always sits next
to the cursor, wherever the mouse is on the board."""

from __future__ import annotations

import pygame

from mg.dev.driver import Driver
from mg.engine import Draw, PlaceCity
from mg.scenes.overlays.draw_dialog import DrawDialog
from mg.scenes.play.scene import PlayScene


def test_the_draw_dialog_opens_at_the_split_that_fills_the_hand_best(driver: Driver) -> None:
    driver.start_game()
    play = driver.top_as(PlayScene)
    game = play.game
    colour = game.current
    assert colour is not None
    found = next(a.space for a in game.legal_actions() if isinstance(a, PlaceCity))
    driver.key(pygame.K_c)
    driver.click_space(found)  # a city tile leaves the hand: 4 roads, 3 cities
    roads, cities = game.hand[colour]
    assert (roads, cities) == (4, 3)
    legal = [a for a in game.legal_actions() if isinstance(a, Draw)]
    most = max(a.roads + a.cities for a in legal)
    driver.key(pygame.K_d)
    dialog = driver.top_as(DrawDialog)
    r, c = dialog.roads, dialog.cities
    assert Draw(r, c) in legal and r + c == most  # as many tiles as allowed
    assert c > 0, "not all roads"
    assert abs((roads + r) - (cities + c)) <= 1  # the hand ends up even
    driver.key(pygame.K_RETURN)
    assert game.hand[colour] == (roads + r, cities + c)


def test_a_tooltip_always_sits_next_to_the_cursor(driver: Driver) -> None:
    driver.start_game()
    play = driver.top_as(PlayScene)
    game = play.game
    board = pygame.Rect(0, 0, play.panel_rect.x, driver.app.ctx.size[1])
    points = [play.space_point(s) for s in game.board.spaces]
    corners = [
        min(points),
        max(points),
        min(points, key=lambda p: (-p[0], p[1])),
        max(points, key=lambda p: (-p[0], p[1])),
        board.center,
    ]
    for size in ((120, 40), (620, 90)):  # a short name, a long refusal
        for mouse in corners:
            driver.move(mouse)
            box = play.tooltip.place(size, play.mouse)
            assert board.contains(box), (mouse, box)
            assert not box.collidepoint(mouse), (mouse, box)  # never hides the cursor
            dx = max(box.left - mouse[0], mouse[0] - box.right, 0)
            dy = max(box.top - mouse[1], mouse[1] - box.bottom, 0)
            assert max(dx, dy) <= 40, (mouse, box)  # and never far from it
