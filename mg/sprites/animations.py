"""Piece animations as sprites: what changed on the board after an action, shown over time.

Each animation is a sprite of the board's animation layer that stands for the still pieces
it `hides` (left out of the cached board layer while it runs): its `update(dt)` moves,
grows, tips or paves it, and when its time is up it leaves its group (`kill`) and the
cached layer shows the pieces again. Each takes plain data — the space, the colour, a
road's ends and the end it grows from, a market's spot — and the `Stage` it is drawn on
(the board's layout at that moment, the pieces' pictures); its picture comes from the one
way to draw that piece (`pieces/images.py`)."""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from mg.engine import (
    CitiesMerged,
    CityExtended,
    CityFounded,
    Effect,
    Game,
    MarketBuilt,
    MarketSold,
    RoadLaid,
)
from mg.sprites.layout import Space
from mg.sprites.pieces.images import Ends
from mg.sprites.pieces.layers import ANIMATION
from mg.sprites.pieces.markets import Point, market_spot
from mg.sprites.pieces.oracles import Stage
from mg.sprites.pieces.plain import road_points
from mg.sprites.pieces.tiles import Key, market_picture
from mg.sprites.tween import Tween, lerp

TILE_EDGE = (120, 110, 80)  # the outline of a road tile dropping in


class PieceMotion(pygame.sprite.Sprite):
    """An animation of the pieces it `hides`, over `duration` seconds after `delay`."""

    hides: frozenset[Key] = frozenset()

    def __init__(
        self, stage: Stage, duration: float, ease: str = "out_cubic", delay: float = 0.0
    ) -> None:
        super().__init__()
        self.layer = ANIMATION
        self.stage = stage
        self.tween = Tween(duration, ease, delay)
        self.posed = False  # its picture is made by its first update (or `ready`)
        self.nothing()

    def update(self, dt: float) -> None:
        """Advance by `dt` seconds; done, leave every group."""
        self.tween.update(dt)
        if self.tween.done:
            self.kill()
        else:
            self.pose()
            self.posed = True

    def ready(self) -> None:
        """Make its first picture now, if it is drawn in the frame it started (after the
        frame's update)."""
        if not self.posed:
            self.pose()
            self.posed = True

    def pose(self) -> None:
        """Make the picture and the rectangle for this moment."""
        raise NotImplementedError

    def nothing(self) -> None:
        """No picture (yet)."""
        self.image, self.rect = pygame.Surface((0, 0)), pygame.Rect(0, 0, 0, 0)


class RoadLay(PieceMotion):
    """A road tile drops in, then its road is paved from the anchored end to the other."""

    def __init__(
        self,
        stage: Stage,
        space: Space,
        ends: Ends,
        colour: str,
        anchor: int,
        duration: float,
    ) -> None:
        super().__init__(stage, duration, "linear")
        self.space, self.colour, self.ends = space, colour, ends
        other = ends[1] if anchor == ends[0] else ends[0]
        self.path_ends = (anchor, other)
        self.hides = frozenset({("road", space)})

    def pose(self) -> None:
        t = self.tween.raw
        lay = self.stage.layout
        drop = min(1.0, t / 0.3)
        offset = -lay.size * 0.6 * (1 - drop) ** 2
        tile = [(x, y + offset) for x, y in lay.corners(self.space, 0.92)]
        edge = max(1, round(lay.size * 0.06))
        road = self.stage.images.road(self.colour, self.ends, lay.size)
        box = road.get_rect(center=lay.to_pixel(self.space))
        left = math.floor(min(x for x, _ in tile)) - edge
        top = math.floor(min(y for _, y in tile)) - edge
        right = math.ceil(max(x for x, _ in tile)) + edge + 1
        bottom = math.ceil(max(y for _, y in tile)) + edge + 1
        area = box.union(pygame.Rect(left, top, right - left, bottom - top))
        image = pygame.Surface(area.size, pygame.SRCALPHA)
        local = [(x - area.x, y - area.y) for x, y in tile]
        pygame.draw.polygon(image, TILE_EDGE, local, edge)
        line = max(0.0, (t - 0.25) / 0.75)
        if line > 0:
            image.blit(self._paved(road, box, line), (box.x - area.x, box.y - area.y))
        self.image, self.rect = image, area

    def _paved(self, road: pygame.Surface, box: pygame.Rect, line: float) -> pygame.Surface:
        """The road tile's picture uncovered along its road from the anchored end, `line`
        (0..1) of the way."""
        lay = self.stage.layout
        pts = road_points(lay, self.space, self.path_ends, steps=16)
        if len(pts) == 2:
            (x0, y0), (x1, y1) = pts
            pts = [(lerp(x0, x1, k / 16), lerp(y0, y1, k / 16)) for k in range(17)]
        part = pts[: max(2, round(line * (len(pts) - 1)) + 1)]
        local = [(x - box.x, y - box.y) for x, y in part]
        reach = max(2, round(lay.size * 0.45))
        mask = pygame.Surface(box.size, pygame.SRCALPHA)
        mask.fill((0, 0, 0, 0))
        pygame.draw.lines(mask, (255, 255, 255, 255), False, local, 2 * reach)
        for p in local:
            pygame.draw.circle(mask, (255, 255, 255, 255), p, reach)
        paved = road.copy()
        paved.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        return paved


class CityRise(PieceMotion):
    """A city tile rises from the ground."""

    def __init__(self, stage: Stage, space: Space, colour: str, duration: float) -> None:
        super().__init__(stage, duration, "out_back")
        self.space, self.colour = space, colour
        self.hides = frozenset({("city", space)})

    def pose(self) -> None:
        t = self.tween.t
        lay = self.stage.layout
        image = self.stage.images.city(self.colour, lay.size)
        scale = max(0.05, 0.35 + 0.65 * t)
        cx, cy = lay.to_pixel(self.space)
        cy += lay.size * 0.35 * (1 - min(1.0, t))
        w, h = image.get_size()
        size = (max(1, round(w * scale)), max(1, round(h * scale)))
        self.image = pygame.transform.smoothscale(image, size)
        self.rect = self.image.get_rect(center=(round(cx), round(cy)))


class MarketPop(PieceMotion):
    """A market pops up where it is built (or founded)."""

    def __init__(
        self,
        stage: Stage,
        place: Space,
        colour: str,
        spot: Point,
        duration: float,
        delay: float = 0.0,
        active: bool = True,
    ) -> None:
        super().__init__(stage, duration, "out_back", delay)
        self.spot, self.colour, self.active = spot, colour, active
        self.hides = frozenset({("market", place, colour)})

    def pose(self) -> None:
        if self.tween.raw <= 0:
            self.nothing()
            return
        scale = max(0.05, self.tween.t)
        size = self.stage.layout.size
        picture = market_picture(
            self.stage.images, size, self.colour, self.spot, False, self.active, scale
        )
        self.image, self.rect = picture


class MarketTip(PieceMotion):
    """A sold market tips over onto its side."""

    def __init__(
        self, stage: Stage, place: Space, colour: str, spot: Point, duration: float
    ) -> None:
        super().__init__(stage, duration, "out_back")
        self.spot, self.colour = spot, colour
        self.hides = frozenset({("market", place, colour)})

    def pose(self) -> None:
        size, tip = self.stage.layout.size, min(1.0, self.tween.t)
        picture = market_picture(self.stage.images, size, self.colour, self.spot, True, tip=tip)
        self.image, self.rect = picture


def animations_for(
    effects: Sequence[Effect], game: Game, stage: Stage, duration: float
) -> list[PieceMotion]:
    """The animations that show an action's `effects` on `game` as it stands after it."""
    anims: list[PieceMotion] = []
    city = any(isinstance(e, CityFounded | CityExtended | CitiesMerged) for e in effects)
    for effect in effects:
        if isinstance(effect, RoadLaid):  # laid from the end it joined its road by (R17)
            start = effect.anchor
            anims.append(RoadLay(stage, effect.space, effect.ends, effect.colour, start, duration))
        elif isinstance(effect, CityFounded | CityExtended | CitiesMerged):
            anims.append(CityRise(stage, effect.space, effect.colour, duration))
        elif isinstance(effect, MarketBuilt):
            place, colour = effect.place, effect.colour
            spot = market_spot(stage.layout, game, place, colour)
            delay = duration * 0.5 if city else 0.0
            active = game.market_active(colour, place)  # R32
            anims.append(MarketPop(stage, place, colour, spot, duration * 0.8, delay, active))
        elif isinstance(effect, MarketSold):
            spot = market_spot(stage.layout, game, effect.place, effect.colour)
            anims.append(MarketTip(stage, effect.place, effect.colour, spot, duration))
    return anims
