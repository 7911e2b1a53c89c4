"""The table's furniture, drawn from the theme data: parchment for the side
panel, dialogs, banners and tooltips, a bronze meander band along their edges with rosettes
at the corners. Each piece is made once per size and palette and kept (a frame only blits
it); without the images (no assets installed) the same shapes are drawn in plain colours."""

from __future__ import annotations

import pygame

from mg.sprites.paint.art import Art
from mg.sprites.paint.bounded_cache import BoundedCache, surface_bytes
from mg.sprites.paint.table import THEME, TableColours

PIECES_KEPT, PIECES_BYTES = 48, 48 << 20  # a window's panels, boxes and bands, and the last's
Size = tuple[int, int]
PANEL_BAND = 14  # the meander down the side panel's edge, in layout units: it lies in the
#                  board's right margin (16), so nothing of the panel's layout moves
BOX_BAND = 13  # a dialog's frame


class Furniture:
    """Parchment and bronze at any size, cached; `art` holds the theme's images."""

    def __init__(self, art: Art) -> None:
        self.art = art
        self.made: BoundedCache[tuple[object, ...], pygame.Surface] = BoundedCache(
            PIECES_KEPT, PIECES_BYTES, surface_bytes
        )

    def image(self, role: str) -> pygame.Surface | None:
        """The theme's image for `role` ("paper", "border", "corner", "draw"), or None."""
        name = THEME.images.get(role)
        return None if name is None else self.art.raw(name)

    # -- pieces ---------------------------------------------------------------------------
    def paper(self, size: Size, table: TableColours) -> pygame.Surface:
        """A sheet of parchment of `size` in the palette's paper."""
        return self.made.get_or_make(("paper", size, table), lambda: self._paper(size, table))

    def box(self, size: Size, table: TableColours, band: int) -> pygame.Surface:
        """A dialog's box: parchment framed all round by the meander, rosettes at the
        corners, a dark edge outside (`band`: the frame's thickness)."""
        return self.made.get_or_make(
            ("box", size, table, band), lambda: self._box(size, table, band)
        )

    def slip(self, size: Size, table: TableColours) -> pygame.Surface:
        """A tooltip's slip of parchment: a bronze rule round it, a light one inside."""

        def make() -> pygame.Surface:
            surf = self._paper(size, table).copy()
            rect = surf.get_rect()
            pygame.draw.rect(surf, table.bronze, rect, 2)
            pygame.draw.rect(surf, table.bronze_light, rect.inflate(-4, -4), 1)
            return surf

        return self.made.get_or_make(("slip", size, table), make)

    def band(
        self, length: int, thickness: int, table: TableColours, vertical: bool = False
    ) -> pygame.Surface:
        """The meander repeated along `length` px, `thickness` px across."""
        key = ("band", length, thickness, table, vertical)
        return self.made.get_or_make(key, lambda: self._band(length, thickness, table, vertical))

    # -- making them ----------------------------------------------------------------------
    def _paper(self, size: Size, table: TableColours) -> pygame.Surface:
        surf = pygame.Surface(size)
        surf.fill(table.paper)
        tile = self.image("paper")
        if tile is None:
            return surf
        if table.paper != THEME.table("classic").paper:  # the texture is the classic paper's:
            #                                               on another, only a faint grain
            tile = tile.copy()
            tile.set_alpha(110)
        for x in range(0, size[0], tile.get_width()):
            for y in range(0, size[1], tile.get_height()):
                surf.blit(tile, (x, y))
        return surf

    def _band(
        self, length: int, thickness: int, table: TableColours, vertical: bool
    ) -> pygame.Surface:
        surf = pygame.Surface((length, thickness), pygame.SRCALPHA)
        unit = self.image("border")
        if unit is None:  # plain: a bronze rule with light and dark edges
            surf.fill((*table.bronze, 255))
            pygame.draw.line(surf, table.bronze_light, (0, 0), (length, 0))
            pygame.draw.line(surf, table.ink, (0, thickness - 1), (length, thickness - 1))
        else:
            w = max(1, round(unit.get_width() * thickness / unit.get_height()))
            piece = self.art.scaled(THEME.images["border"], w, thickness)
            if piece is not None:
                for x in range(0, length, w):
                    surf.blit(piece, (x, 0))
        band = pygame.transform.rotate(surf, -90) if vertical else surf
        if unit is not None and pygame.display.get_surface() is not None:
            band = band.convert()  # the meander fills its band: opaque, quick to blit
        return band

    def _box(self, size: Size, table: TableColours, band: int) -> pygame.Surface:
        w, h = size
        surf = pygame.Surface(size, pygame.SRCALPHA)
        surf.blit(self._paper(size, table), (0, 0))
        inset = max(2, band // 3)  # a margin of paper outside the band
        inner_w, inner_h = w - 2 * inset, h - 2 * inset
        surf.blit(self.band(inner_w, band, table), (inset, inset))
        surf.blit(
            pygame.transform.rotate(self.band(inner_w, band, table), 180), (inset, h - inset - band)
        )
        surf.blit(self.band(inner_h, band, table, vertical=True), (inset, inset))
        right = pygame.transform.rotate(self.band(inner_h, band, table, vertical=True), 180)
        surf.blit(right, (w - inset - band, inset))
        corner = self.image("corner")
        name = THEME.images.get("corner")
        rosette = None if corner is None or name is None else self.art.scaled(name, band, band)
        for x, y in ((inset, inset), (w - inset - band, inset), (inset, h - inset - band),
                     (w - inset - band, h - inset - band)):  # fmt: skip
            if rosette is not None:
                surf.blit(rosette, (x, y))
            else:
                pygame.draw.rect(surf, table.bronze, (x, y, band, band))
        pygame.draw.rect(surf, table.ink, surf.get_rect(), max(1, band // 8))
        return surf
