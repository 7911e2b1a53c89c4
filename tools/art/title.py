"""The title screen's painting: a Greek harbour at dusk, made with numpy and pygame at tool time.

A dusk sky (indigo above, rose and gold at the horizon) with a low sun, streaks of cloud lit
from below and a few early stars; hazy mountains of the far coast; a sea that reflects the sky,
with ripples and a path of glitter under the sun; a headland on the right crowned by a Doric
temple lit by the low sun, umbrella pines beside it, a small harbour town with lit windows and
a mole at its foot; galleys with square sails on the water. The menu's title and options are
drawn over it by the game, so the painting keeps its middle calm (sky, open water) and its
details towards the sides, inside the middle 4:3 of the frame (what a 4:3 window shows).
Deterministic: fixed seeds, no clock, nothing downloaded."""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence

import numpy as np
import pygame

from tools.art.terrain import blur, fbm, ramp

Arr = np.ndarray
Point = tuple[float, float]
Colour = tuple[int, int, int]

W, H = 1920, 1080
SS = 2  # shapes are drawn at twice the size, then scaled down: anti-aliased edges
HORIZON = round(H * 0.6)
SUN = (W * 0.17, HORIZON - 26.0)
SKY = [
    (0.0, (20, 22, 52)),
    (0.3, (50, 42, 90)),
    (0.6, (128, 74, 108)),
    (0.82, (214, 124, 96)),
    (1.0, (252, 190, 116)),
]
WATER = [
    (0.0, (226, 150, 112)),
    (0.08, (150, 96, 112)),
    (0.35, (60, 58, 96)),
    (1.0, (16, 24, 48)),
]
GOLD = np.array([255, 206, 140], np.float32)


def mask(draw: Callable[[pygame.Surface], object]) -> Arr:
    """An anti-aliased coverage (0..1, (H, W)) of what `draw` paints white on a 2x canvas."""
    big = pygame.Surface((W * SS, H * SS))
    big.fill((0, 0, 0))
    draw(big)
    small = pygame.transform.smoothscale(big, (W, H))
    return pygame.surfarray.array_red(small).T.astype(np.float32) / 255


def scaled(points: Sequence[Point]) -> list[Point]:
    return [(x * SS, y * SS) for x, y in points]


def over(rgb: Arr, cover: Arr, colour: Arr | Colour) -> Arr:
    """`colour` (one colour or an (H, W, 3) field) laid over `rgb` where `cover` is."""
    c = cover[..., None]
    out: Arr = rgb * (1 - c) + np.asarray(colour, np.float32) * c
    return out


def polygon_cover(points: Sequence[Point]) -> Arr:
    """The anti-aliased coverage of one polygon."""
    return mask(lambda s: pygame.draw.polygon(s, (255, 255, 255), scaled(points)))


def grid() -> tuple[Arr, Arr]:
    yy, xx = np.mgrid[0:H, 0:W].astype(np.float32)
    return yy, xx


def blur_x(a: Arr, radius: int) -> Arr:
    """A box blur along rows only (streaks stay thin)."""
    p = np.pad(a, [(0, 0), (radius + 1, radius)], mode="edge")
    c = np.cumsum(p, axis=1, dtype=np.float32)
    out: Arr = (c[:, 2 * radius + 1 :] - c[:, : -2 * radius - 1]) / (2 * radius + 1)
    return out


# -- sky and sea ------------------------------------------------------------------------------
def sky(yy: Arr, xx: Arr) -> Arr:
    t = np.clip(yy / HORIZON, 0, 1)
    rgb = ramp(t, SKY).astype(np.float32)
    d2 = (xx - SUN[0]) ** 2 + ((yy - SUN[1]) * 1.6) ** 2
    rgb += (
        GOLD
        * (0.55 * np.exp(-d2 / (2 * 150.0**2)) + 0.22 * np.exp(-d2 / (2 * 520.0**2)))[..., None]
    )
    return rgb


def clouds(rgb: Arr, yy: Arr, xx: Arr) -> Arr:
    """Long streaks of cloud, lit rose and gold from below near the sun, mauve far from it."""
    narrow = fbm((H, W // 8), 14, 31, 4)
    streaks = np.repeat(narrow, 8, axis=1)[:, :W]
    streaks = blur(streaks, 6)
    band = np.exp(-(((yy / HORIZON) - 0.52) ** 2) / (2 * 0.14**2))
    cover = np.clip((streaks + 0.08) * 3.2, 0, 1) * band * 0.8
    near_sun = np.exp(-((xx - SUN[0]) ** 2) / (2 * 520.0**2))
    low = np.clip(yy / HORIZON, 0, 1)
    lit = ramp(
        near_sun * 0.6 + low * 0.5,
        [(0.0, (84, 58, 96)), (0.5, (176, 96, 112)), (1.1, (250, 170, 120))],
    )
    return over(rgb, cover, lit.astype(np.float32))


def stars(rgb: Arr, rng: random.Random) -> Arr:
    for _ in range(90):
        x, y = rng.randrange(W), rng.randrange(int(HORIZON * 0.32))
        glow = rng.uniform(0.25, 0.8) * (1 - y / (HORIZON * 0.32))
        rgb[y, x] = rgb[y, x] * (1 - glow) + np.array([240, 236, 255]) * glow
    return rgb


def sun(rgb: Arr, yy: Arr, xx: Arr) -> Arr:
    d = np.hypot(xx - SUN[0], yy - SUN[1])
    disc = np.clip(48 - d, 0, 1.5) / 1.5
    return over(rgb, disc * (yy < HORIZON), (255, 238, 190))


def sea(rgb: Arr, yy: Arr, xx: Arr) -> Arr:
    """The water: the sky's colours darkening towards the viewer, ripples widening with
    nearness, and the sun's path of glitter."""
    below = yy >= HORIZON
    t = np.clip((yy - HORIZON) / (H - HORIZON), 0, 1)
    water = ramp(t, WATER).astype(np.float32)
    near = 0.04 + t  # perspective: ripples grow towards the viewer
    ripple = np.sin((yy - HORIZON) / (1.2 + 9 * near) * 2.1 + 3 * fbm((H, W), 90, 41, 3))
    rough = np.repeat(fbm((H, W // 12), 2.5, 42, 3), 12, axis=1)[:, :W]
    rough = blur_x(rough, 9)
    water *= (1 + 0.07 * ripple * (0.4 + t))[..., None]
    path = np.exp(-((xx - SUN[0]) ** 2) / (2 * (26 + 330 * t) ** 2))
    glints = np.clip((rough + 0.1 * ripple - 0.12) * 5, 0, 1) * path * (1 - 0.55 * t)
    water = over(water, glints * 0.9, (255, 214, 150))
    water += (
        GOLD * (0.35 * np.exp(-((xx - SUN[0]) ** 2) / (2 * 90.0**2)) * np.exp(-t * 9))[..., None]
    )
    return np.where(below[..., None], water, rgb)


# -- land -------------------------------------------------------------------------------------
def ridge(x0: float, x1: float, base: float, height: float, seed: int) -> list[Point]:
    """A mountain line from x0 to x1 standing on `base`, as a closed polygon."""
    rng = np.random.default_rng(seed)
    xs = np.linspace(x0, x1, 160)
    n = np.cumsum(rng.normal(0, 1, 160))
    n = (n - n.min()) / max(1e-6, float(np.ptp(n)))
    swell = np.sin(np.linspace(0, math.pi, 160)) ** 0.7
    ys = base - height * (0.25 + 0.75 * n) * swell
    return [(x0, base + 2), *zip(xs.tolist(), ys.tolist(), strict=True), (x1, base + 2)]


def far_coast(rgb: Arr) -> Arr:
    for x0, x1, h, seed, colour in (
        (-40, W * 0.62, 78, 51, (136, 86, 112)),
        (-40, W * 0.3, 52, 52, (104, 66, 98)),
        (W * 0.5, W * 0.75, 34, 53, (120, 78, 106)),
    ):
        line = ridge(x0, x1, HORIZON, h, seed)
        rgb = over(rgb, polygon_cover(line), colour)
    return rgb


HEAD = [  # the headland on the right, in the painting's pixels
    (W * 0.64, HORIZON + 6),
    (W * 0.67, HORIZON - 30),
    (W * 0.7, HORIZON - 96),
    (W * 0.725, HORIZON - 168),
    (W * 0.75, HORIZON - 206),
    (W * 0.87, HORIZON - 214),
    (W * 0.93, HORIZON - 236),
    (W + 10, HORIZON - 250),
    (W + 10, H + 10),
    (W * 0.86, H + 10),
    (W * 0.8, H * 0.86),
    (W * 0.75, HORIZON + 110),
    (W * 0.73, HORIZON + 60),
]
PLATEAU = HORIZON - 210  # where the temple stands


def headland(rgb: Arr, yy: Arr, xx: Arr) -> Arr:
    """The headland: dark rock, a warm rim on the side that faces the sun, grain of noise."""
    cover = polygon_cover(HEAD)
    t = np.clip((yy - PLATEAU) / (H - PLATEAU), 0, 1)
    rock = ramp(
        t + 0.15 * fbm((H, W), 40, 61, 4),
        [(0.0, (92, 62, 70)), (0.4, (58, 40, 54)), (1.0, (26, 20, 32))],
    )
    edge = blur(cover, 14)
    rim = np.clip((cover - edge) * 3.5, 0, 1) * np.clip(1 - (xx - W * 0.64) / (W * 0.2), 0, 1)
    strata = np.sin(yy * 0.11 + 7 * fbm((H, W), 160, 62, 3)) * np.clip(1.2 - t * 1.5, 0, 1)
    rock = rock * (1 + 0.1 * strata)[..., None]
    rock = over(rock.astype(np.float32), rim * 0.8, (232, 148, 96))
    return over(rgb, cover, rock)


def reflections(rgb: Arr, yy: Arr, xx: Arr) -> Arr:
    """The headland's dark reflection in the water under it."""
    below = (yy > HORIZON) & (xx > W * 0.66)
    fade = np.clip(1 - (yy - HORIZON) / 200, 0, 1) * np.clip((xx - W * 0.66) / 60, 0, 1)
    wobble = 0.75 + 0.25 * np.sin(yy * 0.9 + fbm((H, W), 30, 71, 2) * 4)
    out: Arr = rgb * (1 - (below * fade * wobble * 0.5))[..., None]
    return out


# -- things drawn with pygame -----------------------------------------------------------------
def temple(s: pygame.Surface, cx: float, base: float, w: float) -> None:
    """A Doric temple lit from the left: steps, six columns, entablature and pediment."""
    lit, mid, dark, deep = (246, 206, 160), (208, 150, 124), (130, 86, 94), (70, 46, 66)
    k = SS
    steps = 3
    for i in range(steps):  # the crepidoma
        y = base - (i + 1) * w * 0.03
        inset = i * w * 0.03
        pygame.draw.rect(
            s, mid, ((cx - w / 2 + inset) * k, y * k, (w - 2 * inset) * k, w * 0.03 * k)
        )
        pygame.draw.rect(
            s, lit, ((cx - w / 2 + inset) * k, y * k, (w - 2 * inset) * k, w * 0.008 * k)
        )
    top = base - steps * w * 0.03
    col_h, col_w = w * 0.42, w * 0.07
    left, right = cx - w / 2 + w * 0.1, cx + w / 2 - w * 0.1
    pygame.draw.rect(s, deep, (left * k, (top - col_h) * k, (right - left) * k, col_h * k))
    for i in range(6):
        x = left + (right - left - col_w) * i / 5
        pygame.draw.rect(s, lit, (x * k, (top - col_h) * k, col_w * k, col_h * k))
        pygame.draw.rect(
            s, dark, ((x + col_w * 0.62) * k, (top - col_h) * k, col_w * 0.38 * k, col_h * k)
        )
        pygame.draw.rect(
            s,
            lit,
            ((x - col_w * 0.15) * k, (top - col_h - w * 0.015) * k, col_w * 1.3 * k, w * 0.018 * k),
        )
    ent = top - col_h - w * 0.015
    arch_l, arch_r = left - w * 0.03, right + w * 0.03
    pygame.draw.rect(
        s, mid, (arch_l * k, (ent - w * 0.05) * k, (arch_r - arch_l) * k, w * 0.05 * k)
    )
    pygame.draw.rect(
        s, dark, (arch_l * k, (ent - w * 0.09) * k, (arch_r - arch_l) * k, w * 0.04 * k)
    )
    for i in range(14):  # triglyphs
        x = arch_l + (arch_r - arch_l - w * 0.02) * i / 13
        pygame.draw.rect(s, lit, (x * k, (ent - w * 0.088) * k, w * 0.018 * k, w * 0.036 * k))
    roof = ent - w * 0.09
    gable = [(arch_l - w * 0.02, roof), (cx, roof - w * 0.15), (arch_r + w * 0.02, roof)]
    pygame.draw.polygon(s, lit, scaled(gable))
    inner = [
        (arch_l + w * 0.05, roof - w * 0.012),
        (cx, roof - w * 0.125),
        (arch_r - w * 0.05, roof - w * 0.012),
    ]
    pygame.draw.polygon(s, mid, scaled(inner))
    pygame.draw.polygon(
        s,
        dark,
        scaled(
            [
                (cx, roof - w * 0.15),
                (arch_r + w * 0.02, roof),
                (arch_r - w * 0.05, roof - w * 0.012),
                (cx, roof - w * 0.125),
            ]
        ),
    )


def pine(s: pygame.Surface, x: float, base: float, h: float, rng: random.Random) -> None:
    """An umbrella pine: a bare leaning trunk and a flat dark crown."""
    k, dark, rim = SS, (34, 30, 40), (120, 74, 70)
    top = (x + h * 0.12, base - h)
    pygame.draw.line(
        s, dark, (x * k, base * k), (top[0] * k, top[1] * k), max(2, round(h * 0.06 * k))
    )
    for _ in range(9):
        dx, dy = rng.uniform(-0.4, 0.4) * h, rng.uniform(-0.1, 0.08) * h
        rw, rh = rng.uniform(0.35, 0.55) * h, rng.uniform(0.14, 0.2) * h
        rect = ((top[0] + dx - rw / 2) * k, (top[1] + dy - rh / 2) * k, rw * k, rh * k)
        pygame.draw.ellipse(s, rim, rect)
        pygame.draw.ellipse(
            s, dark, (rect[0] + rw * 0.08 * k, rect[1] + rh * 0.12 * k, rect[2], rect[3])
        )


def town(s: pygame.Surface, rng: random.Random) -> None:
    """Houses climbing the foot of the headland, a few windows lit, and the harbour's mole."""
    k = SS
    for i in range(26):
        x = W * 0.64 + rng.uniform(0, W * 0.12)
        y = HORIZON + 30 - (x - W * 0.64) * 0.6 + rng.uniform(-18, 18)
        w, h = rng.uniform(22, 42), rng.uniform(16, 30)
        lit = rng.random() < 0.5
        wall = (190, 130, 118) if lit else (104, 70, 84)
        pygame.draw.rect(s, (60, 40, 56), ((x - 1) * k, (y - 1) * k, (w + 2) * k, (h + 40) * k))
        pygame.draw.rect(s, wall, (x * k, y * k, w * k, (h + 40) * k))
        pygame.draw.rect(s, (76, 50, 64), ((x + w * 0.7) * k, y * k, w * 0.3 * k, (h + 40) * k))
        pygame.draw.polygon(
            s, (150, 70, 58), scaled([(x - 3, y), (x + w / 2, y - h * 0.45), (x + w + 3, y)])
        )
        if i % 3 != 1:
            pygame.draw.rect(
                s, (255, 204, 120), ((x + w * 0.3) * k, (y + h * 0.4) * k, 4 * k, 6 * k)
            )
    mole = [
        (W * 0.55, HORIZON + 62),
        (W * 0.67, HORIZON + 46),
        (W * 0.68, HORIZON + 56),
        (W * 0.55, HORIZON + 70),
    ]
    pygame.draw.polygon(s, (40, 30, 46), scaled(mole))
    pygame.draw.line(
        s,
        (200, 130, 100),
        (W * 0.55 * k, (HORIZON + 62) * k),
        (W * 0.67 * k, (HORIZON + 46) * k),
        2 * k,
    )
    lx, ly = W * 0.555, HORIZON + 62  # a beacon at the mole's end
    pygame.draw.rect(s, (52, 38, 54), ((lx - 5) * k, (ly - 34) * k, 12 * k, 34 * k))
    pygame.draw.circle(s, (255, 214, 140), (lx * k + 1, (ly - 38) * k), 6 * k)


def galley(s: pygame.Surface, x: float, y: float, length: float, sail: bool) -> None:
    """A Greek galley seen side-on against the light: a curved hull with a ram and a raised
    stern, a row of oars, a mast and (if `sail`) a square sail lit gold at its edge."""
    k, hull, oar = SS, (30, 22, 34), (56, 40, 52)
    L = length
    body = [
        (x - L * 0.5, y - L * 0.02),  # the ram, at the bow (left)
        (x - L * 0.42, y - L * 0.06),
        (x - L * 0.44, y - L * 0.12),
        (x + L * 0.3, y - L * 0.08),
        (x + L * 0.44, y - L * 0.16),
        (x + L * 0.5, y - L * 0.28),  # the stern's curl
        (x + L * 0.47, y - L * 0.13),
        (x + L * 0.4, y),
        (x - L * 0.38, y + L * 0.01),
    ]
    for i in range(14):
        ox = x - L * 0.34 + i * L * 0.052
        pygame.draw.line(
            s,
            oar,
            (ox * k, (y - L * 0.04) * k),
            ((ox - L * 0.05) * k, (y + L * 0.07) * k),
            max(1, round(L * 0.008 * k)),
        )
    pygame.draw.polygon(s, hull, scaled(body))
    mast_x = x + L * 0.02
    pygame.draw.line(
        s,
        hull,
        (mast_x * k, (y - L * 0.08) * k),
        (mast_x * k, (y - L * 0.62) * k),
        max(2, round(L * 0.014 * k)),
    )
    if sail:
        sw, top = L * 0.42, y - L * 0.58
        cloth = [
            (mast_x - sw / 2, top),
            (mast_x + sw / 2, top),
            (mast_x + sw / 2 - L * 0.03, top + L * 0.4),
            (mast_x - sw / 2 + L * 0.02, top + L * 0.42),
        ]
        pygame.draw.polygon(s, (176, 110, 98), scaled(cloth))
        pygame.draw.polygon(
            s, (120, 74, 84), scaled(cloth[1:3] + [(mast_x, top + L * 0.41), (mast_x, top)])
        )
        pygame.draw.line(
            s,
            (250, 196, 140),
            ((mast_x - sw / 2) * k, top * k),
            ((mast_x - sw / 2 + L * 0.02) * k, (top + L * 0.42) * k),
            max(2, round(L * 0.012 * k)),
        )
        pygame.draw.line(
            s,
            hull,
            ((mast_x - sw / 2 - L * 0.02) * k, top * k),
            ((mast_x + sw / 2 + L * 0.02) * k, top * k),
            max(2, round(L * 0.012 * k)),
        )


def birds(s: pygame.Surface, rng: random.Random) -> None:
    k = SS
    for _ in range(7):
        x, y, w = rng.uniform(W * 0.7, W * 0.86), rng.uniform(H * 0.14, H * 0.3), rng.uniform(7, 13)
        pts = [
            (x - w, y - w * 0.3),
            (x - w * 0.4, y - w * 0.5),
            (x, y),
            (x + w * 0.4, y - w * 0.5),
            (x + w, y - w * 0.3),
        ]
        pygame.draw.lines(s, (44, 32, 52), False, scaled(pts), 2 * k)


def maquis(s: pygame.Surface, rng: random.Random) -> None:
    """Shrubs on the headland's slopes: dark mounds with a warm edge towards the sun, and
    a path zigzagging from the town up to the temple."""
    k = SS
    land = pygame.Surface((W, H))
    land.fill((0, 0, 0))
    pygame.draw.polygon(land, (255, 255, 255), HEAD)
    path = [
        (W * 0.76, HORIZON - 40),
        (W * 0.84, HORIZON - 90),
        (W * 0.79, HORIZON - 140),
        (W * 0.83, PLATEAU + 8),
    ]
    pygame.draw.lines(s, (150, 96, 92), False, scaled(path), 3 * k)
    for _ in range(34):  # clumps of a few shrubs each
        cx, cy = rng.uniform(W * 0.68, W), rng.uniform(PLATEAU + 14, H)
        for _ in range(rng.randint(3, 8)):
            x, y = cx + rng.gauss(0, 26), cy + rng.gauss(0, 12)
            if not (0 <= x < W and 0 <= y < H) or land.get_at((int(x), int(y)))[0] < 255:
                continue
            r = rng.uniform(7, 15) * (0.7 + 0.8 * (y - PLATEAU) / (H - PLATEAU))
            tone = rng.randint(-5, 5)
            pygame.draw.ellipse(
                s, (92, 60, 66), ((x - r) * k, (y - r * 0.6) * k, 2 * r * k, 1.2 * r * k)
            )
            pygame.draw.ellipse(
                s,
                (36 + tone, 38 + tone, 40 + tone),
                ((x - r * 0.85) * k, (y - r * 0.52) * k, 2 * r * k, 1.2 * r * k),
            )


def drawn_layer(rng: random.Random) -> pygame.Surface:
    """Everything drawn with shapes, on a transparent 2x canvas, scaled down once."""
    big = pygame.Surface((W * SS, H * SS), pygame.SRCALPHA)
    big.fill((0, 0, 0, 0))
    maquis(big, rng)
    town(big, rng)
    for x, h in ((W * 0.735, 70), (W * 0.92, 96), (W * 0.96, 82)):
        pine(big, x, PLATEAU + 4 + (x - W * 0.7) * 0.0, h, rng)
    temple(big, W * 0.82, PLATEAU + 6, 190)
    galley(big, W * 0.2, HORIZON + 190, 260, True)
    galley(big, W * 0.08, HORIZON + 70, 100, True)
    galley(big, W * 0.58, HORIZON + 30, 70, False)
    birds(big, rng)
    return pygame.transform.smoothscale(big, (W, H))


def ship_wakes(rgb: Arr, yy: Arr, xx: Arr) -> Arr:
    """Dark reflections under the galleys."""
    for x, y, length in (
        (W * 0.2, HORIZON + 190, 260),
        (W * 0.08, HORIZON + 70, 100),
        (W * 0.58, HORIZON + 30, 70),
    ):
        shape = np.exp(
            -(((xx - x) / (length * 0.45)) ** 6)
            - (((yy - y - length * 0.06) / (length * 0.07)) ** 2)
        )
        rgb = rgb * (1 - 0.55 * shape)[..., None]
    return rgb


def vignette(rgb: Arr, yy: Arr, xx: Arr) -> Arr:
    """The corners darkened a little, as a painting's."""
    d = np.hypot((xx - W / 2) / (W / 2), (yy - H / 2) / (H / 2))
    return rgb * (1 - 0.35 * np.clip(d - 0.6, 0, 1) ** 1.5)[..., None]


def paint() -> pygame.Surface:
    """The harbour at dusk, W x H, opaque."""
    rng = random.Random(23)
    yy, xx = grid()
    rgb = sky(yy, xx)
    rgb = clouds(rgb, yy, xx)
    rgb = stars(rgb, rng)
    rgb = sun(rgb, yy, xx)
    rgb = far_coast(rgb)
    rgb = sea(rgb, yy, xx)
    rgb = reflections(rgb, yy, xx)
    rgb = ship_wakes(rgb, yy, xx)
    rgb = headland(rgb, yy, xx)
    rgb = vignette(rgb, yy, xx)
    image = np.ascontiguousarray(np.clip(rgb, 0, 255).astype(np.uint8))
    surf = pygame.image.frombuffer(image.tobytes(), (W, H), "RGB").copy()
    surf.blit(drawn_layer(rng), (0, 0))
    return surf
