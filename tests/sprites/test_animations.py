"""Every animation is a sprite whose `update(dt)` moves it and which leaves its group when
its time is up (a fake clock: frames of 1/60 s); a road is paved from the end it grows
from; a market pops in only after its delay."""

from __future__ import annotations

import pygame
import pytest

from mg.engine import (
    CityFounded,
    Effect,
    MarketBuilt,
    MarketSold,
    RoadLaid,
    ScoreChanged,
)
from mg.sprites.animations import (
    CityRise,
    MarketPop,
    MarketTip,
    PieceMotion,
    RoadLay,
    animations_for,
)
from mg.sprites.board_view import BoardView
from mg.sprites.pieces.layers import ANIMATION
from tests.support.piece_positions import (
    RED_ROAD,
    ROAD_ENDS,
    VILLAGE,
    YELLOW_CITY,
    every_piece,
    prepared_view,
)

FRAME = 1 / 60


def each_kind(view: BoardView) -> list[PieceMotion]:
    spot = view.market_spot(every_piece(), VILLAGE, "yellow")
    return [
        RoadLay(view, RED_ROAD, ROAD_ENDS, "red", ROAD_ENDS[0], 0.5),
        CityRise(view, YELLOW_CITY, "yellow", 0.5),
        MarketPop(view, VILLAGE, "yellow", spot, 0.5),
        MarketTip(view, VILLAGE, "yellow", spot, 0.5),
    ]


def test_every_animation_leaves_its_group_when_done(window: pygame.Surface) -> None:
    view = prepared_view(every_piece())
    for anim in each_kind(view):
        group: pygame.sprite.LayeredUpdates[PieceMotion] = pygame.sprite.LayeredUpdates(anim)
        assert group.get_layer_of_sprite(anim) == ANIMATION
        shown = []
        for _ in range(29):
            group.update(FRAME)
            assert anim.alive(), type(anim).__name__
            assert anim.image is not None and anim.rect is not None
            shown.append(pygame.image.tobytes(anim.image, "RGBA"))
        assert len(set(shown)) > 5, type(anim).__name__  # it moves
        group.update(FRAME)
        assert not anim.alive() and len(group) == 0, type(anim).__name__


def test_an_animation_without_time_is_over_at_its_first_update(window: pygame.Surface) -> None:
    view = prepared_view(every_piece())
    anim = CityRise(view, YELLOW_CITY, "yellow", 0.0)
    group = pygame.sprite.Group(anim)
    group.update(FRAME)
    assert len(group) == 0


def test_a_market_pops_in_only_after_its_delay(window: pygame.Surface) -> None:
    view = prepared_view(every_piece())
    spot = view.market_spot(every_piece(), VILLAGE, "yellow")
    anim = MarketPop(view, VILLAGE, "yellow", spot, 0.36, delay=0.2)
    for _ in range(12):  # 0.2 s
        anim.update(FRAME)
        assert anim.image is not None and anim.image.get_size() == (0, 0)
    anim.update(FRAME)
    assert anim.image is not None and anim.image.get_width() > 0


@pytest.mark.parametrize("anchor", list(ROAD_ENDS))
def test_a_road_is_paved_from_the_end_it_grows_from(window: pygame.Surface, anchor: int) -> None:
    view = prepared_view(every_piece())
    anim = RoadLay(view, RED_ROAD, ROAD_ENDS, "red", anchor, 1.0)
    anim.update(0.5)  # a third of its road paved
    assert anim.image is not None and anim.rect is not None
    ink = anim.image.get_bounding_rect()
    paved = pygame.Rect(ink.move(anim.rect.topleft)).center
    start, end = (view.layout.edge_mid(RED_ROAD, d) for d in (anchor, sum(ROAD_ENDS) - anchor))
    assert abs(paved[0] - start[0]) < abs(paved[0] - end[0])


def test_the_animations_of_an_action_are_made_from_its_effects(window: pygame.Surface) -> None:
    game = every_piece()
    view = prepared_view(game)
    effects: list[Effect] = [
        RoadLaid(RED_ROAD, "red", ROAD_ENDS, ROAD_ENDS[1]),
        ScoreChanged("red", 10, 11),  # nothing to animate
        CityFounded(YELLOW_CITY, "yellow"),
        MarketBuilt(VILLAGE, "yellow", 0),
        MarketSold(VILLAGE, "red", 2),
    ]
    made = animations_for(effects, game, view, 0.45)
    assert [(type(a), a.hides) for a in made] == [
        (RoadLay, {("road", RED_ROAD)}),
        (CityRise, {("city", YELLOW_CITY)}),
        (MarketPop, {("market", VILLAGE, "yellow")}),
        (MarketTip, {("market", VILLAGE, "red")}),
    ]
    road, _, market, _ = made
    assert isinstance(road, RoadLay) and road.path_ends == (ROAD_ENDS[1], ROAD_ENDS[0])
    assert isinstance(market, MarketPop) and market.tween.delay == pytest.approx(0.225)
