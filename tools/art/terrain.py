"""The painted board: southern Italy under the rules' hex grid, made with numpy at tool time.

A height field (higher inland, value noise for hills, a spine of mountains) is hill-shaded
with light from the north-west, coloured from golden coastal plains through olive hills to
brown mountains; the coast is the board's land hexes with organic bulges into the sea (every
land hex stays wholly land), ringed with foam and turquoise shallows that deepen to blue.
Campania and Apulia continue north of the board and Sicily lies across the strait, painted
paler: land that is not played. Small drawn glyphs (peaks, woods, hill arcs, field strokes)
mark the ground of each land hex. Deterministic: fixed seeds, no clock, nothing downloaded.
The hex grid, the villages, the names and the frame are drawn by the game over this."""

from __future__ import annotations

import math
import random

import numpy as np
import pygame

from mg.engine import Board
from mg.sprites.board_map.terrain_frame import PAINT_SCALE, painted_box, painted_size
from mg.sprites.layout import SQRT3

Arr = np.ndarray
Point = tuple[float, float]

# Land beyond the board (hex units, as painted_box): Campania, Samnium and northern Apulia
# with the Gargano spur to the north, Sicily across the strait to the south-west.
NORTH = [
    (1.2, -0.4),
    (-0.4, -0.9),
    (-1.6, -2.2),
    (-2.8, -3.9),
    (-4.3, -5.9),
    (-6.8, -8.2),
    (-9.4, -10.8),
    (-11.5, -14.0),
    (20.5, -14.0),
    (22.0, -11.2),
    (24.0, -8.6),
    (26.4, -6.9),
    (28.8, -7.3),
    (31.8, -6.2),
    (32.6, -4.6),
    (31.4, -3.0),
    (33.2, -1.6),
    (35.2, -0.4),
    (35.0, 0.2),
    (2.0, 0.2),
]
SICILY = [
    (3.3, 24.9),
    (1.4, 25.3),
    (-2.2, 25.0),
    (-6.1, 25.7),
    (-9.6, 25.4),
    (-12.6, 26.3),
    (-14.5, 27.6),
    (-12.2, 29.6),
    (-8.2, 31.1),
    (-4.2, 32.9),
    (-1.6, 34.6),
    (-0.4, 33.2),
    (0.9, 30.6),
    (2.1, 28.1),
    (2.9, 26.3),
]
ETNA = (-0.6, 28.4)

LIGHT = np.array([-1.0, -1.0, 1.6]) / math.sqrt(1 + 1 + 1.6**2)  # from the north-west, high
PLAIN, FIELD, HILL, MOUNT = (214, 196, 134), (190, 186, 118), (168, 158, 100), (150, 128, 96)
ROCK = (186, 174, 156)
SHALLOW, MID, DEEP = (112, 178, 180), (62, 126, 164), (32, 70, 116)
FOAM = (236, 240, 230)
PALE = (206, 198, 172)  # what land not played is washed towards


# -- numpy helpers ----------------------------------------------------------------------------
def box_blur(a: Arr, radius: int) -> Arr:
    """A box blur of `radius` pixels along both axes (edges repeat)."""
    if radius < 1:
        return a
    out = a
    for axis in (0, 1):
        pad = [(0, 0), (0, 0)]
        pad[axis] = (radius + 1, radius)
        p = np.pad(out, pad, mode="edge")
        c = np.cumsum(p, axis=axis, dtype=np.float32)
        n = out.shape[axis]
        hi = np.take(c, np.arange(2 * radius + 1, 2 * radius + 1 + n), axis=axis)
        lo = np.take(c, np.arange(0, n), axis=axis)
        out = ((hi - lo) / (2 * radius + 1)).astype(np.float32)
    return out


def blur(a: Arr, radius: int) -> Arr:
    """Three box blurs: close to a gaussian of about `radius` pixels."""
    r = max(1, round(radius / 1.7))
    return box_blur(box_blur(box_blur(a, r), r), r)


def value_noise(shape: tuple[int, int], cell: float, rng: np.random.Generator) -> Arr:
    """Smooth noise in 0..1 with features about `cell` pixels apart."""
    h, w = shape
    gh, gw = int(h / cell) + 3, int(w / cell) + 3
    grid = rng.random((gh, gw), dtype=np.float32)
    ys = np.arange(h, dtype=np.float32) / cell
    xs = np.arange(w, dtype=np.float32) / cell
    y0, x0 = ys.astype(int), xs.astype(int)
    fy, fx = ys - y0, xs - x0
    fy, fx = fy * fy * (3 - 2 * fy), fx * fx * (3 - 2 * fx)
    rows = grid[:, x0] * (1 - fx)[None, :] + grid[:, x0 + 1] * fx[None, :]  # (gh, w)
    out: np.ndarray = rows[y0] * (1 - fy)[:, None] + rows[y0 + 1] * fy[:, None]
    return out


def fbm(shape: tuple[int, int], cell: float, seed: int, octaves: int = 4) -> Arr:
    """Fractal noise in about -1..1."""
    rng = np.random.default_rng(seed)
    total = np.zeros(shape, np.float32)
    amp, norm = 1.0, 0.0
    for _ in range(octaves):
        total += amp * (value_noise(shape, max(2.0, cell), rng) - 0.5) * 2
        norm += amp
        amp *= 0.5
        cell /= 2
    return total / norm


def ramp(t: Arr, stops: list[tuple[float, tuple[int, int, int]]]) -> Arr:
    """Colours along `stops` (position, rgb) for t, as an (h, w, 3) float array."""
    pos = [p for p, _ in stops]
    return np.stack([np.interp(t, pos, [c[k] for _, c in stops]) for k in range(3)], axis=-1)


# -- the board in pixels ------------------------------------------------------------------------
class Frame:
    """Pixel ↔ hex units of the painting of one board."""

    def __init__(self, board: Board, scale: int = PAINT_SCALE) -> None:
        self.box = painted_box(board)
        self.w, self.h = painted_size(board)
        self.scale = scale
        if scale != PAINT_SCALE:
            self.w, self.h = self.w * scale // PAINT_SCALE, self.h * scale // PAINT_SCALE

    def px(self, x: float, y: float) -> Point:
        return ((x - self.box[0]) * self.scale, (y - self.box[1]) * self.scale)

    def centre(self, space: tuple[int, int]) -> Point:
        q, r = space
        return self.px(SQRT3 * (q + r / 2), 1.5 * r)

    def world(self) -> tuple[Arr, Arr]:
        xs = self.box[0] + (np.arange(self.w, dtype=np.float32) + 0.5) / self.scale
        ys = self.box[1] + (np.arange(self.h, dtype=np.float32) + 0.5) / self.scale
        return np.meshgrid(xs, ys)


def hex_kinds(board: Board, frame: Frame) -> Arr:
    """Per pixel: -1 off the board, else the board's kind (0 land, 1 village, 2 green)."""
    x, y = frame.world()
    fq = SQRT3 / 3 * x - y / 3
    fr = 2 / 3 * y
    fs = -fq - fr
    q, r, s = np.round(fq), np.round(fr), np.round(fs)
    dq, dr, ds = abs(q - fq), abs(r - fr), abs(s - fs)
    fix_q = (dq > dr) & (dq > ds)
    fix_r = ~fix_q & (dr > ds)
    q = np.where(fix_q, -r - s, q)
    r = np.where(fix_r, -q - s, r)
    qs = [s[0] for s in board.spaces]
    rs = [s[1] for s in board.spaces]
    q0, r0 = min(qs) - 1, min(rs) - 1
    table = np.full((max(rs) - r0 + 2, max(qs) - q0 + 2), -1, np.int8)
    for space, kind in zip(board.spaces, board.kind, strict=True):
        table[space[1] - r0, space[0] - q0] = kind
    qi = np.clip(q.astype(int) - q0, 0, table.shape[1] - 1)
    ri = np.clip(r.astype(int) - r0, 0, table.shape[0] - 1)
    inside = (q - q0 >= 0) & (q - q0 < table.shape[1]) & (r - r0 >= 0) & (r - r0 < table.shape[0])
    return np.where(inside, table[ri, qi], -1)


def polygon_mask(frame: Frame, polygons: list[list[Point]]) -> Arr:
    surf = pygame.Surface((frame.w, frame.h))
    surf.fill((0, 0, 0))
    for poly in polygons:
        pygame.draw.polygon(surf, (255, 255, 255), [frame.px(x, y) for x, y in poly])
    return (pygame.surfarray.array_red(surf).T > 127).astype(np.float32)


# -- the painting -------------------------------------------------------------------------------
WORK = 2  # the fields are computed at 1/WORK of the painting's scale (they are smooth)


def paint(board: Board) -> pygame.Surface:
    """The painting of `board` (see painted_box), PAINT_SCALE pixels a hex unit."""
    frame = Frame(board, PAINT_SCALE // WORK)
    shape = (frame.h, frame.w)
    p = frame.scale
    kinds = hex_kinds(board, frame)
    board_land = (kinds >= 0).astype(np.float32)
    extra = polygon_mask(frame, [NORTH, SICILY])
    # The coast: the board's hexes with organic bulges; the land beyond, roughened.
    wobble = fbm(shape, p * 1.3, 11)
    soft = blur(board_land, round(p * 0.85)) + 0.3 * wobble
    extra_soft = blur(extra, round(p * 0.6)) + 0.45 * fbm(shape, p * 2.2, 12)
    playable = np.maximum(board_land, (soft > 0.44).astype(np.float32))
    beyond = ((extra_soft > 0.5) & (playable < 0.5)).astype(np.float32)
    land = np.maximum(playable, beyond)
    # Height: inland is higher, noise makes hills, the interior ridge mountains.
    inland = blur(land, round(p * 2.2))
    ridge = 1 - np.abs(fbm(shape, p * 7, 13, 3)) * 2.2
    height = (
        inland * 0.9 + 0.38 * fbm(shape, p * 2.5, 14) + 0.25 * np.clip(ridge, 0, 1) * inland
    ) * land
    height = np.clip(height, 0, None)
    etna = frame.px(*ETNA)
    yy, xx = np.mgrid[0 : frame.h, 0 : frame.w].astype(np.float32)
    cone = np.clip(1 - np.hypot(xx - etna[0], yy - etna[1]) / (p * 3.2), 0, 1)
    height += 0.9 * cone**1.5 * land
    # Hill shading.
    hs = blur(height, round(p * 0.18)) * p * 0.9
    gy, gx = np.gradient(hs)
    norm = np.sqrt(gx * gx + gy * gy + 1)
    shade = (-gx * LIGHT[0] - gy * LIGHT[1] + LIGHT[2]) / norm
    shade = np.clip((shade - LIGHT[2] * 0.55) * 1.6 + 0.5, 0, 1.1)
    grain = fbm(shape, 6, 15, 2)
    ground = ramp(
        height + 0.05 * fbm(shape, p * 0.7, 16, 3),
        [(0.0, PLAIN), (0.35, PLAIN), (0.62, FIELD), (0.86, HILL), (1.08, MOUNT), (1.35, ROCK)],
    )
    ground *= (0.72 + 0.42 * shade)[..., None]
    ground *= (1 + 0.035 * grain)[..., None]
    pale = np.clip(blur(beyond, round(p * 0.5)) * 1.3 - 0.15, 0, 1)[..., None]
    ground = ground * (1 - 0.45 * pale) + np.array(PALE) * 0.45 * pale
    # The sea: shallows near the coast, depth further out, a faint swell; foam on the coast.
    near = blur(land, round(p * 0.9))
    far = blur(land, round(p * 4.0))
    depth = np.clip(1 - (near * 1.6 + far * 1.4), 0, 1)
    water = ramp(
        depth + 0.06 * fbm(shape, p * 3, 17, 3),
        [(0.0, SHALLOW), (0.25, SHALLOW), (0.55, MID), (0.95, DEEP), (1.1, DEEP)],
    )
    water *= (1 + 0.05 * fbm(shape, p * 0.5, 18, 2))[..., None]
    rim = blur(land, round(p * 0.09))
    foam = np.clip(1 - np.abs(rim - 0.22) / 0.2, 0, 1) * (1 - land)
    ring = blur(land, round(p * 0.45))
    foam2 = np.clip(1 - np.abs(ring - 0.12) / 0.035, 0, 1) * (1 - land) * 0.35
    water = water * (1 - foam - foam2)[..., None] + np.array(FOAM) * (foam + foam2)[..., None]
    edge = np.clip(1 - np.abs(blur(land, 2) - 0.5) * 4, 0, 1) * 0.35  # a dark coast line
    rgb = np.where(land[..., None] > 0.5, ground, water)
    rgb *= (1 - edge)[..., None]
    image = np.ascontiguousarray(np.clip(rgb, 0, 255).astype(np.uint8))
    small = pygame.image.frombuffer(image.tobytes(), (frame.w, frame.h), "RGB")
    full = Frame(board)
    surf = pygame.transform.smoothscale(small, (full.w, full.h))
    _glyphs(surf, board, full, height, beyond)
    _swell(surf, land)
    return surf


# -- glyphs -------------------------------------------------------------------------------------
def _peak(surf: pygame.Surface, x: float, y: float, s: float, snow: bool = False) -> None:
    top, left, right = (x, y - s), (x - s * 0.95, y + s * 0.35), (x + s * 0.95, y + s * 0.35)
    foot = (x + s * 0.15, y + s * 0.35)
    pygame.draw.polygon(surf, (196, 180, 150), [top, left, foot])
    pygame.draw.polygon(surf, (118, 96, 74), [top, foot, right])
    if snow:
        pygame.draw.polygon(
            surf, (246, 244, 236), [top, (x - s * 0.32, y - s * 0.55), (x + s * 0.3, y - s * 0.55)]
        )
    pygame.draw.aalines(surf, (74, 58, 44), False, [left, top, right])


def _tree(surf: pygame.Surface, x: float, y: float, s: float) -> None:
    pygame.draw.ellipse(surf, (96, 104, 60), (x - s * 0.55, y + s * 0.2, s * 1.3, s * 0.45))
    pygame.draw.line(surf, (92, 70, 44), (x, y + s * 0.5), (x, y - s * 0.1), max(1, round(s / 5)))
    pygame.draw.circle(surf, (84, 112, 58), (x, y - s * 0.25), s * 0.48)
    pygame.draw.circle(surf, (122, 148, 78), (x - s * 0.14, y - s * 0.38), s * 0.26)
    pygame.draw.circle(surf, (60, 82, 44), (x, y - s * 0.25), s * 0.48, 1)


def _hill(surf: pygame.Surface, x: float, y: float, s: float) -> None:
    rect = pygame.Rect(0, 0, round(s * 2.2), round(s * 1.4))
    rect.center = (round(x), round(y + s * 0.3))
    pygame.draw.arc(surf, (112, 98, 64), rect, 0.35, math.pi - 0.35, max(2, round(s / 6)))
    pygame.draw.arc(surf, (236, 222, 170), rect.move(-2, 2), 1.7, math.pi - 0.5, 1)


def _field(surf: pygame.Surface, x: float, y: float, s: float, rng: random.Random) -> None:
    for k in range(3):
        dy = (k - 1) * s * 0.28
        pygame.draw.line(
            surf,
            (176, 160, 98),
            (x - s * 0.6, y + dy + s * 0.12),
            (x + s * 0.6, y + dy - s * 0.12),
            1,
        )
    if rng.random() < 0.4:
        _tree(surf, x + s * 0.8, y - s * 0.1, s * 0.55)


def _glyphs(surf: pygame.Surface, board: Board, frame: Frame, height: Arr, beyond: Arr) -> None:
    """Ground marks on each land hex (not villages, where the game draws), and on the land
    beyond the board, by the height under them (the fields are at 1/WORK scale)."""
    rng = random.Random(23)
    woods = fbm(height.shape, PAINT_SCALE / WORK * 3, 19, 2)
    hh, hw = height.shape

    def at(field: Arr, x: float, y: float) -> float:
        return float(field[min(hh - 1, max(0, int(y / WORK))), min(hw - 1, max(0, int(x / WORK)))])

    s = PAINT_SCALE
    spots = ((-0.36, -0.22), (0.36, -0.12), (0.0, 0.42))
    for space, kind in zip(board.spaces, board.kind, strict=True):
        if kind != 0:
            continue
        cx, cy = frame.centre(space)
        for dx, dy in rng.sample(spots, 2):
            x, y = cx + (dx + rng.uniform(-0.1, 0.1)) * s, cy + (dy + rng.uniform(-0.1, 0.1)) * s
            h, wood = at(height, x, y), at(woods, x, y)
            if h > 1.12 and rng.random() < 0.8:
                _peak(surf, x, y, s * rng.uniform(0.24, 0.3))
            elif wood > 0.16 and h > 0.45:
                _tree(surf, x, y, s * 0.28)
                if rng.random() < 0.6:
                    _tree(surf, x + s * 0.22, y + s * 0.1, s * 0.22)
            elif h > 0.85:
                _hill(surf, x, y, s * 0.26)
            elif rng.random() < 0.5:
                _field(surf, x, y, s * 0.3, rng)
    # The land beyond: a scatter of peaks and woods, Etna with snow.
    for _ in range(360):
        x, y = rng.uniform(0, frame.w), rng.uniform(0, frame.h)
        if at(beyond, x, y) < 0.9 or at(beyond, x, y + 14) < 0.9:
            continue
        h = at(height, x, y)
        if h > 1.0:
            _peak(surf, x, y, s * 0.28)
        elif at(woods, x, y) > 0.15:
            _tree(surf, x, y, s * 0.24)
        elif h > 0.75:
            _hill(surf, x, y, s * 0.24)
    ex, ey = frame.px(*ETNA)
    _peak(surf, ex, ey, s * 0.8, snow=True)


def _swell(surf: pygame.Surface, land: Arr) -> None:
    """Engraved wave marks on open water, as on an old chart."""
    rng = random.Random(29)
    near = blur(land, PAINT_SCALE // WORK)
    w, h = surf.get_size()
    for _ in range(520):
        x, y = rng.uniform(0, w - 60), rng.uniform(0, h - 20)
        if (
            near[int(y) // WORK, int(x) // WORK] > 0.02
            or near[(int(y) + 10) // WORK, (int(x) + 50) // WORK] > 0.02
        ):
            continue
        rect = pygame.Rect(round(x), round(y), 26, 10)
        c = surf.get_at(rect.center)
        light = (min(255, c.r + 26), min(255, c.g + 30), min(255, c.b + 30))
        pygame.draw.arc(surf, light, rect, 0.4, math.pi - 0.4, 2)
        pygame.draw.arc(surf, light, rect.move(22, 3), 0.5, math.pi - 0.5, 1)
