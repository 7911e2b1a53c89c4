"""The Draw dialog's "+" stops at the limit (R13) instead of going past it and
showing an error; whatever the buttons reach, Enter draws it."""

from __future__ import annotations

import pygame

from mg.dev.driver import Driver
from mg.engine import Draw
from mg.scenes.overlays.draw_dialog import DrawDialog
from mg.scenes.play.scene import PlayScene


def legal_draws(driver: Driver) -> list[Draw]:
    return [a for a in driver.game.legal_actions() if isinstance(a, Draw)]


def test_the_plus_stops_at_the_draw_limit(driver: Driver) -> None:
    driver.start_game()
    play = driver.top_as(PlayScene)
    legal = legal_draws(driver)
    most = max(d.roads + d.cities for d in legal)
    driver.key(pygame.K_d)
    dialog = driver.top_as(DrawDialog)
    assert dialog.roads + dialog.cities == most  # it opens at the limit
    for key in ("roads+", "cities+"):
        for _ in range(3):
            driver.click(dialog.buttons[key].rect.center)
        assert not dialog.buttons[key].is_enabled, f"{key} at the limit"
    assert Draw(dialog.roads, dialog.cities) in legal and dialog.message == ""
    for _ in range(most):  # down to the fewest cities, never to none
        if dialog.buttons["cities-"].is_enabled:
            driver.press("cities-")
        assert Draw(dialog.roads, dialog.cities) in legal
    assert dialog.buttons["roads+"].is_enabled == (Draw(dialog.roads + 1, dialog.cities) in legal)
    colour = play.game.current
    assert colour is not None
    hand = play.game.hand[colour]
    roads, cities = dialog.roads, dialog.cities
    driver.key(pygame.K_RETURN)  # whatever the buttons reached is a legal draw
    assert driver.top is play and play.game.hand[colour] == (hand[0] + roads, hand[1] + cities)


def test_nothing_to_draw_is_never_offered(driver: Driver) -> None:
    driver.start_game()
    driver.key(pygame.K_d)
    dialog = driver.top_as(DrawDialog)
    for key in ("roads-", "cities-"):
        for _ in range(dialog.limit):
            if dialog.buttons[key].is_enabled:
                driver.press(key)
    assert dialog.roads + dialog.cities == 1  # one tile: the fewest R13 allows
    assert Draw(dialog.roads, dialog.cities) in legal_draws(driver)


def test_the_dialog_leaves_the_space_just_played_in_view(driver: Driver) -> None:
    driver.start_game()
    play = driver.top_as(PlayScene)
    w, h = driver.app.ctx.size
    centre = (w // 2, h // 2)  # where a dialog used to open, whatever lay under it

    def to_centre(space: tuple[int, int]) -> float:
        x, y = play.space_point(space)
        return float((x - centre[0]) ** 2 + (y - centre[1]) ** 2)

    city = min(play.legal().cities, key=to_centre)
    driver.key(pygame.K_c)
    driver.click_space(city)  # a city right under where the dialog used to open
    assert city in play.game.cities()
    near = min((s for s in play.game.board.spaces if s != city), key=to_centre)
    driver.move(play.space_point(near))  # and the mouse on another space nearby
    driver.key(pygame.K_d)
    dialog = driver.top_as(DrawDialog)
    size = round(play.view.layout.size)
    for space in (city, near):
        x, y = play.space_point(space)
        assert not dialog.box.colliderect(pygame.Rect(x - size, y - size, 2 * size, 2 * size))
    assert pygame.Rect(0, 0, w - play.panel_w, h).contains(dialog.box)  # beside the board
