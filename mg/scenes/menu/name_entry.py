"""A text field for a player's name that takes only what the game can draw: a character the
game's letters lack (it would show as an empty box) or a letter under more accents than
MAX_MARKS (they would be drawn over the lines around it) is refused as it is typed or
pasted, the name stays as it was, and the menu's notice says why."""

from __future__ import annotations

import pygame
from pygame_gui.core.interfaces import IUIManagerInterface
from pygame_gui.elements import UITextEntryLine

from mg.scenes.context import Context
from mg.ui.notice import Said
from mg.ui.theme.glyphs import MAX_MARKS, missing, piled_marks


def name_refusal(text: str) -> Said | None:
    """Why the game cannot show `text` as a name (worded when shown); None if it can."""
    if missing(text):
        return Said.of("menu.name_undrawable")
    if piled_marks(text):
        return Said.of("menu.name_marks", most=MAX_MARKS)
    return None


class NameEntry(UITextEntryLine):
    """A name field; what it refuses is said in `ctx.notice`."""

    def __init__(
        self, rect: pygame.Rect, manager: IUIManagerInterface, object_id: str, ctx: Context
    ) -> None:
        super().__init__(rect, manager, object_id=object_id)
        self.ctx = ctx

    def process_event(self, event: pygame.event.Event) -> bool:
        """Type, paste or edit as any text field, then take back what cannot be shown."""
        before, at = self.get_text(), self.edit_position
        consumed: bool = super().process_event(event)
        if self.get_text() != before:
            why = name_refusal(self.get_text())
            if why is not None:
                self.set_text(before)
                self.edit_position = at
                if (
                    self.drawable_shape is not None
                    and self.drawable_shape.text_box_layout is not None
                ):
                    self.drawable_shape.text_box_layout.set_cursor_position(at)
                self.ctx.tell(why)
        return consumed
