"""What the play scene tells about the board beyond the pieces: the tooltip of the space under
the mouse, market prices in the market phase, and the villages R23 still requires covering.
Every answer comes from the engine."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from mg.engine import BuildMarket, PlaceCity, PlaceRoad, Refusal
from mg.i18n import refusal_text, t
from mg.sprites import palette as pal
from mg.sprites.layout import Space

if TYPE_CHECKING:
    from mg.scenes.play import PlayScene

BAD = (255, 150, 130)
WARN = (255, 150, 40)  # a village that must still be covered this turn (R23)
Lines = list[tuple[str, pal.Colour]]


def reason_of(refusal: Refusal | None) -> str:
    """A refusal in the language in use, or "" for none."""
    return refusal_text(refusal) if refusal is not None else ""


def hover_lines(scene: PlayScene) -> Lines:
    """The tooltip beside the mouse: the place's name, then what a click there would do (not
    while a computer player acts: nothing is the human's to click)."""
    hover, game = scene.hover, scene.game
    lines: Lines = [(scene.place_name(hover), pal.TEXT)]
    if hover is None or hover == scene.just_placed or scene.bot_level() is not None:
        return lines
    if game.phase == "actions" and hover in game.villages_to_cover():
        lines.append((t("hint.cover"), WARN))
    if game.phase == "actions" and scene.tool == "road":
        lines.append((reason_of(game.refusal(PlaceRoad(hover, scene.ends))), BAD))
    elif game.phase == "actions":
        reason = reason_of(game.refusal(PlaceCity(hover)))
        kind = t("hint.found") if game.city_kind(hover) == "found" else t("hint.extend")
        lines.append((reason, BAD) if reason else (kind, pal.LEGAL))
    elif game.phase == "market" and game.place_at(hover) is not None:
        lines += market_lines(scene, hover)
    return lines


def market_lines(scene: PlayScene, space: Space) -> Lines:
    """Sell for how much, or build for how much — and whether the market would score."""
    game, colour = scene.game, scene.game.current or ""
    if space in scene.legal().sell:
        return [(t("hint.sell", value=game.market_value(space)), pal.LEGAL)]
    reason = reason_of(game.refusal(BuildMarket(space)))
    if reason:
        return [(reason, BAD)]
    lines: Lines = [(t("hint.build", cost=game.market_cost(colour, space)), pal.LEGAL)]
    if not game.market_active(colour, space):
        lines.append((t("hint.inactive"), WARN))
    return lines


def draw_market_targets(scene: PlayScene, surface: pygame.Surface) -> None:
    """A price tag on every place where the player may build or sell a market."""
    ctx, legal, game = scene.ctx, scene.legal(), scene.game
    colour = game.current or ""
    shown: set[Space | None] = set()
    for space in sorted(legal.build | legal.sell):
        place = game.place_at(space)
        if place in shown:
            continue
        shown.add(place)
        if space in legal.sell:
            text, fill = t("hint.sell_tag", value=game.market_value(space)), (120, 200, 120)
        else:
            text, fill = f"{game.market_cost(colour, space)}", pal.HIGHLIGHT
        x, y = scene.space_point(place or space)
        label = ctx.text.render(text, ctx.px(26), pal.INK, bold=True)
        box = label.get_rect(center=(x, y - ctx.px(4))).inflate(ctx.px(12), ctx.px(6))
        pygame.draw.rect(surface, fill, box, border_radius=ctx.px(8))
        pygame.draw.rect(surface, pal.INK, box, 1, border_radius=ctx.px(8))
        surface.blit(label, label.get_rect(center=box.center))


def draw_villages_to_cover(scene: PlayScene, surface: pygame.Surface) -> None:
    """R23: a thick orange ring and "cover" on each village this turn's city tiles touch."""
    ctx = scene.ctx
    for space in scene.game.villages_to_cover():
        scene.view.outline(surface, space, WARN, max(3, ctx.px(6)), 0.92)
        x, y = scene.space_point(space)
        label = ctx.text.render(t("hint.cover_mark"), ctx.px(22), pal.INK, bold=True)
        box = label.get_rect(center=(x, y + ctx.px(30))).inflate(ctx.px(10), ctx.px(4))
        pygame.draw.rect(surface, WARN, box, border_radius=ctx.px(6))
        surface.blit(label, label.get_rect(center=box.center))
