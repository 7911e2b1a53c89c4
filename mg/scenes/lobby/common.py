"""What the network screens share: their look — the menu's painting and title, and the
parchment of the table's furniture in a meander frame, ink on it (as the menu's dialogs) —
their rows of seats named alike in every window, and the words of a seat's state."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UITextEntryLine

from mg.net.kept.seat_tokens import MAX_ADDRESS
from mg.net.protocol import SeatInfo
from mg.scenes.context import Context
from mg.scenes.manager import pressed_key
from mg.scenes.menu.backdrop import Backdrop, menu_layout
from mg.sprites.paint import palette as pal
from mg.text.i18n import t
from mg.ui.theme.button import Button
from mg.ui.theme.furniture import BOX_BAND

WIDTH = 1500  # the parchment's width, in lengths designed at 1920x1080
PAD = 32  # between the frame and what is written on the parchment
LABEL_W = 300  # a field's label, left of it


def sheet(ctx: Context) -> pygame.Rect:
    """The framed parchment: under the menu's title, where the menu's options stand, and
    wider (a seat's row holds a choice of three)."""
    layout = menu_layout(ctx)
    w = min(ctx.px(WIDTH), ctx.size[0] - ctx.px(40))
    bottom = min(ctx.size[1] - ctx.px(16), layout.panel.bottom)
    return pygame.Rect((ctx.size[0] - w) // 2, layout.panel.top, w, bottom - layout.panel.top)


def column(ctx: Context) -> pygame.Rect:
    """Where the screen's rows are written: the parchment inside its frame and margin."""
    inside = ctx.px(BOX_BAND) + ctx.px(PAD)
    return sheet(ctx).inflate(-2 * inside, -2 * inside)


def draw_room(ctx: Context, surface: pygame.Surface, backdrop: Backdrop) -> None:
    """The menu's painting and title, and the framed parchment over them."""
    surface.blit(backdrop.picture(menu_layout(ctx)), (0, 0))
    box = sheet(ctx)
    surface.blit(ctx.furniture.box(box.size, ctx.palette.table, ctx.px(BOX_BAND)), box)


def screen_event(
    event: pygame.event.Event,
    buttons: dict[str, UIButton],
    ui: pygame_gui.UIManager,
    press: Callable[[str], None],
    enter: str | None = None,
) -> bool:
    """A network screen's input: a button clicked is pressed, then its widgets take the
    event; Return presses `enter` (when given), Escape "back". Whether it was used."""
    key = pressed_key(event, buttons)
    if key is not None:
        press(key)
        return True
    if ui.process_events(event):
        return True
    if event.type == pygame.KEYDOWN and event.key == pygame.K_RETURN and enter is not None:
        press(enter)
        return True
    if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
        press("back")
        return True
    return False


def address_field(
    ctx: Context, ui: pygame_gui.UIManager, y: int, height: int, text: str
) -> UITextEntryLine:
    """The field an address is typed in (host:port, ws://…, wss://…), at `y`, right of its
    label (LABEL_W), holding `text`."""
    col, label_w = column(ctx), ctx.px(LABEL_W)
    rect = pygame.Rect(col.x + label_w, y, col.w - label_w, height)
    field = UITextEntryLine(rect, ui, object_id="#address")
    field.set_text_length_limit(MAX_ADDRESS)
    field.set_text(text)
    return field


def make_button(
    ctx: Context, ui: pygame_gui.UIManager, key: str, text: str, rect: pygame.Rect
) -> UIButton:
    return Button(rect, text, ui, object_id=pygame_gui.core.ObjectID(f"#{key}", None))


def seat_name(info: SeatInfo, index: int) -> str:
    """A seat's name as every window shows it, in the lobby as in the game: the name its
    player joined with, else "Player 3" by its place (the game's own default name)."""
    return info.name if info.name else t("seat.player", n=index + 1)


def seat_state(info: SeatInfo, here: bool = False, bot: bool = False) -> str:
    """A taken seat's state in words: played at this machine (by a player or, when `bot`,
    a computer player of this machine), connected, or not connected; a free one's: open."""
    if not info.taken:
        return t("lobby.state.open")
    if bot:
        return t("lobby.state.bot")
    if here:
        return t("lobby.state.here")
    return t("lobby.state.connected") if info.connected else t("lobby.state.away")


def write(
    ctx: Context,
    surface: pygame.Surface,
    text: str,
    size: int,
    colour: pal.Colour,
    at: tuple[int, int],
    centred: bool = False,
    bold: bool = False,
) -> pygame.Rect:
    """`text` drawn with its top at `at` (its middle at `at`'s x when `centred`)."""
    label = ctx.text.render(text, ctx.px(size), colour, bold=bold)
    rect = label.get_rect(midtop=at) if centred else label.get_rect(topleft=at)
    surface.blit(label, rect)
    return rect
