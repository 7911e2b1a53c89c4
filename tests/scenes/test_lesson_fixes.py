"""The lessons as a newcomer meets them, through the real scenes: every step
shows its target, a tooltip never promises what the lesson refuses, labels stay readable
over the target ring, a city keeps one name, the box agrees with the panel, and the line of
a computer player acting never covers the status line's words."""

from __future__ import annotations

import pygame

from mg.dev.driver import Driver
from mg.engine import CARDS, PlaceCity, PlaceRoad
from mg.scenes.lesson.coach import NOT_THIS_STEP, lesson_of
from mg.scenes.play.hint_view import HINT_COLOUR
from mg.scenes.play.scene import PlayScene
from mg.sprites.paint import palette as pal
from mg.text.i18n import t
from mg.text.lessons import load_course
from mg.text.log_words import Wording
from mg.text.narrate import place_name, tiles
from tests.support.lessons import FOUNDED, open_lesson

COURSE = load_course()


def lay_road(driver: Driver, scene: PlayScene, space: tuple[int, int]) -> None:
    """Road tool, the ghost snapped on `space`, click."""
    driver.press("road")
    driver.move(scene.space_point(space))
    driver.click_space(space)


def blue_pixels(surface: pygame.Surface, rect: pygame.Rect) -> int:
    """How many pixels inside `rect` are the target ring's blue."""
    return sum(
        1
        for x in range(rect.left + 1, rect.right - 1)
        for y in range(rect.top + 1, rect.bottom - 1)
        if surface.get_at((x, y))[:3] == HINT_COLOUR
    )


def rest_mouse_far_away(driver: Driver, scene: PlayScene) -> None:
    """The mouse on the panel, so no hover fill or tooltip covers the board."""
    driver.move(scene.panel_rect.center)
    driver.frames(2)


def test_the_second_road_step_rings_where_the_road_points(driver: Driver) -> None:
    scene = open_lesson(driver, "road")
    first = lesson_of(scene).lesson.steps[0]
    assert first.space is not None
    lay_road(driver, scene, first.space)
    assert lesson_of(scene).step == 1
    rest_mouse_far_away(driver, scene)
    board = pygame.Rect(scene.board_rect())
    assert blue_pixels(driver.app.screen, board) > 50  # a target is ringed on the board
    target = lesson_of(scene).target()
    assert target is not None and target.space is not None
    road = target.ends or target.guide  # the road shown faintly on the target
    assert road is not None and scene.game.why_illegal(PlaceRoad(target.space, road)) is None
    x, y = scene.space_point(target.space)
    size = scene.ctx.px(60)
    ring_area = pygame.Rect(x - size, y - size, 2 * size, 2 * size)
    assert blue_pixels(driver.app.screen, ring_area) > 50  # there, with its faint road
    lay_road(driver, scene, target.space)
    assert lesson_of(scene).finished


def test_a_tooltip_never_promises_what_the_lesson_refuses(driver: Driver) -> None:
    scene = open_lesson(driver, "extend")
    taught = lesson_of(scene).taught
    assert taught is not None and taught.space is not None
    other = next(
        a.space
        for a in scene.game.legal_actions()
        if isinstance(a, PlaceCity) and a.space != taught.space
    )
    driver.press("city")
    driver.move(scene.space_point(other))
    lines = scene.hover_lines()
    assert all(colour != pal.GOOD for _, colour in lines)  # no green "extend your city"
    assert (t("lessons.not_this_step"), NOT_THIS_STEP) in lines
    driver.click_space(other)  # and indeed the lesson says it is not this step
    assert scene.status_line.bad and scene.game.cities().get(other) is None
    driver.move(scene.space_point(taught.space))  # the taught space still promises
    assert any(colour == pal.GOOD for _, colour in scene.hover_lines())


def test_the_cover_mark_reads_over_the_target_ring(driver: Driver) -> None:
    scene = open_lesson(driver, "extend")
    first = lesson_of(scene).lesson.steps[0]
    assert first.space is not None
    driver.press("city")
    driver.click_space(first.space)
    target = lesson_of(scene).target()
    assert target is not None and target.space in scene.game.villages_to_cover()
    rest_mouse_far_away(driver, scene)
    mark = scene.tooltips.cover_mark_box(scene.view, target.space)
    assert blue_pixels(driver.app.screen, mark) == 0


def test_the_sell_tag_reads_over_the_target_ring(driver: Driver) -> None:
    scene = open_lesson(driver, "sell")
    target = lesson_of(scene).target()
    assert target is not None and target.space is not None
    rest_mouse_far_away(driver, scene)
    text = t("hint.sell_tag", value=scene.game.market_value(target.space))
    tag = scene.tooltips.tag_box(scene.view, target.space, text)
    assert blue_pixels(driver.app.screen, tag) == 0


def test_the_learners_city_keeps_its_name_everywhere(driver: Driver) -> None:
    """Founded on Kroton, grown over Thurioi: Kroton on every tile's tooltip, in the log's and
    the final scoring's words (`place_name`) and in the oracle lesson's."""
    scene = open_lesson(driver, "oracle")
    game = scene.game
    city = game.place_at(FOUNDED)
    assert city is not None and len(game.place_spaces(city)) > 1
    name = game.board.name(FOUNDED)
    assert name is not None and place_name(game, city) == name
    owner = scene.match.seat_name(game.cities()[FOUNDED])  # named as the log names it
    for tile in game.place_spaces(city):
        assert scene.place_name(tile) == t("place.city", owner=owner, name=name)
    assert name in lesson_of(scene).box_text()  # the lesson names the city as the board does


def test_the_last_lessons_words_agree_with_the_panel(driver: Driver) -> None:
    scene = open_lesson(driver, "scoring")
    game = scene.game
    card = CARDS[game.card or ""]
    legal = {type(a) for a in game.legal_actions()}
    assert PlaceRoad in legal and PlaceCity in legal  # the panel's "0 of 2", "0 of 1" hold
    allowed = Wording(str, game.board).text(tiles(card.roads, card.cities))  # "0 of 2", …
    assert allowed in lesson_of(scene).box_text()  # the box says the same, not "nothing to build"
    assert lesson_of(scene).box_text() == t(
        "lesson.scoring.1.text", round=game.round, rounds=game.rounds, tiles=allowed
    )


def test_well_done_and_a_computer_players_line_never_overlap(driver: Driver) -> None:
    scene = open_lesson(driver, "market")
    first = lesson_of(scene).lesson.steps[0]
    assert first.space is not None
    driver.click_space(first.space)
    driver.press("end_turn")
    assert scene.bot_level() is not None and scene.status == t("lessons.well_done")
    words, acting = scene.status_line.text_rect(), scene.bot_line.rect(scene.status_h)
    assert words.w > 0 and not words.colliderect(acting) and words.left >= acting.right
    assert scene.status_rect().contains(words)
