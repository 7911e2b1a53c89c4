"""A hint on the board in play: the blue ring and wash of a hinted market
never cover its price tag, so "sell +N" and a cost stay readable under a hint; a road hint
that joins nothing yet says where the road heads."""

from __future__ import annotations

import pygame
import pytest

from mg.dev.driver import Driver
from mg.engine import Action, BuildMarket, PlaceRoad, SellMarket, neighbour
from mg.scenes.play.hint_view import HINT_COLOUR
from mg.scenes.play.scene import PlayScene
from mg.text.hints import Hint, hint_rule, reason
from mg.text.i18n import t
from mg.text.narrate import place_phrase
from mg.text.road_effect import road_effect
from tests.support.hints import founding_space, heads_for, plan_is, to_market_phase_with_a_city


def show_hint(driver: Driver, play: PlayScene, action: Action) -> None:
    """The hint the hard bot would give, shown for `action` (which move the bot picks is not
    under test here: how the board shows it is); the mouse rests on the panel."""
    game = play.game
    play.hints.hint = Hint(action, reason(game, action), hint_rule(game, action))
    driver.move(play.panel_rect.center)
    driver.frames(40)


def rest(driver: Driver, play: PlayScene) -> None:
    """The mouse on the panel, the board still."""
    driver.move(play.panel_rect.center)
    driver.frames(40)


def inside(play: PlayScene, box: pygame.Rect) -> pygame.Rect:
    """A tag's box without its rounded corners (where the board shows through)."""
    return box.inflate(-2 * play.ctx.px(8), -2)


def pixels(surface: pygame.Surface, rect: pygame.Rect) -> list[tuple[int, ...]]:
    """The colours inside `rect`, row by row."""
    return [
        tuple(surface.get_at((x, y)))
        for y in range(rect.top, rect.bottom)
        for x in range(rect.left, rect.right)
    ]


def blue_in(surface: pygame.Surface, rect: pygame.Rect) -> int:
    """How many pixels inside `rect` are the hint's blue."""
    return sum(
        1
        for x in range(rect.left, rect.right)
        for y in range(rect.top, rect.bottom)
        if surface.get_at((x, y))[:3] == HINT_COLOUR
    )


def test_a_hinted_sell_leaves_its_sell_tag_as_it_was(driver: Driver) -> None:
    play = to_market_phase_with_a_city(driver)
    city = next(iter(play.legal().sell))
    box = inside(
        play,
        play.tooltips.tag_box(
            play.view, city, t("hint.sell_tag", value=play.game.market_value(city))
        ),
    )
    rest(driver, play)
    unhinted = pixels(driver.app.screen, box)
    show_hint(driver, play, SellMarket(city))
    ringed = pygame.Rect(play.space_point(city), (0, 0)).inflate(play.ctx.px(80), play.ctx.px(80))
    assert blue_in(driver.app.screen, ringed) > 20  # the hint is shown, ringed in blue
    assert pixels(driver.app.screen, box) == unhinted  # and its tag reads as before


def test_a_hinted_market_leaves_its_cost_as_it_was(driver: Driver) -> None:
    play = to_market_phase_with_a_city(driver)
    village = next(s for s in sorted(play.legal().build) if play.game.place_at(s) == s)
    cost = f"{play.game.market_cost(play.game.current or '', village)}"
    box = inside(play, play.tooltips.tag_box(play.view, village, cost))
    rest(driver, play)
    unhinted = pixels(driver.app.screen, box)
    show_hint(driver, play, BuildMarket(village))
    assert pixels(driver.app.screen, box) == unhinted


def test_a_road_hint_that_joins_nothing_yet_says_where_it_heads(
    driver: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    driver.start_game(2)
    play = driver.top_as(PlayScene)
    game = play.game
    found = founding_space(game)
    driver.key(pygame.K_c)
    driver.click_space(found)
    driver.key(pygame.K_r)
    road = next(
        a
        for a in game.legal_actions()
        if isinstance(a, PlaceRoad)
        and (effect := road_effect(game, a)) is not None
        and not effect.links
        and any(
            game.place_at(neighbour(a.space, d)) is None
            and neighbour(a.space, d) in game.board.index
            for d in a.ends
        )
    )
    plan_is(monkeypatch, play, [road])
    driver.key(pygame.K_h)
    driver.frames(2)
    hint = play.hints.hint
    assert hint is not None and hint.action == road
    said = heads_for(hint.why)  # why the strong player lays it: where it goes
    assert said is not None
    params = dict(said.params)
    count, goal = (
        params["count"],
        next(p for p in game.places() if place_phrase(game, p) == params["place"]),
    )
    assert isinstance(count, int) and count >= 1 and goal != game.place_at(found)
    assert goal not in game.connections(found)
    words = play.match.wording()
    assert words.text(said) == t("hints.heads_for", place=words.text(params["place"]), count=count)
    assert play.match.log[-1].kind == "hint" and play.match.log[-1].said == hint.why
    driver.move(play.space_point(road.space))  # and the ghost there takes the hint's road
    assert play.ends == road.ends
