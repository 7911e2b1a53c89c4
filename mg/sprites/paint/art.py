"""The generated images (assets/images, made by tools/make_assets.py), loaded once and then
scaled and rotated once per hex size, so every frame only blits cached surfaces. The Context
owns the one `Art` of a running game."""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from importlib.resources.abc import Traversable

import pygame

from mg.sprites.paint.bounded_cache import BoundedCache, surface_bytes
from mg.sprites.paint.package_data import assets

logger = logging.getLogger(__name__)

ASSETS = assets()  # package data: the same from a checkout, a wheel or a standalone build
SOURCE_RADIUS = 128  # the hex radius the images are drawn at
# Scaled images kept (the least recently used go first), so that resizing the window again
# and again does not keep a copy of every image at every size the window ever had. A late
# game's board at 1920x1080, zoomed through every step, needs ~300 (17 MB), one frame far
# fewer; a picture such as the title takes 1-6 MB.
SIZED_ENTRIES, SIZED_BYTES = 1500, 32 << 20
# Large pictures (the painted map) decoded once a process, by file: every Art of a process
# shares them (they are never drawn on), so a second window or a test's does not decode again.
_DECODED: dict[str, pygame.Surface] = {}


class Art:
    """Images by name; None where a file is missing or broken (the caller draws instead)."""

    def __init__(self, root: Traversable = ASSETS) -> None:
        self.root = root
        self._raw: dict[str, pygame.Surface | None] = {}
        self.sized: BoundedCache[tuple[object, ...], pygame.Surface | None] = BoundedCache(
            SIZED_ENTRIES, SIZED_BYTES, surface_bytes
        )
        self._composed: dict[str, tuple[object, pygame.Surface]] = {}
        self.warned = False
        self._loading: dict[str, threading.Thread] = {}
        self._loaded: dict[str, pygame.Surface | Exception] = {}

    def preload(self, name: str, suffix: str) -> None:
        """Start decoding a large picture (the painted map) off the main thread, so that
        the first board shown does not wait for it; `raw` then takes it as it is (a picture
        without transparency is blitted as it is)."""
        path = self.root / "images" / f"{name}.{suffix}"
        if name in self._raw or name in self._loading:
            return
        if str(path) in _DECODED:
            self._raw[name] = _DECODED[str(path)]
            return

        def load() -> None:
            try:
                with path.open("rb") as file:
                    self._loaded[name] = _DECODED[str(path)] = pygame.image.load(file, path.name)
            except (pygame.error, OSError) as exc:
                self._loaded[name] = exc

        self._loading[name] = threading.Thread(target=load, name=f"load-{name}", daemon=True)
        self._loading[name].start()

    def raw(self, name: str, suffix: str = "png") -> pygame.Surface | None:
        if name not in self._raw:
            path = self.root / "images" / f"{name}.{suffix}"
            try:
                if name in self._loading:
                    self._loading.pop(name).join()
                    loaded = self._loaded.pop(name)
                    if isinstance(loaded, Exception):
                        raise loaded
                    self._raw[name] = loaded
                    return loaded
                if str(path) in _DECODED:
                    self._raw[name] = _DECODED[str(path)]
                    return self._raw[name]
                with path.open("rb") as file:
                    image = pygame.image.load(file, path.name)
                if suffix == "jpg":
                    _DECODED[str(path)] = image
                screen = pygame.display.get_surface()
                self._raw[name] = image if not screen or suffix == "jpg" else image.convert_alpha()
            except (pygame.error, FileNotFoundError, OSError) as exc:
                if not self.warned:
                    logger.warning("image %s unavailable (%s); drawing plainly", path.name, exc)
                    self.warned = True
                self._raw[name] = None
        return self._raw[name]

    def _cached(
        self, key: tuple[object, ...], make: Callable[[], pygame.Surface | None]
    ) -> pygame.Surface | None:
        return self.sized.get_or_make(key, make)

    def hex(self, name: str, size: float, turn: int = 0) -> pygame.Surface | None:
        """A hex-canvas image for hexes of radius `size`, turned by `turn` × 60°."""
        key = ("hex", name, round(size * 4), turn % 6)

        def make() -> pygame.Surface | None:
            image = self.raw(name)
            if image is None:
                return None
            if turn % 6:
                image = pygame.transform.rotate(image, 60 * (turn % 6))
            f = size / SOURCE_RADIUS
            return pygame.transform.smoothscale(
                image, (max(1, round(image.get_width() * f)), max(1, round(image.get_height() * f)))
            )

        return self._cached(key, make)

    def roof(
        self, angle_deg: float, size: float, tint: tuple[int, int, int] | None = None
    ) -> pygame.Surface | None:
        """The oracle's arrow roof pointing at `angle_deg` (screen degrees, 5° steps),
        tinted with the controller's colour."""
        step = round(-angle_deg / 5) % 72
        key = ("roof", round(size * 4), step, tint)

        def make() -> pygame.Surface | None:
            image = self.raw("oracle_roof")
            if image is None:
                return None
            if tint is not None:
                image = image.copy()
                image.fill((*tint, 255), special_flags=pygame.BLEND_RGBA_MULT)
            turned = pygame.transform.rotate(image, step * 5)
            f = size / SOURCE_RADIUS
            return pygame.transform.smoothscale(
                turned,
                (max(1, round(turned.get_width() * f)), max(1, round(turned.get_height() * f))),
            )

        return self._cached(key, make)

    def composed(
        self, name: str, key: object, make: Callable[[], pygame.Surface]
    ) -> pygame.Surface:
        """A picture composed from the art (the menu's backdrop) by `make`, kept for the
        latest `key` only: it follows the window's size, and a resize makes the old one
        useless (250 sizes must not fill a cache with 250 copies)."""
        held = self._composed.get(name)
        if held is None or held[0] != key:
            held = (key, make())
            self._composed[name] = held
        return held[1]

    def scaled(self, name: str, width: int, height: int | None = None) -> pygame.Surface | None:
        """An image scaled to `width` (keeping its proportions unless `height` is given)."""
        key = ("scaled", name, width, height)

        def make() -> pygame.Surface | None:
            image = self.raw(name)
            if image is None:
                return None
            h = height or max(1, round(image.get_height() * width / image.get_width()))
            return pygame.transform.smoothscale(image, (max(1, width), h))

        return self._cached(key, make)
