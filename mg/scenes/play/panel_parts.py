"""The side panel: the current and next action cards and every player's standing, on the
table's parchment: hands and reserves as tile pictures with counts."""

from __future__ import annotations

from collections.abc import Callable, Collection
from dataclasses import dataclass

import pygame

from mg.engine import CARDS, Game
from mg.scenes.context import Context
from mg.scenes.manager import button_h
from mg.sprites.bot_mark import bot_mark_rect, draw_bot_mark
from mg.sprites.paint import palette as pal
from mg.sprites.paint.palette import emblem_points
from mg.sprites.paint.table import THEME
from mg.sprites.pieces.images import road_art
from mg.text.i18n import t

ORDER_SLOTS = 4  # a card's turn-order column has a slot per colour; only those in play show
CARD_H = 182  # an action card's height on the panel (layout units)
ROW_H = 80  # a player's row
PICTURE_H = 32  # a hand's tile picture
TOP = 58  # where the cards start, under the round's line
HEAD_PAD = 14  # where they start when the round is told in the first card's title instead
CARDS_GAP = 12  # between the cards and the players' rows
ROW_GAP = 6  # between two players' rows
TURN_GAP = 30  # between the rows and whose turn it is (the scores' note in it)
CARD_LEAST = 124  # a card squeezed to this height still holds its title and three values
SMALL_WINDOW = 0.82  # under this scale (about 1600x900), a row's pictures grow …
HOLDINGS_GROWTH = 1.1  # … up to this much


def buttons_h(ctx: Context) -> int:
    """The height of the panel's buttons at its foot: four rows and the pad under them."""
    return ctx.px(20) + 4 * button_h(ctx) + 3 * ctx.px(10)


def turn_h(ctx: Context) -> int:
    """The height of whose turn it is and the three lines of what is left."""
    return ctx.tx(36) + 3 * ctx.tx(28) + ctx.px(10)


def above_turn(ctx: Context) -> int:
    """The panel's height above whose turn it is: the round, the cards and the rows."""
    return ctx.size[1] - buttons_h(ctx) - turn_h(ctx)


def growth_under(ctx: Context, players: int, top: float) -> float:
    """How far the rows could grow with the cards starting at `top` (`panel_growth`)."""
    rows = ctx.px(top + CARDS_GAP + players * ROW_H + TURN_GAP)
    room = above_turn(ctx) - ctx.px(CARD_LEAST)
    return max(1.0, min(ctx.settings.text_size / 100, room / max(1, rows)))


def round_apart(ctx: Context, players: int) -> bool:
    """Whether the round has a line of its own over the cards: unless larger text leaves
    the rows too little room (four players at 150 %), when the first card's title tells
    it instead and the rows take its line."""
    return growth_under(ctx, players, TOP) >= ctx.settings.text_size / 100


def cards_top(ctx: Context, players: int) -> float:
    """Where the cards start (designed at 1920x1080, before growing)."""
    return TOP if round_apart(ctx, players) else HEAD_PAD


def panel_growth(ctx: Context, players: int) -> float:
    """How much the round's line and the `players` players' rows grow: with the text size,
    as far as the panel's height leaves room for them once the cards have given way (down
    to CARD_LEAST, the round's line into the first card's title); never smaller than
    designed. Two players' rows grow as far as the text; four at 150 % find less room (the
    buttons and the turn's lines grew too)."""
    return growth_under(ctx, players, cards_top(ctx, players))


def grown(ctx: Context, value: float, players: int) -> int:
    """A length of the panel's round line and rows (designed at 1920x1080), grown with
    the text as far as the panel leaves room for `players` rows (`panel_growth`)."""
    return ctx.px(value * panel_growth(ctx, players))


def card_h(ctx: Context, players: int) -> int:
    """An action card's height: what the round's line, `players` grown rows, whose turn
    and the buttons leave of the panel, from CARD_LEAST up to its design grown with the
    text."""
    rest = grown(ctx, cards_top(ctx, players) + CARDS_GAP + players * ROW_H + TURN_GAP, players)
    most = ctx.px(CARD_H * ctx.settings.text_size / 100)
    return max(ctx.px(CARD_LEAST), min(most, above_turn(ctx) - rest))


def growth_of(ctx: Context, height: int, design: float) -> float:
    """How much a card or a row `height` pixels high has grown from its `design` height:
    its words and pictures grow as much (a squeezed card keeps its design's sizes, each
    guarded on its own)."""
    return max(1.0, height / (design * ctx.scale))


def sized(ctx: Context, growth: float) -> Callable[[float], int]:
    """A length designed at 1920x1080, at the window's size, grown by `growth`."""
    return lambda value: ctx.px(value * growth)


def tile_picture(ctx: Context, kind: str, colour: str, height: int) -> pygame.Surface:
    """A small picture of a tile in `colour`: a road laid on a land hex ("road"), a walled
    town ("city"), a market stall ("market"); drawn plainly where the art is missing."""
    r = height / 2
    w = round(height * 0.92) if kind != "market" else height
    surf = pygame.Surface((w, height), pygame.SRCALPHA)
    art, palette = ctx.art, ctx.palette
    centre = (w / 2, height / 2)
    if kind == "market":
        layers = [art.scaled(palette.art_name("market", colour), w, height)]
    elif kind == "city":
        layers = [art.hex(palette.art_name("city", colour), r * 0.98)]
    else:
        road = road_art(art, palette, colour, (1, 4), r * 0.98)
        layers = [art.hex("land_0", r * 0.98), road]
    if any(layer is None for layer in layers):  # no art: the tile's hexagon in its colour
        points = emblem_points("sun", centre[0], centre[1], r * 0.9)[::1]
        pygame.draw.polygon(surf, palette.player[colour], points)
        pygame.draw.polygon(surf, pal.INK, points, 2)
        return surf
    for layer in layers:
        if layer is not None:
            surf.blit(layer, layer.get_rect(center=centre))
    return surf


def draw_card(
    surface: pygame.Surface,
    ctx: Context,
    card_id: str | None,
    rect: pygame.Rect,
    title: str,
    players: list[str],
    heading: bool = False,
) -> None:
    """An action card on the panel: its colour as a border, its turn order as the emblems
    of the colours in play (R9), and its three values large beside a picture of what they
    count (roads, cities, tiles drawn), each with its raised value (R11). Its title set as
    a heading when `heading` (the round told there, `round_apart`)."""
    table, g = ctx.palette.table, sized(ctx, growth_of(ctx, rect.h, CARD_H))
    radius = g(10)
    pygame.draw.rect(surface, table.paper_deep, rect, border_radius=radius)
    ink = pal.TITLE if heading else pal.TEXT_DIM
    label = fitted(ctx, title, g(22), rect.w - g(16), ink, bold=heading)
    surface.blit(label, (rect.x + g(10), rect.y + g(5)))
    if card_id is None:
        pygame.draw.rect(surface, table.bronze, rect, 1, border_radius=radius)
        none = ctx.text.render("—", g(40), pal.TEXT_DIM)
        surface.blit(none, none.get_rect(center=rect.center))
        return
    card = CARDS[card_id]
    pygame.draw.rect(surface, ctx.palette.player[card.border], rect, g(5), border_radius=radius)
    pygame.draw.rect(surface, pal.INK, rect, 1, border_radius=radius)
    column = picture_rect(ctx, rect)
    pygame.draw.line(surface, table.bronze, column.topright, column.bottomright, 1)
    for (cx, cy), colour in zip(order_rows(column), playing_order(card_id, players), strict=False):
        slot = column.h / ORDER_SLOTS / 2 - 1  # a squeezed card's slots stay apart
        ctx.palette.draw_emblem(surface, colour, (cx, cy), min(g(13), column.w / 2 - 2, slot))
    values = (
        ("road", card.roads, card.raised_roads),
        ("city", card.cities, card.raised_cities),
        ("draw", card.draw, card.raised_draw),
    )
    top, x = column.y, column.right + g(8)
    row = column.h // 3
    size = min(g(46), round(row * 1.4))  # a squeezed card's values stay apart
    for k, (kind, value, up_value) in enumerate(values):
        mid = top + k * row + row // 2
        picture = value_picture(ctx, kind, card.border, min(row - g(2), g(40)))
        surface.blit(picture, picture.get_rect(midleft=(x, mid)))
        big = ctx.text.render(str(value), size, pal.TEXT, bold=True)
        at = surface.blit(big, big.get_rect(midleft=(x + picture.get_width() + g(6), mid)))
        up = ctx.text.render(f"({up_value})", g(26), pal.TEXT_DIM)  # R11
        surface.blit(up, up.get_rect(midleft=(at.right + g(4), mid + g(3))))


def value_picture(ctx: Context, kind: str, colour: str, height: int) -> pygame.Surface:
    """What a card's value counts, as a picture: a road tile, a city tile, the draw pile."""
    if kind != "draw":
        return tile_picture(ctx, kind, colour, height)
    deck = ctx.furniture.image("draw")
    name = THEME.images.get("draw")
    scaled = None if deck is None or name is None else ctx.art.scaled(name, height, height)
    if scaled is not None:
        return scaled
    surf = pygame.Surface((height, height), pygame.SRCALPHA)
    for k in range(3):  # plain: three tiles, face down
        box = pygame.Rect(k * 3, height // 4 - k * 3, height - 8, height // 2)
        pygame.draw.rect(surf, pal.TEXT_DIM, box, border_radius=3)
        pygame.draw.rect(surf, pal.INK, box, 1, border_radius=3)
    return surf


def picture_rect(ctx: Context, card: pygame.Rect) -> pygame.Rect:
    """Where the card's turn-order column goes on a card drawn in `card`."""
    g = sized(ctx, growth_of(ctx, card.h, CARD_H))
    top = card.y + g(34)
    return pygame.Rect(card.x + g(8), top, g(34), card.bottom - g(8) - top)


def playing_order(card_id: str, players: list[str]) -> list[str]:
    """R9: the card's turn order, the colours not in play left out."""
    return [colour for colour in CARDS[card_id].order if colour in players]


def order_rows(column: pygame.Rect) -> list[tuple[int, int]]:
    """The centres of the turn-order column's slots, top first (the colours in play fill
    the first ones, the rest stay empty)."""
    step = column.h / ORDER_SLOTS
    return [(column.centerx, round(column.y + step * (k + 0.5))) for k in range(ORDER_SLOTS)]


def fitted(
    ctx: Context,
    text: str,
    size: int,
    room: int,
    ink: pal.Colour = pal.TEXT_DIM,
    bold: bool = False,
) -> pygame.Surface:
    """`text` dimmed (or in `ink`) at `size`, or smaller until it is at most `room` pixels
    wide."""
    return ctx.text.render_fitted(text, size, ink, room, ctx.px(14), bold)


def player_rows(ctx: Context, game: Game, rect: pygame.Rect) -> list[tuple[str, pygame.Rect]]:
    """Each player's row in the list starting at `rect`'s top, in seat order."""
    players = len(game.players)
    row_h = grown(ctx, ROW_H, players)
    return [
        (
            colour,
            pygame.Rect(rect.x, rect.y + k * row_h, rect.w, row_h - grown(ctx, ROW_GAP, players)),
        )
        for k, colour in enumerate(game.players)
    ]


@dataclass(frozen=True)
class Holdings:
    """What a player holds, as data: tiles in hand and in reserve (roads, cities), and
    markets left to build (the panel draws them as pictures with counts)."""

    hand: tuple[int, int]
    reserve: tuple[int, int]
    markets: int

    @staticmethod
    def of(game: Game, colour: str) -> Holdings:
        hand, reserve = game.hand[colour], game.reserve[colour]
        return Holdings((hand[0], hand[1]), (reserve[0], reserve[1]), game.markets_left[colour])


def holdings_scale(ctx: Context, growth: float) -> float:
    """How much larger a row's pictures and counts are drawn in a small window (at
    1366x768 they were hard to make out): up to a tenth, none from about 1600x900 up, and
    none beyond what larger text already grew the row (`growth`)."""
    small = min(HOLDINGS_GROWTH, max(1.0, SMALL_WINDOW / ctx.scale))
    return max(1.0, small / growth)  # larger text's growth counts towards it


def holdings_rects(ctx: Context, row: pygame.Rect) -> dict[str, pygame.Rect]:
    """Where a row shows its hand, reserve and markets (the pictures with their counts)."""
    growth = growth_of(ctx, row.h, ROW_H - ROW_GAP)
    g, k = sized(ctx, growth), holdings_scale(ctx, growth)
    h = round(g(PICTURE_H + 2) * k)
    y = row.y + g(55) - h // 2  # under the name, within the row at any size
    x = row.x + g(46)
    widths = {"hand": 138, "reserve": 134, "markets": 74}
    rects = {}
    for key, w in widths.items():
        rects[key] = pygame.Rect(x, y, round(g(w) * k), h)
        x += rects[key].w + g(8)
    return rects


def holdings_words(held: Holdings) -> dict[str, str]:
    """The words of each part of a row's holdings, for its tooltip."""
    return {
        "hand": t("panel.hand_tip", roads=held.hand[0], cities=held.hand[1]),
        "reserve": t("panel.reserve_tip", roads=held.reserve[0], cities=held.reserve[1]),
        "markets": t("panel.markets_tip", markets=held.markets),
    }


def draw_holdings(surface: pygame.Surface, ctx: Context, colour: str, held: Holdings,
                  row: pygame.Rect) -> None:  # fmt: skip
    """Hand and reserve as tile pictures with counts, then the markets left."""
    growth = growth_of(ctx, row.h, ROW_H - ROW_GAP)
    g, k = sized(ctx, growth), holdings_scale(ctx, growth)
    rects, size = holdings_rects(ctx, row), round(g(26) * k)
    pic_h = round(g(PICTURE_H) * k)
    table = ctx.palette.table
    reserve = rects["reserve"]
    pygame.draw.rect(surface, table.paper, reserve, border_radius=g(6))
    pygame.draw.rect(surface, table.bronze, reserve, 1, border_radius=g(6))
    parts = (
        (rects["hand"], (("road", held.hand[0]), ("city", held.hand[1])), "×", pal.TEXT, pic_h),
        (reserve, (("road", held.reserve[0]), ("city", held.reserve[1])), "", pal.TEXT_DIM,
         round(pic_h * 0.8)),
        (rects["markets"], (("market", held.markets),), "×", pal.TEXT, pic_h),
    )  # fmt: skip
    for rect, items, sign, ink, height in parts:
        x = rect.x + g(4)
        for kind, count in items:
            picture = tile_picture(ctx, kind, colour, height)
            surface.blit(picture, picture.get_rect(midleft=(x, rect.centery)))
            x += picture.get_width() + g(2)
            label = ctx.text.render(f"{sign}{count}", size, ink, bold=bool(sign))
            surface.blit(label, label.get_rect(midleft=(x, rect.centery)))
            x += label.get_width() + g(8)


def draw_players(
    surface: pygame.Surface,
    ctx: Context,
    game: Game,
    rect: pygame.Rect,
    names: Callable[[str], str],
    bots: Collection[str] = (),
    away: Collection[str] = (),
) -> None:
    """One row per seat: emblem, name (`names` gives it; a computer player's, of `bots`,
    with its mark; in network play a disconnected player's, of `away`, with "not
    connected"), score, projected total, and what the player holds, as pictures."""
    projected = game.projected_scores()
    rows = player_rows(ctx, game, rect)
    table = ctx.palette.table
    g = sized(ctx, growth_of(ctx, rows[0][1].h, ROW_H - ROW_GAP))
    for colour, row in rows:
        active = colour == game.current
        pygame.draw.rect(surface, table.paper_deep, row, border_radius=g(8))
        pygame.draw.rect(
            surface, ctx.palette.player[colour], (row.x, row.y, g(8), row.h),
            border_top_left_radius=g(8), border_bottom_left_radius=g(8),
        )  # fmt: skip
        edge = pal.INK if active else table.bronze
        pygame.draw.rect(surface, edge, row, g(3) if active else 1, border_radius=g(8))
        ctx.palette.draw_emblem(surface, colour, (row.x + g(28), row.y + g(22)), g(15))
        name = ctx.text.render(names(colour), g(28), pal.TEXT, bold=active)
        at = surface.blit(name, (row.x + g(50), row.y + g(4)))
        if colour in bots:
            draw_bot_mark(surface, bot_mark_rect(g(24), (at.right + g(10), at.centery)))
        elif colour in away:
            note = ctx.text.render(t("lobby.seat_away"), g(22), pal.WARN_INK, bold=True)
            surface.blit(note, note.get_rect(midleft=(at.right + g(10), at.centery)))
        score = ctx.text.render(str(game.score[colour]), g(42), pal.TEXT, bold=True)
        surface.blit(score, score.get_rect(topright=(row.right - g(74), row.y + g(2))))
        proj = ctx.text.render(f"» {projected[colour]}", g(26), pal.GOOD, bold=True)
        surface.blit(proj, proj.get_rect(topright=(row.right - g(10), row.y + g(10))))
        draw_holdings(surface, ctx, colour, Holdings.of(game, colour), row)
    note = ctx.text.render(t("panel.score_note"), g(20), pal.TEXT_DIM)
    below = rows[-1][1].bottom + grown(ctx, ROW_GAP, len(rows))
    surface.blit(note, note.get_rect(topright=(rect.right - g(10), below)))


def counters(game: Game) -> list[str]:
    """R12 in words: what is placed and what is still open this turn."""
    if game.card is None:
        return []
    card = CARDS[game.card]
    turn = game.turn_allowance()  # R11/R12, raised action included, from the engine
    raised = turn.raised
    lines = []
    for name, placed, base, limit, other in (
        ("roads", turn.roads_placed, card.roads, turn.roads, turn.cities_placed),
        ("cities", turn.cities_placed, card.cities, turn.cities, turn.roads_placed),
    ):
        if limit == 0 and placed == 0:
            lines.append(t(f"counter.{name}_none_raised" if raised else f"counter.{name}_none"))
        elif placed > base:
            lines.append(t(f"counter.{name}_raised_done", placed=placed, limit=limit))
        elif limit > base and other == 0:
            lines.append(t(f"counter.{name}_raised", placed=placed, base=base, limit=limit))
        else:
            lines.append(t(f"counter.{name}", placed=placed, limit=limit))
    lines.append(
        t("counter.draw", limit=turn.draw)
        if turn.draw
        else t("counter.no_draw_raised")
        if raised
        else t("counter.no_draw")
    )
    return lines
