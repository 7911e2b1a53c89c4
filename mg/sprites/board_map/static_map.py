"""The map without pieces (the painted ground, the hex grid, the villages, the frame, the
cartouche and the compass), rendered once per board, layout and zoom, and the cache that
keeps it for every scene of one game window.

A map is rendered in horizontal bands (`MapJob`): all at once when nothing can stand in for
it, or a band a frame after a zoom, while the board shows the last map scaled, so that no
frame waits for a whole large map."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from mg.engine import Board
from mg.sprites.board_map import terrain
from mg.sprites.board_map.lettering import Label, Lettering, Rect
from mg.sprites.layout import Layout, Space
from mg.sprites.paint import palette as pal
from mg.sprites.paint.art import Art
from mg.text.i18n import t

BAND_PIXELS = 360_000  # pixels of map rendered in one step (one frame's share)


def shade(colour: pal.Colour, amount: int) -> pal.Colour:
    """`colour` made lighter (amount > 0) or darker."""
    r, g, b = colour
    return (
        max(0, min(255, r + amount)),
        max(0, min(255, g + amount)),
        max(0, min(255, b + amount)),
    )


class MapJob:
    """One map being rendered band by band into `surface`."""

    def __init__(
        self,
        board: Board,
        layout: Layout,
        size: tuple[int, int],
        art: Art,
        lettering: Lettering,
        frame: int = 0,
    ) -> None:
        screen = pygame.display.get_surface()
        self.surface = pygame.Surface(size, 0, screen) if screen else pygame.Surface(size)
        self.board, self.layout, self.art, self.lettering = board, layout, art, lettering
        self.frame = frame  # the frame's band in pixels (0: no frame)
        self.painting = terrain.painting(board, art)
        w, h = size
        rows = max(16, BAND_PIXELS // max(1, w))
        self.bands = [pygame.Rect(0, y, w, min(rows, h - y)) for y in range(0, h, rows)]
        self.steps = 0  # bands rendered so far
        self.ornaments = map_ornaments(
            board, layout, size, frame, lettering, self.painting is not None
        )
        self._boxes = [(s, terrain.hex_box(layout, s)) for s in board.spaces]

    @property
    def done(self) -> bool:
        return self.steps >= len(self.bands)

    def step(self) -> bool:
        """Render the next band; True once the whole map is rendered."""
        if not self.done:
            self._band(self.bands[self.steps])
            self.steps += 1
        return self.done

    def finish(self) -> pygame.Surface:
        while not self.step():
            pass
        return self.surface

    def _band(self, band: pygame.Rect) -> None:
        surf, layout, art = self.surface, self.layout, self.art
        clip = surf.get_clip()
        surf.set_clip(band)
        here: list[Space] = [s for s, box in self._boxes if box.colliderect(band)]
        if self.painting is not None:
            terrain.draw_painting(surf, self.board, layout, self.painting, band)
            terrain.draw_grid(surf, layout, [s for s in here if self.board.terrain(s) == "land"])
            for space in here:
                kind = self.board.terrain(space)
                if kind != "land":
                    terrain.draw_village(surf, layout, space, kind == "green", art)
        else:
            terrain.draw_tiles_sea(surf, layout, art, band)
            for space in here:
                terrain.draw_plain_space(surf, layout, space, self.board.terrain(space), art)
        self._ornaments(band)
        surf.set_clip(clip)

    def _ornaments(self, band: pygame.Rect) -> None:
        surf = self.surface
        if not self.frame:
            return
        terrain.draw_frame(surf, self.frame, band)
        box = self.ornaments.get("cartouche")
        if box is not None and band.colliderect(box):
            terrain.draw_cartouche(surf, box, t("map.title"), self.lettering)
        box = self.ornaments.get("compass")
        if box is not None and band.colliderect(box):
            terrain.draw_compass(surf, box, t("map.north"), self.lettering)
        for key, box in self.ornaments.items():
            if key.startswith("map.") and band.colliderect(box):
                terrain.draw_region_name(surf, key, box, self.layout, self.lettering)


class MapCache:
    """The last static map rendered: a window shows one layout at a time, so one is kept,
    with the one being rendered band by band (if any); and the villages' names placed on
    the last few maps, for every scene that shows one (a new scene's board, the same map
    and cities, finds its names placed: placing them takes longer than a frame)."""

    LABELS_KEPT = 16  # placements kept: a few zooms of the board as the cities stand

    def __init__(self) -> None:
        self.key: object = None
        self.labels: dict[object, list[Label]] = {}  # oldest first
        self.surface: pygame.Surface | None = None
        self.renders = 0  # how many maps were rendered (the cache's misses)
        self.job: MapJob | None = None
        self.job_key: object = None
        self.lettering = Lettering()  # the map's lettering, shared like the map

    def prepare(self, art: Art) -> None:
        """Start loading the painted map in the background (called when the game starts)."""
        art.preload(terrain.PAINTING, "jpg")

    def get(self, key: object, render: Callable[[], MapJob]) -> pygame.Surface:
        """The map for `key`, rendered by `render`'s job (at once) only when the key changed."""
        if self.surface is None or key != self.key:
            job = self.job if self.job is not None and self.job_key == key else render()
            self._store(key, job.finish())
        assert self.surface is not None
        return self.surface

    def ready(self, key: object) -> bool:
        return self.surface is not None and key == self.key

    def advance(self, key: object, render: Callable[[], MapJob]) -> bool:
        """One band of the map for `key` (its job started by `render` if need be); True
        once it is whole."""
        if self.ready(key):
            return True
        if self.job is None or self.job_key != key:
            self.job, self.job_key = render(), key  # a step of its own (a large surface)
            return False
        if self.job.step():
            self._store(key, self.job.surface)
            return True
        return False

    def placed(self, key: object, place: Callable[[], list[Label]]) -> list[Label]:
        """The names placed for `key` (placed by `place` when no scene placed them lately)."""
        labels = self.labels.pop(key, None)
        if labels is None:
            labels = place()
            while len(self.labels) >= self.LABELS_KEPT:
                del self.labels[next(iter(self.labels))]
        self.labels[key] = labels  # the newest last
        return labels

    def _store(self, key: object, surface: pygame.Surface) -> None:
        self.surface, self.key = surface, key
        self.job, self.job_key = None, None
        self.renders += 1


def render_map(
    board: Board,
    layout: Layout,
    size: tuple[int, int],
    art: Art,
    lettering: Lettering | None = None,
    frame: int = 0,
) -> pygame.Surface:
    """The whole map at `layout`, on a surface of `size`, at once."""
    return MapJob(board, layout, size, art, lettering or Lettering(), frame).finish()


def map_ornaments(
    board: Board,
    layout: Layout,
    size: tuple[int, int],
    frame: int,
    lettering: Lettering,
    painted: bool,
) -> dict[str, Rect]:
    """The boxes of the cartouche, the compass and (on a painted map) the seas' and lands'
    names on a map of `size` framed by `frame` pixels (none without a frame)."""
    if not frame:
        return {}
    w, h = size
    inner = (frame, frame, w - 2 * frame, h - 2 * frame)
    boxes = terrain.ornament_boxes(inner, layout, board.spaces)
    if painted:
        boxes.update(
            terrain.region_names(inner, layout, board.spaces, lettering, list(boxes.values()))
        )
    return boxes
