"""The board on screen: the static map drawn once, the pieces redrawn only when the game
changes, highlights and the ghost tile drawn every frame."""

from __future__ import annotations

import math
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
from mg.sprites.markets import MARKET_SIZE, SOLD_LENGTH, draw_market, market_offset
from mg.sprites.paint import palette as pal
from mg.sprites.plain_pieces import draw_city, draw_oracle, draw_road
from mg.text.i18n import language

Point = tuple[float, float]
#: How far from an oracle's centre its controller's emblem goes, in hex sizes, and how large:
#: upright on the pointer's head (tools/art/pieces.py's pointer), in the direction it points.
POINTER_EMBLEM, POINTER_EMBLEM_SIZE = 0.6, 0.12
UNCLAIMED = (150, 150, 162)  # the roof of an oracle that favours no city


class BoardView:
    """Draws a game's board into a rectangle of the window."""

    def __init__(
        self, board: Board, rect: tuple[int, int, int, int], window: tuple[int, int], look: Look
    ) -> None:
        self.board = board
        self.look = look
        self.palette, self.art = look.palette, look.art
        self.rect = rect
        self.window = window
        viewport = (0, 0, 2 * rect[0] + rect[2], 2 * rect[1] + rect[3])  # beside the panel
        self.camera = Camera(Layout.fit(board.spaces, rect), list(board.spaces), viewport)
        self.layout = self.camera.screen_layout()  # on screen; pixel_to_hex goes through it
        self._pieces: pygame.Surface | None = None
        self._pieces_key: object = None
        self._labels: tuple[object, list[Label]] | None = None
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
        return (self.static_key(), self.window, cities)

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
                self._draw_pieces(pygame.Surface((1, 1)), game, frozenset())
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
            _, _, w, h = self.camera.map_rect()
            layout, frame = self.camera.map_layout(), self.frame_width()
            board = self.board
            names = [(board.spaces[i], n) for i, n in sorted(board.names.items())]
            places = [board.spaces[i] for i in board.villages]
            places += [s for s in (game.cities() if game is not None else {}) if s not in places]
            painted = painting(board, self.art) is not None
            avoid = list(
                map_ornaments(
                    board, layout, (w, h), frame, self.look.maps.lettering, painted
                ).values()
            )
            inner = (frame + 2, frame + 2, w - 2 * frame - 4, h - 2 * frame - 4)
            labels = place_labels(
                names, layout, self.look.maps.lettering.measure, inner, places, avoid
            )
            self._labels = (key, labels)
        return self._labels[1]

    def name_boxes(self, game: Game | None = None) -> list[pygame.Rect]:
        """Where the villages' names are on screen now (what a mark over the board should
        leave readable)."""
        mx, my = self.camera.map_position()
        return [pygame.Rect(label.rect).move(mx, my) for label in self.labels(game)]

    # -- the pieces ---------------------------------------------------------------------
    def pieces(
        self, game: Game, key: object, hidden: frozenset[tuple[object, ...]] = frozenset()
    ) -> pygame.Surface:
        """The map with every piece on it (but `hidden` ones, which are being animated);
        redrawn only when `key` or `hidden` change."""
        full_key = (key, hidden, self.static_key(), self.palette.name)
        if self._pieces is None or full_key != self._pieces_key:
            surf = self.static().copy()
            with self._on_map():
                self._draw_pieces(surf, game, hidden)
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
        hidden: frozenset[tuple[object, ...]] = frozenset(),
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

    def _draw_pieces(
        self, surf: pygame.Surface, game: Game, hidden: frozenset[tuple[object, ...]]
    ) -> None:
        cities = game.cities()
        for space in sorted(cities, key=lambda s: (s[1], s[0])):  # back to front: tiles
            if ("city", space) not in hidden:  # nearer the bottom overlap
                self.draw_city(surf, space, cities[space])
        for space, (colour, ends) in game.roads().items():
            if ("road", space) not in hidden:
                self.draw_road(surf, space, ends, colour)
        for place in game.places():
            self._draw_markets(surf, game, place, hidden)

    def draw_city(
        self, surf: pygame.Surface, space: Space, colour: str, scale: float = 1.0
    ) -> None:
        image = self.art.hex(self.palette.art_name("city", colour), self.layout.size * scale)
        if image is not None:
            surf.blit(image, image.get_rect(center=self.layout.to_pixel(space)))
            return
        draw_city(surf, self.layout, space, colour, self.palette, scale)

    def draw_road(
        self, surf: pygame.Surface, space: Space, ends: tuple[int, int], colour: str
    ) -> None:
        image = self.art.road(self.palette, colour, ends, self.layout.size)
        if image is not None:
            surf.blit(image, image.get_rect(center=self.layout.to_pixel(space)))
        else:
            draw_road(surf, self.layout, space, ends, colour, self.palette)

    def _warm_oracle(self) -> None:
        """An oracle's images at this zoom, as a newly placed one shows (favouring no city):
        oracles placed while others still drop in are first drawn still on the next scene."""
        s = self.layout.size
        self.art.hex("temple", s), self.art.hex("oracle_temple", s)
        self.art.roof(-90.0, s, UNCLAIMED)

    def draw_oracles(
        self,
        surf: pygame.Surface,
        game: Game,
        angles: dict[Space, float] | None = None,
        glow: dict[Space, float] | None = None,
    ) -> None:
        halos = []
        for oracle in game.oracles():
            lit = (glow or {}).get(oracle, 0.0)
            self.draw_oracle(surf, game, oracle, (angles or {}).get(oracle), lit)
            if lit > 0:
                (cx, cy), s = self.layout.to_pixel(oracle), self.layout.size
                halos.append(
                    pygame.Rect(round(cx - s * 1.5), round(cy - s * 1.5), *(round(s * 3),) * 2)
                )
        if halos:
            self._names_over(surf, game, halos)

    def _names_over(self, surf: pygame.Surface, game: Game, areas: list[pygame.Rect]) -> None:
        """The names under `areas` (a glowing oracle's halo) written again over them: the
        halo lights the temple, never hides a village's name (issue 23)."""
        lettering = self.look.maps.lettering
        for label, box in zip(self.labels(game), self.name_boxes(game), strict=True):
            if box.collidelist(areas) >= 0:
                surf.blit(lettering.name(label.text, label.px), box.topleft)

    def draw_oracle(
        self,
        surf: pygame.Surface,
        game: Game,
        oracle: Space,
        angle: float | None = None,
        glow: float = 0.0,
    ) -> None:
        """A round temple on a marble plinth over a pointer that points at the controlling
        city, in its colour, with the controller's emblem on its head (no pointer while
        it favours no city); `glow` (0..1) lights it up when control changes."""
        lay = self.layout
        cx, cy = lay.to_pixel(oracle)
        s = lay.size
        target = game.oracle_target(oracle)
        controller = game.oracle_controller(oracle)
        if angle is None:
            angle = self.angle_to_city(game, oracle, target) if target else -math.pi / 2
        if glow > 0:
            colour = self.palette.player[controller] if controller else pal.HIGHLIGHT
            halo = pygame.Surface((round(s * 3), round(s * 3)), pygame.SRCALPHA)
            pygame.draw.circle(
                halo, (*colour, round(150 * glow)), (s * 1.5, s * 1.5), s * (1.0 + 0.4 * glow)
            )
            surf.blit(halo, (cx - s * 1.5, cy - s * 1.5))
        tint = self.palette.player[controller] if controller else UNCLAIMED
        base, roof = self.art.hex("temple", s), self.art.roof(math.degrees(angle), s, tint)
        temple = self.art.hex("oracle_temple", s)
        if base is None or roof is None or temple is None:
            plain = self.palette.player[controller] if controller else None
            draw_oracle(surf, lay, oracle, angle, plain)
            return
        surf.blit(base, base.get_rect(center=(cx, cy)))
        if target is not None:  # the pointer, under the temple; none while it favours none
            surf.blit(roof, roof.get_rect(center=(cx, cy)))
        surf.blit(temple, temple.get_rect(center=(cx, cy)))
        if controller and target is not None:
            at = (
                cx + math.cos(angle) * POINTER_EMBLEM * s,
                cy + math.sin(angle) * POINTER_EMBLEM * s,
            )
            self.palette.draw_emblem(
                surf, controller, at, s * POINTER_EMBLEM_SIZE, fill=self.palette.dark[controller]
            )

    def angle_to_city(self, game: Game, oracle: Space, target: Space) -> float:
        """The direction from an oracle to the nearest tile of the city it points at."""
        ox, oy = self.layout.to_pixel(oracle)
        best = min(
            game.place_spaces(target), key=lambda t: math.dist((ox, oy), self.layout.to_pixel(t))
        )
        tx, ty = self.layout.to_pixel(best)
        return math.atan2(ty - oy, tx - ox)

    def market_spot(
        self, game: Game, place: Space, colour: str, among: Iterable[str] | None = None
    ) -> tuple[float, float]:
        """Where `colour`'s market stands in the place on `place`, beside the others there
        (or beside the markets of `among`, e.g. as they stood before the final scoring)."""
        cx, cy = self.layout.to_pixel(place)
        s = self.layout.size
        dx, dy = market_offset(colour, list(game.markets_at(place) if among is None else among))
        return (cx + dx * s, cy + dy * s)

    def _draw_markets(
        self, surf: pygame.Surface, game: Game, place: Space, hidden: frozenset[tuple[object, ...]]
    ) -> None:
        on_city = place in game.cities()
        for colour, how in game.markets_at(place).items():
            if ("market", place, colour) not in hidden:
                if on_city:  # a plaza under the stall: legible on its own colour (23.2)
                    self.draw_plaza(surf, self.market_spot(game, place, colour))
                self.draw_market(
                    surf,
                    colour,
                    self.market_spot(game, place, colour),
                    how == "sold",
                    active=game.market_active(colour, place),
                )

    def draw_plaza(self, surf: pygame.Surface, centre: Point) -> None:
        """A paved disc ringed in ink under a market on a city tile, so the stall never
        stands colour on colour (a yellow market on a yellow city reads in every palette)."""
        x, y = round(centre[0]), round(centre[1])
        r = max(3, round(self.layout.size * 0.44))
        pygame.draw.circle(surf, pal.INK, (x, y + max(1, r // 8)), r + 1)  # its shadow
        pygame.draw.circle(surf, pal.PAPER, (x, y), r)
        pygame.draw.circle(surf, pal.INK, (x, y), r, max(1, round(r / 9)))

    def draw_market(
        self,
        surf: pygame.Surface,
        colour: str,
        centre: Point,
        sold: bool,
        scale: float = 1.0,
        alpha: int = 255,
        tip: float | None = None,
        active: bool = True,
    ) -> None:
        """A market standing (or lying, once sold); `tip` 0..1 turns it onto its side. An
        unsold market that is not `active` (the engine says which, R32) stands greyed and
        hatched with a broken link on it."""
        lying = sold if tip is None else False
        length = SOLD_LENGTH if lying else MARKET_SIZE
        size = max(4, round(self.layout.size * length * scale))
        kind = "market_sold" if lying else "market" if active or sold else "market_idle"
        image = self.art.scaled(self.palette.art_name(kind, colour), size, size)
        if image is None:
            draw_market(
                surf,
                colour,
                centre,
                self.layout.size * 0.42 * scale,
                lying,
                self.palette,
                active=active or sold,
            )
            return
        if tip is not None:
            image = pygame.transform.rotate(image, -90 * tip)
        if alpha < 255:
            image = image.copy()
            image.set_alpha(alpha)
        surf.blit(image, image.get_rect(center=(round(centre[0]), round(centre[1]))))

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

    def ghost_road(
        self, surf: pygame.Surface, space: Space, ends: tuple[int, int], colour: str, legal: bool
    ) -> None:
        """The road tile under the mouse, see-through, so it never looks placed."""
        image = (
            self.art.road(self.palette, colour, ends, self.layout.size)
            if legal and colour
            else None
        )
        if image is not None:
            ghost = image.copy()
            ghost.set_alpha(160)
            surf.blit(ghost, ghost.get_rect(center=self.layout.to_pixel(space)))
            return
        size = self.layout.size
        box = pygame.Rect(0, 0, round(size * 2.6), round(size * 2.6))
        cx, cy = self.layout.to_pixel(space)
        box.center = (round(cx), round(cy))
        local = Layout(size, (self.layout.origin[0] - box.x, self.layout.origin[1] - box.y))
        tmp = pygame.Surface(box.size, pygame.SRCALPHA)
        draw_road(
            tmp,
            local,
            space,
            ends,
            colour,
            self.palette,
            alpha_fill=None if legal else (210, 120, 110),
        )
        tmp.set_alpha(170)
        surf.blit(tmp, box.topleft)

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
