"""Real Apps for the scene tests, sharing the renderings of their test process: the images,
the map, the widget themes, the words and the sounds an App renders are made once, not once
an App (the driver fixture and every test that starts an App of its own — "the next launch",
another window size — use these)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager

import pygame
import pytest

from mg.app.loop import App, FrameHook
from mg.dev.driver import Driver
from mg.scenes.context import Renderings
from mg.scenes.menu.scene import MenuScene
from mg.ui.options import Options


class Kept:
    """The renderings the scene tests of this process share. Made again when pygame's font
    module went down since (a test that quit pygame, or ran App.run, which closes it): a
    theme's fonts die with it, as the sentinel's does."""

    renderings: Renderings | None = None
    sentinel: pygame.font.Font | None = None

    @classmethod
    def get(cls, fresh: bool = False) -> Renderings:
        pygame.font.init()
        try:
            alive = cls.sentinel is not None and cls.sentinel.size("x") is not None
        except pygame.error:  # the font module was quit since the sentinel was made
            alive = False
        if fresh or not alive or cls.renderings is None:
            cls.renderings, cls.sentinel = Renderings(), pygame.font.Font(None, 12)
        return cls.renderings


def marked(request: pytest.FixtureRequest, name: str) -> bool:
    """Whether the test `request` is for carries marker `name`."""
    return request.node.get_closest_marker(name) is not None


def shared_app(options: Options, hooks: Sequence[FrameHook] = (), fresh: bool = False) -> App:
    """A real App with this process's renderings (not yet showing a scene); `fresh`: made
    anew first, for a test that counts rendering work (and for the tests after it)."""
    return App(options, hooks, renderings=Kept.get(fresh))


def menu_driver(
    options: Options, guarded: bool = False, every_frame: bool = False, fresh: bool = False
) -> Driver:
    """A real App at its main menu with this process's renderings, driven; close it with
    `close` (or let the next launch's `relaunch` do it)."""
    app = shared_app(options, fresh=fresh)
    app.stack.push(MenuScene(app.ctx))
    return Driver(app, guarded=guarded, every_frame=every_frame)


def close(driver: Driver) -> None:
    """The end of a driven App: its bot worker and window closed, its sounds stopped; the
    fonts stay up for the next App in this process (as the driver fixture ends)."""
    driver.close(keep_fonts=True)


def relaunch(driver: Driver, options: Options | None = None) -> Driver:
    """The game closed and started again (what is on disk is what the new App finds):
    `driver`'s App closed, a new one at the main menu."""
    close(driver)
    return menu_driver(options or Options(windowed=(1280, 720)))


@contextmanager
def at_the_menu(
    options: Options, guarded: bool = False, every_frame: bool = False, fresh: bool = False
) -> Iterator[Driver]:
    """`menu_driver`, closed afterwards."""
    driver = menu_driver(options, guarded=guarded, every_frame=every_frame, fresh=fresh)
    try:
        yield driver
    finally:
        close(driver)


def next_launch(options: Options | None = None) -> Driver:
    """The game started again, as after closing it (or a crash): a new App at the main menu,
    which finds what is on disk (the last App is not used again)."""
    return menu_driver(options or Options(windowed=(1280, 720)))
