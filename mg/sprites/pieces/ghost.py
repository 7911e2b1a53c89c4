"""The ghost: a road tile not placed yet — under the mouse, or a hint's or a lesson step's —
see-through so it never looks placed, and plainly in red where the engine refuses it."""

from __future__ import annotations

import pygame

from mg.sprites.layout import Layout, Space
from mg.sprites.pieces.images import Ends, PieceImages
from mg.sprites.pieces.layers import GHOST


class GhostRoad(pygame.sprite.Sprite):
    """`colour`'s road tile with `ends` on `space`, not placed; `legal`: whether the engine
    would take it there."""

    def __init__(
        self,
        images: PieceImages,
        layout: Layout,
        space: Space,
        ends: Ends,
        colour: str,
        legal: bool,
    ) -> None:
        super().__init__()
        self.layer = GHOST
        self.space, self.ends, self.colour, self.legal = space, ends, colour, legal
        image = images.ghost_road(colour, ends, layout.size, legal)
        self.image = image
        self.rect = image.get_rect(center=layout.to_pixel(space))
