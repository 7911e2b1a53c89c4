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

Resource = FontResource | ImageResource | SurfaceResource


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

    def __init__(self, size: tuple[int, int], data: dict[str, Any],
                 theme: IUIAppearanceThemeInterface | None) -> None:
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
    """The themes loaded so far, one per look (the theme's data: sizes follow the window)."""

    def __init__(self) -> None:
        self.themes: dict[str, IUIAppearanceThemeInterface] = {}

    def manager(self, size: tuple[int, int], data: dict[str, Any]) -> pygame_gui.UIManager:
        """A new manager for a window of `size` with the theme `data`."""
        key = json.dumps(data, sort_keys=True)
        manager = SharedThemeManager(size, data, self.themes.get(key))
        self.themes.setdefault(key, manager.get_theme())
        return manager
