"""Pointing at the board without a mouse, for every board scene: the keyboard's cursor
(`board_cursor.py`), fingers (`touch.py`, with the tools beside a tapped space,
`touch_tools.py`), a wheel's notches and a trackpad's scrolls (`scroll.py`). Each ends where
the mouse does: a space hovered (the ghost, the tooltip) and, to place, the scene's
`clicked`. What may go where is the scene's question to the engine (`key_targets`)."""

from __future__ import annotations

import math
from typing import Protocol

import pygame

from mg.engine import Game
from mg.scenes.board.board_cursor import ARROW_KEYS, BoardCursor, follow
from mg.scenes.board.board_pane import BoardPane
from mg.scenes.board.camera_input import ctrl_held
from mg.scenes.board.scroll import Scroll
from mg.scenes.board.touch import (
    FINGER_EVENTS,
    Drag,
    Gesture,
    Hold,
    Pinch,
    Tap,
    TouchInput,
    finger_point,
    synthesized,
)
from mg.scenes.board.touch_tools import draw_touch_tools, touch_tool_rects
from mg.scenes.context import Context
from mg.sprites.board_view import BoardView
from mg.sprites.camera import ZOOMS
from mg.sprites.layout import Space
from mg.sprites.paint import palette as pal

TOOLTIP_REST = 0.4  # seconds the mouse rests on a space before its tooltip shows
PLACE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
CURSOR_RING = (255, 255, 255)  # the keyboard cursor: white, edged in ink, on any ground
MOUSE_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)


class PointingHost(Protocol):
    """What pointing uses of its board scene."""

    ctx: Context
    pane: BoardPane
    board_cursor: bool
    mouse: tuple[int, int]
    hover: Space | None
    rest: float

    @property
    def game(self) -> Game: ...

    @property
    def view(self) -> BoardView: ...

    @property
    def panel_rect(self) -> pygame.Rect: ...

    def space_point(self, space: Space) -> tuple[int, int]: ...

    def space_at(self, pos: tuple[int, int]) -> Space | None: ...

    def clicked(self, space: Space, button: int) -> bool: ...

    def hovered(self) -> None: ...

    def board_moved(self) -> None: ...

    def key_targets(self) -> list[Space]: ...

    def touch_tools(self) -> tuple[str, ...]: ...

    def touch_tool(self, key: str) -> None: ...

    def wheel_turn(self, steps: int) -> None: ...

    def speak_hover(self) -> None: ...


class Pointing:
    """The keyboard's cursor, the fingers and the scrolls of one board scene."""

    def __init__(self, host: PointingHost) -> None:
        self.host = host
        self.cursor = BoardCursor()  # where the keyboard points on the board
        self.keys_in_panel = False  # F6: Tab walks the panel's buttons instead of the board
        self.scrolls = Scroll()  # a wheel's notches and a trackpad's small scrolls
        self.touch = TouchInput()  # fingers on the board
        self.touched: Space | None = None  # where a tap showed the ghost: a second places

    def handle(self, event: pygame.event.Event) -> bool:
        """True when `event` was the keyboard's on the board, a finger's (or a mouse event
        SDL made from one on the board: never handled twice), or a scroll."""
        if event.type == pygame.KEYDOWN:
            return self.key(event)
        if event.type == pygame.MOUSEWHEEL:
            return self.wheel(event)
        return self.touch_event(event)

    def held(self) -> Space | None:
        """The space a finger or the keyboard points at, if either does."""
        return self.touched or (self.cursor.space if self.cursor.active else None)

    def mouse_moved(self) -> None:
        """The mouse points again: the cursor and a tap's ghost give way."""
        self.cursor.active = False
        self.touched = None

    def update(self, dt: float) -> None:
        for gesture in self.touch.update(dt):
            self.gesture(gesture)

    # -- the keyboard ---------------------------------------------------------------------
    def key(self, event: pygame.event.Event) -> bool:
        """F6 between board and panel, the arrows hex by hex, Tab / Shift+Tab to the
        targets the engine gives, Enter or Space places at the cursor."""
        host, cursor = self.host, self.cursor
        if event.key == pygame.K_F6:
            self.keys_in_panel = not self.keys_in_panel
            return True
        if not host.board_cursor or self.keys_in_panel:
            return False
        held = event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_SHIFT)
        shift_tab = event.key == pygame.K_TAB and held == event.mod & pygame.KMOD_SHIFT
        if held and not shift_tab:
            return False  # (Shift+arrows still pan the zoomed board)
        if event.key in ARROW_KEYS:
            start = host.hover or cursor.space or self.middle_space()
            target = cursor.moved(event.key, host.game.board.index, start)
        elif event.key == pygame.K_TAB:
            target = cursor.jumped(host.key_targets(), bool(event.mod & pygame.KMOD_SHIFT))
        elif event.key in PLACE_KEYS and cursor.active and cursor.space is not None:
            return host.clicked(cursor.space, 1)
        else:
            return False
        if target is not None:
            self.point_at(target)
        return True

    def point_at(self, space: Space) -> None:
        """The keyboard's cursor on `space`: the view follows it, and it is hovered as by
        the mouse (the ghost, the tooltip at once)."""
        host = self.host
        self.cursor.space, self.cursor.active, self.touched = space, True, None
        if follow(host.view, space):
            host.pane.board_moved()
        host.mouse = host.space_point(space)
        host.hover, host.rest = space, TOOLTIP_REST
        host.hovered()
        host.speak_hover()

    def middle_space(self) -> Space:
        """The space of the board nearest the middle of the view (where the cursor starts)."""
        view = self.host.view
        left, top, w, h = view.camera.viewport
        x, y = left + w / 2, top + h / 2

        def distance(space: Space) -> float:
            px, py = view.layout.to_pixel(space)
            return (px - x) ** 2 + (py - y) ** 2

        return min(self.host.game.board.index, key=distance)

    # -- the wheel and trackpads ----------------------------------------------------------
    def wheel(self, event: pygame.event.Event) -> bool:
        """A wheel's notch or a trackpad's scroll: Ctrl zooms about the pointer, a
        trackpad's scroll pans a zoomed board, a deliberate one turns (`wheel_turn`)."""
        host = self.host
        view = host.view
        pannable = view.camera.zoom != ZOOMS[0]
        scrolled = self.scrolls.read(event, ctrl_held(), host.ctx.scale, pannable)
        moved = False
        if scrolled.zoom:
            inside = pygame.Rect(view.camera.viewport).collidepoint(host.mouse)
            moved = view.zoom(scrolled.zoom, host.mouse if inside else None)
        if scrolled.pan != (0.0, 0.0):
            moved = view.pan(*scrolled.pan) or moved
        if moved:
            host.board_moved()
        if scrolled.turn:
            host.wheel_turn(scrolled.turn)
        return True

    # -- touch ----------------------------------------------------------------------------
    def on_board(self, pos: tuple[float, float]) -> bool:
        """Whether `pos` is on the board's view (not the panel, nor the status line)."""
        viewport = pygame.Rect(self.host.view.camera.viewport)
        return not self.host.panel_rect.collidepoint(pos) and viewport.collidepoint(pos)

    def touch_event(self, event: pygame.event.Event) -> bool:
        """Fingers on the board; the mouse events SDL makes from them on the board are
        dropped (on the panel they press its buttons, and the finger is left alone)."""
        if event.type in FINGER_EVENTS:
            at = finger_point(event, self.host.ctx.size)
            if event.type == pygame.FINGERDOWN and not self.on_board(at):
                return False
            for gesture in self.touch.handle(event, self.host.ctx.size, self.host.ctx.scale):
                self.gesture(gesture)
            return True
        return event.type in MOUSE_EVENTS and synthesized(event) and self.on_board(event.pos)

    def gesture(self, gesture: Gesture) -> None:
        """A tap shows the ghost (a second on the same space places; one on a touch tool
        uses it), a drag pans, a pinch zooms, a long press shows the tooltip."""
        host = self.host
        if isinstance(gesture, Tap):
            self.tapped((round(gesture.at[0]), round(gesture.at[1])))
        elif isinstance(gesture, Drag):
            if host.view.pan(*gesture.by):
                host.board_moved()
        elif isinstance(gesture, Pinch):
            if host.view.zoom(gesture.steps, gesture.at):
                host.board_moved()
        elif isinstance(gesture, Hold):
            space = host.space_at((round(gesture.at[0]), round(gesture.at[1])))
            if space is not None:
                self.point_by_touch(space, TOOLTIP_REST)

    def tapped(self, pos: tuple[int, int]) -> None:
        tool = next((k for k, r in self.tool_rects() if r.collidepoint(pos)), None)
        if tool is not None:
            self.host.touch_tool(tool)
            return
        space = self.host.space_at(pos)
        if space is None:
            self.touched = None
        elif space == self.touched:
            self.touched = None
            self.host.clicked(space, 1)
        else:
            self.point_by_touch(space, -math.inf)  # the ghost; the tooltip waits for a press

    def point_by_touch(self, space: Space, rest: float) -> None:
        """A finger chose `space`: it is hovered (the ghost shows; the tooltip once the
        rest reaches TOOLTIP_REST)."""
        host = self.host
        self.touched, self.cursor.active = space, False
        host.mouse = host.space_point(space)
        host.hover, host.rest = space, rest
        host.hovered()

    def tool_rects(self) -> list[tuple[str, pygame.Rect]]:
        if self.touched is None:
            return []
        return touch_tool_rects(self.host, self.touched, self.host.touch_tools())

    # -- drawing --------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """The tools beside a tapped space, and the keyboard's cursor while it points: a
        white ring edged in ink."""
        host = self.host
        draw_touch_tools(surface, host.ctx, self.tool_rects())
        space = self.cursor.space
        if not self.cursor.active or space is None:
            return
        width = max(3, host.ctx.px(5))
        host.view.outline(surface, space, pal.INK, width + 4)
        host.view.outline(surface, space, CURSOR_RING, width)
