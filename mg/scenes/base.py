"""Scenes and the scene stack (menu → setup → play → scoring, with overlays on top)."""

from __future__ import annotations

import contextlib
from collections.abc import Iterable
from typing import TYPE_CHECKING

import pygame
from pygame_gui.elements import UITextEntryLine

if TYPE_CHECKING:
    from mg.scenes.context import Context
    from mg.scenes.navigator import Navigator
    from mg.ui.faults import Fault


class Ahead:
    """Work spread over frames, one step a frame while its scene is on top (no
    long frame when switching scenes): what the next scene's first frame would otherwise
    make all at once (a button's shapes, a picture, kept in the caches the scenes share),
    or what a new scene shows only later. A step left undone costs nothing but the time
    the scene that needs it then takes to make it itself."""

    def __init__(self, steps: Iterable[None] = ()) -> None:
        self._steps = iter(steps)
        self.done = 0  # steps taken (tests count work, not time)
        self.finished = False
        self._asked = False  # the first frame asking is the scene's own first: it waits

    def step(self) -> None:
        """Take the next step, if any is left (none in the first frame asked: the one that
        built the scene, which has work enough)."""
        if not self._asked:
            self._asked = True
            return
        if self.finished:
            return
        if next(self._steps, StopIteration) is StopIteration:
            self.finished = True
        else:
            self.done += 1


class Scene:
    """One screen of the game. `draw` must not change any state."""

    opaque = True  # hides the scenes under it
    name = "scene"
    # What the App asks of the top scene (capabilities, declared here with their defaults):
    shows_help = False  # it is the rules help: F1 / "?" do not open another over it
    last_resort = False  # it is the error screen: if it fails too, the game quits
    soundscape = ""  # the music it plays ("menu", "board": mg/ui/audio.py); "" = as below

    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx
        self.stack: SceneStack | None = None
        self.ahead = Ahead()  # work spread over frames: e.g. the next scene's (set by the flow)

    @property
    def nav(self) -> Navigator:
        """Where this scene can send the player (set up by the app's flow)."""
        assert self.ctx.nav is not None, "no navigator: mg.scenes.flow.Flow sets ctx.nav"
        return self.ctx.nav

    def enter(self) -> None:
        """Pushed, or uncovered by the scene above leaving."""

    def covered(self) -> None:
        """Another scene was pushed over this one (a pause menu, a dialog): it stays on the
        stack, is drawn under that scene when it shows through, and comes back (`enter`)."""

    def closed(self) -> None:
        """Popped, replaced or reset away: it is never shown again (what it started stops)."""

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size: lay everything out again."""

    def handle_event(self, event: pygame.event.Event) -> bool:
        """True when the event was consumed."""
        return False

    def update(self, dt: float) -> None:
        """Advance animations by dt seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the scene; never changes state."""

    def typing(self) -> bool:
        """Whether a text field of this scene has the keyboard (M then types an 'm')."""
        return False

    def busy(self) -> bool:
        """Whether something moves on its own, so frames must keep coming without input
        (the default, for scenes that animate); an idle scene is drawn only on a change."""
        return True

    def look(self) -> object:
        """A cheap value that changes whenever the scene would look different for a reason
        other than input (e.g. the game changed under it); a new value redraws it."""
        return None

    def ambient(self) -> list[pygame.Rect]:
        """Small areas that move by themselves while the screen is otherwise still (a flag
        in the wind): the app redraws only them, a few times a second; [] when none."""
        return []


def ui_look(ui: object) -> tuple[bool, ...]:
    """What a pygame-gui manager shows by itself: the blinking cursor of a focused text
    field (the idle loop looks round often enough to catch each blink)."""
    focused: set[object] = getattr(ui, "get_focus_set", lambda: set())() or set()
    return tuple(
        bool(getattr(element, "cursor_on", False))
        for element in focused
        if isinstance(element, UITextEntryLine)
    )


class SceneStack:
    """push / pop / replace; the top scene gets the input, the visible ones are drawn."""

    def __init__(self) -> None:
        self.scenes: list[Scene] = []
        self.fault: Fault | None = None  # MG_DEBUG_FAULT (tests of the crash guard)

    def _trip(self, scene: Scene, method: str) -> None:
        if self.fault is not None:
            self.fault.trip(scene.name, method)

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes[-1].covered()
        self._enter(scene)

    def pop(self) -> Scene:
        scene = self.scenes.pop()
        scene.closed()
        if self.scenes:
            self._trip(self.scenes[-1], "enter")
            self.scenes[-1].enter()
        return scene

    def replace(self, scene: Scene) -> None:
        """Put `scene` in place of the top scene."""
        if self.scenes:
            self.scenes.pop().closed()
        self._enter(scene)

    def _enter(self, scene: Scene) -> None:
        """`scene` goes on top and is entered."""
        self._trip(scene, "enter")
        scene.stack = self
        self.scenes.append(scene)
        scene.enter()

    def reset(self, scene: Scene) -> None:
        """Leave every scene and start again from `scene` (e.g. back to the menu)."""
        while self.scenes:
            self.scenes.pop().closed()
        self.push(scene)

    def _visible(self) -> list[Scene]:
        first = 0
        for i, scene in enumerate(self.scenes):
            if scene.opaque:
                first = i
        return self.scenes[first:]

    def handle_event(self, event: pygame.event.Event) -> bool:
        top = self.top
        if top is None:
            return False
        self._trip(top, "handle_event")
        return top.handle_event(event)

    def update(self, dt: float) -> None:
        for scene in list(self._visible()):
            self._trip(scene, "update")
            scene.update(dt)
        top = self.top
        if top is not None:  # a step of the work ahead for the next scene, once a frame
            top.ahead.step()

    def draw(self, surface: pygame.Surface) -> None:
        for scene in self._visible():
            self._trip(scene, "draw")
            scene.draw(surface)

    def clear(self) -> None:
        """Drop every scene, even ones whose closed() fails (after a crash)."""
        while self.scenes:
            with contextlib.suppress(Exception):  # a broken scene must not stop recovery
                self.scenes.pop().closed()

    def resize(self, size: tuple[int, int]) -> None:
        for scene in self.scenes:
            scene.resize(size)

    def busy(self) -> bool:
        """Whether a visible scene needs frames without input."""
        return any(scene.busy() for scene in self._visible())

    def soundscape(self) -> str:
        """The music the topmost scene that has one asks for ("" when none does)."""
        return next((s.soundscape for s in reversed(self.scenes) if s.soundscape), "")

    def look(self) -> tuple[object, ...]:
        """What the screen shows, cheaply: a change means it must be drawn again."""
        return tuple((id(scene), scene.look()) for scene in self.scenes)
