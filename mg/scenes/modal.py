"""What every overlay shares: it takes all input while it is up, dims the game under it,
frames its content in a box, and closes with Esc (or its own keys)."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from mg.scenes.base import Scene, ui_look
from mg.scenes.context import Context
from mg.scenes.manager import pressed_key
from mg.ui.theme.furniture import BOX_BAND


class ModalScene(Scene):
    opaque = False
    close_keys: tuple[int, ...] = (pygame.K_ESCAPE,)
    shade_alpha = 170
    confirm: str | None = None  # the button Enter presses

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.buttons: dict[str, UIButton] = {}
        self.ui: pygame_gui.UIManager | None = None  # when the overlay has widgets

    def close(self) -> None:
        if self.stack is not None and self.stack.top is self:
            self.stack.pop()

    def press(self, key: str) -> None:
        """A button (or keyboard shortcut) of the overlay."""

    def on_key(self, key: int) -> bool:
        """Keys other than closing ones; True when handled."""
        return False

    def handle_event(self, event: pygame.event.Event) -> bool:
        key = pressed_key(event, self.buttons)
        if key is not None:
            self.press(key)
        elif event.type == pygame.KEYDOWN and event.key in self.close_keys:
            self.close()
        elif (
            event.type == pygame.KEYDOWN
            and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
            and self.confirm is not None
            and self.confirm in self.buttons
        ):
            self.press(self.confirm)
        elif event.type == pygame.KEYDOWN and self.on_key(event.key):
            pass
        elif self.ui is not None:
            self.ui.process_events(event)
        return True  # modal: nothing reaches the scene below

    def update(self, dt: float) -> None:
        if self.ui is not None:
            self.ui.update(dt)

    def busy(self) -> bool:
        return False  # nothing moves by itself

    def look(self) -> object:
        return ui_look(self.ui)  # a text field's cursor blinks

    def draw_frame(self, surface: pygame.Surface, box: pygame.Rect | None = None) -> None:
        """Dim the game below; draw the overlay's box."""
        ctx = self.ctx
        table = ctx.palette.table
        if self.shade_alpha:
            shade = pygame.Surface(ctx.size, pygame.SRCALPHA)
            shade.fill((*table.shade, self.shade_alpha))
            surface.blit(shade, (0, 0))
        if box is not None:  # parchment in a meander frame, made once a size
            surface.blit(ctx.furniture.box(box.size, table, ctx.px(BOX_BAND)), box)

    def draw_widgets(self, surface: pygame.Surface) -> None:
        if self.ui is not None:
            self.ui.draw_ui(surface)
