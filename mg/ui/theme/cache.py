"""pygame-gui themes made once and shared: loading a theme is most of the cost of a new
screen's manager, and managers sharing one also share its cache of drawn button shapes."""

from __future__ import annotations

import json
import warnings
from typing import Any

import i18n  # type: ignore[import-untyped]
import pygame_gui
from pygame_gui.core.interfaces import IUIAppearanceThemeInterface
from pygame_gui.core.resource_loaders import IResourceLoader
from pygame_gui.core.utility import FontResource, ImageResource, SurfaceResource

from mg.sprites.paint.bounded_cache import BoundedCache

Resource = FontResource | ImageResource | SurfaceResource
THEMES_KEPT = 3  # a theme holds up to 12 MB of drawn shapes and its fonts: keep the
#                  window's own and the last two sizes it had, not one per size ever seen


class ImmediateLoader(IResourceLoader):
    """Loads each resource when it is added, in the caller's thread: a manager sharing a
    loaded theme has nothing to load, and the default loader starts five threads for it."""

    def add_resource(self, resource: Resource) -> None:
        error = resource.load()
        if error is not None:  # as pygame-gui's own loaders do: say so and go on
            warnings.warn(str(error), stacklevel=2)

    def start(self) -> None:
        """Nothing waits: everything was loaded as it was added."""

    def update(self) -> tuple[bool, float]:
        return True, 1.0

    def started(self) -> bool:
        return True


class SharedThemeManager(pygame_gui.UIManager):
    """A UIManager that takes a theme already loaded instead of loading its own."""

    def __init__(
        self, size: tuple[int, int], data: dict[str, Any], theme: IUIAppearanceThemeInterface | None
    ) -> None:
        self.given_theme = theme  # read by create_new_theme, which __init__ calls
        loader = None if theme is None else ImmediateLoader()
        super().__init__(size, data if theme is None else None, resource_loader=loader)
        # every manager adds pygame-gui's translations folder to python-i18n's search path
        # again; keep one of each, or a missed lookup searches one more folder per screen
        i18n.load_path[:] = list(dict.fromkeys(i18n.load_path))

    def create_new_theme(self, theme_path: Any = None) -> Any:
        """The given theme, or a new one loaded from `theme_path`."""
        if self.given_theme is not None:
            return self.given_theme
        return super().create_new_theme(theme_path)


class UIThemes:
    """The themes loaded lately, one per look (the theme's data: sizes follow the window);
    a theme no longer kept here lives on only while a screen still uses it."""

    def __init__(self) -> None:
        self.themes: BoundedCache[str, IUIAppearanceThemeInterface] = BoundedCache(THEMES_KEPT)

    def loaded(self, data: dict[str, Any]) -> IUIAppearanceThemeInterface | None:
        """The theme of `data` if it is kept loaded."""
        return self.themes.get(json.dumps(data, sort_keys=True))

    def manager(self, size: tuple[int, int], data: dict[str, Any]) -> pygame_gui.UIManager:
        """A new manager for a window of `size` with the theme `data`."""
        key = json.dumps(data, sort_keys=True)
        manager = SharedThemeManager(size, data, self.themes.get(key))
        if key not in self.themes:
            self.themes.put(key, manager.get_theme())
        return manager
