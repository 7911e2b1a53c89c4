"""The side panel: the current and next action cards and every player's standing."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from mg.context import Context
from mg.engine import CARDS, Game
from mg.i18n import t
from mg.sprites import palette as pal


def draw_card(surface: pygame.Surface, ctx: Context, card_id: str | None,
              rect: pygame.Rect, title: str, players: list[str]) -> None:
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
    pygame.draw.rect(surface, ctx.palette.player[card.border], rect, ctx.px(4),
                     border_radius=ctx.px(10))
    art_h = rect.h - ctx.px(40)
    picture = ctx.art.scaled(ctx.palette.art_name("card", card_id), round(art_h * 360 / 500),
                             art_h)
    x = rect.x + ctx.px(10)
    top = rect.y + ctx.px(32)
    if picture is not None:
        surface.blit(picture, (x, top))
        x += picture.get_width() + ctx.px(12)
    else:
        _order_tokens(surface, ctx, card.order, players, x, top)
        top += ctx.px(40)
    values = ((t("card.roads"), card.roads, card.raised_roads),
              (t("card.cities"), card.cities, card.raised_cities),
              (t("card.draw"), card.draw, card.raised_draw))
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


def _order_tokens(surface: pygame.Surface, ctx: Context, order: tuple[str, ...],
                  players: list[str], x: int, y: int) -> None:
    r = ctx.px(15)
    for colour in order:
        if colour in players:
            ctx.palette.draw_emblem(surface, colour, (x + r, y + r), r)
        else:
            pygame.draw.circle(surface, pal.TEXT_DIM, (x + r, y + r), r // 3)
        x += 2 * r + ctx.px(10)


def draw_players(surface: pygame.Surface, ctx: Context, game: Game, rect: pygame.Rect,
                 names: Callable[[str], str]) -> None:
    """One row per seat: emblem, name (`names` gives it), score, projected total, hand,
    reserve, markets."""
    projected = game.projected_scores()
    row_h = ctx.px(74)
    y = rect.y
    for colour in game.players:
        row = pygame.Rect(rect.x, y, rect.w, row_h - ctx.px(6))
        active = colour == game.current
        pygame.draw.rect(surface, (60, 70, 90) if active else pal.PANEL_LIGHT, row,
                         border_radius=ctx.px(8))
        if active:
            pygame.draw.rect(surface, ctx.palette.player[colour], row, ctx.px(3),
                             border_radius=ctx.px(8))
        ctx.palette.draw_emblem(surface, colour, (row.x + ctx.px(26), row.centery), ctx.px(17))
        name = ctx.text.render(names(colour), ctx.px(28), pal.TEXT,
                               bold=active)
        surface.blit(name, (row.x + ctx.px(52), row.y + ctx.px(8)))
        hand, reserve = game.hand[colour], game.reserve[colour]
        detail = t("panel.detail", hand_roads=hand[0], hand_cities=hand[1],
                   res_roads=reserve[0], res_cities=reserve[1],
                   markets=game.markets_left[colour])
        small = ctx.text.render(detail, ctx.px(21), pal.TEXT_DIM)
        surface.blit(small, (row.x + ctx.px(52), row.y + ctx.px(38)))
        score = ctx.text.render(str(game.score[colour]), ctx.px(40), pal.TEXT, bold=True)
        surface.blit(score, score.get_rect(topright=(row.right - ctx.px(70), row.y + ctx.px(6))))
        proj = ctx.text.render(f"» {projected[colour]}", ctx.px(26), (190, 220, 170))
        surface.blit(proj, proj.get_rect(topright=(row.right - ctx.px(10), row.y + ctx.px(12))))
        y += row_h
    note = ctx.text.render(t("panel.score_note"), ctx.px(20), pal.TEXT_DIM)
    surface.blit(note, note.get_rect(topright=(rect.right - ctx.px(10), y)))


def counters(game: Game) -> list[str]:
    """R12 in words: what is placed and what is still open this turn."""
    if game.card is None:
        return []
    card = CARDS[game.card]
    turn, limits = game.turn, game.limits()
    raised = turn["roads_placed"] > card.roads or turn["cities_placed"] > card.cities  # R11
    lines = []
    for name, placed, base, limit, other in (
        ("roads", turn["roads_placed"], card.roads, limits["roads"], turn["cities_placed"]),
        ("cities", turn["cities_placed"], card.cities, limits["cities"], turn["roads_placed"]),
    ):
        if limit == 0 and placed == 0:
            lines.append(t(f"counter.{name}_none_raised" if raised else f"counter.{name}_none"))
        elif placed > base:
            lines.append(t(f"counter.{name}_raised_done", placed=placed, limit=limit))
        elif limit > base and other == 0:
            lines.append(t(f"counter.{name}_raised", placed=placed, base=base, limit=limit))
        else:
            lines.append(t(f"counter.{name}", placed=placed, limit=limit))
    lines.append(t("counter.draw", limit=limits["draw"]) if limits["draw"]
                 else t("counter.no_draw_raised") if raised else t("counter.no_draw"))
    return lines
