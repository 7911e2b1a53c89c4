"""The menu's backdrop: the harbour painting over the whole window, the title in the display
face, a soft shade where the options sit; composed once per window size and subtitle, so an
idle menu only blits one picture."""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from mg.scenes.context import Context
from mg.scenes.manager import button_h

PAINTING = "title_harbour"  # assets/images/title_harbour.jpg, made by tools/art/title.py
TITLE = "Magna Grecia"  # a name: the same in every language
GOLD, GOLD_DARK, CREAM = (244, 214, 146), (176, 134, 72), (236, 224, 200)
SHADE = (12, 12, 26)
#: The options' block, in lengths designed at 1920x1080: its width (at 100 % text: it grows
#: with the words), a row's height and the gap between rows.
OPTIONS_W, ROW_H, ROW_GAP = 760, 56, 12
#: The rows MenuScene._build lays out, in rows and gaps: players, four seats, game length,
#: the start row (1.2 rows high), two rows of buttons.
OPTIONS_ROWS, OPTIONS_GAPS = 8, 12
START_ROW = 1.2  # the start row's height, in rows
PANEL_PAD_X, PANEL_PAD_Y = 56, 34
TITLE_PX, SUBTITLE_PX = 124, 34
TITLE_BLOCK = 236  # from the title's top to the subtitle's bottom, ornament between
GAP = 34  # between the title block and the options' shade
BOTTOM = 56  # kept free under the shade for the notice and the version


@dataclass(frozen=True)
class MenuLayout:
    """Where the menu's parts go in a window of `size`."""

    size: tuple[int, int]
    title: pygame.Rect  # the title block: the title, the ornament, the subtitle
    panel: pygame.Rect  # the shade behind the options
    top: int  # the first row of options
    column: tuple[int, int, int, int]  # the options' left edge, width, row height, gap
    title_px: int  # the title's size: smaller when larger text leaves it less room
    start_h: int  # the start row's height


def menu_layout(ctx: Context) -> MenuLayout:
    """The title above the options, the whole centred in the window (above the notice's
    line): no empty half, whatever the window's shape. The options' rows grow with the
    text size; the title gives up what they need of its room."""
    w, h = ctx.size
    row_h, gap = button_h(ctx, ROW_H), ctx.px(ROW_GAP)
    start_h = max(round(row_h * START_ROW), button_h(ctx, 0, "#big"))
    col_w = min(ctx.tx(OPTIONS_W), w - ctx.px(2 * PANEL_PAD_X + 40))
    panel_h = OPTIONS_ROWS * row_h + start_h + OPTIONS_GAPS * gap + ctx.px(2 * PANEL_PAD_Y)
    room = h - ctx.px(BOTTOM) - ctx.px(16) - ctx.px(GAP) - panel_h
    block = max(ctx.px(TITLE_BLOCK) // 3, min(ctx.px(TITLE_BLOCK), room))
    total = block + ctx.px(GAP) + panel_h
    top = max(ctx.px(16), (h - ctx.px(BOTTOM) - total) // 2)
    title = pygame.Rect(0, top, w, block)
    panel_w = col_w + ctx.px(2 * PANEL_PAD_X)
    panel = pygame.Rect((w - panel_w) // 2, title.bottom + ctx.px(GAP), panel_w, panel_h)
    title_px = ctx.px(TITLE_PX) * block // ctx.px(TITLE_BLOCK)
    column = ((w - col_w) // 2, col_w, row_h, gap)
    return MenuLayout(
        (w, h), title, panel, panel.top + ctx.px(PANEL_PAD_Y), column, title_px, start_h
    )


def cover(image: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    """`image` scaled to cover `size` without distortion, its middle kept (the sides or the
    top and bottom cut, whichever is too long)."""
    w, h = size
    f = max(w / image.get_width(), h / image.get_height())
    sw, sh = max(w, math.ceil(image.get_width() * f)), max(h, math.ceil(image.get_height() * f))
    scaled = pygame.transform.smoothscale(image, (sw, sh))
    return scaled.subsurface(pygame.Rect((sw - w) // 2, (sh - h) // 2, w, h)).copy()


def soft_shape(
    size: tuple[int, int], rect: pygame.Rect, alpha: int, ellipse: bool, feather: int = 16
) -> pygame.Surface:
    """A shade of `alpha` over `rect` with feathered edges: drawn at a third of the size,
    averaged down to a small picture and scaled up again (a blur for the price of two
    scales); `feather` is about the width of the soft edge in pixels."""
    k, down = 3, max(3, feather)
    w, h = max(1, size[0] // k), max(1, size[1] // k)
    drawn = pygame.Surface((w, h), pygame.SRCALPHA)
    drawn.fill((*SHADE, 0))
    r = pygame.Rect(rect.x // k, rect.y // k, max(1, rect.w // k), max(1, rect.h // k))
    if ellipse:
        pygame.draw.ellipse(drawn, (*SHADE, alpha), r)
    else:
        pygame.draw.rect(drawn, (*SHADE, alpha), r, border_radius=max(1, r.h // 12))
    small = pygame.transform.smoothscale(drawn, (max(1, w * k // down), max(1, h * k // down)))
    return pygame.transform.smoothscale(small, size)


class Backdrop:
    """The composed picture, remade only when the window's size or the words change; kept
    with the art, so that a later App handed the same renderings composes nothing."""

    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx
        self.renders = 0  # how many times it was composed (tests count work)

    def picture(self, layout: MenuLayout) -> pygame.Surface:
        """The painting, the shades and the title for `layout` (the words that follow the
        language, the subtitle, are drawn over it by the menu)."""
        return self.ctx.art.composed("menu-backdrop", layout, lambda: self._composed(layout))

    def _composed(self, layout: MenuLayout) -> pygame.Surface:
        self.renders += 1
        return self._compose(layout)

    def _compose(self, layout: MenuLayout) -> pygame.Surface:
        ctx, size = self.ctx, layout.size
        painting = ctx.art.raw(PAINTING, "jpg")
        out = pygame.Surface(size)
        out.fill((34, 32, 58))  # a plain dusk if no art is installed
        if painting is not None:
            out.blit(cover(painting, size), (0, 0))
        glow = layout.title.inflate(-layout.size[0] // 4, ctx.px(60))
        out.blit(soft_shape(size, glow, 80, True, feather=ctx.px(56)), (0, 0))
        out.blit(soft_shape(size, layout.panel, 150, False, feather=ctx.px(24)), (0, 0))
        self._title(out, layout)
        return out.convert() if pygame.display.get_surface() is not None else out

    def _title(self, out: pygame.Surface, layout: MenuLayout) -> None:
        """The title in the display face with a soft shadow, and an ornament under it."""
        ctx, text = self.ctx, self.ctx.text
        cx = layout.size[0] // 2
        words = text.render_display(TITLE, layout.title_px, GOLD)
        place = words.get_rect(midtop=(cx, layout.title.top))
        shadow = text.render_display(TITLE, layout.title_px, (0, 0, 0))
        sw, sh = shadow.get_size()
        blurred = pygame.transform.smoothscale(
            pygame.transform.smoothscale(shadow, (max(1, sw // 6), max(1, sh // 6))), (sw, sh)
        )
        blurred.set_alpha(200)
        out.blit(blurred, place.move(ctx.px(3), ctx.px(5)))
        out.blit(text.render_display(TITLE, layout.title_px, GOLD_DARK), place.move(0, ctx.px(2)))
        out.blit(words, place)
        y, d = ornament(ctx, layout)
        half = max(words.get_width() // 3, ctx.px(160))
        for sign in (-1, 1):  # a rule each side of a small lozenge
            start, end = (cx + sign * 2 * d, y), (cx + sign * half, y)
            pygame.draw.line(out, GOLD_DARK, start, end, max(1, min(ctx.px(3), d // 2)))
            pygame.draw.line(out, GOLD, start, end, max(1, ctx.px(1)))
        pygame.draw.polygon(out, GOLD, [(cx, y - d), (cx + d, y), (cx, y + d), (cx - d, y)])


def ornament(ctx: Context, layout: MenuLayout) -> tuple[int, int]:
    """Where the lozenge under the title goes (its centre's y) and its half height: midway
    between the title's letters and the subtitle's, as large as the room between them allows
    (a title shrunk for larger text leaves less)."""
    words = ctx.text.render_display(TITLE, layout.title_px, GOLD)
    above = layout.title.top + words.get_bounding_rect().bottom
    sub, at = subtitle(ctx, layout, "H")  # a capital: the subtitle's letters' top
    below = at.top + sub.get_bounding_rect().top
    return (above + below) // 2, max(2, min(ctx.px(9), (below - above) // 2 - ctx.px(3)))


def subtitle(ctx: Context, layout: MenuLayout, words: str) -> tuple[pygame.Surface, pygame.Rect]:
    """The subtitle in the display face under the ornament, smaller if it would not fit."""
    px = ctx.px(SUBTITLE_PX) * layout.title_px // max(1, ctx.px(TITLE_PX))
    sub = ctx.text.render_display(words, px, CREAM, bold=False)
    while sub.get_width() > layout.size[0] * 0.94 and px > 12:
        px -= 2
        sub = ctx.text.render_display(words, px, CREAM, bold=False)
    return sub, sub.get_rect(midbottom=(layout.size[0] // 2, layout.title.bottom))
