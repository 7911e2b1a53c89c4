"""The side panel: the current and next action cards and every player's standing."""

from __future__ import annotations

from collections.abc import Callable, Collection

import pygame

from mg.engine import CARDS, Game
from mg.text.i18n import t
from mg.ui.context import Context
from mg.ui.draw import palette as pal
from mg.ui.draw.bot_mark import bot_mark_rect, draw_bot_mark

ART_H = 500  # the card pictures' height (tools/make_assets.py), width 360
ORDER_ROWS = (64, 70, 62, 4)  # their turn-order rows: centre x, first centre y, step, count
EMBLEM_R = 24  # an emblem's radius in the picture
RULING = (200, 190, 165)  # the picture's line beside each colour
ORDER_AREA = (26, 38, 306, 252)  # the picture's four rows: x, y, w, h


def draw_card(
    surface: pygame.Surface,
    ctx: Context,
    card_id: str | None,
    rect: pygame.Rect,
    title: str,
    players: list[str],
) -> None:
    """An action card: its picture (border colour, turn order top to bottom), and beside
    it the three values with their raised values (R11)."""
    pygame.draw.rect(surface, pal.PANEL_LIGHT, rect, border_radius=ctx.px(10))
    label = ctx.text.render(title, ctx.px(24), pal.TEXT_DIM)
    surface.blit(label, (rect.x + ctx.px(10), rect.y + ctx.px(6)))
    if card_id is None:
        none = ctx.text.render("—", ctx.px(40), pal.TEXT_DIM)
        surface.blit(none, none.get_rect(center=rect.center))
        return
    card = CARDS[card_id]
    pygame.draw.rect(
        surface, ctx.palette.player[card.border], rect, ctx.px(4), border_radius=ctx.px(10)
    )
    at = picture_rect(ctx, rect)
    picture = ctx.art.scaled(ctx.palette.art_name("card", card_id), at.w, at.h)
    x = rect.x + ctx.px(10)
    top = rect.y + ctx.px(32)
    if picture is not None:
        surface.blit(picture, at)
        draw_playing_order(surface, ctx, at, card_id, players)
        x += picture.get_width() + ctx.px(12)
    else:
        _order_tokens(surface, ctx, card.order, players, x, top)
        top += ctx.px(40)
    values = (
        (t("card.roads"), card.roads, card.raised_roads),
        (t("card.cities"), card.cities, card.raised_cities),
        (t("card.draw"), card.draw, card.raised_draw),
    )
    row = (rect.bottom - ctx.px(8) - top) // 3
    for k, (name, value, up_value) in enumerate(values):
        y = top + k * row
        big = ctx.text.render(str(value), ctx.px(38), pal.TEXT, bold=True)
        surface.blit(big, (x, y))
        up = ctx.text.render(f"({up_value})", ctx.px(24), pal.TEXT_DIM)  # R11
        surface.blit(up, (x + big.get_width() + ctx.px(4), y + ctx.px(8)))
        column = x + min(ctx.px(64), _values_width(ctx) + ctx.px(6))  # the names' column
        sub = fitted(ctx, name, ctx.px(22), rect.right - ctx.px(6) - column)
        surface.blit(sub, (column, y + ctx.px(8)))


def picture_rect(ctx: Context, card: pygame.Rect) -> pygame.Rect:
    """Where the card's picture goes on a card drawn in `card`."""
    art_h = card.h - ctx.px(40)
    return pygame.Rect(card.x + ctx.px(10), card.y + ctx.px(32), round(art_h * 360 / ART_H), art_h)


def playing_order(card_id: str, players: list[str]) -> list[str]:
    """R9: the card's turn order, the colours not in play left out."""
    return [colour for colour in CARDS[card_id].order if colour in players]


def order_rows(picture: pygame.Rect) -> list[tuple[int, int]]:
    """The centres of the turn-order rows of a card picture drawn in `picture`, top first."""
    x, y, step, count = ORDER_ROWS
    s = picture.h / ART_H
    return [(picture.x + round(x * s), picture.y + round((y + k * step) * s)) for k in range(count)]


def draw_playing_order(
    surface: pygame.Surface, ctx: Context, picture: pygame.Rect, card_id: str, players: list[str]
) -> None:
    """R9 in a game of two or three: the picture lists all four colours, so its rows are
    drawn again with only the colours in play, in their order from the top (each player's
    emblem: colour and shape)."""
    colours = playing_order(card_id, players)
    if len(colours) == len(CARDS[card_id].order):
        return
    s = picture.h / ART_H
    x, y, w, h = (round(v * s) for v in ORDER_AREA)
    pygame.draw.rect(surface, pal.PAPER, (picture.x + x, picture.y + y, w, h))
    line_from, line_to = picture.x + round(100 * s), picture.right - round(40 * s)
    for (cx, cy), colour in zip(order_rows(picture), colours, strict=False):
        ctx.palette.draw_emblem(surface, colour, (cx, cy), EMBLEM_R * s)
        pygame.draw.line(surface, RULING, (line_from, cy), (line_to, cy), max(1, round(2 * s)))


def _values_width(ctx: Context) -> int:
    """The widest a value and its raised value can be ("7 (7)")."""
    big = ctx.text.render("7", ctx.px(38), pal.TEXT, bold=True)
    up = ctx.text.render("(7)", ctx.px(24), pal.TEXT_DIM)
    return big.get_width() + ctx.px(4) + up.get_width()


def fitted(ctx: Context, text: str, size: int, room: int) -> pygame.Surface:
    """`text` dimmed at `size`, or smaller until it is at most `room` pixels wide."""
    label = ctx.text.render(text, size, pal.TEXT_DIM)
    while label.get_width() > room and size > ctx.px(14):
        size -= 1
        label = ctx.text.render(text, size, pal.TEXT_DIM)
    return label


def _order_tokens(
    surface: pygame.Surface,
    ctx: Context,
    order: tuple[str, ...],
    players: list[str],
    x: int,
    y: int,
) -> None:
    r = ctx.px(15)
    for colour in order:
        if colour in players:
            ctx.palette.draw_emblem(surface, colour, (x + r, y + r), r)
        else:
            pygame.draw.circle(surface, pal.TEXT_DIM, (x + r, y + r), r // 3)
        x += 2 * r + ctx.px(10)


def player_rows(ctx: Context, game: Game, rect: pygame.Rect) -> list[tuple[str, pygame.Rect]]:
    """Each player's row in the list starting at `rect`'s top, in seat order."""
    row_h = ctx.px(74)
    return [
        (colour, pygame.Rect(rect.x, rect.y + k * row_h, rect.w, row_h - ctx.px(6)))
        for k, colour in enumerate(game.players)
    ]


def draw_players(
    surface: pygame.Surface,
    ctx: Context,
    game: Game,
    rect: pygame.Rect,
    names: Callable[[str], str],
    bots: Collection[str] = (),
) -> None:
    """One row per seat: emblem, name (`names` gives it; a computer player's, of `bots`,
    with its mark), score, projected total, hand, reserve, markets."""
    projected = game.projected_scores()
    rows = player_rows(ctx, game, rect)
    for colour, row in rows:
        active = colour == game.current
        pygame.draw.rect(
            surface, (60, 70, 90) if active else pal.PANEL_LIGHT, row, border_radius=ctx.px(8)
        )
        if active:
            pygame.draw.rect(
                surface, ctx.palette.player[colour], row, ctx.px(3), border_radius=ctx.px(8)
            )
        ctx.palette.draw_emblem(surface, colour, (row.x + ctx.px(26), row.centery), ctx.px(17))
        name = ctx.text.render(names(colour), ctx.px(28), pal.TEXT, bold=active)
        at = surface.blit(name, (row.x + ctx.px(52), row.y + ctx.px(8)))
        if colour in bots:
            draw_bot_mark(surface, bot_mark_rect(ctx.px(24), (at.right + ctx.px(10), at.centery)))
        hand, reserve = game.hand[colour], game.reserve[colour]
        detail = t(
            "panel.detail",
            hand_roads=hand[0],
            hand_cities=hand[1],
            res_roads=reserve[0],
            res_cities=reserve[1],
            markets=game.markets_left[colour],
        )
        small = ctx.text.render(detail, ctx.px(21), pal.TEXT_DIM)
        surface.blit(small, (row.x + ctx.px(52), row.y + ctx.px(38)))
        score = ctx.text.render(str(game.score[colour]), ctx.px(40), pal.TEXT, bold=True)
        surface.blit(score, score.get_rect(topright=(row.right - ctx.px(70), row.y + ctx.px(6))))
        proj = ctx.text.render(f"» {projected[colour]}", ctx.px(26), (190, 220, 170))
        surface.blit(proj, proj.get_rect(topright=(row.right - ctx.px(10), row.y + ctx.px(12))))
    note = ctx.text.render(t("panel.score_note"), ctx.px(20), pal.TEXT_DIM)
    surface.blit(
        note, note.get_rect(topright=(rect.right - ctx.px(10), rect.y + len(rows) * ctx.px(74)))
    )


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
