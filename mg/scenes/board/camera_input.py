"""The board's zoom and pan controls, shared by every board scene.

Zoom: + and − (about the middle); 0 or Home shows the whole board again. Pan: drag with the
middle button, or with the left button while Space is held (a plain left click still places
a piece), or the arrow keys (Shift+arrows where the arrows move the board's cursor). The
wheel and a trackpad's scrolls are the board scene's (mg/scenes/board/scroll.py)."""

from __future__ import annotations

import pygame

from mg.sprites.board_view import BoardView

ZOOM_IN = (pygame.K_EQUALS, pygame.K_PLUS, pygame.K_KP_PLUS)
ZOOM_OUT = (pygame.K_MINUS, pygame.K_KP_MINUS)
RESET = (pygame.K_0, pygame.K_KP_0, pygame.K_HOME)
ARROWS = {
    pygame.K_LEFT: (1, 0),
    pygame.K_RIGHT: (-1, 0),
    pygame.K_UP: (0, 1),
    pygame.K_DOWN: (0, -1),
}


def ctrl_held() -> bool:
    return bool(pygame.key.get_mods() & pygame.KMOD_CTRL)


class CameraControls:
    """Turns input events into zoom and pan of a BoardView."""

    def __init__(self) -> None:
        self.dragging: tuple[int, int] | None = None  # the last mouse position of a drag
        self.space_held = False

    def handle(
        self, event: pygame.event.Event, view: BoardView, mouse: tuple[int, int]
    ) -> tuple[bool, bool]:
        """(consumed, moved): whether the event was a camera control, and whether the
        board moved on screen; `mouse` is where the pointer last was."""
        if event.type in (pygame.KEYDOWN, pygame.KEYUP):
            return self._key(event, view)
        return self._drag(event, view)  # (the wheel: the board scene's, mg/scenes/board/scroll.py)

    def _key(self, event: pygame.event.Event, view: BoardView) -> tuple[bool, bool]:
        if event.key == pygame.K_SPACE:
            self.space_held = event.type == pygame.KEYDOWN
            return True, False
        if event.type == pygame.KEYUP or event.mod & pygame.KMOD_CTRL:
            return False, False
        if event.key in ZOOM_IN or event.key in ZOOM_OUT:
            return True, view.zoom(1 if event.key in ZOOM_IN else -1)
        if event.key in RESET:
            return True, view.reset_zoom()
        if event.key in ARROWS:
            dx, dy = ARROWS[event.key]
            step = view.camera.viewport[3] // 8
            return True, view.pan(dx * step, dy * step)
        return False, False

    def _drag(self, event: pygame.event.Event, view: BoardView) -> tuple[bool, bool]:
        if (
            event.type == pygame.MOUSEBUTTONDOWN
            and self._inside(view, event.pos)
            and (event.button == 2 or (event.button == 1 and self.space_held))
        ):
            self.dragging = event.pos
            return True, False
        if self.dragging is None:
            return False, False
        if event.type == pygame.MOUSEMOTION and not any(getattr(event, "buttons", (1, 1))[:2]):
            self.dragging = None  # the button was let go outside the window
            return False, False
        if event.type == pygame.MOUSEMOTION:
            (x, y), (lx, ly) = event.pos, self.dragging
            self.dragging = event.pos
            return False, view.pan(x - lx, y - ly)  # the scene still tracks the hover
        if event.type == pygame.MOUSEBUTTONUP and event.button in (1, 2):
            self.dragging = None
            return True, False
        if event.type == pygame.MOUSEBUTTONDOWN:
            return True, False  # no clicks while dragging
        return False, False

    @staticmethod
    def _inside(view: BoardView, pos: tuple[int, int]) -> bool:
        return pygame.Rect(view.camera.viewport).collidepoint(pos)
