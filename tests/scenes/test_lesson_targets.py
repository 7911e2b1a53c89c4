"""A lesson's target road as a newcomer meets it: the ghost on the target
takes the lesson's orientation, so the first road offered is the one the lesson plays; on the
target a road turned otherwise says what it would do and that R turns it back."""

from __future__ import annotations

import pygame

from mg.dev.driver import Driver
from mg.engine import PlaceRoad, neighbour
from mg.scenes.lesson.coach import lesson_of
from mg.scenes.play.scene import PlayScene
from mg.text.i18n import t
from mg.text.road_effect import effect_lines, road_effect
from tests.support.lessons import FOUNDED, open_lesson


def hover_target(driver: Driver, scene: PlayScene) -> tuple[tuple[int, int], tuple[int, int]]:
    """Road tool (R), the mouse on the step's target: its space and the road it shows."""
    target = lesson_of(scene).target()
    assert target is not None and target.space is not None
    road = target.ends or target.guide
    assert road is not None
    driver.key(pygame.K_c)
    driver.key(pygame.K_r)  # R chooses the Road tool
    driver.move(scene.space_point(target.space))
    return target.space, road


def test_the_first_road_offered_on_lesson_7s_target_is_the_lessons(driver: Driver) -> None:
    scene = open_lesson(driver, "active")
    space, road = hover_target(driver, scene)
    assert scene.tool == "road" and scene.ends == road  # not a curve the lesson refuses
    driver.click_space(space)
    assert lesson_of(scene).finished and not scene.status_line.bad
    assert scene.game.roads()[space] == (scene.game.players[0], road)


def test_a_road_turned_otherwise_on_the_target_says_what_it_does(driver: Driver) -> None:
    scene = open_lesson(driver, "active")
    space, road = hover_target(driver, scene)
    for _ in range(8):  # R turns the tile away from the lesson's road
        if scene.ends != road:
            break
        driver.key(pygame.K_r)
    assert scene.ends != road
    game = scene.game
    effect = road_effect(game, PlaceRoad(space, scene.ends))
    assert effect is not None and effect.city_links  # it would join Kroton and Sybaris too
    texts = [text for text, _ in scene.hover_lines()]
    said = [text for text, _ in effect_lines(effect, game, scene.match.seat_name)]
    assert said and all(line in texts for line in said)  # what the road does
    assert t("lessons.turn_road") in texts and t("lessons.not_this_step") not in texts
    for _ in range(8):  # and R turns it back to the lesson's road, which the lesson plays
        if scene.ends == road:
            break
        driver.key(pygame.K_r)
    driver.click_space(space)
    assert lesson_of(scene).finished


def test_the_first_lessons_back_stays_off_whatever_the_keys(driver: Driver) -> None:
    """Lesson 1 has no lesson before it: Back stays off after C, R and a refused click, and
    clicking it restarts nothing."""
    driver.press("learn")
    scene = driver.top_as(PlayScene)
    assert lesson_of(scene).index == 0 and not driver.button("back").is_enabled
    for key in (pygame.K_c, pygame.K_r, pygame.K_c):
        driver.key(key)
        assert not driver.button("back").is_enabled, key
    taught = lesson_of(scene).taught
    assert taught is not None
    other = next(s for s in scene.legal().cities if s != taught.space)
    driver.click_space(other)  # (the City tool) refused: not this lesson's move
    assert scene.status_line.bad and not driver.button("back").is_enabled
    driver.click(driver.button("back").rect.center)
    assert driver.top is scene and lesson_of(scene).index == 0 and scene.status_line.bad


def test_lesson_2_lays_a_road_that_joins_nothing_then_completes_it(driver: Driver) -> None:
    """Step 1's road leaves the city and joins nothing yet (it has an open end); step 2's
    tile sits where that open end points and completes the road to a village, so the city is
    connected when the lesson says it is (R17, R18, R20)."""
    scene = open_lesson(driver, "road")
    game, city = scene.game, scene.game.place_at(FOUNDED)
    first, road = hover_target(driver, scene)
    effect = road_effect(game, PlaceRoad(first, scene.ends))
    assert scene.ends == road and effect is not None
    assert effect.links == () and effect.city_links == ()  # joins nothing yet
    driver.click_space(first)
    assert lesson_of(scene).step == 1 and game.road_places(first) == [city]  # one end open
    second, road = hover_target(driver, scene)
    assert second in (neighbour(first, d) for d in game.roads()[first][1])
    assert scene.ends == road and game.place_at(second) is None
    effect = road_effect(game, PlaceRoad(second, road))
    assert effect is not None and len(effect.city_links) == 1
    village = next(p for p in effect.city_links[0] if p != city)
    assert village not in game.oracles() and village not in game.cities()
    driver.click_space(second)
    assert city is not None
    assert lesson_of(scene).finished and village in game.connections(city)
    assert game.road_places(second) in ([city, village], [village, city])
