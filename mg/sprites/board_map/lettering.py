"""The map's lettering: where each village's name is written (a pure function, so a test can
check the placement as data), and the names drawn in a map hand with a light halo.

A name goes beside its village, never over a village hex (where the places' pieces stand:
cities, markets, oracles), never over another name or an ornament, and inside the board's
rectangle, with a clear space between two names (one over another must not read as a
two-line name); the first of a few spots around the village that is free wins, the most
crowded villages choosing first; where none is free the name is tried a size smaller."""

from __future__ import annotations

import io
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from importlib.resources import files

import pygame

from mg.sprites.layout import SQRT3, Layout, Space
from mg.sprites.paint.fonts import display_covers, display_face, face_path

Rect = tuple[int, int, int, int]  # x, y, w, h
Measure = Callable[[str, int], tuple[int, int]]  # text, pixel size -> (w, h)

INK = (52, 36, 22)
SEA_INK, LAND_INK = (226, 236, 242), (104, 80, 54)
HALO = (246, 236, 206)
#: Where a name's box may stand around its village, as (dx, dy) in hex sizes between the
#: village's centre and the nearest side of the box (0 along an axis: centred on it).
SPOTS: tuple[tuple[float, float], ...] = (
    (0.0, 1.0),
    (0.0, -1.0),
    (0.9, 0.0),
    (-0.9, 0.0),
    (0.55, 0.75),
    (-0.55, 0.75),
    (0.55, -0.75),
    (-0.55, -0.75),
    (0.0, 1.5),
    (0.0, -1.5),
)

NAME_GAP = 0.45  # the clear space kept between two names, in the placed name's pixel size


@dataclass(frozen=True)
class Label:
    """A name written on the map: its box (pixels of the surface it is drawn on), its words,
    the village it names and its pixel size."""

    rect: Rect
    text: str
    space: Space
    px: int


def label_px(hex_size: float) -> int:
    """The lettering's size for hexes of `hex_size`: legible at any zoom (never under 11)."""
    return max(11, min(30, round(hex_size * 0.46)))


def piece_box(layout: Layout, space: Space) -> Rect:
    """The box a place's pieces may cover on `space`: its whole hex."""
    x, y = layout.to_pixel(space)
    hw, hh = layout.size * SQRT3 / 2, layout.size
    return (round(x - hw), round(y - hh), round(2 * hw), round(2 * hh))


def overlaps(a: Rect, b: Rect) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def inside(a: Rect, bounds: Rect) -> bool:
    return (
        a[0] >= bounds[0]
        and a[1] >= bounds[1]
        and a[0] + a[2] <= bounds[0] + bounds[2]
        and a[1] + a[3] <= bounds[1] + bounds[3]
    )


def _box_at(
    cx: float, cy: float, spot: tuple[float, float], size: float, wh: tuple[int, int]
) -> Rect:
    dx, dy = spot
    w, h = wh
    x = cx - w / 2 if dx == 0 else cx + dx * size if dx > 0 else cx + dx * size - w
    y = cy - h / 2 if dy == 0 else cy + dy * size if dy > 0 else cy + dy * size - h
    return (round(x), round(y), w, h)


def place_labels(
    names: Sequence[tuple[Space, str]],
    layout: Layout,
    measure: Measure,
    bounds: Rect,
    places: Sequence[Space],
    avoid: Sequence[Rect] = (),
    grow: float = 1.0,
) -> list[Label]:
    """Where to write each of `names` (a village's space and name) on a map drawn with
    `layout`: inside `bounds`, off the hexes of `places` (every village: where pieces stand),
    off the `avoid` boxes (ornaments) and off each other. A name that fits nowhere, even
    smaller, is left out (the tooltip still names it). `grow` (Settings → Text size) makes
    every name that much larger first (a name without room for that is written smaller,
    down to the sizes it has without it)."""
    blocked = [piece_box(layout, p) for p in places] + list(avoid)
    normal = label_px(layout.size)
    base = round(normal * grow)  # then smaller, down to the normal sizes: never left out for it
    tries = (base, round(base * 0.88), round(base * 0.78), normal, round(normal * 0.88))
    sizes = sorted({s for s in (*tries, round(normal * 0.78)) if 11 <= s <= base}, reverse=True)

    def crowding(item: tuple[Space, str]) -> float:
        x, y = layout.to_pixel(item[0])
        return -sum(
            1
            for p in places
            if p != item[0]
            and abs(layout.to_pixel(p)[0] - x) < layout.size * 4.5
            and abs(layout.to_pixel(p)[1] - y) < layout.size * 2.6
        )

    placed: list[Label] = []
    centres = {p: layout.to_pixel(p) for p in places}

    def nearest_is(space: Space, box: Rect) -> bool:
        """Whether the box's centre is nearer `space` than any other place: a name between
        two villages must not seem to belong to the other one."""
        bx, by = box[0] + box[2] / 2, box[1] + box[3] / 2
        own = layout.to_pixel(space)
        mine = (bx - own[0]) ** 2 + (by - own[1]) ** 2
        return all(
            (bx - c[0]) ** 2 + (by - c[1]) ** 2 > 2 * mine for p, c in centres.items() if p != space
        )

    def apart(label: Label) -> Rect:
        """A placed name's box with the clear space kept round it: two names side by side
        or one over the other read as two (not as one two-line name)."""
        x, y, w, h = label.rect
        m = round(label.px * NAME_GAP)
        return (x - m, y - m, w + 2 * m, h + 2 * m)

    for space, text in sorted(names, key=lambda it: (crowding(it), it[0][1], it[0][0])):
        cx, cy = layout.to_pixel(space)
        found = None
        for strict in (True, False):
            for px in sizes:
                wh = measure(text, px)
                for spot in SPOTS:
                    box = _box_at(cx, cy, spot, layout.size, wh)
                    if (
                        inside(box, bounds)
                        and not any(overlaps(box, b) for b in blocked)
                        and not any(overlaps(box, apart(lab)) for lab in placed)
                        and (not strict or nearest_is(space, box))
                    ):
                        found = Label(box, text, space, px)
                        break
                if found is not None:
                    break
            if found is not None:
                break
        if found is not None:
            placed.append(found)
    return sorted(placed, key=lambda lab: (lab.space[1], lab.space[0]))


# -- drawing --------------------------------------------------------------------------------
def italic_path() -> str | None:
    """Noto Sans Italic as pygame-gui ships it (the seas' names), or None."""
    path = files("pygame_gui.data") / "NotoSans-Italic.ttf"
    return str(path) if path.is_file() else None


class Lettering:
    """The map hand (Noto Sans bold, pygame's own face if it is missing), its measures and
    rendered names with their halo, cached."""

    def __init__(self) -> None:
        self._fonts: dict[int, pygame.font.Font] = {}
        self._names: dict[tuple[str, int, tuple[int, int, int]], pygame.Surface] = {}

    def font(self, px: int, italic: bool = False) -> pygame.font.Font:
        key = -px if italic else px
        if key not in self._fonts:
            path = italic_path() if italic else face_path(True)
            try:
                font = pygame.font.Font(path, px) if path else pygame.font.Font(None, px * 4 // 3)
            except (OSError, pygame.error):
                font = pygame.font.Font(None, px * 4 // 3)
            font.italic = italic and path is None
            self._fonts[key] = font
            if len(self._fonts) > 40:
                self._fonts.pop(next(iter(self._fonts)))
        return self._fonts[key]

    def title_font(self, px: int, text: str) -> pygame.font.Font:
        """The map's title face (the cartouche): the display face, Cinzel, as the menu's
        title, where it has every letter of `text`; else the map hand."""
        key = 1000 + px
        if key not in self._fonts and display_covers(text):
            try:
                data = io.BytesIO(display_face(True).read_bytes())
                self._fonts[key] = pygame.font.Font(data, px)
            except (OSError, pygame.error):
                pass
        return self._fonts.get(key) or self.font(px)

    def measure(self, text: str, px: int) -> tuple[int, int]:
        """The box of `text` at `px` as drawn, halo included."""
        return self.name(text, px).get_size()

    def name(self, text: str, px: int, ink: tuple[int, int, int] = INK) -> pygame.Surface:
        key = (text, px, ink)
        if key not in self._names:
            if len(self._names) > 400:
                self._names.clear()
            self._names[key] = halo_text(self.font(px), text, ink, HALO)
        return self._names[key]

    def region(self, text: str, px: int, water: bool) -> pygame.Surface:
        """A sea's name (italic, in blue ink, letter-spaced) or a land's (in brown capitals)."""
        key = (f"{'~' if water else '^'}{text}", px, SEA_INK if water else LAND_INK)
        if key not in self._names:
            words = " ".join(text.upper()) if not water else text
            font = self.font(px, italic=water)
            ink = SEA_INK if water else LAND_INK
            halo = (30, 62, 100) if water else (226, 214, 180)
            self._names[key] = halo_text(font, words, ink, halo, 1)
        return self._names[key]

    def draw(self, surf: pygame.Surface, labels: Sequence[Label]) -> None:
        for lab in labels:
            image = self.name(lab.text, lab.px)
            surf.blit(image, (lab.rect[0], lab.rect[1]))


def halo_text(
    font: pygame.font.Font,
    text: str,
    ink: tuple[int, int, int],
    halo: tuple[int, int, int],
    width: int = 2,
) -> pygame.Surface:
    """`text` in `ink` ringed by a `halo`, on a transparent surface cropped to what is drawn."""
    face = font.render(text, True, ink)
    ring = font.render(text, True, halo)
    w, h = face.get_width() + 2 * width, face.get_height() + 2 * width
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    steps = 8 if width > 1 else 4
    for k in range(steps):
        a = 2 * math.pi * k / steps
        out.blit(ring, (width + round(width * math.cos(a)), width + round(width * math.sin(a))))
    out.blit(face, (width, width))
    return out.subsurface(out.get_bounding_rect()).copy()
