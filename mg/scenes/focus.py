"""The keyboard's way to every button of a screen: Tab and Shift+Tab move a focus ring
through the top scene's pygame-gui buttons and text fields in reading order, Enter or Space
presses the button in the ring (as a click would: pygame-gui's own pressed event), and the
ring is drawn over the screen. A click with the mouse puts the ring away."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.core import UIElement
from pygame_gui.elements import UIButton, UITextEntryLine

from mg.sprites.paint import palette as pal

PRESS_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
RING_COLOUR = (246, 196, 48)  # gold, edged in ink: clear on parchment, board and shade


def reachable(ui: pygame_gui.UIManager) -> list[UIElement]:
    """The buttons and text fields Tab reaches: shown, usable, in reading order (row by
    row, top to bottom, then left to right)."""
    found = [
        element
        for element in ui.get_sprite_group().sprites()
        if isinstance(element, UIButton | UITextEntryLine)
        and element.visible
        and element.is_enabled
    ]
    return sorted(found, key=lambda e: (e.rect.centery // 8, e.rect.x))


class WidgetFocus:
    """Which of a screen's widgets has the keyboard's ring (none until Tab is pressed)."""

    def __init__(self) -> None:
        self.focused: UIElement | None = None
        self.ui: pygame_gui.UIManager | None = None  # the manager the ring is in

    def handle(self, event: pygame.event.Event, ui: pygame_gui.UIManager | None) -> bool:
        """Tab, Shift+Tab, and Enter or Space on a focused button; True when it was one of
        them (the scene does not see it)."""
        if ui is not self.ui:
            self.clear()  # another screen, or the same one laid out again
        if ui is None:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.clear()  # the mouse took over
            return False
        if event.type != pygame.KEYDOWN:
            return False
        if event.key == pygame.K_TAB and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            self.move(ui, -1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        button = self.current(ui)
        if event.key in PRESS_KEYS and isinstance(button, UIButton):
            button.on_self_event(pygame_gui.UI_BUTTON_PRESSED, {"mouse_button": 1})
            return True
        return False

    def move(self, ui: pygame_gui.UIManager, step: int) -> None:
        """The ring to the next (or previous) widget, round the end."""
        order = reachable(ui)
        if not order:
            self.clear()
            return
        current = self.current(ui)
        if current in order:
            index = (order.index(current) + step) % len(order)
        else:
            index = 0 if step > 0 else len(order) - 1
        self.focused, self.ui = order[index], ui
        if isinstance(self.focused, UITextEntryLine):
            ui.set_focus_set(self.focused)  # it takes the typing
        else:
            ui.set_focus_set(None)

    def current(self, ui: pygame_gui.UIManager) -> UIElement | None:
        """The focused widget while it is still shown and usable (None otherwise)."""
        element = self.focused
        if element is None or self.ui is not ui or element not in reachable(ui):
            return None
        return element

    def clear(self) -> None:
        self.focused, self.ui = None, None

    def look(self) -> object:
        return id(self.focused) if self.focused is not None else None

    def draw(self, surface: pygame.Surface, ui: pygame_gui.UIManager | None, px: int) -> None:
        """The ring round the focused widget: a bright band edged in ink, clear on any
        ground."""
        element = None if ui is None else self.current(ui)
        if element is None:
            return
        rect = pygame.Rect(element.rect)
        width = max(3, px)
        outer = rect.inflate(4 * width, 4 * width)
        pygame.draw.rect(surface, pal.INK, outer, 3 * width // 2 + 2, 2 * width)
        pygame.draw.rect(surface, RING_COLOUR, outer.inflate(-2, -2), 3 * width // 2, 2 * width)
