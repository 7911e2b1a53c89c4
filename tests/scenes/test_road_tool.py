"""The Road tool in the real play scene : R chooses it and then rotates; the
ghost offers the likeliest orientation first (or a hint's); its tooltip says what the road
would do, worked out once per orientation; a road joining no city says so once laid."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from mg.dev.driver import Driver
from mg.engine import Game, PlaceRoad, neighbours, road_shape
from mg.scenes.play.scene import PlayScene
from mg.store.session import Session
from mg.text import i18n
from mg.text.game_log import phrase
from mg.text.hints import Hint
from mg.text.i18n import LANGUAGES, t, with_rule
from mg.text.narrate import place_words
from tests.support.hints import wait_for_hint
from tests.support.roads import (
    DELPHI,
    HERE,
    KROTON,
    PANDOSIA,
    completing,
    named_map,
    road_end_next_to_a_city,
)

REST_FRAMES = 30  # frames of 1/60 s: the mouse has rested


def resume(driver: Driver, game: Game) -> PlayScene:
    """The play scene on `game` (its player to act at the mouse)."""
    assert driver.app.flow.resume(Session(game, driver.app.flow.setup.seats)) is None
    driver.frames(2)
    return driver.top_as(PlayScene)


def hover(driver: Driver, play: PlayScene, space: tuple[int, int]) -> None:
    """The mouse onto `space`, from off the board first (so the space is entered afresh)."""
    driver.move((2, 2))
    driver.move(play.space_point(space))


def test_r_chooses_the_road_tool_and_once_chosen_rotates(driver: Driver) -> None:
    play = resume(driver, road_end_next_to_a_city())
    hover(driver, play, HERE)
    driver.key(pygame.K_c)
    assert play.tool == "city"
    driver.key(pygame.K_r)
    assert play.tool == "road" and play.buttons["road"].is_selected
    offered = play.ends
    driver.key(pygame.K_r)
    assert play.tool == "road" and play.ends != offered  # now R turns the tile
    turned = play.ends
    driver.key(pygame.K_f)  # F flips, as before
    assert road_shape(play.ends) != road_shape(turned)


def test_the_road_button_names_its_key_in_every_language(driver: Driver) -> None:
    resume(driver, road_end_next_to_a_city())
    assert driver.button("road").text == t("play.road")
    try:
        for language in LANGUAGES:
            i18n.set_language(language)
            assert t("play.road").endswith(" (R)"), language
    finally:
        i18n.set_language("en")


def test_hovering_next_to_the_players_road_end_offers_the_continuing_orientation(
    driver: Driver,
) -> None:
    """Yellow's road ends facing HERE through its end 2; orientations anchored on orange's
    city (end 3) are legal too, the straight (0, 3) among them."""
    game = road_end_next_to_a_city()
    assert game.why_illegal(PlaceRoad(HERE, (0, 3))) is None
    play = resume(driver, game)
    hover(driver, play, HERE)
    assert 2 in play.ends
    driver.click_space(HERE)
    assert game.roads()[HERE] == ("yellow", play.ends)
    assert game.road_places(HERE) == [(4, 3)]  # the road goes on from yellow's city


def test_a_hinted_road_gives_the_ghost_on_its_space_the_hints_orientation(driver: Driver) -> None:
    game, action = completing(named_map().city("yellow", KROTON), KROTON, PANDOSIA)
    play = resume(driver, game)
    driver.key(pygame.K_h)
    wait_for_hint(driver, play)
    hint = play.hints.hint
    assert hint is not None and isinstance(hint.action, PlaceRoad)
    hover(driver, play, hint.action.space)
    assert play.ends == hint.action.ends
    driver.key(pygame.K_r)
    assert play.ends != hint.action.ends  # offered first, and R still turns it


def test_the_ghost_takes_a_shown_hints_orientation_even_the_least_likely(driver: Driver) -> None:
    """A hint (as the advisor shows it) for a road the ranking would offer last."""
    game = road_end_next_to_a_city()
    play = resume(driver, game)
    hover(driver, play, HERE)
    offered = play.ends
    options = play.legal().roads[HERE]
    least = next(e for e in reversed(options) if e != offered)
    play.hints.hint = Hint(PlaceRoad(HERE, least), phrase("hints.road"))
    driver.frames(1)  # shown while the mouse is on the space: the ghost turns to it
    assert play.ends == least
    hover(driver, play, (9, 9))
    hover(driver, play, HERE)  # and again when the mouse comes back
    assert play.ends == least
    play.hints.forget()
    hover(driver, play, HERE)
    assert play.ends == offered  # no hint: the likeliest again


def test_the_ghosts_tooltip_says_what_a_joining_road_will_do(driver: Driver) -> None:
    game, action = completing(named_map().city("yellow", KROTON), KROTON, PANDOSIA)
    play = resume(driver, game)
    hover(driver, play, action.space)
    assert play.ends == action.ends  # the joining orientation is offered first
    texts = [text for text, _ in play.hover_lines()]
    names = play.match.seat_name
    joins = t(
        "road.connects", a=t("road.your_city", name="Kroton"), b=place_words(game, PANDOSIA, names)
    )
    assert texts[-3:] == [joins, t("road.oracle_you_unnamed"), t("road.projected", delta="+4")]
    driver.click_space(action.space)
    assert game.oracle_controller(PANDOSIA) == "yellow"
    assert play.status != t("road.status_no_city")


def test_a_road_joining_no_city_says_so_before_and_after(driver: Driver) -> None:
    """Bob's two oracles: joined, and nothing happens — now it is said why."""
    game, action = completing(named_map(), DELPHI, PANDOSIA)
    play = resume(driver, game)
    hover(driver, play, action.space)
    for _ in range(12):
        if play.ends == action.ends:
            break
        driver.key(pygame.K_r)
    texts = [text for text, _ in play.hover_lines()]
    names = play.match.seat_name
    assert (
        t("road.joins", a=place_words(game, DELPHI, names), b=place_words(game, PANDOSIA, names))
        in texts
    )
    assert with_rule(t("road.no_city_yet"), "R20") in texts
    driver.click_space(action.space)
    assert game.roads()[action.space] == ("yellow", action.ends)
    assert play.status == t("road.status_no_city") and not play.status_line.bad
    assert play.status_line.rule == "R20"


def test_a_road_from_a_city_into_open_land_joins_nothing_yet(driver: Driver) -> None:
    play = resume(driver, named_map().city("yellow", KROTON).game())
    hover(driver, play, (3, 5))  # east of Kroton
    assert t("road.nothing_yet") in [text for text, _ in play.hover_lines()]
    driver.click_space((3, 5))
    assert play.status == t("road.status_no_city")


def test_the_effect_is_worked_out_once_per_orientation_not_every_frame(driver: Driver) -> None:
    game, action = completing(named_map().city("yellow", KROTON), KROTON, PANDOSIA)
    play = resume(driver, game)
    hover(driver, play, action.space)
    worked = play.ghost.effects_worked_out
    assert worked >= 1
    x, y = play.space_point(action.space)
    for dx in (-3, 3, 0):  # the mouse moves within the space; frames go by
        driver.move((x + dx, y))
    driver.frames(60)
    assert play.ghost.effects_worked_out == worked
    driver.key(pygame.K_r)
    driver.key(pygame.K_r, pygame.KMOD_NONE)
    assert play.ghost.effects_worked_out <= worked + 2


def test_the_ghosts_tooltip_stands_clear_of_the_space_and_its_neighbours(
    driver: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    game, action = completing(named_map().city("yellow", KROTON), KROTON, PANDOSIA)
    play = resume(driver, game)
    placed: list[pygame.Rect] = []
    real_place = play.tooltip.place

    def spy(*args: Any) -> pygame.Rect:
        placed.append(real_place(*args))
        return placed[-1]

    monkeypatch.setattr(play.tooltip, "place", spy)
    hover(driver, play, action.space)
    driver.frames(REST_FRAMES)
    assert placed, "the tooltip was drawn"
    inner = round(play.view.layout.size * 0.86)  # a hex's inner radius
    for space in [action.space, *neighbours(action.space)]:
        x, y = play.space_point(space)
        hexagon = pygame.Rect(x - inner, y - inner, 2 * inner, 2 * inner)
        assert not placed[-1].colliderect(hexagon), space
