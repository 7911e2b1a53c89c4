"""The final scoring's motions as sprites (R37): sold and inactive markets fading away, the
markets left in their places moving up, a scoring market pulsing, an oracle's ring
spreading, and the points flying to their owner's marker.

Unlike the pieces' animations (`animations.py`), these keep no clock of their own: the
scoring scene's playback says how far its step is (`t`, 0 to 1), and each sprite is posed
for that moment on the board as it is drawn now (`Stage`: the layout after any zoom or pan,
the pieces' pictures). Skipping, watching the scoring again and Reduce motion therefore pose
them exactly as the playback stands. Each takes plain data (a place, a colour, a space)."""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from mg.engine import Game
from mg.sprites.layout import Space
from mg.sprites.pieces.layers import ANIMATION
from mg.sprites.pieces.markets import Point, market_spot
from mg.sprites.pieces.oracles import Stage
from mg.sprites.pieces.tiles import market_picture
from mg.sprites.tween import lerp, out_cubic

Colour = tuple[int, int, int]

PULSE = 0.35  # a scoring market grows by up to this share of its size, twice a step
RING_GROWTH = 0.5  # an oracle's ring spreads from one hex size to 1.5
RING_ALPHA = 200  # the ring's opacity as it starts; it fades as it spreads
ARC = 120  # how high the points rise on their way to the marker, in base pixels


class StepMotion(pygame.sprite.Sprite):
    """A motion of one scoring step, posed by the step's progress."""

    image: pygame.Surface  # always a picture (an empty one before its first pose)
    rect: pygame.Rect

    def __init__(self, stage: Stage, game: Game) -> None:
        super().__init__()
        self.layer = ANIMATION
        self.stage, self.game = stage, game
        self.image, self.rect = pygame.Surface((0, 0)), pygame.Rect(0, 0, 0, 0)

    def update(self, t: float) -> None:
        """Pose for the moment `t` (0 to 1) of its step."""
        self.image, self.rect = self.pose(max(0.0, min(1.0, t)))

    def pose(self, t: float) -> tuple[pygame.Surface, pygame.Rect]:
        raise NotImplementedError


class MarketFade(StepMotion):
    """R37: a sold or inactive market fades from where it stood before the scoring."""

    def __init__(self, stage: Stage, game: Game, place: Space, colour: str) -> None:
        super().__init__(stage, game)
        self.place, self.colour = place, colour
        before = game.markets_before_final(place)
        self.sold = before.get(colour) == "sold"
        self.among = tuple(before)
        self.active = game.market_active(colour, place)

    def pose(self, t: float) -> tuple[pygame.Surface, pygame.Rect]:
        layout = self.stage.layout
        spot = market_spot(layout, self.game, self.place, self.colour, self.among)
        alpha = round(255 * (1 - t))
        return market_picture(
            self.stage.images, layout.size, self.colour, spot, self.sold, self.active, alpha=alpha
        )


class MarketMove(StepMotion):
    """R37: a market left in a place where others are removed moves to where it stands
    after the scoring (calm: already there)."""

    def __init__(
        self, stage: Stage, game: Game, place: Space, colour: str, calm: bool = False
    ) -> None:
        super().__init__(stage, game)
        self.place, self.colour, self.calm = place, colour, calm
        self.among = tuple(game.markets_before_final(place))

    def pose(self, t: float) -> tuple[pygame.Surface, pygame.Rect]:
        layout = self.stage.layout
        x0, y0 = market_spot(layout, self.game, self.place, self.colour, self.among)
        x1, y1 = market_spot(layout, self.game, self.place, self.colour)
        k = 1.0 if self.calm else out_cubic(t)
        spot = (lerp(x0, x1, k), lerp(y0, y1, k))
        return market_picture(self.stage.images, layout.size, self.colour, spot, False)


class MarketPulse(StepMotion):
    """A market that scores pulses while its points fly."""

    def __init__(self, stage: Stage, game: Game, place: Space, colour: str) -> None:
        super().__init__(stage, game)
        self.place, self.colour = place, colour

    def pose(self, t: float) -> tuple[pygame.Surface, pygame.Rect]:
        layout = self.stage.layout
        spot = market_spot(layout, self.game, self.place, self.colour)
        scale = 1.0 + PULSE * math.sin(t * math.pi * 2) ** 2
        return market_picture(self.stage.images, layout.size, self.colour, spot, False, scale=scale)


class OracleRing(StepMotion):
    """An oracle that scores: a ring spreading from it and fading."""

    def __init__(self, stage: Stage, game: Game, space: Space, colour: Colour, width: int) -> None:
        super().__init__(stage, game)
        self.space, self.colour, self.width = space, colour, width

    def pose(self, t: float) -> tuple[pygame.Surface, pygame.Rect]:
        layout = self.stage.layout
        x, y = layout.to_pixel(self.space)
        ring = layout.size * (1.0 + RING_GROWTH * t)
        side = round(ring * 2 + 4)
        image = pygame.Surface((side, side), pygame.SRCALPHA)
        alpha = round(RING_ALPHA * (1 - t))
        pygame.draw.circle(image, (*self.colour, alpha), (ring + 2, ring + 2), ring, self.width)
        return image, image.get_rect(topleft=(round(x - ring - 2), round(y - ring - 2)))


class PointsFlight(StepMotion):
    """The points a step scores (`front` over its shadow `back`), rising from where they
    were scored (`start`, on the board now) in an arc to their owner's marker (`end`,
    asked each time: the marker glides)."""

    SHADOW = 2  # pixels down and right

    def __init__(
        self,
        stage: Stage,
        game: Game,
        text: tuple[pygame.Surface, pygame.Surface],
        start: Callable[[], Point],
        end: Callable[[], Point],
        arc: float,
    ) -> None:
        super().__init__(stage, game)
        back, front = text
        w, h = front.get_size()
        self.label = pygame.Surface((w + self.SHADOW, h + self.SHADOW), pygame.SRCALPHA)
        self.label.blit(back, (self.SHADOW, self.SHADOW))
        self.label.blit(front, (0, 0))
        self.half = (w / 2, h / 2)  # the front's centre goes on the arc
        self.start, self.end, self.arc = start, end, arc

    def pose(self, t: float) -> tuple[pygame.Surface, pygame.Rect]:
        (x0, y0), (x1, y1) = self.start(), self.end()
        k = out_cubic(t)
        x, y = lerp(x0, x1, k), lerp(y0, y1, k) - math.sin(k * math.pi) * self.arc
        topleft = (round(x - self.half[0]), round(y - self.half[1]))
        return self.label, self.label.get_rect(topleft=topleft)
