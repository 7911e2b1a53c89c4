"""The illustrated map under the pieces: the painting (for the standard board; other boards get
the plain hex tiles), the rules' hex grid over it, the villages, the frame with its meander,
the title's cartouche and the compass rose. Everything here draws into one band of the map
surface at a time (the surface's clip), so a new zoom can be painted over a few frames."""

from __future__ import annotations

import math
import zlib
from collections.abc import Sequence

import pygame

from mg.engine import Board
from mg.sprites.board_map.lettering import Lettering, Rect, halo_text, inside, overlaps
from mg.sprites.board_map.terrain_frame import PAINT_SCALE, painted_box
from mg.sprites.layout import SQRT3, Layout, Space
from mg.sprites.paint import palette as pal
from mg.sprites.paint.art import Art
from mg.text.i18n import t

PAINTING = "map_standard"  # assets/images/map_standard.jpg: the standard board, painted
GRID = (92, 80, 52)  # the hex grid's lines over the painting
DEEP_SEA = (32, 70, 116)  # beyond the painting's edge (the painting fades into it)
FRAME_DARK, FRAME_GOLD, FRAME_LIGHT = (54, 38, 26), (198, 162, 92), (238, 220, 170)
PARCHMENT, PARCHMENT_EDGE = (240, 226, 188), (176, 140, 84)
#: Seas and lands named on the painting (catalogue key, centre in hex units as painted_box,
#: whether it is water): drawn where they fit on open sea or the land beyond the board.
REGIONS: tuple[tuple[str, tuple[float, float], bool], ...] = (
    ("map.sea_tyrrhenian", (1.2, 13.2), True),
    ("map.gulf_taranto", (27.5, 14.2), True),
    ("map.sea_ionian", (27.0, 22.5), True),
    ("map.sea_adriatic", (36.8, -1.9), True),
    ("map.campania", (8.0, -3.2), False),
    ("map.sicily", (0.6, 26.6), False),
)


def painting(board: Board, art: Art) -> pygame.Surface | None:
    """The painting of `board`, if the game ships one (the standard board's)."""
    if board != Board.standard():
        return None
    return art.raw(PAINTING, "jpg")


def frame_width(layout: Layout) -> int:
    """The frame's band, in pixels, for hexes of layout.size at zoom 1."""
    return max(10, round(layout.size * 0.5))


# -- the ground -----------------------------------------------------------------------------
def draw_painting(
    surf: pygame.Surface,
    board: Board,
    layout: Layout,
    image: pygame.Surface,
    band: pygame.Rect,
    fast: bool = False,
) -> None:
    """The part of the painting under `band`, scaled to the layout (the rest: deep sea);
    `fast`: without smoothing (a stand-in for a frame or two)."""
    surf.fill(DEEP_SEA, band)
    x0, y0, _, _ = painted_box(board)
    f = layout.size / PAINT_SCALE
    ox, oy = layout.origin[0] + x0 * layout.size, layout.origin[1] + y0 * layout.size
    iw, ih = image.get_size()
    sx0 = max(0, math.floor((band.left - ox) / f) - 1)
    sx1 = min(iw, math.ceil((band.right - ox) / f) + 1)
    sy0 = max(0, math.floor((band.top - oy) / f) - 1)
    sy1 = min(ih, math.ceil((band.bottom - oy) / f) + 1)
    if sx1 <= sx0 or sy1 <= sy0:
        return
    dx0, dy0 = round(ox + sx0 * f), round(oy + sy0 * f)
    dx1, dy1 = round(ox + sx1 * f), round(oy + sy1 * f)
    part = image.subsurface((sx0, sy0, sx1 - sx0, sy1 - sy0))
    size = (max(1, dx1 - dx0), max(1, dy1 - dy0))
    scaled = (
        pygame.transform.smoothscale(part, size)
        if not fast and (f < 2.2 or size[0] * size[1] < 4e6)
        else pygame.transform.scale(part, size)
    )
    surf.blit(scaled, (dx0, dy0))


def draw_tiles_sea(surf: pygame.Surface, layout: Layout, art: Art, band: pygame.Rect) -> None:
    """The plain sea of a board without a painting."""
    tile = art.scaled("sea", max(64, round(layout.size * 5)))
    if tile is None:
        surf.fill(pal.SEA, band)
        return
    tw, th = tile.get_size()
    for y in range(band.top - band.top % th, band.bottom, th):
        for x in range(band.left - band.left % tw, band.right, tw):
            surf.blit(tile, (x, y))


def hex_box(layout: Layout, space: Space, scale: float = 1.15) -> pygame.Rect:
    x, y = layout.to_pixel(space)
    hw, hh = layout.size * SQRT3 / 2 * scale, layout.size * scale
    return pygame.Rect(
        math.floor(x - hw), math.floor(y - hh), math.ceil(2 * hw) + 1, math.ceil(2 * hh) + 1
    )


def draw_plain_space(
    surf: pygame.Surface, layout: Layout, space: Space, kind: str | None, art: Art
) -> None:
    """R7 on a board without a painting: a land tile, an interior village or a green one."""
    coast = art.hex("coast", layout.size)
    if coast is not None:
        surf.blit(coast, coast.get_rect(center=layout.to_pixel(space)))
    name = (
        f"land_{zlib.crc32(repr(space).encode()) % 4}"
        if kind == "land"
        else "village_green"
        if kind == "green"
        else "village"
    )
    image = art.hex(name, layout.size)
    if image is not None:
        surf.blit(image, image.get_rect(center=layout.to_pixel(space)))
        return
    corners = layout.corners(space)
    pygame.draw.polygon(surf, pal.LAND if kind == "land" else pal.VILLAGE, corners)
    pygame.draw.aalines(surf, pal.LAND_EDGE, True, corners)
    if kind == "green":
        pygame.draw.polygon(
            surf, pal.GREEN_BORDER, layout.corners(space, 0.92), max(2, round(layout.size * 0.14))
        )


def draw_grid(surf: pygame.Surface, layout: Layout, spaces: Sequence[Space]) -> None:
    """The rules' hex grid over the painting: a fine dark line and a light one beside it, as
    if ruled on the board."""
    width = 1 if layout.size < 40 else 2
    for space in spaces:
        corners = layout.corners(space, 0.985)
        if width == 1:
            pygame.draw.aalines(surf, GRID, True, corners)
        else:
            pygame.draw.lines(surf, GRID, True, corners, width)


def draw_village(surf: pygame.Surface, layout: Layout, space: Space, green: bool, art: Art) -> None:
    """A village on the painted ground: a pale clearing with its houses; a green-bordered
    (coastal) one ringed in green (R7)."""
    image = art.sized.get_or_make(
        ("village_on_map", green, round(layout.size * 4)), lambda: _village(layout.size, green, art)
    )
    if image is not None:
        surf.blit(image, image.get_rect(center=layout.to_pixel(space)))


def _village(size: float, green: bool, art: Art) -> pygame.Surface:
    local = Layout(size, (0.0, 0.0))
    box = hex_box(local, (0, 0), 1.0)
    out = pygame.Surface(box.size, pygame.SRCALPHA)
    local = Layout(size, (-box.x, -box.y))
    pygame.draw.polygon(out, (250, 240, 206, 150), local.corners((0, 0), 0.96))
    image = art.hex("village_green" if green else "village", size)
    if image is not None:
        houses = image.copy()
        houses.set_alpha(235)
        out.blit(houses, houses.get_rect(center=local.to_pixel((0, 0))))
    if green:
        pygame.draw.polygon(
            out, pal.GREEN_BORDER, local.corners((0, 0), 0.9), max(2, round(size * 0.13))
        )
        pygame.draw.aalines(out, (22, 96, 44), True, local.corners((0, 0), 0.97))
    pygame.draw.aalines(out, (70, 56, 36), True, local.corners((0, 0), 0.985))
    return out


# -- ornaments ------------------------------------------------------------------------------
def region_names(
    bounds: Rect,
    layout: Layout,
    spaces: Sequence[Space],
    lettering: Lettering,
    taken: Sequence[Rect],
) -> dict[str, Rect]:
    """Where the seas' and lands' names of the painting stand (catalogue key: box): those
    that fit inside `bounds`, off every hex and off the `taken` boxes."""
    px = max(12, round(layout.size * 0.6))
    hexes = [hex_box(layout, sp, 1.0) for sp in spaces]
    placed: dict[str, Rect] = {}
    for key, (x, y), water in REGIONS:
        w, h = lettering.region(t(key), px, water).get_size()
        cx = layout.origin[0] + x * layout.size
        cy = layout.origin[1] + y * layout.size
        box = (round(cx - w / 2), round(cy - h / 2), w, h)
        if (
            inside(box, bounds)
            and not any(overlaps(box, (r.x, r.y, r.w, r.h)) for r in hexes)
            and not any(overlaps(box, b) for b in list(taken) + list(placed.values()))
        ):
            placed[key] = box
    return placed


def draw_region_name(
    surf: pygame.Surface, key: str, box: Rect, layout: Layout, lettering: Lettering
) -> None:
    water = next(w for k, _, w in REGIONS if k == key)
    image = lettering.region(t(key), max(12, round(layout.size * 0.6)), water)
    surf.blit(image, box[:2])


def ornament_boxes(bounds: Rect, layout: Layout, spaces: Sequence[Space]) -> dict[str, Rect]:
    """Where the cartouche and the compass stand inside `bounds` (the map surface inside its
    frame): in a corner of open sea, off every hex; left out where no corner is free."""
    s = layout.size
    x, y, w, h = bounds
    pad = round(s * 0.5)
    hexes = [hex_box(layout, sp, 1.0) for sp in spaces]
    free: dict[str, Rect] = {}
    sizes = {"cartouche": (round(s * 8.4), round(s * 2.5)), "compass": (round(s * 3.4),) * 2}
    corners = {
        "cartouche": ("bottomright", "bottomleft", "topright", "topleft"),
        "compass": ("topright", "topleft", "bottomleft", "bottomright"),
    }
    for name in ("cartouche", "compass"):
        bw, bh = sizes[name]
        for corner in corners[name]:
            left = x + pad if "left" in corner else x + w - pad - bw
            top = y + pad if "top" in corner else y + h - pad - bh
            box = (left, top, bw, bh)
            if (
                bw < w
                and bh < h
                and not any(overlaps(box, (r.x, r.y, r.w, r.h)) for r in hexes)
                and not any(overlaps(box, b) for b in free.values())
            ):
                free[name] = box
                break
    return free


def draw_frame(surf: pygame.Surface, band_width: int, band: pygame.Rect) -> None:
    """A bronze frame with a gold meander (Greek key) around the whole map surface (the part
    of it in `band`)."""
    w, h = surf.get_size()
    b = band_width
    pygame.draw.rect(surf, FRAME_DARK, (0, 0, w, h), b)
    pygame.draw.rect(surf, FRAME_LIGHT, (b - 2, b - 2, w - 2 * b + 4, h - 2 * b + 4), 2)
    pygame.draw.rect(surf, (20, 14, 10), (b, b, w - 2 * b, h - 2 * b), 1)
    unit = max(6, b - 4)
    line = max(1, unit // 5)
    inset = (b - unit) // 2
    for side in range(4):
        if side == 0 and band.top >= b or side == 2 and band.bottom <= h - b:
            continue
        across = (
            range(0, w, unit)
            if side in (0, 2)
            else range(max(0, band.top - band.top % unit - unit), min(h, band.bottom + unit), unit)
        )
        for k in across:
            _meander_unit(surf, side, k, inset, unit, line, (w, h))


def _meander_unit(
    surf: pygame.Surface,
    side: int,
    along: int,
    inset: int,
    unit: int,
    line: int,
    size: tuple[int, int],
) -> None:
    """One turn of the Greek key along a side (0 top, 1 right, 2 bottom, 3 left)."""
    u = unit
    pts = [
        (0, u),
        (0, 0),
        (u * 0.75, 0),
        (u * 0.75, u * 0.6),
        (u * 0.3, u * 0.6),
        (u * 0.3, u * 0.3),
    ]
    w, h = size

    def place(px: float, py: float) -> tuple[float, float]:
        if side == 0:
            return (along + px, inset + py)
        if side == 2:
            return (along + px, h - inset - u + py)
        if side == 1:
            return (w - inset - u + py, along + px)
        return (inset + py, along + px)

    pygame.draw.lines(surf, FRAME_GOLD, False, [place(*p) for p in pts], line)
    pygame.draw.line(surf, FRAME_GOLD, place(0, u), place(u, u), line)


def draw_cartouche(surf: pygame.Surface, box: Rect, title: str, lettering: Lettering) -> None:
    """The title on a parchment scroll with bronze rules and rolled ends."""
    x, y, w, h = box
    r = h // 2
    shadow = pygame.Surface((w + 12, h + 12), pygame.SRCALPHA)
    pygame.draw.rect(shadow, (0, 0, 0, 70), (8, 9, w, h), border_radius=r // 2)
    surf.blit(shadow, (x - 2, y - 2))
    body = pygame.Rect(x + r // 2, y, w - r, h)
    pygame.draw.rect(surf, PARCHMENT, body)
    for cx in (body.left, body.right):  # the rolled ends
        pygame.draw.ellipse(surf, (214, 194, 146), (cx - r // 2, y, r, h))
        pygame.draw.ellipse(surf, PARCHMENT_EDGE, (cx - r // 2, y, r, h), 2)
        pygame.draw.ellipse(surf, (196, 170, 118), (cx - r // 4, y + h // 4, r // 2, h // 2), 2)
    pygame.draw.line(surf, PARCHMENT_EDGE, body.topleft, body.topright, 2)
    pygame.draw.line(surf, PARCHMENT_EDGE, body.bottomleft, body.bottomright, 2)
    inner = body.inflate(-r // 2, -round(h * 0.22))
    pygame.draw.rect(surf, FRAME_GOLD, inner, 1)
    px = max(12, round(h * 0.46))
    width = lettering.title_font(px, title).size(title)[0]
    if width > inner.w - 8:
        px = max(11, px * (inner.w - 8) // width)
    font = lettering.title_font(px, title)
    text = halo_text(font, title, (70, 42, 22), (252, 244, 220), 1)
    surf.blit(text, text.get_rect(center=inner.center))


def draw_compass(surf: pygame.Surface, box: Rect, north: str, lettering: Lettering) -> None:
    """An eight-pointed rose, lit from the north-west, with its north marked."""
    x, y, w, h = box
    cx, cy = x + w / 2, y + h / 2 + h * 0.06
    r = min(w, h) * 0.38
    pygame.draw.circle(surf, (226, 214, 178), (cx, cy), r * 0.62, max(1, round(r / 14)))
    pygame.draw.circle(surf, FRAME_DARK, (cx, cy), r * 0.62, 1)
    for k, length in (
        (1, 0.62),
        (3, 0.62),
        (5, 0.62),
        (7, 0.62),
        (0, 1.0),
        (2, 1.0),
        (4, 1.0),
        (6, 1.0),
    ):
        a = math.radians(-90 + 45 * k)
        tip = (cx + r * length * math.cos(a), cy + r * length * math.sin(a))
        side = r * (0.16 if length < 1 else 0.2)
        left = (cx + side * math.cos(a - math.pi / 2), cy + side * math.sin(a - math.pi / 2))
        right = (cx + side * math.cos(a + math.pi / 2), cy + side * math.sin(a + math.pi / 2))
        pygame.draw.polygon(surf, FRAME_LIGHT, [(cx, cy), left, tip])
        pygame.draw.polygon(surf, (120, 84, 44), [(cx, cy), tip, right])
        pygame.draw.aalines(surf, FRAME_DARK, True, [left, tip, right, (cx, cy)])
    pygame.draw.circle(surf, FRAME_GOLD, (cx, cy), max(2, r * 0.08))
    font = lettering.font(max(11, round(r * 0.42)))
    text = halo_text(font, north, (60, 36, 20), (246, 236, 206), 1)
    surf.blit(text, text.get_rect(midbottom=(cx, cy - r - 1)))
