"""The pieces on the board, drawn with depth: a city tile as a walled town
in its owner's colour, a market as a striped stall (standing, inactive or sold), roads as
paved roads with kerbs, the oracle as a round temple on a marble plinth over a pointer.

Everything is drawn with pygame-ce alone, at twice the size and scaled down once
(anti-aliasing), with soft drop shadows made by blurring a piece's silhouette: light comes
from the upper left, so shadows fall to the lower right. Pieces the game turns (roads, the
oracle's pointer) get an even shadow all round instead, so turning them never moves the
light. Deterministic: every random choice comes from a `random.Random` seeded with a fixed
number, so the same bytes come out on every run.

Geometry is written in hex units: the hex radius (centre to corner) is 1, the piece's
centre is (0, 0) and y grows downwards, as on screen."""

from __future__ import annotations

import math
import random
from collections.abc import Iterable, Sequence

import pygame

from mg.sprites.paint.palette import EMBLEM_NAME, emblem_points

Colour = tuple[int, int, int]
Point = tuple[float, float]

R = 128  # the hex radius of the source images (mg/sprites/paint/art.py's SOURCE_RADIUS)
SS = 2  # drawn this many times larger, then scaled down: smooth edges
HEX_W, HEX_H = math.ceil(math.sqrt(3) * R) + 4, 2 * R + 4  # the plain hex canvas
PAD = 20  # room around a hex piece for its shadow, in source pixels (even: centre stays put)
PIECE_W, PIECE_H = HEX_W + 2 * PAD, HEX_H + 2 * PAD
MARKET_PX = 128  # a market's square canvas

INK = (34, 30, 26)
CREAM = (252, 247, 232)
MARBLE = (234, 230, 238)
TERRACOTTA = (176, 84, 52)
WOOD = (122, 84, 52)
SHADOW_FALL = (0.05, 0.075)  # where a standing piece's shadow falls, in hex units


# -- colours ------------------------------------------------------------------------------
def mix(a: Colour, b: Colour, t: float) -> Colour:
    """`a` moved a fraction `t` of the way to `b`."""
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )


def shade(c: Colour, d: int) -> Colour:
    return (max(0, min(255, c[0] + d)), max(0, min(255, c[1] + d)), max(0, min(255, c[2] + d)))


def grey(c: Colour) -> Colour:
    """`c` with its colour taken out (its luminance kept)."""
    v = round(0.3 * c[0] + 0.59 * c[1] + 0.11 * c[2])
    return (v, v, v)


# -- a canvas in hex units ----------------------------------------------------------------
class Pen:
    """A transparent surface `SS` times the final size, drawn on in hex units."""

    def __init__(self, size: tuple[int, int], unit: float = R) -> None:
        self.size = size
        self.surf = pygame.Surface((size[0] * SS, size[1] * SS), pygame.SRCALPHA)
        self.surf.fill((0, 0, 0, 0))
        self.k = unit * SS
        self.cx, self.cy = size[0] * SS / 2, size[1] * SS / 2

    def blank(self) -> Pen:
        pen = Pen.__new__(Pen)
        pen.size, pen.k, pen.cx, pen.cy = self.size, self.k, self.cx, self.cy
        pen.surf = pygame.Surface(self.surf.get_size(), pygame.SRCALPHA)
        pen.surf.fill((0, 0, 0, 0))
        return pen

    def p(self, x: float, y: float) -> Point:
        return (self.cx + x * self.k, self.cy + y * self.k)

    def px(self, v: float) -> float:
        return v * self.k

    def poly(
        self, colour: Colour | tuple[int, int, int, int], pts: Iterable[Point], width: float = 0
    ) -> None:
        pts = [self.p(x, y) for x, y in pts]
        pygame.draw.polygon(self.surf, colour, pts, round(self.px(width)) if width else 0)

    def line(self, colour: Colour, a: Point, b: Point, width: float) -> None:
        pygame.draw.line(self.surf, colour, self.p(*a), self.p(*b), max(1, round(self.px(width))))

    def lines(self, colour: Colour, pts: Sequence[Point], width: float) -> None:
        pygame.draw.lines(
            self.surf, colour, False, [self.p(x, y) for x, y in pts], max(1, round(self.px(width)))
        )

    def circle(
        self, colour: Colour | tuple[int, int, int, int], c: Point, r: float, width: float = 0
    ) -> None:
        pygame.draw.circle(
            self.surf, colour, self.p(*c), self.px(r), round(self.px(width)) if width else 0
        )

    def ellipse(self, colour: Colour, c: Point, rx: float, ry: float, width: float = 0) -> None:
        x, y = self.p(*c)
        box = pygame.Rect(0, 0, round(self.px(2 * rx)), round(self.px(2 * ry)))
        box.center = (round(x), round(y))
        pygame.draw.ellipse(self.surf, colour, box, round(self.px(width)) if width else 0)

    def under(self, other: Pen) -> None:
        """Draw `other` over this pen."""
        self.surf.blit(other.surf, (0, 0))

    def done(self) -> pygame.Surface:
        """The drawing at its final size."""
        return pygame.transform.smoothscale(self.surf, self.size)


def silhouette(surf: pygame.Surface, alpha: int) -> pygame.Surface:
    """Black where `surf` is drawn, `alpha` at most."""
    out = surf.copy()
    out.fill((0, 0, 0, 255), special_flags=pygame.BLEND_RGBA_MULT)
    out.fill((255, 255, 255, alpha), special_flags=pygame.BLEND_RGBA_MULT)
    return out


def shadow(pen: Pen, fall: Point, blur: float, alpha: int) -> Pen:
    """A soft shadow of everything on `pen`, fallen by `fall` (hex units)."""
    out = pen.blank()
    w, h = pen.surf.get_size()
    small = pygame.transform.smoothscale(silhouette(pen.surf, alpha), (w // 4, h // 4))
    small = pygame.transform.gaussian_blur(small, max(1, round(pen.px(blur) / 4)))
    soft = pygame.transform.smoothscale(small, (w, h))  # blurred small: quick and as soft
    out.surf.blit(soft, (round(pen.px(fall[0])), round(pen.px(fall[1]))))
    return out


def clip_to(pen: Pen, shape: Pen) -> None:
    """Keep only what of `pen` lies on the drawn part of `shape`."""
    mask = shape.surf.copy()
    mask.fill((255, 255, 255, 255), special_flags=pygame.BLEND_RGB_MAX)
    pen.surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)


def outlined(pen: Pen, grow: float, colour: Colour) -> Pen:
    """A copy of `pen`'s shape grown by `grow` (hex units), in one colour: halos, rims."""
    out = pen.blank()
    mask = pygame.mask.from_surface(pen.surf, 8)
    r = pen.px(grow)
    for component in mask.connected_components():
        for x, y in component.outline(2):
            pygame.draw.circle(out.surf, colour, (x, y), r)
    out.surf.blit(mask.to_surface(setcolor=(*colour, 255), unsetcolor=(0, 0, 0, 0)), (0, 0))
    return out


def hexagon(r: float, c: Point = (0.0, 0.0), turn: float = 0.0) -> list[Point]:
    """A pointy-top hexagon (turn=30: flat-top) of radius r about c."""
    return [
        (
            c[0] + r * math.cos(math.radians(60 * i - 30 + turn)),
            c[1] + r * math.sin(math.radians(60 * i - 30 + turn)),
        )
        for i in range(6)
    ]


def emblem(pen: Pen, colour: str, c: Point, r: float, fill: Colour, outline: Colour = INK) -> None:
    """The player's emblem (the game's own shapes, mg/sprites/paint/palette.py), outlined."""
    pts = emblem_points(EMBLEM_NAME[colour], c[0], c[1], r)
    pen.poly(fill, pts)
    pen.poly(outline, pts, max(0.012, r / 6))


def lit_edges(pen: Pen, corners: list[Point], light: Colour, dark: Colour, width: float) -> None:
    """Bevel a hexagon: edges facing the light (upper left) light, the others dark."""
    for i in range(6):
        a, b = corners[i], corners[(i + 1) % 6]
        facing = -(a[0] + b[0]) - (a[1] + b[1]) * 1.3  # its middle towards the light?
        pen.line(light if facing > 0 else dark, a, b, width)


def stone_texture(
    pen: Pen,
    rng: random.Random,
    base: Colour,
    area: list[Point],
    count: int,
    size: tuple[float, float],
    spread: int,
) -> None:
    """Small flecks of `base`'s shades over `area` (clipped to it by the caller)."""
    xs, ys = [p[0] for p in area], [p[1] for p in area]
    for _ in range(count):
        x, y = rng.uniform(min(xs), max(xs)), rng.uniform(min(ys), max(ys))
        pen.circle(shade(base, rng.randint(-spread, spread // 2)), (x, y), rng.uniform(*size))


# -- cities -------------------------------------------------------------------------------
TILE = 0.95  # a tile's radius: a hair smaller than its hex, so the grid shows between tiles
DEPTH = 0.07  # how thick a tile shows below its face


def tile(pen: Pen, face: Colour, side: Colour, rng: random.Random, grain: int) -> None:
    """A thick hexagonal tile: its face on the hex, its side showing below."""
    corners = hexagon(TILE)
    pen.poly(side, [(x, y + DEPTH) for x, y in corners])
    pen.poly(shade(side, -30), [(x, y + DEPTH) for x, y in corners], 0.012)
    top = pen.blank()
    top.poly(face, corners)
    flecks = top.blank()
    stone_texture(flecks, rng, face, corners, grain, (0.012, 0.03), 16)
    clip_to(flecks, top)
    top.under(flecks)
    lit_edges(top, hexagon(TILE - 0.012), mix(face, CREAM, 0.55), shade(face, -40), 0.025)
    pen.under(top)


def wall_ring(
    pen: Pen,
    r_out: float,
    r_in: float,
    height: float,
    top: Colour,
    face: Colour,
    inner: Colour,
    ground: Colour,
) -> None:
    """A flat-top hexagonal town wall seen from above and in front: its outer face below,
    its walk on top, the inner face of the far side above the ground inside."""
    out, inn = hexagon(r_out, turn=30), hexagon(r_in, turn=30)
    pen.poly(face, [(x, y + height) for x, y in out])
    pen.poly(face, out)
    for a, b in zip(out, out[1:] + out[:1], strict=True):  # the outer face's sides
        if a[1] + b[1] > -0.2:
            pen.poly(face, [a, b, (b[0], b[1] + height), (a[0], a[1] + height)])
    pen.poly(top, out)
    pen.poly(inner, inn)  # the far wall's inner face shows above the ground inside
    pen.poly(ground, [(x, y + height * 0.8) for x, y in inn])
    pen.poly(shade(face, -40), [(x, y + height) for x, y in out], 0.012)
    for a, b in zip(out, out[1:] + out[:1], strict=True):  # crenels on the outer rim
        n = 5
        for k in range(n):
            t0, t1 = (k + 0.25) / n, (k + 0.65) / n
            p0 = (a[0] + (b[0] - a[0]) * t0, a[1] + (b[1] - a[1]) * t0)
            p1 = (a[0] + (b[0] - a[0]) * t1, a[1] + (b[1] - a[1]) * t1)
            pen.line(shade(face, -45), p0, p1, 0.028)


def tower(pen: Pen, c: Point, r: float, height: float, top: Colour, side: Colour) -> None:
    """A round tower standing on `c`: its body, its crenellated top."""
    x, y = c
    base, head = (x, y + height * 0.35), (x, y - height * 0.65)
    e = 0.016  # an ink line around it
    pen.ellipse(INK, base, r + e, r * 0.6 + e)
    pen.poly(
        INK,
        [(x - r - e, head[1]), (x + r + e, head[1]), (x + r + e, base[1]), (x - r - e, base[1])],
    )
    pen.ellipse(INK, head, r + e, r * 0.6 + e)
    pen.ellipse(side, base, r, r * 0.6)
    pen.poly(side, [(x - r, head[1]), (x + r, head[1]), (x + r, base[1]), (x - r, base[1])])
    pen.poly(
        shade(side, 18),
        [
            (x - r * 0.9, head[1]),
            (x - r * 0.35, head[1]),
            (x - r * 0.35, base[1]),
            (x - r * 0.9, base[1]),
        ],
    )  # lit side
    pen.ellipse(top, head, r, r * 0.6)
    pen.ellipse(shade(top, -55), head, r * 0.66, r * 0.38)
    for k in range(8):
        a = 2 * math.pi * k / 8
        pen.circle(
            shade(side, -50),
            (head[0] + math.cos(a) * r * 0.85, head[1] + math.sin(a) * r * 0.5),
            r * 0.13,
        )


def house(pen: Pen, c: Point, w: float, h: float, roof: Colour, wall: Colour) -> None:
    """A small house seen from above and in front: a gabled roof, its far slope in the light,
    over a lit front wall with a door; outlined in ink like a printed piece."""
    x, y = c
    outline = [
        (x - w, y + h * 0.7),
        (x + w, y + h * 0.7),
        (x + w * 1.06, y),
        (x + w * 0.9, y - h * 1.1),
        (x - w * 0.9, y - h * 1.1),
        (x - w * 1.06, y),
    ]
    pen.poly(INK, outline, 0.018)
    pen.poly(wall, [(x - w, y), (x + w, y), (x + w, y + h * 0.7), (x - w, y + h * 0.7)])
    pen.poly(
        shade(wall, -45),
        [(x + w * 0.6, y), (x + w, y), (x + w, y + h * 0.7), (x + w * 0.6, y + h * 0.7)],
    )
    pen.poly(
        shade(wall, -110),
        [
            (x - w * 0.45, y + h * 0.25),
            (x - w * 0.15, y + h * 0.25),
            (x - w * 0.15, y + h * 0.7),
            (x - w * 0.45, y + h * 0.7),
        ],
    )
    pen.poly(
        shade(roof, -30),
        [(x - w * 1.06, y), (x + w * 1.06, y), (x + w, y - h * 0.5), (x - w, y - h * 0.5)],
    )
    pen.poly(
        shade(roof, 25),
        [
            (x - w, y - h * 0.5),
            (x + w, y - h * 0.5),
            (x + w * 0.9, y - h * 1.1),
            (x - w * 0.9, y - h * 1.1),
        ],
    )
    pen.line(shade(roof, 60), (x - w, y - h * 0.5), (x + w, y - h * 0.5), 0.012)


def city(colour: str, fill: Colour, dark: Colour) -> pygame.Surface:
    """A city tile: a thick hex in the owner's colour, a walled town on it with round towers
    and houses roofed in the owner's colour, the owner's emblem on the keep in the middle."""
    rng = random.Random(1000 + sum(map(ord, colour)) + fill[0])
    ground = Pen((PIECE_W, PIECE_H))
    tile(ground, fill, mix(dark, INK, 0.2), rng, 260)
    raised = ground.blank()
    wall_top = mix(fill, CREAM, 0.5)
    wall_face = mix(mix(fill, CREAM, 0.2), dark, 0.45)
    inside = mix(fill, dark, 0.55)
    wall_ring(raised, 0.7, 0.55, 0.1, wall_top, wall_face, shade(wall_face, -25), inside)
    roof = mix(mix(dark, fill, 0.3), TERRACOTTA, 0.3)
    rows = (
        (-0.33, (-0.27, 0.0, 0.27)),
        (-0.1, (-0.38, 0.38)),
        (0.15, (-0.39, 0.39)),
        (0.4, (-0.22, 0.22)),
    )
    for y, xs in rows:  # back to front, so the nearer houses overlap the farther
        for x in xs:
            house(
                raised, (x + rng.uniform(-0.015, 0.015), y), 0.1, 0.09, roof, mix(CREAM, fill, 0.15)
            )
    raised.circle(CREAM, (0.0, 0.02), 0.22)
    raised.circle(INK, (0.0, 0.02), 0.22, 0.02)
    emblem(raised, colour, (0.0, 0.02), 0.15, fill)
    corners = hexagon(0.7, turn=30)
    raised.poly(INK, corners, 0.014)
    for x, y in sorted(corners, key=lambda p: p[1]):  # the towers, back to front
        tower(raised, (x, y), 0.1, 0.18, wall_top, wall_face)
    gate = (0.0, corners[1][1] + 0.02)
    raised.poly(
        shade(inside, -50),
        [
            (gate[0] - 0.08, gate[1] + 0.1),
            (gate[0] - 0.08, gate[1] + 0.02),
            (gate[0], gate[1] - 0.03),
            (gate[0] + 0.08, gate[1] + 0.02),
            (gate[0] + 0.08, gate[1] + 0.1),
        ],
    )
    return compose(ground, raised)


def compose(ground: Pen, raised: Pen, fall: Point = SHADOW_FALL) -> pygame.Surface:
    """A piece lying on the board: `ground` casts a shadow on the board, `raised` one on
    `ground` (and beyond)."""
    out = ground.blank()
    whole = ground.blank()
    whole.under(ground)
    whole.under(raised)
    out.under(shadow(whole, fall, 0.05, 120))
    out.under(ground)
    inner = shadow(raised, (fall[0] * 0.8, fall[1] * 0.8), 0.025, 130)
    out.under(inner)
    out.under(raised)
    return out.done()


# -- roads --------------------------------------------------------------------------------
def edge_mid(d: int, reach: float) -> Point:
    a = math.radians(-60 * d)
    return (reach * math.cos(a), reach * math.sin(a))


def centre_line(ends: tuple[int, int], curved: bool, steps: int = 64) -> list[Point]:
    """A road's centre line: straight, or a curve through the hex centre (R16)."""
    reach = math.sqrt(3) / 2 * 1.02
    a, b = edge_mid(ends[0], reach), edge_mid(ends[1], reach)
    if not curved:
        return [
            (a[0] + (b[0] - a[0]) * i / steps, a[1] + (b[1] - a[1]) * i / steps)
            for i in range(steps + 1)
        ]
    out = []
    for i in range(steps + 1):
        t = i / steps
        u = 1 - t
        out.append((u * u * a[0] + t * t * b[0], u * u * a[1] + t * t * b[1]))
    return out


def normals(pts: list[Point]) -> list[Point]:
    out = []
    for i in range(len(pts)):
        a, b = pts[max(0, i - 1)], pts[min(len(pts) - 1, i + 1)]
        dx, dy = b[0] - a[0], b[1] - a[1]
        n = math.hypot(dx, dy) or 1.0
        out.append((-dy / n, dx / n))
    return out


def ribbon(pts: list[Point], half: float) -> list[Point]:
    """The band `half` wide either side of the line `pts`."""
    ns = normals(pts)
    side_a = [(x + nx * half, y + ny * half) for (x, y), (nx, ny) in zip(pts, ns, strict=True)]
    side_b = [(x - nx * half, y - ny * half) for (x, y), (nx, ny) in zip(pts, ns, strict=True)]
    return side_a + side_b[::-1]


def along(pts: list[Point]) -> list[float]:
    """The distance along `pts` at each point."""
    out = [0.0]
    for a, b in zip(pts, pts[1:], strict=False):
        out.append(out[-1] + math.dist(a, b))
    return out


ROAD_HALF = 0.16  # half the paved width, in hex units
KERB = 0.035
ROAD_RIM = 0.03


def road(colour: str, fill: Colour, dark: Colour, curved: bool) -> pygame.Surface:
    """A paved road in the owner's colour: a dark rim, kerb stones, rows of paving stones
    and the owner's emblem in the middle. Turned by the game in 60° steps, so its shadow
    lies evenly all round."""
    rng = random.Random(2000 + sum(map(ord, colour)) + fill[1] + curved)
    pts = centre_line((0, 2) if curved else (0, 3), curved)
    pen = Pen((PIECE_W, PIECE_H))
    pen.poly(INK, ribbon(pts, ROAD_HALF + KERB + ROAD_RIM))
    pen.poly(mix(dark, INK, 0.15), ribbon(pts, ROAD_HALF + KERB))
    mortar = mix(fill, dark, 0.6)
    pen.poly(mortar, ribbon(pts, ROAD_HALF))
    dist = along(pts)
    ns = normals(pts)
    total, row_len, lanes = dist[-1], 0.085, 3
    rows = max(1, round(total / row_len))
    gap = 0.012

    def point_at(s: float, off: float) -> Point:
        i = min(
            len(pts) - 2, max(0, next((k for k, d in enumerate(dist) if d >= s), len(dist) - 1) - 1)
        )
        t = (s - dist[i]) / max(1e-9, dist[i + 1] - dist[i])
        x = pts[i][0] + (pts[i + 1][0] - pts[i][0]) * t
        y = pts[i][1] + (pts[i + 1][1] - pts[i][1]) * t
        nx = ns[i][0] + (ns[i + 1][0] - ns[i][0]) * t
        ny = ns[i][1] + (ns[i + 1][1] - ns[i][1]) * t
        return (x + nx * off, y + ny * off)

    lane_w = 2 * ROAD_HALF / lanes
    for row in range(rows):
        s0, s1 = row * total / rows + gap / 2, (row + 1) * total / rows - gap / 2
        stagger = 0.5 if row % 2 else 0.0
        edges = (
            [-ROAD_HALF]
            + [-ROAD_HALF + (k + stagger) * lane_w for k in range(1, lanes + 1)]
            + [ROAD_HALF]
        )
        edges = sorted({min(ROAD_HALF, max(-ROAD_HALF, e)) for e in edges})
        for lo, hi in zip(edges, edges[1:], strict=False):
            if hi - lo < 0.02:
                continue
            a, b = lo + gap / 2, hi - gap / 2
            stone = [point_at(s0, a), point_at(s1, a), point_at(s1, b), point_at(s0, b)]
            tone = shade(fill, rng.randint(-16, 10))
            pen.poly(tone, stone)
            pen.line(shade(tone, 26), stone[0], stone[1], 0.008)  # lit edge
    mid = point_at(total / 2, 0.0)
    pen.circle(mix(fill, CREAM, 0.55), mid, 0.13)
    pen.circle(INK, mid, 0.13, 0.016)
    emblem(pen, colour, mid, 0.085, dark)
    out = pen.blank()
    out.under(shadow(pen, (0.0, 0.0), 0.035, 110))
    out.under(pen)
    return out.done()


# -- markets ------------------------------------------------------------------------------
def stall(
    pen: Pen,
    colour: str,
    fill: Colour,
    dark: Colour,
    goods: bool,
    awning: tuple[Colour, Colour],
    folded: bool = False,
) -> None:
    """A market stall in a square of half-size 1: a striped peaked awning on two posts over
    a counter with the owner's emblem on a plaque (and goods on it, unless emptied); a
    `folded` awning is rolled up flat (a stall packed up)."""
    top = -0.66 if folded else -0.42  # the posts' tops
    pen.poly(WOOD, [(-0.47, top), (-0.4, top), (-0.4, 0.3), (-0.47, 0.3)])
    pen.poly(shade(WOOD, -35), [(0.4, top), (0.47, top), (0.47, 0.3), (0.4, 0.3)])
    if goods:
        for x, h in ((-0.26, 0.26), (0.0, 0.32), (0.25, 0.24)):  # amphorae on the counter
            pen.ellipse(shade(TERRACOTTA, -20), (x, 0.2 - h * 0.45), 0.09, h * 0.45)
            pen.ellipse(TERRACOTTA, (x - 0.02, 0.2 - h * 0.47), 0.06, h * 0.38)
            pen.poly(
                shade(TERRACOTTA, -30),
                [
                    (x - 0.035, 0.2 - h),
                    (x + 0.035, 0.2 - h),
                    (x + 0.035, 0.2 - h * 0.8),
                    (x - 0.035, 0.2 - h * 0.8),
                ],
            )
            pen.ellipse(INK, (x, 0.2 - h * 0.45), 0.09, h * 0.45, 0.018)
    lid, front = mix(fill, CREAM, 0.35), fill
    pen.poly(lid, [(-0.62, 0.22), (0.62, 0.22), (0.56, 0.14), (-0.56, 0.14)])
    pen.poly(front, [(-0.62, 0.22), (0.62, 0.22), (0.62, 0.86), (-0.62, 0.86)])
    pen.poly(shade(front, -35), [(0.42, 0.22), (0.62, 0.22), (0.62, 0.86), (0.42, 0.86)])
    for x in (-0.42, 0.42):  # planks
        pen.line(shade(front, -50), (x, 0.24), (x, 0.85), 0.014)
    pen.poly(INK, [(-0.62, 0.14), (0.62, 0.14), (0.62, 0.86), (-0.62, 0.86)], 0.03)
    plaque(pen, colour, fill)
    stripe, plain = awning
    if folded:
        roll(pen, stripe, plain)
        return
    peak, eave = (0.0, -0.92), -0.36
    n = 6
    for k in range(n):  # stripes radiate from the peak
        x0, x1 = -0.74 + 1.48 * k / n, -0.74 + 1.48 * (k + 1) / n
        pen.poly(stripe if k % 2 == 0 else plain, [peak, (x0, eave), (x1, eave)])
        pen.circle(stripe if k % 2 == 0 else plain, ((x0 + x1) / 2, eave), 0.123)
    pen.poly(shade(stripe, -45), [peak, (0.74, eave), (0.45, eave)])  # the awning's far side
    pen.poly(INK, [peak, (-0.74, eave), (0.74, eave)], 0.028)
    for k in range(n):
        x0, x1 = -0.74 + 1.48 * k / n, -0.74 + 1.48 * (k + 1) / n
        pygame.draw.arc(
            pen.surf,
            INK,
            pygame.Rect(pen.p(x0, eave - 0.123), (pen.px(x1 - x0), pen.px(0.246))),
            math.pi,
            2 * math.pi,
            round(pen.px(0.026)),
        )
    pen.circle(dark, peak, 0.06)
    pen.circle(INK, peak, 0.06, 0.02)


def plaque(pen: Pen, colour: str, fill: Colour) -> None:
    """The owner's emblem, large, on a cream plaque on the counter's front."""
    pen.circle(CREAM, (0.0, 0.53), 0.34)
    pen.circle(INK, (0.0, 0.53), 0.34, 0.035)
    emblem(pen, colour, (0.0, 0.53), 0.25, fill)


def roll(pen: Pen, stripe: Colour, plain: Colour) -> None:
    """The awning rolled up on top of the posts: a striped cylinder."""
    top, bottom, half = -0.92, -0.64, 0.62
    n = 7
    for k in range(n):
        x0, x1 = -half + 2 * half * k / n, -half + 2 * half * (k + 1) / n
        pen.poly(
            stripe if k % 2 == 0 else plain, [(x0, top), (x1, top), (x1, bottom), (x0, bottom)]
        )
    pen.poly(
        shade(plain, 40),
        [(-half, top + 0.04), (half, top + 0.04), (half, top + 0.08), (-half, top + 0.08)],
    )  # the light along the roll
    pen.poly(
        (0, 0, 0, 60),
        [(-half, bottom - 0.07), (half, bottom - 0.07), (half, bottom), (-half, bottom)],
    )
    for x in (-half, half):
        pen.ellipse(shade(plain, -30), (x, (top + bottom) / 2), 0.05, (bottom - top) / 2)
    pen.poly(INK, [(-half, top), (half, top), (half, bottom), (-half, bottom)], 0.028)


def market_piece(colour: str, fill: Colour, dark: Colour, state: str) -> pygame.Surface:
    """A market, 128 px square: `state` is "active" (standing, full), "inactive" (standing,
    greyed and hatched, a broken link on it: R32) or "sold" (tipped over, emptied: R34).
    A light halo and an ink line around it make it stand out on any city or village,
    its own owner's city included."""
    pen = Pen((MARKET_PX, MARKET_PX), MARKET_PX / 2 * 0.78)
    if state == "active":
        stall(pen, colour, fill, dark, True, (fill, CREAM))
    elif state == "inactive":
        body = pen.blank()
        stall(
            body,
            colour,
            mix(grey(fill), (150, 150, 150), 0.4),
            dark,
            False,
            ((150, 148, 144), (214, 212, 206)),
        )
        hatch = body.blank()
        for k in range(-12, 13):  # diagonal hatching over the greyed stall
            x = k * 0.16
            hatch.line((70, 68, 66), (x - 1.2, -1.2), (x + 1.2, 1.2), 0.025)
        clip_to(hatch, body)
        hatch.surf.fill((255, 255, 255, 150), special_flags=pygame.BLEND_RGBA_MULT)
        body.under(hatch)
        sign = body.blank()  # the owner's emblem stays in colour: whose market it is
        plaque(sign, colour, fill)
        body.under(sign)
        broken_link(body, (0.52, -0.55))
        pen.under(body)
    else:  # sold: emptied, packed up and tipped over onto its side (R34)
        stall(
            pen,
            colour,
            fill,
            dark,
            False,
            (mix(fill, (190, 186, 178), 0.6), (220, 216, 206)),
            folded=True,
        )
    if state == "sold":
        turned = pygame.transform.rotate(pen.surf, -90)  # lying on its right side
        pen.surf.fill((0, 0, 0, 0))
        pen.surf.blit(turned, turned.get_rect(center=(pen.cx, pen.cy + pen.px(0.1))))
    halo = outlined(pen, 0.21, CREAM)
    line = outlined(pen, 0.11, INK)
    out = pen.blank()
    body = pen.blank()
    body.under(halo)
    body.under(line)
    body.under(pen)
    out.under(shadow(body, (0.06, 0.08), 0.05, 130))
    out.under(body)
    return out.done()


def broken_link(pen: Pen, c: Point) -> None:
    """A small white roundel with a chain link broken in two: not connected (R32)."""
    x, y = c
    pen.circle(CREAM, c, 0.3)
    pen.circle(INK, c, 0.3, 0.035)
    for side in (-1, 1):  # two links, pulled apart along a diagonal
        lx, ly = x + side * 0.11, y - side * 0.11
        link = pygame.Surface((round(pen.px(0.26)), round(pen.px(0.15))), pygame.SRCALPHA)
        pygame.draw.ellipse(link, INK, link.get_rect(), round(pen.px(0.05)))
        turned = pygame.transform.rotate(link, 45)
        pen.surf.blit(turned, turned.get_rect(center=pen.p(lx, ly)))
    pen.line((196, 40, 36), (x - 0.09, y - 0.09), (x + 0.09, y + 0.09), 0.05)  # the break


# -- the oracle ---------------------------------------------------------------------------
def plinth() -> pygame.Surface:
    """The oracle's marble plinth: a pale thick hex with a dial the pointer turns on."""
    rng = random.Random(3001)
    ground = Pen((PIECE_W, PIECE_H))
    tile(ground, MARBLE, (176, 172, 190), rng, 160)
    ground.circle((214, 210, 224), (0.0, 0.0), 0.74)
    ground.circle((150, 146, 168), (0.0, 0.0), 0.74, 0.02)
    ground.circle((150, 146, 168), (0.0, 0.0), 0.62, 0.012)
    for k in range(12):  # the dial's marks
        a = math.radians(30 * k)
        r0, r1 = (0.62, 0.74) if k % 2 else (0.58, 0.74)
        ground.line(
            (130, 126, 150),
            (math.cos(a) * r0, math.sin(a) * r0),
            (math.cos(a) * r1, math.sin(a) * r1),
            0.02 if k % 2 else 0.03,
        )
    return compose(ground, ground.blank())


def pointer() -> pygame.Surface:
    """The oracle's pointer, pointing right (angle 0): the game turns it to the city the
    oracle favours and tints it with that city's colour (white and greys multiply well),
    and draws that city's emblem on its head (mg/sprites/board_view.py's POINTER_EMBLEM)."""
    pen = Pen((PIECE_W, PIECE_H))
    tip, neck, head, shaft, tail = 0.93, 0.4, 0.3, 0.1, -0.3
    outline = [
        (tip, 0.0),
        (neck - 0.06, -head),
        (neck, -shaft),
        (tail, -shaft),
        (tail, shaft),
        (neck, shaft),
        (neck - 0.06, head),
    ]
    pen.poly((255, 255, 255), outline)
    pen.poly(
        (190, 190, 196),
        [(tip, 0.0), (neck - 0.06, head), (neck, shaft), (tail, shaft), (tail, 0.0)],
    )  # the ridge's far side
    pen.poly(INK, outline, 0.03)
    out = pen.blank()
    out.under(shadow(pen, (0.0, 0.0), 0.03, 120))
    out.under(pen)
    return out.done()


TEMPLE = 0.7  # the round temple's size against the plinth: the pointer's head shows whole


def tholos() -> pygame.Surface:
    """A small round temple standing over the pointer's pivot: steps, columns, a cella and
    a terracotta cone roof, lit from the upper left."""
    pen = Pen((PIECE_W, PIECE_H))
    k = TEMPLE
    cy = 0.13  # the ground line of the temple, a little below the hex centre
    for step, (rx, ry) in enumerate(((0.44 * k, 0.25 * k), (0.39 * k, 0.22 * k))):
        y = cy - step * 0.05 * k
        pen.ellipse(INK, (0.0, y + 0.04 * k), rx + 0.015, ry + 0.015)
        pen.ellipse(shade(MARBLE, -50), (0.0, y + 0.04 * k), rx, ry)
        pen.poly(shade(MARBLE, -50), [(-rx, y), (rx, y), (rx, y + 0.04 * k), (-rx, y + 0.04 * k)])
        pen.ellipse(shade(MARBLE, -8 - 10 * step), (0.0, y), rx, ry)
    floor = cy - 0.08 * k
    height = 0.3 * k
    cella = (120, 112, 132)
    pen.ellipse(cella, (0.0, floor - height * 0.55), 0.22 * k, 0.14 * k)
    pen.poly(
        cella,
        [
            (-0.22 * k, floor - height * 0.55),
            (0.22 * k, floor - height * 0.55),
            (0.22 * k, floor),
            (-0.22 * k, floor),
        ],
    )
    pen.ellipse((150, 142, 160), (0.0, floor), 0.22 * k, 0.12 * k)
    for n in range(10):  # the columns in front (the back ones hide in the cella's shade)
        a = 2 * math.pi * n / 10 + 0.3
        if math.sin(a) < -0.2:
            continue
        x, y = math.cos(a) * 0.32 * k, floor + math.sin(a) * 0.17 * k
        lit = 250 if math.cos(a) < 0.2 else 206
        w = 0.035 * k
        pen.poly(
            (lit, lit, lit + 2), [(x - w, y - height), (x + w, y - height), (x + w, y), (x - w, y)]
        )
        pen.line((150, 146, 160), (x + w, y - height), (x + w, y), 0.012)
    top = floor - height
    pen.ellipse((226, 222, 232), (0.0, top + 0.02 * k), 0.37 * k, 0.2 * k)  # entablature
    pen.poly(
        (226, 222, 232),
        [
            (-0.37 * k, top - 0.03 * k),
            (0.37 * k, top - 0.03 * k),
            (0.37 * k, top + 0.02 * k),
            (-0.37 * k, top + 0.02 * k),
        ],
    )
    pen.ellipse((240, 238, 244), (0.0, top - 0.03 * k), 0.37 * k, 0.2 * k)
    apex, base, rx, ry = (0.0, top - 0.3 * k), top - 0.04 * k, 0.41 * k, 0.21 * k
    arc = [
        (rx * math.cos(a), base + ry * math.sin(a)) for a in (math.pi * n / 24 for n in range(25))
    ]
    pen.poly(INK, [apex, *arc], 0.03)
    pen.poly(shade(TERRACOTTA, 14), [apex, *arc])
    pen.poly(shade(TERRACOTTA, -30), [apex, *arc[:9]])  # the side away from the light
    for n in range(1, 24, 2):  # rows of roof tiles, apex to eave
        pen.line(shade(TERRACOTTA, -48), apex, arc[n], 0.01)
    pen.lines(shade(TERRACOTTA, -60), arc, 0.02)
    pen.circle((226, 186, 84), apex, 0.045)  # a gilded finial
    pen.circle(INK, apex, 0.045, 0.014)
    out = pen.blank()
    out.under(shadow(pen, (SHADOW_FALL[0] * 1.2, SHADOW_FALL[1] * 1.2), 0.04, 130))
    out.under(pen)
    return out.done()
