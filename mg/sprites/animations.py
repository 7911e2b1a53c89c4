"""Piece animations: what changed on the board after an action, shown over `dt` time.

Each animation names the pieces it `hides` from the cached board layer while it runs and
draws them itself; when it is done the cached layer shows them again."""

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
from mg.sprites.board_view import BoardView
from mg.sprites.layout import Space
from mg.sprites.paint import palette as pal
from mg.sprites.plain_pieces import road_points
from mg.sprites.tween import Tween, lerp, lerp_angle

Key = tuple[object, ...]


class Animation:
    hides: frozenset[Key] = frozenset()

    def __init__(self, duration: float, ease: str = "out_cubic", delay: float = 0.0) -> None:
        self.tween = Tween(duration, ease, delay)

    @property
    def done(self) -> bool:
        return self.tween.done

    def update(self, dt: float) -> None:
        self.tween.update(dt)

    def draw(self, surface: pygame.Surface, view: BoardView) -> None:
        raise NotImplementedError


class RoadLay(Animation):
    """A road tile drops in, then its road is paved from the anchored end to the other."""

    def __init__(
        self, space: Space, ends: tuple[int, int], colour: str, anchor: int, duration: float
    ) -> None:
        super().__init__(duration, "linear")
        self.space, self.colour, self.ends = space, colour, ends
        other = ends[1] if anchor == ends[0] else ends[0]
        self.path_ends = (anchor, other)
        self.hides = frozenset({("road", space)})

    def draw(self, surface: pygame.Surface, view: BoardView) -> None:
        t = self.tween.raw
        lay = view.layout
        drop = min(1.0, t / 0.3)
        offset = -lay.size * 0.6 * (1 - drop) ** 2
        tile = [(x, y + offset) for x, y in lay.corners(self.space, 0.92)]
        pygame.draw.polygon(surface, (120, 110, 80), tile, max(1, round(lay.size * 0.06)))
        line = max(0.0, (t - 0.25) / 0.75)
        if line <= 0:
            return
        a, b = self.path_ends
        pts = road_points(lay, self.space, (a, b), steps=16)
        if len(pts) == 2:
            (x0, y0), (x1, y1) = pts
            pts = [(lerp(x0, x1, k / 16), lerp(y0, y1, k / 16)) for k in range(17)]
        n = max(2, round(line * (len(pts) - 1)) + 1)
        part = pts[:n]
        image = view.art.road(view.palette, self.colour, self.ends, lay.size)
        if image is not None:  # the road's own picture, uncovered along its length
            box = image.get_rect(center=lay.to_pixel(self.space))
            local = [(x - box.x, y - box.y) for x, y in part]
            reach = max(2, round(lay.size * 0.45))
            mask = pygame.Surface(box.size, pygame.SRCALPHA)
            mask.fill((0, 0, 0, 0))
            pygame.draw.lines(mask, (255, 255, 255, 255), False, local, 2 * reach)
            for p in local:
                pygame.draw.circle(mask, (255, 255, 255, 255), p, reach)
            paved = image.copy()
            paved.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
            surface.blit(paved, box)
            return
        width = max(3, round(lay.size * 0.3))
        pygame.draw.lines(surface, pal.INK, False, part, width + 4)
        pygame.draw.lines(surface, view.palette.player[self.colour], False, part, width)
        for p in (part[0], part[-1]):
            pygame.draw.circle(surface, view.palette.player[self.colour], p, width / 2)


class CityRise(Animation):
    """A city tile rises from the ground."""

    def __init__(self, space: Space, colour: str, duration: float) -> None:
        super().__init__(duration, "out_back")
        self.space, self.colour = space, colour
        self.hides = frozenset({("city", space)})

    def draw(self, surface: pygame.Surface, view: BoardView) -> None:
        t = self.tween.t
        lay = view.layout
        image = view.art.hex(view.palette.art_name("city", self.colour), lay.size)
        scale = max(0.05, 0.35 + 0.65 * t)
        cx, cy = lay.to_pixel(self.space)
        cy += lay.size * 0.35 * (1 - min(1.0, t))
        if image is None:
            pygame.draw.polygon(
                surface,
                view.palette.player[self.colour],
                [
                    (cx + (x - cx) * scale, cy + (y - cy) * scale)
                    for x, y in lay.corners(self.space, 0.96)
                ],
            )
            return
        size = (max(1, round(image.get_width() * scale)), max(1, round(image.get_height() * scale)))
        scaled = pygame.transform.smoothscale(image, size)
        surface.blit(scaled, scaled.get_rect(center=(round(cx), round(cy))))


class MarketPop(Animation):
    """A market pops up where it is built (or founded)."""

    def __init__(
        self,
        place: Space,
        colour: str,
        spot: tuple[float, float],
        duration: float,
        delay: float = 0.0,
        active: bool = True,
    ) -> None:
        super().__init__(duration, "out_back", delay)
        self.spot, self.colour, self.active = spot, colour, active
        self.hides = frozenset({("market", place, colour)})

    def draw(self, surface: pygame.Surface, view: BoardView) -> None:
        if self.tween.raw <= 0:
            return
        view.draw_market(
            surface,
            self.colour,
            self.spot,
            False,
            scale=max(0.05, self.tween.t),
            active=self.active,
        )


class MarketTip(Animation):
    """A sold market tips over onto its side."""

    def __init__(
        self, place: Space, colour: str, spot: tuple[float, float], duration: float
    ) -> None:
        super().__init__(duration, "out_back")
        self.spot, self.colour = spot, colour
        self.hides = frozenset({("market", place, colour)})

    def draw(self, surface: pygame.Surface, view: BoardView) -> None:
        view.draw_market(surface, self.colour, self.spot, True, tip=min(1.0, self.tween.t))


def animations_for(
    effects: Sequence[Effect], game: Game, view: BoardView, duration: float
) -> list[Animation]:
    """The animations that show an action's `effects` on `game` as it stands after it."""
    anims: list[Animation] = []
    city = any(isinstance(e, CityFounded | CityExtended | CitiesMerged) for e in effects)
    for effect in effects:
        if isinstance(effect, RoadLaid):  # laid from the end it joined its road by (R17)
            anims.append(RoadLay(effect.space, effect.ends, effect.colour, effect.anchor, duration))
        elif isinstance(effect, CityFounded | CityExtended | CitiesMerged):
            anims.append(CityRise(effect.space, effect.colour, duration))
        elif isinstance(effect, MarketBuilt):
            spot = view.market_spot(game, effect.place, effect.colour)
            anims.append(
                MarketPop(
                    effect.place,
                    effect.colour,
                    spot,
                    duration * 0.8,
                    delay=duration * 0.5 if city else 0.0,
                    active=game.market_active(effect.colour, effect.place),
                )
            )  # R32
        elif isinstance(effect, MarketSold):
            spot = view.market_spot(game, effect.place, effect.colour)
            anims.append(MarketTip(effect.place, effect.colour, spot, duration))
    return anims


class OracleMotion:
    """Oracles turn smoothly (the short way round) to a new city and glow when they do."""

    def __init__(self) -> None:
        self.shown: dict[Space, float] = {}
        self.goal: dict[Space, float] = {}
        self.start: dict[Space, float] = {}
        self.tweens: dict[Space, Tween] = {}
        self.glow_left: dict[Space, float] = {}
        self._rev: object = None

    def retarget(self, game: Game, view: BoardView, revision: object, duration: float) -> bool:
        """Aim every oracle at its city; True when one of them starts turning."""
        if revision == self._rev:
            return False
        self._rev = revision
        turned = False
        for oracle in game.oracles():
            target = game.oracle_target(oracle)
            goal = view.angle_to_city(game, oracle, target) if target else -math.pi / 2
            if oracle not in self.shown:
                self.shown[oracle] = self.goal[oracle] = goal
                continue
            if abs(goal - self.goal[oracle]) > 1e-6:
                self.start[oracle] = self.shown[oracle]
                self.goal[oracle] = goal
                self.tweens[oracle] = Tween(duration, "in_out_sine")
                self.glow_left[oracle] = max(duration, 0.0) + 0.6 * (duration > 0)
                turned = True
        return turned

    def update(self, dt: float) -> None:
        for oracle, tween in list(self.tweens.items()):
            tween.update(dt)
            self.shown[oracle] = lerp_angle(self.start[oracle], self.goal[oracle], tween.t)
            if tween.done:
                self.shown[oracle] = self.goal[oracle]
                del self.tweens[oracle]
        for oracle in list(self.glow_left):
            self.glow_left[oracle] -= dt
            if self.glow_left[oracle] <= 0:
                del self.glow_left[oracle]

    def glow(self) -> dict[Space, float]:
        return {o: 0.5 + 0.5 * math.sin(left * 9) for o, left in self.glow_left.items()}

    def reset(self) -> None:
        self._rev = None
        self.shown.clear()
        self.goal.clear()
        self.tweens.clear()
        self.glow_left.clear()
