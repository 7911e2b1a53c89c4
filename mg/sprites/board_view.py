"""The board on screen: the static map drawn once, the still pieces (sprites in their layers,
`pieces/tiles.py`) drawn into a cached layer by their group only when the game changes, and
the highlights and the ghost tile drawn every frame over it."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from contextlib import contextmanager

import pygame

from mg.engine import Board, Game
from mg.sprites.board_map.lettering import Label, place_labels
from mg.sprites.board_map.static_map import MapJob, map_ornaments
from mg.sprites.board_map.terrain import draw_painting, frame_width, painting
from mg.sprites.camera import Camera
from mg.sprites.layout import Layout, Space
from mg.sprites.look import Look
from mg.sprites.paint import palette as pal
from mg.sprites.pieces.ghost import GhostRoad
from mg.sprites.pieces.images import Ends, PieceImages
from mg.sprites.pieces.markets import Point, market_spot
from mg.sprites.pieces.oracles import UNCLAIMED
from mg.sprites.pieces.tiles import Key, Piece, market_picture, still_pieces
from mg.text.i18n import language


class BoardView:
    """Draws a game's board into a rectangle of the window."""

    def __init__(
        self, board: Board, rect: tuple[int, int, int, int], window: tuple[int, int], look: Look
    ) -> None:
        self.board = board
        self.look = look
        self.palette, self.art = look.palette, look.art
        self.images = PieceImages(look.palette, look.art)  # every piece's picture, one way
        self.rect = rect
        self.window = window
        viewport = (0, 0, 2 * rect[0] + rect[2], 2 * rect[1] + rect[3])  # beside the panel
        self.camera = Camera(Layout.fit(board.spaces, rect), list(board.spaces), viewport)
        self.layout = self.camera.screen_layout()  # on screen; pixel_to_hex goes through it
        self._pieces: pygame.Surface | None = None
        self.still: pygame.sprite.LayeredUpdates[Piece] = pygame.sprite.LayeredUpdates()
        self._pieces_key: object = None
        self._labels: tuple[object, list[Label]] | None = None
        self._ornaments: tuple[object, list[pygame.Rect]] | None = None  # on the map surface
        # the last board shown whole (the pieces layer and the map layout it was drawn with):
        # scaled, it stands in while a new zoom's map is rendered band by band
        self._shown: tuple[pygame.Surface, Layout] | None = None
        self._standing_in = False  # whether the last frame drawn showed it
        self._advanced = False  # whether `advance` ran since the last draw
        self._warm: object = None  # the map key the pieces' images were last scaled for

    # -- zoom and pan -------------------------------------------------------------------
    def zoom(self, steps: int, at: tuple[float, float] | None = None) -> bool:
        """Zoom in (or out) by notches about a screen point; True when it changed."""
        return self._moved(self.camera.zoom_step(steps, at))

    def pan(self, dx: float, dy: float) -> bool:
        return self._moved(self.camera.pan_by(dx, dy))

    def reset_zoom(self) -> bool:
        return self._moved(self.camera.reset())

    def _moved(self, changed: bool) -> bool:
        if changed:
            self.layout = self.camera.screen_layout()
        return changed

    @contextmanager
    def _on_map(self) -> Iterator[None]:
        """Draw in the map surface's own coordinates (for the cached layers)."""
        screen, self.layout = self.layout, self.camera.map_layout()
        try:
            yield
        finally:
            self.layout = screen

    # -- the static map -----------------------------------------------------------------
    def static_key(self) -> object:
        return (self.board.signature(), self.rect, self.window, self.camera.zoom, language())

    def static(self) -> pygame.Surface:
        """The map without pieces at the current zoom: drawn once per board, layout and
        zoom (never when panning), shared by every scene through the look's cache."""
        return self.look.maps.get(self.static_key(), self._map_job)

    def rendering(self) -> bool:
        """Whether the map of this zoom is still being rendered band by band (or its names
        placed), the last board standing in for it."""
        return self._standing_in

    def _labels_key(self, game: Game | None) -> object:
        cities = frozenset(game.cities()) if game is not None else frozenset()
        return (self.static_key(), self.window, cities, self.look.names)

    def _labels_ready(self, game: Game | None = None) -> bool:
        return self._labels is not None and self._labels[0] == self._labels_key(game)

    def prepare(self, game: Game | None) -> bool:
        """One step of readying the current zoom (a band of the map, or the names, or the
        pieces' images of `game`); True when it is ready, False when the last board must
        stand in this frame. Without a game: the map and names of an empty board, ahead
        of the scene that shows it (it shares the map through the look's cache)."""
        maps, key = self.look.maps, self.static_key()
        if not maps.ready(key):
            maps.advance(key, self._map_job)
            return False
        if not self._labels_ready(game):
            self.labels(game)
            return False
        if game is None:
            return True
        if self._warm != key:  # the pieces' images scaled to this zoom, drawn nowhere yet
            with self._on_map():
                still_pieces(game, self.layout, self.images).empty()  # (a group let go
                # holding its sprites is a reference cycle: garbage the collector must find)
                self._warm_oracle()
            self._warm = key
            return False
        return True

    def frame_width(self) -> int:
        return frame_width(self.camera.base)

    def _map_job(self) -> MapJob:
        _, _, w, h = self.camera.map_rect()
        return MapJob(
            self.board,
            self.camera.map_layout(),
            (w, h),
            self.art,
            self.look.maps.lettering,
            self.frame_width(),
        )

    # -- the names on the map -----------------------------------------------------------
    def labels(self, game: Game | None = None) -> list[Label]:
        """Where the villages' names are written on the map surface at this zoom, off the
        villages and off the cities of `game` (whose tiles may cover land)."""
        key = self._labels_key(game)
        if self._labels is None or self._labels[0] != key:
            self._labels = (key, self.look.maps.placed(key, lambda: self._place_labels(game)))
        return self._labels[1]

    def _place_labels(self, game: Game | None) -> list[Label]:
        _, _, w, h = self.camera.map_rect()
        layout, frame = self.camera.map_layout(), self.frame_width()
        board = self.board
        names = [(board.spaces[i], n) for i, n in sorted(board.names.items())]
        places = [board.spaces[i] for i in board.villages]
        places += [s for s in (game.cities() if game is not None else {}) if s not in places]
        painted = painting(board, self.art) is not None
        avoid = list(
            map_ornaments(board, layout, (w, h), frame, self.look.maps.lettering, painted).values()
        )
        inner = (frame + 2, frame + 2, w - 2 * frame - 4, h - 2 * frame - 4)
        return place_labels(
            names,
            layout,
            self.look.maps.lettering.measure,
            inner,
            places,
            avoid,
            grow=self.look.names,
        )

    def name_boxes(self, game: Game | None = None) -> list[pygame.Rect]:
        """Where the villages' names are on screen now (what a mark over the board should
        leave readable)."""
        mx, my = self.camera.map_position()
        return [pygame.Rect(label.rect).move(mx, my) for label in self.labels(game)]

    def ornament_boxes(self) -> list[pygame.Rect]:
        """Where the map's own writing stands on screen now: its title's scroll, the
        compass and (on a painted map) the names of seas and lands."""
        key = self.static_key()
        if self._ornaments is None or self._ornaments[0] != key:
            _, _, w, h = self.camera.map_rect()
            boxes = map_ornaments(
                self.board,
                self.camera.map_layout(),
                (w, h),
                self.frame_width(),
                self.look.maps.lettering,
                painting(self.board, self.art) is not None,
            )
            self._ornaments = (key, [pygame.Rect(box) for box in boxes.values()])
        mx, my = self.camera.map_position()
        return [box.move(mx, my) for box in self._ornaments[1]]

    def names_over(self, surface: pygame.Surface, game: Game) -> None:
        """The villages' names written again over what the scene drew on the board (the
        legal spaces' outlines, the refused marks), so no mark cuts a name; not while a
        new zoom stands in, scaled."""
        if self._standing_in:
            return
        clip = surface.get_clip()
        surface.set_clip(pygame.Rect(self.camera.viewport).clip(clip))
        mx, my = self.camera.map_position()
        lettering = self.look.maps.lettering
        for label in self.labels(game):
            surface.blit(
                lettering.name(label.text, label.px), (label.rect[0] + mx, label.rect[1] + my)
            )
        surface.set_clip(clip)

    # -- the pieces ---------------------------------------------------------------------
    def pieces(
        self, game: Game, key: object, hidden: frozenset[Key] = frozenset()
    ) -> pygame.Surface:
        """The map with every still piece on it (but `hidden` ones, which are being
        animated), drawn by their group (`still`); redrawn only when `key` or `hidden`
        change."""
        full_key = (key, hidden, self.static_key(), self.palette.name)
        if self._pieces is None or full_key != self._pieces_key:
            surf = self.static().copy()
            with self._on_map():
                self.still.empty()  # (no cycle left behind, as above)
                self.still = still_pieces(game, self.layout, self.images, hidden)
            self.still.draw(surf)
            self.look.maps.lettering.draw(surf, self.labels(game))
            self._pieces, self._pieces_key = surf, full_key
            self._shown = (surf, self.camera.map_layout())
        return self._pieces

    def advance(self, game: Game | None) -> None:
        """A frame's step of readying the board (a band of a new zoom's map, its names, the
        pieces' images), from the scene's update; a draw no update came before takes the
        step itself. So the map is made a band a frame, whether or not each frame is drawn
        (the test driver draws only the frames it looks at)."""
        if self._shown is None and not self.look.maps.ready(self.static_key()):
            self._shown = self._quick_map()
        self._standing_in = self._shown is not None and not self.prepare(game)
        self._advanced = True

    def draw(
        self,
        surface: pygame.Surface,
        game: Game,
        key: object,
        hidden: frozenset[Key] = frozenset(),
    ) -> None:
        """Blit the board with its pieces where the camera has it, inside the viewport;
        while a new zoom's map is rendered (a band a frame), the last board scaled."""
        clip = surface.get_clip()
        surface.set_clip(pygame.Rect(self.camera.viewport).clip(clip))
        if not self._advanced:
            self.advance(game)
        self._advanced = False
        if self._shown is not None and self._standing_in:
            self._draw_stand_in(surface, *self._shown)
        else:
            surface.blit(self.pieces(game, key, hidden), self.camera.map_position())
        surface.set_clip(clip)

    def _quick_map(self) -> tuple[pygame.Surface, Layout] | None:
        """The painting alone, roughly scaled: what the board shows for the few frames its
        first map takes (None without a painting: that map is rendered at once)."""
        image = painting(self.board, self.art)
        if image is None:
            return None
        _, _, w, h = self.camera.map_rect()
        layout = self.camera.map_layout()
        quick = pygame.Surface((w, h))
        draw_painting(quick, self.board, layout, image, quick.get_rect(), fast=True)
        return quick, layout

    def _draw_stand_in(
        self, surface: pygame.Surface, old: pygame.Surface, old_layout: Layout
    ) -> None:
        """The last board shown, scaled to the current zoom over the viewport (fast, rough)."""
        new = self.layout
        f = old_layout.size / new.size
        if abs(f - 1) < 1e-9:
            ox, oy = old_layout.origin
            surface.blit(old, (round(new.origin[0] - ox), round(new.origin[1] - oy)))
            return
        vx, vy, vw, vh = self.camera.viewport
        sx = old_layout.origin[0] + (vx - new.origin[0]) * f
        sy = old_layout.origin[1] + (vy - new.origin[1]) * f
        src = pygame.Rect(round(sx), round(sy), max(1, round(vw * f)), max(1, round(vh * f)))
        part = src.clip(old.get_rect())
        if part.w < 1 or part.h < 1:
            return
        dest = (round(vx + (part.x - sx) / f), round(vy + (part.y - sy) / f))
        size = (max(1, round(part.w / f)), max(1, round(part.h / f)))
        surface.blit(pygame.transform.scale(old.subsurface(part), size), dest)

    def _warm_oracle(self) -> None:
        """An oracle's images at this zoom, as a newly placed one shows (favouring no city):
        oracles placed while others still drop in are first drawn still on the next scene."""
        s = self.layout.size
        if self.images.oracle_art(s) is not None:
            self.images.roof(-90.0, s, UNCLAIMED)

    def market_spot(
        self, game: Game, place: Space, colour: str, among: Iterable[str] | None = None
    ) -> Point:
        """Where `colour`'s market stands in the place on `place` on screen, beside the
        others there (or beside the markets of `among`)."""
        return market_spot(self.layout, game, place, colour, among)

    def draw_market(
        self,
        surf: pygame.Surface,
        colour: str,
        centre: Point,
        sold: bool,
        scale: float = 1.0,
        alpha: int = 255,
        active: bool = True,
    ) -> None:
        """A market at `centre`, as a market piece looks (`market_picture`): standing, or
        lying once sold; scaled and faded as the final scoring moves it."""
        image, rect = market_picture(
            self.images, self.layout.size, colour, centre, sold, active, scale, alpha=alpha
        )
        surf.blit(image, rect)

    # -- per-frame overlays -------------------------------------------------------------
    def outline(
        self,
        surf: pygame.Surface,
        space: Space,
        colour: pal.Colour,
        width: int = 3,
        scale: float = 0.9,
    ) -> None:
        pygame.draw.polygon(surf, colour, self.layout.corners(space, scale), width)

    def refused(self, surf: pygame.Surface, space: Space) -> None:
        """A space where the piece in hand is refused: a red ring and a cross inked over
        it — marks, never a tint (a tint would turn a yellow city orange)."""
        s = self.layout.size
        width = max(2, round(s * 0.09))
        pygame.draw.polygon(surf, pal.INK, self.layout.corners(space, 0.86), width + 2)
        pygame.draw.polygon(surf, pal.ILLEGAL, self.layout.corners(space, 0.86), width)
        x, y = self.layout.to_pixel(space)
        arm = s * 0.3
        for dx, dy in ((arm, arm), (arm, -arm)):
            a, b = (x - dx, y - dy), (x + dx, y + dy)
            pygame.draw.line(surf, pal.INK, a, b, width + 3)
            pygame.draw.line(surf, pal.ILLEGAL, a, b, width + 1)

    def ghost_road(
        self, surf: pygame.Surface, space: Space, ends: Ends, colour: str, legal: bool
    ) -> None:
        """A road tile not placed on `space` (a hint's, a lesson step's): its ghost."""
        ghost = GhostRoad(self.images, self.layout, space, ends, colour, legal)
        shown = pygame.sprite.GroupSingle(ghost)
        shown.draw(surf)
        shown.empty()  # (no cycle left behind: this is drawn every frame)

    def fill_alpha(
        self, surf: pygame.Surface, space: Space, colour: pal.Colour, alpha: int
    ) -> None:
        corners = self.layout.corners(space, 0.95)
        xs = [p[0] for p in corners]
        ys = [p[1] for p in corners]
        box = pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)
        tmp = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.polygon(tmp, (*colour, alpha), [(x - box.x, y - box.y) for x, y in corners])
        surf.blit(tmp, box.topleft)
