"""The oracles as sprites. Each oracle is its plinth, its pointer — the arrow roof, tinted
with its controller's colour, which turns the short way round when the oracle turns to
another city (R35) — its round temple and the controller's emblem on the pointer's head
(no pointer while it favours no city), in that order, and, while its control has just
changed, a glow under them that pulses and then leaves its group. Without the art, an
oracle is one plain picture that turns the same way. `OracleSprites` keeps them, oracle
after oracle, in the oracle layer of the board's group."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

import pygame

from mg.engine import CitiesMerged, CityExtended, Effect, Game, OracleTurned
from mg.sprites.layout import Layout, Space
from mg.sprites.paint import palette as pal
from mg.sprites.pieces.images import PieceImages
from mg.sprites.pieces.layers import ORACLE
from mg.sprites.tween import Tween, lerp_angle

#: How far from an oracle's centre its controller's emblem goes, in hex sizes, and how large:
#: upright on the pointer's head (tools/art/pieces.py's pointer), in the direction it points.
POINTER_EMBLEM, POINTER_EMBLEM_SIZE = 0.6, 0.12
UNCLAIMED = (150, 150, 162)  # the roof of an oracle that favours no city
GLOW_AFTER = 0.6  # an oracle glows while it turns and this many seconds more
UP = -math.pi / 2  # where an oracle that favours no city points


class Stage(Protocol):
    """What the oracles are drawn for: the board's layout now, the pieces' pictures, the
    palette."""

    @property
    def layout(self) -> Layout: ...

    @property
    def images(self) -> PieceImages: ...


def angle_to_city(layout: Layout, game: Game, oracle: Space, target: Space) -> float:
    """The direction from an oracle to the nearest tile of the city it points at."""
    ox, oy = layout.to_pixel(oracle)
    best = min(game.place_spaces(target), key=lambda t: math.dist((ox, oy), layout.to_pixel(t)))
    tx, ty = layout.to_pixel(best)
    return math.atan2(ty - oy, tx - ox)


def aim(layout: Layout, game: Game, oracle: Space) -> float:
    """Where `oracle` should point: at its city, or up while it favours none."""
    target = game.oracle_target(oracle)
    return angle_to_city(layout, game, oracle, target) if target else UP


@dataclass
class Oracle:
    """One oracle as shown: who holds it, whether it points at a city, where it points now
    and where it turns to, and how long it still glows."""

    space: Space
    angle: float
    goal: float
    controller: str | None = None
    pointing: bool = False
    start: float = 0.0
    turn: Tween | None = None
    glow_left: float = 0.0

    def turn_to(self, goal: float, duration: float) -> None:
        """Turn to `goal` over `duration` seconds, glowing meanwhile and a while after."""
        self.start, self.goal = self.angle, goal
        self.turn = Tween(duration, "in_out_sine")
        self.glow_left = max(duration, 0.0) + GLOW_AFTER * (duration > 0)

    def advance(self, dt: float) -> None:
        if self.turn is None:
            return
        self.turn.update(dt)
        self.angle = lerp_angle(self.start, self.goal, self.turn.t)
        if self.turn.done:
            self.settle()

    def settle(self) -> None:
        """Point at the goal at once."""
        self.angle, self.turn = self.goal, None

    @property
    def glow(self) -> float:
        """How bright the glow is now (0..1), pulsing."""
        return 0.5 + 0.5 * math.sin(self.glow_left * 9) if self.glow_left > 0 else 0.0


class OraclePart(pygame.sprite.Sprite):
    """A part of `oracle`'s picture, centred on its space."""

    def __init__(self, stage: Stage, oracle: Oracle) -> None:
        super().__init__()
        self.layer = ORACLE
        self.stage, self.oracle = stage, oracle
        self.pose()

    def pose(self) -> None:
        """Make the picture and the rectangle for the layout and the oracle now."""
        raise NotImplementedError

    def centred(self, image: pygame.Surface) -> None:
        self.image = image
        self.rect = image.get_rect(center=self.stage.layout.to_pixel(self.oracle.space))


class Plinth(OraclePart):
    """The marble plinth under the pointer."""

    def pose(self) -> None:
        art = self.stage.images.oracle_art(self.stage.layout.size)
        assert art is not None  # made only where the art is
        self.centred(art[0])


class Temple(OraclePart):
    """The round temple over the pointer."""

    def pose(self) -> None:
        art = self.stage.images.oracle_art(self.stage.layout.size)
        assert art is not None
        self.centred(art[1])


class Emblem(OraclePart):
    """The controller's emblem, upright on the pointer's head."""

    def pose(self) -> None:
        oracle, layout = self.oracle, self.stage.layout
        controller = oracle.controller
        assert controller is not None  # made only for an oracle that has one
        cx, cy = layout.to_pixel(oracle.space)
        s = layout.size
        at = (
            cx + math.cos(oracle.angle) * POINTER_EMBLEM * s,
            cy + math.sin(oracle.angle) * POINTER_EMBLEM * s,
        )
        r = s * POINTER_EMBLEM_SIZE
        reach = math.ceil(r * 1.2) + 2  # drawn where it would be on the board, to the pixel
        left, top = math.floor(at[0]) - reach, math.floor(at[1]) - reach
        image = pygame.Surface((2 * reach + 2, 2 * reach + 2), pygame.SRCALPHA)
        palette = self.stage.images.palette
        centre = (at[0] - left, at[1] - top)
        palette.draw_emblem(image, controller, centre, r, fill=palette.dark[controller])
        self.image, self.rect = image, image.get_rect(topleft=(left, top))


class Pointer(OraclePart):
    """The pointer (the whole plain oracle, without the art); its `update` turns it."""

    def __init__(
        self, stage: Stage, oracle: Oracle, plain: bool, emblem: Emblem | None = None
    ) -> None:
        self.plain, self.emblem = plain, emblem
        super().__init__(stage, oracle)

    def pose(self) -> None:
        oracle, images, s = self.oracle, self.stage.images, self.stage.layout.size
        controller = oracle.controller
        if self.plain:
            tint = images.palette.player[controller] if controller else None
            self.centred(images.plain_oracle(oracle.angle, s, tint))
            return
        tint = images.palette.player[controller] if controller else UNCLAIMED
        self.centred(images.roof(math.degrees(oracle.angle), s, tint))

    def update(self, dt: float) -> None:
        if self.oracle.turn is None:
            return
        self.oracle.advance(dt)
        self.pose()
        if self.emblem is not None:
            self.emblem.pose()


class Glow(OraclePart):
    """A halo in the controller's colour under an oracle whose control just changed: it
    pulses, then leaves its group."""

    def pose(self) -> None:
        oracle, layout = self.oracle, self.stage.layout
        lit, s = oracle.glow, layout.size
        cx, cy = layout.to_pixel(oracle.space)
        controller = oracle.controller
        palette = self.stage.images.palette
        colour = palette.player[controller] if controller else pal.HIGHLIGHT
        side = round(s * 3)
        halo = pygame.Surface((side, side) if lit > 0 else (0, 0), pygame.SRCALPHA)
        if lit > 0:
            centre, radius = (s * 1.5, s * 1.5), s * (1.0 + 0.4 * lit)
            pygame.draw.circle(halo, (*colour, round(150 * lit)), centre, radius)
        self.image, self.rect = halo, halo.get_rect(topleft=(cx - s * 1.5, cy - s * 1.5))

    def area(self) -> pygame.Rect | None:
        """What the halo covers while it shows (None while it is dark)."""
        if self.oracle.glow <= 0:
            return None
        (cx, cy), s = self.stage.layout.to_pixel(self.oracle.space), self.stage.layout.size
        return pygame.Rect(round(cx - s * 1.5), round(cy - s * 1.5), *(round(s * 3),) * 2)

    def update(self, dt: float) -> None:
        self.oracle.glow_left -= dt
        if self.oracle.glow_left <= 0:
            self.kill()
        else:
            self.pose()


def oracle_parts(stage: Stage, oracle: Oracle) -> list[OraclePart]:
    """The one way to draw an oracle: its sprites, bottom to top."""
    parts: list[OraclePart] = [Glow(stage, oracle)] if oracle.glow_left > 0 else []
    if stage.images.oracle_art(stage.layout.size) is None:
        return [*parts, Pointer(stage, oracle, plain=True)]
    emblem = Emblem(stage, oracle) if oracle.controller and oracle.pointing else None
    parts.append(Plinth(stage, oracle))
    if oracle.pointing:  # the pointer, under the temple; none while it favours none
        parts.append(Pointer(stage, oracle, plain=False, emblem=emblem))
    parts.append(Temple(stage, oracle))
    return parts if emblem is None else [*parts, emblem]


class OracleSprites:
    """The oracles of a game in `group`'s oracle layer, and what they remember between
    frames: where each points and where it turns to, and how long it still glows."""

    def __init__(self, stage: Stage, group: pygame.sprite.LayeredUpdates[pygame.sprite.Sprite]):
        self.stage, self.group = stage, group
        self.oracles: dict[Space, Oracle] = {}
        self._read: object = None  # the revision the oracles were last read for
        self._shown: tuple[tuple[Space, str | None, bool], ...] = ()  # what they showed then
        self._built: object = None  # what the layer was last laid out for
        self._posed: object = None  # … and the layout it was posed in

    def turn(self, effects: Sequence[Effect], game: Game, duration: float) -> bool:
        """Turn the oracles an action's `effects` on `game` (as it stands after it) moved:
        one that points at another city now (R35), or whose city grew or merged (its
        nearest tile may be another); True when one starts turning (and glowing)."""
        moved = {e.oracle for e in effects if isinstance(e, OracleTurned)}
        grown = {e.city for e in effects if isinstance(e, CityExtended | CitiesMerged)}
        if grown:
            moved.update(o for o in game.oracles() if game.oracle_target(o) in grown)
        turned = False
        for space in sorted(moved):
            goal = aim(self.stage.layout, game, space)
            oracle = self.oracles.get(space)
            if oracle is None:  # not shown yet: it points at once
                self.oracles[space] = Oracle(space, goal, goal)
            elif abs(goal - oracle.goal) > 1e-6:
                oracle.turn_to(goal, duration)
                turned = True
        return turned

    def moving(self) -> bool:
        """Whether an oracle turns or glows."""
        return any(o.turn is not None or o.glow_left > 0 for o in self.oracles.values())

    def glows(self) -> list[Glow]:
        return [s for s in self.group.get_sprites_from_layer(ORACLE) if isinstance(s, Glow)]

    def arrange(self, game: Game, revision: object) -> None:
        """Lay the oracle layer out anew when what the oracles show (who holds each,
        whether it points), their glows or the palette changed, or pose it for a layout
        that moved (a glide, a zoom); the game is read once per `revision`."""
        if revision != self._read:
            self._read, self._shown = revision, self._read_game(game)
        layout = self.stage.layout
        glowing = tuple(o.space for o in self.oracles.values() if o.glow_left > 0)
        built = (self._shown, glowing, layout.size, self.stage.images.palette.name)
        if built != self._built:
            self._built, self._posed = built, (layout.size, layout.origin)
            self.group.remove_sprites_of_layer(ORACLE)
            for space, _, _ in self._shown:
                self.group.add(*oracle_parts(self.stage, self.oracles[space]))
        elif self._posed != (layout.size, layout.origin):
            self._posed = (layout.size, layout.origin)
            for sprite in self.group.get_sprites_from_layer(ORACLE):
                if isinstance(sprite, OraclePart):
                    sprite.pose()

    def _read_game(self, game: Game) -> tuple[tuple[Space, str | None, bool], ...]:
        """Who holds each oracle of `game` and whether it points at a city, in the game's
        order; an oracle no action's effects turned (first shown, or the board changed
        another way: an undo, a jump through a replay, the game replaced) points at once,
        without a glow."""
        shown = []
        for space in game.oracles():
            goal = aim(self.stage.layout, game, space)
            oracle = self.oracles.get(space)
            if oracle is None:
                oracle = self.oracles[space] = Oracle(space, goal, goal)
            elif abs(goal - oracle.goal) > 1e-6:
                oracle.goal, oracle.glow_left = goal, 0.0
                oracle.settle()
            oracle.controller = game.oracle_controller(space)
            oracle.pointing = game.oracle_target(space) is not None
            shown.append((space, oracle.controller, oracle.pointing))
        return tuple(shown)
