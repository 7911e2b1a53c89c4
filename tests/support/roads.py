"""Road positions: a road end next to a city, a named map with roads to complete; a road
tile laid by the mouse."""

from __future__ import annotations

import pygame

from mg.dev.driver import Driver
from mg.engine import Game, PlaceRoad, Space
from mg.scenes.play.scene import PlayScene
from tests.support.builders import Position
from tests.support.narration_positions import NamedPosition

HERE: Space = (4, 5)


def road_end_next_to_a_city() -> Game:
    """Yellow's road from its city at (4, 3) ends facing HERE from the north-west (its end
    5); an orange city west of HERE (end 3) makes other orientations legal too (R17a)."""
    return (
        Position()
        .city("yellow", (4, 3))
        .road("yellow", (4, 4), (2, 5))
        .city("orange", (3, 5))
        .village((8, 8))
        .game()
    )


KROTON, SYBARIS, PANDOSIA, DELPHI = (2, 5), (7, 5), (7, 2), (2, 2)


def named_map() -> NamedPosition:
    """Kroton and Sybaris (villages), the oracles at Pandosia and Delphi."""
    p = NamedPosition().named(KROTON, "Kroton").named(SYBARIS, "Sybaris")
    for space, name in ((PANDOSIA, "Pandosia"), (DELPHI, "Delphi")):
        p.oracle(space)
        p.names[space] = name
    return p


def completing(p: Position, a: Space, b: Space) -> tuple[Game, PlaceRoad]:
    """The game with a yellow road from a to b but its first tile, and that tile."""
    action = p.connect_but_first("yellow", a, b)
    return p.game(), action


def lay_road(driver: Driver, play: PlayScene, road: PlaceRoad) -> None:
    """The road tile by the mouse: Road, the tile under the mouse turned by R to `road`'s
    ends, a click (asserted laid)."""
    assert play.game.why_illegal(road) is None
    driver.press("road")
    driver.move(driver.space_point(road.space))
    for _ in range(12):
        if play.ends == road.ends:
            break
        driver.key(pygame.K_r)
    driver.click_space(road.space)
    assert play.game.roads().get(road.space) is not None
