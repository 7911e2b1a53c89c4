"""The game's buttons: pygame-gui's, each look drawn when it is first shown.

A pygame-gui button has five looks (normal, hovered, selected, pressed, disabled). Made, or
given new words, it draws the look it shows and queues four more, drawn one a frame per
button in the frames after: for a screen of 30 buttons, a few milliseconds of every frame
just after a screen comes up, for looks most buttons never show. A `Button` draws the look
it shows at once and any other the first time it shows it (pygame-gui draws a look that
was never drawn when a button takes it: a hover, a press)."""

from __future__ import annotations

from typing import Any

import pygame
from pygame_gui.core import ObjectID
from pygame_gui.core.drawable_shapes.drawable_shape import DrawableShape
from pygame_gui.core.interfaces import IUIManagerInterface
from pygame_gui.elements import UIButton


def draw_looks_when_shown(shape: DrawableShape | None) -> None:
    """The looks `shape` queued to draw in the next frames are drawn when first shown
    instead; the look it shows now, if queued, is drawn at once."""
    if shape is None:
        return
    queued = list(shape.states_to_redraw_queue)
    shape.states_to_redraw_queue.clear()
    for look in queued:
        if look == shape.active_state.state_id:
            shape.redraw_state(look)
        else:
            shape.states[look].generated = False  # drawn by set_active_state when shown


class Button(UIButton):
    """A pygame-gui button that draws each look the first time it shows it."""

    def rebuild(self) -> None:
        UIButton.rebuild(self)
        draw_looks_when_shown(self.drawable_shape)

    def set_text(self, text: str, *, text_kwargs: dict[str, str] | None = None) -> None:
        super().set_text(text, text_kwargs=text_kwargs)
        draw_looks_when_shown(self.drawable_shape)


SMALLER = ("@narrow", "@narrower")  # the theme's classes of a little smaller words


def fitted_button(
    rect: pygame.Rect,
    text: str,
    manager: IUIManagerInterface | None,
    object_id: str,
    margin: int,
    **kwargs: Any,
) -> UIButton:
    """A button whose words fit across it, `margin` to spare: a label too long for it
    (German in a small window, larger text) is set a little smaller, or smaller still,
    rather than cut off."""
    button: UIButton = Button(rect, text, manager, object_id=object_id, **kwargs)
    for smaller in SMALLER:
        if button.font is None or button.font.size(text)[0] <= rect.w - margin:
            break
        button.kill()
        button = Button(rect, text, manager, object_id=ObjectID(object_id, smaller), **kwargs)
    return button
