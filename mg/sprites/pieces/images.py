"""One way to draw each piece: the picture of a road tile, a city tile, a market, a plaza and
an oracle's parts, for a colour and a hex size — the generated art (assets/images, scaled
and turned once per size by `Art`), or the plain vector look (`plain.py`) on a canvas of
its own where the art is missing. Every sprite of a piece — still, see-through under the
mouse, or animated — takes its picture from here, so a piece looks the same wherever it
is shown."""

from __future__ import annotations

import math

import pygame

from mg.engine import road_shape
from mg.sprites.layout import Layout
from mg.sprites.paint import palette as pal
from mg.sprites.paint.art import Art
from mg.sprites.paint.bounded_cache import BoundedCache, surface_bytes
from mg.sprites.paint.palette import Colour, Palette
from mg.sprites.pieces import plain

Ends = tuple[int, int]
MARKET_SIZE = 1.0  # a standing market's image, in hex sizes (0.97 tall with its halo)
SOLD_LENGTH = 0.76  # a sold market lies on its side, this long (fits its column)
REFUSED_ALPHA = 110  # a road the engine refuses there: fainter, its place marked apart
GHOST_ALPHA = 160  # a road tile not placed yet: see-through, so it never looks placed
PLAIN_GHOST_ALPHA = 170  # … drawn plainly (no art, or refused): a little stronger
# Plain pictures kept (only made when images are missing: a few per colour and size).
PLAIN_ENTRIES, PLAIN_BYTES = 400, 16 << 20


def curved_turn(ends: Ends) -> int:
    """How many 60° steps turn the (0, 2) curve into `ends`."""
    a, b = ends
    return a if (b - a) % 6 == 2 else b


def canvas(size: float, reach: float) -> tuple[pygame.Surface, Layout]:
    """A clear square surface for one piece reaching `reach` hex sizes from its centre, and
    the layout that puts space (0, 0) in its middle."""
    side = 2 * math.ceil(reach * size + 2)
    surface = pygame.Surface((side, side), pygame.SRCALPHA)
    return surface, Layout(size, (side / 2, side / 2))


def road_art(
    art: Art, palette: Palette, colour: str, ends: Ends, size: float
) -> pygame.Surface | None:
    """The art's road tile of `colour` with these ends (R16: straight or curved), turned and
    scaled; None where it is missing (the side panel's picture of a road tile uses it too)."""
    a, b = ends
    if road_shape(ends) == "straight":
        return art.hex(palette.art_name("road_straight", colour), size, min(a, b) % 3)
    return art.hex(palette.art_name("road_curved", colour), size, curved_turn(ends))


class PieceImages:
    """The pictures of the pieces in `palette`, from `art` or drawn plainly; the caller
    centres each on its space (`get_rect(center=...)`)."""

    def __init__(self, palette: Palette, art: Art) -> None:
        self.palette, self.art = palette, art
        self._plain: BoundedCache[tuple[object, ...], pygame.Surface] = BoundedCache(
            PLAIN_ENTRIES, PLAIN_BYTES, surface_bytes
        )

    def _key(self, *parts: object) -> tuple[object, ...]:
        return (self.palette.name, *parts)

    # -- road tiles ---------------------------------------------------------------------
    def road_art(self, colour: str, ends: Ends, size: float) -> pygame.Surface | None:
        """The art's road tile (`road_art`)."""
        return road_art(self.art, self.palette, colour, ends, size)

    def road(self, colour: str, ends: Ends, size: float) -> pygame.Surface:
        """A road tile: the art's, or drawn plainly."""
        image = self.road_art(colour, ends, size)
        return image if image is not None else self._plain_road(colour, ends, size, None)

    def ghost_road(self, colour: str, ends: Ends, size: float, legal: bool) -> pygame.Surface:
        """A road tile not placed, see-through; fainter where the engine refuses it, in the
        player's own colours still: a refusal is marked on the space (`BoardView.refused`),
        it never recolours what lies under the ghost."""
        key = self._key("ghost", colour, ends, round(size * 4), legal)

        def make() -> pygame.Surface:
            image = self.road(colour, ends, size).copy()
            art = self.road_art(colour, ends, size) is not None
            image.set_alpha(
                REFUSED_ALPHA if not legal else GHOST_ALPHA if art else PLAIN_GHOST_ALPHA
            )
            return image

        return self._plain.get_or_make(key, make)

    def _plain_road(
        self, colour: str, ends: Ends, size: float, fill: Colour | None
    ) -> pygame.Surface:
        def make() -> pygame.Surface:
            surface, layout = canvas(size, 1.3)
            plain.draw_road(surface, layout, (0, 0), ends, colour, self.palette, alpha_fill=fill)
            return surface

        return self._plain.get_or_make(self._key("road", colour, ends, round(size * 4), fill), make)

    # -- city tiles ---------------------------------------------------------------------
    def city(self, colour: str, size: float) -> pygame.Surface:
        """A city tile: the art's, or the player's hex with a walled tower and the emblem."""
        image = self.art.hex(self.palette.art_name("city", colour), size)
        if image is not None:
            return image

        def make() -> pygame.Surface:
            surface, layout = canvas(size, 1.1)
            plain.draw_city(surface, layout, (0, 0), colour, self.palette)
            return surface

        return self._plain.get_or_make(self._key("city", colour, round(size * 4)), make)

    # -- markets ------------------------------------------------------------------------
    def market(
        self, colour: str, size: float, lying: bool, active: bool, scale: float = 1.0
    ) -> pygame.Surface:
        """A market standing, or `lying` on its side once sold; standing but not `active`
        (the engine says which, R32), greyed and hatched with a broken link on it."""
        length = SOLD_LENGTH if lying else MARKET_SIZE
        px = max(4, round(size * length * scale))
        kind = "market_sold" if lying else "market" if active else "market_idle"
        image = self.art.scaled(self.palette.art_name(kind, colour), px, px)
        if image is not None:
            return image

        def make() -> pygame.Surface:
            r = size * 0.42 * scale
            surface, layout = canvas(r, 1.3)
            centre = layout.origin
            plain.draw_market(surface, colour, centre, r, lying, self.palette, active=active)
            return surface

        key = self._key("market", colour, round(size * scale * 4), lying, active)
        return self._plain.get_or_make(key, make)

    def plaza(self, size: float) -> pygame.Surface:
        """A paved disc ringed in ink, with its shadow, to go under a market on a city tile:
        the stall never stands colour on colour (a yellow market on a yellow city reads in
        every palette). Its centre is the middle pixel of the picture."""
        r = max(3, round(size * 0.44))

        def make() -> pygame.Surface:
            drop = max(1, r // 8)
            c = r + 2 + drop
            surface = pygame.Surface((2 * c + 1, 2 * c + 1), pygame.SRCALPHA)
            pygame.draw.circle(surface, pal.INK, (c, c + drop), r + 1)  # its shadow
            pygame.draw.circle(surface, pal.PAPER, (c, c), r)
            pygame.draw.circle(surface, pal.INK, (c, c), r, max(1, round(r / 9)))
            return surface

        return self._plain.get_or_make(("plaza", r), make)

    # -- oracles ------------------------------------------------------------------------
    def oracle_art(self, size: float) -> tuple[pygame.Surface, pygame.Surface] | None:
        """An oracle's marble plinth and its round temple, from the art; None where any of
        the oracle's pictures (the pointer's too) is missing: it is then drawn plainly."""
        plinth, temple = self.art.hex("temple", size), self.art.hex("oracle_temple", size)
        if plinth is None or temple is None or self.art.raw("oracle_roof") is None:
            return None
        return plinth, temple

    def roof(self, angle_deg: float, size: float, tint: Colour) -> pygame.Surface:
        """An oracle's pointer, the arrow roof, pointing at `angle_deg` (screen degrees, 5°
        steps), tinted with its controller's colour (only where `oracle_art` is)."""
        roof = self.art.roof(angle_deg, size, tint)
        assert roof is not None, "asked where oracle_art is None"
        return roof

    def plain_oracle(self, angle: float, size: float, tint: Colour | None) -> pygame.Surface:
        """An oracle drawn plainly: a pale hex with an arrow pointing at `angle` (radians)."""
        surface, layout = canvas(size, 1.0)
        plain.draw_oracle(surface, layout, (0, 0), angle, tint)
        return surface
