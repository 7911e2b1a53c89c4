"""Where markets stand in a place (side by side, never covering each other) and a plain
drawing of one for when its image is missing."""

from __future__ import annotations

import pygame

from mg.sprites.paint import palette as pal

Point = tuple[float, float]

MARKET_ORDER = ("yellow", "orange", "brown", "red")
#: Where n markets of one place stand, in hex sizes from the place's centre: alone in the
#: middle, two side by side, three or four in a 2×2 grid; none covers another.
MARKET_SLOTS: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((0.0, 0.05),),
    2: ((-0.4, 0.05), (0.4, 0.05)),
    3: ((-0.4, -0.5), (0.4, -0.5), (0.0, 0.53)),
    4: ((-0.4, -0.5), (0.4, -0.5), (-0.4, 0.53), (0.4, 0.53)),
}
MARKET_SIZE = 1.0  # a standing market's image, in hex sizes (0.97 tall with its halo)
SOLD_LENGTH = 0.76  # a sold market lies on its side, this long (fits its column)
IDLE_GREY = (150, 148, 144)  # an inactive market's body, drawn plainly


def market_offset(colour: str, colours: list[str]) -> tuple[float, float]:
    """Where `colour`'s market stands among the markets of `colours` in one place."""
    present = [c for c in MARKET_ORDER if c in colours or c == colour]
    return MARKET_SLOTS[len(present)][present.index(colour)]


def draw_market(
    surf: pygame.Surface,
    colour: str,
    centre: Point,
    r: float,
    sold: bool,
    palette: pal.Palette,
    active: bool = True,
) -> None:
    """A market: a little house standing up, or lying on its side once sold; an inactive
    one (R32) grey and hatched."""
    x, y = centre
    if sold:
        shape = [
            (x - r * 1.2, y - r * 0.45),
            (x + r * 0.6, y - r * 0.45),
            (x + r * 1.2, y),
            (x + r * 0.6, y + r * 0.45),
            (x - r * 1.2, y + r * 0.45),
        ]
        fill = palette.dark[colour]
    else:
        shape = [
            (x - r * 0.6, y + r),
            (x - r * 0.6, y - r * 0.2),
            (x, y - r),
            (x + r * 0.6, y - r * 0.2),
            (x + r * 0.6, y + r),
        ]
        fill = palette.player[colour] if active else IDLE_GREY
    pygame.draw.polygon(surf, fill, shape)
    if not active and not sold:
        for k in range(-2, 3):  # hatching across the greyed house
            dx = k * r * 0.4
            pygame.draw.line(
                surf,
                pal.INK,
                (x + dx - r * 0.5, y + r * 0.8),
                (x + dx + r * 0.5, y - r * 0.2),
                max(1, round(r / 10)),
            )
        pygame.draw.polygon(surf, fill, shape, max(1, round(r / 6)))  # clean edges
    pygame.draw.polygon(surf, pal.INK, shape, max(1, round(r / 6)))
    palette.draw_emblem(
        surf,
        colour,
        (x, y + (0 if sold else r * 0.25)),
        r * 0.32,
        fill=pal.PAPER if not sold else pal.TEXT_DIM,
    )
