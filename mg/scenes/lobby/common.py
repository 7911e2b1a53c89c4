"""What the network screens share: their look (a dark room, a gold title), their rows of
seats, and words for a network problem."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from mg.net.protocol import SeatInfo
from mg.scenes.context import Context
from mg.text.i18n import t
from mg.ui.theme.button import Button

GOLD, CREAM, DIM, BAD = (244, 214, 146), (236, 224, 200), (170, 164, 150), (255, 170, 140)
ROOM = (22, 24, 38)
WIDTH = 1000  # the column's width, in lengths designed at 1920x1080


def column(ctx: Context) -> pygame.Rect:
    """The column the screen's rows sit in, centred."""
    w, h = ctx.size
    cw = min(ctx.px(WIDTH), w - ctx.px(40))
    return pygame.Rect((w - cw) // 2, ctx.px(40), cw, h - ctx.px(80))


def make_button(
    ctx: Context, ui: pygame_gui.UIManager, key: str, text: str, rect: pygame.Rect
) -> UIButton:
    return Button(rect, text, ui, object_id=pygame_gui.core.ObjectID(f"#{key}", None))


def seat_state(seat: SeatInfo | None) -> str:
    """A seat's state as the lobby words it."""
    if seat is None or not seat.taken:
        return t("lobby.seat_free")
    return t("lobby.seat_connected") if seat.connected else t("lobby.seat_away")


def write(
    ctx: Context,
    surface: pygame.Surface,
    text: str,
    size: int,
    colour: tuple[int, int, int],
    at: tuple[int, int],
    centred: bool = False,
    bold: bool = False,
) -> pygame.Rect:
    """`text` drawn with its top at `at` (its middle at `at`'s x when `centred`)."""
    label = ctx.text.render(text, ctx.px(size), colour, bold=bold)
    rect = label.get_rect(midtop=at) if centred else label.get_rect(topleft=at)
    surface.blit(label, rect)
    return rect
