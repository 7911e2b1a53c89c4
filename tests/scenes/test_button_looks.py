"""The game's buttons draw each look the first time they show it, and it is the look a
pygame-gui button draws ahead (mg/ui/theme/button.py): nothing drawn for nothing in the
frames after a screen comes up, nothing looking different."""

from __future__ import annotations

import pygame
from pygame_gui.core.drawable_shapes.drawable_shape import DrawableShape
from pygame_gui.elements import UIButton

from mg.dev.driver import Driver
from mg.scenes.menu.scene import MenuScene
from mg.ui.theme.button import Button

LOOKS = ("normal", "hovered", "selected", "active", "disabled")


def shape(button: UIButton) -> DrawableShape:
    assert button.drawable_shape is not None
    return button.drawable_shape


def drawn(button: UIButton) -> list[str]:
    return [look for look in LOOKS if shape(button).states[look].generated]


def pixels(button: UIButton, look: str) -> bytes:
    return pygame.image.tobytes(shape(button).states[look].surface, "RGBA")


def test_each_look_is_drawn_when_first_shown_and_as_pygame_gui_draws_it(driver: Driver) -> None:
    ui = driver.top_as(MenuScene).ui
    ours = Button(pygame.Rect(20, 20, 260, 56), "New game", ui, object_id="#start")
    theirs = UIButton(pygame.Rect(20, 100, 260, 56), "New game", ui, object_id="#start")
    driver.frames(8)  # pygame-gui's draws the looks it queued, one a frame
    assert drawn(ours) == ["normal"] and not shape(ours).states_to_redraw_queue
    assert drawn(theirs) == ["normal", "hovered", "selected", "active"]
    for look in LOOKS:  # shown: drawn there and then, the very same picture
        for button in (ours, theirs):
            shape(button).set_active_state(look)
        assert shape(ours).states[look].generated
        assert pixels(ours, look) == pixels(theirs, look), look


def test_new_words_redraw_the_look_shown_at_once_and_the_others_when_shown(
    driver: Driver,
) -> None:
    ui = driver.top_as(MenuScene).ui
    ours = Button(pygame.Rect(20, 20, 260, 56), "2 players", ui, object_id="#players-2")
    theirs = UIButton(pygame.Rect(20, 100, 260, 56), "2 players", ui, object_id="#players-2")
    for button in (ours, theirs):
        button.select()
        shape(button).set_active_state("hovered")
        shape(button).set_active_state("selected")
    driver.frames(8)
    before = pixels(ours, "selected")
    for button in (ours, theirs):
        button.set_text("4 players")
    driver.frames(8)
    assert pixels(ours, "selected") != before  # the look shown has its new words now
    assert pixels(ours, "selected") == pixels(theirs, "selected")
    assert not shape(ours).states["hovered"].generated  # its old words: drawn again
    for button in (ours, theirs):
        shape(button).set_active_state("hovered")
    assert pixels(ours, "hovered") == pixels(theirs, "hovered")


def test_the_menu_and_the_board_leave_no_look_to_draw_in_later_frames(driver: Driver) -> None:
    menu = driver.top_as(MenuScene)
    assert not any(shape(b).states_to_redraw_queue for b in menu.buttons.values())
    driver.start_game()
    play = driver.app.stack.top
    buttons = getattr(play, "buttons", {})
    assert len(buttons) >= 8
    assert not any(shape(b).states_to_redraw_queue for b in buttons.values())
