"""Generate every image and sound of the game: python tools/make_assets.py [ASSETS_DIR].

Deterministic (fixed seeds, no network, nothing from elsewhere): running it twice gives the
same bytes. Images are drawn large (hex radius 128 px) so that the game scales them down
once per layout, crisp from 1280x720 to 4K."""

from __future__ import annotations

import array
import math
import os
import random
import sys
import wave
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

R = 128  # hex radius of the source images
W, H = math.ceil(math.sqrt(3) * R) + 4, 2 * R + 4
CX, CY = W / 2, H / 2
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from mg.sprites.paint.palette import PALETTES  # noqa: E402  (the one place player colours live)
from tools.art import music, pieces, table  # noqa: E402  (music, table: numpy, the `art` extra)

PIECE_COLOURS = {
    name: {c: (p["player"][c], p["dark"][c]) for c in p["player"]} for name, p in PALETTES.items()
}
COLOURS = dict(PIECE_COLOURS["classic"])
EMBLEMS = {"yellow": "sun", "orange": "triangle", "brown": "square", "red": "diamond"}
INK = (34, 30, 26)
CARDS = {  # RULES.md R5
    "Y1": ("yellow orange brown red", 3, 2, 5),
    "Y2": ("yellow brown red orange", 1, 2, 3),
    "Y3": ("yellow red orange brown", 3, 1, 2),
    "O1": ("orange yellow brown red", 2, 2, 2),
    "O2": ("orange red yellow brown", 2, 3, 3),
    "O3": ("orange brown red yellow", 2, 1, 5),
    "B1": ("brown yellow red orange", 2, 3, 2),
    "B2": ("brown orange yellow red", 2, 2, 5),
    "B3": ("brown red orange yellow", 2, 1, 2),
    "R1": ("red yellow brown orange", 2, 1, 3),
    "R2": ("red orange yellow brown", 2, 2, 3),
    "R3": ("red brown orange yellow", 2, 3, 5),
}
RAISE = {"roads": (1, 2, 3, 4), "cities": (1, 2, 3, 4), "draw": (2, 3, 5, 7)}

Point = tuple[float, float]


# -- shapes ---------------------------------------------------------------------------------
def hex_corners(cx: float, cy: float, r: float) -> list[Point]:
    return [
        (cx + r * math.cos(math.radians(60 * i - 30)), cy + r * math.sin(math.radians(60 * i - 30)))
        for i in range(6)
    ]


def emblem(
    surf: pygame.Surface,
    colour: str,
    c: Point,
    r: float,
    fill: tuple[int, int, int],
    outline: tuple[int, int, int] = INK,
) -> None:
    kind = EMBLEMS[colour]
    x, y = c
    if kind == "triangle":
        pts = [
            (x + r * math.cos(a), y + r * math.sin(a))
            for a in (-math.pi / 2, math.pi / 6, 5 * math.pi / 6)
        ]
    elif kind == "square":
        s = r * 0.8
        pts = [(x - s, y - s), (x + s, y - s), (x + s, y + s), (x - s, y + s)]
    elif kind == "diamond":
        pts = [(x, y - r), (x + r * 0.8, y), (x, y + r), (x - r * 0.8, y)]
    else:
        pts = [
            (x + r * math.cos(a * math.pi / 4), y + r * math.sin(a * math.pi / 4)) for a in range(8)
        ]
    pygame.draw.polygon(surf, fill, pts)
    pygame.draw.polygon(surf, outline, pts, max(2, round(r / 5)))


def canvas() -> pygame.Surface:
    surf = pygame.Surface((W, H), pygame.SRCALPHA)
    surf.fill((0, 0, 0, 0))
    return surf


def clip_to_hex(surf: pygame.Surface, scale: float = 1.0) -> None:
    mask = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    mask.fill((0, 0, 0, 0))
    pygame.draw.polygon(mask, (255, 255, 255, 255), hex_corners(CX, CY, R * scale))
    surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)


def shade(c: tuple[int, int, int], d: int) -> tuple[int, int, int]:
    r, g, b = (max(0, min(255, v + d)) for v in c)
    return r, g, b


# -- terrain --------------------------------------------------------------------------------
def land(variant: int, base: tuple[int, int, int] = (196, 184, 128)) -> pygame.Surface:
    rng = random.Random(100 + variant)
    surf = canvas()
    pygame.draw.polygon(surf, shade(base, variant * 3 - 4), hex_corners(CX, CY, R))
    for _ in range(520):  # speckles of soil and dry grass
        x, y = rng.uniform(0, W), rng.uniform(0, H)
        d = rng.randint(-22, 18)
        tint = (shade(base, d)[0], shade(base, d + rng.randint(-6, 10))[1], shade(base, d)[2])
        pygame.draw.circle(surf, tint, (x, y), rng.uniform(1.5, 5.0))
    for _ in range(14):  # tufts
        x, y = rng.uniform(20, W - 20), rng.uniform(30, H - 30)
        for k in range(4):
            pygame.draw.line(
                surf,
                (128, 140, 76),
                (x + k * 3, y),
                (x + k * 3 + rng.uniform(-4, 4), y - rng.uniform(6, 12)),
                2,
            )
    clip_to_hex(surf)
    pygame.draw.aalines(surf, (150, 138, 92), True, hex_corners(CX, CY, R - 1))
    return surf


def houses(surf: pygame.Surface) -> None:
    for dx, dy, k in ((-0.34, 0.16, 0.9), (0.32, 0.22, 0.8), (0.0, -0.2, 1.05)):
        x, y, w = CX + dx * R, CY + dy * R, R * 0.24 * k
        pygame.draw.ellipse(surf, (120, 110, 80, 120), (x - w * 1.3, y + w * 0.9, w * 2.8, w * 0.7))
        body = [(x - w, y), (x + w, y), (x + w, y + w * 1.1), (x - w, y + w * 1.1)]
        roof = [(x - w * 1.3, y + 2), (x, y - w * 0.95), (x + w * 1.3, y + 2)]
        pygame.draw.polygon(surf, (238, 230, 208), body)
        pygame.draw.polygon(
            surf,
            (200, 190, 168),
            [(x + w * 0.2, y), (x + w, y), (x + w, y + w * 1.1), (x + w * 0.2, y + w * 1.1)],
        )
        pygame.draw.polygon(surf, INK, body, 2)
        pygame.draw.rect(surf, (90, 60, 40), (x - w * 0.25, y + w * 0.45, w * 0.5, w * 0.65))
        pygame.draw.polygon(surf, (178, 72, 46), roof)
        pygame.draw.polygon(surf, INK, roof, 2)


def village(green: bool) -> pygame.Surface:
    surf = land(1, base=(216, 202, 152))
    if green:
        pygame.draw.polygon(surf, (46, 150, 70), hex_corners(CX, CY, R * 0.9), round(R * 0.13))
        pygame.draw.aalines(surf, (30, 110, 50), True, hex_corners(CX, CY, R * 0.97))
    houses(surf)
    return surf


def sea() -> pygame.Surface:
    rng = random.Random(7)
    size = 256
    surf = pygame.Surface((size, size))
    surf.fill((52, 98, 142))
    for _ in range(900):
        x, y = rng.uniform(0, size), rng.uniform(0, size)
        c = (52 + rng.randint(-8, 6), 98 + rng.randint(-8, 8), 142 + rng.randint(-8, 10))
        pygame.draw.circle(surf, c, (x, y), rng.uniform(2, 6))
    for row in range(8):  # wave crests, tileable
        for col in range(4):
            x = col * 64 + (row % 2) * 32
            y = row * 32 + 10
            for ox in (-size, 0, size):
                pygame.draw.arc(surf, (40, 80, 122), (x + ox, y, 40, 16), 0.3, 2.8, 2)
    return surf


def coast() -> pygame.Surface:
    """A foam rim laid under every land hex: where the sea shows, it is the coastline."""
    big = pygame.Surface((W + 40, H + 40), pygame.SRCALPHA)
    big.fill((0, 0, 0, 0))
    c = ((W + 40) / 2, (H + 40) / 2)
    pygame.draw.polygon(big, (210, 232, 240, 150), hex_corners(c[0], c[1], R * 1.13))
    pygame.draw.polygon(big, (110, 160, 190, 255), hex_corners(c[0], c[1], R * 1.06))
    return big


# -- pieces (drawn in tools/art/pieces.py) --------------------------------------------------
def window_icon(size: int = 256) -> pygame.Surface:
    """The window and desktop icon: the oracle's temple on a land hex, on a square canvas."""
    hexed = land(2)
    temple = pieces.plinth()
    pointer = pieces.pointer()
    pointer.fill((214, 160, 64, 255), special_flags=pygame.BLEND_RGBA_MULT)  # a bronze one
    pointer = pygame.transform.rotate(pointer, -30)
    temple.blit(pointer, pointer.get_rect(center=temple.get_rect().center))
    temple.blit(pieces.tholos(), (0, 0))
    small = pygame.transform.smoothscale_by(temple, 0.86)
    hexed.blit(small, small.get_rect(center=(CX, CY)))
    scale = size / H
    fitted = pygame.transform.smoothscale(hexed, (round(W * scale), size))
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    surf.fill((0, 0, 0, 0))
    surf.blit(fitted, fitted.get_rect(center=(size / 2, size / 2)))
    return surf


# -- cards, track, title --------------------------------------------------------------------
def icon(surf: pygame.Surface, kind: str, c: Point, s: float) -> None:
    x, y = c
    if kind == "roads":
        pygame.draw.line(surf, INK, (x - s, y + s * 0.5), (x + s, y - s * 0.5), round(s * 0.5))
        pygame.draw.line(
            surf, (220, 200, 150), (x - s, y + s * 0.5), (x + s, y - s * 0.5), round(s * 0.25)
        )
    elif kind == "cities":
        pts = hex_corners(x, y, s)
        pygame.draw.polygon(surf, (200, 190, 170), pts)
        pygame.draw.polygon(surf, INK, pts, 3)
        pygame.draw.rect(surf, INK, (x - s * 0.3, y - s * 0.4, s * 0.6, s * 0.7), 3)
    else:
        for k in range(3):
            pygame.draw.rect(
                surf,
                (230, 220, 196),
                (x - s * 0.7 + k * 6, y - s * 0.8 + k * 6, s * 1.2, s * 1.4),
                border_radius=4,
            )
            pygame.draw.rect(
                surf,
                INK,
                (x - s * 0.7 + k * 6, y - s * 0.8 + k * 6, s * 1.2, s * 1.4),
                2,
                border_radius=4,
            )


def card(cid: str, font: pygame.font.Font, small: pygame.font.Font) -> pygame.Surface:
    order, roads, cities, draw = CARDS[cid]
    colours = order.split()
    w, h = 360, 500
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    surf.fill((0, 0, 0, 0))
    border = COLOURS[colours[0]][0]
    pygame.draw.rect(surf, border, (0, 0, w, h), border_radius=26)
    pygame.draw.rect(surf, (244, 236, 214), (18, 18, w - 36, h - 36), border_radius=16)
    rng = random.Random(ord(cid[0]) * 10 + int(cid[1]))
    for _ in range(300):  # parchment grain
        pygame.draw.circle(
            surf,
            (232, 222, 196),
            (rng.uniform(24, w - 24), rng.uniform(24, h - 24)),
            rng.uniform(1, 3),
        )
    for k, col in enumerate(colours):  # turn order, top to bottom
        emblem(surf, col, (64, 70 + k * 62), 24, COLOURS[col][0])
        pygame.draw.line(surf, (200, 190, 165), (100, 70 + k * 62), (w - 40, 70 + k * 62), 2)
    for k, (kind, value) in enumerate((("roads", roads), ("cities", cities), ("draw", draw))):
        y = 330 + k * 52
        icon(surf, kind, (120, y), 18)
        label = font.render(str(value), True, INK)
        surf.blit(label, label.get_rect(center=(200, y)))
        up = (
            next(v for v in RAISE[kind] + (RAISE[kind][-1],) if v > value)
            if value < RAISE[kind][-1]
            else value
        )
        raised = small.render(f"({up})", True, (110, 100, 80))
        surf.blit(raised, raised.get_rect(midleft=(236, y + 4)))
    tag = small.render(cid, True, (120, 110, 90))
    surf.blit(tag, tag.get_rect(bottomright=(w - 30, h - 26)))
    return surf


# -- sounds ---------------------------------------------------------------------------------
RATE = 22050


def tone(
    freq: float,
    secs: float,
    vol: float = 0.5,
    decay: float = 6.0,
    wave_kind: str = "sine",
    glide: float = 0.0,
) -> list[float]:
    out = []
    phase = 0.0
    for i in range(int(RATE * secs)):
        t = i / RATE
        f = freq * (1 + glide * t / secs)
        phase += 2 * math.pi * f / RATE
        v = math.sin(phase) if wave_kind == "sine" else (1.0 if math.sin(phase) >= 0 else -1.0)
        env = math.exp(-decay * t) * min(1.0, t * 400)
        out.append(v * env * vol)
    return out


def noise(secs: float, vol: float, decay: float, seed: int) -> list[float]:
    rng = random.Random(seed)
    return [rng.uniform(-1, 1) * vol * math.exp(-decay * i / RATE) for i in range(int(RATE * secs))]


def mix(*parts: tuple[float, list[float]]) -> list[float]:
    length = max(int(start * RATE) + len(p) for start, p in parts)
    out = [0.0] * length
    for start, p in parts:
        o = int(start * RATE)
        for i, v in enumerate(p):
            out[o + i] += v
    return out


SOUNDS: dict[str, Callable[[], list[float]]] = {
    "place": lambda: mix((0, noise(0.05, 0.35, 60, 1)), (0, tone(180, 0.12, 0.5, 30))),
    "found": lambda: mix((0, tone(523, 0.3, 0.35, 8)), (0.09, tone(784, 0.4, 0.35, 7))),
    "market": lambda: tone(420, 0.16, 0.45, 18, glide=1.2),
    "coin": lambda: mix((0, tone(1320, 0.18, 0.3, 14)), (0.08, tone(1760, 0.3, 0.3, 10))),
    "oracle": lambda: mix((0, tone(330, 0.5, 0.25, 4, glide=0.5)), (0.05, tone(495, 0.5, 0.2, 4))),
    "refuse": lambda: tone(110, 0.16, 0.3, 10, wave_kind="square"),
    "turn": lambda: mix((0, tone(659, 0.5, 0.3, 5)), (0, tone(988, 0.5, 0.12, 6))),
    "tick": lambda: mix((0, noise(0.02, 0.3, 120, 2)), (0, tone(1500, 0.04, 0.2, 60))),
    "fanfare": lambda: mix(
        *[
            (k * 0.14, tone(f, 0.5 if k < 3 else 0.9, 0.3, 4))
            for k, f in enumerate((523, 659, 784, 1047))
        ]
    ),
}


def write_wav(path: Path, samples: list[float]) -> None:
    data = array.array("h", (max(-32767, min(32767, int(v * 32767))) for v in samples))
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(data.tobytes())


# -- everything -----------------------------------------------------------------------------
def generate(root: Path) -> list[Path]:
    pygame.init()
    images, sounds = root / "images", root / "sounds"
    images.mkdir(parents=True, exist_ok=True)
    sounds.mkdir(parents=True, exist_ok=True)
    font = pygame.font.Font(None, 72)
    small = pygame.font.Font(None, 40)
    made: dict[str, pygame.Surface] = {
        **{f"land_{k}": land(k) for k in range(4)},
        "village": village(False),
        "village_green": village(True),
        "sea": sea(),
        "coast": coast(),
        "temple": pieces.plinth(),
        "oracle_roof": pieces.pointer(),
        "oracle_temple": pieces.tholos(),
        "icon": window_icon(),
        **table.images(),  # the table's parchment, meander, rosette, deck
    }
    for palette, colours in PIECE_COLOURS.items():
        COLOURS.update(colours)  # the piece painters read COLOURS
        tag = "" if palette == "classic" else f"{palette}_"
        for colour, (fill, dark) in colours.items():
            made[f"city_{tag}{colour}"] = pieces.city(colour, fill, dark)
            made[f"road_straight_{tag}{colour}"] = pieces.road(colour, fill, dark, False)
            made[f"road_curved_{tag}{colour}"] = pieces.road(colour, fill, dark, True)
            for state, name in (
                ("active", "market"),
                ("inactive", "market_idle"),
                ("sold", "market_sold"),
            ):
                made[f"{name}_{tag}{colour}"] = pieces.market_piece(colour, fill, dark, state)
        for cid in CARDS:  # the turn-order tokens and the border in this palette's colours
            made[f"card_{tag}{cid}"] = card(cid, font, small)
    COLOURS.update(PIECE_COLOURS["classic"])
    written = []
    for name, surf in sorted(made.items()):
        path = images / f"{name}.png"
        pygame.image.save(surf, str(path))
        written.append(path)
    written.append(paint_standard_map(images))
    written.append(paint_title(images))
    for name, make in sorted(SOUNDS.items()):
        path = sounds / f"{name}.wav"
        write_wav(path, make())
        written.append(path)
    written += music.generate(sounds)  # the loops: music_menu, music_board, sea (.ogg)
    return written


def paint_standard_map(images: Path) -> Path:
    """The painted standard board (tools/art/terrain.py), as a JPEG: a painting, no alpha."""
    from mg.engine import Board
    from tools.art.terrain import paint  # numpy, at tool time only

    path = images / "map_standard.jpg"
    pygame.image.save(paint(Board.standard()), str(path))
    return path


def paint_title(images: Path) -> Path:
    """The menu's painting, a harbour at dusk (tools/art/title.py), as a JPEG; the title's
    words are set by the game over it, in the display face."""
    from tools.art.title import paint  # numpy, at tool time only

    path = images / "title_harbour.jpg"
    pygame.image.save(paint(), str(path))
    return path


def main(argv: list[str]) -> int:
    root = Path(argv[0]) if argv else Path(__file__).resolve().parents[1] / "assets"
    for path in generate(root):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
