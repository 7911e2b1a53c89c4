"""What the board tells before a click: a market that would not score says so (R32); a
village this turn's city tiles touch is marked until it is covered (R23)."""

from __future__ import annotations

import pygame

from mg.dev.driver import Driver
from mg.engine import BuildMarket, Game, PlaceCity
from mg.scenes.play.scene import PlayScene
from mg.scenes.play.tooltips import WARN
from mg.sprites.paint import palette as pal
from mg.text.i18n import t, with_rule


def found_extend_touching_a_village(game: Game) -> tuple[tuple[int, int], ...]:
    """A founding, an extension that touches a village, and the village (seed 11's game)."""
    for a in game.legal_actions():
        if isinstance(a, PlaceCity):
            g1 = game.copy()
            g1.apply(a)
            for b in g1.legal_actions():
                if isinstance(b, PlaceCity):
                    g2 = g1.copy()
                    g2.apply(b)
                    if g2.villages_to_cover():
                        return a.space, b.space, g2.villages_to_cover()[0]
    raise AssertionError("no such position in this game")


def on_ring(d: Driver, space: tuple[int, int]) -> tuple[int, int, int]:
    """The screen's colour on the ring drawn round `space` (between two of its corners)."""
    corners = d.top_as(PlayScene).view.layout.corners(space, 0.92)
    (x1, y1), (x2, y2) = corners[0], corners[1]
    colour = d.app.screen.get_at((round((x1 + x2) / 2), round((y1 + y2) / 2)))
    return colour.r, colour.g, colour.b


def test_the_village_to_cover_is_marked_until_it_is_covered(driver: Driver) -> None:
    driver.start_game()
    play = driver.top_as(PlayScene)
    game = play.game
    found, extend, village = found_extend_touching_a_village(game)
    driver.key(pygame.K_c)
    driver.click_space(found)
    driver.frames(200)
    assert on_ring(driver, village) != WARN
    driver.click_space(extend)
    driver.frames(2)
    assert on_ring(driver, village) == WARN  # marked before End actions is tried
    driver.move(play.space_point(village))
    cover = with_rule(t("hint.cover"), "R23")  # the rule ending is refused under
    assert (cover, pal.WARN_INK) in play.hover_lines()  # the warning's ink
    driver.click_space(village)
    assert village in game.cities()
    driver.move((5, 5))
    driver.frames(200)
    assert on_ring(driver, village) != WARN


def test_a_market_that_would_be_inactive_says_so(driver: Driver) -> None:
    driver.app.ctx.settings.ask_idle_end = False  # passes at once (see test_idle_end)
    driver.start_game()
    play = driver.top_as(PlayScene)
    game = play.game
    driver.key(pygame.K_e)  # no city yet: every market would be inactive
    assert game.phase == "market"
    target = next(a.space for a in game.legal_actions() if isinstance(a, BuildMarket))
    assert not game.market_active(game.current or "", target)
    driver.move(play.space_point(target))
    lines = [text for text, _ in play.hover_lines()]
    cost = game.market_cost(game.current or "", target)
    assert lines[1:] == [t("hint.build", cost=cost), t("hint.inactive")]
